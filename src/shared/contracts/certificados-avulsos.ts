import { z } from 'zod';
import { textoSeguro } from './campos.ts';
import { ANOS_DAS_DATAS, anoEntre, idSchema, MensagemSchema } from './comum.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * Certificados avulsos (SPEC §2.8, §3, §4, §5, §7, §8): a administração cadastra um certificado fora do
 * fluxo das turmas, gera o PDF e manda por e-mail. Mesmos número, código, validação e renderizador dos
 * certificados de evento (decisão 014). A lista é um array simples e a criação devolve o registro, como o
 * SPEC §7 diz.
 */

const tag = 'Certificados avulsos';
const administracao = { perfis: ['administrador'] } as const;

/** Limites do SPEC §9. */
export const LIMITES_AVULSO = { nome: 150, curso: 160, email: 120, cpf: 14 } as const;

export const MENSAGENS_AVULSO = {
  obrigatorios: 'Preencha todos os campos obrigatórios.',
  email: 'Informe um e-mail válido.',
  carga: 'Informe uma carga horária válida (> 0).',
  inicio: 'Data de início inválida.',
  fim: 'Data de término inválida.',
  ordem: 'A data de término não pode ser anterior à data de início.',
  segundaParaEnviar: 'Selecione a 2ª assinatura antes de enviar o e-mail.',
  segundaParaPdf: 'Selecione a 2ª assinatura antes de gerar o PDF.',
} as const;

/** Espaços em sequência viram um, e as pontas saem (SPEC §5: "whitespace is collapsed and trimmed"). */
export const compactar = (v: string): string => v.replace(/\s+/g, ' ').trim();

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATA_RE = /^\d{4}-\d{2}-\d{2}$/;

/** Data que existe, nos anos que toda data de entrada alcança (`ANOS_DAS_DATAS`). */
function dataReal(v: string): boolean {
  if (!DATA_RE.test(v)) return false;
  const [a, m, d] = v.split('-').map(Number) as [number, number, number];
  const dt = new Date(Date.UTC(a, m - 1, d));
  return dt.getUTCFullYear() === a && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d && anoEntre(v, ANOS_DAS_DATAS.primeiro, ANOS_DAS_DATAS.ultimo);
}

const texto = (max: number) =>
  z
    .string({ error: MENSAGENS_AVULSO.obrigatorios })
    .transform(compactar)
    .refine(textoSeguro, 'O texto contém caracteres inválidos.')
    .pipe(z.string().min(1, MENSAGENS_AVULSO.obrigatorios).max(max, `No máximo ${max} caracteres.`));

/** Data `AAAA-MM-DD`, opcional; aceita o sufixo de hora que o servidor às vezes devolve (`…T00:00:00Z`). */
const dataOpcional = (mensagem: string) =>
  z
    .string({ error: mensagem })
    .nullish()
    .refine((v) => !v || /^\d{4}-\d{2}-\d{2}(T[0-9:.+\-Z]*)?$/.test(v.trim()), mensagem)
    .transform((v) => (v ? v.trim().slice(0, 10) : null))
    .refine((v) => v === null || dataReal(v), mensagem);

