import type { Notificacao } from '#shared/contracts/notificacoes.ts';

/** Não lidas primeiro, depois as mais novas (o servidor já ordena assim; aqui garante dentro da página). */
export function ordenarNotificacoes(itens: readonly Notificacao[]): Notificacao[] {
  return [...itens].sort((a, b) => Number(a.lida) - Number(b.lida) || b.criada_em.localeCompare(a.criada_em) || b.id - a.id);
}

/** Só caminhos internos do app viram navegação ("/certificados"); qualquer outra coisa é ignorada. */
export function linkInterno(link: string | null): string | null {
  if (!link) return null;
  const l = link.trim();
  return l.startsWith('/') && !l.startsWith('//') && !l.startsWith('/\\') ? l : null;
}
