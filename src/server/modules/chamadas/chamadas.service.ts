/**
 * Chamadas de trabalhos (issue 20, decisão 022), do lado da leitura: a lista e o edital das publicadas
 * para quem está logado, a lista e a chamada inteira para a administração, e as regras de uma chamada
 * para o módulo das submissões. A gravação (criar, editar, publicar, excluir) fica em `edicao.ts`; os
 * modelos de banner e slides, em `modelos.ts`.
 *
 * Rascunho nunca chega a quem não administra: para essa pessoa ele não existe (404).
 */
import type { z } from 'zod';
import type { ChamadaAdmin, ChamadaAdminResumo, ChamadaIdParamsSchema, ChamadaPublica, ChamadaResumo, Modelo } from '#shared/contracts/chamadas.ts';
import { instanteDoHorario, MENSAGENS_CHAMADA as M, prazoEncerrado, type Limites, type TipoModelo } from '#shared/rules/chamadas.ts';
import type { Ctx, CtxAutenticado } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { exigirPermissao } from '../../lib/permissao.ts';
import {
  buscarChamada,
  contagensDe,
  criteriosDe,
  linhasDe,
  listarChamadas as listarRepo,
  modelosDe,
  type Contagens,
  type Criterio,
  type LinhaChamada,
  type LinhaModelo,
  type LinhaTematica,
} from './chamadas.repository.ts';
import { enxergaChamada, podeGerenciarChamadas } from './chamadas.policy.ts';

type Params = z.output<typeof ChamadaIdParamsSchema>;

export const chamadaNaoEncontrada = () => new AppError('NAO_ENCONTRADO', M.chamadaNaoEncontrada);

/** Encerrada, a chamada fica como foi: edição, publicação, modelos e exclusão recusados. @throws CONFLITO */
export function exigirAberta(c: { encerradaEm: Date | null }): void {
  if (c.encerradaEm) throw new AppError('CONFLITO', M.encerrada);
}

/** `2030-03-31 23:59:00` (banco) → `2030-03-31T23:59` (contrato). */
export const horarioDoBanco = (ts: string): string => ts.slice(0, 16).replace(' ', 'T');
/** `2030-03-31T23:59` (contrato) → `2030-03-31 23:59:00` (banco, sem fuso). */
export const horarioParaBanco = (h: string): string => `${h.replace('T', ' ')}:00`;
const horarioOuNulo = (ts: string | null) => (ts === null ? null : horarioDoBanco(ts));
/** O instante em que o prazo acaba (o fim do minuto do prazo). */
const fimDoPrazo = (prazo: string) => new Date(instanteDoHorario(prazo).getTime() + 60_000).toISOString();

export function limitesDaChamada(c: LinhaChamada): Limites {
  return {
    titulo: c.limiteTitulo,
    introducao: c.limiteIntroducao,
    objetivos: c.limiteObjetivos,
    metodo: c.limiteMetodo,
    resultados: c.limiteResultados,
    consideracoes: c.limiteConsideracoes,
    bibliografia: c.limiteBibliografia,
  };
}

/** Publicada e dentro do prazo (no relógio de quem pede). */
export const estaAberta = (c: Pick<LinhaChamada, 'publicado' | 'prazoFinal'>, agora: Date): boolean =>
  c.publicado && !prazoEncerrado(horarioDoBanco(c.prazoFinal), agora);

export function paraModelo(m: LinhaModelo): Modelo {
  return {
    tipo: m.tipo,
    nome_arquivo: m.nomeArquivo,
    mime: m.mime,
    tamanho: m.tamanho,
    hash_sha256: m.hashSha256,
    enviado_em: m.enviadoEm.toISOString(),
    enviado_por: m.enviadoPor !== null && m.enviadoPorNome !== null ? { id: m.enviadoPor, nome: m.enviadoPorNome } : null,
  };
}
interface Complementos {
  linhas: Map<number, LinhaTematica[]>;
  criterios: Map<number, Criterio[]>;
  modelos: LinhaModelo[];
  contagens: Map<number, Contagens>;
}

/** Linhas, critérios, modelos e contagens de várias chamadas: quatro consultas, quantas forem as chamadas. */
async function complementos(ctx: Pick<Ctx, 'db'>, ids: number[]): Promise<Complementos> {
  const linhas = await linhasDe(ctx.db, ids);
  const criterios = await criteriosDe(ctx.db, ids);
  const modelos = await modelosDe(ctx.db, ids);
  const contagens = await contagensDe(ctx.db, ids);
  return { linhas, criterios, modelos, contagens };
}

