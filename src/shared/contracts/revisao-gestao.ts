import { z } from 'zod';
import { ORIGENS_ATRIBUICAO, STATUS_SUBMISSAO } from '../rules/chamadas.ts';
import { SITUACOES_PARECER } from '../rules/revisao.ts';
import { ChamadaIdParamsSchema } from './chamadas.ts';
import { defineEndpoint } from './endpoint.ts';
import {
  AtribuicaoAutomaticaBodySchema,
  AtribuicaoParamsSchema,
  AtribuirBodySchema,
  DecisaoBodySchema,
  DecisaoSchema,
  ExportacaoRankingQuerySchema,
  LanceSchema,
  LinhaCurtaSchema,
  RankingQuerySchema,
  SubstituirBodySchema,
  TipoAvaliacaoSchema,
} from './revisao.ts';
import { SubmissaoIdParamsSchema } from './submissoes.ts';

/**
 * A revisão, do lado da administração (decisão 022): quem pode avaliar, atribuições (à mão, automática,
 * troca, revogação), a avaliação de um trabalho, o painel, o ranking e a exportação, a decisão, a caixa
 * de saída e a liberação, e o encerramento da chamada com os certificados.
 */

const PessoaCurtaSchema = z.object({ id: z.number().int(), nome: z.string() });

/** Quem pode avaliar nesta chamada, com as linhas declaradas e a carga. */
export const AvaliadorDaChamadaSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string(),
  linhas: z.array(z.number().int()),
  atribuicoes_escrita: z.number().int(),
  atribuicoes_oral: z.number().int(),
  enviados: z.number().int(),
  lances: z.object({ quero: z.number().int(), posso: z.number().int(), prefiro_nao: z.number().int() }),
});
export type AvaliadorDaChamada = z.infer<typeof AvaliadorDaChamadaSchema>;

export const AtribuicaoAdminSchema = z.object({
  id: z.number().int(),
  tipo: TipoAvaliacaoSchema,
  origem: z.enum(ORIGENS_ATRIBUICAO),
  avaliador: PessoaCurtaSchema,
  atribuido_em: z.string(),
  revogado_em: z.string().nullable(),
  parecer: z
    .object({
      situacao: z.enum(SITUACOES_PARECER),
      nota: z.number().nullable(),
      enviado_em: z.string().nullable(),
      comentario: z.string(),
      observacao_reservada: z.string(),
      notas: z.array(z.object({ criterio_id: z.number().int(), titulo: z.string(), nota: z.number(), comentario: z.string() })),
    })
    .nullable(),
  atrasado: z.boolean(),
});
export type AtribuicaoAdmin = z.infer<typeof AtribuicaoAdminSchema>;

/** A avaliação de um trabalho para a administração: atribuições, pareceres, notas, divergência, decisão. */
export const AvaliacaoDoTrabalhoSchema = z.object({
  submissao: z.object({
    id: z.number().int(),
    chamada_id: z.number().int(),
    titulo: z.string(),
    status: z.enum(STATUS_SUBMISSAO),
    linha: LinhaCurtaSchema.nullable(),
    autor: PessoaCurtaSchema,
    nota_escrita: z.number().nullable(),
    nota_oral: z.number().nullable(),
    nota_final: z.number().nullable(),
    divergente: z.boolean(),
    decisao: DecisaoSchema.nullable(),
    motivo: z.string().nullable(),
    decidida_em: z.string().nullable(),
    liberado_em: z.string().nullable(),
  }),
  atribuicoes: z.array(AtribuicaoAdminSchema),
  terceiro_sugerido: z
    .array(z.object({ tipo: TipoAvaliacaoSchema, avaliador: PessoaCurtaSchema.nullable() }))
    .describe('Tipos com divergência e sem terceiro avaliador: a pessoa sugerida (nula se não há quem possa)'),
});
export type AvaliacaoDoTrabalho = z.infer<typeof AvaliacaoDoTrabalhoSchema>;

