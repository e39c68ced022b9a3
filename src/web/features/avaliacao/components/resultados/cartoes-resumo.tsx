import { CalendarCheck, MessageSquareText, Percent, Star, type LucideIcon } from 'lucide-react';
import type { Agregado } from '#shared/contracts/avaliacoes-resultados.ts';
import { MINIMO_DE_RESPOSTAS_PARA_DETALHES as MINIMO } from '#shared/rules/avaliacao.ts';
import { formatarNumero } from '#web/lib/formato.ts';
import { formatarMedia, formatarTaxa } from './formato.ts';

interface Cartao {
  rotulo: string;
  Icone: LucideIcon;
  valor: string;
  detalhe: string;
}

/** Por que a média não aparece (anonimato): numa turma, poucas respostas; na soma, alguma turma com poucas. */
const detalheDaMedia = (a: Agregado, comTurmas: boolean) =>
  !a.detalhes_ocultos
    ? 'escala de 2 (Péssimo) a 10 (Ótimo)'
    : comTurmas
      ? `oculta enquanto alguma turma tiver menos de ${MINIMO} respostas`
      : `aparece a partir de ${MINIMO} respostas`;

/** Os números de um agregado: turmas (quando soma várias), respostas, taxa de resposta e média geral. */
export function CartoesResumo({ agregado, rotulo, comTurmas = false }: { agregado: Agregado; rotulo: string; comTurmas?: boolean }) {
  const a = agregado;
  const cartoes: Cartao[] = [
    ...(comTurmas ? [{ rotulo: 'Turmas', Icone: CalendarCheck, valor: formatarNumero(a.turmas), detalhe: 'encerradas ou avaliadas' }] : []),
    { rotulo: 'Respostas', Icone: MessageSquareText, valor: formatarNumero(a.respostas), detalhe: `de ${formatarNumero(a.elegiveis)} ${a.elegiveis === 1 ? 'pessoa apta' : 'pessoas aptas'}` },
    { rotulo: 'Taxa de resposta', Icone: Percent, valor: formatarTaxa(a.taxa_resposta), detalhe: a.taxa_resposta === null ? 'ninguém apto ainda' : 'respostas ÷ aptos' },
    { rotulo: 'Média geral', Icone: Star, valor: formatarMedia(a.media_geral), detalhe: detalheDaMedia(a, comTurmas) },
  ];
  return (
    <ul aria-label={rotulo} className={`grid grid-cols-2 gap-2 sm:gap-3 ${comTurmas ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
      {cartoes.map(({ rotulo: r, Icone, valor, detalhe }) => (
        <li key={r} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4 dark:border-slate-800 dark:bg-slate-900">
          <p className="flex items-center gap-1.5 text-xs font-semibold text-slate-600 sm:text-sm dark:text-slate-300">
            <Icone aria-hidden="true" className="size-4 shrink-0" />
            {r}
          </p>
          <p className="mt-1 text-2xl font-bold tabular-nums text-escola-800 dark:text-escola-100">{valor}</p>
          <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">{detalhe}</p>
        </li>
      ))}
    </ul>
  );
}
