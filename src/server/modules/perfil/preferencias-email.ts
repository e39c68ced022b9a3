/**
 * Preferências de e-mail (issue 21). A pessoa desliga e-mails OPCIONAIS (`TIPOS_EMAIL_OPCIONAL`); os
 * obrigatórios não passam por aqui e sempre saem. Quem manda um e-mail opcional chama
 * `enfileirarEmailsOpcionais` — o único lugar que consulta a preferência —, e a notificação no app é
 * criada de qualquer jeito por quem chama.
 */
import type { z } from 'zod';
import type { AtualizarPreferenciasEmailBodySchema, PreferenciasEmail } from '#shared/contracts/perfil.ts';
import { TIPOS_EMAIL_OPCIONAL, type TipoEmailOpcional } from '#shared/rules/preferencias-email.ts';
import type { CtxAutenticado, Servicos } from '../../lib/context.ts';
import { TAREFA_EMAIL, type Mensagem } from '../../lib/mailer.ts';
import { escolhasDe, gravarEscolhas, quemRecusou } from './preferencias-email.repository.ts';

export interface EmailOpcional {
  usuarioId: number;
  mensagem: Mensagem;
  /** Chave de idempotência da tarefa de e-mail. */
  chave: string;
}

/**
 * Enfileira e-mails opcionais de um tipo, menos os de quem o desligou (na transação de quem chama, se
 * `db` for um `tx`). Devolve quantos entraram na fila.
 */
export async function enfileirarEmailsOpcionais(ctx: Pick<Servicos, 'db' | 'jobs'>, tipo: TipoEmailOpcional, emails: readonly EmailOpcional[]): Promise<number> {
  if (emails.length === 0) return 0;
  const recusaram = await quemRecusou(ctx.db, tipo, emails.map((e) => e.usuarioId));
  const enviar = emails.filter((e) => !recusaram.has(e.usuarioId));
  return ctx.jobs.enfileirarVarias(ctx.db, enviar.map((e) => ({ tipo: TAREFA_EMAIL, dados: e.mensagem, chave: e.chave })));
}

async function preferenciasDe(ctx: Pick<Servicos, 'db'>, usuarioId: number): Promise<PreferenciasEmail> {
  const p = Object.fromEntries(TIPOS_EMAIL_OPCIONAL.map((t) => [t, true])) as PreferenciasEmail;
  for (const l of await escolhasDe(ctx.db, usuarioId)) p[l.tipo] = l.recebe;
  return p;
}

/** As escolhas da própria pessoa (sem escolha = recebe). */
export async function obterPreferenciasEmail(ctx: CtxAutenticado): Promise<PreferenciasEmail> {
  return preferenciasDe(ctx, ctx.user.id);
}

/** Grava as escolhas enviadas (as outras ficam como estavam) e devolve todas. */
export async function salvarPreferenciasEmail(
  ctx: CtxAutenticado,
  body: z.output<typeof AtualizarPreferenciasEmailBodySchema>,
): Promise<PreferenciasEmail> {
  const escolhas = TIPOS_EMAIL_OPCIONAL.flatMap((tipo) => (typeof body[tipo] === 'boolean' ? [{ tipo, recebe: body[tipo] }] : []));
  await gravarEscolhas(ctx.db, ctx.user.id, escolhas, ctx.now());
  return preferenciasDe(ctx, ctx.user.id);
}