export const AtribuicaoPropostaSchema = z.object({
  submissao_id: z.number().int(),
  titulo: z.string(),
  avaliador: PessoaCurtaSchema,
  lance: LanceSchema.nullable(),
  na_linha: z.boolean().describe('A pessoa declarou a linha do trabalho (falso: não declarou linha alguma)'),
});

/** A prévia (ou o que foi gravado) da atribuição automática. */
export const AtribuicaoAutomaticaSchema = z.object({
  tipo: TipoAvaliacaoSchema,
  aplicada: z.boolean(),
  previa: z.string().describe('Marca desta proposta: mande-a em `previa` ao aplicar'),
  atribuicoes: z.array(AtribuicaoPropostaSchema),
  sem_cobertura: z.array(z.object({ submissao_id: z.number().int(), titulo: z.string(), faltam: z.number().int() })).describe('Trabalhos que ficam com menos avaliadores que o pedido (não há quem possa sem conflito)'),
  carga: z.array(z.object({ avaliador: PessoaCurtaSchema, antes: z.number().int(), depois: z.number().int() })),
  resumo: z.object({
    trabalhos: z.number().int(),
    novas: z.number().int(),
    carga_minima: z.number().int(),
    carga_maxima: z.number().int(),
    quero_atendidos: z.number().int(),
    prefiro_nao_usados: z.number().int(),
  }),
});
export type AtribuicaoAutomatica = z.infer<typeof AtribuicaoAutomaticaSchema>;

const ContagemPorTipoSchema = z.object({ atribuidos: z.number().int(), enviados: z.number().int(), pendentes: z.number().int(), atrasados: z.number().int() });

/** O painel da chamada: andamento da revisão, decisões e certificados. */
export const PainelDaChamadaSchema = z.object({
  chamada: z.object({
    id: z.number().int(),
    titulo: z.string(),
    prazo_final: z.string(),
    aberta: z.boolean(),
    prazo_avaliacao: z.string().nullable(),
    lances_inicio: z.string().nullable(),
    lances_fim: z.string().nullable(),
    lances_abertos: z.boolean(),
    avaliadores_por_trabalho: z.number().int(),
    limiar_divergencia: z.number(),
    terceiro_automatico: z.boolean(),
    conflito_unidade: z.boolean(),
    encerrada_em: z.string().nullable(),
  }),
  trabalhos: z.object({
    enviados: z.number().int().describe('Enviados e não retirados'),
    sem_avaliadores: z.number().int(),
    incompletos: z.number().int().describe('Com menos avaliadores escritos ativos que o pedido'),
    avaliados: z.number().int().describe('Com todos os pareceres escritos ativos enviados (ao menos um)'),
    divergentes: z.number().int(),
    decididos: z.number().int(),
    liberados: z.number().int(),
    por_decisao: z.object({ aprovada_exposicao: z.number().int(), aprovada_oral: z.number().int(), reprovada: z.number().int() }),
  }),
  pareceres: z.object({ escrita: ContagemPorTipoSchema, oral: ContagemPorTipoSchema }),
  avaliadores: z.array(PessoaCurtaSchema.extend(ContagemPorTipoSchema.shape)),
  mensagens: z.object({ pendentes: z.number().int(), enviadas: z.number().int() }),
  certificados: z.object({ apresentacao_trabalho: z.number().int(), avaliador: z.number().int() }),
});
export type PainelDaChamada = z.infer<typeof PainelDaChamadaSchema>;

export const ItemDoRankingSchema = z.object({
  posicao: z.number().int(),
  posicao_na_linha: z.number().int(),
  submissao: z.object({ id: z.number().int(), titulo: z.string(), submetida_em: z.string().nullable(), status: z.enum(STATUS_SUBMISSAO) }),
  autor: z.object({ id: z.number().int(), nome: z.string(), email: z.string() }),
  linha: LinhaCurtaSchema.nullable(),
  nota_escrita: z.number().nullable(),
  nota_oral: z.number().nullable(),
  nota_final: z.number().nullable(),
  pareceres_escritos: z.number().int(),
  pareceres_orais: z.number().int(),
  divergente: z.boolean(),
  decisao: DecisaoSchema.nullable(),
  liberada: z.boolean(),
});
export type ItemDoRanking = z.infer<typeof ItemDoRankingSchema>;

