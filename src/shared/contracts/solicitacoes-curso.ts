import { z } from 'zod';
import { TIPOS_EVENTO } from '../rules/eventos.ts';
import {
  DEPARTAMENTOS,
  LIMITES_SOLICITACAO as L,
  MENSAGENS_SOLICITACAO as M,
  MODALIDADES,
  STATUS_SOLICITACAO,
} from '../rules/solicitacoes-curso.ts';
import { textoDeUmaLinha, textoLongo } from './campos.ts';
import { AnoDoCalendarioSchema, DataDoCalendarioSchema, idSchema } from './comum.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * Solicitações de curso e calendário anual de planejamento (issue 10). Qualquer pessoa logada propõe;
 * a administração analisa, decide (com motivo na rejeição) e converte a aprovada num evento rascunho
 * com uma turma. Regras e mensagens em `rules/solicitacoes-curso.ts`.
 */

export const DepartamentoSchema = z.enum(DEPARTAMENTOS, { error: 'Selecione o departamento.' });
export const ModalidadeSchema = z.enum(MODALIDADES, { error: 'Modalidade inválida.' });
export const StatusSolicitacaoSchema = z.enum(STATUS_SOLICITACAO, { error: 'Situação inválida.' });
const TipoSchema = z.enum(TIPOS_EVENTO, { error: 'Tipo de curso inválido.' });

const HoraSchema = z.string({ error: 'Informe o horário.' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Horário inválido (use HH:MM).');

export const DataPropostaSchema = z
  .object({ data: DataDoCalendarioSchema, horario_inicio: HoraSchema, horario_fim: HoraSchema })
  .refine((d) => d.horario_fim > d.horario_inicio, { message: 'Horário de fim deve ser maior que o horário de início.', path: ['horario_fim'] });

export const PalestrantePropostoSchema = z.union([
  z.object({ usuario_id: idSchema('Pessoa inválida.') }),
  z.object({ nome: textoDeUmaLinha('o nome do palestrante', L.nomePalestrante) }),
]);

const CamposSolicitacaoSchema = z.object({
    titulo: z.string({ error: M.titulo }).pipe(textoDeUmaLinha('o título do curso', L.titulo)),
    descricao: textoLongo('A descrição', L.descricao).default(''),
    publico_alvo: textoDeUmaLinha('o público-alvo', L.publicoAlvo, false).default(''),
    local: textoDeUmaLinha('o local', L.local, false).default(''),
    tipo: TipoSchema.default('Curso'),
    unidade_id: idSchema('Unidade inválida.').nullable().default(null),
    modalidade: ModalidadeSchema.default('presencial'),
    departamento: DepartamentoSchema,
    restrito: z.boolean().default(false),
    restricao_descricao: textoDeUmaLinha('a restrição', L.restricao, false).nullable().default(null),
    carga_horaria: z
      .number({ error: 'Carga horária total deve ser um número válido.' })
      .int('Carga horária total deve ser um número inteiro.')
      .min(0, 'Carga horária total deve ser um número válido.')
      .max(L.cargaHorariaMax, `A carga horária pode ser de no máximo ${L.cargaHorariaMax} horas.`)
      .nullable()
      .default(null)
      .describe('Em horas; vazia = estimada pelas datas'),
    gera_certificado: z.boolean().default(true),
    datas: z
      .array(DataPropostaSchema, { error: M.datas })
      .min(1, M.datas)
      .max(L.datasMax, `No máximo ${L.datasMax} datas.`)
      .refine((d) => new Set(d.map((x) => x.data)).size === d.length, 'Há datas repetidas: uma linha por dia.'),
    palestrantes: z.array(PalestrantePropostoSchema).max(L.palestrantesMax, `No máximo ${L.palestrantesMax} palestrantes.`).default([]),
});
const restricaoDescrita = (s: { restrito: boolean; restricao_descricao: string | null }) => !s.restrito || (s.restricao_descricao ?? '') !== '';
const erroRestricao = { message: M.restricao, path: ['restricao_descricao'] };

export const SolicitacaoEntradaSchema = CamposSolicitacaoSchema.refine(restricaoDescrita, erroRestricao);
export type SolicitacaoEntrada = z.input<typeof SolicitacaoEntradaSchema>;

export const CriarSolicitacaoBodySchema = CamposSolicitacaoSchema.extend({
  enviar: z.boolean().default(false).describe('true = já envia para análise; false = guarda como rascunho'),
}).refine(restricaoDescrita, erroRestricao);
export type CriarSolicitacaoBody = z.input<typeof CriarSolicitacaoBodySchema>;

export const SolicitacaoIdParamsSchema = z.object({ id: idSchema('Solicitação inválida.') });

export const SolicitacaoSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  descricao: z.string(),
  publico_alvo: z.string(),
  local: z.string(),
  tipo: TipoSchema,
  unidade: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
  modalidade: ModalidadeSchema,
  departamento: DepartamentoSchema,
  restrito: z.boolean(),
  restricao_descricao: z.string().nullable(),
  carga_horaria: z.number().int().nullable(),
  carga_horaria_estimada: z.number().int().describe('Pelas datas e horários (mesma regra das turmas)'),
  gera_certificado: z.boolean(),
  status: StatusSolicitacaoSchema,
  motivo: z.string().nullable().describe('Motivo da rejeição'),
  datas: z.array(z.object({ data: z.string(), horario_inicio: z.string(), horario_fim: z.string() })),
  palestrantes: z.array(z.object({ usuario_id: z.number().int().nullable(), nome: z.string() })),
  autor: z.object({ id: z.number().int(), nome: z.string() }),
  evento_id: z.number().int().nullable().describe('Evento criado a partir desta solicitação'),
  evento_publicado: z.boolean().nullable().describe('Se o evento criado já está publicado (nulo sem evento)'),
  enviada_em: z.string().nullable(),
  decidida_em: z.string().nullable(),
  criado_em: z.string(),
  atualizado_em: z.string(),
  pode_editar: z.boolean(),
  pode_retirar: z.boolean(),
});
export type Solicitacao = z.infer<typeof SolicitacaoSchema>;

