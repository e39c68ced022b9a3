import { z } from 'zod';
import { PaginacaoQuerySchema, paginaSchema } from './comum.ts';
import { defineEndpoint } from './endpoint.ts';

/** Nomes que a pessoa entende para cada tipo de tarefa (os demais aparecem como estão). */
export const ROTULO_TIPO_TAREFA: Record<string, string> = {
  email: 'Envio de e-mail',
  'auth.recuperacao-senha': 'Link de redefinição de senha',
  'relatorios.procurar-agendados': 'Procura dos relatórios agendados',
  'relatorios.enviar-agendado': 'Envio de relatório agendado',
  'certificado.documento': 'PDF e aviso de um certificado emitido',
  'certificado.procurar-pendentes': 'Procura dos certificados devidos',
  'certificado.lote-item': 'Envio de certificado em lote',
  'avaliacao.procurar-avisos': 'Procura das avaliações a avisar',
  'avaliacao.aviso': 'Aviso de avaliação disponível',
  'avaliacao.lembrete': 'Lembrete de avaliação',
  'inscricoes.lembretes-de-aula': 'Lembretes das aulas do dia',
  'salas.confirmacao-de-uso': 'Confirmação de uso das salas',
};

export const TarefaIdParamsSchema = z.object({ id: z.uuid({ error: 'Tarefa inválida.' }).describe('Identificador da tarefa (UUID)') });

export const TarefaFalhaSchema = z.object({
  id: z.string().describe('Identificador da tarefa (UUID)'),
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
    resumo: 'Devolve uma tarefa que falhou à fila, com mais uma tentativa', params: TarefaIdParamsSchema,
    response: z.object({ mensagem: z.string() }),
  }),
} as const;
