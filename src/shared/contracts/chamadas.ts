import { z } from 'zod';
import {
  CAMPOS_COM_LIMITE,
  faixaDoLimite,
  HORARIO_SP_RE,
  LIMITES_CHAMADA as L,
  LIMITES_PADRAO,
  MENSAGENS_CHAMADA as M,
  MES_RE,
  ROTULO_CAMPO,
  TIPOS_MODELO,
  type CampoComLimite,
} from '../rules/chamadas.ts';
import { textoDeUmaLinha, textoLongo } from './campos.ts';
import { ANOS_DO_CALENDARIO, idSchema, MENSAGEM_ANO_FORA_DO_CALENDARIO } from './comum.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * Chamadas de trabalhos (issue 20, decisão 022): a administração monta e publica o edital; quem está
 * logado vê as publicadas e baixa os modelos. Rascunhos nunca chegam a quem não administra. Os modelos
 * de banner e de slides seguem o SPEC §7 (multipart, campo `file`; HEAD e GET para existência e download).
 */

const anoNoCalendario = (v: string) => Number(v.slice(0, 4)) >= ANOS_DO_CALENDARIO.primeiro && Number(v.slice(0, 4)) <= ANOS_DO_CALENDARIO.ultimo;

/** Mês `AAAA-MM` (período da experiência). */
export const MesSchema = z
  .string({ error: 'Informe o mês (AAAA-MM).' })
  .regex(MES_RE, 'Use o formato AAAA-MM.')
  .refine((v) => !MES_RE.test(v) || anoNoCalendario(v), MENSAGEM_ANO_FORA_DO_CALENDARIO);

/** Data e hora do relógio de São Paulo, `AAAA-MM-DDTHH:MM` (como o campo datetime-local). */
export const HorarioSpSchema = z
  .string({ error: 'Informe data e hora.' })
  .regex(HORARIO_SP_RE, 'Use data e hora no formato AAAA-MM-DDTHH:MM.')
  .refine((v) => {
    if (!HORARIO_SP_RE.test(v)) return true;
    const [a, m, d] = v.slice(0, 10).split('-').map(Number) as [number, number, number];
    const dt = new Date(Date.UTC(a, m - 1, d));
    return dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
  }, 'Data inválida.')
  .refine((v) => !HORARIO_SP_RE.test(v) || anoNoCalendario(v), MENSAGEM_ANO_FORA_DO_CALENDARIO);

export const ChamadaIdParamsSchema = z.object({ chamadaId: idSchema('chamadaId inválido') });

const inteiro = (rotulo: string, min: number, max: number) =>
  z
    .number({ error: `Informe ${rotulo}.` })
    .int(`${rotulo[0]!.toUpperCase()}${rotulo.slice(1)} deve ser um número inteiro.`)
    .min(min, `${rotulo[0]!.toUpperCase()}${rotulo.slice(1)} deve ser no mínimo ${min}.`)
    .max(max, `${rotulo[0]!.toUpperCase()}${rotulo.slice(1)} deve ser no máximo ${max}.`);

/** Duas casas decimais no máximo (o banco guarda `numeric(·, 2)`). */
const duasCasas = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

export const LinhaEntradaSchema = z.object({
  id: idSchema('Linha temática inválida.').optional().describe('Linha existente (mantida); sem id, uma linha nova'),
  codigo: textoDeUmaLinha('o código da linha temática', L.codigoLinha),
  nome: textoDeUmaLinha('o nome da linha temática', L.nomeLinha),
  descricao: textoLongo('A descrição da linha temática', L.descricaoLinha).default(''),
});

export const CriterioEntradaSchema = z
  .object({
    id: idSchema('Critério inválido.').optional().describe('Critério existente (mantido); sem id, um critério novo'),
    titulo: textoDeUmaLinha('o título do critério', L.tituloCriterio),
    escala_min: inteiro('a escala mínima', L.escala.min, L.escala.max - 1),
    escala_max: inteiro('a escala máxima', L.escala.min + 1, L.escala.max),
    peso: z
      .number({ error: 'Informe o peso.' })
      .gt(0, 'O peso deve ser maior que zero.')
      .max(L.pesoMax, `O peso deve ser no máximo ${L.pesoMax}.`)
      .refine(duasCasas, 'O peso pode ter no máximo duas casas decimais.')
      .default(1),
  })
  .refine((c) => c.escala_min < c.escala_max, { message: M.escala, path: ['escala_max'] });
export type CriterioEntrada = z.input<typeof CriterioEntradaSchema>;

