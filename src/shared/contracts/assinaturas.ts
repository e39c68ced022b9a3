import { z } from 'zod';
import { textoSeguro } from './campos.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * Assinatura de cada pessoa (SPEC §2.7, "signature modal"): uma imagem PNG desenhada ou enviada no modal,
 * e a função impressa abaixo dela nos certificados. Quem emite certificados escolhe entre as pessoas que
 * já têm assinatura (`GET /api/assinatura/lista`).
 */

/** Limites da imagem guardada (conferidos pelo servidor no conteúdo, nunca pelo prefixo do data URL). */
export const ASSINATURA_LIMITES = {
  /** Tamanho da imagem decodificada. */
  maxBytes: 1024 * 1024,
  larguraMax: 2000,
  alturaMax: 1000,
  larguraMin: 20,
  alturaMin: 10,
  /** O que o modal envia: a imagem aparada e reduzida até caber aqui. */
  larguraEnvio: 900,
  alturaEnvio: 300,
} as const;

export const FUNCAO_MAX = 120;

export const MENSAGEM_ASSINATURA_FORMATO = 'Envie a assinatura como imagem PNG.';
export const MENSAGEM_ASSINATURA_GRANDE = 'A imagem passa de 1 MB. Use uma imagem menor ou desenhe a assinatura.';

/** Função abaixo da assinatura: aparada, 1–120 caracteres; vazia vira nula (sem função). */
export const FuncaoAssinaturaSchema = z
  .string({ error: 'Informe a função como texto.' })
  .refine(textoSeguro, 'A função contém caracteres inválidos.')
  .transform((v) => v.replace(/\s+/g, ' ').trim())
  .pipe(z.string().max(FUNCAO_MAX, `A função pode ter no máximo ${FUNCAO_MAX} caracteres.`))
  .transform((v) => (v === '' ? null : v))
  .describe('Função impressa abaixo da assinatura (ex.: "Chefe da Escola da Saúde")');

export const SalvarAssinaturaBodySchema = z.object({
  imagem: z
    .string({ error: MENSAGEM_ASSINATURA_FORMATO })
    .optional()
    .describe('A imagem como data URL (`data:image/png;base64,…`); obrigatória no primeiro envio, omitida para mudar só a função'),
  funcao: FuncaoAssinaturaSchema.nullable().optional(),
});
export type SalvarAssinaturaBody = z.input<typeof SalvarAssinaturaBodySchema>;

/** A assinatura da própria pessoa. */
export const MinhaAssinaturaSchema = z.object({
  tem_assinatura: z.boolean(),
  funcao: z.string().nullable(),
  atualizada_em: z.string().nullable().describe('Quando a assinatura foi salva pela última vez (ISO)'),
  imagem: z.string().nullable().describe('A imagem como data URL PNG, ou nulo'),
});
export type MinhaAssinatura = z.infer<typeof MinhaAssinaturaSchema>;

/**
 * Quem pode assinar um certificado: só pessoas com assinatura salva. `tem_assinatura` vai sempre `true`
 * (SPEC §3: um cliente fica só com as entradas que trazem a marca de quem tem assinatura).
 */
export const AssinanteDisponivelSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  funcao: z.string().nullable(),
  tem_assinatura: z.literal(true).describe('Sempre verdadeiro: a lista só traz quem tem assinatura salva (SPEC §3)'),
});
export type AssinanteDisponivel = z.infer<typeof AssinanteDisponivelSchema>;

const tag = 'assinaturas';

export const assinaturasEndpoints = {
  minha: defineEndpoint({
    method: 'GET', path: '/api/assinatura', acesso: 'autenticado', tag,
    resumo: 'A assinatura de quem pede (imagem e função), se houver', response: MinhaAssinaturaSchema,
  }),
  salvar: defineEndpoint({
    method: 'PUT', path: '/api/assinatura', acesso: 'autenticado', tag,
    resumo: 'Salva ou substitui a assinatura (PNG até 1 MB) e a função', body: SalvarAssinaturaBodySchema, response: MinhaAssinaturaSchema,
  }),
  remover: defineEndpoint({
    method: 'DELETE', path: '/api/assinatura', acesso: 'autenticado', tag, status: 204,
    resumo: 'Remove a assinatura de quem pede', response: z.null(),
  }),
  lista: defineEndpoint({
    method: 'GET', path: '/api/assinatura/lista', acesso: { perfis: ['instrutor', 'administrador'] }, tag,
    resumo: 'Pessoas com assinatura salva, por nome (para escolher quem assina um certificado)', response: z.array(AssinanteDisponivelSchema),
  }),
};
