import type { z } from 'zod';
import type { IdParamsSchema } from '#shared/contracts/comum.ts';
import type { InstrutorResumo, TurmaDoInstrutor } from '#shared/contracts/instrutores.ts';
import { dataEmSaoPaulo, statusDoPeriodo } from '#shared/rules/cronograma.ts';
import type { Ctx, CtxAutenticado } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { exigirPermissao } from '../../lib/permissao.ts';
import { podeVerInstrutores } from './instrutores.policy.ts';
import { existePessoa, listarInstrutores, turmasQueEnsina } from './instrutores.repository.ts';

async function turmasDe(ctx: Ctx, usuarioId: number): Promise<TurmaDoInstrutor[]> {
  const agora = ctx.now();
  const linhas = await turmasQueEnsina(ctx.db, usuarioId, dataEmSaoPaulo(agora));
  return linhas.map(({ turma: t, evento: e, emEspera, proximo }) => ({
    id: t.id,
    nome: t.nome,
    status: statusDoPeriodo(t, agora),
    data_inicio: t.dataInicio,
    data_fim: t.dataFim,
    carga_horaria: t.cargaHoraria,
    vagas: t.vagas,
    confirmadas: t.confirmadas,
    em_espera: emEspera,
    proximo_encontro: typeof proximo === 'string' ? JSON.parse(proximo) : proximo,
    evento: { id: e.id, titulo: e.titulo, tipo: e.tipo, local: e.local, publicado: e.publicado },
  }));
}

/** Turmas que a pessoa logada ensina (painel e agenda do instrutor). */
export async function minhasTurmas(ctx: CtxAutenticado): Promise<TurmaDoInstrutor[]> {
  return turmasDe(ctx, ctx.user.id);
}

/**
 * Instrutores com contagens de turmas. A média das avaliações chega com o módulo de avaliação
 * (até lá, nula: nenhuma turma foi avaliada).
 * @throws SEM_PERMISSAO
 */
export async function instrutores(ctx: CtxAutenticado): Promise<InstrutorResumo[]> {
  exigirPermissao(podeVerInstrutores(ctx.user));
  const linhas = await listarInstrutores(ctx.db, ctx.now());
  return linhas.map((l) => ({
    id: l.id,
    nome: l.nome,
    email: l.email,
    ativo: l.ativo,
    turmas_qtd: l.turmasQtd,
    turmas_andamento: l.andamento,
    turmas_programadas: l.programadas,
    avaliacao_media: null,
  }));
}

/** Turmas de um instrutor (histórico, administração). @throws SEM_PERMISSAO, NAO_ENCONTRADO */
export async function turmasDoInstrutor(ctx: CtxAutenticado, params: z.output<typeof IdParamsSchema>): Promise<TurmaDoInstrutor[]> {
  exigirPermissao(podeVerInstrutores(ctx.user));
  if (!(await existePessoa(ctx.db, params.id))) throw new AppError('NAO_ENCONTRADO', 'Instrutor não encontrado.');
  return turmasDe(ctx, params.id);
}
