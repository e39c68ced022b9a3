import type { Notificacao } from '#shared/contracts/notificacoes.ts';
import { destinoSeguro } from '#web/lib/destino-seguro.ts';

/** Não lidas primeiro, depois as mais novas (o servidor já ordena assim; aqui garante dentro da página). */
export function ordenarNotificacoes(itens: readonly Notificacao[]): Notificacao[] {
  return [...itens].sort((a, b) => Number(a.lida) - Number(b.lida) || b.criada_em.localeCompare(a.criada_em) || b.id - a.id);
}

/**
 * Só caminhos internos do app viram navegação ("/certificados"); qualquer outra coisa é ignorada. A
 * checagem é a mesma do `?next=` do login (destinoSeguro): `/\t/host` não vira `//host`.
 */
export function linkInterno(link: string | null): string | null {
  return destinoSeguro(link?.trim());
}
