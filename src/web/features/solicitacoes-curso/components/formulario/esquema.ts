/**
 * O formulário da solicitação e a ponte com o contrato: os valores da tela (textos dos campos) viram a
 * `SolicitacaoEntrada` e passam pelo `SolicitacaoEntradaSchema`, o mesmo que o servidor usa, com as
 * mesmas mensagens. Os caminhos dos erros são os do contrato (`datas.1.horario_fim`).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { SolicitacaoEntradaSchema, type Solicitacao, type SolicitacaoEntrada } from '#shared/contracts/solicitacoes-curso.ts';
import { cargaHoraria } from '#shared/rules/cronograma.ts';
import type { TipoEvento } from '#shared/rules/eventos.ts';
import { MENSAGENS_SOLICITACAO as M, type Departamento, type Modalidade } from '#shared/rules/solicitacoes-curso.ts';

export interface DataForm {
  data: string;
  horario_inicio: string;
  horario_fim: string;
}
/** Palestrante com conta (`usuario_id`) ou só o nome (externo). */
export interface PalestranteForm {
  usuario_id: number | null;
  nome: string;
}
export interface SolicitacaoForm {
  titulo: string;
  tipo: TipoEvento;
  departamento: Departamento | '';
  unidade_id: string;
  modalidade: Modalidade;
  local: string;
  descricao: string;
  publico_alvo: string;
  datas: DataForm[];
  carga_horaria: string;
  gera_certificado: boolean;
  palestrantes: PalestranteForm[];
  restrito: boolean;
  restricao_descricao: string;
}
export type SolicitacaoValidada = z.output<typeof SolicitacaoEntradaSchema>;

export const dataVazia = (): DataForm => ({ data: '', horario_inicio: '', horario_fim: '' });
export const solicitacaoVazia = (): SolicitacaoForm => ({
  titulo: '',
  tipo: 'Curso',
  departamento: '',
  unidade_id: '',
  modalidade: 'presencial',
  local: '',
  descricao: '',
  publico_alvo: '',
  datas: [dataVazia()],
  carga_horaria: '',
  gera_certificado: true,
  palestrantes: [],
  restrito: false,
  restricao_descricao: '',
});

const linhaVazia = (d: DataForm) => !d.data && !d.horario_inicio && !d.horario_fim;

/**
 * Valores da tela → corpo do contrato. Nenhuma data preenchida vira lista vazia ("Informe ao menos uma
 * data…"); horário em branco vai ausente (o contrato responde "Informe o horário."); departamento em
 * branco vai ausente ("Selecione o departamento."); carga em branco é nula (estimada pelas datas).
 */
export function paraContrato(v: SolicitacaoForm): SolicitacaoEntrada {
  const carga = v.carga_horaria.trim();
  return {
    titulo: v.titulo,
    tipo: v.tipo,
    departamento: (v.departamento || undefined) as Departamento,
    unidade_id: v.unidade_id === '' ? null : Number(v.unidade_id),
    modalidade: v.modalidade,
    local: v.local,
    descricao: v.descricao,
    publico_alvo: v.publico_alvo,
    datas: v.datas.every(linhaVazia)
      ? []
      : v.datas.map((d) => ({ data: d.data, horario_inicio: (d.horario_inicio || undefined) as string, horario_fim: (d.horario_fim || undefined) as string })),
    carga_horaria: carga === '' ? null : Number(carga),
    gera_certificado: v.gera_certificado,
    palestrantes: v.palestrantes.map((p) => (p.usuario_id === null ? { nome: p.nome } : { usuario_id: p.usuario_id })),
    restrito: v.restrito,
    restricao_descricao: v.restrito ? v.restricao_descricao : null,
  };
}

type Erro = { message?: string; root?: { message?: string } } | undefined;

function noCaminho(erros: FieldErrors<SolicitacaoForm>, caminho: string): unknown {
  let atual: unknown = erros;
  for (const parte of caminho.split('.')) atual = (atual as Record<string, unknown> | undefined)?.[parte];
  return atual;
}

/** Mensagem de um caminho (`datas.0.data`): a do próprio campo ou a da lista (`root`, nos field arrays). */
export function mensagemDoErro(erros: FieldErrors<SolicitacaoForm>, caminho: string): string | undefined {
  const e = noCaminho(erros, caminho) as Erro;
  return typeof e?.message === 'string' ? e.message : e?.root?.message;
}

/**
 * Ajustes depois do contrato: uma data em branco numa linha começada pede a data (o contrato diria
 * "Data inválida"); e a restrição sem descrição aparece junto dos outros erros (a regra do contrato só
 * roda quando o resto já passou).
 */
