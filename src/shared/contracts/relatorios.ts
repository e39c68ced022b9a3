import { z } from 'zod';
import {
  ASSUNTOS, CATALOGO, campoDe, FREQUENCIAS, FUNCOES_DE_TOTAL, OPERADORES, OPERADORES_POR_TIPO, TIPOS_CAMPO, type Assunto, type CampoRelatorio,
} from '../rules/relatorios.ts';
import { textoDeUmaLinha, textoSeguro } from './campos.ts';
import { DataDoCalendarioSchema, idSchema, IdParamsSchema } from './comum.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * Relatórios customizados (issue 21). A definição só tem chaves do catálogo (`rules/relatorios.ts`); o
 * mesmo esquema confere o que chega para a prévia e a exportação, o que é salvo e o que é lido do banco.
 */

export const LIMITES_RELATORIO = { campos: 30, filtros: 10, totais: 10, valoresEm: 50, textoFiltro: 120, emails: 20 } as const;

const ValorSimples = z.union([
  z.string().max(LIMITES_RELATORIO.textoFiltro, `O valor do filtro pode ter no máximo ${LIMITES_RELATORIO.textoFiltro} caracteres.`).refine(textoSeguro, 'O valor do filtro contém caracteres inválidos.'),
  z.number().finite('Valor numérico inválido.'),
  z.boolean(),
]);

export const FiltroSchema = z.strictObject({
  campo: z.string().max(60, 'Campo de filtro desconhecido.'),
  operador: z.enum(OPERADORES, 'Operador de filtro desconhecido.'),
  valor: z.union([ValorSimples, z.array(ValorSimples).min(1, 'Escolha ao menos um valor.').max(LIMITES_RELATORIO.valoresEm, `No máximo ${LIMITES_RELATORIO.valoresEm} valores.`)]),
});
export type Filtro = z.infer<typeof FiltroSchema>;

const DATA_RE = /^\d{4}-\d{2}-\d{2}$/;

/** O valor combina com o tipo do campo e com o operador (mensagem ou nulo). */
function problemaDoValor(c: CampoRelatorio, f: Filtro): string | null {
  const lista = Array.isArray(f.valor) ? f.valor : [f.valor];
  if ((f.operador === 'em') !== Array.isArray(f.valor)) return f.operador === 'em' ? 'Escolha uma lista de valores.' : 'Informe um valor só.';
  for (const v of lista) {
    switch (c.tipo) {
      case 'texto':
        if (typeof v !== 'string' || !v.trim()) return `Informe o texto do filtro "${c.rotulo}".`;
        break;
      case 'numero':
        if (typeof v !== 'number') return `O filtro "${c.rotulo}" pede um número.`;
        break;
      case 'data':
        if (typeof v !== 'string' || !DATA_RE.test(v) || !DataDoCalendarioSchema.safeParse(v).success) return `O filtro "${c.rotulo}" pede uma data válida (AAAA-MM-DD).`;
        break;
      case 'booleano':
        if (typeof v !== 'boolean') return `O filtro "${c.rotulo}" pede sim ou não.`;
        break;
      case 'enum':
        if (typeof v !== 'string' || !c.opcoes?.some((o) => o.valor === v)) return `Valor inválido no filtro "${c.rotulo}".`;
        break;
      case 'referencia':
        if (!idSchema().safeParse(v).success) return `O filtro "${c.rotulo}" pede um código válido.`;
        break;
    }
  }
  return null;
}

