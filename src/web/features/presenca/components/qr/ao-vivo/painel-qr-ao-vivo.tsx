import { ArrowLeft, Maximize, Minimize, WifiOff } from 'lucide-react';
import { useRef } from 'react';
import { Botao } from '#web/components/ui/botao.tsx';
import { Esqueleto } from '#web/components/ui/estados.tsx';
import { Link } from '#web/lib/roteador.tsx';
import { useQrAoVivo } from '../../../api/obter-qr-ao-vivo.ts';
import { ContagemRegressiva } from './contagem-regressiva.tsx';
import { ErroAoVivo } from './erro-ao-vivo.tsx';
import { InterruptorExigir } from './interruptor-exigir.tsx';
import { QrSvg } from './qr-svg.tsx';
import { SituacaoHoje } from './situacao-hoje.tsx';
import { useTelaCheia } from './use-tela-cheia.ts';
import { caminho, PRESENCAS_DA_TURMA } from '#web/lib/caminhos.ts';

export const DICA_SEM_CAMERA = 'Sem câmera? Abra Escanear › Digitar código e informe o código acima.';

/** O código como se digita no celular: `<turma>-<código>` (ex.: 42-381924). */
export const codigoParaDigitar = (turmaId: number, codigo: string) => `${turmaId}-${codigo}`;

const LINK = 'inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-escola-700 underline-offset-4 hover:underline dark:text-escola-100';

/**
 * QR ao vivo da turma (fora do SPEC): o QR de `/presenca?turma=ID&t=CODIGO`, o código para digitar,
 * a contagem até o próximo código (30 s), os presentes de hoje e a exigência do QR ao vivo. Feito para
 * projetar: tela cheia, letras grandes, legível no tema escuro e no celular (390 px).
 */
export function PainelQrAoVivo({ turmaId }: { turmaId: number }) {
  const consulta = useQrAoVivo(turmaId);
  const refTela = useRef<HTMLDivElement>(null);
  const tela = useTelaCheia(refTela);
  const dados = consulta.data;
  const voltar = caminho(PRESENCAS_DA_TURMA, { turmaId: turmaId });

  if (!dados) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-6">
        <h1 className="mb-4 text-2xl font-bold text-escola-800 dark:text-escola-100">QR ao vivo</h1>
        {consulta.isError ? <ErroAoVivo erro={consulta.error} aoTentar={() => void consulta.refetch()} /> : <Esqueleto linhas={3} rotulo="Carregando o QR ao vivo…" />}
        <Link to={voltar} className={`${LINK} mt-4`}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Lista de presença da turma
        </Link>
      </div>
    );
  }

  const url = `${window.location.origin}${dados.caminho}`;
  const digitar = codigoParaDigitar(turmaId, dados.codigo);
  return (
    <div ref={refTela} className={`bg-slate-50 dark:bg-slate-950 ${tela.ativa ? 'h-full overflow-auto px-6 py-6' : 'mx-auto max-w-6xl px-4 py-6'}`}>
      <header className="mb-5 flex flex-col gap-3 border-b border-slate-200 pb-4 sm:flex-row sm:items-end sm:justify-between dark:border-slate-800">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-escola-800 sm:text-3xl dark:text-escola-100">QR ao vivo</h1>
          <p className="mt-1 break-words text-slate-700 sm:text-lg dark:text-slate-300">
            {dados.turma.evento.titulo} — {dados.turma.nome}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {tela.suportada && (
            <Botao variante="secundario" onClick={() => void tela.alternar()}>
              {tela.ativa ? <Minimize aria-hidden="true" className="size-4" /> : <Maximize aria-hidden="true" className="size-4" />}
              {tela.ativa ? 'Sair da tela cheia' : 'Tela cheia'}
            </Botao>
          )}
          {!tela.ativa && (
            <Link to={voltar} className={LINK}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              Lista de presença da turma
            </Link>
          )}
        </div>
      </header>
      <div className="grid items-start gap-6 md:grid-cols-2">
        <div className="mx-auto w-full" style={{ maxWidth: tela.ativa ? 'min(100%, 78vh)' : '560px' }}>
          <QrSvg valor={url} rotulo={`QR Code de presença da turma ${dados.turma.nome}. Código para digitar: ${digitar}`} className="shadow-lg" />
        </div>
        <div className="min-w-0 space-y-5">
          <div>
            <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">Código para digitar</p>
            <p translate="no" className="font-mono text-5xl font-bold tracking-wider break-all text-slate-900 tabular-nums sm:text-6xl lg:text-7xl dark:text-white">
              {digitar}
            </p>
            <p className="mt-2 text-slate-700 dark:text-slate-300">{DICA_SEM_CAMERA}</p>
          </div>
          <ContagemRegressiva expiraEm={dados.expira_em} periodoSegundos={dados.periodo_segundos} />
          {consulta.isError && (
            <p role="alert" className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100">
              <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              Sem conexão com o servidor: o código pode estar vencido. Tentando de novo…
            </p>
          )}
          <SituacaoHoje dados={dados} />
          {!tela.ativa && <InterruptorExigir turmaId={turmaId} exige={dados.exige_qr_ao_vivo} />}
        </div>
      </div>
    </div>
  );
}
