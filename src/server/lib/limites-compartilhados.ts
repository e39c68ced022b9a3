/**
 * A loja do `@fastify/rate-limit` sobre os contadores do banco (`limites.repository.ts`, decisão 027): com N
 * processos atrás de um balanceador, todos contam juntos.
 */
import type { Db } from '../db/client.ts';
import { contarNaJanela } from './limites.repository.ts';

type Resposta = (erro: Error | null, r?: { current: number; ttl: number }) => void;

/**
 * A loja do `@fastify/rate-limit` sobre `contarNaJanela`: o plugin a constrói (`new Loja(opções)`) e pede
 * uma filha por rota; a chave de cada contador leva o método e o caminho da rota.
 */
export function lojaDeLimitesNoBanco(db: Db) {
  return class LojaNoBanco {
    readonly prefixo: string;
    constructor(prefixo?: unknown) {
      this.prefixo = typeof prefixo === 'string' ? prefixo : 'rota:';
    }
    incr(chave: string, responder: Resposta, janelaMs: number): void {
      contarNaJanela(db, this.prefixo + chave, janelaMs).then(
        (r) => responder(null, { current: r.contagem, ttl: r.restaMs }),
        (e: unknown) => responder(e instanceof Error ? e : new Error(String(e))),
      );
    }
    /** O plugin passa as opções da rota com `routeInfo` (a própria rota: método e caminho). */
    child(opcoes: object): LojaNoBanco {
      const rota = (opcoes as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
      return new LojaNoBanco(`${this.prefixo}${String(rota.method ?? '')}${String(rota.url ?? '')}:`);
    }
  };
}