export const DefinicaoSchema = z
  .strictObject({
    assunto: z.enum(ASSUNTOS, 'Assunto de relatório desconhecido.'),
    campos: z.array(z.string().max(60, 'Coluna desconhecida.')).min(1, 'Escolha ao menos uma coluna.').max(LIMITES_RELATORIO.campos, `No máximo ${LIMITES_RELATORIO.campos} colunas.`),
    filtros: z.array(FiltroSchema).max(LIMITES_RELATORIO.filtros, `No máximo ${LIMITES_RELATORIO.filtros} filtros.`).default([]),
    periodo: z.strictObject({ de: DataDoCalendarioSchema.optional(), ate: DataDoCalendarioSchema.optional() }).default({}),
    agrupar_por: z.string().max(60, 'Agrupamento desconhecido.').nullable().default(null),
    totais: z
      .array(z.strictObject({ campo: z.string().max(60, 'Total desconhecido.'), funcao: z.enum(FUNCOES_DE_TOTAL, 'Função de total desconhecida.') }))
      .max(LIMITES_RELATORIO.totais, `No máximo ${LIMITES_RELATORIO.totais} totais.`)
      .default([]),
    ordenar: z.strictObject({ campo: z.string().max(60, 'Ordenação desconhecida.'), direcao: z.enum(['asc', 'desc'], 'Direção de ordenação inválida.') }).nullable().default(null),
  })
  .superRefine((d, ctx) => {
    const cat = CATALOGO[d.assunto as Assunto];
    const erro = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    const vistos = new Set<string>();
    d.campos.forEach((c, i) => {
      if (!campoDe(d.assunto, c)) erro(['campos', i], `Coluna desconhecida em ${cat.rotulo}.`);
      else if (vistos.has(c)) erro(['campos', i], 'Coluna repetida.');
      vistos.add(c);
    });
    d.filtros.forEach((f, i) => {
      const c = campoDe(d.assunto, f.campo);
      if (!c || !c.filtravel) return erro(['filtros', i, 'campo'], `Filtro desconhecido em ${cat.rotulo}.`);
      if (!OPERADORES_POR_TIPO[c.tipo].includes(f.operador)) return erro(['filtros', i, 'operador'], `O operador não vale para "${c.rotulo}".`);
      const p = problemaDoValor(c, f);
      if (p) erro(['filtros', i, 'valor'], p);
    });
    if (d.periodo.de && d.periodo.ate && d.periodo.de > d.periodo.ate) erro(['periodo', 'ate'], 'A data final deve ser igual ou posterior à inicial.');
    if (d.agrupar_por !== null) {
      const g = campoDe(d.assunto, d.agrupar_por);
      if (!g || !g.agrupavel) erro(['agrupar_por'], `Agrupamento desconhecido em ${cat.rotulo}.`);
    }
    if (d.agrupar_por === null && d.totais.length) erro(['totais'], 'Os totais pedem um agrupamento.');
    d.totais.forEach((t, i) => {
      const c = campoDe(d.assunto, t.campo);
      if (!c || !c.somavel) erro(['totais', i, 'campo'], `Total desconhecido em ${cat.rotulo}.`);
    });
    if (d.ordenar) {
      const ok = d.agrupar_por !== null ? d.ordenar.campo === d.agrupar_por || d.ordenar.campo === 'quantidade' : d.campos.includes(d.ordenar.campo);
      if (!ok) erro(['ordenar', 'campo'], 'Ordene por uma das colunas escolhidas.');
    }
  });
export type Definicao = z.output<typeof DefinicaoSchema>;
export type DefinicaoEntrada = z.input<typeof DefinicaoSchema>;

export const FORMATOS_RELATORIO = ['csv', 'xlsx'] as const;
export type FormatoRelatorio = (typeof FORMATOS_RELATORIO)[number];

export const PreviaBodySchema = z.strictObject({
  definicao: DefinicaoSchema,
  pagina: z.int('Página inválida.').min(1, 'Página inválida.').max(100_000, 'Página inválida.').default(1),
  por_pagina: z.int('Quantidade por página inválida.').min(1, 'Quantidade por página inválida.').max(100, 'No máximo 100 por página.').default(20),
  mostrar_cpf: z.boolean('Indique sim ou não para mostrar o CPF.').default(false),
});

export const ExportacaoBodySchema = z.strictObject({
  definicao: DefinicaoSchema,
  formato: z.enum(FORMATOS_RELATORIO, 'Formato de arquivo inválido (csv ou xlsx).'),
  mostrar_cpf: z.boolean('Indique sim ou não para mostrar o CPF.').default(false),
});

const ValorDaCelula = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const ColunaSchema = z.object({ chave: z.string(), rotulo: z.string(), tipo: z.enum(TIPOS_CAMPO) });
export type Coluna = z.infer<typeof ColunaSchema>;

export const PreviaSchema = z.object({
  colunas: z.array(ColunaSchema),
  linhas: z.array(z.array(ValorDaCelula)).describe('Datas em AAAA-MM-DD; situações já com o rótulo; CPF mascarado salvo `mostrar_cpf`'),
  total: z.number().int().describe('Linhas (ou grupos) no relatório inteiro'),
  pagina: z.number().int(),
  por_pagina: z.number().int(),
  agrupado: z.boolean(),
  cpf_visivel: z.boolean(),
});
export type Previa = z.infer<typeof PreviaSchema>;

const EmailsSchema = z
  .array(z.string().trim().toLowerCase().pipe(z.email('Informe e-mails válidos.').max(120, 'O e-mail pode ter no máximo 120 caracteres.')))
  .max(LIMITES_RELATORIO.emails, `No máximo ${LIMITES_RELATORIO.emails} e-mails.`);

