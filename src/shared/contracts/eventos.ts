import { z } from 'zod';
import { STATUS } from '../rules/cronograma.ts';
import { LIMITES_EVENTO as L, MODOS_RESTRICAO, STATUS_INSCRICAO, TIPOS_EVENTO, extrairRegistros } from '../rules/eventos.ts';
import { textoDeUmaLinha, textoSeguro } from './campos.ts';
import { DataSchema, idSchema, MensagemSchema } from './comum.ts';
import { defineEndpoint } from './endpoint.ts';

const HORA_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

const linha = textoDeUmaLinha;

/** Texto longo: mantém as quebras de linha. */
const DescricaoSchema = z
  .string()
  .refine((v) => textoSeguro(v.replace(/[\n\r\t]/g, ' ')), 'A descrição contém caracteres inválidos.')
  .transform((v) => v.replace(/\r\n?/g, '\n').trim())
  .pipe(z.string().max(L.descricao, `A descrição pode ter no máximo ${L.descricao} caracteres.`));

export const HoraSchema = z.string({ error: 'Informe o horário.' }).regex(HORA_RE, 'Horário inválido (use HH:MM).');

export const EncontroSchema = z
  .object({ data: DataSchema, horario_inicio: HoraSchema, horario_fim: HoraSchema })
  .refine((e) => e.horario_fim > e.horario_inicio, { message: 'O horário final deve ser depois do inicial.', path: ['horario_fim'] });

export const TipoEventoSchema = z.enum(TIPOS_EVENTO, { error: 'Tipo de evento inválido.' });
export const StatusSchema = z.enum(STATUS, { error: 'Situação inválida.' });
export const StatusInscricaoSchema = z.enum(STATUS_INSCRICAO);

const idPessoa = idSchema('Pessoa inválida.');

export const PalestranteEntradaSchema = z.union([
  z.object({ usuario_id: idPessoa }),
  z.object({ nome: linha('o nome do palestrante', 150) }),
]);

export const TurmaEntradaSchema = z.object({
  /** Presente ao editar uma turma que já existe; ausente numa turma nova. */
  id: idSchema('Turma inválida.').optional(),
  nome: linha('o nome da turma', L.nomeTurma),
  vagas: z
    .number({ error: 'Informe a quantidade de vagas.' })
    .int('A quantidade de vagas deve ser um número inteiro.')
    .min(1, 'A turma precisa de ao menos 1 vaga.')
    .max(L.vagasMax, `No máximo ${L.vagasMax} vagas.`),
  instrutores: z
    .array(idPessoa)
    .min(1, 'Selecione ao menos um instrutor para a turma.')
    .max(L.pessoasPorTurmaMax, `No máximo ${L.pessoasPorTurmaMax} instrutores por turma.`),
  palestrantes: z.array(PalestranteEntradaSchema).max(L.pessoasPorTurmaMax).default([]),
  /** Assinantes do certificado, em ordem (até 3). */
  assinantes: z.array(idPessoa).max(L.assinantesMax, `No máximo ${L.assinantesMax} assinantes.`).default([]),
  datas: z
    .array(EncontroSchema)
    .min(1, 'Inclua pelo menos uma data de encontro.')
    .max(L.encontrosMax, `No máximo ${L.encontrosMax} encontros por turma.`)
    .refine((d) => new Set(d.map((x) => x.data)).size === d.length, 'Há datas repetidas na turma: um encontro por dia.'),
});
export type TurmaEntrada = z.input<typeof TurmaEntradaSchema>;

export const RestricaoSchema = z
  .object({
    modo: z.enum(MODOS_RESTRICAO, { error: 'Modo de restrição inválido.' }),
    /** Registros de 6 dígitos; também aceita o texto colado (os registros são extraídos). */
    registros: z
      .union([z.array(z.string()), z.string()])
      .transform((v) => extrairRegistros(Array.isArray(v) ? v.join(' ') : v))
      .default([]),
    cargos: z.array(idSchema('Cargo inválido.')).max(200).default([]),
    unidades: z.array(idSchema('Unidade inválida.')).max(200).default([]),
  })
  .superRefine((r, c) => {
    if (r.registros.length > 5000) c.addIssue({ code: 'custom', path: ['registros'], message: 'No máximo 5000 registros por evento.' });
    if (r.modo === 'lista_registros' && r.registros.length === 0)
      c.addIssue({ code: 'custom', path: ['registros'], message: 'Inclua pelo menos um registro (6 dígitos) para este evento.' });
    if (r.modo === 'cargos' && r.cargos.length === 0)
      c.addIssue({ code: 'custom', path: ['cargos'], message: 'Inclua ao menos um cargo permitido.' });
    if (r.modo === 'unidades' && r.unidades.length === 0)
      c.addIssue({ code: 'custom', path: ['unidades'], message: 'Inclua ao menos uma unidade permitida.' });
  });

