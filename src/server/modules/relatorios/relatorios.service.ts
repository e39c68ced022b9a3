import { PassThrough, type Readable } from 'node:stream';
import type { z } from 'zod';
import {
  type AgendaSchema, DefinicaoSchema, OPCOES_POR_BUSCA, type OpcoesReferenciaQuerySchema, type Definicao, type ExportacaoBodySchema, type FormatoRelatorio, type PreviaBodySchema, type Previa, type RelatorioSalvo,
  type RelatorioSalvoBodySchema,
} from '#shared/contracts/relatorios.ts';
import { dataEmSaoPaulo } from '#shared/rules/cronograma.ts';
import { CATALOGO, formatarCpfCompleto, mascararCpf, type Frequencia } from '#shared/rules/relatorios.ts';
import type { Ctx, CtxAutenticado } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { exigirPermissao } from '../../lib/permissao.ts';
import { MIME_CSV, MIME_XLSX } from '../../lib/planilha.ts';
import { escreverCsv, escreverXlsx, type Celula } from '../../lib/planilha-em-partes.ts';
import { registrarAuditoria } from '../auditoria/auditoria.service.ts';
import { colunasDe, consultarPagina, lotesDoRelatorio, type ColunaDoResultado, type ValorBruto } from './consulta.repository.ts';
import { podeUsarRelatorios, podeVerCpfCompleto } from './relatorios.policy.ts';
import * as repo from './relatorios.repository.ts';

/** Limite de tempo de cada comando de relatório (prévia, lote da exportação). */
export const LIMITE_DA_CONSULTA_MS = 15_000;

const temCpf = (def: Definicao) => def.agrupar_por === null && def.campos.some((k) => CATALOGO[def.assunto].campos.find((c) => c.chave === k)?.cpf);

/** O valor como a tela o mostra: situação com rótulo, CPF mascarado (ou completo, se pedido). */
function valorParaTela(c: ColunaDoResultado, v: ValorBruto, cpfVisivel: boolean): ValorBruto {
  if (v === null || !c.campo) return v;
  if (c.campo.cpf) return cpfVisivel ? formatarCpfCompleto(String(v)) : mascararCpf(String(v));
  if (c.campo.tipo === 'enum') return c.campo.opcoes?.find((o) => o.valor === v)?.rotulo ?? String(v);
  return v;
}

/** O valor na planilha: datas como datas, números como números, sim/não por extenso. */
function valorParaPlanilha(c: ColunaDoResultado, v: ValorBruto, cpfVisivel: boolean): Celula {
  const t = valorParaTela(c, v, cpfVisivel);
  if (t === null) return null;
  if (c.tipo === 'data' && typeof t === 'string') return { data: t };
  if (typeof t === 'boolean') return t ? 'Sim' : 'Não';
  if (c.tipo === 'numero') return typeof t === 'number' ? t : Number(t);
  return String(t);
}

async function auditarCpf(ctx: CtxAutenticado, def: Definicao, onde: 'previa' | 'exportacao'): Promise<void> {
  await registrarAuditoria(ctx, { atorId: ctx.user.id, acao: 'relatorio.ver_cpf', alvoTipo: 'relatorio', alvoId: def.assunto, detalhes: { onde, assunto: def.assunto, campos: def.campos, filtros: def.filtros, periodo: def.periodo } });
}

/**
 * A prévia: uma página das linhas (ou dos grupos com totais).
 * @throws SEM_PERMISSAO, INDISPONIVEL (tempo esgotado)
 */
export async function previa(ctx: CtxAutenticado, b: z.output<typeof PreviaBodySchema>): Promise<Previa> {
  exigirPermissao(podeUsarRelatorios(ctx.user));
  const def = b.definicao;
  const cpfVisivel = podeVerCpfCompleto(ctx.user, b.mostrar_cpf) && temCpf(def);
  const colunas = colunasDe(def);
  const { linhas, total } = await consultarPagina(ctx.db, def, { pagina: b.pagina, porPagina: b.por_pagina }, LIMITE_DA_CONSULTA_MS);
  if (cpfVisivel) await auditarCpf(ctx, def, 'previa');
  return {
    colunas: colunas.map(({ chave, rotulo, tipo }) => ({ chave, rotulo, tipo })),
    linhas: linhas.map((l) => l.map((v, i) => valorParaTela(colunas[i]!, v, cpfVisivel))),
    total,
    pagina: b.pagina,
    por_pagina: b.por_pagina,
    agrupado: def.agrupar_por !== null,
    cpf_visivel: cpfVisivel,
  };
}

export interface ArquivoEmPartes {
  conteudo: Readable;
  nome: string;
  mime: string;
}

