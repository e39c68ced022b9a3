import { z } from 'zod';
import { ASSINANTES_MAX, ETAPAS, MOTIVO_MAX, MOTIVO_MIN, ORIGENS_CERTIFICADO, STATUS_CERTIFICADO, TIPOS_CERTIFICADO } from '../rules/certificado.ts';
import { TIPOS_EVENTO } from '../rules/eventos.ts';
import { idSchema, MensagemSchema, paginaSchema } from './comum.ts';
import { textoSeguro } from './campos.ts';
import { defineEndpoint } from './endpoint.ts';
import { TurmaIdParamsSchema } from './eventos.ts';

/**
 * Certificados de evento (issue 9; decisão 014): os meus, os do instrutor, a gestão da administração,
 * o PDF e a validação pública. Os avulsos ficam em `certificados-avulsos.ts`.
 */

const tag = 'Certificados';
const administracao = { perfis: ['administrador'] } as const;
const equipe = { perfis: ['instrutor', 'administrador'] } as const;

export const CertificadoIdParamsSchema = z.object({ id: idSchema('Certificado inválido.') });

/** Um certificado como as listas o mostram (o dono, o instrutor, a administração). */
export const CertificadoSchema = z.object({
  id: z.number().int(),
  numero: z.string(),
  codigo: z.string(),
  tipo: z.enum(TIPOS_CERTIFICADO),
  status: z.enum(STATUS_CERTIFICADO),
  nome: z.string(),
  curso: z.string(),
  turma: z.string().nullable(),
  turma_id: z.number().int().nullable(),
  evento_id: z.number().int().nullable(),
  data_inicio: z.string().nullable(),
  data_fim: z.string().nullable(),
  carga_horaria: z.number().int().nullable(),
  emitido_em: z.string(),
  enviado_em: z.string().nullable(),
  /** Endereço público de validação (o do QR). */
  url_validacao: z.string(),
});
export type Certificado = z.infer<typeof CertificadoSchema>;

/** Uma turma cuja cadeia ainda não terminou: o que falta para o certificado. */
export const CertificadoACaminhoSchema = z.object({
  turma: z.object({ id: z.number().int(), nome: z.string(), data_inicio: z.string(), data_fim: z.string() }),
  evento: z.object({ id: z.number().int(), titulo: z.string(), tipo: z.enum(TIPOS_EVENTO) }),
  /** A etapa que falta; `emissao`: a cadeia está completa e o certificado sai em instantes; `cancelado`: a administração cancelou. */
  etapa: z.enum([...ETAPAS, 'emissao', 'cancelado']),
  texto: z.string(),
  /** Onde dar o próximo passo (`/teste/12`, `/avaliar/12`), quando há um. */
  link: z.string().nullable(),
});
export type CertificadoACaminho = z.infer<typeof CertificadoACaminhoSchema>;

export const MeusCertificadosSchema = z.object({
  certificados: z.array(CertificadoSchema),
  a_caminho: z.array(CertificadoACaminhoSchema),
});

/** Situação de emissão de uma turma do instrutor (ou de qualquer turma, para a administração). */
export const TurmaEmissaoSchema = z.object({
  turma: z.object({ id: z.number().int(), nome: z.string(), data_inicio: z.string(), data_fim: z.string(), encerrada: z.boolean() }),
  evento: z.object({ id: z.number().int(), titulo: z.string() }),
  inscritos: z.number().int(),
  emitidos: z.number().int(),
  /** Quantos ainda não têm, por etapa que falta (só as que têm alguém). */
  faltam: z.array(z.object({ etapa: z.enum(ETAPAS), texto: z.string(), pessoas: z.number().int() })),
});

export const CertificadosDoInstrutorSchema = z.object({
  certificados: z.array(CertificadoSchema),
  turmas: z.array(TurmaEmissaoSchema),
});

/** Validação pública: só o que prova o certificado (nome, curso, período, carga, emissão, situação, hash). */
export const ValidacaoSchema = z.object({
  situacao: z.enum(['valido', 'cancelado', 'substituido', 'nao_encontrado']),
  mensagem: z.string(),
  certificado: z
    .object({
      numero: z.string(),
      codigo: z.string(),
      tipo: z.enum(TIPOS_CERTIFICADO),
      origem: z.enum(ORIGENS_CERTIFICADO),
      nome: z.string(),
      identificador: z.string().nullable(),
      curso: z.string(),
      turma: z.string().nullable(),
      data_inicio: z.string().nullable(),
      data_fim: z.string().nullable(),
      carga_horaria: z.number().int().nullable(),
      frase: z.string(),
      emitido_em: z.string(),
      cancelado_em: z.string().nullable(),
      hash_sha256: z.string().nullable(),
    })
    .nullable(),
});
export type Validacao = z.infer<typeof ValidacaoSchema>;