export const EventoEntradaSchema = z.object({
  titulo: linha('o título', L.titulo),
  descricao: DescricaoSchema.default(''),
  local: linha('o local', L.local),
  tipo: TipoEventoSchema,
  unidade_id: idSchema('Selecione a unidade.'),
  publico_alvo: linha('o público-alvo', L.publicoAlvo, false).default(''),
  restricao: RestricaoSchema.nullable().default(null),
  turmas: z
    .array(TurmaEntradaSchema)
    .min(1, 'Adicione pelo menos uma turma.')
    .max(L.turmasMax, `No máximo ${L.turmasMax} turmas por evento.`),
});
export type EventoEntrada = z.input<typeof EventoEntradaSchema>;
export type EventoEntradaValidada = z.output<typeof EventoEntradaSchema>;

/* ------------------------------------------------------------------ respostas */

export const PessoaRefSchema = z.object({ id: z.number().int(), nome: z.string() });
export const PalestranteSchema = z.object({ usuario_id: z.number().int().nullable(), nome: z.string() });
export const EncontroSaidaSchema = z.object({ data: z.string(), horario_inicio: z.string(), horario_fim: z.string() });

export const ArquivoEventoSchema = z.object({
  url: z.string(),
  largura: z.number().int().nullable(),
  altura: z.number().int().nullable(),
});
export const ProgramacaoSchema = z.object({ url: z.string(), nome: z.string(), tamanho: z.number().int() });

export const EventoResumoSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  tipo: TipoEventoSchema,
  local: z.string(),
  publico_alvo: z.string(),
  unidade_sigla: z.string().nullable(),
  publicado: z.boolean(),
  restrito: z.boolean(),
  /** Modo da restrição (nulo quando aberto a todos). */
  restricao_modo: z.enum(MODOS_RESTRICAO).nullable(),
  status: StatusSchema,
  data_inicio: z.string().nullable(),
  data_fim: z.string().nullable(),
  /** Instrutores de todas as turmas (SPEC §7: `instrutor[].nome`). */
  instrutor: z.array(PessoaRefSchema),
  turmas_qtd: z.number().int(),
  vagas_total: z.number().int(),
  vagas_restantes: z.number().int(),
  folder: ArquivoEventoSchema.nullable(),
});
export type EventoResumo = z.infer<typeof EventoResumoSchema>;

/** O que a pessoa logada tem numa turma. */
export const MinhaInscricaoSchema = z.object({
  id: z.number().int(),
  status: StatusInscricaoSchema,
  /** Posição na lista de espera (1 = próxima a ser chamada); nulo se confirmada. */
  posicao_espera: z.number().int().nullable(),
  /** A própria pessoa ainda pode cancelar: da espera, sempre; confirmada, até a turma começar. */
  pode_cancelar: z.boolean(),
});

export const TurmaSchema = z.object({
  id: z.number().int(),
  evento_id: z.number().int(),
  nome: z.string(),
  vagas: z.number().int(),
  confirmadas: z.number().int(),
  em_espera: z.number().int(),
  vagas_restantes: z.number().int(),
  status: StatusSchema,
  data_inicio: z.string(),
  data_fim: z.string(),
  carga_horaria: z.number().int(),
  horario: z.object({ horario_inicio: z.string(), horario_fim: z.string() }).nullable(),
  datas: z.array(EncontroSaidaSchema),
  instrutor: z.array(PessoaRefSchema),
  palestrantes: z.array(PalestranteSchema),
  assinantes: z.array(PessoaRefSchema),
  /** Só para quem está logado. */
  minha_inscricao: MinhaInscricaoSchema.nullable(),
  /** Por que a pessoa logada não pode se inscrever agora (nulo quando pode, ou sem login). */
  impedimento: z.string().nullable(),
});
export type Turma = z.infer<typeof TurmaSchema>;

