import type { Servicos } from './context.ts';

/**
 * Endereço do site para os links absolutos dos e-mails e documentos: `APP_URL` (sem barra no fim) ou,
 * sem ele (desenvolvimento, testes), `http://localhost:<porta>` — nunca um link relativo, que num
 * e-mail não leva a lugar nenhum.
 */
export const baseDoSite = (ctx: Pick<Servicos, 'config'>): string => ctx.config.appUrl ?? `http://localhost:${ctx.config.port}`;