export const ListarSolicitacoesQuerySchema = z.object({
  status: StatusSolicitacaoSchema.optional(),
  departamento: DepartamentoSchema.optional(),
  /** Administração: `minhas=1` mostra só as próprias. Outras pessoas sempre veem só as suas. */
  minhas: z.enum(['0', '1']).optional(),
});

export const DecisaoSolicitacaoBodySchema = z
  .object({
    decisao: z.enum(['aprovar', 'rejeitar'], { error: 'Decisão inválida.' }),
    motivo: textoLongo('O motivo', L.motivo).optional(),
  })
  .refine((b) => b.decisao === 'aprovar' || (b.motivo ?? '') !== '', { message: M.motivo, path: ['motivo'] });

/** Vagas da turma criada na conversão: o padrão e o teto (o diálogo da conversão usa os mesmos). */
export const VAGAS_CONVERSAO = { padrao: 30, max: 10_000 } as const;

export const ConversaoBodySchema = z.object({
  vagas: z
    .number({ error: 'Informe a quantidade de vagas.' })
    .int('A quantidade de vagas deve ser um número inteiro.')
    .min(1, 'A turma precisa de ao menos 1 vaga.')
    .max(VAGAS_CONVERSAO.max, `No máximo ${VAGAS_CONVERSAO.max} vagas.`)
    .default(VAGAS_CONVERSAO.padrao),
  /** Instrutores da turma criada; padrão: quem converte (pode ser trocado na gestão de eventos). */
  instrutores: z.array(idSchema('Pessoa inválida.')).max(20).default([]),
  /** Unidade do evento; padrão: a da solicitação (obrigatória quando a solicitação não tem). */
  unidade_id: idSchema('Unidade inválida.').optional(),
});

export const ConversaoSchema = z.object({
  solicitacao: SolicitacaoSchema,
  evento_id: z.number().int(),
  mensagem: z.string(),
});

/* ------------------------------------------------------------------ calendário anual */

export const PlanejamentoQuerySchema = z.object({ ano: AnoDoCalendarioSchema });

export const ItemDoPlanejamentoSchema = z.object({
  origem: z.enum(['solicitacao', 'evento']),
  id: z.number().int(),
  titulo: z.string(),
  departamento: DepartamentoSchema.nullable().describe('Eventos herdam o departamento da solicitação que os originou'),
  situacao: z.string().describe('Rótulo da situação (ex.: "Em análise", "Rascunho", "Publicado")'),
  datas: z.array(z.string()).describe('Datas do item neste ano (AAAA-MM-DD)'),
  solicitacao_id: z.number().int().nullable(),
  evento_id: z.number().int().nullable(),
});
export type ItemDoPlanejamento = z.infer<typeof ItemDoPlanejamentoSchema>;

const ContagemSchema = z.object({ departamento: DepartamentoSchema.nullable(), total: z.number().int() });

