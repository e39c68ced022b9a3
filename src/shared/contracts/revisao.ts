import { z } from 'zod';
import { DECISOES, LANCES, LIMITES_CHAMADA, LIMITES_SUBMISSAO as L, TIPOS_AVALIACAO } from '../rules/chamadas.ts';
import { MENSAGENS_REVISAO as R, SITUACOES_PARECER } from '../rules/revisao.ts';
import { textoLongo } from './campos.ts';
import { ChamadaIdParamsSchema } from './chamadas.ts';
import { idSchema } from './comum.ts';
import { defineEndpoint } from './endpoint.ts';
import { SubmissaoIdParamsSchema } from './submissoes.ts';

/**
 * A revisão dos trabalhos (issue 20, segunda metade; decisão 022): quem avalia declara linhas e marca
 * interesse; a administração atribui (à mão ou automaticamente, com prévia), acompanha o painel, decide,
 * libera o resultado aos autores, exporta o ranking e encerra a chamada (com os certificados). Aqui, as
 * entradas e o que quem avalia e o autor recebem; o que é só da administração, em `revisao-gestao.ts`.
 *
 * Revisão cega: nenhuma resposta para quem avalia leva nome, e-mail, unidade ou coautor do trabalho
 * (os esquemas são listas do que sai; um teste percorre cada resposta). O autor vê notas e comentários
 * só depois da liberação, e nunca quem avaliou.
 */

export const TipoAvaliacaoSchema = z.enum(TIPOS_AVALIACAO, { error: 'Tipo de avaliação inválido (escrita ou oral).' });
export const LanceSchema = z.enum(LANCES, { error: 'Lance inválido (quero, posso ou prefiro_nao).' });
export const DecisaoSchema = z.enum(DECISOES, { error: 'Decisão inválida.' });

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

export const LinhaCurtaSchema = z.object({ id: z.number().int(), codigo: z.string(), nome: z.string() });
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

export const CriterioDoParecerSchema = z.object({
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

/* ------------------------------------------------------------------ rotas */

const tag = 'revisao';
const avaliadores = { perfis: ['instrutor', 'administrador'] } as const;

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
};