const limiteDe = (campo: CampoComLimite) => {
  const f = faixaDoLimite(campo);
  return inteiro(`o limite de ${ROTULO_CAMPO[campo]}`, f.min, f.max).default(LIMITES_PADRAO[campo]);
};
export const LimitesSchema = z.object(Object.fromEntries(CAMPOS_COM_LIMITE.map((c) => [c, limiteDe(c)])) as Record<CampoComLimite, ReturnType<typeof limiteDe>>);

const codigosUnicos = (linhas: { codigo: string }[]) => new Set(linhas.map((l) => l.codigo.toLowerCase())).size === linhas.length;

export const ChamadaEntradaSchema = z
  .object({
    titulo: textoDeUmaLinha('o título da chamada', L.titulo),
    descricao_markdown: textoLongo('A descrição', L.descricao).default('').describe('Edital em Markdown (a tela o mostra sem HTML cru)'),
    periodo_experiencia_inicio: MesSchema,
    periodo_experiencia_fim: MesSchema,
    prazo_final: HorarioSpSchema.describe('Prazo de submissão no horário de São Paulo; vale até o fim do minuto'),
    aceita_poster: z.boolean().default(true),
    max_coautores: inteiro('o máximo de coautores', 0, L.coautores.max).default(L.coautores.padrao),
    limites: LimitesSchema.default(LIMITES_PADRAO).describe('Máximo de caracteres de cada campo do trabalho'),
    linhas: z.array(LinhaEntradaSchema).max(L.linhasMax, `No máximo ${L.linhasMax} linhas temáticas.`).default([]).refine(codigosUnicos, M.linhaRepetida),
    criterios: z.array(CriterioEntradaSchema).max(L.criteriosMax, `No máximo ${L.criteriosMax} critérios escritos.`).default([]).describe('Critérios da avaliação escrita'),
    criterios_orais: z.array(CriterioEntradaSchema).max(L.criteriosMax, `No máximo ${L.criteriosMax} critérios orais.`).default([]).describe('Critérios da apresentação oral'),
    criterios_outros: textoLongo('O texto de outros critérios (escrita)', L.criteriosOutros).default(''),
    oral_outros: textoLongo('O texto de outros critérios (oral)', L.criteriosOutros).default(''),
    premiacao_texto: textoLongo('O texto da premiação', L.premiacao).default(''),
    disposicoes_finais_texto: textoLongo('O texto das disposições finais', L.disposicoesFinais).default(''),
    avaliadores_por_trabalho: inteiro('o número de avaliadores por trabalho', L.avaliadoresPorTrabalho.min, L.avaliadoresPorTrabalho.max).default(L.avaliadoresPorTrabalho.padrao),
    limiar_divergencia: z
      .number({ error: 'Informe o limiar de divergência.' })
      .min(L.limiarDivergencia.min, `O limiar de divergência deve ser no mínimo ${String(L.limiarDivergencia.min).replace('.', ',')}.`)
      .max(L.limiarDivergencia.max, `O limiar de divergência deve ser no máximo ${L.limiarDivergencia.max}.`)
      .refine(duasCasas, 'O limiar pode ter no máximo duas casas decimais.')
      .default(L.limiarDivergencia.padrao)
      .describe('Diferença de nota (0–10) entre dois pareceres que marca o trabalho como divergente'),
    terceiro_automatico: z.boolean().default(false).describe('Na divergência, atribui o terceiro avaliador sozinho'),
    conflito_unidade: z.boolean().default(false).describe('Quem avalia não pode ser da unidade de um dos autores'),
    lances_inicio: HorarioSpSchema.nullable().default(null).describe('Início da janela de lances (horário de São Paulo)'),
    lances_fim: HorarioSpSchema.nullable().default(null),
    prazo_avaliacao: HorarioSpSchema.nullable().default(null).describe('Prazo dos pareceres (horário de São Paulo)'),
    publicado: z.boolean().default(false),
  })
  .refine((c) => c.periodo_experiencia_inicio <= c.periodo_experiencia_fim, { message: M.periodo, path: ['periodo_experiencia_fim'] })
  .refine((c) => (c.lances_inicio === null) === (c.lances_fim === null) && (c.lances_fim === null || c.lances_fim > c.lances_inicio!), {
    message: M.janelaLances,
    path: ['lances_fim'],
  });
export type ChamadaEntrada = z.input<typeof ChamadaEntradaSchema>;
export type ChamadaEntradaValidada = z.output<typeof ChamadaEntradaSchema>;

export const PublicacaoBodySchema = z.object({ publicado: z.boolean({ error: 'Informe se a chamada fica publicada.' }) });

