/**
 * Exportação das avaliações (administração): uma linha por avaliação, sem coluna alguma de pessoa nem
 * data de envio, em CSV (UTF-8 com BOM e ";", como as outras exportações: o Excel em pt-BR abre direto)
 * ou XLSX, que traz também as médias por turma e critério. As linhas saem ordenadas por turma e pelo
 * conteúdo, nunca pela ordem de envio. Textos que começam com = + - @ ganham um apóstrofo (a planilha
 * não os executa como fórmula).
 */
import writeXlsxFile, { type Cell, type Row } from 'write-excel-file/node';
import type { ExportacaoQuerySchema } from '#shared/contracts/avaliacoes-resultados.ts';
import type { z } from 'zod';
import { CRITERIOS, TEXTOS_LIVRES, criteriosDoTipo } from '#shared/rules/avaliacao.ts';
import { dataEmSaoPaulo } from '#shared/rules/cronograma.ts';
import type { TipoEvento } from '#shared/rules/eventos.ts';
import type { CtxAutenticado } from '../../lib/context.ts';
import { avaliacoesParaExportar, type LinhaExportacao } from './resultados.repository.ts';
import { compararTextos, resultadosPorTurma, turmasDaSelecao } from './resultados.service.ts';
import { celulaXlsx, csvDe, MIME_CSV, MIME_XLSX, type ValorDePlanilha } from '../../lib/planilha.ts';

export { semFormula } from '../../lib/planilha.ts';

const dataBr = (iso: string) => iso.split('-').reverse().join('/');

type Valor = ValorDePlanilha;

/** Cabeçalho e linhas das respostas: critérios dos tipos de evento presentes, na ordem do formulário. */
function planilhaDeRespostas(linhas: LinhaExportacao[]): { cabecalho: string[]; corpo: Valor[][] } {
  const aplicaveis = new Set(linhas.flatMap((l) => criteriosDoTipo(l.tipo as TipoEvento).map((c) => c.chave)));
  const criterios = CRITERIOS.filter((c) => aplicaveis.has(c.chave));
  const cabecalho = ['Evento', 'Turma', 'Término da turma', ...criterios.map((c) => c.rotulo), ...TEXTOS_LIVRES.map((t) => t.rotulo)];
  const linha = (l: LinhaExportacao): Valor[] => [
    l.evento,
    l.turma,
    dataBr(l.data_fim),
    ...criterios.map((c) => (l[c.chave] === null || l[c.chave] === undefined ? null : Number(l[c.chave]))),
    ...TEXTOS_LIVRES.map((t) => l[t.chave] ?? null),
  ];
  // turma de término mais recente primeiro; dentro dela, pelo conteúdo (sem relação com a ordem de envio)
  const conteudo = (v: Valor[]) => JSON.stringify(v.slice(3));
  const corpo = linhas
    .map((l) => ({ fim: l.data_fim, valores: linha(l) }))
    .sort((a, b) =>
      (a.fim < b.fim ? 1 : a.fim > b.fim ? -1 : 0) ||
      compararTextos(String(a.valores[0]), String(b.valores[0])) ||
      compararTextos(String(a.valores[1]), String(b.valores[1])) ||
      compararTextos(conteudo(a.valores), conteudo(b.valores)),
    )
    .map((x) => x.valores);
  return { cabecalho, corpo };
}

const csv = csvDe;
const negrito = (textos: string[]): Row => textos.map((t) => ({ value: t, type: String, fontWeight: 'bold' }));

/** Segunda planilha: por turma, aptos, respostas, taxa, média geral e a média de cada critério. */
async function planilhaDeMedias(ctx: CtxAutenticado, selecao: Awaited<ReturnType<typeof turmasDaSelecao>>['selecao']): Promise<Row[]> {
  const porTurma = await resultadosPorTurma(ctx, selecao);
  const aplicaveis = new Set(selecao.flatMap((t) => criteriosDoTipo(t.tipo as TipoEvento).map((c) => c.chave)));
  const criterios = CRITERIOS.filter((c) => aplicaveis.has(c.chave));
  const decimal = (v: number | null): Cell => (v === null ? null : { value: v, type: Number, format: '0.0' });
  return [
    negrito(['Evento', 'Turma', 'Término da turma', 'Aptos', 'Respostas', 'Taxa de resposta (%)', 'Média geral', ...criterios.map((c) => c.rotulo)]),
    ...porTurma.map(({ resumo: r, criterios: cs }): Row => [
      celulaXlsx(r.evento.titulo),
      celulaXlsx(r.turma.nome),
      celulaXlsx(dataBr(r.turma.data_fim)),
      { value: r.elegiveis, type: Number },
      { value: r.respostas, type: Number },
      decimal(r.taxa_resposta),
      decimal(r.media_geral),
      ...criterios.map((c) => decimal(cs.find((x) => x.chave === c.chave)?.media ?? null)),
    ]),
  ];
}

/**
 * Gera o arquivo das avaliações da seleção (a turma pedida ou as filtradas): CSV, ou XLSX com as
 * respostas e as médias por turma. O nome leva a data de hoje em São Paulo.
 * @throws NAO_ENCONTRADO (turma pedida inexistente)
 */
export async function exportarAvaliacoes(ctx: CtxAutenticado, q: z.output<typeof ExportacaoQuerySchema>): Promise<{ conteudo: Buffer; tipo: string; nome: string }> {
  const { selecao } = await turmasDaSelecao(ctx, q);
  const linhas = await avaliacoesParaExportar(ctx.db, selecao.map((t) => t.turma_id));
  const { cabecalho, corpo } = planilhaDeRespostas(linhas);
  const nome = `avaliacoes-${dataEmSaoPaulo(ctx.now())}.${q.formato}`;
  if (q.formato === 'csv') return { conteudo: csv(cabecalho, corpo), tipo: MIME_CSV, nome };
  const respostas: Row[] = [negrito(cabecalho), ...corpo.map((l) => l.map(celulaXlsx))];
  const conteudo = await writeXlsxFile([
    { data: respostas, sheet: 'Respostas', stickyRowsCount: 1 },
    { data: await planilhaDeMedias(ctx, selecao), sheet: 'Médias por turma', stickyRowsCount: 1 },
  ]).toBuffer();
  ctx.log.info({ turmas: selecao.length, avaliacoes: linhas.length, formato: q.formato }, 'exportação de avaliações');
  return { conteudo, tipo: MIME_XLSX, nome };
}