const modeloDe = (x: Complementos, id: number, tipo: TipoModelo) => x.modelos.find((m) => m.chamadaId === id && m.tipo === tipo) ?? null;
const semUso = <T extends { emUso: boolean }>({ emUso: _, ...resto }: T) => resto;
const criterioPublico = (c: Criterio) => ({ id: c.id, titulo: c.titulo, escala_min: c.escalaMin, escala_max: c.escalaMax, peso: c.peso });
const criterioParaContrato = (c: Criterio) => ({ ...criterioPublico(c), em_uso: c.emUso });

function paraPublica(ctx: Ctx, c: LinhaChamada, x: Complementos): ChamadaPublica {
  const criterios = x.criterios.get(c.id) ?? [];
  const prazo = horarioDoBanco(c.prazoFinal);
  return {
    id: c.id,
    titulo: c.titulo,
    descricao_markdown: c.descricaoMarkdown,
    periodo_experiencia_inicio: c.periodoExperienciaInicio,
    periodo_experiencia_fim: c.periodoExperienciaFim,
    prazo_final: prazo,
    prazo_final_em: fimDoPrazo(prazo),
    aberta: estaAberta(c, ctx.now()),
    aceita_poster: c.aceitaPoster,
    max_coautores: c.maxCoautores,
    limites: limitesDaChamada(c),
    linhas: (x.linhas.get(c.id) ?? []).map(semUso),
    criterios: criterios.filter((k) => k.tipo === 'escrita').map(criterioPublico),
    criterios_orais: criterios.filter((k) => k.tipo === 'oral').map(criterioPublico),
    criterios_outros: c.criteriosOutros,
    oral_outros: c.oralOutros,
    premiacao_texto: c.premiacaoTexto,
    disposicoes_finais_texto: c.disposicoesFinaisTexto,
    tem_modelo_banner: modeloDe(x, c.id, 'banner') !== null,
    tem_modelo_slides: modeloDe(x, c.id, 'slides') !== null,
  };
}

function paraAdmin(ctx: Ctx, c: LinhaChamada, x: Complementos): ChamadaAdmin {
  const criterios = x.criterios.get(c.id) ?? [];
  const contagem = x.contagens.get(c.id);
  const banner = modeloDe(x, c.id, 'banner');
  const slides = modeloDe(x, c.id, 'slides');
  return {
    ...paraPublica(ctx, c, x),
    linhas: (x.linhas.get(c.id) ?? []).map(({ emUso, ...l }) => ({ ...l, em_uso: emUso })),
    criterios: criterios.filter((k) => k.tipo === 'escrita').map(criterioParaContrato),
    criterios_orais: criterios.filter((k) => k.tipo === 'oral').map(criterioParaContrato),
    avaliadores_por_trabalho: c.avaliadoresPorTrabalho,
    limiar_divergencia: c.limiarDivergencia,
    terceiro_automatico: c.terceiroAutomatico,
    conflito_unidade: c.conflitoUnidade,
    lances_inicio: horarioOuNulo(c.lancesInicio),
    lances_fim: horarioOuNulo(c.lancesFim),
    prazo_avaliacao: horarioOuNulo(c.prazoAvaliacao),
    publicado: c.publicado,
    encerrada_em: c.encerradaEm?.toISOString() ?? null,
    modelos: { banner: banner && paraModelo(banner), slides: slides && paraModelo(slides) },
    total_trabalhos: contagem?.enviados ?? 0,
    pode_excluir: (contagem?.todos ?? 0) === 0 && !c.encerradaEm,
    criado_em: c.criadoEm.toISOString(),
    atualizado_em: c.atualizadoEm.toISOString(),
  };
}

/**
 * Chamadas publicadas, para quem submete: as abertas primeiro (o prazo mais próximo antes), depois as
 * encerradas (a que encerrou por último antes).
 */
export async function listarChamadas(ctx: CtxAutenticado): Promise<ChamadaResumo[]> {
  const linhas = await listarRepo(ctx.db, { soPublicadas: true });
  const x = await complementos(ctx, linhas.map((c) => c.id));
  const agora = ctx.now();
  const ordenadas = [...linhas].sort((a, b) => {
    const abertaA = estaAberta(a, agora);
    const abertaB = estaAberta(b, agora);
    if (abertaA !== abertaB) return abertaA ? -1 : 1;
    return abertaA ? a.prazoFinal.localeCompare(b.prazoFinal) : b.prazoFinal.localeCompare(a.prazoFinal);
  });
  return ordenadas.map((c) => {
    const p = paraPublica(ctx, c, x);
    return {
      id: p.id, titulo: p.titulo, periodo_experiencia_inicio: p.periodo_experiencia_inicio, periodo_experiencia_fim: p.periodo_experiencia_fim,
      prazo_final: p.prazo_final, prazo_final_em: p.prazo_final_em, aberta: p.aberta, aceita_poster: p.aceita_poster,
      tem_modelo_banner: p.tem_modelo_banner, tem_modelo_slides: p.tem_modelo_slides,
      linhas: p.linhas.map(({ id, codigo, nome }) => ({ id, codigo, nome })),
    };
  });
}

