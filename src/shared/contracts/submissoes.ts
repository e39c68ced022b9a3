import { z } from 'zod';
import { cpfValido, somenteDigitos } from '../rules/cpf.ts';
import {
  FAIXA_LIMITE as F,
  LIMITES_CHAMADA,
  LIMITES_SUBMISSAO as L,
  PAPEIS_COAUTOR,
  ROTULO_CAMPO,
  STATUS_ENVIADOS,
  STATUS_SUBMISSAO,
} from '../rules/chamadas.ts';
import { EmailSchema, textoDeUmaLinha, textoLongo } from './campos.ts';
import { ChamadaIdParamsSchema, MesSchema } from './chamadas.ts';
import { idSchema } from './comum.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * Submissões de trabalhos (issue 20, decisão 022): o autor guarda rascunhos, envia quando completo e no
 * prazo, edita e retira até o prazo, e anexa o pôster (SPEC §7: multipart, campo `poster`). A
 * administração lista os trabalhos enviados por chamada e no geral. Os limites de caracteres de cada
 * campo são da chamada e o servidor os confere; aqui ficam só os tetos absolutos.
 */

export const StatusSubmissaoSchema = z.enum(STATUS_SUBMISSAO, { error: 'Situação inválida.' });
export const SubmissaoIdParamsSchema = z.object({ submissaoId: idSchema('submissaoId inválido') });

export const CoautorEntradaSchema = z.object({
  nome: textoDeUmaLinha('o nome do coautor', L.nomeCoautor),
  email: EmailSchema,
  unidade_id: idSchema('Unidade inválida.').nullable().default(null).describe('Unidade da rede; nulo para quem é de fora'),
  papel: z.enum(PAPEIS_COAUTOR, { error: 'Papel do coautor inválido.' }).default('coautor'),
  cpf: z
    .string()
    .transform(somenteDigitos)
    .pipe(z.string().refine((v) => v === '' || cpfValido(v), 'CPF do coautor inválido. Verifique os dígitos.'))
    .transform((v) => v || null)
    .nullable()
    .default(null)
    .describe('Opcional; ajuda a achar a conta do coautor (conflitos de interesse e certificados)'),
});

const secao = (campo: keyof typeof ROTULO_CAMPO) => textoLongo(ROTULO_CAMPO[campo], F.texto.max).default('');

export const SubmissaoEntradaSchema = z.object({
  titulo: textoDeUmaLinha('o título do trabalho', F.titulo.max, false).default(''),
  inicio_experiencia: MesSchema.nullable().default(null).describe('Mês de início da experiência (AAAA-MM), no período da chamada'),
  linha_id: idSchema('Linha temática inválida para esta chamada.').nullable().default(null),
  introducao: secao('introducao'),
  objetivos: secao('objetivos'),
  metodo: secao('metodo'),
  resultados: secao('resultados'),
  consideracoes: secao('consideracoes'),
  bibliografia: secao('bibliografia'),
  coautores: z.array(CoautorEntradaSchema).max(LIMITES_CHAMADA.coautores.max, `No máximo ${LIMITES_CHAMADA.coautores.max} coautores.`).default([]),
  enviar: z.boolean().default(false).describe('true = envia (exige o trabalho completo e o prazo aberto); false = guarda como está'),
});
export type SubmissaoEntrada = z.input<typeof SubmissaoEntradaSchema>;
export type SubmissaoEntradaValidada = z.output<typeof SubmissaoEntradaSchema>;

/* ------------------------------------------------------------------ respostas */

export const PosterSchema = z.object({
  id: z.number().int(),
  nome_arquivo: z.string(),
  tipo: z.string().describe('png, jpeg, webp, pdf, ppt ou pptx (pelo conteúdo)'),
  mime: z.string(),
  tamanho: z.number().int().describe('Bytes'),
  enviado_em: z.string(),
});
export type Poster = z.infer<typeof PosterSchema>;

const CoautorSchema = z.object({
  nome: z.string(),
  email: z.string(),
  unidade: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
  papel: z.enum(PAPEIS_COAUTOR),
  cpf: z.string().nullable(),
});

const ChamadaDoTrabalhoSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  prazo_final: z.string().describe('AAAA-MM-DDTHH:MM, horário de São Paulo'),
  aberta: z.boolean().describe('Dentro do prazo de submissão'),
  aceita_poster: z.boolean(),
});

const LinhaDoTrabalhoSchema = z.object({ id: z.number().int(), codigo: z.string(), nome: z.string() });

/** O trabalho inteiro, para o autor e para a administração (nunca para quem avalia: a revisão é cega). */
export const SubmissaoSchema = z.object({
  id: z.number().int(),
  chamada: ChamadaDoTrabalhoSchema,
  autor: z.object({ id: z.number().int(), nome: z.string(), email: z.string() }),
  titulo: z.string(),
  inicio_experiencia: z.string().nullable(),
  linha: LinhaDoTrabalhoSchema.nullable(),
  introducao: z.string(),
  objetivos: z.string(),
  metodo: z.string(),
  resultados: z.string(),
  consideracoes: z.string(),
  bibliografia: z.string(),
  coautores: z.array(CoautorSchema),
  status: StatusSubmissaoSchema,
  submetida_em: z.string().nullable(),
  retirada_em: z.string().nullable(),
  poster: PosterSchema.nullable().describe('O pôster atual'),
  posteres_anteriores: z.array(PosterSchema).describe('Os pôsteres substituídos, do mais novo ao mais antigo'),
  pendencias: z.array(z.object({ campo: z.string(), mensagem: z.string() })).describe('O que falta para enviar (vazio: completo)'),
  pode_editar: z.boolean(),
  pode_retirar: z.boolean(),
  pode_enviar_poster: z.boolean(),
  criado_em: z.string(),
  atualizado_em: z.string(),
});
export type Submissao = z.infer<typeof SubmissaoSchema>;

