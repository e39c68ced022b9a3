/**
 * O ranking da chamada em planilha (administração): CSV ou XLSX, uma linha por trabalho na ordem do
 * ranking (geral, ou de uma linha), com posição, autor, linha, notas, pareceres e decisão. O XLSX traz
 * também a regra de desempate numa segunda aba.
 */
import writeXlsxFile, { type Row } from 'write-excel-file/node';
import type { z } from 'zod';
import type { ChamadaIdParamsSchema } from '#shared/contracts/chamadas.ts';
import type { ExportacaoRankingQuerySchema } from '#shared/contracts/revisao.ts';
import type { ItemDoRanking } from '#shared/contracts/revisao-gestao.ts';
import { ROTULO_DECISAO } from '#shared/rules/chamadas.ts';
import { dataEmSaoPaulo } from '#shared/rules/cronograma.ts';
import { REGRA_DE_DESEMPATE } from '#shared/rules/revisao.ts';
import type { CtxAutenticado } from '../../lib/context.ts';
import { celulaXlsx, csvDe, MIME_CSV, MIME_XLSX, type ValorDePlanilha } from '../../lib/planilha.ts';
import { ranking } from './painel.ts';

export const CABECALHO_DO_RANKING = [
  'Posição', 'Posição na linha', 'Trabalho', 'Título', 'Autor', 'E-mail', 'Linha temática', 'Enviado em',
  'Nota escrita', 'Nota oral', 'Nota final', 'Pareceres escritos', 'Pareceres orais', 'Divergente', 'Decisão', 'Comunicada ao autor',
] as const;

/** `2030-03-12T15:00:00.000Z` → `12/03/2030` (dia em São Paulo). */
const dataBr = (instante: string | null) => (instante ? dataEmSaoPaulo(new Date(instante)).split('-').reverse().join('/') : null);

function linhaDaPlanilha(i: ItemDoRanking): ValorDePlanilha[] {
  return [
    i.posicao, i.posicao_na_linha, i.submissao.id, i.submissao.titulo, i.autor.nome, i.autor.email, i.linha ? `${i.linha.codigo} — ${i.linha.nome}` : null,
    dataBr(i.submissao.submetida_em), i.nota_escrita, i.nota_oral, i.nota_final, i.pareceres_escritos, i.pareceres_orais, i.divergente ? 'Sim' : 'Não',
    i.decisao ? ROTULO_DECISAO[i.decisao] : null, i.liberada ? 'Sim' : 'Não',
  ];
}

/**
 * O arquivo do ranking (o nome leva a chamada, a linha, se filtrada, e a data de hoje em São Paulo).
 * @throws SEM_PERMISSAO, NAO_ENCONTRADO, DADOS_INVALIDOS (linha de outra chamada)
 */
export async function exportarRanking(
  ctx: CtxAutenticado,
  params: z.output<typeof ChamadaIdParamsSchema>,
  q: z.output<typeof ExportacaoRankingQuerySchema>,
): Promise<{ conteudo: Buffer; mime: string; nome: string }> {
  const r = await ranking(ctx, params, q);
  const corpo = r.itens.map(linhaDaPlanilha);
  const nome = `ranking-chamada-${params.chamadaId}${q.linha_id ? `-linha-${q.linha_id}` : ''}-${dataEmSaoPaulo(ctx.now())}.${q.formato}`;
  ctx.log.info({ chamadaId: params.chamadaId, trabalhos: corpo.length, formato: q.formato }, 'exportação do ranking');
  if (q.formato === 'csv') return { conteudo: csvDe(CABECALHO_DO_RANKING, corpo), mime: MIME_CSV, nome };
  const negrito = (textos: readonly string[]): Row => textos.map((t) => ({ value: t, type: String, fontWeight: 'bold' as const }));
  const conteudo = await writeXlsxFile([
    { data: [negrito(CABECALHO_DO_RANKING), ...corpo.map((l) => l.map(celulaXlsx))], sheet: 'Ranking', stickyRowsCount: 1 },
    { data: [negrito(['Regra de desempate']), [celulaXlsx(REGRA_DE_DESEMPATE)]], sheet: 'Regra' },
  ]).toBuffer();
  return { conteudo, mime: MIME_XLSX, nome };
}