/** O cadastro (POST): as regras e mensagens do SPEC §5, as mesmas no formulário e no servidor. */
export const NovoAvulsoSchema = z
  .object({
    nome: texto(LIMITES_AVULSO.nome),
    cpf: z
      .string({ error: 'Informe o CPF ou registro funcional como texto (só números).' })
      .nullish()
      .transform((v) => (v ?? '').replace(/\D/g, ''))
      .pipe(z.string().max(LIMITES_AVULSO.cpf, `No máximo ${LIMITES_AVULSO.cpf} dígitos.`))
      .transform((v) => v || null),
    email: z
      .string({ error: MENSAGENS_AVULSO.obrigatorios })
      .transform((v) => compactar(v).toLowerCase())
      .refine(textoSeguro, MENSAGENS_AVULSO.email)
      .pipe(z.string().min(1, MENSAGENS_AVULSO.obrigatorios).max(LIMITES_AVULSO.email, `No máximo ${LIMITES_AVULSO.email} caracteres.`).regex(EMAIL_RE, MENSAGENS_AVULSO.email)),
    curso: texto(LIMITES_AVULSO.curso),
    carga_horaria: z
      .union([z.number(), z.string().regex(/^\d+$/, MENSAGENS_AVULSO.carga).transform(Number)], { error: MENSAGENS_AVULSO.obrigatorios })
      .pipe(z.number().int(MENSAGENS_AVULSO.carga).positive(MENSAGENS_AVULSO.carga).max(10_000, MENSAGENS_AVULSO.carga)),
    data_inicio: dataOpcional(MENSAGENS_AVULSO.inicio),
    data_fim: dataOpcional(MENSAGENS_AVULSO.fim),
  })
  .transform((v) => ({ ...v, data_fim: v.data_fim ?? v.data_inicio }))
  .refine((v) => !v.data_inicio || !v.data_fim || v.data_fim >= v.data_inicio, { message: MENSAGENS_AVULSO.ordem, path: ['data_fim'] });
export type NovoAvulso = z.output<typeof NovoAvulsoSchema>;

/** O registro (SPEC §3) e o que o documento ganhou aqui: número, código, validação e quando foi enviado. */
export const AvulsoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  cpf: z.string().nullable(),
  email: z.string(),
  curso: z.string(),
  carga_horaria: z.number().int(),
  data_inicio: z.string().nullable(),
  data_fim: z.string().nullable(),
  enviado: z.boolean(),
  enviado_em: z.string().nullable(),
  numero: z.string(),
  codigo: z.string(),
  url_validacao: z.string(),
  criado_em: z.string(),
});
export type Avulso = z.infer<typeof AvulsoSchema>;

export const AvulsoIdParamsSchema = z.object({ id: idSchema('Certificado inválido.') });

/** `palestrante=1` e `assinatura2_id` (SPEC §7), no PDF e no envio. */
export const OpcoesDoDocumentoSchema = z.object({
  palestrante: z.enum(['0', '1'], { error: 'Use palestrante=1 ou palestrante=0.' }).optional().transform((v) => v === '1'),
  assinatura2_id: idSchema('Assinatura inválida.').optional(),
});

const PdfSchema = z.custom<Uint8Array>((v) => v instanceof Uint8Array).describe('PDF do certificado avulso');

export const certificadosAvulsosEndpoints = {
  listar: defineEndpoint({
    method: 'GET', path: '/api/certificados-avulsos', acesso: administracao, tag,
    resumo: 'Todos os certificados avulsos, do mais novo ao mais antigo (um array)', response: z.array(AvulsoSchema),
  }),
  criar: defineEndpoint({
    method: 'POST', path: '/api/certificados-avulsos', acesso: administracao, tag, status: 201,
    resumo: 'Cadastra um certificado avulso (devolve o registro)', body: NovoAvulsoSchema, response: AvulsoSchema,
  }),
  enviar: defineEndpoint({
    method: 'POST', path: '/api/certificados-avulsos/:id/enviar', acesso: administracao, tag,
    resumo: 'Manda o certificado por e-mail com o PDF anexo (reenviar é permitido)', params: AvulsoIdParamsSchema, query: OpcoesDoDocumentoSchema,
    response: MensagemSchema.extend({ enviado_em: z.string() }),
  }),
  pdf: defineEndpoint({
    method: 'GET', path: '/api/certificados-avulsos/:id/pdf', acesso: administracao, tag,
    resumo: 'O PDF do certificado avulso (nome do arquivo no Content-Disposition)', params: AvulsoIdParamsSchema, query: OpcoesDoDocumentoSchema,
    response: PdfSchema,
  }),
};