/**
 * O edital de uma chamada publicada; a administração vê também o rascunho.
 * @throws NAO_ENCONTRADO inexistente, ou rascunho para quem não administra
 */
export async function obterChamada(ctx: CtxAutenticado, params: Params): Promise<ChamadaPublica> {
  const c = await buscarChamada(ctx.db, params.chamadaId);
  if (!c || !enxergaChamada(ctx.user, c)) throw chamadaNaoEncontrada();
  return paraPublica(ctx, c, await complementos(ctx, [c.id]));
}

/** Todas as chamadas, para a administração. @throws SEM_PERMISSAO */
export async function listarChamadasAdmin(ctx: CtxAutenticado): Promise<ChamadaAdminResumo[]> {
  exigirPermissao(podeGerenciarChamadas(ctx.user));
  const linhas = await listarRepo(ctx.db, { soPublicadas: false });
  const x = await complementos(ctx, linhas.map((c) => c.id));
  return linhas.map((c) => {
    const a = paraAdmin(ctx, c, x);
    return {
      id: a.id, titulo: a.titulo, periodo_experiencia_inicio: a.periodo_experiencia_inicio, periodo_experiencia_fim: a.periodo_experiencia_fim,
      prazo_final: a.prazo_final, prazo_final_em: a.prazo_final_em, aberta: a.aberta, publicado: a.publicado, encerrada_em: a.encerrada_em,
      total_trabalhos: a.total_trabalhos, pode_excluir: a.pode_excluir, tem_modelo_banner: a.tem_modelo_banner, tem_modelo_slides: a.tem_modelo_slides,
      criado_em: a.criado_em, atualizado_em: a.atualizado_em, total_linhas: a.linhas.length, total_rascunhos: x.contagens.get(c.id)?.rascunhos ?? 0,
    };
  });
}

/** A chamada inteira, para a administração. @throws SEM_PERMISSAO, NAO_ENCONTRADO */
export async function obterChamadaAdmin(ctx: CtxAutenticado, params: Params): Promise<ChamadaAdmin> {
  exigirPermissao(podeGerenciarChamadas(ctx.user));
  const c = await buscarChamada(ctx.db, params.chamadaId);
  if (!c) throw chamadaNaoEncontrada();
  return paraAdmin(ctx, c, await complementos(ctx, [c.id]));
}

/** O que o módulo das submissões precisa saber de uma chamada para conferir um trabalho. */
export interface RegrasDaChamada {
  id: number;
  titulo: string;
  publicado: boolean;
  /** `AAAA-MM-DDTHH:MM`, horário de São Paulo. */
  prazoFinal: string;
  aberta: boolean;
  aceitaPoster: boolean;
  maxCoautores: number;
  periodo: { inicio: string; fim: string };
  limites: Limites;
  linhas: { id: number; codigo: string; nome: string }[];
}

/**
 * As regras de uma chamada para conferir um trabalho, sem conferir acesso (quem chama decide o que
 * fazer com um rascunho). Com `travar`, a linha da chamada fica travada em modo compartilhado até o
 * fim da transação: uma edição da chamada espera o trabalho ser salvo (e vice-versa).
 */
export async function regrasDaChamada(ctx: Pick<Ctx, 'db' | 'now'>, chamadaId: number, o: { travar?: boolean } = {}): Promise<RegrasDaChamada | null> {
  const c = await buscarChamada(ctx.db, chamadaId, o.travar ? 'share' : undefined);
  if (!c) return null;
  const linhas = (await linhasDe(ctx.db, [c.id])).get(c.id) ?? [];
  return {
    id: c.id,
    titulo: c.titulo,
    publicado: c.publicado,
    prazoFinal: horarioDoBanco(c.prazoFinal),
    aberta: estaAberta(c, ctx.now()),
    aceitaPoster: c.aceitaPoster,
    maxCoautores: c.maxCoautores,
    periodo: { inicio: c.periodoExperienciaInicio, fim: c.periodoExperienciaFim },
    limites: limitesDaChamada(c),
    linhas: linhas.map(({ id, codigo, nome }) => ({ id, codigo, nome })),
  };
}