/**
 * O arquivo inteiro, escrito enquanto as linhas chegam do banco em lotes. O primeiro lote é lido ANTES
 * de responder: um tempo esgotado ou outra falha na consulta vira a resposta de erro (503), não um
 * arquivo cortado. Depois disso, uma falha interrompe o envio (o cliente vê o download falhar).
 */
export async function gerarArquivo(ctx: Pick<Ctx, 'db' | 'log' | 'now'>, def: Definicao, formato: FormatoRelatorio, cpfVisivel: boolean, nomeBase?: string): Promise<ArquivoEmPartes> {
  const colunas = colunasDe(def);
  const fonte = lotesDoRelatorio(ctx.db, def, LIMITE_DA_CONSULTA_MS);
  const primeiro = await fonte.next();
  async function* lotes(): AsyncGenerator<Celula[][]> {
    if (primeiro.done) return;
    const conv = (l: ValorBruto[][]) => l.map((linha) => linha.map((v, i) => valorParaPlanilha(colunas[i]!, v, cpfVisivel)));
    yield conv(primeiro.value);
    for await (const lote of fonte) yield conv(lote);
  }
  const saida = new PassThrough({ highWaterMark: 256 * 1024 });
  const cabecalho = colunas.map((c) => c.rotulo);
  const escrita = formato === 'csv' ? escreverCsv(saida, cabecalho, lotes()) : escreverXlsx(saida, CATALOGO[def.assunto].rotulo.slice(0, 31), cabecalho, lotes());
  escrita.then(
    () => saida.end(),
    (err: unknown) => {
      // cliente que desistiu: nada a registrar; o resto vai para o log (sem dados pessoais)
      if (!saida.destroyed) ctx.log.error({ erro: (err as Error)?.name, assunto: def.assunto }, 'falha ao gerar o relatório');
      saida.destroy(err as Error);
      void fonte.return(undefined);
    },
  );
  const base = nomeBase ?? `relatorio-${def.assunto}`;
  return { conteudo: saida, nome: `${base}-${dataEmSaoPaulo(ctx.now())}.${formato}`, mime: formato === 'csv' ? MIME_CSV : MIME_XLSX };
}

/**
 * Exportação pela tela: auditada (`relatorio.exportar`, e `relatorio.ver_cpf` com o CPF completo).
 * @throws SEM_PERMISSAO, INDISPONIVEL (tempo esgotado)
 */
export async function exportar(ctx: CtxAutenticado, b: z.output<typeof ExportacaoBodySchema>): Promise<ArquivoEmPartes> {
  exigirPermissao(podeUsarRelatorios(ctx.user));
  const def = b.definicao;
  const cpfVisivel = podeVerCpfCompleto(ctx.user, b.mostrar_cpf) && temCpf(def);
  const arquivo = await gerarArquivo(ctx, def, b.formato, cpfVisivel);
  await registrarAuditoria(ctx, {
    atorId: ctx.user.id, acao: 'relatorio.exportar', alvoTipo: 'relatorio', alvoId: def.assunto,
    detalhes: { formato: b.formato, assunto: def.assunto, campos: def.campos, filtros: def.filtros, periodo: def.periodo, agrupar_por: def.agrupar_por, cpf_visivel: cpfVisivel },
  });
  if (cpfVisivel) await auditarCpf(ctx, def, 'exportacao');
  ctx.log.info({ assunto: def.assunto, formato: b.formato }, 'exportação de relatório');
  return arquivo;
}

// ---------- relatórios salvos ----------

/** A definição guardada passa de novo pelo esquema ao ser lida (uma mudança no catálogo não passa em silêncio). */
export function definicaoGuardada(l: Pick<repo.LinhaRelatorio, 'id' | 'definicao'>): Definicao {
  const r = DefinicaoSchema.safeParse(l.definicao);
  if (!r.success) throw new AppError('REGRA_NEGOCIO', 'Este relatório salvo não vale mais (o catálogo de campos mudou). Abra-o, ajuste e salve de novo.');
  return r.data;
}

function paraApi(l: repo.LinhaRelatorio): RelatorioSalvo {
  const r = DefinicaoSchema.safeParse(l.definicao);
  return {
    id: l.id,
    nome: l.nome,
    assunto: l.assunto as RelatorioSalvo['assunto'],
    // uma definição que não vale mais vira a mínima do assunto (a tela avisa ao rodar)
    definicao: r.success ? r.data : DefinicaoSchema.parse({ assunto: l.assunto, campos: CATALOGO[l.assunto as Definicao['assunto']].padrao }),
    dono: { id: l.criadoPor, nome: l.donoNome },
    criado_em: l.criadoEm.toISOString(),
    atualizado_em: l.atualizadoEm.toISOString(),
    agenda: { frequencia: (l.agendaFrequencia as Frequencia | null) ?? null, emails: l.agendaEmails, formato: l.agendaFormato as FormatoRelatorio },
    ultimo_envio_em: l.ultimoEnvioEm?.toISOString() ?? null,
  };
}

