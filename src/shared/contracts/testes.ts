import { z } from 'zod';
import {
  CASAS_DECIMAIS, ENUNCIADO_MINIMO, NOTA_MAXIMA, NOTA_MINIMA_PADRAO, PESO_MAXIMO, TEMPO_MINUTOS_MAX, TEMPO_MINUTOS_MIN,
  TENTATIVAS_MAX, TENTATIVAS_MIN, TENTATIVAS_PADRAO, TIPOS_QUESTAO, pesoValido,
} from '../rules/teste.ts';
import { idSchema } from './comum.ts';
import { textoSeguro } from './campos.ts';
import { defineEndpoint } from './endpoint.ts';
import { EventoIdParamsSchema, TurmaIdParamsSchema } from './eventos.ts';

/**
 * Teste do curso (issue 8). A administração monta um teste por evento (o documento inteiro: ajustes,
 * questões e alternativas, salvo de uma vez), publica e, enquanto ninguém respondeu, faz uma nova
 * versão. Quem fez a turma começa uma tentativa (questões embaralhadas, sem as corretas), envia e vê
 * a nota.
 */

/** Texto de uma linha ou de várias (quebras de linha permitidas), sem caracteres de controle. */
const texto = (max: number, vazio: string) =>
  z
    .string({ error: vazio })
    .refine((v) => textoSeguro(v.replace(/[\n\r\t]/g, ' ')), 'O texto contém caracteres inválidos.')
    .transform((v) => v.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().min(1, vazio).max(max, `No máximo ${max} caracteres.`));

const decimalComCasas = (v: number) => Math.abs(Math.round(v * 10 ** CASAS_DECIMAIS) - v * 10 ** CASAS_DECIMAIS) < 1e-6;

export const PesoSchema = z
  .number({ error: 'Informe o peso da questão.' })
  .refine(decimalComCasas, { message: `Use até ${CASAS_DECIMAIS} casas decimais no peso.`, abort: true })
  // em centésimos: um peso que arredonda para 0,00 (ex.: 0,000001) passaria por um "> 0" e falharia no banco
  .refine(pesoValido, `O peso deve ser maior que 0 e no máximo ${PESO_MAXIMO}.`);

export const AlternativaEntradaSchema = z.object({
  texto: texto(500, 'Escreva o texto da alternativa.'),
  correta: z.boolean().default(false),
});

export const QuestaoEntradaSchema = z
  .object({
    tipo: z.enum(TIPOS_QUESTAO, { error: 'Escolha o tipo da questão.' }),
    enunciado: texto(2000, 'Escreva o enunciado da questão.').refine(
      (v) => [...v].length >= ENUNCIADO_MINIMO,
      `O enunciado precisa ter pelo menos ${ENUNCIADO_MINIMO} caracteres.`,
    ),
    peso: PesoSchema,
    alternativas: z.array(AlternativaEntradaSchema).max(10, 'No máximo 10 alternativas por questão.').default([]),
  })
  .superRefine((q, c) => {
    if (q.tipo === 'dissertativa' && q.alternativas.length > 0) {
      c.addIssue({ code: 'custom', path: ['alternativas'], message: 'Questão dissertativa não tem alternativas.' });
    }
    if (q.alternativas.filter((a) => a.correta).length > 1) {
      c.addIssue({ code: 'custom', path: ['alternativas'], message: 'Marque só uma alternativa correta.' });
    }
  });

/** Os ajustes do teste, que também mudam depois de publicado (com as restrições do serviço). */
const AjustesSchema = z.object({
  titulo: texto(200, 'Informe um título para o teste.'),
  descricao: z
    .string()
    .refine((v) => textoSeguro(v.replace(/[\n\r\t]/g, ' ')), 'O texto contém caracteres inválidos.')
    .transform((v) => v.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().max(2000, 'No máximo 2000 caracteres.'))
    .default(''),
  obrigatorio: z.boolean().default(true),
  nota_minima: z
    .number({ error: 'Informe uma nota mínima entre 0 e 100.' })
    .min(0, 'Informe uma nota mínima entre 0 e 100.')
    .max(NOTA_MAXIMA, 'Informe uma nota mínima entre 0 e 100.')
    .refine(decimalComCasas, `Use até ${CASAS_DECIMAIS} casas decimais.`)
    .default(NOTA_MINIMA_PADRAO),
  tentativas_max: z
    .number({ error: `Informe tentativas entre ${TENTATIVAS_MIN} e ${TENTATIVAS_MAX}.` })
    .int(`Informe tentativas entre ${TENTATIVAS_MIN} e ${TENTATIVAS_MAX}.`)
    .min(TENTATIVAS_MIN, `Informe tentativas entre ${TENTATIVAS_MIN} e ${TENTATIVAS_MAX}.`)
    .max(TENTATIVAS_MAX, `Informe tentativas entre ${TENTATIVAS_MIN} e ${TENTATIVAS_MAX}.`)
    .default(TENTATIVAS_PADRAO),
  tempo_minutos: z
    .number({ error: `Informe um tempo entre ${TEMPO_MINUTOS_MIN} e ${TEMPO_MINUTOS_MAX} minutos.` })
    .int(`Informe um tempo entre ${TEMPO_MINUTOS_MIN} e ${TEMPO_MINUTOS_MAX} minutos.`)
    .min(TEMPO_MINUTOS_MIN, `Informe um tempo entre ${TEMPO_MINUTOS_MIN} e ${TEMPO_MINUTOS_MAX} minutos.`)
    .max(TEMPO_MINUTOS_MAX, `Informe um tempo entre ${TEMPO_MINUTOS_MIN} e ${TEMPO_MINUTOS_MAX} minutos.`)
    .nullable()
    .default(null),
});

