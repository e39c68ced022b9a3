/**
 * Fila das confirmações de presença feitas sem internet, no `localStorage` (`presenca:pendentes`):
 * sobrevive a fechar a aba, e o main.tsx olha a chave ao abrir o app para enviá-las. Uma por turma e
 * dia (o dia de São Paulo, o mesmo em que o servidor procura o encontro).
 */
import { dataEmSaoPaulo } from '#shared/rules/cronograma.ts';
import { obterUsuario } from '#web/lib/sessao.ts';

/** A mesma chave que o main.tsx confere (sem importar este módulo). */
export const CHAVE_PENDENTES = 'presenca:pendentes';

export interface Pendente {
  turma: number;
  t?: string;
  /** Conta que escaneou: só ela envia (outra pessoa que entrar no mesmo celular não confirma por ela). */
  usuario?: number;
  /** ISO 8601 */
  criada_em: string;
}

const diaDe = (p: Pendente) => dataEmSaoPaulo(new Date(p.criada_em));

function valido(v: unknown): v is Pendente {
  if (typeof v !== 'object' || v === null) return false;
  const p = v as Record<string, unknown>;
  return (
    Number.isInteger(p.turma) &&
    typeof p.criada_em === 'string' &&
    !Number.isNaN(Date.parse(p.criada_em)) &&
    (p.t === undefined || typeof p.t === 'string') &&
    (p.usuario === undefined || Number.isInteger(p.usuario))
  );
}

export function lerPendentes(): Pendente[] {
  try {
    const lista: unknown = JSON.parse(localStorage.getItem(CHAVE_PENDENTES) ?? '[]');
    return Array.isArray(lista) ? lista.filter(valido) : [];
  } catch {
    return [];
  }
}

function gravar(lista: Pendente[]): void {
  try {
    if (lista.length) localStorage.setItem(CHAVE_PENDENTES, JSON.stringify(lista));
    else localStorage.removeItem(CHAVE_PENDENTES);
  } catch {
    /* armazenamento cheio ou bloqueado: a página ainda mostra o aviso e tenta ao voltar a rede */
  }
}

/** Guarda (ou atualiza) a confirmação da turma no dia de hoje: a mais nova vale, com o código mais recente. */
export function guardarPendente(turma: number, t: string | undefined, agora = new Date()): Pendente {
  const usuario = obterUsuario()?.id;
  const nova: Pendente = { turma, ...(t ? { t } : {}), ...(usuario ? { usuario } : {}), criada_em: agora.toISOString() };
  const dia = diaDe(nova);
  gravar([...lerPendentes().filter((p) => p.turma !== turma || diaDe(p) !== dia || p.usuario !== nova.usuario), nova]);
  return nova;
}

/** A confirmação é da conta logada agora (ou de ninguém em particular, quando não se sabia quem era). */
export function daContaAtual(p: Pendente): boolean {
  const atual = obterUsuario()?.id;
  return p.usuario === undefined || atual === undefined || p.usuario === atual;
}

/** Tira da fila a confirmação da turma naquele dia (a de hoje, sem `dia`), da conta logada. */
export function removerPendente(turma: number, dia = dataEmSaoPaulo(new Date())): void {
  const lista = lerPendentes();
  const resto = lista.filter((p) => p.turma !== turma || diaDe(p) !== dia || !daContaAtual(p));
  if (resto.length !== lista.length) gravar(resto);
}

/** Tira da fila exatamente este item (o descarte das vencidas, de qualquer conta). */
export function removerPendenteDeQualquerConta(item: Pendente): void {
  const lista = lerPendentes();
  const resto = lista.filter((p) => !(p.turma === item.turma && p.criada_em === item.criada_em && p.usuario === item.usuario));
  if (resto.length !== lista.length) gravar(resto);
}

/**
 * Separa as de hoje das vencidas. O servidor confirma sempre o encontro *de hoje*: uma confirmação
 * guardada ontem e enviada hoje marcaria o dia errado, então as de outros dias não são enviadas.
 */
export function separarPorDia(lista: Pendente[], agora = new Date()): { deHoje: Pendente[]; vencidas: Pendente[] } {
  const hoje = dataEmSaoPaulo(agora);
  return { deHoje: lista.filter((p) => diaDe(p) === hoje), vencidas: lista.filter((p) => diaDe(p) !== hoje) };
}

export { diaDe };