/** Um item das listas (as minhas e as da administração). */
export const SubmissaoResumoSchema = z.object({
  id: z.number().int(),
  chamada: ChamadaDoTrabalhoSchema.pick({ id: true, titulo: true, prazo_final: true, aberta: true }),
  autor: z.object({ id: z.number().int(), nome: z.string(), email: z.string() }),
  titulo: z.string(),
  linha: LinhaDoTrabalhoSchema.nullable(),
  status: StatusSubmissaoSchema,
  submetida_em: z.string().nullable(),
  atualizado_em: z.string(),
  total_coautores: z.number().int(),
  tem_poster: z.boolean(),
  pode_editar: z.boolean(),
  pode_retirar: z.boolean(),
});
export type SubmissaoResumo = z.infer<typeof SubmissaoResumoSchema>;

/** Filtros das listas da administração: só situações de trabalhos enviados (rascunhos são do autor). */
const FiltrosAdminSchema = z.object({
  status: z.enum([...STATUS_ENVIADOS, 'retirada'], { error: 'Situação inválida.' }).optional(),
  linha_id: idSchema('Linha temática inválida.').optional(),
});
export const ListarSubmissoesAdminQuerySchema = FiltrosAdminSchema.extend({ chamada_id: idSchema('chamadaId inválido').optional() });
export const ListarSubmissoesDaChamadaQuerySchema = FiltrosAdminSchema;

export const PosterParamsSchema = SubmissaoIdParamsSchema.extend({ posterId: idSchema('Pôster inválido.') });

const ArquivoSchema = z.custom<Uint8Array>((v) => v instanceof Uint8Array).describe('O arquivo (nome no Content-Disposition)');

const tag = 'submissoes';
const admin = { perfis: ['administrador'] } as const;
const params = SubmissaoIdParamsSchema;

export const submissoesEndpoints = {
  minhas: defineEndpoint({
    method: 'GET', path: '/api/submissoes/minhas', acesso: 'autenticado', tag,
    resumo: 'Os trabalhos de quem está logado, os alterados por último primeiro', response: z.array(SubmissaoResumoSchema),
  }),
  criar: defineEndpoint({
    method: 'POST', path: '/api/chamadas/:chamadaId/submissoes', acesso: 'autenticado', tag, status: 201,
    params: ChamadaIdParamsSchema, body: SubmissaoEntradaSchema,
    resumo: 'Cria um trabalho na chamada (rascunho, ou já enviado com `enviar`); só no prazo', response: SubmissaoSchema,
  }),
  obter: defineEndpoint({
    method: 'GET', path: '/api/submissoes/:submissaoId', acesso: 'autenticado', tag, params,
    resumo: 'Um trabalho (o autor; a administração, se já foi enviado)', response: SubmissaoSchema,
  }),
  editar: defineEndpoint({
    method: 'PUT', path: '/api/submissoes/:submissaoId', acesso: 'autenticado', tag, params, body: SubmissaoEntradaSchema,
    resumo: 'Salva o trabalho inteiro (coautores substituídos); só o autor, até o prazo, em rascunho ou enviado', response: SubmissaoSchema,
  }),
  retirar: defineEndpoint({
    method: 'POST', path: '/api/submissoes/:submissaoId/retirada', acesso: 'autenticado', tag, params,
    resumo: 'Retira o trabalho (definitivo); só o autor, até o prazo', response: SubmissaoSchema,
  }),
  enviarPoster: defineEndpoint({
    method: 'POST', path: '/api/submissoes/:submissaoId/poster', acesso: 'autenticado', tag, params,
    resumo: 'Envia ou troca o pôster: multipart, campo "poster"; PNG, JPG, WEBP, PDF, PPT ou PPTX até 30 MB, tipo pelo conteúdo; o anterior fica no histórico',
    response: PosterSchema,
  }),
  baixarPoster: defineEndpoint({
    method: 'GET', path: '/api/submissoes/:submissaoId/poster', acesso: 'autenticado', tag, params,
    resumo: 'O pôster atual: para o autor, quem avalia o trabalho e a administração', response: ArquivoSchema,
  }),
  baixarPosterAnterior: defineEndpoint({
    method: 'GET', path: '/api/submissoes/:submissaoId/posteres/:posterId', acesso: 'autenticado', tag, params: PosterParamsSchema,
    resumo: 'Um pôster do histórico: para o autor e a administração', response: ArquivoSchema,
  }),
  listarAdmin: defineEndpoint({
    method: 'GET', path: '/api/admin/submissoes', acesso: admin, tag, query: ListarSubmissoesAdminQuerySchema,
    resumo: 'Trabalhos enviados de todas as chamadas (filtros: chamada, situação, linha)', response: z.array(SubmissaoResumoSchema),
  }),
  listarDaChamada: defineEndpoint({
    method: 'GET', path: '/api/admin/chamadas/:chamadaId/submissoes', acesso: admin, tag,
    params: ChamadaIdParamsSchema, query: ListarSubmissoesDaChamadaQuerySchema,
    resumo: 'Trabalhos enviados de uma chamada (filtros: situação, linha)', response: z.array(SubmissaoResumoSchema),
  }),
};
