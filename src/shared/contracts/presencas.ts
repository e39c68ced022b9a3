import { z } from 'zod';
import { textoSeguro } from './campos.ts';
import { DataSchema, idSchema } from './comum.ts';
import { defineEndpoint } from './endpoint.ts';
import { StatusSchema, TurmaIdParamsSchema } from './eventos.ts';

/**
 * Presença (issue 7; DESIGN §5): confirmação pelo QR da turma (fixo ou ao vivo), registro manual por
 * instrutores e administração, frequência. Um registro por pessoa, turma e dia.
 */
export const METODOS_PRESENCA = ['qr', 'qr-ao-vivo', 'manual', 'administrador'] as const;
export const MetodoPresencaSchema = z.enum(METODOS_PRESENCA);
export type MetodoPresenca = z.infer<typeof MetodoPresencaSchema>;

/** Código do QR ao vivo: 6 dígitos, troca a cada 30 s (o mesmo que se digita no celular). */
export const CodigoAoVivoSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s.-]/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Código de presença inválido: são 6 números.'));

export const ConfirmarPresencaBodySchema = z.object({
  turma: idSchema('ID da turma inválido.'),
  t: CodigoAoVivoSchema.optional(),
});

/** Frequência de uma pessoa numa turma (regra única em `src/shared/rules/presenca.ts`). */
export const FrequenciaSchema = z.object({
  presentes: z.number().int(),
  agendados: z.number().int(),
  realizados: z.number().int(),
  /** 0 a 100, uma casa decimal. */
  percentual: z.number(),
  atingiu: z.boolean(),
  /** Presenças que ainda faltam para os 75 %. */
  faltam: z.number().int(),
  /** Os encontros de hoje em diante ainda bastam para chegar aos 75 %. */
  alcancavel: z.boolean(),
});
export type Frequencia = z.infer<typeof FrequenciaSchema>;

export const TurmaRefPresencaSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  evento: z.object({ id: z.number().int(), titulo: z.string() }),
});

export const ConfirmacaoSchema = z.object({
  situacao: z.enum(['confirmada', 'ja_confirmada']),
  mensagem: z.string(),
  turma: TurmaRefPresencaSchema,
  data: z.string().describe('AAAA-MM-DD (São Paulo)'),
  horario_inicio: z.string(),
  horario_fim: z.string(),
  metodo: MetodoPresencaSchema,
  registrada_em: z.string().describe('ISO 8601'),
  frequencia: FrequenciaSchema,
});
export type Confirmacao = z.infer<typeof ConfirmacaoSchema>;

/** Motivos das recusas da confirmação (em `details.motivo` do erro). */
export const MOTIVOS_RECUSA = ['NAO_INSCRITO', 'EM_ESPERA', 'DATA_INVALIDA', 'ANTES_DA_JANELA', 'QR_AO_VIVO_EXIGIDO', 'CODIGO_EXPIRADO'] as const;
export type MotivoRecusa = (typeof MOTIVOS_RECUSA)[number];

export const SituacaoEncontroSchema = z.enum(['presente', 'ausente', 'hoje', 'futuro']);

export const MinhaPresencaSchema = z.object({
  turma: z.object({ id: z.number().int(), nome: z.string(), status: StatusSchema, data_inicio: z.string(), data_fim: z.string() }),
  evento: z.object({ id: z.number().int(), titulo: z.string() }),
  encontros: z.array(
    z.object({ data: z.string(), horario_inicio: z.string(), horario_fim: z.string(), situacao: SituacaoEncontroSchema, registrada_em: z.string().nullable() }),
  ),
  ausencias: z.number().int(),
  frequencia: FrequenciaSchema,
  /** Turma encerrada e frequência ≥ 75 %. */
  elegivel_avaliacao: z.boolean(),
});
export type MinhaPresenca = z.infer<typeof MinhaPresencaSchema>;

/** Turmas para as telas de QR e presença: as de todos os eventos (administração) ou as do instrutor. */
export const TurmasPresencaQuerySchema = z.object({
  /** `recentes` (padrão): turmas que ainda não acabaram ou acabaram há até 60 dias; `todas`. */
  periodo: z.enum(['recentes', 'todas']).default('recentes'),
});

export const TurmaPresencaItemSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  status: StatusSchema,
  data_inicio: z.string(),
  data_fim: z.string(),
  instrutores: z.array(z.object({ id: z.number().int(), nome: z.string() })),
  inscritos: z.number().int(),
  exige_qr_ao_vivo: z.boolean(),
});
export const EventoComTurmasSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  /** SPEC §3 e §7 (`instrutor[].nome`): o gerador de QR mostra estes e, só quando não há, os da turma. */
  instrutor: z.array(z.object({ id: z.number().int(), nome: z.string() })).describe('Instrutores de todas as turmas do evento, por nome'),
  turmas: z.array(TurmaPresencaItemSchema),
});
export type EventoComTurmas = z.infer<typeof EventoComTurmasSchema>;

export const RegistroPresencaSchema = z.object({
  data: z.string(),
  presente: z.boolean(),
  metodo: MetodoPresencaSchema,
  registrada_em: z.string(),
  registrada_por: z.string().nullable().describe('Nome de quem registrou'),
});