function completarErros(erros: FieldErrors<SolicitacaoForm>, v: SolicitacaoForm) {
  const lista = erros as Record<string, unknown>;
  v.datas.forEach((d, i) => {
    const e = noCaminho(erros, `datas.${i}.data`) as { message?: string } | undefined;
    if (d.data === '' && e?.message) e.message = 'Informe a data.';
  });
  if (v.restrito && v.restricao_descricao.trim() === '' && !lista.restricao_descricao) {
    lista.restricao_descricao = { type: 'custom', message: M.restricao };
  }
}

const resolverDoContrato = zodResolver(SolicitacaoEntradaSchema);

/** Valida com o esquema do contrato; a saída é o corpo pronto para a API. */
export const resolverSolicitacao: Resolver<SolicitacaoForm, unknown, SolicitacaoValidada> = async (valores, ctx, opcoes) => {
  const r = await resolverDoContrato(paraContrato(valores), ctx, opcoes as never);
  completarErros(r.errors as FieldErrors<SolicitacaoForm>, valores);
  if (Object.keys(r.errors).length > 0) return { values: {}, errors: r.errors } as never;
  return r as never;
};

/** Valores do formulário a partir de um rascunho salvo (edição). */
export function valoresDaSolicitacao(s: Solicitacao): SolicitacaoForm {
  const hora = (h: string) => h.slice(0, 5);
  return {
    titulo: s.titulo,
    tipo: s.tipo,
    departamento: s.departamento,
    unidade_id: s.unidade ? String(s.unidade.id) : '',
    modalidade: s.modalidade,
    local: s.local,
    descricao: s.descricao,
    publico_alvo: s.publico_alvo,
    datas: s.datas.length ? s.datas.map((d) => ({ data: d.data, horario_inicio: hora(d.horario_inicio), horario_fim: hora(d.horario_fim) })) : [dataVazia()],
    carga_horaria: s.carga_horaria === null ? '' : String(s.carga_horaria),
    gera_certificado: s.gera_certificado,
    palestrantes: s.palestrantes.map((p) => ({ usuario_id: p.usuario_id, nome: p.nome })),
    restrito: s.restrito,
    restricao_descricao: s.restricao_descricao ?? '',
  };
}

const HORA_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATA_RE = /^\d{4}-\d{2}-\d{2}$/;

/** Carga horária (regra única do cronograma) só das linhas completas; nula sem nenhuma completa. */
export function cargaEstimada(datas: readonly DataForm[]): number | null {
  const completas = datas.filter((d) => DATA_RE.test(d.data) && HORA_RE.test(d.horario_inicio) && HORA_RE.test(d.horario_fim) && d.horario_fim > d.horario_inicio);
  return completas.length === 0 ? null : cargaHoraria(completas);
}

/** `2026-03-31` → `2026-04-01` (conta no calendário, sem fuso); texto inválido → vazio. */
export function diaSeguinte(data: string): string {
  if (!DATA_RE.test(data)) return '';
  const [a, m, d] = data.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(a, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** `datas.1.data` → `solicitacao-datas-1-data`. */
export const campoId = (caminho: string) => `solicitacao-${caminho.replace(/\./g, '-')}`;

const CAMPOS_INICIO = ['titulo', 'tipo', 'departamento', 'unidade_id', 'modalidade', 'local', 'descricao', 'publico_alvo'];

/** Caminhos na ordem da tela: o primeiro com erro recebe o foco. */
export function caminhosDoFormulario(v: SolicitacaoForm): string[] {
  const datas = v.datas.flatMap((_, i) => [`datas.${i}.data`, `datas.${i}.horario_inicio`, `datas.${i}.horario_fim`]);
  const palestrantes = v.palestrantes.flatMap((_, i) => [`palestrantes.${i}`, `palestrantes.${i}.nome`, `palestrantes.${i}.usuario_id`]);
  return [...CAMPOS_INICIO, ...datas, 'datas', 'carga_horaria', 'gera_certificado', 'palestrantes', ...palestrantes, 'restrito', 'restricao_descricao'];
}

/** Foca o controle do caminho, ou o do caminho acima mais próximo que exista (`palestrantes.0.nome` → a lista). */
export function focarCampo(caminho: string): void {
  const partes = caminho.split('.');
  let el = document.getElementById(campoId(caminho));
  while (!el && partes.length > 1) {
    partes.pop();
    el = document.getElementById(campoId(partes.join('.')));
  }
  el?.focus();
}