async function exigirRelatorio(ctx: CtxAutenticado, id: number): Promise<repo.LinhaRelatorio> {
  const l = await repo.relatorioPorId(ctx.db, id);
  if (!l) throw new AppError('NAO_ENCONTRADO', 'Relatório salvo não encontrado.');
  return l;
}

/** Eventos ou turmas para escolher nos filtros (busca ou os códigos de um relatório salvo). */
export async function opcoes(ctx: CtxAutenticado, q: z.output<typeof OpcoesReferenciaQuerySchema>): Promise<{ valor: number; rotulo: string }[]> {
  exigirPermissao(podeUsarRelatorios(ctx.user));
  return repo.opcoesDeReferencia(ctx.db, q.referencia, { busca: q.busca || undefined, ids: q.ids }, q.ids ? q.ids.length : OPCOES_POR_BUSCA);
}

export async function listar(ctx: CtxAutenticado): Promise<RelatorioSalvo[]> {
  exigirPermissao(podeUsarRelatorios(ctx.user));
  return (await repo.listarRelatorios(ctx.db)).map(paraApi);
}

export async function criar(ctx: CtxAutenticado, b: z.output<typeof RelatorioSalvoBodySchema>): Promise<RelatorioSalvo> {
  exigirPermissao(podeUsarRelatorios(ctx.user));
  const id = await ctx.db.transaction(async (tx) => {
    const novo = await repo.inserirRelatorio(tx, { nome: b.nome, assunto: b.definicao.assunto, definicao: b.definicao, criadoPor: ctx.user.id }, ctx.now());
    await registrarAuditoria({ db: tx }, { atorId: ctx.user.id, acao: 'relatorio.criar', alvoTipo: 'relatorio', alvoId: novo, depois: { nome: b.nome, assunto: b.definicao.assunto } });
    return novo;
  });
  return paraApi((await repo.relatorioPorId(ctx.db, id))!);
}

export async function atualizar(ctx: CtxAutenticado, id: number, b: z.output<typeof RelatorioSalvoBodySchema>): Promise<RelatorioSalvo> {
  exigirPermissao(podeUsarRelatorios(ctx.user));
  const antes = await exigirRelatorio(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await repo.atualizarRelatorio(tx, id, { nome: b.nome, assunto: b.definicao.assunto, definicao: b.definicao }, ctx.now());
    await registrarAuditoria({ db: tx }, {
      atorId: ctx.user.id, acao: 'relatorio.editar', alvoTipo: 'relatorio', alvoId: id,
      antes: { nome: antes.nome, definicao: antes.definicao }, depois: { nome: b.nome, definicao: b.definicao },
    });
  });
  return paraApi((await repo.relatorioPorId(ctx.db, id))!);
}

export async function agendar(ctx: CtxAutenticado, id: number, a: z.output<typeof AgendaSchema>): Promise<RelatorioSalvo> {
  exigirPermissao(podeUsarRelatorios(ctx.user));
  const antes = await exigirRelatorio(ctx, id);
  const emails = [...new Set(a.emails)];
  await ctx.db.transaction(async (tx) => {
    await repo.gravarAgenda(tx, id, { frequencia: a.frequencia, emails: a.frequencia ? emails : [], formato: a.formato }, ctx.now());
    await registrarAuditoria({ db: tx }, {
      atorId: ctx.user.id, acao: 'relatorio.agendar', alvoTipo: 'relatorio', alvoId: id,
      antes: { frequencia: antes.agendaFrequencia, destinatarios: antes.agendaEmails.length }, depois: { frequencia: a.frequencia, destinatarios: a.frequencia ? emails.length : 0 },
    });
  });
  return paraApi((await repo.relatorioPorId(ctx.db, id))!);
}

export async function excluir(ctx: CtxAutenticado, id: number): Promise<null> {
  exigirPermissao(podeUsarRelatorios(ctx.user));
  const antes = await exigirRelatorio(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await repo.excluirRelatorio(tx, id);
    await registrarAuditoria({ db: tx }, { atorId: ctx.user.id, acao: 'relatorio.excluir', alvoTipo: 'relatorio', alvoId: id, antes: { nome: antes.nome, assunto: antes.assunto } });
  });
  return null;
}

