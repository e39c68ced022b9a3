import { z } from 'zod';
import {
  LIMITES_SALA as L,
  MENSAGENS_SALA as M,
  PERIODOS,
  STATUS_RESERVA,
  TIPOS_BLOQUEIO,
  TIPOS_RECORRENCIA,
  type SituacaoConfirmacao,
} from '../rules/salas.ts';
import { textoDeUmaLinha, textoLongo } from './campos.ts';
import { AnoDoCalendarioSchema, DataDoCalendarioSchema, DataSchema, idSchema } from './comum.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * Agendamento de salas (issue 10): agenda do mês por sala, pedidos de pessoas com termo de uso,
 * caixa de aprovação, reservas diretas e bloqueios com recorrência, calendário de bloqueios,
 * confirmação de uso. Regras e mensagens em `rules/salas.ts`.
 */

export const PeriodoSchema = z.enum(PERIODOS, { error: 'Período inválido (manhã ou tarde).' });
export const StatusReservaSchema = z.enum(STATUS_RESERVA, { error: 'Situação inválida.' });
export const TipoBloqueioSchema = z.enum(TIPOS_BLOQUEIO, { error: 'Tipo de bloqueio inválido.' });
const SITUACOES_CONFIRMACAO = ['nao_se_aplica', 'confirmada', 'ainda_nao_aberta', 'aberta', 'vencida'] as const satisfies readonly SituacaoConfirmacao[];
export const SituacaoConfirmacaoSchema = z.enum(SITUACOES_CONFIRMACAO);

const MesSchema = z
  .string({ error: 'Informe o mês (AAAA-MM).' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Mês inválido (use AAAA-MM).')
  .refine((v) => v >= '2000-01' && v <= '2100-12', 'Mês inválido (use AAAA-MM).');
const salaId = idSchema('Sala inválida.');

/* ------------------------------------------------------------------ salas */

export const SalaSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  capacidade: z.number().int(),
  ativa: z.boolean(),
});
export type Sala = z.infer<typeof SalaSchema>;

export const SalaEntradaSchema = z.object({
  nome: textoDeUmaLinha('o nome da sala', L.nome),
  capacidade: z
    .number({ error: 'Informe a capacidade da sala.' })
    .int('A capacidade deve ser um número inteiro.')
    .min(1, 'A capacidade deve ser de ao menos 1 pessoa.')
    .max(L.capacidadeMax, `A capacidade pode ser de no máximo ${L.capacidadeMax} pessoas.`),
  ativa: z.boolean().default(true),
});
export type SalaEntrada = z.input<typeof SalaEntradaSchema>;

/* ------------------------------------------------------------------ agenda do mês */

export const AgendaQuerySchema = z.object({ sala_id: salaId, mes: MesSchema });

export const SITUACOES_HORARIO = ['livre', 'pendente', 'aprovada', 'bloqueada', 'indisponivel'] as const;
export type SituacaoHorario = (typeof SITUACOES_HORARIO)[number];

/** Um período de um dia. De outras pessoas, só a situação; da própria pessoa, o id da reserva. */
export const HorarioSchema = z.object({
  periodo: PeriodoSchema,
  situacao: z.enum(SITUACOES_HORARIO).describe('livre; ocupado (pendente, aprovada, bloqueada); indisponível (passado, fim de semana, bloqueio, fora da janela)'),
  minha_reserva_id: z.number().int().nullable().describe('Reserva da própria pessoa neste horário, se houver'),
});

export const DiaDaAgendaSchema = z.object({
  data: z.string(),
  fim_de_semana: z.boolean(),
  bloqueio: z.object({ tipo: TipoBloqueioSchema, descricao: z.string() }).nullable(),
  horarios: z.array(HorarioSchema),
});
export type DiaDaAgenda = z.infer<typeof DiaDaAgendaSchema>;

