import { z } from 'zod';
import { DECISOES, LANCES, LIMITES_CHAMADA, LIMITES_SUBMISSAO as L, ORIGENS_ATRIBUICAO, STATUS_SUBMISSAO, TIPOS_AVALIACAO } from '../rules/chamadas.ts';
import { MENSAGENS_REVISAO as R, SITUACOES_PARECER } from '../rules/revisao.ts';
import { textoLongo } from './campos.ts';
import { ChamadaIdParamsSchema } from './chamadas.ts';
import { idSchema } from './comum.ts';
import { defineEndpoint } from './endpoint.ts';
import { SubmissaoIdParamsSchema } from './submissoes.ts';

/**
 * A revisão dos trabalhos (issue 20, segunda metade; decisão 022): quem avalia declara linhas e marca
 * interesse; a administração atribui (à mão ou automaticamente, com prévia), acompanha o painel, decide,
 * libera o resultado aos autores, exporta o ranking e encerra a chamada (com os certificados).
 *
 * Revisão cega: nenhuma resposta para quem avalia leva nome, e-mail, unidade ou coautor do trabalho
 * (os esquemas são listas do que sai; um teste percorre cada resposta). O autor vê notas e comentários
 * só depois da liberação, e nunca quem avaliou.
 */

export const TipoAvaliacaoSchema = z.enum(TIPOS_AVALIACAO, { error: 'Tipo de avaliação inválido (escrita ou oral).' });
const LanceSchema = z.enum(LANCES, { error: 'Lance inválido (quero, posso ou prefiro_nao).' });
const DecisaoSchema = z.enum(DECISOES, { error: 'Decisão inválida.' });

export const ParecerParamsSchema = SubmissaoIdParamsSchema.extend({ tipo: TipoAvaliacaoSchema });
export const AtribuicaoParamsSchema = SubmissaoIdParamsSchema.extend({ atribuicaoId: idSchema('Atribuição inválida.') });

/* ------------------------------------------------------------------ entradas */

export const LinhasDoAvaliadorBodySchema = z.object({
  linha_ids: z.array(idSchema('Linha temática inválida.')).max(LIMITES_CHAMADA.linhasMax, 'Linhas demais.').describe('As linhas temáticas que a pessoa avalia (substitui as anteriores)'),
});

export const LanceBodySchema = z.object({
  lance: LanceSchema.nullable().describe('quero, posso, prefiro_nao; nulo apaga o lance'),
});

/** Duas casas decimais no máximo (o banco guarda `numeric(6, 2)`). */
const duasCasas = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

export const NotaEntradaSchema = z.object({
  criterio_id: idSchema('Critério inválido.'),
  nota: z
    .number({ error: 'Informe a nota.' })
    .min(LIMITES_CHAMADA.escala.min, 'Nota inválida.')
    .max(LIMITES_CHAMADA.escala.max, 'Nota inválida.')
    .refine(duasCasas, 'A nota pode ter no máximo duas casas decimais.')
    .describe('Na escala do critério (o servidor confere a faixa)'),
  comentario: textoLongo('O comentário do critério', L.comentarioParecer).default(''),
});

export const ParecerBodySchema = z.object({
  notas: z.array(NotaEntradaSchema).max(LIMITES_CHAMADA.criteriosMax, 'Notas demais.').default([]),
  comentario: textoLongo('O comentário ao autor', L.comentarioParecer).default('').describe('Vai ao autor quando o resultado é liberado, sem o nome de quem avaliou'),
  observacao_reservada: textoLongo('A observação reservada', L.comentarioParecer).default('').describe('Só a administração lê'),
  enviar: z.boolean().default(false).describe('true = envia (exige nota em todos os critérios; uma vez só); false = guarda para continuar depois'),
});
export type ParecerBody = z.input<typeof ParecerBodySchema>;

export const AtribuirBodySchema = z.object({
  avaliador_id: idSchema('Pessoa inválida.'),
  tipo: TipoAvaliacaoSchema.default('escrita'),
});
export const SubstituirBodySchema = z.object({ avaliador_id: idSchema('Pessoa inválida.') });

export const AtribuicaoAutomaticaBodySchema = z.object({
  tipo: TipoAvaliacaoSchema.default('escrita'),
  aplicar: z.boolean().default(false).describe('false = só a prévia (nada muda); true = grava'),
  previa: z.string().max(100).optional().describe('A marca da prévia vista; se as atribuições mudaram desde ela, 409 e nada é gravado'),
});

