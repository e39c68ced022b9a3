import { PRESENCA, VALIDAR_PRESENCA } from '#web/lib/caminhos.ts';
/**
 * Leitura dos endereços de presença (SPEC §2.1): a turma vem da query `turma` (ou `turma_id`) ou do
 * caminho `/presenca/:turmaId`; `t` é o código de 6 dígitos do QR ao vivo. Também o código digitado
 * ou lido pelo scanner ("42-381924" ou um link) vira o destino da confirmação.
 */
// a mesma regra do `idSchema` do contrato (um inteiro de 1 a 2147483647, só dígitos, sem zero à
// esquerda), sem trazer o zod para o pedaço da página
const ID_RE = /^[1-9]\d{0,9}$/;
const ID_MAXIMO = 2_147_483_647;

export function idDeTurma(valor: string | null | undefined): number | null {
  const v = (valor ?? '').trim();
  return ID_RE.test(v) && Number(v) <= ID_MAXIMO ? Number(v) : null;
}

/** `381 924`, `381-924` e `381.924` valem `381924` (como no `CodigoAoVivoSchema`); outro formato, null. */
export function codigoAoVivo(valor: string | null | undefined): string | null {
  const v = (valor ?? '').trim().replace(/[\s.-]/g, '');
  return /^\d{6}$/.test(v) ? v : null;
}

export interface ParametrosPresenca {
  turma: number | null;
  /** Código do QR ao vivo; um `t` fora do formato é ignorado (o servidor pede o código se a turma exigir). */
  t: string | null;
}

export function lerParametros(search: string, turmaIdDoCaminho?: string): ParametrosPresenca {
  const q = new URLSearchParams(search);
  const bruto = q.get('turma') || q.get('turma_id') || turmaIdDoCaminho;
  return { turma: idDeTurma(bruto), t: codigoAoVivo(q.get('t')) };
}

export function caminhoDaPresenca(turma: number, t?: string | null): string {
  return `${PRESENCA}?turma=${turma}${t ? `&t=${t}` : ''}`;
}

/** "42-381924" (o que aparece embaixo do QR ao vivo), com ou sem espaços. */
const TURMA_CODIGO_RE = /^(\d+)\s*[-–—]\s*([\d\s.]+)$/;

/**
 * Um link (ou query) que diz a turma: `turma=42`, `turma_id=42`, `id=42` ou `/presenca/42`. Quem extrai turma e
 * código é o /validar-presenca (lib/redirecionamentos.ts); aqui basta saber se vale ir para lá.
 */
const LINK_DE_PRESENCA_RE = /(?:[?&](?:turma|turma_id|id)=|presenca\/)\d/i;

function decodificado(v: string): string {
  try {
    return decodeURIComponent(v);
  } catch {
    return v; // codificação ruim é tolerada (o /validar-presenca também tolera)
  }
}

/**
 * Para onde ir com um código digitado ou lido: "TURMA-CÓDIGO" → `/presenca?turma=…&t=…`; um link de
 * presença (com a turma) → `/validar-presenca?codigo=…`, que extrai turma e código. Outro texto, null.
 */
export function destinoDoCodigo(texto: string): string | null {
  const v = texto.trim();
  if (!v) return null;
  const m = TURMA_CODIGO_RE.exec(v);
  if (m) {
    const turma = idDeTurma(m[1]);
    const t = codigoAoVivo(m[2]);
    return turma && t ? caminhoDaPresenca(turma, t) : null;
  }
  return LINK_DE_PRESENCA_RE.test(decodificado(v)) ? `${VALIDAR_PRESENCA}?codigo=${encodeURIComponent(v)}` : null;
}
