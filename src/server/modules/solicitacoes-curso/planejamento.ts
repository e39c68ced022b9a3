/**
 * Calendário anual de planejamento (issue 10): num ano, as solicitações em andamento (enviadas, em
 * análise e aprovadas) e todos os eventos com encontro no ano, publicados ou não. O evento herda o
 * departamento da solicitação que o originou (sem origem: departamento nulo); a solicitação convertida
 * aparece só pelo evento, para não contar duas vezes. Os resumos contam itens: um item conta uma vez
 * no ano e uma vez em cada mês em que tem data. Duas consultas, qualquer que seja o número de itens.
 */
import type { z } from 'zod';
import type { ItemDoPlanejamento, Planejamento, PlanejamentoQuerySchema } from '#shared/contracts/solicitacoes-curso.ts';
import { DEPARTAMENTOS, ROTULO_STATUS_SOLICITACAO, type Departamento, type StatusSolicitacao } from '#shared/rules/solicitacoes-curso.ts';
import type { CtxAutenticado } from '../../lib/context.ts';
import { exigirPermissao } from '../../lib/permissao.ts';
import { celulaCsv } from '../../lib/planilha.ts';
import { datasDasSolicitacoesNoAno, datasDosEventosNoAno } from './planejamento.repository.ts';
import { podeDecidirSolicitacoes } from './solicitacoes-curso.policy.ts';

type Query = z.output<typeof PlanejamentoQuerySchema>;

/** As linhas dos resumos: os 7 departamentos na ordem oficial e, por último, os itens sem departamento. */
const LINHAS_DO_RESUMO: readonly (Departamento | null)[] = [...DEPARTAMENTOS, null];

export const ROTULO_ORIGEM: Record<ItemDoPlanejamento['origem'], string> = { solicitacao: 'Solicitação', evento: 'Evento' };

function exigirAdmin(ctx: CtxAutenticado): void {
  exigirPermissao(podeDecidirSolicitacoes(ctx.user));
}

/** Agrupa as linhas (uma por item e data) em itens, guardando a ordem da primeira data. */
function agrupar<L extends { id: number; data: string }>(linhas: readonly L[], item: (l: L) => ItemDoPlanejamento): ItemDoPlanejamento[] {
  const porId = new Map<number, ItemDoPlanejamento>();
  for (const l of linhas) {
    const existente = porId.get(l.id);
    if (existente) {
      if (!existente.datas.includes(l.data)) existente.datas.push(l.data);
    } else {
      porId.set(l.id, { ...item(l), datas: [l.data] });
    }
  }
  return [...porId.values()];
}

function contagens(itens: readonly ItemDoPlanejamento[]) {
  return LINHAS_DO_RESUMO.map((departamento) => ({ departamento, total: itens.filter((i) => i.departamento === departamento).length }));
}

const compararTextos = new Intl.Collator('pt-BR', { sensitivity: 'base' }).compare;

/** Os itens do ano: primeira data, depois título, depois solicitações antes de eventos. */
async function itensDoAno(ctx: CtxAutenticado, ano: number): Promise<ItemDoPlanejamento[]> {
  const [solicitacoes, eventos] = await Promise.all([datasDasSolicitacoesNoAno(ctx.db, ano), datasDosEventosNoAno(ctx.db, ano)]);
  const itens = [
    ...agrupar(solicitacoes, (l) => ({
      origem: 'solicitacao',
      id: l.id,
      titulo: l.titulo,
      departamento: l.departamento,
      situacao: ROTULO_STATUS_SOLICITACAO[l.status as StatusSolicitacao],
      datas: [],
      solicitacao_id: l.id,
      evento_id: null,
    })),
    ...agrupar(eventos, (l) => ({
      origem: 'evento',
      id: l.id,
      titulo: l.titulo,
      departamento: (l.departamento) ?? null,
      situacao: l.publicado ? 'Publicado' : 'Rascunho',
      datas: [],
      solicitacao_id: l.solicitacaoId,
      evento_id: l.id,
    })),
  ];
  for (const i of itens) i.datas.sort();
  return itens.sort(
    (a, b) =>
      (a.datas[0]! < b.datas[0]! ? -1 : a.datas[0]! > b.datas[0]! ? 1 : 0) ||
      compararTextos(a.titulo, b.titulo) ||
      (a.origem === b.origem ? a.id - b.id : a.origem === 'solicitacao' ? -1 : 1),
  );
}

/**
 * O calendário de um ano: itens, resumo anual por departamento (os 7 sempre, e a linha sem
 * departamento) e resumo mensal (12 meses, as mesmas 8 linhas em cada).
 * @throws SEM_PERMISSAO
 */
export async function planejamentoDoAno(ctx: CtxAutenticado, q: Query): Promise<Planejamento> {
  exigirAdmin(ctx);
  const itens = await itensDoAno(ctx, q.ano);
  const resumoMensal = Array.from({ length: 12 }, (_, i) => {
    const mes = String(i + 1).padStart(2, '0');
    const doMes = itens.filter((item) => item.datas.some((d) => d.slice(5, 7) === mes));
    return { mes: i + 1, contagens: contagens(doMes) };
  });
  return { ano: q.ano, itens, resumo_anual: contagens(itens), resumo_mensal: resumoMensal };
}

/* ------------------------------------------------------------------ CSV */

export { MIME_CSV, semFormula } from '../../lib/planilha.ts';

const dataBr = (iso: string) => iso.split('-').reverse().join('/');

export const CABECALHO_CSV = ['Data', 'Título', 'Origem', 'Departamento', 'Situação'] as const;

/**
 * O calendário do ano em CSV (UTF-8 com BOM, ";" e fim de linha CRLF, como as outras exportações: o
 * Excel em pt-BR abre direto): uma linha por item e data, pela data e pelo título.
 * @throws SEM_PERMISSAO
 */
export async function planejamentoCsv(ctx: CtxAutenticado, q: Query): Promise<{ conteudo: string; nome: string }> {
  exigirAdmin(ctx);
  const itens = await itensDoAno(ctx, q.ano);
  const linhas = itens
    .flatMap((i) => i.datas.map((data) => ({ data, i })))
    .sort((a, b) => (a.data < b.data ? -1 : a.data > b.data ? 1 : 0) || compararTextos(a.i.titulo, b.i.titulo))
    .map(({ data, i }) => [dataBr(data), i.titulo, ROTULO_ORIGEM[i.origem], i.departamento ?? 'Sem departamento', i.situacao]);
  const texto = [[...CABECALHO_CSV], ...linhas].map((l) => l.map(celulaCsv).join(';')).join('\r\n');
  ctx.log.info({ ano: q.ano, itens: itens.length, linhas: linhas.length }, 'exportação do planejamento');
  return { conteudo: `\uFEFF${texto}\r\n`, nome: `planejamento-${q.ano}.csv` };
}
