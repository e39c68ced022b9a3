/**
 * O formulário da chamada e a ponte com o contrato: os valores da tela (textos dos campos) viram a
 * `ChamadaEntrada` e passam pelo `ChamadaEntradaSchema`, o mesmo que o servidor usa, com as mesmas mensagens
 * (caminhos como `linhas.1.codigo`, `criterios.0.escala_max`, `limites.titulo`). Publicar exige uma linha
 * temática e um critério escrito (conferido ao publicar, como no servidor).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { Control, FieldErrors, Resolver } from 'react-hook-form';
import { ChamadaEntradaSchema, type ChamadaAdmin, type ChamadaEntrada, type ChamadaEntradaValidada } from '#shared/contracts/chamadas.ts';
import {
  CAMPOS_COM_LIMITE,
  ESCALA_PADRAO,
  LIMITES_CHAMADA as L,
  LIMITES_PADRAO,
  MENSAGENS_CHAMADA as M,
  type CampoComLimite,
  type TipoAvaliacao,
} from '#shared/rules/chamadas.ts';

export interface LinhaForm {
  /** Linha já salva (mantida pelo id) ou nula (nova). */
  id: number | null;
  codigo: string;
  nome: string;
  descricao: string;
  /** Já tem trabalhos: não sai. */
  em_uso: boolean;
}

export interface CriterioForm {
  id: number | null;
  titulo: string;
  escala_min: string;
  escala_max: string;
  peso: string;
  /** Já tem notas: não sai nem muda a escala. */
  em_uso: boolean;
}

export interface ChamadaForm {
  titulo: string;
  descricao_markdown: string;
  periodo_experiencia_inicio: string;
  periodo_experiencia_fim: string;
  prazo_final: string;
  aceita_poster: boolean;
  max_coautores: string;
  limites: Record<CampoComLimite, string>;
  linhas: LinhaForm[];
  criterios: CriterioForm[];
  criterios_orais: CriterioForm[];
  criterios_outros: string;
  oral_outros: string;
  premiacao_texto: string;
  disposicoes_finais_texto: string;
  avaliadores_por_trabalho: string;
  limiar_divergencia: string;
  terceiro_automatico: boolean;
  conflito_unidade: boolean;
  lances_inicio: string;
  lances_fim: string;
  prazo_avaliacao: string;
}

export type ControleChamada = Control<ChamadaForm, unknown, ChamadaEntradaValidada>;

const texto = (n: number) => String(n).replace('.', ',');

export const linhaVazia = (): LinhaForm => ({ id: null, codigo: '', nome: '', descricao: '', em_uso: false });
export const criterioVazio = (tipo: TipoAvaliacao): CriterioForm => ({
  id: null,
  titulo: '',
  escala_min: String(ESCALA_PADRAO[tipo].min),
  escala_max: String(ESCALA_PADRAO[tipo].max),
  peso: '1',
  em_uso: false,
});

/** Uma chamada nova: os padrões do sistema (limites, 10 coautores, 2 avaliadores, limiar 3) e uma linha e um critério em branco. */
export const chamadaVazia = (): ChamadaForm => ({
  titulo: '',
  descricao_markdown: '',
  periodo_experiencia_inicio: '',
  periodo_experiencia_fim: '',
  prazo_final: '',
  aceita_poster: true,
  max_coautores: String(L.coautores.padrao),
  limites: Object.fromEntries(CAMPOS_COM_LIMITE.map((c) => [c, String(LIMITES_PADRAO[c])])) as Record<CampoComLimite, string>,
  linhas: [linhaVazia()],
  criterios: [criterioVazio('escrita')],
  criterios_orais: [],
  criterios_outros: '',
  oral_outros: '',
  premiacao_texto: '',
  disposicoes_finais_texto: '',
  avaliadores_por_trabalho: String(L.avaliadoresPorTrabalho.padrao),
  limiar_divergencia: texto(L.limiarDivergencia.padrao),
  terceiro_automatico: false,
  conflito_unidade: false,
  lances_inicio: '',
  lances_fim: '',
  prazo_avaliacao: '',
});