export const AgendaDoMesSchema = z.object({
  sala: SalaSchema,
  mes: z.string(),
  hoje: z.string().describe('Hoje no calendário de São Paulo'),
  primeiro_mes: z.string().describe('Primeiro mês visível (AAAA-MM)'),
  ultimo_mes: z.string().describe('Último mês visível (AAAA-MM)'),
  reservavel_ate: z.string().describe('Última data que se pode pedir'),
  dias: z.array(DiaDaAgendaSchema),
});
export type AgendaDoMes = z.infer<typeof AgendaDoMesSchema>;

/* ------------------------------------------------------------------ pedidos da pessoa */

const QtdPessoasSchema = z
  .number({ error: 'Informe a quantidade de pessoas.' })
  .int('A quantidade de pessoas deve ser um número inteiro.')
  .min(1, 'Informe ao menos 1 pessoa.')
  .max(L.capacidadeMax, M.capacidade(L.capacidadeMax));

const FinalidadeSchema = z
  .string({ error: M.finalidade })
  .pipe(textoLongo('A finalidade', L.finalidade))
  .pipe(z.string().min(1, M.finalidade));

export const DadosDaReservaSchema = z.object({
  sala_id: salaId,
  data: DataSchema,
  periodo: PeriodoSchema,
  qtd_pessoas: QtdPessoasSchema,
  finalidade: FinalidadeSchema,
  coffee_break: z.boolean({ error: 'Informe se haverá coffee break.' }).default(false),
});

export const PedirReservaBodySchema = DadosDaReservaSchema.extend({
  termo_aceito: z.literal(true, { error: M.termo }).describe('Aceite do Termo de Uso das Salas (obrigatório)'),
});
export type PedirReservaBody = z.input<typeof PedirReservaBodySchema>;

/** Editar um pedido pendente: os mesmos dados (o termo aceito continua valendo). */
export const EditarReservaBodySchema = DadosDaReservaSchema;
export type EditarReservaBody = z.input<typeof EditarReservaBodySchema>;

export const ReservaIdParamsSchema = z.object({ id: idSchema('Reserva inválida.') });

export const MinhaReservaSchema = z.object({
  id: z.number().int(),
  sala: z.object({ id: z.number().int(), nome: z.string(), capacidade: z.number().int() }),
  data: z.string(),
  periodo: PeriodoSchema,
  status: StatusReservaSchema,
  qtd_pessoas: z.number().int().nullable(),
  finalidade: z.string(),
  coffee_break: z.boolean(),
  observacao_admin: z.string().nullable(),
  motivo_cancelamento: z.string().nullable(),
  termo_aceito_em: z.string().nullable(),
  termo_assinado: z.boolean().describe('O termo foi assinado com a assinatura salva da pessoa'),
  confirmacao: SituacaoConfirmacaoSchema,
  confirmacao_abre: z.string().describe('Primeiro dia para confirmar o uso (data − 7)'),
  confirmacao_fecha: z.string().describe('Último dia para confirmar o uso (data − 2)'),
  confirmado_em: z.string().nullable(),
  pode_editar: z.boolean(),
  pode_cancelar: z.boolean(),
  pode_confirmar: z.boolean(),
  criado_em: z.string(),
});
export type MinhaReserva = z.infer<typeof MinhaReservaSchema>;

/* ------------------------------------------------------------------ administração */

export const ReservaAdminSchema = MinhaReservaSchema.omit({ pode_editar: true, pode_cancelar: true, pode_confirmar: true }).extend({
  solicitante: z.object({ id: z.number().int(), nome: z.string(), email: z.string() }),
  decidido_por: z.string().nullable(),
  decidido_em: z.string().nullable(),
  cancelado_em: z.string().nullable(),
  grupo: z.string().nullable(),
  pode_decidir: z.boolean(),
  pode_cancelar: z.boolean(),
});
export type ReservaAdmin = z.infer<typeof ReservaAdminSchema>;

export const ListarReservasAdminQuerySchema = z.object({
  status: StatusReservaSchema.optional(),
  sala_id: salaId.optional(),
  mes: MesSchema.optional(),
});

