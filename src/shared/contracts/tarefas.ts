import { z } from 'zod';
import { IdParamsSchema, PaginacaoQuerySchema, paginaSchema } from './comum.ts';
import { defineEndpoint } from './endpoint.ts';

/** Nomes que a pessoa entende para cada tipo de tarefa (os demais aparecem como estão). */
export const ROTULO_TIPO_TAREFA: Record<string, string> = {
  email: 'Envio de e-mail',
  'auth.recuperacao-senha': 'Link de redefinição de senha',
  'relatorios:procurar-agendados': 'Procura dos relatórios agendados',
  'relatorios:enviar-agendado': 'Envio de relatório agendado',
};

export const TarefaFalhaSchema = z.object({
  id: z.number().int(),
  tipo: z.string().describe('Tipo técnico da tarefa, como `email`'),
  descricao: z.string().describe('O que a tarefa faz, em português'),
  tentativas: z.number().int(),
  ultimo_erro: z.string().nullable().describe('Tipo do último erro (sem dados pessoais)'),
  criada_em: z.string().describe('ISO 8601'),
});
export type TarefaFalha = z.infer<typeof TarefaFalhaSchema>;
export const ListaTarefasFalhasSchema = paginaSchema(TarefaFalhaSchema);

export const tarefasEndpoints = {
  listarFalhas: defineEndpoint({
    method: 'GET', path: '/api/admin/tarefas/falhas', acesso: { perfis: ['administrador'] }, tag: 'tarefas',
    resumo: 'Tarefas em segundo plano que falharam depois de todas as tentativas (ex.: e-mails não entregues)',
    query: PaginacaoQuerySchema, response: ListaTarefasFalhasSchema,
  }),
  reenviar: defineEndpoint({
    method: 'POST', path: '/api/admin/tarefas/:id/reenviar', acesso: { perfis: ['administrador'] }, tag: 'tarefas',
    resumo: 'Devolve uma tarefa que falhou à fila, com as tentativas zeradas', params: IdParamsSchema,
    response: z.object({ mensagem: z.string() }),
  }),
} as const;