export const PlanejamentoSchema = z.object({
  ano: z.number().int(),
  itens: z.array(ItemDoPlanejamentoSchema),
  /** Os 7 departamentos sempre, na ordem oficial, e por último `null` (eventos sem departamento). */
  resumo_anual: z.array(ContagemSchema),
  /** 12 meses; em cada um, as mesmas linhas do resumo anual. Um item conta uma vez em cada mês em que tem data. */
  resumo_mensal: z.array(z.object({ mes: z.number().int().min(1).max(12), contagens: z.array(ContagemSchema) })),
});
export type Planejamento = z.infer<typeof PlanejamentoSchema>;

const CsvSchema = z.string().describe('CSV (separador ";", UTF-8 com BOM)');

const tag = 'solicitacoes-curso';
const admin = { perfis: ['administrador'] } as const;

export const solicitacoesCursoEndpoints = {
  listar: defineEndpoint({
    method: 'GET', path: '/api/solicitacoes-curso', acesso: 'autenticado', tag, query: ListarSolicitacoesQuerySchema,
    resumo: 'Solicitações: as próprias; a administração vê também as alheias já enviadas (rascunhos alheios, mesmo retirados, não)', response: z.array(SolicitacaoSchema),
  }),
  obter: defineEndpoint({
    method: 'GET', path: '/api/solicitacoes-curso/:id', acesso: 'autenticado', tag, params: SolicitacaoIdParamsSchema,
    resumo: 'Uma solicitação (autor ou administração)', response: SolicitacaoSchema,
  }),
  criar: defineEndpoint({
    method: 'POST', path: '/api/solicitacoes-curso', acesso: 'autenticado', tag, status: 201, body: CriarSolicitacaoBodySchema,
    resumo: 'Cria uma solicitação como rascunho ou já enviada', response: SolicitacaoSchema,
  }),
  editar: defineEndpoint({
    method: 'PUT', path: '/api/solicitacoes-curso/:id', acesso: 'autenticado', tag, params: SolicitacaoIdParamsSchema, body: SolicitacaoEntradaSchema,
    resumo: 'Edita um rascunho próprio', response: SolicitacaoSchema,
  }),
  enviar: defineEndpoint({
    method: 'POST', path: '/api/solicitacoes-curso/:id/envio', acesso: 'autenticado', tag, params: SolicitacaoIdParamsSchema,
    resumo: 'Envia um rascunho próprio para análise', response: SolicitacaoSchema,
  }),
  retirar: defineEndpoint({
    method: 'POST', path: '/api/solicitacoes-curso/:id/retirada', acesso: 'autenticado', tag, params: SolicitacaoIdParamsSchema,
    resumo: 'Retira uma solicitação própria ainda não decidida', response: SolicitacaoSchema,
  }),
  analisar: defineEndpoint({
    method: 'POST', path: '/api/admin/solicitacoes-curso/:id/analise', acesso: admin, tag, params: SolicitacaoIdParamsSchema,
    resumo: 'Marca uma solicitação enviada como em análise (o autor é avisado)', response: SolicitacaoSchema,
  }),
  decidir: defineEndpoint({
    method: 'POST', path: '/api/admin/solicitacoes-curso/:id/decisao', acesso: admin, tag, params: SolicitacaoIdParamsSchema, body: DecisaoSolicitacaoBodySchema,
    resumo: 'Aprova ou rejeita (com motivo); o autor é avisado no app e por e-mail', response: SolicitacaoSchema,
  }),
  converter: defineEndpoint({
    method: 'POST', path: '/api/admin/solicitacoes-curso/:id/conversao', acesso: admin, tag, params: SolicitacaoIdParamsSchema, body: ConversaoBodySchema,
    resumo: 'Cria um evento rascunho com uma turma a partir de uma solicitação aprovada', response: ConversaoSchema,
  }),
  planejamento: defineEndpoint({
    method: 'GET', path: '/api/admin/planejamento', acesso: admin, tag, query: PlanejamentoQuerySchema,
    resumo: 'Calendário anual: solicitações e eventos do ano por departamento, com contagens mensais e anuais', response: PlanejamentoSchema,
  }),
  planejamentoCsv: defineEndpoint({
    method: 'GET', path: '/api/admin/planejamento/csv', acesso: admin, tag, query: PlanejamentoQuerySchema,
    resumo: 'O calendário anual em CSV (uma linha por item e data)', response: CsvSchema,
  }),
};
