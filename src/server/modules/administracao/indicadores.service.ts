import type { z } from 'zod';
import type { DetalheIndicador, DetalheIndicadorQuerySchema, FiltrosIndicadores, Indicadores } from '#shared/contracts/administracao.ts';
import { instanteEmSaoPaulo } from '#shared/rules/cronograma.ts';
import type { CtxAutenticado } from '../../lib/context.ts';
import { exigirPermissao } from '../../lib/permissao.ts';
import { podeVerIndicadores } from './administracao.policy.ts';
import { agregados, contarTrabalhos, detalhe, LIMIAR_FREQUENCIA_BAIXA, listarUnidades, type FiltrosDeBusca } from './indicadores.repository.ts';

const dois = (n: number) => String(n).padStart(2, '0');

/** Ano (e mês) → faixa de instantes [desde, ate) em horário de São Paulo; sem ano, tudo. */
export function faixaDoPeriodo(ano?: number, mes?: number): { desde: Date | null; ate: Date | null } {
  if (ano === undefined) return { desde: null, ate: null };
  if (mes === undefined) return { desde: instanteEmSaoPaulo(`${ano}-01-01`, '00:00'), ate: instanteEmSaoPaulo(`${ano + 1}-01-01`, '00:00') };
  const [anoSeg, mesSeg] = mes === 12 ? [ano + 1, 1] : [ano, mes + 1];
  return { desde: instanteEmSaoPaulo(`${ano}-${dois(mes)}-01`, '00:00'), ate: instanteEmSaoPaulo(`${anoSeg}-${dois(mesSeg)}-01`, '00:00') };
}

function filtrosDeBusca(ctx: CtxAutenticado, q: FiltrosIndicadores & { evento?: number }): FiltrosDeBusca {
  return { ...faixaDoPeriodo(q.ano, q.mes), tipo: q.tipo ?? null, unidadeId: q.unidade ?? null, eventoId: q.evento ?? null, agora: ctx.now() };
}

/**
 * Os números do período: cada turma conta no mês (de São Paulo) em que começa, com as inscrições
 * confirmadas, a frequência, as avaliações e os certificados dela; os trabalhos, no mês do envio. A unidade é
 * a do perfil de quem participa. Três comandos, qualquer que seja o volume.
 * @throws SEM_PERMISSAO
 */
export async function indicadoresDoPeriodo(ctx: CtxAutenticado, q: FiltrosIndicadores): Promise<Indicadores> {
  exigirPermissao(podeVerIndicadores(ctx.user));
  const f = filtrosDeBusca(ctx, q);
  const [a, trabalhos, unidades] = await Promise.all([agregados(ctx.db, f), q.tipo ? Promise.resolve(null) : contarTrabalhos(ctx.db, f), listarUnidades(ctx.db)]);
  return {
    totais: { ...a.totais, media_avaliacoes: a.totais.media_avaliacoes === null ? null : Math.round(a.totais.media_avaliacoes * 100) / 100, trabalhos },
    por_mes: completarMeses(a.por_mes ?? [], q.ano, q.mes),
    por_tipo: a.por_tipo ?? [],
    por_unidade: (a.por_unidade ?? []).map((u) => ({ ...u, unidade: u.unidade ?? 'Sem unidade no perfil' })),
    frequencia_por_evento: a.frequencia_por_evento ?? [],
    atencao: (a.atencao ?? []).map((t) => ({
      turma_id: t.turma_id,
      evento_id: t.evento_id,
      evento: t.evento,
      turma: t.turma,
      fim: new Date(t.fim).toISOString(),
      concluintes: t.concluintes,
      atingiram: t.atingiram,
      frequencia_baixa: t.concluintes > 0 && t.atingiram < LIMIAR_FREQUENCIA_BAIXA * t.concluintes,
      avaliacoes_pendentes: t.avaliacoes_pendentes,
      certificados_pendentes: { teste: t.cert_teste, avaliacao: t.cert_avaliacao, emissao: t.cert_emissao },
    })),
    unidades,
  };
}

/** Com o ano escolhido, os doze meses (ou o mês escolhido) aparecem mesmo sem turma: o gráfico não pula meses. */
function completarMeses(meses: Indicadores['por_mes'], ano?: number, mes?: number): Indicadores['por_mes'] {
  if (ano === undefined) return meses;
  const lista = mes === undefined ? Array.from({ length: 12 }, (_, i) => i + 1) : [mes];
  return lista.map((m) => meses.find((x) => x.ano === ano && x.mes === m) ?? { ano, mes: m, turmas: 0, inscricoes: 0 });
}

/**
 * As linhas por trás de um número (quem, em que turma, com que frequência/nota/data), paginadas.
 * @throws SEM_PERMISSAO
 */
export async function detalheDoIndicador(ctx: CtxAutenticado, q: z.output<typeof DetalheIndicadorQuerySchema>): Promise<DetalheIndicador> {
  exigirPermissao(podeVerIndicadores(ctx.user));
  const f = filtrosDeBusca(ctx, q);
  // trabalhos não têm tipo de evento: com esse filtro, o número não existe e a lista fica vazia
  const linhas = q.indicador === 'trabalhos' && (q.tipo || q.evento) ? [] : await detalhe(ctx.db, f, q.indicador, { limite: q.por_pagina, deslocamento: (q.pagina - 1) * q.por_pagina });
  return {
    itens: linhas.map(({ total: _total, quando, ...l }) => ({ ...l, quando: quando === null ? null : new Date(quando).toISOString() })),
    total: linhas[0]?.total ?? 0,
    pagina: q.pagina,
    por_pagina: q.por_pagina,
  };
}