/**
 * O teste inteiro para salvar. Em rascunho, `questoes` substitui as questões (o rascunho pode estar
 * incompleto: as pendências dizem o que falta para publicar). Publicado, `questoes` fica de fora.
 */
export const TesteEntradaSchema = AjustesSchema.extend({
  questoes: z.array(QuestaoEntradaSchema).max(100, 'No máximo 100 questões.').optional(),
});
export type TesteEntrada = z.input<typeof TesteEntradaSchema>;

const AlternativaAdminSchema = z.object({ id: z.number().int(), texto: z.string(), correta: z.boolean() });
const QuestaoAdminSchema = z.object({
  id: z.number().int(),
  tipo: z.enum(TIPOS_QUESTAO),
  enunciado: z.string(),
  peso: z.number(),
  alternativas: z.array(AlternativaAdminSchema),
});

/** O teste como a administração o vê: com as corretas, as pendências e o que já foi respondido. */
export const TesteAdminSchema = z.object({
  id: z.number().int(),
  evento_id: z.number().int(),
  titulo: z.string(),
  descricao: z.string(),
  obrigatorio: z.boolean(),
  nota_minima: z.number(),
  tentativas_max: z.number().int(),
  tempo_minutos: z.number().int().nullable(),
  status: z.enum(['rascunho', 'publicado']),
  versao: z.number().int(),
  publicado_em: z.string().nullable(),
  atualizado_em: z.string(),
  questoes: z.array(QuestaoAdminSchema),
  /** O que impede a publicação (vazio: pode publicar). */
  pendencias: z.array(z.string()),
  soma_dos_pesos: z.number(),
  /** Tentativas começadas (qualquer uma impede nova versão), pessoas que tentaram e aprovadas. */
  respostas: z.object({ tentativas: z.number().int(), pessoas: z.number().int(), aprovadas: z.number().int() }),
});
export type TesteAdmin = z.infer<typeof TesteAdminSchema>;

export const TesteDoEventoSchema = z.object({
  evento: z.object({ id: z.number().int(), titulo: z.string() }),
  teste: TesteAdminSchema.nullable(),
});
export type TesteDoEvento = z.infer<typeof TesteDoEventoSchema>;

/* ---------- quem faz o teste ---------- */

export const SITUACOES_DO_TESTE = ['disponivel', 'em_andamento', 'aprovado', 'reprovado', 'bloqueado'] as const;
export type SituacaoDoTeste = (typeof SITUACOES_DO_TESTE)[number];

export const TesteDaTurmaSchema = z.object({
  teste: z.object({
    id: z.number().int(),
    titulo: z.string(),
    descricao: z.string(),
    obrigatorio: z.boolean(),
    nota_minima: z.number(),
    tentativas_max: z.number().int(),
    tempo_minutos: z.number().int().nullable(),
    questoes: z.number().int(),
  }),
  turma: z.object({ id: z.number().int(), nome: z.string(), data_inicio: z.string(), data_fim: z.string() }),
  evento: z.object({ id: z.number().int(), titulo: z.string() }),
  /**
   * `disponivel`: pode começar; `em_andamento`: há tentativa aberta no prazo; `aprovado`; `reprovado`:
   * sem tentativas restantes; `bloqueado`: ainda não pode (turma em andamento, frequência) — ver `recusa`.
   */
  situacao: z.enum(SITUACOES_DO_TESTE),
  recusa: z.object({ codigo: z.string(), mensagem: z.string() }).nullable(),
  tentativas_enviadas: z.number().int(),
  tentativas_restantes: z.number().int(),
  melhor_nota: z.number().nullable(),
  ultima_nota: z.number().nullable(),
  /** Prazo da tentativa aberta (ISO), quando há uma com limite de tempo. */
  prazo_em_aberto: z.string().nullable(),
  /** Aprovado e com a avaliação da turma ainda por enviar: o próximo passo. */
  avaliacao_pendente: z.boolean(),
});
export type TesteDaTurma = z.infer<typeof TesteDaTurmaSchema>;

/** Questão como quem responde a vê: sem a indicação da correta, na ordem da tentativa. */
const QuestaoParaResponderSchema = z.object({
  id: z.number().int(),
  tipo: z.enum(TIPOS_QUESTAO),
  enunciado: z.string(),
  peso: z.number(),
  alternativas: z.array(z.object({ id: z.number().int(), texto: z.string() })),
});