export const DecisaoBodySchema = z
  .object({
    decisao: DecisaoSchema,
    motivo: textoLongo('O motivo', L.motivoDecisao).nullable().default(null).transform((v) => (v ? v : null)),
  })
  .refine((d) => d.decisao !== 'reprovada' || d.motivo !== null, { message: R.reprovarSemMotivo, path: ['motivo'] });

export const RankingQuerySchema = z.object({ linha_id: idSchema('Linha temática inválida.').optional() });
export const ExportacaoRankingQuerySchema = RankingQuerySchema.extend({
  formato: z.enum(['csv', 'xlsx'], { error: 'Formato inválido (csv ou xlsx).' }),
});

/* ------------------------------------------------------------------ respostas: quem avalia (cegas) */

const LinhaCurtaSchema = z.object({ id: z.number().int(), codigo: z.string(), nome: z.string() });
const ChamadaCurtaSchema = z.object({ id: z.number().int(), titulo: z.string() });

/** Uma chamada em revisão, como quem avalia a vê: as linhas, as que declarou e a janela de lances. */
export const ChamadaDoAvaliadorSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  linhas: z.array(LinhaCurtaSchema),
  minhas_linhas: z.array(z.number().int()),
  lances_inicio: z.string().nullable(),
  lances_fim: z.string().nullable(),
  lances_abertos: z.boolean(),
  prazo_avaliacao: z.string().nullable().describe('AAAA-MM-DDTHH:MM, horário de São Paulo'),
  tem_criterios_orais: z.boolean(),
  minhas_atribuicoes: z.number().int(),
});
export type ChamadaDoAvaliador = z.infer<typeof ChamadaDoAvaliadorSchema>;

/** Um trabalho para marcar interesse: título, linha e objetivos; nada de quem escreveu. */
export const TrabalhoParaLanceSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  linha: LinhaCurtaSchema.nullable(),
  objetivos: z.string(),
  na_minha_linha: z.boolean(),
  meu_lance: LanceSchema.nullable(),
  atribuido_a_mim: z.boolean(),
});
export type TrabalhoParaLance = z.infer<typeof TrabalhoParaLanceSchema>;

export const LanceSalvoSchema = z.object({ submissao_id: z.number().int(), lance: LanceSchema.nullable() });

/** Uma atribuição de quem avalia (uma linha por trabalho e tipo). */
export const MinhaAtribuicaoSchema = z.object({
  submissao: z.object({ id: z.number().int(), titulo: z.string(), linha: LinhaCurtaSchema.nullable() }),
  chamada: ChamadaCurtaSchema.extend({ prazo_avaliacao: z.string().nullable() }),
  tipo: TipoAvaliacaoSchema,
  situacao: z.enum(SITUACOES_PARECER),
  nota: z.number().nullable().describe('A parte deste parecer (0–10), depois de enviado'),
  enviado_em: z.string().nullable(),
  atrasado: z.boolean(),
});
export type MinhaAtribuicao = z.infer<typeof MinhaAtribuicaoSchema>;

const CriterioDoParecerSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  escala_min: z.number().int(),
  escala_max: z.number().int(),
  peso: z.number(),
});

/** O trabalho como quem avalia o lê (sem autoria), os critérios do tipo e o parecer desta pessoa. */
export const ParecerDoAvaliadorSchema = z.object({
  submissao: z.object({
    id: z.number().int(),
    titulo: z.string(),
    linha: LinhaCurtaSchema.nullable(),
    inicio_experiencia: z.string().nullable(),
    introducao: z.string(),
    objetivos: z.string(),
    metodo: z.string(),
    resultados: z.string(),
    consideracoes: z.string(),
    bibliografia: z.string(),
    tem_poster: z.boolean().describe('O pôster sai por GET /api/submissoes/{id}/poster, com nome neutro'),
  }),
  chamada: ChamadaCurtaSchema.extend({ prazo_avaliacao: z.string().nullable(), outros_criterios: z.string() }),
  tipo: TipoAvaliacaoSchema,
  criterios: z.array(CriterioDoParecerSchema),
  parecer: z.object({
    situacao: z.enum(SITUACOES_PARECER),
    notas: z.array(z.object({ criterio_id: z.number().int(), nota: z.number(), comentario: z.string() })),
    comentario: z.string(),
    observacao_reservada: z.string(),
    nota: z.number().nullable(),
    enviado_em: z.string().nullable(),
    atualizado_em: z.string().nullable(),
  }),
  pode_editar: z.boolean(),
  atrasado: z.boolean(),
});
export type ParecerDoAvaliador = z.infer<typeof ParecerDoAvaliadorSchema>;

