import { CircleCheck, Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';
import { CelulaRotulada, TabelaCartoes } from '#web/components/ui/tabela.tsx';
import { formatarNumero } from '#web/lib/formato.ts';
import type { TurmaEmissao } from '../../api/certificados-do-instrutor.ts';
import { CLASSE_CELULA, CLASSE_SELO, CLASSE_TR } from './classes.ts';
import { periodo, textoFalta } from './formato.ts';

function Faltam({ t }: { t: TurmaEmissao }) {
  if (!t.turma.encerrada) {
    return (
      <span className={`${CLASSE_SELO} bg-sky-100 text-sky-900 ring-sky-300 dark:bg-sky-950 dark:text-sky-100 dark:ring-sky-800`}>
        <Hourglass aria-hidden="true" className="size-3.5 shrink-0" />
        Em andamento
      </span>
    );
  }
  if (t.faltam.length === 0) {
    return (
      <span className="inline-flex items-center gap-1 text-green-800 dark:text-green-200">
        <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
        Nenhuma pendência
      </span>
    );
  }
  return (
    <ul className="space-y-0.5">
      {t.faltam.map((f) => (
        <li key={f.etapa}>{textoFalta(f.etapa, f.pessoas)}</li>
      ))}
    </ul>
  );
}

interface Props {
  legenda: string;
  turmas: readonly TurmaEmissao[];
  /** Botão ou link por turma (a gestão abre as pessoas da turma). */
  acao?: (t: TurmaEmissao) => ReactNode;
}

/**
 * A situação de emissão por turma: inscritos, certificados emitidos e quantas pessoas ainda não têm,
 * por etapa que falta ("3 sem avaliação"). Tabela a partir de 1024 px; cartões no celular.
 */
export function TabelaEmissao({ legenda, turmas, acao }: Props) {
  return (
    <TabelaCartoes
      legenda={legenda}
      colunas={[{ rotulo: 'Turma' }, { rotulo: 'Inscritos', direita: true }, { rotulo: 'Emitidos', direita: true }, { rotulo: 'Faltam' }, acao && { rotulo: 'Ações', oculto: true }]}
    >
      {turmas.map((t) => (
        <tr key={t.turma.id} role="row" className={CLASSE_TR}>
          <th role="rowheader" scope="row" className={`${CLASSE_CELULA} col-span-2 text-left font-semibold break-words`}>
            {t.evento.titulo}
            <span className="block text-sm font-normal text-slate-700 dark:text-slate-300">{t.turma.nome}</span>
            <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">{periodo(t.turma.data_inicio, t.turma.data_fim)}</span>
          </th>
          <CelulaRotulada rotulo="Inscritos" className="tabular-nums lg:text-right">
            {formatarNumero(t.inscritos)}
          </CelulaRotulada>
          <CelulaRotulada rotulo="Emitidos" className="tabular-nums lg:text-right">
            {formatarNumero(t.emitidos)}
          </CelulaRotulada>
          <CelulaRotulada rotulo="Faltam" className="col-span-2 pt-1 lg:pt-3">
            <Faltam t={t} />
          </CelulaRotulada>
          {acao && <td role="cell" className={`${CLASSE_CELULA} col-span-2 pt-2 lg:pt-3 lg:text-right`}>{acao(t)}</td>}
        </tr>
      ))}
    </TabelaCartoes>
  );
}
