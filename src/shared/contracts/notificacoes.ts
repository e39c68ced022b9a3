import { z } from 'zod';
import { IdParamsSchema, PaginacaoQuerySchema, paginaSchema } from './comum.ts';
import { defineEndpoint } from './endpoint.ts';

export const TIPOS_NOTIFICACAO = ['sistema', 'aviso', 'evento', 'inscricao', 'certificado', 'avaliacao', 'reserva', 'submissao', 'solicitacao'] as const;
export const TipoNotificacaoSchema = z.enum(TIPOS_NOTIFICACAO);

export const NotificacaoSchema = z.object({
  id: z.number().int(),
  tipo: TipoNotificacaoSchema,
  titulo: z.string(),
  mensagem: z.string(),
  link: z.string().nullable().describe('Caminho interno do app, como /certificados'),
  lida: z.boolean(),
  lida_em: z.string().nullable(),
  criada_em: z.string(),
});
export type Notificacao = z.infer<typeof NotificacaoSchema>;

export const ListarNotificacoesQuerySchema = PaginacaoQuerySchema.extend({
  somente_nao_lidas: z.enum(['true', 'false', '1', '0']).optional().transform((v) => v === 'true' || v === '1'),
});
export const ListaNotificacoesSchema = paginaSchema(NotificacaoSchema).extend({ total_nao_lidas: z.number().int() });
export type ListaNotificacoes = z.infer<typeof ListaNotificacoesSchema>;

export const ContagemNaoLidasSchema = z.object({
  totalNaoLidas: z.number().int(),
  total: z.number().int().describe('O mesmo número (compatibilidade)'),
});

const tag = 'notificacoes';
export const notificacoesEndpoints = {
  listar: defineEndpoint({
    method: 'GET', path: '/api/notificacoes', acesso: 'autenticado', tag,
    resumo: 'Notificações da pessoa: não lidas primeiro, depois as mais novas', query: ListarNotificacoesQuerySchema, response: ListaNotificacoesSchema,
  }),
  contagem: defineEndpoint({
    method: 'GET', path: '/api/notificacoes/nao-lidas/contagem', acesso: 'autenticado', tag,
    resumo: 'Quantas notificações não lidas', response: ContagemNaoLidasSchema,
  }),
  marcarLida: defineEndpoint({
    method: 'PATCH', path: '/api/notificacoes/:id/lida', acesso: 'autenticado', tag,
    resumo: 'Marca uma notificação como lida', params: IdParamsSchema, response: NotificacaoSchema,
  }),
  marcarTodas: defineEndpoint({
    method: 'PATCH', path: '/api/notificacoes/lidas', acesso: 'autenticado', tag,
    resumo: 'Marca todas como lidas', response: z.object({ atualizadas: z.number().int() }),
  }),
} as const;
