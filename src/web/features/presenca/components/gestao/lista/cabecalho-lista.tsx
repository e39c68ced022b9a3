import { FileDown, FileSpreadsheet, MapPin, QrCode, Users } from 'lucide-react';
import { Botao } from '#web/components/ui/botao.tsx';
import { Link } from '#web/lib/roteador.tsx';
import type { PresencasDaTurma } from '../../../api/presencas-da-turma.ts';
import { ChipStatus } from '../chip-status.tsx';
import { CLASSE_LINK_SECUNDARIO } from '../classes.ts';
import { useExportacoes } from './use-exportacoes.ts';
import { QR_AO_VIVO, caminho } from '#web/lib/caminhos.ts';

/** Evento, turma, local e instrutores, com as exportações e o QR ao vivo. */
export function CabecalhoLista({ dados, temPendentes }: { dados: PresencasDaTurma; temPendentes: boolean }) {
  const { turma } = dados;
  const { exportarCsv, exportarPdf, gerandoPdf } = useExportacoes(dados);
  return (
    <section aria-labelledby="titulo-turma-presencas" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-2">
          <p className="text-sm font-medium break-words text-slate-600 dark:text-slate-300">{turma.evento.titulo}</p>
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="titulo-turma-presencas" className="text-xl font-bold break-words text-escola-800 dark:text-escola-100">
              {turma.nome}
            </h2>
            <ChipStatus status={turma.status} />
            {turma.exige_qr_ao_vivo && <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-800 dark:text-slate-100">Exige QR ao vivo</span>}
          </div>
          <dl className="space-y-1 text-sm text-slate-700 dark:text-slate-200">
            <div className="flex items-start gap-2">
              <dt><MapPin aria-hidden="true" className="mt-0.5 size-4" /><span className="sr-only">Local</span></dt>
              <dd className="min-w-0 break-words">{turma.local || 'Local a definir'}</dd>
            </div>
            <div className="flex items-start gap-2">
              <dt><Users aria-hidden="true" className="mt-0.5 size-4" /><span className="sr-only">Instrutores</span></dt>
              <dd className="min-w-0 break-words">{turma.instrutores.length ? turma.instrutores.join(', ') : 'Sem instrutor definido'}</dd>
            </div>
          </dl>
        </div>
        <div className="grid gap-2 sm:flex sm:flex-wrap lg:justify-end">
          <Botao variante="secundario" onClick={exportarCsv}>
            <FileSpreadsheet aria-hidden="true" className="size-4" />
            Exportar CSV
          </Botao>
          <Botao variante="secundario" carregando={gerandoPdf} textoCarregando="Gerando PDF…" onClick={() => void exportarPdf()}>
            <FileDown aria-hidden="true" className="size-4" />
            Lista de presença (PDF)
          </Botao>
          <Link to={caminho(QR_AO_VIVO, { turmaId: turma.id })} className={CLASSE_LINK_SECUNDARIO}>
            <QrCode aria-hidden="true" className="size-4" />
            QR ao vivo
          </Link>
        </div>
      </div>
      {temPendentes && <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">As exportações usam as presenças já salvas.</p>}
    </section>
  );
}