export const RankingSchema = z.object({
  regra_de_desempate: z.string(),
  linha_id: z.number().int().nullable(),
  itens: z.array(ItemDoRankingSchema),
});
export type Ranking = z.infer<typeof RankingSchema>;

export const DecisaoDoTrabalhoSchema = z.object({
  submissao_id: z.number().int(),
  decisao: DecisaoSchema,
  motivo: z.string().nullable(),
  decidida_em: z.string(),
  liberado_em: z.string().nullable(),
  status: z.enum(STATUS_SUBMISSAO),
});
export type DecisaoDoTrabalho = z.infer<typeof DecisaoDoTrabalhoSchema>;

export const MensagemDeDecisaoSchema = z.object({
  id: z.number().int(),
  submissao: z.object({ id: z.number().int(), titulo: z.string() }),
  para: z.object({
    id: z.number().int().nullable().describe('Conta que recebe também no app; nulo para o coautor sem conta (só e-mail)'),
    nome: z.string(),
    email: z.string(),
    papel: z.enum(['autor', 'coautor', 'orientador']).describe('O autor ou alguém da lista de coautores do trabalho'),
  }),
  decisao: DecisaoSchema,
  assunto: z.string(),
  texto: z.string(),
});

/** A caixa de saída das decisões: o que sai na liberação, exatamente. */
export const CaixaDeSaidaSchema = z.object({
  mensagens: z.array(MensagemDeDecisaoSchema),
  sem_decisao: z.number().int().describe('Trabalhos enviados ainda sem decisão (ficam de fora)'),
  ja_liberados: z.number().int(),
});
export type CaixaDeSaida = z.infer<typeof CaixaDeSaidaSchema>;

export const LiberacaoSchema = z.object({ liberados: z.number().int(), mensagem: z.string() });
export const EncerramentoSchema = z.object({
  encerrada_em: z.string(),
  emitidos_agora: z.number().int().describe('Certificados emitidos neste pedido (0 se a chamada já estava encerrada e nada faltava)'),
  certificados: z.object({ apresentacao_trabalho: z.number().int(), avaliador: z.number().int() }),
  mensagem: z.string(),
});

const ArquivoSchema = z.custom<Uint8Array>((v) => v instanceof Uint8Array).describe('CSV (UTF-8 com BOM, separador ";") ou XLSX');

const tag = 'revisao';
const admin = { perfis: ['administrador'] } as const;

