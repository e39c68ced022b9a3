import { z } from 'zod';
import { DataSchema } from './comum.ts';
import { defineEndpoint } from './endpoint.ts';
import { PessoaRefSchema, StatusInscricaoSchema, StatusSchema, TipoEventoSchema } from './eventos.ts';

/** Um encontro na agenda: um dia de uma turma, com o papel da pessoa nela. */
export const ItemAgendaSchema = z.object({
  data: z.string(),
  horario_inicio: z.string(),
  horario_fim: z.string(),
  papel: z.enum(['participante', 'instrutor', 'administracao']),
  /** Situação da inscrição (participante); nulo nos outros papéis. */
  inscricao: StatusInscricaoSchema.nullable(),
  evento: z.object({ id: z.number().int(), titulo: z.string(), tipo: TipoEventoSchema, local: z.string() }),
  turma: z.object({ id: z.number().int(), nome: z.string(), status: StatusSchema }),
  instrutor: z.array(PessoaRefSchema),
});
export type ItemAgenda = z.infer<typeof ItemAgendaSchema>;

export const AgendaQuerySchema = z
  .object({
    de: DataSchema.optional(),
    ate: DataSchema.optional(),
  })
  .refine((q) => !q.de || !q.ate || q.de <= q.ate, { message: 'A data final não pode ser anterior à inicial.', path: ['ate'] })
  .refine(
    (q) => !q.de || !q.ate || (Date.parse(q.ate) - Date.parse(q.de)) / 86_400_000 <= 400,
    { message: 'Peça no máximo 400 dias de agenda por vez.', path: ['ate'] },
  );

export const LinkCalendarioSchema = z.object({
  /** Endereço do feed iCalendar (`webcal:` é o mesmo com outro esquema). */
  url: z.string(),
  webcal: z.string(),
});

const tag = 'agenda';
export const agendaEndpoints = {
  minha: defineEndpoint({
    method: 'GET', path: '/api/agenda', acesso: 'autenticado', tag,
    resumo: 'Encontros da pessoa logada: turmas em que está inscrita (confirmada ou em espera) e turmas que ensina',
    query: AgendaQuerySchema, response: z.array(ItemAgendaSchema),
  }),
  instrutor: defineEndpoint({
    method: 'GET', path: '/api/agenda/instrutor', acesso: { perfis: ['instrutor', 'administrador'] }, tag,
    resumo: 'Encontros das turmas que a pessoa logada ensina', query: AgendaQuerySchema, response: z.array(ItemAgendaSchema),
  }),
  administrador: defineEndpoint({
    method: 'GET', path: '/api/agenda/administrador', acesso: { perfis: ['administrador'] }, tag,
    resumo: 'Encontros de todas as turmas (publicadas ou não)', query: AgendaQuerySchema, response: z.array(ItemAgendaSchema),
  }),
  link: defineEndpoint({
    method: 'GET', path: '/api/agenda/calendario', acesso: 'autenticado', tag,
    resumo: 'Endereço privado do feed iCalendar da pessoa logada', response: LinkCalendarioSchema,
  }),
  novoLink: defineEndpoint({
    method: 'POST', path: '/api/agenda/calendario', acesso: 'autenticado', tag,
    resumo: 'Troca o endereço do feed (o anterior deixa de funcionar)', response: LinkCalendarioSchema,
  }),
};
