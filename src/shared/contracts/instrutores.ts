import { z } from 'zod';
import { IdParamsSchema } from './comum.ts';
import { defineEndpoint } from './endpoint.ts';
import { EncontroSaidaSchema, StatusSchema, TipoEventoSchema } from './eventos.ts';

/** Uma turma vista por quem a ensina (ou pela administração). */
export const TurmaDoInstrutorSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  status: StatusSchema,
  data_inicio: z.string(),
  data_fim: z.string(),
  carga_horaria: z.number().int(),
  vagas: z.number().int(),
  confirmadas: z.number().int(),
  em_espera: z.number().int(),
  proximo_encontro: EncontroSaidaSchema.nullable(),
  evento: z.object({ id: z.number().int(), titulo: z.string(), tipo: TipoEventoSchema, local: z.string(), publicado: z.boolean() }),
});
export type TurmaDoInstrutor = z.infer<typeof TurmaDoInstrutorSchema>;

export const InstrutorResumoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string(),
  ativo: z.boolean(),
  turmas_qtd: z.number().int(),
  turmas_andamento: z.number().int(),
  turmas_programadas: z.number().int(),
  /** Média das avaliações das turmas (0–10), quando houver avaliações. */
  avaliacao_media: z.number().nullable(),
});
export type InstrutorResumo = z.infer<typeof InstrutorResumoSchema>;

const tag = 'instrutores';
export const instrutoresEndpoints = {
  minhasTurmas: defineEndpoint({
    method: 'GET', path: '/api/instrutor/turmas', acesso: { perfis: ['instrutor', 'administrador'] }, tag,
    resumo: 'Turmas que a pessoa logada ensina, com o próximo encontro', response: z.array(TurmaDoInstrutorSchema),
  }),
  listar: defineEndpoint({
    method: 'GET', path: '/api/instrutores', acesso: { perfis: ['administrador'] }, tag,
    resumo: 'Pessoas com perfil de instrutor, com as contagens de turmas e a média das avaliações',
    response: z.array(InstrutorResumoSchema),
  }),
  turmasDoInstrutor: defineEndpoint({
    method: 'GET', path: '/api/instrutores/:id/turmas', acesso: { perfis: ['administrador'] }, tag,
    resumo: 'Turmas que uma pessoa ensina (histórico)', params: IdParamsSchema, response: z.array(TurmaDoInstrutorSchema),
  }),
};