const criterioDaChamada = (c: ChamadaAdmin['criterios'][number]): CriterioForm => ({
  id: c.id,
  titulo: c.titulo,
  escala_min: String(c.escala_min),
  escala_max: String(c.escala_max),
  peso: texto(c.peso),
  em_uso: c.em_uso,
});

/** Valores do formulário a partir da chamada salva. */
export function valoresDaChamada(c: ChamadaAdmin): ChamadaForm {
  return {
    titulo: c.titulo,
    descricao_markdown: c.descricao_markdown,
    periodo_experiencia_inicio: c.periodo_experiencia_inicio,
    periodo_experiencia_fim: c.periodo_experiencia_fim,
    prazo_final: c.prazo_final,
    aceita_poster: c.aceita_poster,
    max_coautores: String(c.max_coautores),
    limites: Object.fromEntries(CAMPOS_COM_LIMITE.map((k) => [k, String(c.limites[k])])) as Record<CampoComLimite, string>,
    linhas: c.linhas.map((l) => ({ id: l.id, codigo: l.codigo, nome: l.nome, descricao: l.descricao, em_uso: l.em_uso })),
    criterios: c.criterios.map(criterioDaChamada),
    criterios_orais: c.criterios_orais.map(criterioDaChamada),
    criterios_outros: c.criterios_outros,
    oral_outros: c.oral_outros,
    premiacao_texto: c.premiacao_texto,
    disposicoes_finais_texto: c.disposicoes_finais_texto,
    avaliadores_por_trabalho: String(c.avaliadores_por_trabalho),
    limiar_divergencia: texto(c.limiar_divergencia),
    terceiro_automatico: c.terceiro_automatico,
    conflito_unidade: c.conflito_unidade,
    lances_inicio: c.lances_inicio ?? '',
    lances_fim: c.lances_fim ?? '',
    prazo_avaliacao: c.prazo_avaliacao ?? '',
  };
}

/** Texto de um campo numérico → número (vírgula decimal aceita); em branco → ausente (o contrato pede "Informe…"). */
const numero = (v: string): number => {
  const t = v.trim().replace(',', '.');
  return (t === '' ? undefined : Number(t)) as number;
};
const horario = (v: string) => (v.trim() === '' ? null : v.trim());
const criterioParaContrato = (c: CriterioForm) => ({
  ...(c.id === null ? {} : { id: c.id }),
  titulo: c.titulo,
  escala_min: numero(c.escala_min),
  escala_max: numero(c.escala_max),
  peso: numero(c.peso),
});

/** Valores da tela → corpo do contrato. */
export function paraContrato(v: ChamadaForm, publicado: boolean): ChamadaEntrada {
  return {
    titulo: v.titulo,
    descricao_markdown: v.descricao_markdown,
    // em branco vai ausente: o contrato responde "Informe o mês (AAAA-MM)." e "Informe data e hora."
    periodo_experiencia_inicio: (v.periodo_experiencia_inicio || undefined) as string,
    periodo_experiencia_fim: (v.periodo_experiencia_fim || undefined) as string,
    prazo_final: (v.prazo_final.slice(0, 16) || undefined) as string,
    aceita_poster: v.aceita_poster,
    max_coautores: numero(v.max_coautores),
    limites: Object.fromEntries(CAMPOS_COM_LIMITE.map((c) => [c, numero(v.limites[c])])) as Record<CampoComLimite, number>,
    linhas: v.linhas.map((l) => ({ ...(l.id === null ? {} : { id: l.id }), codigo: l.codigo, nome: l.nome, descricao: l.descricao })),
    criterios: v.criterios.map(criterioParaContrato),
    criterios_orais: v.criterios_orais.map(criterioParaContrato),
    criterios_outros: v.criterios_outros,
    oral_outros: v.oral_outros,
    premiacao_texto: v.premiacao_texto,
    disposicoes_finais_texto: v.disposicoes_finais_texto,
    avaliadores_por_trabalho: numero(v.avaliadores_por_trabalho),
    limiar_divergencia: numero(v.limiar_divergencia),
    terceiro_automatico: v.terceiro_automatico,
    conflito_unidade: v.conflito_unidade,
    lances_inicio: horario(v.lances_inicio),
    lances_fim: horario(v.lances_fim),
    prazo_avaliacao: horario(v.prazo_avaliacao),
    publicado,
  };
}

