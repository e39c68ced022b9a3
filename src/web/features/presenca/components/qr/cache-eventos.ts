/**
 * Cache da lista de eventos com turmas no sessionStorage (SPEC §4, §9): vale 180 s nesta aba, para a
 * página abrir na hora enquanto a lista nova chega. Guarda quem carregou (outra conta na mesma aba não vê).
 */
import type { EventoQr } from './regras.ts';

// v2: cada evento traz `instrutor` (os instrutores do evento)
export const CHAVE_CACHE_EVENTOS = 'qr:eventos-turmas:v2';
export const VALIDADE_CACHE_MS = 180_000;

interface Registro {
  em: number;
  dono: string;
  eventos: EventoQr[];
}

export interface CacheEventos {
  /** Quando a lista foi carregada (ms desde 1970). */
  em: number;
  eventos: EventoQr[];
}

/** A lista guardada, se é de `dono` e tem menos de 180 s; senão null (e um registro velho ou torto sai). */
export function lerCacheEventos(dono: string, agora = Date.now()): CacheEventos | null {
  try {
    const bruto = sessionStorage.getItem(CHAVE_CACHE_EVENTOS);
    if (!bruto) return null;
    const r = JSON.parse(bruto) as Partial<Registro> | null;
    if (!r || typeof r.em !== 'number' || r.dono !== dono || !Array.isArray(r.eventos) || r.em > agora || agora - r.em >= VALIDADE_CACHE_MS) {
      sessionStorage.removeItem(CHAVE_CACHE_EVENTOS);
      return null;
    }
    return { em: r.em, eventos: r.eventos };
  } catch {
    return null;
  }
}

/** Guarda a lista recém-carregada (sem espaço ou sem storage, segue sem cache). */
export function gravarCacheEventos(dono: string, eventos: EventoQr[], agora = Date.now()): void {
  try {
    sessionStorage.setItem(CHAVE_CACHE_EVENTOS, JSON.stringify({ em: agora, dono, eventos } satisfies Registro));
  } catch {
    /* cota cheia ou storage bloqueado: só perde o atalho da próxima visita */
  }
}