export const TentativaSchema = z.object({
  tentativa: z.object({
    id: z.number().int(),
    numero: z.number().int(),
    iniciada_em: z.string(),
    /** Até quando enviar (ISO); sem limite de tempo: nulo. */
    prazo: z.string().nullable(),
    /** O relógio do servidor na resposta, para a contagem regressiva não depender do relógio do celular. */
    agora: z.string(),
  }),
  /** A tentativa já estava aberta (recarregar a página continua a mesma). */
  retomada: z.boolean(),
  teste: z.object({ id: z.number().int(), titulo: z.string(), descricao: z.string(), nota_minima: z.number(), tempo_minutos: z.number().int().nullable(), tentativas_max: z.number().int() }),
  turma: z.object({ id: z.number().int(), nome: z.string() }),
  evento: z.object({ id: z.number().int(), titulo: z.string() }),
  questoes: z.array(QuestaoParaResponderSchema),
});
export type Tentativa = z.infer<typeof TentativaSchema>;

export const RespostaEntradaSchema = z.object({
  questao_id: idSchema('Questão inválida.'),
  alternativa_id: idSchema('Alternativa inválida.').nullable().optional(),
  resposta_texto: z
    .string()
    .refine((v) => textoSeguro(v.replace(/[\n\r\t]/g, ' ')), 'O texto contém caracteres inválidos.')
    .transform((v) => v.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().max(4000, 'No máximo 4000 caracteres.'))
    .nullable()
    .optional(),
});

export const EnviarTentativaBodySchema = z.object({
  respostas: z.array(RespostaEntradaSchema).max(200, 'Respostas demais.'),
});

export const TentativaIdParamsSchema = z.object({ tentativaId: idSchema('Tentativa inválida.') });

export const ResultadoTentativaSchema = z.object({
  tentativa_id: z.number().int(),
  numero: z.number().int(),
  nota: z.number(),
  aprovado: z.boolean(),
  nota_minima: z.number(),
  acertos: z.number().int(),
  erradas: z.number().int(),
  em_branco: z.number().int(),
  /** Enviada depois do prazo (mais a tolerância): as respostas não contaram. */
  fora_do_prazo: z.boolean(),
  tentativas_restantes: z.number().int(),
  mensagem: z.string(),
  /** Aprovado: a avaliação da turma (`/avaliar/:turmaId`) é o próximo passo, se ainda não foi enviada. */
  proximo_passo: z.object({ rotulo: z.string(), link: z.string() }).nullable(),
  turma_id: z.number().int(),
});
export type ResultadoTentativa = z.infer<typeof ResultadoTentativaSchema>;

const tag = 'testes';
const adm = { perfis: ['administrador'] } as const;

export const testesEndpoints = {
  doEvento: defineEndpoint({
    method: 'GET', path: '/api/eventos/:id/teste', acesso: adm, tag,
    resumo: 'O teste do evento com questões, corretas e pendências (ou nulo, se ainda não há)', params: EventoIdParamsSchema, response: TesteDoEventoSchema,
  }),
  salvar: defineEndpoint({
    method: 'PUT', path: '/api/eventos/:id/teste', acesso: adm, tag,
    resumo: 'Cria ou salva o teste do evento (publicado: só os ajustes; as questões ficam)', params: EventoIdParamsSchema, body: TesteEntradaSchema, response: TesteAdminSchema,
  }),
  publicar: defineEndpoint({
    method: 'POST', path: '/api/eventos/:id/teste/publicar', acesso: adm, tag,
    resumo: 'Publica o teste (pesos fecham 10, alternativas e corretas conferidas)', params: EventoIdParamsSchema, response: TesteAdminSchema,
  }),
  novaVersao: defineEndpoint({
    method: 'POST', path: '/api/eventos/:id/teste/nova-versao', acesso: adm, tag,
    resumo: 'Volta o teste publicado ao rascunho como nova versão (só enquanto ninguém começou)', params: EventoIdParamsSchema, response: TesteAdminSchema,
  }),
  excluir: defineEndpoint({
    method: 'DELETE', path: '/api/eventos/:id/teste', acesso: adm, tag, status: 204,
    resumo: 'Exclui o teste (só sem tentativas)', params: EventoIdParamsSchema, response: z.null(),
  }),
  meus: defineEndpoint({
    method: 'GET', path: '/api/testes/meus', acesso: 'autenticado', tag,
    resumo: 'Testes publicados das turmas da pessoa, com a situação de cada um', response: z.array(TesteDaTurmaSchema),
  }),
  iniciar: defineEndpoint({
    method: 'POST', path: '/api/turmas/:turmaId/teste/tentativas', acesso: 'autenticado', tag,
    resumo: 'Começa uma tentativa (ou continua a aberta): questões embaralhadas, sem as corretas', params: TurmaIdParamsSchema, response: TentativaSchema,
  }),
  enviar: defineEndpoint({
    method: 'POST', path: '/api/testes/tentativas/:tentativaId/envio', acesso: 'autenticado', tag,
    resumo: 'Envia as respostas e corrige (repetir devolve o mesmo resultado)', params: TentativaIdParamsSchema, body: EnviarTentativaBodySchema, response: ResultadoTentativaSchema,
  }),
};