export const ValidarParamsSchema = z.object({
  codigo: z.string().max(300, 'Código de validação inválido.').refine(textoSeguro, 'Código de validação inválido.'),
});

/** Gestão: busca por nome, e-mail, número, código, curso; filtros por turma, evento e situação. */
export const GestaoQuerySchema = z.object({
  busca: z.string().refine(textoSeguro, 'A busca contém caracteres inválidos.').transform((v) => v.trim()).pipe(z.string().max(120, 'Busca muito longa.')).optional(),
  evento_id: idSchema('Evento inválido.').optional(),
  turma_id: idSchema('Turma inválida.').optional(),
  status: z.enum(STATUS_CERTIFICADO, { error: 'Situação inválida.' }).optional(),
  tipo: z.enum(TIPOS_CERTIFICADO, { error: 'Tipo inválido.' }).optional(),
  origem: z.enum(['evento', 'chamada'], { error: 'Origem inválida.' }).optional().describe('Turma (evento) ou chamada de trabalhos; sem ela, os dois'),
  pagina: z.coerce.number().int().min(1, 'Página inválida.').max(100_000).default(1),
  por_pagina: z.coerce.number().int().min(1).max(100, 'No máximo 100 por página.').default(20),
});

export const CertificadoDaGestaoSchema = CertificadoSchema.extend({
  origem: z.enum(ORIGENS_CERTIFICADO).describe('evento (turma) ou chamada (de trabalhos); os avulsos têm a tela deles'),
  email: z.string().nullable(),
  usuario_id: z.number().int().nullable(),
  cancelado_em: z.string().nullable(),
  motivo_cancelamento: z.string().nullable(),
  substitui_id: z.number().int().nullable(),
});

/** Uma pessoa da turma, com o certificado ou a etapa que falta. */
export const PessoaDaTurmaSchema = z.object({
  usuario_id: z.number().int(),
  nome: z.string(),
  email: z.string(),
  tipo: z.enum(TIPOS_CERTIFICADO),
  frequencia: z.number().nullable(),
  certificado: CertificadoDaGestaoSchema.nullable(),
  etapa: z.enum(ETAPAS).nullable(),
  texto: z.string().nullable(),
});

export const TurmaDaGestaoSchema = z.object({
  resumo: TurmaEmissaoSchema,
  pessoas: z.array(PessoaDaTurmaSchema),
});

const motivo = z
  .string({ error: `Informe o motivo (${MOTIVO_MIN} a ${MOTIVO_MAX} caracteres).` })
  .refine((v) => textoSeguro(v.replace(/[\n\r\t]/g, ' ')), 'O texto contém caracteres inválidos.')
  .transform((v) => v.trim())
  .pipe(z.string().min(MOTIVO_MIN, `Informe o motivo (${MOTIVO_MIN} a ${MOTIVO_MAX} caracteres).`).max(MOTIVO_MAX, `No máximo ${MOTIVO_MAX} caracteres.`));

export const CancelarBodySchema = z.object({ motivo });

export const EnvioEmLoteBodySchema = z
  .object({
    certificado_ids: z.array(idSchema('Certificado inválido.')).max(5000, 'No máximo 5.000 certificados por envio.').optional(),
    turma_id: idSchema('Turma inválida.').optional(),
  })
  .refine((b) => (b.certificado_ids?.length ?? 0) > 0 || b.turma_id !== undefined, 'Escolha os certificados ou uma turma.');

export const LoteSchema = z.object({
  id: z.number().int(),
  criado_em: z.string(),
  total: z.number().int(),
  enviados: z.number().int(),
  falharam: z.number().int(),
  pendentes: z.number().int(),
  itens: z.array(
    z.object({
      certificado_id: z.number().int(),
      numero: z.string(),
      nome: z.string(),
      email: z.string().nullable(),
      situacao: z.enum(['pendente', 'enviado', 'falhou']),
      mensagem: z.string().nullable(),
    }),
  ),
});

export const LoteIdParamsSchema = z.object({ id: idSchema('Envio inválido.') });

export const AssinantesPadraoSchema = z.object({
  assinantes: z.array(z.object({ id: z.number().int(), nome: z.string(), funcao: z.string().nullable(), tem_assinatura: z.boolean() })),
});

export const AssinantesPadraoBodySchema = z.object({
  assinantes: z
    .array(idSchema('Pessoa inválida.'))
    .max(ASSINANTES_MAX, `No máximo ${ASSINANTES_MAX} assinantes.`)
    .refine((ids) => new Set(ids).size === ids.length, 'A mesma pessoa aparece duas vezes.'),
});

export const EmissaoDaTurmaSchema = z.object({ mensagem: z.string(), emitidos: z.number().int() });

