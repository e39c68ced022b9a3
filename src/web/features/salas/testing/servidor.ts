/**
 * Servidor falso (MSW) do agendamento de salas: guarda o estado e os corpos recebidos, responde pelo
 * contrato. Cada teste liga o que precisa e pode trocar um handler com `servidor.use(...)`.
 */
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { MinhaAssinaturaSchema, type MinhaAssinatura } from '#shared/contracts/assinaturas.ts';
import {
  AgendaDoMesSchema,
  BloqueioSalvoSchema,
  BloqueioSchema,
  FeriadosIncluidosSchema,
  MinhaReservaSchema,
  ReservaAdminSchema,
  ResultadoDecisaoSchema,
  ResultadoReservaDiretaSchema,
  RodadaConfirmacaoSchema,
  SalaSchema,
  type AgendaDoMes,
  type Bloqueio,
  type MinhaReserva,
  type ReservaAdmin,
  type Sala,
} from '#shared/contracts/salas.ts';
import { respostaDoContrato, type servidorMsw } from '#web/testing/msw.ts';
import { agendaDeTeste, minhaReservaDeTeste, SALAS, type MudancaDoDia } from './fixtures.ts';

export const SEM_ASSINATURA: MinhaAssinatura = { tem_assinatura: false, funcao: null, atualizada_em: null, imagem: null };

export interface EstadoFalso {
  salas: Sala[];
  agenda: (mes: string, salaId: number) => AgendaDoMes;
  minhas: MinhaReserva[];
  assinatura: MinhaAssinatura;
  admin: ReservaAdmin[];
  bloqueios: Bloqueio[];
  /** Corpos e pedidos recebidos, por nome do endpoint. */
  recebidos: { rota: string; corpo?: unknown; query?: string; id?: number }[];
}

function ocupadosPelasMinhas(minhas: MinhaReserva[], mes: string): Record<string, MudancaDoDia> {
  const mudancas: Record<string, MudancaDoDia> = {};
  for (const r of minhas.filter((m) => m.data.startsWith(mes) && (m.status === 'pendente' || m.status === 'aprovada'))) {
    const dia = (mudancas[r.data] ??= {});
    if (r.periodo === 'manha') Object.assign(dia, { manha: r.status, minhaManha: r.id });
    else Object.assign(dia, { tarde: r.status, minhaTarde: r.id });
  }
  return mudancas;
}

/** Os pedidos recebidos por um endpoint (`'pedir'`, `'decidir'`, `'reservaDireta'`…), na ordem. */
export const recebidosDe = (e: EstadoFalso, rota: string) => e.recebidos.filter((r) => r.rota === rota);

/** Guarda o corpo (JSON) e a query de um pedido recebido. */
async function guardar(e: EstadoFalso, rota: string, request: Request, id?: unknown) {
  const texto = await request.text();
  e.recebidos.push({ rota, corpo: texto ? JSON.parse(texto) : undefined, query: new URL(request.url).searchParams.toString(), ...(id ? { id: Number(id) } : {}) });
  return e.recebidos.at(-1)!.corpo;
}

