/**
 * Regras da lista de presença de uma turma, sem React: situação de cada pessoa num encontro (com as
 * alterações ainda não salvas), encontro aberto por padrão, busca, contagens, o corpo do PUT e a
 * prévia da frequência (a mesma regra do servidor, `situacaoDaFrequencia`).
 */
import { dataEmSaoPaulo, instanteEmSaoPaulo } from '#shared/rules/cronograma.ts';
import { somenteDigitos } from '#shared/rules/cpf.ts';
import { situacaoDaFrequencia } from '#shared/rules/presenca.ts';
import type { CorpoMarcacao } from '../../../api/marcar-presencas.ts';
import type { EncontroDaLista, ParticipanteDaLista, RegistroDaLista } from '../../../api/presencas-da-turma.ts';

/** Alterações pendentes: `usuario_id|data` → presente. */
export type Alteracoes = ReadonlyMap<string, boolean>;
export const chaveAlteracao = (usuarioId: number, data: string) => `${usuarioId}|${data}`;

export type ValorSituacao = 'presente' | 'ausente' | 'sem-registro';
export interface Situacao {
  valor: ValorSituacao;
  /** O registro salvo (pode dizer o contrário de `valor` quando há alteração pendente). */
  registro: RegistroDaLista | undefined;
  pendente: boolean;
}

export function registroDe(p: ParticipanteDaLista, data: string): RegistroDaLista | undefined {
  return p.presencas.find((r) => r.data === data);
}

export function situacaoSalva(p: ParticipanteDaLista, data: string): ValorSituacao {
  const r = registroDe(p, data);
  return r ? (r.presente ? 'presente' : 'ausente') : 'sem-registro';
}

export function situacaoNaTela(p: ParticipanteDaLista, data: string, alteracoes: Alteracoes): Situacao {
  const registro = registroDe(p, data);
  const pendente = alteracoes.get(chaveAlteracao(p.usuario_id, data));
  if (pendente !== undefined) return { valor: pendente ? 'presente' : 'ausente', registro, pendente: true };
  return { valor: situacaoSalva(p, data), registro, pendente: false };
}

/** Instrutor marca dentro da janela; a administração marca qualquer encontro (com motivo fora dela). */
export const podeMarcar = (e: EncontroDaLista, administrador: boolean) => e.editavel || administrador;

/** A aba aberta ao chegar: o encontro de hoje; senão o último que já começou; senão o primeiro. */
export function encontroPadrao(encontros: readonly EncontroDaLista[], agora: Date): number {
  const hoje = dataEmSaoPaulo(agora);
  const deHoje = encontros.findIndex((e) => e.data === hoje);
  if (deHoje >= 0) return deHoje;
  let ultimo = -1;
  encontros.forEach((e, i) => {
    if (instanteEmSaoPaulo(e.data, e.horario_inicio).getTime() <= agora.getTime()) ultimo = i;
  });
  return Math.max(0, ultimo);
}

const semAcento = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Nome (sem acento, sem caixa) ou CPF: os dígitos buscados têm de aparecer entre os dígitos visíveis
 * do CPF mascarado (`***.456.789-**`); um CPF completo casa quando bate nas posições visíveis.
 */
export function correspondeBusca(p: ParticipanteDaLista, busca: string): boolean {
  const termo = busca.trim();
  if (!termo) return true;
  if (semAcento(p.nome).includes(semAcento(termo))) return true;
  const digitos = somenteDigitos(termo);
  if (!digitos || /[a-z]/i.test(termo)) return false;
  const mascara = p.cpf_mascarado.replace(/[.\-\s]/g, '');
  if (somenteDigitos(mascara).includes(digitos)) return true;
  return digitos.length === mascara.length && [...mascara].every((c, i) => !/\d/.test(c) || c === digitos[i]);
}

export function filtrarParticipantes(
  participantes: readonly ParticipanteDaLista[],
  filtro: { busca: string; soSemPresenca: boolean; data: string; alteracoes: Alteracoes },
): ParticipanteDaLista[] {
  return participantes.filter(
    (p) => correspondeBusca(p, filtro.busca) && (!filtro.soSemPresenca || situacaoNaTela(p, filtro.data, filtro.alteracoes).valor !== 'presente'),
  );
}

export interface Contagem {
  inscritos: number;
  presentes: number;
  ausentes: number;
  semRegistro: number;
}

export function contarSituacoes(participantes: readonly ParticipanteDaLista[], data: string, alteracoes: Alteracoes): Contagem {
  const c: Contagem = { inscritos: participantes.length, presentes: 0, ausentes: 0, semRegistro: 0 };
  for (const p of participantes) {
    const v = situacaoNaTela(p, data, alteracoes).valor;
    if (v === 'presente') c.presentes++;
    else if (v === 'ausente') c.ausentes++;
    else c.semRegistro++;
  }
  return c;
}

/** Os registros do PUT, na ordem em que as alterações foram feitas. */
export function registrosDaMarcacao(alteracoes: Alteracoes): CorpoMarcacao['registros'] {
  return [...alteracoes].map(([chave, presente]) => {
    const [usuario, data] = chave.split('|') as [string, string];
    return { usuario_id: Number(usuario), data, presente };
  });
}

/** Datas com alteração pendente fora da janela do instrutor: pedem motivo (administração). */
export function datasForaDaJanela(alteracoes: Alteracoes, encontros: readonly EncontroDaLista[]): string[] {
  const fora = new Set(encontros.filter((e) => !e.editavel).map((e) => e.data));
  const datas = new Set([...alteracoes.keys()].map((k) => k.split('|')[1]!));
  return [...datas].filter((d) => fora.has(d)).sort();
}

export function pendentesPorData(alteracoes: Alteracoes): Map<string, number> {
  const m = new Map<string, number>();
  for (const k of alteracoes.keys()) {
    const data = k.split('|')[1]!;
    m.set(data, (m.get(data) ?? 0) + 1);
  }
  return m;
}

export interface FrequenciaNaTela {
  /** 0 a 100, uma casa decimal. */
  percentual: number;
  atingiu: boolean;
  /** Calculada com alterações ainda não salvas. */
  previa: boolean;
}

/** A frequência do servidor; com alterações pendentes da pessoa, a prévia pela mesma regra. */
export function frequenciaNaTela(p: ParticipanteDaLista, encontros: readonly EncontroDaLista[], alteracoes: Alteracoes, agora: Date): FrequenciaNaTela {
  const temPendente = encontros.some((e) => alteracoes.has(chaveAlteracao(p.usuario_id, e.data)));
  if (!temPendente) return { percentual: p.frequencia.percentual, atingiu: p.frequencia.atingiu, previa: false };
  const dias = encontros.filter((e) => situacaoNaTela(p, e.data, alteracoes).valor === 'presente').map((e) => e.data);
  const s = situacaoDaFrequencia(encontros, dias, agora);
  return { percentual: Math.round(s.frequencia * 1000) / 10, atingiu: s.atingiu, previa: true };
}
