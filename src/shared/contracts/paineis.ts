import { z } from 'zod';
import { ETAPAS, TIPOS_CERTIFICADO } from '../rules/certificado.ts';
import { defineEndpoint } from './endpoint.ts';
import { TotaisSchema } from './historicos.ts';

/**
 * Painéis (issue 21): a página inicial de quem participa (`/usuario/dashboard`) e a do instrutor
 * (`/instrutor`), cada uma em um pedido só.
 */
const tag = 'Painéis';

const TurmaResumoSchema = z.object({ id: z.number().int(), nome: z.string(), data_inicio: z.string(), data_fim: z.string() });
const EventoResumoSchema = z.object({ id: z.number().int(), titulo: z.string() });

export const EncontroDoPainelSchema = z.object({
  data: z.string(),
  horario_inicio: z.string(),
  horario_fim: z.string(),
  local: z.string(),
  turma: TurmaResumoSchema.pick({ id: true, nome: true }),
  evento: EventoResumoSchema,
});

/** O que ainda falta para o certificado de participante, item a item (com o link do próximo passo). */
export const PendenciaSchema = z.object({
  tipo: z.enum(['frequencia', 'teste', 'avaliacao', 'encerramento', 'emissao']),
  texto: z.string(),
  link: z.string().nullable(),
});

export const CursoEmAndamentoSchema = z.object({
  turma: TurmaResumoSchema.extend({ encerrada: z.boolean() }),
  evento: EventoResumoSchema,
  frequencia: z.object({
    /** Dias com presença registrada. */
    presentes: z.number().int(),
    /** Encontros que já começaram. */
    realizados: z.number().int(),
    /** Encontros da turma (todos). */
    agendados: z.number().int(),
    /** Presenças necessárias para 75 % dos encontros. */
    necessarias: z.number().int(),
    /** Ainda dá para chegar a 75 % com os encontros que faltam. */
    alcancavel: z.boolean(),
  }),
  pendencias: z.array(PendenciaSchema),
});

export const PainelUsuarioSchema = z.object({
  proximos_encontros: z.array(EncontroDoPainelSchema),
  cursos: z.array(CursoEmAndamentoSchema),
  testes_pendentes: z.array(z.object({ turma: TurmaResumoSchema.pick({ id: true, nome: true }), evento: EventoResumoSchema, titulo: z.string(), em_andamento: z.boolean() })),
  avaliacoes_pendentes: z.array(z.object({ turma: TurmaResumoSchema.pick({ id: true, nome: true }), evento: EventoResumoSchema })),
  certificados: z.object({
    total: z.number().int(),
    recentes: z.array(z.object({ id: z.number().int(), numero: z.string(), curso: z.string(), tipo: z.enum(TIPOS_CERTIFICADO), emitido_em: z.string() })),
  }),
  /** Horas dos cursos concluídos (certificados de participante válidos) por ano de São Paulo do término. */
  carga: TotaisSchema,
});
export type PainelUsuario = z.infer<typeof PainelUsuarioSchema>;

export const MOMENTOS_DA_TURMA = ['agora', 'proximas', 'encerradas'] as const;

export const TurmaDoPainelInstrutorSchema = z.object({
  turma: TurmaResumoSchema,
  evento: EventoResumoSchema,
  momento: z.enum(MOMENTOS_DA_TURMA),
  proximo_encontro: z.object({ data: z.string(), horario_inicio: z.string(), horario_fim: z.string() }).nullable(),
  inscritos: z.number().int(),
  presenca: z.object({
    agendados: z.number().int(),
    /** Encontros que já começaram. */
    realizados: z.number().int(),
    /** Pessoas-dia presentes (inscritos confirmados, encontros já começados). */
    presencas: z.number().int(),
    /** presenças ÷ (inscritos × encontros realizados), de 0 a 1; nulo sem encontro realizado ou sem inscrito. */
    taxa: z.number().nullable(),
  }),
  avaliacao: z.object({
    respostas: z.number().int(),
    /** Média geral (0 a 10); nula sem respostas ou com 1 ou 2 respostas (anonimato). */
    media: z.number().nullable(),
    oculta: z.boolean(),
  }),
  certificados: z.object({
    emitidos: z.number().int(),
    pendentes: z.array(z.object({ etapa: z.enum(ETAPAS), texto: z.string(), pessoas: z.number().int() })),
  }),
});

export const PainelInstrutorSchema = z.object({
  turmas: z.array(TurmaDoPainelInstrutorSchema),
});
export type PainelInstrutor = z.infer<typeof PainelInstrutorSchema>;

export const paineisEndpoints = {
  usuario: defineEndpoint({
    method: 'GET', path: '/api/paineis/usuario', acesso: 'autenticado', tag,
    resumo: 'Painel de quem participa: próximos encontros, cursos com o que falta para o certificado, testes e avaliações pendentes, certificados e horas por ano',
    response: PainelUsuarioSchema,
  }),
  instrutor: defineEndpoint({
    method: 'GET', path: '/api/paineis/instrutor', acesso: { perfis: ['instrutor', 'administrador'] }, tag,
    resumo: 'Painel do instrutor: as turmas dele (agora, próximas, encerradas) com presença, avaliação e certificados pendentes por motivo',
    response: PainelInstrutorSchema,
  }),
};