function handlersDaPessoa(e: EstadoFalso) {
  const minha = (id: unknown) => e.minhas.find((r) => r.id === Number(id)) ?? minhaReservaDeTeste(Number(id));
  return [
    http.get('/api/salas', () => respostaDoContrato(z.array(SalaSchema), e.salas)),
    http.get('/api/salas/reservas', ({ request }) => {
      const q = new URL(request.url).searchParams;
      e.recebidos.push({ rota: 'agenda', query: q.toString() });
      return respostaDoContrato(AgendaDoMesSchema, e.agenda(q.get('mes')!, Number(q.get('sala_id'))));
    }),
    http.get('/api/salas/reservas/minhas', () => respostaDoContrato(z.array(MinhaReservaSchema), e.minhas)),
    http.post('/api/salas/reservas', async ({ request }) => {
      await guardar(e, 'pedir', request);
      const corpo = e.recebidos.at(-1)!.corpo as { data: string; periodo: 'manha' | 'tarde'; finalidade: string };
      const nova = minhaReservaDeTeste(900 + e.minhas.length, { data: corpo.data, periodo: corpo.periodo, finalidade: corpo.finalidade, pode_editar: true, pode_cancelar: true });
      e.minhas = [nova, ...e.minhas];
      return respostaDoContrato(MinhaReservaSchema, nova, { status: 201 });
    }),
    http.put('/api/salas/reservas/:id', async ({ request, params }) => {
      await guardar(e, 'editar', request, params.id);
      return respostaDoContrato(MinhaReservaSchema, minha(params.id));
    }),
    http.delete('/api/salas/reservas/:id', async ({ request, params }) => {
      await guardar(e, 'cancelar', request, params.id);
      const r = { ...minha(params.id), status: 'cancelada' as const, pode_editar: false, pode_cancelar: false };
      e.minhas = e.minhas.map((m) => (m.id === r.id ? r : m));
      return respostaDoContrato(MinhaReservaSchema, r);
    }),
    http.post('/api/salas/reservas/:id/confirmacao', async ({ request, params }) => {
      await guardar(e, 'confirmar', request, params.id);
      const r = { ...minha(params.id), confirmacao: 'confirmada' as const, confirmado_em: '2030-03-14T12:00:00.000Z', pode_confirmar: false };
      e.minhas = e.minhas.map((m) => (m.id === r.id ? r : m));
      return respostaDoContrato(MinhaReservaSchema, r);
    }),
    http.get('/api/assinatura', () => respostaDoContrato(MinhaAssinaturaSchema, e.assinatura)),

  ];
}

function handlersDaAdministracao(e: EstadoFalso) {
  return [
    http.get('/api/admin/salas', () => respostaDoContrato(z.array(SalaSchema), e.salas)),
    http.post('/api/admin/salas', async ({ request }) => {
      await guardar(e, 'criarSala', request);
      const nova = { id: 50, ...(e.recebidos.at(-1)!.corpo as Omit<Sala, 'id'>) };
      e.salas = [...e.salas, nova];
      return respostaDoContrato(SalaSchema, nova, { status: 201 });
    }),
    http.put('/api/admin/salas/:id', async ({ request, params }) => {
      await guardar(e, 'editarSala', request, params.id);
      const sala = { id: Number(params.id), ...(e.recebidos.at(-1)!.corpo as Omit<Sala, 'id'>) };
      e.salas = e.salas.map((s) => (s.id === sala.id ? sala : s));
      return respostaDoContrato(SalaSchema, sala);
    }),
    http.get('/api/admin/salas/reservas', ({ request }) => {
      const q = new URL(request.url).searchParams;
      e.recebidos.push({ rota: 'adminReservas', query: q.toString() });
      const status = q.get('status');
      return respostaDoContrato(z.array(ReservaAdminSchema), status ? e.admin.filter((r) => r.status === status) : e.admin);
    }),
    http.post('/api/admin/salas/reservas/decisao', async ({ request }) => {
      await guardar(e, 'decidir', request);
      const { ids, decisao } = e.recebidos.at(-1)!.corpo as { ids: number[]; decisao: 'aprovar' | 'rejeitar' };
      const decididas = e.admin.filter((r) => ids.includes(r.id)).map((r) => ({ ...r, status: decisao === 'aprovar' ? ('aprovada' as const) : ('rejeitada' as const), pode_decidir: false }));
      e.admin = e.admin.map((r) => decididas.find((d) => d.id === r.id) ?? r);
      const mensagem = `${decididas.length} ${decisao === 'aprovar' ? 'aprovada(s)' : 'rejeitada(s)'}.`;
      return respostaDoContrato(ResultadoDecisaoSchema, { decididas, ignoradas: [], mensagem });
    }),
    http.post('/api/admin/salas/reservas', async ({ request }) => {
      await guardar(e, 'reservaDireta', request);
      return respostaDoContrato(ResultadoReservaDiretaSchema, { criadas: [], conflitos: [], puladas: [], mensagem: 'Nada criado.' }, { status: 201 });
    }),
    http.post('/api/admin/salas/reservas/:id/cancelamento', async ({ request, params }) => {
      await guardar(e, 'cancelarAdmin', request, params.id);
      const r = e.admin.find((x) => x.id === Number(params.id))!;
      return respostaDoContrato(ReservaAdminSchema, { ...r, status: 'cancelada', pode_cancelar: false });
    }),
    http.post('/api/admin/salas/confirmacao-uso', async ({ request }) => {
      await guardar(e, 'rodarConfirmacao', request);
      return respostaDoContrato(RodadaConfirmacaoSchema, { dia: '2030-03-05', pedidos: 2, cancelamentos: 1, mensagem: '2 pedidos de confirmação enviados; 1 reserva cancelada.' });
    }),

  ];
}

