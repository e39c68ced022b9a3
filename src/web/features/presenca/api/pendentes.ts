/**
 * Fila das confirmações de presença feitas sem internet, no `localStorage` (`presenca:pendentes`):
 * sobrevive a fechar a aba, e o main.tsx olha a chave ao abrir o app para enviá-las. Uma por turma e
 * dia (o dia de São Paulo, o mesmo em que o servidor procura o encontro).
 */
import { dataEmSaoPaulo } from '#shared/rules/cronograma.ts';

/** A mesma chave que o main.tsx confere (sem importar este módulo). */
export const CHAVE_PENDENTES = 'presenca:pendentes';

export interface Pendente {
  turma: number;
  t?: string;
  /** ISO 8601 */
  criada_em: string;
}

const diaDe = (p: Pendente) => dataEmSaoPaulo(new Date(p.criada_em));

function valido(v: unknown): v is Pendente {
  if (typeof v !== 'object' || v === null) return false;
  const p = v as Record<string, unknown>;
  return Number.isInteger(p.turma) && typeof p.criada_em === 'string' && !Number.isNaN(Date.parse(p.criada_em)) && (p.t === undefined || typeof p.t === 'string');
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
  const nova: Pendente = { turma, ...(t ? { t } : {}), criada_em: agora.toISOString() };
  const dia = diaDe(nova);
  gravar([...lerPendentes().filter((p) => p.turma !== turma || diaDe(p) !== dia), nova]);
  return nova;
}

/** Tira da fila a confirmação da turma naquele dia (a de hoje, sem `dia`). */
export function removerPendente(turma: number, dia = dataEmSaoPaulo(new Date())): void {
  const lista = lerPendentes();
  const resto = lista.filter((p) => p.turma !== turma || diaDe(p) !== dia);
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