export const DecisaoBodySchema = z
  .object({
    ids: z
      .array(idSchema('Reserva inválida.'))
      .min(1, 'Selecione ao menos uma reserva.')
      .max(L.loteMax, `No máximo ${L.loteMax} reservas de uma vez.`)
      .transform((ids) => [...new Set(ids)]),
    decisao: z.enum(['aprovar', 'rejeitar'], { error: 'Decisão inválida.' }),
    observacao: textoLongo('A observação', L.observacao).optional(),
  })
  .refine((b) => b.decisao === 'aprovar' || (b.observacao ?? '') !== '', { message: 'Informe o motivo da rejeição.', path: ['observacao'] });
export type DecisaoBody = z.input<typeof DecisaoBodySchema>;

export const ResultadoDecisaoSchema = z.object({
  decididas: z.array(ReservaAdminSchema),
  ignoradas: z.array(z.object({ id: z.number().int(), motivo: z.string() })),
  mensagem: z.string(),
});
export type ResultadoDecisao = z.infer<typeof ResultadoDecisaoSchema>;

export const RecorrenciaSchema = z.object({
  tipo: z.enum(TIPOS_RECORRENCIA, { error: 'Tipo de recorrência inválido.' }),
  intervalo: z.number().int().min(1, 'O intervalo deve ser de ao menos 1.').max(12, 'O intervalo pode ser de no máximo 12.').default(1),
  dias_semana: z.array(z.number().int().min(0).max(6, 'Dia da semana inválido.')).max(7).default([]),
  /** Em `mensal_semana`: 1–4 = n-ésima ocorrência do dia da semana; 5 = a última. Padrão: a da data inicial. */
  ordem_semana: z.number().int().min(1).max(5, 'Ordem da semana inválida.').optional(),
  ate: DataSchema.nullable().default(null),
  ocorrencias: z.number().int().min(1).max(L.ocorrenciasMax, `No máximo ${L.ocorrenciasMax} ocorrências.`).nullable().default(null),
}).refine((r) => r.ate !== null || r.ocorrencias !== null, { message: 'Informe até quando a recorrência vale ou quantas vezes ela se repete.', path: ['ate'] });
export type Recorrencia = z.input<typeof RecorrenciaSchema>;

export const ReservaDiretaBodySchema = z.object({
  sala_id: salaId,
  data: DataSchema,
  periodo: PeriodoSchema,
  tipo: z.enum(['reserva', 'bloqueio'], { error: 'Escolha reserva ou bloqueio.' }),
  finalidade: FinalidadeSchema,
  qtd_pessoas: QtdPessoasSchema.nullable().default(null).describe('Obrigatória numa reserva; ignorada num bloqueio'),
  coffee_break: z.boolean().default(false),
  observacao: textoLongo('A observação', L.observacao).optional(),
  recorrencia: RecorrenciaSchema.nullable().default(null),
});
export type ReservaDiretaBody = z.input<typeof ReservaDiretaBodySchema>;

export const ResultadoReservaDiretaSchema = z.object({
  criadas: z.array(ReservaAdminSchema),
  conflitos: z.array(z.object({ data: z.string(), motivo: z.string() })).describe('Datas cujo horário já estava ocupado'),
  puladas: z.array(z.object({ data: z.string(), motivo: z.string() })).describe('Fins de semana e datas bloqueadas'),
  mensagem: z.string(),
});
export type ResultadoReservaDireta = z.infer<typeof ResultadoReservaDiretaSchema>;

export const CancelarReservaBodySchema = z.object({
  motivo: textoLongo('O motivo', L.motivo).pipe(z.string().min(1, 'Informe o motivo do cancelamento.')),
});

/* ------------------------------------------------------------------ calendário de bloqueios */

export const BloqueioSchema = z.object({
  id: z.number().int(),
  data: z.string(),
  tipo: TipoBloqueioSchema,
  descricao: z.string(),
});
export type Bloqueio = z.infer<typeof BloqueioSchema>;