function handlersDosBloqueios(e: EstadoFalso) {
  return [
    http.get('/api/admin/bloqueios', ({ request }) => {
      const ano = new URL(request.url).searchParams.get('ano');
      e.recebidos.push({ rota: 'bloqueios', query: `ano=${ano}` });
      return respostaDoContrato(z.array(BloqueioSchema), e.bloqueios.filter((b) => b.data.startsWith(`${ano}-`)));
    }),
    http.post('/api/admin/bloqueios', async ({ request }) => {
      await guardar(e, 'criarBloqueio', request);
      const bloqueio = { id: 70 + e.bloqueios.length, ...(e.recebidos.at(-1)!.corpo as Omit<Bloqueio, 'id'>) };
      e.bloqueios = [...e.bloqueios, bloqueio];
      return respostaDoContrato(BloqueioSalvoSchema, { bloqueio, reservas_no_dia: 0 }, { status: 201 });
    }),
    http.put('/api/admin/bloqueios/:id', async ({ request, params }) => {
      await guardar(e, 'editarBloqueio', request, params.id);
      const bloqueio = { id: Number(params.id), ...(e.recebidos.at(-1)!.corpo as Omit<Bloqueio, 'id'>) };
      e.bloqueios = e.bloqueios.map((b) => (b.id === bloqueio.id ? bloqueio : b));
      return respostaDoContrato(BloqueioSalvoSchema, { bloqueio, reservas_no_dia: 0 });
    }),
    http.delete('/api/admin/bloqueios/:id', async ({ request, params }) => {
      await guardar(e, 'removerBloqueio', request, params.id);
      e.bloqueios = e.bloqueios.filter((b) => b.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('/api/admin/bloqueios/feriados-nacionais', async ({ request }) => {
      await guardar(e, 'feriados', request);
      return respostaDoContrato(FeriadosIncluidosSchema, { incluidos: 12, ja_existiam: 1, mensagem: '12 datas incluídas; 1 já existia.' });
    }),
  ];
}

export function ligarServidorFalso(servidor: typeof servidorMsw, inicial: Partial<EstadoFalso> = {}): EstadoFalso {
  const e: EstadoFalso = {
    salas: SALAS,
    // os pedidos da própria pessoa ocupam o horário, como no servidor
    agenda: (mes, salaId) => agendaDeTeste(mes, ocupadosPelasMinhas(e.minhas, mes), { sala: e.salas.find((s) => s.id === salaId) ?? SALAS[0]! }),
    minhas: [],
    assinatura: SEM_ASSINATURA,
    admin: [],
    bloqueios: [],
    recebidos: [],
    ...inicial,
  };
  servidor.use(...handlersDaPessoa(e), ...handlersDaAdministracao(e), ...handlersDosBloqueios(e));
  return e;
}
