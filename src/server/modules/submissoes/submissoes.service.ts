/**
 * Submissões de trabalhos (issue 20, decisão 022), do lado da leitura: o trabalho inteiro para o autor
 * e para a administração, a lista do autor e as listas da administração. Salvar, enviar e retirar
 * ficam em `edicao.ts`; o pôster, em `posteres.ts`; o aviso de cada mudança de situação, em `avisos.ts`
 * (exportado daqui para a metade da revisão).
 *
 * O que alguém não enxerga responde 404, nunca 403: não se revela que o trabalho existe. A
 * administração não enxerga rascunhos (um rascunho nunca chegou a ela).
 */
import type { z } from 'zod';
import type { ChamadaIdParamsSchema } from '#shared/contracts/chamadas.ts';
import type { ListarSubmissoesAdminQuerySchema, ListarSubmissoesDaChamadaQuerySchema, Poster, Submissao, SubmissaoIdParamsSchema, SubmissaoResumo } from '#shared/contracts/submissoes.ts';
import { autorPodeEditar, autorPodeRetirar, MENSAGENS_CHAMADA as M, pendenciasParaEnviar, prazoEncerrado } from '#shared/rules/chamadas.ts';
import type { CtxAutenticado } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { exigirPermissao } from '../../lib/permissao.ts';
import { chamadaNaoEncontrada, regrasDaChamada } from '../chamadas/chamadas.service.ts';
import { buscarSubmissao, coautoresDe, listarSubmissoes, posteresDe, type LinhaPoster, type ResumoCru, type SubmissaoComNomes } from './submissoes.repository.ts';
import { ehAutorDaSubmissao, enxergaSubmissao, veTrabalhosAlheios } from './submissoes.policy.ts';

export { avisarMudancaDeSituacao, entregarAvisos, montarAviso, montarAvisoAoCoautor, prazoPorExtenso, textoDaSituacao, type AvisoMontado, type CoautorAvisado, type TrabalhoAvisado } from './avisos.ts';

type Params = z.output<typeof SubmissaoIdParamsSchema>;

export const submissaoNaoEncontrada = () => new AppError('NAO_ENCONTRADO', M.submissaoNaoEncontrada);

/** `2030-03-31 23:59:00` (banco) → `2030-03-31T23:59`. */
export const prazoDoBanco = (ts: string): string => ts.slice(0, 16).replace(' ', 'T');
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** O autor ainda mexe: é o autor, a situação permite e o prazo não passou. */
function autorMexe(ctx: CtxAutenticado, l: SubmissaoComNomes, regra: (s: Submissao['status']) => boolean): boolean {
  return ehAutorDaSubmissao(ctx.user, l.submissao) && regra(l.submissao.status) && !prazoEncerrado(prazoDoBanco(l.chamada.prazoFinal), ctx.now());
}

export function paraPoster(p: LinhaPoster): Poster {
  return { id: p.id, nome_arquivo: p.nomeOriginal, tipo: p.tipo, mime: p.mime, tamanho: p.tamanho, enviado_em: p.enviadoEm.toISOString() };
}

function chamadaDe(ctx: CtxAutenticado, l: SubmissaoComNomes) {
  const prazo = prazoDoBanco(l.chamada.prazoFinal);
  return { id: l.submissao.chamadaId, titulo: l.chamada.titulo, prazo_final: prazo, aberta: l.chamada.publicado && !prazoEncerrado(prazo, ctx.now()), aceita_poster: l.chamada.aceitaPoster };
}

const linhaDe = (l: SubmissaoComNomes) => (l.linha && l.submissao.linhaId !== null ? { id: l.submissao.linhaId, ...l.linha } : null);