const PdfSchema = z.custom<Uint8Array>((v) => v instanceof Uint8Array).describe('PDF do certificado');

export const certificadosEndpoints = {
  meus: defineEndpoint({
    method: 'GET', path: '/api/certificados/meus', acesso: 'autenticado', tag,
    resumo: 'Meus certificados (todos os tipos) e as turmas em que ainda falta uma etapa', response: MeusCertificadosSchema,
  }),
  pdf: defineEndpoint({
    method: 'GET', path: '/api/certificados/:id/pdf', acesso: 'autenticado', tag,
    resumo: 'O PDF do certificado (do dono ou para a administração)', params: CertificadoIdParamsSchema, response: PdfSchema,
  }),
  validar: defineEndpoint({
    method: 'GET', path: '/api/certificados/validar/:codigo', acesso: 'publico', tag, cache: 'no-store',
    resumo: 'Validação pública pelo código (registrada; limite por IP)', params: ValidarParamsSchema, response: ValidacaoSchema,
  }),
  instrutor: defineEndpoint({
    method: 'GET', path: '/api/certificados/instrutor', acesso: equipe, tag,
    resumo: 'Certificados de instrutor e palestrante da pessoa e a situação de emissão das suas turmas', response: CertificadosDoInstrutorSchema,
  }),
  gestao: defineEndpoint({
    method: 'GET', path: '/api/certificados/gestao', acesso: administracao, tag,
    resumo: 'Certificados emitidos, com busca e filtros', query: GestaoQuerySchema, response: paginaSchema(CertificadoDaGestaoSchema),
  }),
  turmas: defineEndpoint({
    method: 'GET', path: '/api/certificados/gestao/turmas', acesso: administracao, tag,
    resumo: 'Turmas encerradas e em andamento com a situação de emissão', response: z.array(TurmaEmissaoSchema),
  }),
  turma: defineEndpoint({
    method: 'GET', path: '/api/certificados/gestao/turmas/:turmaId', acesso: administracao, tag,
    resumo: 'Pessoas da turma com o certificado ou a etapa que falta', params: TurmaIdParamsSchema, response: TurmaDaGestaoSchema,
  }),
  emitirDaTurma: defineEndpoint({
    method: 'POST', path: '/api/certificados/gestao/turmas/:turmaId/emissao', acesso: administracao, tag,
    resumo: 'Emite agora os certificados que a turma já deve (participantes com a cadeia completa, instrutores e palestrantes)',
    params: TurmaIdParamsSchema, response: EmissaoDaTurmaSchema,
  }),
  cancelar: defineEndpoint({
    method: 'POST', path: '/api/certificados/:id/cancelamento', acesso: administracao, tag,
    resumo: 'Cancela o certificado com um motivo (a validação passa a dizer que foi cancelado)',
    params: CertificadoIdParamsSchema, body: CancelarBodySchema, response: CertificadoDaGestaoSchema,
  }),
  reemitir: defineEndpoint({
    method: 'POST', path: '/api/certificados/:id/reemissao', acesso: administracao, tag, status: 201,
    resumo: 'Reemite: um certificado novo (novo número e código, dados de hoje) substitui este',
    params: CertificadoIdParamsSchema, response: CertificadoDaGestaoSchema,
  }),
  reenviar: defineEndpoint({
    method: 'POST', path: '/api/certificados/:id/reenvio', acesso: administracao, tag,
    resumo: 'Manda de novo o e-mail com o PDF', params: CertificadoIdParamsSchema, response: MensagemSchema,
  }),
  enviarEmLote: defineEndpoint({
    method: 'POST', path: '/api/certificados/envios', acesso: administracao, tag, status: 201,
    resumo: 'Envia por e-mail muitos certificados (pela fila; cada um uma vez). O mesmo pedido da mesma pessoa em até 2 minutos devolve o mesmo lote', body: EnvioEmLoteBodySchema, response: LoteSchema,
  }),
  lote: defineEndpoint({
    method: 'GET', path: '/api/certificados/envios/:id', acesso: administracao, tag,
    resumo: 'Progresso e resultado por destinatário de um envio em lote', params: LoteIdParamsSchema, response: LoteSchema,
  }),
  assinantesPadrao: defineEndpoint({
    method: 'GET', path: '/api/certificados/assinantes-padrao', acesso: administracao, tag,
    resumo: 'Assinantes institucionais padrão (quando a turma não escolhe os seus)', response: AssinantesPadraoSchema,
  }),
  salvarAssinantesPadrao: defineEndpoint({
    method: 'PUT', path: '/api/certificados/assinantes-padrao', acesso: administracao, tag,
    resumo: 'Troca os assinantes institucionais padrão (até 3, em ordem)', body: AssinantesPadraoBodySchema, response: AssinantesPadraoSchema,
  }),
};
