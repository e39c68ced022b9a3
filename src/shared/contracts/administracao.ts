import { z } from 'zod';
import { TIPOS_EVENTO } from '../rules/eventos.ts';
import { AnoDoCalendarioSchema, idSchema, paginaSchema } from './comum.ts';
import { EntradaAuditoriaSchema } from './auditoria.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * A casa do administrador (issue 21): o painel de indicadores (`/dashboard-analitico`) e o resumo da
 * página inicial (`/administrador`).
 *
 * Período: cada turma conta no mês em que começa (horário de São Paulo) — inscrições, frequência,
 * avaliações e certificados dela também; os trabalhos contam no mês em que foram enviados.
 * Unidade: a do perfil de quem participa (o que a secretaria pede), não a unidade que organiza o evento.
 */

const ANO_MES_MSG = 'Mês inválido: use um número de 1 a 12.';

const filtrosForma = {
  ano: AnoDoCalendarioSchema.optional().describe('Ano (horário de São Paulo)'),
  mes: z.coerce.number({ error: ANO_MES_MSG }).int(ANO_MES_MSG).min(1, ANO_MES_MSG).max(12, ANO_MES_MSG).optional().describe('Mês de 1 a 12 (exige o ano)'),
  tipo: z.enum(TIPOS_EVENTO, { error: 'Tipo de evento inválido.' }).optional(),
  unidade: idSchema('Unidade inválida.').optional().describe('Unidade do perfil de quem participa'),
};

const mesExigeAno = (q: { ano?: number; mes?: number }) => q.mes === undefined || q.ano !== undefined;
const MSG_MES_SEM_ANO = { message: 'Escolha o ano para filtrar por mês.', path: ['mes'] };

export const FiltrosIndicadoresSchema = z.object(filtrosForma).refine(mesExigeAno, MSG_MES_SEM_ANO);
export type FiltrosIndicadores = z.output<typeof FiltrosIndicadoresSchema>;

/** O que cada número do painel mostra ao ser aberto (lista fechada: nada de nome de coluna vindo de fora). */
export const INDICADORES = ['turmas', 'inscricoes', 'concluintes', 'frequencia', 'certificados', 'avaliacoes', 'trabalhos'] as const;
export type Indicador = (typeof INDICADORES)[number];

export const DetalheIndicadorQuerySchema = z
  .object({
    ...filtrosForma,
    indicador: z.enum(INDICADORES, { error: 'Indicador inválido.' }),
    evento: idSchema('Evento inválido.').optional().describe('Só as turmas deste evento'),
    pagina: z.coerce.number({ error: 'Página inválida.' }).int('Página inválida.').min(1, 'Página inválida.').max(100_000, 'Página inválida.').default(1),
    por_pagina: z.coerce.number({ error: 'Tamanho de página inválido.' }).int('Tamanho de página inválido.').min(1, 'Tamanho de página inválido.').max(100, 'No máximo 100 por página.').default(20),
  })
  .refine(mesExigeAno, MSG_MES_SEM_ANO);

const inteiro = z.number().int();