export const BloqueioEntradaSchema = z.object({
  data: DataDoCalendarioSchema,
  tipo: TipoBloqueioSchema,
  descricao: textoDeUmaLinha('a descrição', L.descricaoBloqueio),
});
export type BloqueioEntrada = z.input<typeof BloqueioEntradaSchema>;

export const BloqueioSalvoSchema = z.object({
  bloqueio: BloqueioSchema,
  reservas_no_dia: z.number().int().describe('Reservas pendentes ou aprovadas que já existiam nesta data (a administração decide o que fazer com elas)'),
});

export const ListarBloqueiosQuerySchema = z.object({ ano: AnoDoCalendarioSchema });
export const FeriadosNacionaisBodySchema = ListarBloqueiosQuerySchema;
export const FeriadosIncluidosSchema = z.object({ incluidos: z.number().int(), ja_existiam: z.number().int(), mensagem: z.string() });

/* ------------------------------------------------------------------ confirmação de uso */

export const RodadaConfirmacaoSchema = z.object({
  dia: z.string(),
  pedidos: z.number().int().describe('Pedidos de confirmação enviados nesta rodada'),
  cancelamentos: z.number().int().describe('Reservas canceladas por falta de confirmação'),
  mensagem: z.string(),
});
export type RodadaConfirmacao = z.infer<typeof RodadaConfirmacaoSchema>;

const PdfSchema = z.custom<Uint8Array>((v) => v instanceof Uint8Array).describe('PDF do termo de uso');

const tag = 'salas';
const admin = { perfis: ['administrador'] } as const;

