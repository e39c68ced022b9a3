import type { FastifyInstance, FastifyRequest } from 'fastify';
import { agendaEndpoints as e } from '#shared/contracts/agenda.ts';
import { AppError } from '../../lib/errors.ts';
import { criarCtx } from '../../lib/context.ts';
import { defineRoute } from '../../lib/route.ts';
import { agendaDaAdministracao, agendaDoInstrutor, feedIcal, linkDoCalendario, minhaAgenda, novoLinkDoCalendario } from './agenda.service.ts';

/** Origem pública da requisição (usada só quando APP_URL não está configurada). */
const origem = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

export default async function agendaRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, e.minha, ({ ctx, query }) => minhaAgenda(ctx, query));
  defineRoute(app, e.instrutor, ({ ctx, query }) => agendaDoInstrutor(ctx, query));
  defineRoute(app, e.administrador, ({ ctx, query }) => agendaDaAdministracao(ctx, query));
  defineRoute(app, e.link, ({ ctx, req }) => linkDoCalendario(ctx, origem(req)));
  defineRoute(app, e.novoLink, ({ ctx, req }) => novoLinkDoCalendario(ctx, origem(req)));
  // feed iCalendar: o token do endereço é a credencial (aplicativos de calendário não mandam cookie nem Bearer).
  // O limite é por endereço, não por IP: o Google Agenda busca os feeds de todos a partir de poucos IPs.
  app.get<{ Params: { arquivo: string } }>('/api/agenda/ical/:arquivo', { schema: { hide: true }, config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: (req) => `ical:${(req.params as { arquivo?: string }).arquivo ?? ''}` } } }, async (req, reply) => {
    const arquivo = req.params.arquivo;
    if (!arquivo.endsWith('.ics')) throw new AppError('NAO_ENCONTRADO', 'Calendário não encontrado.');
    const texto = await feedIcal(criarCtx(app.deps, req.log), arquivo.slice(0, -4));
    reply.header('Cache-Control', 'private, max-age=300');
    reply.header('Content-Disposition', 'inline; filename="agenda-escola-da-saude.ics"');
    return reply.type('text/calendar; charset=utf-8').send(texto);
  });
}