/** Lista de presença de uma turma (instrutores da turma e administração). */
export const PresencasDaTurmaSchema = z.object({
  turma: z.object({
    id: z.number().int(),
    nome: z.string(),
    status: StatusSchema,
    exige_qr_ao_vivo: z.boolean(),
    local: z.string(),
    evento: z.object({ id: z.number().int(), titulo: z.string() }),
    instrutores: z.array(z.string()),
  }),
  encontros: z.array(
    z.object({
      data: z.string(),
      horario_inicio: z.string(),
      horario_fim: z.string(),
      /** Quem chama pode marcar este encontro agora sem motivo (instrutor dentro da janela). */
      editavel: z.boolean(),
      /** Desde quando o instrutor pode marcar (30 min antes do início) e até quando (48 h depois do fim). */
      abre_em: z.string(),
      fecha_em: z.string(),
    }),
  ),
  participantes: z.array(
    z.object({
      usuario_id: z.number().int(),
      nome: z.string(),
      cpf_mascarado: z.string(),
      presencas: z.array(RegistroPresencaSchema),
      frequencia: FrequenciaSchema,
    }),
  ),
  /** Administração: pode marcar qualquer encontro, a qualquer momento, com motivo. */
  administrador: z.boolean(),
});
export type PresencasDaTurma = z.infer<typeof PresencasDaTurmaSchema>;

export const MotivoPresencaSchema = z
  .string()
  .refine(textoSeguro, 'O motivo contém caracteres inválidos.')
  .transform((v) => v.replace(/\s+/g, ' ').trim())
  .pipe(z.string().min(5, 'Informe o motivo (mínimo 5 caracteres).').max(300, 'O motivo pode ter no máximo 300 caracteres.'));

export const MarcarPresencasBodySchema = z.object({
  registros: z
    .array(z.object({ usuario_id: idSchema('Pessoa inválida.'), data: DataSchema, presente: z.boolean({ error: 'Informe presente ou ausente.' }) }))
    .min(1, 'Selecione ao menos uma presença para marcar.')
    .max(5000, 'No máximo 5000 marcações de uma vez.'),
  /** Obrigatório quando a marcação sai da janela do instrutor (administração). */
  motivo: MotivoPresencaSchema.optional(),
});

export const ResultadoMarcacaoSchema = z.object({
  alteradas: z.number().int(),
  inalteradas: z.number().int(),
  mensagem: z.string(),
});

export const QrAoVivoSchema = z.object({
  turma: TurmaRefPresencaSchema,
  exige_qr_ao_vivo: z.boolean(),
  /** 6 dígitos, válidos por 30 s (e mais um minuto de tolerância para a rede). */
  codigo: z.string(),
  /** Caminho do link do QR: `/presenca?turma=ID&t=CODIGO`. */
  caminho: z.string(),
  expira_em: z.string(),
  periodo_segundos: z.number().int(),
  /** O encontro de hoje, se houver. */
  hoje: z.object({ data: z.string(), horario_inicio: z.string(), horario_fim: z.string() }).nullable(),
  presentes_hoje: z.number().int(),
  inscritos: z.number().int(),
});
export type QrAoVivo = z.infer<typeof QrAoVivoSchema>;

export const ConfiguracaoPresencaBodySchema = z.object({ exige_qr_ao_vivo: z.boolean({ error: 'Informe se a turma exige o QR ao vivo.' }) });

const tag = 'presencas';
const equipe = { perfis: ['instrutor', 'administrador'] } as const;

export const presencasEndpoints = {
  confirmar: defineEndpoint({
    method: 'POST', path: '/api/presencas/confirmar', acesso: 'autenticado', tag,
    resumo: 'Confirma a presença da pessoa logada no encontro de hoje (QR da turma; `t` = código do QR ao vivo). Idempotente',
    body: ConfirmarPresencaBodySchema, response: ConfirmacaoSchema,
  }),
  minhas: defineEndpoint({
    method: 'GET', path: '/api/presencas/minhas', acesso: 'autenticado', tag,
    resumo: 'Presenças e frequência da pessoa logada, por turma em que está inscrita', response: z.array(MinhaPresencaSchema),
  }),
  turmas: defineEndpoint({
    method: 'GET', path: '/api/presencas/turmas', acesso: equipe, tag,
    resumo: 'Eventos com turmas para QR e presença: todos (administração) ou os do instrutor',
    query: TurmasPresencaQuerySchema, response: z.array(EventoComTurmasSchema),
  }),
  daTurma: defineEndpoint({
    method: 'GET', path: '/api/turmas/:turmaId/presencas', acesso: equipe, tag,
    resumo: 'Lista de presença da turma por encontro (instrutores da turma e administração)',
    params: TurmaIdParamsSchema, response: PresencasDaTurmaSchema,
  }),
  marcar: defineEndpoint({
    method: 'PUT', path: '/api/turmas/:turmaId/presencas', acesso: equipe, tag,
    resumo: 'Marca presente/ausente em lote. Instrutor: até 48 h depois do fim do encontro; administração: qualquer data, com motivo (auditado)',
    params: TurmaIdParamsSchema, body: MarcarPresencasBodySchema, response: ResultadoMarcacaoSchema,
  }),
  aoVivo: defineEndpoint({
    method: 'GET', path: '/api/turmas/:turmaId/presenca/ao-vivo', acesso: equipe, tag,
    resumo: 'Código atual do QR ao vivo da turma (troca a cada 30 s) e a contagem de presentes hoje',
    params: TurmaIdParamsSchema, response: QrAoVivoSchema,
  }),
  configurar: defineEndpoint({
    method: 'PUT', path: '/api/turmas/:turmaId/presenca/configuracao', acesso: equipe, tag,
    resumo: 'Liga ou desliga a exigência do QR ao vivo na turma',
    params: TurmaIdParamsSchema, body: ConfiguracaoPresencaBodySchema, response: QrAoVivoSchema,
  }),
};
