import type { FastifyInstance } from 'fastify';
import { salasEndpoints as e } from '#shared/contracts/salas.ts';
import { defineRoute } from '../../lib/route.ts';
import { rodarConfirmacaoDeUso } from './confirmacao-de-uso.ts';
import { cancelarPelaAdministracao, decidirReservas, reservarDireto, reservasDaAdministracao, termoDaReserva } from './gestao-de-reservas.ts';
import { cancelarMinhaReserva, confirmarUso, editarReserva, minhasReservas, pedirReserva } from './reservas.service.ts';
import {
  agendaDoMes, bloqueiosDoAno, criarBloqueio, criarSala, editarBloqueio, editarSala, incluirFeriadosNacionais, removerBloqueio, salasAtivas, todasAsSalas,
} from './salas.service.ts';

export default async function salasRoutes(app: FastifyInstance): Promise<void> {

  // pessoas
  defineRoute(app, e.salas, ({ ctx }) => salasAtivas(ctx));
  defineRoute(app, e.agenda, ({ ctx, query }) => agendaDoMes(ctx, query));
  defineRoute(app, e.pedir, ({ ctx, body }) => pedirReserva(ctx, body));
  defineRoute(app, e.minhas, ({ ctx }) => minhasReservas(ctx));
  defineRoute(app, e.editar, ({ ctx, params, body }) => editarReserva(ctx, params.id, body));
  defineRoute(app, e.cancelar, ({ ctx, params }) => cancelarMinhaReserva(ctx, params.id));
  defineRoute(app, e.confirmarUso, ({ ctx, params }) => confirmarUso(ctx, params.id));

  // administração: salas e reservas
  defineRoute(app, e.adminSalas, ({ ctx }) => todasAsSalas(ctx));
  defineRoute(app, e.criarSala, ({ ctx, body }) => criarSala(ctx, body));
  defineRoute(app, e.editarSala, ({ ctx, params, body }) => editarSala(ctx, params.id, body));
  defineRoute(app, e.adminReservas, ({ ctx, query }) => reservasDaAdministracao(ctx, query));
  defineRoute(app, e.decidir, ({ ctx, body }) => decidirReservas(ctx, body));
  defineRoute(app, e.reservaDireta, ({ ctx, body }) => reservarDireto(ctx, body));
  defineRoute(app, e.cancelarAdmin, ({ ctx, params, body }) => cancelarPelaAdministracao(ctx, params.id, body));
  defineRoute(app, e.termoPdf, async ({ ctx, params, reply }) => {
    const termo = await termoDaReserva(ctx, params.id);
    reply.header('Content-Disposition', `inline; filename="${termo.nome}"`);
    reply.type('application/pdf');
    return termo.conteudo;
  });
  defineRoute(app, e.rodarConfirmacao, ({ ctx }) => rodarConfirmacaoDeUso(ctx));

  // administração: calendário de bloqueios
  defineRoute(app, e.bloqueios, ({ ctx, query }) => bloqueiosDoAno(ctx, query));
  defineRoute(app, e.criarBloqueio, ({ ctx, body }) => criarBloqueio(ctx, body));
  defineRoute(app, e.editarBloqueio, ({ ctx, params, body }) => editarBloqueio(ctx, params.id, body));
  defineRoute(app, e.removerBloqueio, ({ ctx, params }) => removerBloqueio(ctx, params.id));
  defineRoute(app, e.feriadosNacionais, ({ ctx, body }) => incluirFeriadosNacionais(ctx, body));
}