/** O trabalho inteiro (com coautores e pôsteres) no formato do contrato. */
async function paraSubmissao(ctx: CtxAutenticado, l: SubmissaoComNomes): Promise<Submissao> {
  const s = l.submissao;
  const coautores = (await coautoresDe(ctx.db, [s.id])).get(s.id) ?? [];
  const posteres = (await posteresDe(ctx.db, [s.id])).get(s.id) ?? [];
  const atual = posteres.find((p) => p.substituidoEm === null) ?? null;
  const podeEditar = autorMexe(ctx, l, autorPodeEditar);
  return {
    id: s.id,
    chamada: chamadaDe(ctx, l),
    autor: { id: s.autorId, nome: l.autor.nome, email: l.autor.email },
    titulo: s.titulo,
    inicio_experiencia: s.inicioExperiencia,
    linha: linhaDe(l),
    introducao: s.introducao,
    objetivos: s.objetivos,
    metodo: s.metodo,
    resultados: s.resultados,
    consideracoes: s.consideracoes,
    bibliografia: s.bibliografia,
    coautores: coautores.map((c) => ({
      nome: c.nome,
      email: c.email,
      unidade: c.unidadeId !== null && c.unidadeNome !== null ? { id: c.unidadeId, nome: c.unidadeNome } : null,
      papel: c.papel,
      cpf: c.cpf,
    })),
    status: s.status,
    submetida_em: iso(s.submetidaEm),
    retirada_em: iso(s.retiradaEm),
    poster: atual && paraPoster(atual),
    posteres_anteriores: posteres.filter((p) => p !== atual).map(paraPoster),
    pendencias: pendenciasParaEnviar({ ...s, inicio_experiencia: s.inicioExperiencia, linha_id: s.linhaId }),
    pode_editar: podeEditar,
    pode_retirar: autorMexe(ctx, l, autorPodeRetirar),
    pode_enviar_poster: podeEditar && l.chamada.aceitaPoster,
    criado_em: s.criadoEm.toISOString(),
    atualizado_em: s.atualizadoEm.toISOString(),
  };
}

function paraResumo(ctx: CtxAutenticado, l: ResumoCru): SubmissaoResumo {
  const s = l.submissao;
  const { aceita_poster: _, ...chamada } = chamadaDe(ctx, l);
  return {
    id: s.id,
    chamada,
    autor: { id: s.autorId, nome: l.autor.nome, email: l.autor.email },
    titulo: s.titulo,
    linha: linhaDe(l),
    status: s.status,
    submetida_em: iso(s.submetidaEm),
    atualizado_em: s.atualizadoEm.toISOString(),
    total_coautores: l.totalCoautores,
    tem_poster: l.temPoster,
    pode_editar: autorMexe(ctx, l, autorPodeEditar),
    pode_retirar: autorMexe(ctx, l, autorPodeRetirar),
  };
}

/**
 * Um trabalho, para o autor ou a administração (rascunho alheio: 404 também para ela).
 * @throws NAO_ENCONTRADO
 */
export async function obterSubmissao(ctx: CtxAutenticado, params: Params): Promise<Submissao> {
  const l = await buscarSubmissao(ctx.db, params.submissaoId);
  if (!l || !enxergaSubmissao(ctx.user, l.submissao)) throw submissaoNaoEncontrada();
  return paraSubmissao(ctx, l);
}

/** Os trabalhos de quem está logado, rascunhos inclusive, os alterados por último primeiro. */
export async function minhasSubmissoes(ctx: CtxAutenticado): Promise<SubmissaoResumo[]> {
  return (await listarSubmissoes(ctx.db, { autorId: ctx.user.id })).map((l) => paraResumo(ctx, l));
}

/**
 * Trabalhos enviados de todas as chamadas, para a administração (rascunhos nunca entram).
 * @throws SEM_PERMISSAO
 */
export async function listarSubmissoesAdmin(ctx: CtxAutenticado, q: z.output<typeof ListarSubmissoesAdminQuerySchema>): Promise<SubmissaoResumo[]> {
  exigirPermissao(veTrabalhosAlheios(ctx.user));
  const linhas = await listarSubmissoes(ctx.db, { soEnviados: true, chamadaId: q.chamada_id, status: q.status, linhaId: q.linha_id });
  return linhas.map((l) => paraResumo(ctx, l));
}

/**
 * Trabalhos enviados de uma chamada, para a administração.
 * @throws SEM_PERMISSAO, NAO_ENCONTRADO (chamada)
 */
export async function listarSubmissoesDaChamada(
  ctx: CtxAutenticado,
  params: z.output<typeof ChamadaIdParamsSchema>,
  q: z.output<typeof ListarSubmissoesDaChamadaQuerySchema>,
): Promise<SubmissaoResumo[]> {
  exigirPermissao(veTrabalhosAlheios(ctx.user));
  if (!(await regrasDaChamada(ctx, params.chamadaId))) throw chamadaNaoEncontrada();
  return listarSubmissoesAdmin(ctx, { ...q, chamada_id: params.chamadaId });
}

/** O trabalho no formato do contrato, depois de uma gravação de quem o enxerga. */
export async function recarregar(ctx: CtxAutenticado, id: number): Promise<Submissao> {
  return obterSubmissao(ctx, { submissaoId: id });
}