export const salasEndpoints = {
  salas: defineEndpoint({
    method: 'GET', path: '/api/salas', acesso: 'autenticado', tag,
    resumo: 'Salas ativas para agendamento', response: z.array(SalaSchema),
  }),
  agenda: defineEndpoint({
    method: 'GET', path: '/api/salas/reservas', acesso: 'autenticado', tag, query: AgendaQuerySchema,
    resumo: 'Agenda do mês de uma sala: livre, pendente, aprovada, bloqueada ou indisponível em cada período', response: AgendaDoMesSchema,
  }),
  pedir: defineEndpoint({
    method: 'POST', path: '/api/salas/reservas', acesso: 'autenticado', tag, status: 201, body: PedirReservaBodySchema,
    resumo: 'Pede um horário (nasce pendente; termo de uso aceito e assinado com a assinatura salva, se houver)', response: MinhaReservaSchema,
  }),
  minhas: defineEndpoint({
    method: 'GET', path: '/api/salas/reservas/minhas', acesso: 'autenticado', tag,
    resumo: 'Minhas reservas e pedidos, com situação e confirmação de uso', response: z.array(MinhaReservaSchema),
  }),
  editar: defineEndpoint({
    method: 'PUT', path: '/api/salas/reservas/:id', acesso: 'autenticado', tag, params: ReservaIdParamsSchema, body: EditarReservaBodySchema,
    resumo: 'Edita um pedido próprio enquanto pendente', response: MinhaReservaSchema,
  }),
  cancelar: defineEndpoint({
    method: 'DELETE', path: '/api/salas/reservas/:id', acesso: 'autenticado', tag, params: ReservaIdParamsSchema,
    resumo: 'Cancela um pedido próprio enquanto pendente (o histórico fica)', response: MinhaReservaSchema,
  }),
  confirmarUso: defineEndpoint({
    method: 'POST', path: '/api/salas/reservas/:id/confirmacao', acesso: 'autenticado', tag, params: ReservaIdParamsSchema,
    resumo: 'Confirma o uso de uma reserva aprovada (de 7 dias a 48 horas antes)', response: MinhaReservaSchema,
  }),

  adminSalas: defineEndpoint({
    method: 'GET', path: '/api/admin/salas', acesso: admin, tag,
    resumo: 'Todas as salas, ativas ou não', response: z.array(SalaSchema),
  }),
  criarSala: defineEndpoint({
    method: 'POST', path: '/api/admin/salas', acesso: admin, tag, status: 201, body: SalaEntradaSchema,
    resumo: 'Cadastra uma sala', response: SalaSchema,
  }),
  editarSala: defineEndpoint({
    method: 'PUT', path: '/api/admin/salas/:id', acesso: admin, tag, params: z.object({ id: salaId }), body: SalaEntradaSchema,
    resumo: 'Edita nome, capacidade ou se a sala está ativa', response: SalaSchema,
  }),
  adminReservas: defineEndpoint({
    method: 'GET', path: '/api/admin/salas/reservas', acesso: admin, tag, query: ListarReservasAdminQuerySchema,
    resumo: 'Reservas com quem pediu (filtros: situação, sala, mês); a caixa de aprovação usa status=pendente', response: z.array(ReservaAdminSchema),
  }),
  decidir: defineEndpoint({
    method: 'POST', path: '/api/admin/salas/reservas/decisao', acesso: admin, tag, body: DecisaoBodySchema,
    resumo: 'Aprova ou rejeita pedidos pendentes, em lote (rejeição com motivo); cada pessoa é avisada', response: ResultadoDecisaoSchema,
  }),
  reservaDireta: defineEndpoint({
    method: 'POST', path: '/api/admin/salas/reservas', acesso: admin, tag, status: 201, body: ReservaDiretaBodySchema,
    resumo: 'Reserva aprovada ou bloqueio de horário, com recorrência (pula fins de semana e datas bloqueadas, devolve conflitos)',
    response: ResultadoReservaDiretaSchema,
  }),
  cancelarAdmin: defineEndpoint({
    method: 'POST', path: '/api/admin/salas/reservas/:id/cancelamento', acesso: admin, tag, params: ReservaIdParamsSchema, body: CancelarReservaBodySchema,
    resumo: 'Cancela uma reserva, pedido ou bloqueio com motivo (a pessoa é avisada)', response: ReservaAdminSchema,
  }),
  termoPdf: defineEndpoint({
    method: 'GET', path: '/api/admin/salas/reservas/:id/termo', acesso: admin, tag, params: ReservaIdParamsSchema,
    resumo: 'Termo de uso assinado do pedido, em PDF', response: PdfSchema,
  }),
  rodarConfirmacao: defineEndpoint({
    method: 'POST', path: '/api/admin/salas/confirmacao-uso', acesso: admin, tag,
    resumo: 'Roda agora a rotina diária de confirmação de uso (idempotente)', response: RodadaConfirmacaoSchema,
  }),

  bloqueios: defineEndpoint({
    method: 'GET', path: '/api/admin/bloqueios', acesso: admin, tag, query: ListarBloqueiosQuerySchema,
    resumo: 'Datas bloqueadas de um ano', response: z.array(BloqueioSchema),
  }),
  criarBloqueio: defineEndpoint({
    method: 'POST', path: '/api/admin/bloqueios', acesso: admin, tag, status: 201, body: BloqueioEntradaSchema,
    resumo: 'Bloqueia uma data para todas as salas', response: BloqueioSalvoSchema,
  }),
  editarBloqueio: defineEndpoint({
    method: 'PUT', path: '/api/admin/bloqueios/:id', acesso: admin, tag, params: z.object({ id: idSchema('Bloqueio inválido.') }), body: BloqueioEntradaSchema,
    resumo: 'Edita uma data bloqueada', response: BloqueioSalvoSchema,
  }),
  removerBloqueio: defineEndpoint({
    method: 'DELETE', path: '/api/admin/bloqueios/:id', acesso: admin, tag, status: 204, params: z.object({ id: idSchema('Bloqueio inválido.') }),
    resumo: 'Libera uma data bloqueada', response: z.null(),
  }),
  feriadosNacionais: defineEndpoint({
    method: 'POST', path: '/api/admin/bloqueios/feriados-nacionais', acesso: admin, tag, body: FeriadosNacionaisBodySchema,
    resumo: 'Inclui os feriados nacionais e pontos facultativos federais de um ano (as datas já cadastradas ficam como estão)', response: FeriadosIncluidosSchema,
  }),
};