export const IndicadoresSchema = z.object({
  totais: z.object({
    eventos: inteiro,
    turmas: inteiro,
    inscricoes: inteiro.describe('Inscrições confirmadas'),
    participantes: inteiro.describe('Pessoas distintas com inscrição confirmada'),
    concluintes: inteiro.describe('Inscrições confirmadas em turmas já encerradas'),
    frequencia_minima: inteiro.describe('Pessoas distintas com frequência de 75 % ou mais numa turma encerrada'),
    certificados: inteiro.describe('Certificados de participante válidos'),
    avaliacoes: inteiro,
    media_avaliacoes: z.number().nullable().describe('Média de 2 a 10 dos critérios obrigatórios'),
    trabalhos: inteiro.nullable().describe('Trabalhos enviados no período; nulo com filtro de tipo de evento (não se aplica)'),
  }),
  por_mes: z.array(z.object({ ano: inteiro, mes: inteiro, turmas: inteiro, inscricoes: inteiro })),
  por_tipo: z.array(z.object({ tipo: z.enum(TIPOS_EVENTO), turmas: inteiro, inscricoes: inteiro })),
  por_unidade: z.array(z.object({ unidade_id: inteiro.nullable(), unidade: z.string(), inscricoes: inteiro, participantes: inteiro })),
  frequencia_por_evento: z.array(z.object({ evento_id: inteiro, evento: z.string(), concluintes: inteiro, atingiram: inteiro })),
  atencao: z.array(
    z.object({
      turma_id: inteiro,
      evento_id: inteiro,
      evento: z.string(),
      turma: z.string(),
      fim: z.string().describe('Instante ISO 8601'),
      concluintes: inteiro,
      atingiram: inteiro,
      frequencia_baixa: z.boolean(),
      avaliacoes_pendentes: inteiro,
      certificados_pendentes: z.object({ teste: inteiro, avaliacao: inteiro, emissao: inteiro }),
    }),
  ),
  unidades: z.array(z.object({ id: inteiro, nome: z.string() })),
});
export type Indicadores = z.infer<typeof IndicadoresSchema>;

export const LinhaDetalheSchema = z.object({
  chave: z.string(),
  pessoa: z.string().nullable(),
  unidade: z.string().nullable(),
  evento: z.string().nullable(),
  turma: z.string().nullable(),
  turma_id: inteiro.nullable(),
  presentes: inteiro.nullable(),
  agendados: inteiro.nullable(),
  nota: z.number().nullable(),
  inscricoes: inteiro.nullable(),
  trabalho: z.string().nullable(),
  chamada_id: inteiro.nullable(),
  quando: z.string().nullable().describe('Instante ISO 8601 (início da turma, emissão, envio)'),
});
export type LinhaDetalhe = z.infer<typeof LinhaDetalheSchema>;
export const DetalheIndicadorSchema = paginaSchema(LinhaDetalheSchema);
export type DetalheIndicador = z.infer<typeof DetalheIndicadorSchema>;

const pendente = z.object({ id: inteiro, titulo: z.string(), detalhe: z.string().nullable(), quando: z.string().nullable() });
export const PainelAdministradorSchema = z.object({
  reservas: z.object({ total: inteiro, itens: z.array(pendente) }).describe('Pedidos de sala aguardando decisão'),
  solicitacoes: z.object({ total: inteiro, itens: z.array(pendente) }).describe('Solicitações de curso enviadas ou em análise'),
  submissoes: z.object({ total: inteiro, itens: z.array(pendente.extend({ chamada_id: inteiro })) }).describe('Trabalhos enviados aguardando decisão'),
  emails_com_falha: inteiro,
  auditoria: z.array(EntradaAuditoriaSchema).describe('As entradas mais recentes da trilha'),
});
export type PainelAdministrador = z.infer<typeof PainelAdministradorSchema>;

export const administracaoEndpoints = {
  indicadores: defineEndpoint({
    method: 'GET', path: '/api/admin/dashboard-analitico', acesso: { perfis: ['administrador'] }, tag: 'administracao',
    resumo: 'Indicadores do período (ano, mês, tipo de evento, unidade de quem participa): totais, séries e turmas que pedem atenção',
    query: FiltrosIndicadoresSchema, response: IndicadoresSchema,
  }),
  detalhe: defineEndpoint({
    method: 'GET', path: '/api/admin/dashboard-analitico/detalhe', acesso: { perfis: ['administrador'] }, tag: 'administracao',
    resumo: 'As linhas por trás de um número do painel, paginadas',
    query: DetalheIndicadorQuerySchema, response: DetalheIndicadorSchema,
  }),
  painel: defineEndpoint({
    method: 'GET', path: '/api/admin/painel', acesso: { perfis: ['administrador'] }, tag: 'administracao',
    resumo: 'O resumo da página do administrador: decisões pendentes, e-mails com falha e a trilha recente',
    response: PainelAdministradorSchema,
  }),
} as const;