/* ------------------------------------------------------------------ respostas: o autor */

/** O resultado liberado ao autor: decisão, notas e os comentários dos pareceres, sem quem avaliou. */
export const ResultadoDoAutorSchema = z.object({
  liberado: z.boolean(),
  liberado_em: z.string().nullable(),
  decisao: DecisaoSchema.nullable(),
  motivo: z.string().nullable(),
  nota_escrita: z.number().nullable(),
  nota_oral: z.number().nullable(),
  nota_final: z.number().nullable(),
  pareceres: z.array(
    z.object({
      tipo: TipoAvaliacaoSchema,
      nota: z.number(),
      comentario: z.string(),
      criterios: z.array(CriterioDoParecerSchema.omit({ id: true }).extend({ nota: z.number(), comentario: z.string() })),
    }),
  ),
});
export type ResultadoDoAutor = z.infer<typeof ResultadoDoAutorSchema>;

/* ------------------------------------------------------------------ respostas: a administração */

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
  para: z.object({ id: z.number().int(), nome: z.string(), email: z.string() }),
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

/* ------------------------------------------------------------------ rotas */

const tag = 'revisao';
const avaliadores = { perfis: ['instrutor', 'administrador'] } as const;
const admin = { perfis: ['administrador'] } as const;

export const revisaoEndpoints = {
  // quem avalia
  minhasChamadas: defineEndpoint({
    method: 'GET', path: '/api/avaliador/chamadas', acesso: avaliadores, tag,
    resumo: 'Chamadas publicadas e não encerradas, com as linhas que a pessoa declarou e a janela de lances', response: z.array(ChamadaDoAvaliadorSchema),
  }),
  declararLinhas: defineEndpoint({
    method: 'PUT', path: '/api/avaliador/chamadas/:chamadaId/linhas', acesso: avaliadores, tag, params: ChamadaIdParamsSchema, body: LinhasDoAvaliadorBodySchema,
    resumo: 'Declara as linhas temáticas que a pessoa avalia nesta chamada', response: ChamadaDoAvaliadorSchema,
  }),
  trabalhosParaLance: defineEndpoint({
    method: 'GET', path: '/api/avaliador/chamadas/:chamadaId/trabalhos', acesso: avaliadores, tag, params: ChamadaIdParamsSchema,
    resumo: 'Trabalhos enviados e ainda sem decisão, sem autoria e sem os que têm conflito com a pessoa, com o lance dela', response: z.array(TrabalhoParaLanceSchema),
  }),
  marcarLance: defineEndpoint({
    method: 'PUT', path: '/api/avaliador/submissoes/:submissaoId/lance', acesso: avaliadores, tag, params: SubmissaoIdParamsSchema, body: LanceBodySchema,
    resumo: 'Marca (ou apaga) o interesse num trabalho, durante a janela de lances', response: LanceSalvoSchema,
  }),
  minhasAtribuicoes: defineEndpoint({
    method: 'GET', path: '/api/avaliador/submissoes', acesso: avaliadores, tag,
    resumo: 'Os trabalhos atribuídos à pessoa (um por tipo), pendentes primeiro', response: z.array(MinhaAtribuicaoSchema),
  }),
  obterParecer: defineEndpoint({
    method: 'GET', path: '/api/avaliador/submissoes/:submissaoId/pareceres/:tipo', acesso: avaliadores, tag, params: ParecerParamsSchema,
    resumo: 'O trabalho (sem autoria), os critérios do tipo e o parecer da pessoa', response: ParecerDoAvaliadorSchema,
  }),
  salvarParecer: defineEndpoint({
    method: 'PUT', path: '/api/avaliador/submissoes/:submissaoId/pareceres/:tipo', acesso: avaliadores, tag, params: ParecerParamsSchema, body: ParecerBodySchema,
    resumo: 'Guarda o parecer (para continuar depois) ou o envia (uma vez; todas as notas)', response: ParecerDoAvaliadorSchema,
  }),
  // o autor
  resultado: defineEndpoint({
    method: 'GET', path: '/api/submissoes/:submissaoId/resultado', acesso: 'autenticado', tag, params: SubmissaoIdParamsSchema,
    resumo: 'O resultado do trabalho para o autor (notas e comentários depois da liberação; nunca quem avaliou)', response: ResultadoDoAutorSchema,
  }),
  // a administração
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