export const gestaoDaRevisaoEndpoints = {
  avaliadoresDaChamada: defineEndpoint({
    method: 'GET', path: '/api/admin/chamadas/:chamadaId/avaliadores', acesso: admin, tag, params: ChamadaIdParamsSchema,
    resumo: 'Quem pode avaliar (instrutores e administradores ativos), com linhas declaradas, carga e lances', response: z.array(AvaliadorDaChamadaSchema),
  }),
  atribuir: defineEndpoint({
    method: 'POST', path: '/api/admin/submissoes/:submissaoId/avaliadores', acesso: admin, tag, status: 201, params: SubmissaoIdParamsSchema, body: AtribuirBodySchema,
    resumo: 'Atribui o trabalho a uma pessoa (recusa com o motivo quando há conflito de interesse)', response: AtribuicaoAdminSchema,
  }),
  revogar: defineEndpoint({
    method: 'DELETE', path: '/api/admin/submissoes/:submissaoId/avaliadores/:atribuicaoId', acesso: admin, tag, params: AtribuicaoParamsSchema,
    resumo: 'Revoga uma atribuição (o parecer enviado deixa de contar na nota)', response: AtribuicaoAdminSchema,
  }),
  substituir: defineEndpoint({
    method: 'POST', path: '/api/admin/submissoes/:submissaoId/avaliadores/:atribuicaoId/substituicao', acesso: admin, tag, status: 201, params: AtribuicaoParamsSchema,
    body: SubstituirBodySchema, resumo: 'Troca quem avalia (revoga esta atribuição e atribui à outra pessoa, no mesmo tipo)', response: AtribuicaoAdminSchema,
  }),
  atribuicaoAutomatica: defineEndpoint({
    method: 'POST', path: '/api/admin/chamadas/:chamadaId/atribuicao-automatica', acesso: admin, tag, params: ChamadaIdParamsSchema, body: AtribuicaoAutomaticaBodySchema,
    resumo: 'Distribui os trabalhos (N por trabalho, sem conflito, linhas e lances, carga equilibrada): prévia ou gravação', response: AtribuicaoAutomaticaSchema,
  }),
  avaliacaoDoTrabalho: defineEndpoint({
    method: 'GET', path: '/api/admin/submissoes/:submissaoId/avaliacao', acesso: admin, tag, params: SubmissaoIdParamsSchema,
    resumo: 'Atribuições, pareceres, notas, divergência (com o terceiro sugerido) e decisão de um trabalho', response: AvaliacaoDoTrabalhoSchema,
  }),
  painel: defineEndpoint({
    method: 'GET', path: '/api/admin/chamadas/:chamadaId/painel', acesso: admin, tag, params: ChamadaIdParamsSchema,
    resumo: 'Andamento da revisão (atribuídos, enviados, atrasados), decisões, mensagens e certificados', response: PainelDaChamadaSchema,
  }),
  ranking: defineEndpoint({
    method: 'GET', path: '/api/admin/chamadas/:chamadaId/ranking', acesso: admin, tag, params: ChamadaIdParamsSchema, query: RankingQuerySchema,
    resumo: 'Ranking geral (ou de uma linha), com a regra de desempate', response: RankingSchema,
  }),
  exportarRanking: defineEndpoint({
    method: 'GET', path: '/api/admin/chamadas/:chamadaId/ranking/exportacao', acesso: admin, tag, params: ChamadaIdParamsSchema, query: ExportacaoRankingQuerySchema,
    resumo: 'O ranking em CSV ou XLSX', response: ArquivoSchema,
  }),
  decidir: defineEndpoint({
    method: 'PUT', path: '/api/admin/submissoes/:submissaoId/decisao', acesso: admin, tag, params: SubmissaoIdParamsSchema, body: DecisaoBodySchema,
    resumo: 'Guarda a decisão final (idempotente; o autor só a vê na liberação)', response: DecisaoDoTrabalhoSchema,
  }),
  previaDasDecisoes: defineEndpoint({
    method: 'POST', path: '/api/admin/chamadas/:chamadaId/decisoes/previa', acesso: admin, tag, params: ChamadaIdParamsSchema,
    resumo: 'Monta a caixa de saída: a mensagem de cada decisão ainda não liberada, como vai sair', response: CaixaDeSaidaSchema,
  }),
  liberarDecisoes: defineEndpoint({
    method: 'POST', path: '/api/admin/chamadas/:chamadaId/decisoes/liberacao', acesso: admin, tag, params: ChamadaIdParamsSchema,
    resumo: 'Envia de uma vez as mensagens da prévia (no app e por e-mail) e libera o resultado aos autores', response: LiberacaoSchema,
  }),
  encerrar: defineEndpoint({
    method: 'POST', path: '/api/admin/chamadas/:chamadaId/encerramento', acesso: admin, tag, params: ChamadaIdParamsSchema,
    resumo: 'Encerra a chamada e emite os certificados (apresentação de trabalho e avaliador); idempotente', response: EncerramentoSchema,
  }),
};