/* ------------------------------------------------------------------ respostas */

const LinhaSchema = z.object({ id: z.number().int(), codigo: z.string(), nome: z.string(), descricao: z.string() });
const CriterioSchema = z.object({ id: z.number().int(), titulo: z.string(), escala_min: z.number().int(), escala_max: z.number().int(), peso: z.number() });
const LimitesRespostaSchema = z.object(Object.fromEntries(CAMPOS_COM_LIMITE.map((c) => [c, z.number().int()])) as Record<CampoComLimite, z.ZodNumber>);

/** O edital como quem submete o vê (só chamadas publicadas; sem as regras internas da avaliação). */
export const ChamadaPublicaSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  descricao_markdown: z.string(),
  periodo_experiencia_inicio: z.string(),
  periodo_experiencia_fim: z.string(),
  prazo_final: z.string().describe('AAAA-MM-DDTHH:MM, horário de São Paulo'),
  prazo_final_em: z.string().describe('O mesmo prazo como instante (ISO 8601): o fim do minuto do prazo'),
  aberta: z.boolean().describe('Publicada e dentro do prazo de submissão'),
  aceita_poster: z.boolean(),
  max_coautores: z.number().int(),
  limites: LimitesRespostaSchema,
  linhas: z.array(LinhaSchema),
  criterios: z.array(CriterioSchema),
  criterios_orais: z.array(CriterioSchema),
  criterios_outros: z.string(),
  oral_outros: z.string(),
  premiacao_texto: z.string(),
  disposicoes_finais_texto: z.string(),
  tem_modelo_banner: z.boolean(),
  tem_modelo_slides: z.boolean(),
});
export type ChamadaPublica = z.infer<typeof ChamadaPublicaSchema>;

/** Um item da lista de chamadas publicadas. */
export const ChamadaResumoSchema = ChamadaPublicaSchema.pick({
  id: true, titulo: true, periodo_experiencia_inicio: true, periodo_experiencia_fim: true, prazo_final: true, prazo_final_em: true,
  aberta: true, aceita_poster: true, tem_modelo_banner: true, tem_modelo_slides: true,
}).extend({ linhas: z.array(LinhaSchema.pick({ id: true, codigo: true, nome: true })) });
export type ChamadaResumo = z.infer<typeof ChamadaResumoSchema>;

/** Metadados de um modelo (banner ou slides), para a administração. */
export const ModeloSchema = z.object({
  tipo: z.enum(TIPOS_MODELO),
  nome_arquivo: z.string(),
  mime: z.string(),
  tamanho: z.number().int().describe('Bytes'),
  hash_sha256: z.string(),
  enviado_em: z.string(),
  enviado_por: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
});
export type Modelo = z.infer<typeof ModeloSchema>;

const EmUso = { em_uso: z.boolean().describe('Já tem trabalhos (linha) ou notas (critério): não pode ser removido') };

/** A chamada inteira, para a administração. */
export const ChamadaAdminSchema = ChamadaPublicaSchema.omit({ linhas: true, criterios: true, criterios_orais: true }).extend({
  linhas: z.array(LinhaSchema.extend(EmUso)),
  criterios: z.array(CriterioSchema.extend(EmUso)),
  criterios_orais: z.array(CriterioSchema.extend(EmUso)),
  avaliadores_por_trabalho: z.number().int(),
  limiar_divergencia: z.number(),
  terceiro_automatico: z.boolean(),
  conflito_unidade: z.boolean(),
  lances_inicio: z.string().nullable(),
  lances_fim: z.string().nullable(),
  prazo_avaliacao: z.string().nullable(),
  publicado: z.boolean(),
  encerrada_em: z.string().nullable(),
  modelos: z.object({ banner: ModeloSchema.nullable(), slides: ModeloSchema.nullable() }),
  total_trabalhos: z.number().int().describe('Trabalhos enviados (fora rascunhos e retirados nunca enviados)'),
  pode_excluir: z.boolean(),
  criado_em: z.string(),
  atualizado_em: z.string(),
});
export type ChamadaAdmin = z.infer<typeof ChamadaAdminSchema>;

/** Um item da lista da administração. */
export const ChamadaAdminResumoSchema = ChamadaAdminSchema.pick({
  id: true, titulo: true, periodo_experiencia_inicio: true, periodo_experiencia_fim: true, prazo_final: true, prazo_final_em: true,
  aberta: true, publicado: true, encerrada_em: true, total_trabalhos: true, pode_excluir: true, tem_modelo_banner: true, tem_modelo_slides: true,
  criado_em: true, atualizado_em: true,
}).extend({ total_linhas: z.number().int(), total_rascunhos: z.number().int().describe('Rascunhos de autores (só a contagem)') });
export type ChamadaAdminResumo = z.infer<typeof ChamadaAdminResumoSchema>;