export const EventoDetalheSchema = EventoResumoSchema.extend({
  descricao: z.string(),
  unidade_id: z.number().int(),
  restricao: z
    .object({
      modo: z.enum(MODOS_RESTRICAO),
      /** Só administradores recebem as listas. */
      registros: z.array(z.string()),
      cargos: z.array(PessoaRefSchema),
      unidades: z.array(PessoaRefSchema),
      rotulo: z.string(),
    })
    .nullable(),
  programacao: ProgramacaoSchema.nullable(),
  turmas: z.array(TurmaSchema),
  /** Eu sou instrutor de alguma turma deste evento. */
  sou_instrutor: z.boolean(),
  /** A restrição do evento me impede (nulo quando não impede). */
  restricao_impede: z.string().nullable(),
  /** Só para a administração: a solicitação de curso que originou o evento (o servidor sempre manda; nulo sem origem ou para os demais). */
  solicitacao_origem: z.object({ id: z.number().int(), titulo: z.string() }).nullable().optional(),
});
export type EventoDetalhe = z.infer<typeof EventoDetalheSchema>;

/** Turma resumida por evento (SPEC §7 `turmas/evento/{id}`: id, nome, instrutor[].nome). */
export const TurmaResumoSchema = TurmaSchema.omit({ datas: true, palestrantes: true, assinantes: true, minha_inscricao: true, impedimento: true });

/* ------------------------------------------------------------------ consultas */

const StatusListaSchema = z
  .string()
  .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(StatusSchema).max(3));

export const ListarEventosQuerySchema = z.object({
  busca: z
    .string()
    .trim()
    .max(120, 'A busca pode ter no máximo 120 caracteres.')
    .refine(textoSeguro, 'A busca contém caracteres inválidos.')
    .optional()
    .describe('Título, local, tipo ou público-alvo'),
  tipo: TipoEventoSchema.optional(),
  /** Eventos que acontecem (ao menos em parte) neste ano. */
  ano: z.coerce.number({ error: 'Ano inválido.' }).int('Ano inválido.').min(2000, 'Ano inválido.').max(2100, 'Ano inválido.').optional(),
  status: StatusListaSchema.optional().describe('Uma ou mais situações, separadas por vírgula'),
  /**
   * `publicados` (padrão), `rascunhos` ou `todos`: rascunhos só aparecem para administradores que os pedem
   * (com a sessão); as demais pessoas veem só publicados, qualquer que seja o valor.
   */
  publicacao: z.enum(['publicados', 'rascunhos', 'todos']).default('publicados'),
  /** `proximos` (padrão: quem começa antes primeiro), `recentes` (criados por último), `passados` (quem terminou por último primeiro). */
  ordem: z.enum(['proximos', 'recentes', 'passados']).default('proximos'),
  pagina: z.coerce.number().int().min(1, 'Página inválida.').max(100_000).optional().describe('Padrão 1 quando `por_pagina` vem'),
  por_pagina: z.coerce.number().int().min(1).max(100, 'No máximo 100 por página.').optional().describe('Padrão 20 quando `pagina` vem'),
});
export type ListarEventosQuery = z.input<typeof ListarEventosQuerySchema>;

/** Sem `pagina` nem `por_pagina`, a lista vem inteira (SPEC §7, gerador de QR) até este limite. */
export const EVENTOS_SEM_PAGINACAO_MAX = 1000;
export const EVENTOS_POR_PAGINA_PADRAO = 20;

/**
 * A página pedida: com `pagina` ou `por_pagina` (as telas da plataforma mandam os dois), a paginação de
 * sempre (padrões 1 e 20); sem nenhum dos dois, todos os eventos que casam com os filtros, até
 * `EVENTOS_SEM_PAGINACAO_MAX` (o total em X-Total-Count diz se passou).
 */
export function paginaDosEventos(q: { pagina?: number; por_pagina?: number }): { pagina: number; porPagina: number } {
  if (q.pagina === undefined && q.por_pagina === undefined) return { pagina: 1, porPagina: EVENTOS_SEM_PAGINACAO_MAX };
  return { pagina: q.pagina ?? 1, porPagina: q.por_pagina ?? EVENTOS_POR_PAGINA_PADRAO };
}

export const EventoIdParamsSchema = z.object({ id: idSchema('Evento inválido.') });
export const EventoDaTurmaParamsSchema = z.object({ eventoId: idSchema('Evento inválido.') });
export const TurmaIdParamsSchema = z.object({ turmaId: idSchema('ID da turma inválido.') });

export const DatasQuerySchema = z.object({ via: z.enum(['datas', 'presencas', 'intervalo']).default('datas') });

