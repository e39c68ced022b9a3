import { FileDown, LoaderCircle, MonitorPlay } from 'lucide-react';
import { Botao } from '#web/components/ui/botao.tsx';
import { formatarData } from '#web/lib/formato.ts';
import { Link } from '#web/lib/roteador.tsx';
import { nomesInstrutores, nomeTurma, type EventoQr, type TurmaQr } from './regras.ts';
import { QR_AO_VIVO, caminho } from '#web/lib/caminhos.ts';

interface Props {
  /** Os instrutores mostrados são os do evento (e os da turma quando o evento não tem). */
  evento: Pick<EventoQr, 'instrutor'>;
  turma: TurmaQr;
  /** Esta turma está gerando o PDF agora. */
  gerando: boolean;
  /** Alguma geração está em curso (todos os botões param). */
  ocupado: boolean;
  aoGerar: () => void;
}

const periodo = (t: TurmaQr) => (t.data_inicio === t.data_fim ? formatarData(t.data_inicio) : `${formatarData(t.data_inicio)} a ${formatarData(t.data_fim)}`);

/** Uma turma: nome, instrutores, período, "Gerar PDF" e o atalho para o QR ao vivo. */
export function LinhaTurmaQr({ evento, turma, gerando, ocupado, aoGerar }: Props) {
  const nome = nomeTurma(turma);
  const instrutores = nomesInstrutores(evento, turma);
  return (
    <li className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h3 className="font-semibold break-words text-slate-900 dark:text-slate-100">{nome}</h3>
        <p className="text-sm break-words text-slate-700 dark:text-slate-300">
          {instrutores.includes(',') ? 'Instrutores' : 'Instrutor'}: {instrutores || 'a definir'}
        </p>
        <p className="text-xs text-slate-600 dark:text-slate-400">{periodo(turma)}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Botao variante="secundario" onClick={aoGerar} disabled={ocupado} aria-busy={gerando || undefined}>
          {gerando ? (
            <>
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
              Gerando…{' '}<span className="sr-only">o PDF de {nome}</span>
            </>
          ) : (
            <>
              <FileDown aria-hidden="true" className="size-4" />
              Gerar PDF{' '}<span className="sr-only">de {nome}</span>
            </>
          )}
        </Botao>
        <Link
          to={caminho(QR_AO_VIVO, { turmaId: turma.id })}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-escola-700 underline-offset-4 hover:underline dark:text-escola-100"
        >
          <MonitorPlay aria-hidden="true" className="size-4" />
          QR ao vivo{' '}<span className="sr-only">de {nome}</span>
        </Link>
      </div>
    </li>
  );
}