export const AgendaSchema = z
  .strictObject({
    frequencia: z.enum(FREQUENCIAS, 'Frequência inválida (semanal ou mensal).').nullable(),
    emails: EmailsSchema.default([]),
    formato: z.enum(FORMATOS_RELATORIO, 'Formato de arquivo inválido (csv ou xlsx).').default('xlsx'),
  })
  .refine((a) => a.frequencia === null || a.emails.length > 0, { message: 'Informe ao menos um e-mail para o envio agendado.', path: ['emails'] });

export const RelatorioSalvoBodySchema = z.strictObject({
  nome: textoDeUmaLinha('o nome do relatório', 120),
  definicao: DefinicaoSchema,
});

export const RelatorioSalvoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  assunto: z.enum(ASSUNTOS),
  definicao: DefinicaoSchema,
  dono: z.object({ id: z.number().int().nullable(), nome: z.string().nullable() }),
  criado_em: z.string(),
  atualizado_em: z.string(),
  agenda: z.object({ frequencia: z.enum(FREQUENCIAS).nullable(), emails: z.array(z.string()), formato: z.enum(FORMATOS_RELATORIO) }),
  ultimo_envio_em: z.string().nullable(),
});
export type RelatorioSalvo = z.infer<typeof RelatorioSalvoSchema>;

const ArquivoSchema = z.custom<unknown>((v) => v != null).describe('CSV (UTF-8 com BOM, separador ";") ou XLSX, enviado em partes');
/** Quantas opções de evento ou turma o construtor recebe por busca. */
export const OPCOES_POR_BUSCA = 30;

/** Escolha de eventos e turmas nos filtros: busca pelo título e, para rever um relatório salvo, os códigos já escolhidos. */
export const OpcoesReferenciaQuerySchema = z.object({
  referencia: z.enum(['evento', 'turma'], { error: 'Escolha entre evento e turma.' }),
  busca: textoDeUmaLinha('a busca', 120, false).optional(),
  ids: z
    .string()
    .max(400, 'Códigos demais.')
    .transform((v) => v.split(',').map((x) => x.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^\d{1,9}$/, 'Os códigos são números.').transform(Number)).max(50, 'No máximo 50 códigos.'))
    .optional(),
});
export const OpcaoReferenciaSchema = z.object({ valor: z.number().int(), rotulo: z.string() });

const admin = { perfis: ['administrador'] } as const;
const tag = 'relatorios';

export const relatoriosEndpoints = {
  previa: defineEndpoint({
    method: 'POST', path: '/api/admin/relatorios/previa', acesso: admin, tag, body: PreviaBodySchema, response: PreviaSchema,
    resumo: 'Roda a definição e devolve uma página (ou os grupos com totais); CPF mascarado salvo `mostrar_cpf` (auditado)',
  }),
  exportar: defineEndpoint({
    method: 'POST', path: '/api/admin/relatorios/exportacao', acesso: admin, tag, body: ExportacaoBodySchema, response: ArquivoSchema,
    resumo: 'O relatório inteiro em CSV ou XLSX, gerado aos poucos a partir de um cursor (auditado)',
  }),
  opcoes: defineEndpoint({
    method: 'GET', path: '/api/admin/relatorios/opcoes', acesso: admin, tag, query: OpcoesReferenciaQuerySchema, response: z.array(OpcaoReferenciaSchema),
    resumo: 'Eventos ou turmas para os filtros do construtor: os mais recentes que casam com a busca, ou os códigos pedidos',
  }),
  listar: defineEndpoint({
    method: 'GET', path: '/api/admin/relatorios', acesso: admin, tag, response: z.array(RelatorioSalvoSchema),
    resumo: 'Os relatórios salvos',
  }),
  criar: defineEndpoint({
    method: 'POST', path: '/api/admin/relatorios', acesso: admin, tag, body: RelatorioSalvoBodySchema, response: RelatorioSalvoSchema, status: 201,
    resumo: 'Salva uma definição (quem salvou fica registrado)',
  }),
  atualizar: defineEndpoint({
    method: 'PUT', path: '/api/admin/relatorios/:id', acesso: admin, tag, params: IdParamsSchema, body: RelatorioSalvoBodySchema, response: RelatorioSalvoSchema,
    resumo: 'Troca o nome e a definição de um relatório salvo',
  }),
  agendar: defineEndpoint({
    method: 'PUT', path: '/api/admin/relatorios/:id/agenda', acesso: admin, tag, params: IdParamsSchema, body: AgendaSchema, response: RelatorioSalvoSchema,
    resumo: 'Agenda o envio semanal ou mensal por e-mail (frequência nula desliga)',
  }),
  excluir: defineEndpoint({
    method: 'DELETE', path: '/api/admin/relatorios/:id', acesso: admin, tag, params: IdParamsSchema, response: z.null(), status: 204,
    resumo: 'Exclui um relatório salvo (e o agendamento dele)',
  }),
} as const;