export const MotivoSchema = z.object({
  motivo: linha('o motivo', L.motivo),
});

const tag = 'eventos';
const admin = { perfis: ['administrador'] } as const;

export const eventosEndpoints = {
  listar: defineEndpoint({
    method: 'GET', path: '/api/eventos', acesso: 'publico', tag, cache: 'no-store',
    resumo:
      'Eventos publicados (rascunhos: administradores com publicacao=rascunhos|todos), com filtros e paginação. Sem `pagina` nem `por_pagina`: todos os que casam com os filtros (SPEC §7), até 1000. Totais em X-Total-Count, X-Pagina, X-Por-Pagina',
    query: ListarEventosQuerySchema, response: z.array(EventoResumoSchema),
  }),
  obter: defineEndpoint({
    method: 'GET', path: '/api/eventos/:id', acesso: 'opcional', tag,
    resumo: 'Evento com turmas, cronograma, vagas e, para quem está logado, a situação de cada turma',
    params: EventoIdParamsSchema, response: EventoDetalheSchema,
  }),
  turmasDoEvento: defineEndpoint({
    method: 'GET', path: '/api/turmas/evento/:eventoId', acesso: 'opcional', tag,
    resumo: 'Turmas de um evento (SPEC §7)', params: EventoDaTurmaParamsSchema, response: z.array(TurmaResumoSchema),
  }),
  datasDaTurma: defineEndpoint({
    method: 'GET', path: '/api/turmas/:turmaId/datas', acesso: 'opcional', tag,
    resumo: 'Encontros de uma turma (SPEC §7). Cabeçalhos X-Datas-Source e X-Datas-Count',
    params: TurmaIdParamsSchema, query: DatasQuerySchema, response: z.array(EncontroSaidaSchema),
  }),
  criar: defineEndpoint({
    method: 'POST', path: '/api/eventos', acesso: admin, tag, status: 201,
    resumo: 'Cria um evento com turmas e encontros (fica como rascunho)', body: EventoEntradaSchema, response: EventoDetalheSchema,
  }),
  atualizar: defineEndpoint({
    method: 'PUT', path: '/api/eventos/:id', acesso: admin, tag,
    resumo: 'Edita um evento; as turmas são sincronizadas (turma com inscrições não sai)',
    params: EventoIdParamsSchema, body: EventoEntradaSchema, response: EventoDetalheSchema,
  }),
  excluir: defineEndpoint({
    method: 'DELETE', path: '/api/eventos/:id', acesso: admin, tag, status: 204,
    resumo: 'Exclui um evento sem inscrições (com inscrições: despublique)', params: EventoIdParamsSchema, response: z.null(),
  }),
  publicar: defineEndpoint({
    method: 'POST', path: '/api/eventos/:id/publicar', acesso: admin, tag,
    resumo: 'Publica o evento (confere os dados mínimos)', params: EventoIdParamsSchema, response: MensagemSchema,
  }),
  enviarFolder: defineEndpoint({
    method: 'PUT', path: '/api/eventos/:id/folder', acesso: admin, tag,
    resumo: 'Troca o folder (corpo: a imagem PNG ou JPEG, até 2 MB, com o Content-Type dela)',
    params: EventoIdParamsSchema, response: ArquivoEventoSchema,
  }),
  removerFolder: defineEndpoint({
    method: 'DELETE', path: '/api/eventos/:id/folder', acesso: admin, tag, status: 204,
    resumo: 'Remove o folder', params: EventoIdParamsSchema, response: z.null(),
  }),
  enviarProgramacao: defineEndpoint({
    method: 'PUT', path: '/api/eventos/:id/programacao', acesso: admin, tag,
    resumo: 'Troca a programação (corpo: o PDF, até 15 MB; cabeçalho X-Nome-Arquivo com o nome, codificado em URI)',
    params: EventoIdParamsSchema, response: ProgramacaoSchema,
  }),
  removerProgramacao: defineEndpoint({
    method: 'DELETE', path: '/api/eventos/:id/programacao', acesso: admin, tag, status: 204,
    resumo: 'Remove a programação', params: EventoIdParamsSchema, response: z.null(),
  }),
  despublicar: defineEndpoint({
    method: 'POST', path: '/api/eventos/:id/despublicar', acesso: admin, tag,
    resumo: 'Tira o evento do ar (inscrições continuam guardadas)', params: EventoIdParamsSchema, response: MensagemSchema,
  }),
};