const ArquivoSchema = z.custom<Uint8Array>((v) => v instanceof Uint8Array).describe('O arquivo (nome no Content-Disposition)');

const tag = 'chamadas';
const admin = { perfis: ['administrador'] } as const;
const params = ChamadaIdParamsSchema;

/** As quatro operações de um modelo (SPEC §7 para o banner; as mesmas, em `modelo-slides`, para os slides). */
function endpointsDoModelo(segmento: 'modelo-banner' | 'modelo-slides', rotulo: string) {
  return {
    enviar: defineEndpoint({
      method: 'POST', path: `/api/chamadas/:chamadaId/${segmento}`, acesso: admin, tag, params,
      resumo: `Envia (ou troca) o ${rotulo}: multipart, campo "file"; PPTX, PPT ou PDF até 30 MB, tipo pelo conteúdo`, response: ModeloSchema,
    }),
    baixar: defineEndpoint({
      method: 'GET', path: `/api/chamadas/:chamadaId/${segmento}`, acesso: 'autenticado', tag, params,
      resumo: `Baixa o ${rotulo} (HEAD: só se existe). Chamada publicada, ou administração`, response: ArquivoSchema,
    }),
    metadados: defineEndpoint({
      method: 'GET', path: `/api/admin/chamadas/:chamadaId/${segmento}`, acesso: admin, tag, params,
      resumo: `Metadados do ${rotulo} (nulo se não há)`, response: ModeloSchema.nullable(),
    }),
    remover: defineEndpoint({
      method: 'DELETE', path: `/api/admin/chamadas/:chamadaId/${segmento}`, acesso: admin, tag, params, status: 204,
      resumo: `Remove o ${rotulo}`, response: z.null(),
    }),
  };
}

export const chamadasEndpoints = {
  listar: defineEndpoint({
    method: 'GET', path: '/api/chamadas', acesso: 'autenticado', tag,
    resumo: 'Chamadas publicadas, a de prazo mais próximo primeiro (as abertas antes das encerradas)', response: z.array(ChamadaResumoSchema),
  }),
  obter: defineEndpoint({
    method: 'GET', path: '/api/chamadas/:chamadaId', acesso: 'autenticado', tag, params,
    resumo: 'O edital de uma chamada publicada (a administração vê também os rascunhos)', response: ChamadaPublicaSchema,
  }),
  listarAdmin: defineEndpoint({
    method: 'GET', path: '/api/admin/chamadas', acesso: admin, tag,
    resumo: 'Todas as chamadas, rascunhos inclusive, as mais novas primeiro', response: z.array(ChamadaAdminResumoSchema),
  }),
  obterAdmin: defineEndpoint({
    method: 'GET', path: '/api/admin/chamadas/:chamadaId', acesso: admin, tag, params,
    resumo: 'A chamada inteira, com regras da avaliação, modelos e o que está em uso', response: ChamadaAdminSchema,
  }),
  criar: defineEndpoint({
    method: 'POST', path: '/api/admin/chamadas', acesso: admin, tag, status: 201, body: ChamadaEntradaSchema,
    resumo: 'Cria uma chamada (publicar exige uma linha temática e um critério escrito)', response: ChamadaAdminSchema,
  }),
  editar: defineEndpoint({
    method: 'PUT', path: '/api/admin/chamadas/:chamadaId', acesso: admin, tag, params, body: ChamadaEntradaSchema,
    resumo: 'Salva a chamada inteira (linhas e critérios com id são mantidos; os ausentes saem, se não estiverem em uso)', response: ChamadaAdminSchema,
  }),
  publicar: defineEndpoint({
    method: 'PATCH', path: '/api/admin/chamadas/:chamadaId/publicacao', acesso: admin, tag, params, body: PublicacaoBodySchema,
    resumo: 'Publica ou volta a rascunho (com trabalhos, não volta)', response: ChamadaAdminSchema,
  }),
  excluir: defineEndpoint({
    method: 'DELETE', path: '/api/admin/chamadas/:chamadaId', acesso: admin, tag, params, status: 204,
    resumo: 'Exclui uma chamada sem trabalhos (e os modelos dela)', response: z.null(),
  }),
};

export const modeloBannerEndpoints = endpointsDoModelo('modelo-banner', 'modelo de banner');
export const modeloSlidesEndpoints = endpointsDoModelo('modelo-slides', 'modelo de slides da apresentação oral');