/** O que falta para publicar (mensagens do servidor), nos caminhos das listas. */
export function pendenciasParaPublicar(v: Pick<ChamadaForm, 'linhas' | 'criterios'>): { caminho: 'linhas' | 'criterios'; mensagem: string }[] {
  const falta: { caminho: 'linhas' | 'criterios'; mensagem: string }[] = [];
  if (v.linhas.length === 0) falta.push({ caminho: 'linhas', mensagem: M.publicarSemLinha });
  if (v.criterios.length === 0) falta.push({ caminho: 'criterios', mensagem: M.publicarSemCriterio });
  return falta;
}

const resolverDoContrato = zodResolver(ChamadaEntradaSchema);

/** Valida com o esquema do contrato; a saída é o corpo pronto para a API (o `publicado` vem da ação). */
export const resolverChamada: Resolver<ChamadaForm, unknown, ChamadaEntradaValidada> = async (valores, ctx, opcoes) => {
  const r = await resolverDoContrato(paraContrato(valores, false), ctx, opcoes as never);
  if (Object.keys(r.errors).length > 0) return { values: {}, errors: r.errors as FieldErrors<ChamadaForm> };
  return r as never;
};

/** `linhas.1.codigo` → `chamada-linhas-1-codigo`. */
export const campoId = (caminho: string) => `chamada-${caminho.replace(/\./g, '-')}`;

const CAMPOS_INICIO = ['titulo', 'descricao_markdown', 'periodo_experiencia_inicio', 'periodo_experiencia_fim', 'prazo_final', 'aceita_poster', 'max_coautores'];

/** Caminhos na ordem da tela: o primeiro com erro recebe o foco. */
export function caminhosDoFormulario(v: ChamadaForm): string[] {
  const limites = CAMPOS_COM_LIMITE.map((c) => `limites.${c}`);
  const linhas = v.linhas.flatMap((_, i) => [`linhas.${i}.codigo`, `linhas.${i}.nome`, `linhas.${i}.descricao`, `linhas.${i}`]);
  const criterios = (lista: 'criterios' | 'criterios_orais') => v[lista].flatMap((_, i) => [`${lista}.${i}.titulo`, `${lista}.${i}.escala_min`, `${lista}.${i}.escala_max`, `${lista}.${i}.peso`, `${lista}.${i}`]);
  return [
    ...CAMPOS_INICIO, ...limites, 'linhas', ...linhas, 'criterios', ...criterios('criterios'), 'criterios_outros', 'criterios_orais', ...criterios('criterios_orais'), 'oral_outros',
    'avaliadores_por_trabalho', 'limiar_divergencia', 'terceiro_automatico', 'conflito_unidade', 'lances_inicio', 'lances_fim', 'prazo_avaliacao', 'premiacao_texto', 'disposicoes_finais_texto',
  ];
}

/** A mensagem de um caminho: a do campo ou a da lista (`root`). */
export function mensagemDoErro(erros: FieldErrors<ChamadaForm>, caminho: string): string | undefined {
  let atual: unknown = erros;
  for (const parte of caminho.split('.')) atual = (atual as Record<string, unknown> | undefined)?.[parte];
  const e = atual as { message?: string; root?: { message?: string } } | undefined;
  return typeof e?.message === 'string' ? e.message : e?.root?.message;
}

/** Foca o controle do caminho, ou o do caminho acima mais próximo que exista. */
export function focarCampo(caminho: string): void {
  const partes = caminho.split('.');
  let el = document.getElementById(campoId(caminho));
  while (!el && partes.length > 1) {
    partes.pop();
    el = document.getElementById(campoId(partes.join('.')));
  }
  el?.focus();
}
