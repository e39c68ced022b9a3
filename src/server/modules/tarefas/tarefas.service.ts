import type { z } from 'zod';
import type { PaginacaoQuerySchema } from '#shared/contracts/comum.ts';
import { ROTULO_TIPO_TAREFA, type ListaTarefasFalhasSchema, type TarefaIdParamsSchema } from '#shared/contracts/tarefas.ts';
import type { CtxAutenticado } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { exigirPermissao } from '../../lib/permissao.ts';
import { podeGerenciarTarefas } from './tarefas.policy.ts';

/**
 * Tarefas que falharam depois de todas as tentativas, as mais novas primeiro. Só o tipo, as
 * tentativas e o tipo do erro: os dados da tarefa (endereços, links) nunca saem daqui.
 * @throws SEM_PERMISSAO
 */
export async function listarFalhas(ctx: CtxAutenticado, query: z.output<typeof PaginacaoQuerySchema>): Promise<z.infer<typeof ListaTarefasFalhasSchema>> {
  exigirPermissao(podeGerenciarTarefas(ctx.user));
  const { linhas, total } = await ctx.jobs.listarFalhas(query.por_pagina, (query.pagina - 1) * query.por_pagina);
  return {
    itens: linhas.map((l) => ({
      id: l.id,
      tipo: l.tipo,
      descricao: ROTULO_TIPO_TAREFA[l.tipo] ?? l.tipo,
      tentativas: l.tentativas,
      ultimo_erro: l.ultimoErro,
      criada_em: l.criadaEm.toISOString(),
    })),
    total,
    pagina: query.pagina,
    por_pagina: query.por_pagina,
  };
}

/**
 * Devolve à fila uma tarefa que falhou: ela ganha mais uma tentativa, já (um executor a toma em instantes).
 * @throws SEM_PERMISSAO, NAO_ENCONTRADO (inexistente ou não está como falha)
 */
export async function reenviarTarefa(ctx: CtxAutenticado, input: z.output<typeof TarefaIdParamsSchema>): Promise<{ mensagem: string }> {
  exigirPermissao(podeGerenciarTarefas(ctx.user));
  if (!(await ctx.jobs.reenviar(input.id))) throw new AppError('NAO_ENCONTRADO', 'Tarefa com falha não encontrada.');
  ctx.log.info({ tarefaId: input.id, atorId: ctx.user.id }, 'tarefa com falha devolvida à fila');
  return { mensagem: 'Tarefa devolvida à fila. Ela será executada em instantes.' };
}
