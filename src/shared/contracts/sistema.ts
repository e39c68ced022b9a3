import { z } from 'zod';
import { PaginacaoQuerySchema, paginaSchema } from './comum.ts';
import { defineEndpoint } from './endpoint.ts';

export const HealthSchema = z.object({
  status: z.literal('ok'),
  banco: z.enum(['pglite', 'postgres']),
  versao: z.string(),
});

export const ProntidaoSchema = z.object({
  status: z.literal('pronto'),
  banco: z.literal('ok'),
  fila: z.literal('ok'),
});

export const MetricasPublicasSchema = z.object({
  acessos_app: z.number().int(),
  atualizado_em: z.string().describe('ISO 8601'),
});
export type MetricasPublicas = z.infer<typeof MetricasPublicasSchema>;

export const EmailSaidaSchema = z.object({
  id: z.number().int(),
  para: z.string(),
  assunto: z.string(),
  texto: z.string(),
  /** Nomes dos arquivos anexados (o conteúdo não sai daqui). */
  anexos: z.array(z.string()),
  criado_em: z.string(),
});
export type EmailSaida = z.infer<typeof EmailSaidaSchema>;
export const ListaEmailsSchema = paginaSchema(EmailSaidaSchema);

export const sistemaEndpoints = {
  health: defineEndpoint({
    method: 'GET', path: '/api/health', acesso: 'publico', tag: 'sistema',
    resumo: 'Sonda de conectividade (consulta o banco)', response: HealthSchema,
  }),
  prontidao: defineEndpoint({
    method: 'GET', path: '/api/health/pronto', acesso: 'publico', tag: 'sistema',
    resumo: 'Prontidão para receber tráfego: o banco e o motor da fila respondem (503 quando não)', response: ProntidaoSchema,
  }),
  metricasPrometheus: defineEndpoint({
    method: 'GET', path: '/api/metricas/prometheus', acesso: 'publico', tag: 'sistema',
    resumo: 'Métricas no formato do Prometheus: pedidos e latência por rota, tarefas por tipo e situação, falhas de e-mail. ' +
      'Administradores (sessão) ou o coletor com `Authorization: Bearer <METRICS_TOKEN>`',
    response: z.custom<Uint8Array>((v) => v instanceof Uint8Array).describe('Texto no formato de exposição do Prometheus'),
  }),
  contarVisita: defineEndpoint({
    method: 'POST', path: '/api/metricas/contar-visita', acesso: 'publico', tag: 'metricas',
    resumo: 'Conta uma visita ao app (uma por sessão do navegador; limitado por IP)', response: z.object({ ok: z.boolean() }),
  }),
  metricasPublicas: defineEndpoint({
    method: 'GET', path: '/api/metricas/publica', acesso: 'publico', tag: 'metricas',
    resumo: 'Acessos ao app e data da última atualização', response: MetricasPublicasSchema,
  }),
  listarEmails: defineEndpoint({
    method: 'GET', path: '/api/admin/emails', acesso: { perfis: ['administrador'] }, tag: 'emails',
    resumo: 'Caixa de saída de e-mails (quando não há SMTP configurado)', query: PaginacaoQuerySchema, response: ListaEmailsSchema,
  }),
} as const;
