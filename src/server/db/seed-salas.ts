/**
 * Sementes do agendamento de salas (issue 10).
 * - `seedSalas`: a base, a cada início (idempotente): as salas iniciais num cadastro vazio e os feriados
 *   nacionais do ano corrente e do seguinte (para cada ano que ainda não tem nenhum).
 * - `seedSalasDemo`: reservas de demonstração em todas as situações, criadas pelos serviços de verdade
 *   (pedidos com termo, decisões, rotina de confirmação), em dias úteis a partir de hoje.
 */
import { between, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PedirReservaBodySchema, ReservaDiretaBodySchema } from '#shared/contracts/salas.ts';
import { dataEmSaoPaulo, instanteEmSaoPaulo } from '#shared/rules/cronograma.ts';
import { ehFimDeSemana, janelaDeConfirmacao, type Periodo, somarDias, ultimoDiaDoMes } from '#shared/rules/salas.ts';
import { criarCtx, type CtxAutenticado, type Servicos } from '../lib/context.ts';
import { rodarConfirmacaoDeUso } from '../modules/salas/confirmacao-de-uso.ts';
import { decidirReservas, reservarDireto } from '../modules/salas/gestao-de-reservas.ts';
import { cancelarMinhaReserva, confirmarUso, pedirReserva } from '../modules/salas/reservas.service.ts';
import { criarBloqueio, semearSalasEFeriados } from '../modules/salas/salas.service.ts';
import { loggerMudo } from '../testing/factories.ts';
import type { Db } from './client.ts';
import { bloqueiosCalendario, salas, usuarios } from './schema/index.ts';

/** Semente de base do agendamento (roda a cada início, depois das listas). */
export async function seedSalas(db: Db, hoje: string): Promise<void> {
  await semearSalasEFeriados({ db }, hoje);
}

type Ctx = CtxAutenticado;

/** Quem aparece nas reservas de demonstração (contas de `seed.ts` e participantes de `seed-eventos.ts`). */
const EMAILS = ['admin@escola.demo', 'instrutor@escola.demo', 'usuario@escola.demo', 'participante1@escola.demo', 'participante2@escola.demo', 'participante3@escola.demo', 'participante4@escola.demo'];

/** O que as partes da demonstração compartilham: quem é quem, as salas e a escolha de dias úteis. */
interface Demo {
  servicos: Servicos;
  hoje: string;
  admin: Ctx;
  de: (email: string) => Ctx;
  auditorio: number;
  reuniao: number;
  bloqueadas: Set<string>;
  /** O primeiro dia útil (não bloqueado, horário ainda não usado na demonstração) a partir de `data`. */
  diaUtil: (data: string, salaId: number, periodo: Periodo, passo?: number) => string;
  /** Marca um horário como já usado na demonstração. */
  marcar: (salaId: number, data: string, periodo: Periodo) => void;
  pedir: (ctx: Ctx, salaId: number, data: string, periodo: Periodo, finalidade: string, qtd: number, coffee?: boolean) => Promise<{ id: number; data: string }>;
  decidir: (ctx: Ctx, id: number, decisao: 'aprovar' | 'rejeitar', observacao?: string) => Promise<unknown>;
}

/** O ctx da pessoa com o relógio parado num dia e hora de São Paulo. */
const em = (ctx: Ctx, data: string, hora = '10:00'): Ctx => ({ ...ctx, now: () => instanteEmSaoPaulo(data, hora) });

async function prepararDemo(servicos: Servicos, log: FastifyBaseLogger): Promise<Demo | null> {
  const db = servicos.db;
  const hoje = dataEmSaoPaulo(servicos.now());
  await seedSalas(db, hoje);
  const pessoas = new Map((await db.select({ id: usuarios.id, email: usuarios.email }).from(usuarios).where(inArray(usuarios.email, EMAILS))).map((u) => [u.email, u.id]));
  const [auditorio] = await db.select().from(salas).where(eq(salas.nome, 'Auditório'));
  const [reuniao] = await db.select().from(salas).where(eq(salas.nome, 'Sala de Reunião'));
  if (EMAILS.some((e) => !pessoas.has(e)) || !auditorio || !reuniao) return null;
  const ctxDe = (email: string, perfis: ('usuario' | 'administrador')[] = ['usuario']) =>
    criarCtx(servicos, log, { id: pessoas.get(email)!, perfis, perfilIncompleto: false, sessaoId: 'semente', via: 'bearer' }) as Ctx;
  const perto = await db.select({ data: bloqueiosCalendario.data }).from(bloqueiosCalendario).where(between(bloqueiosCalendario.data, somarDias(hoje, -40), somarDias(hoje, 60)));
  const bloqueadas = new Set(perto.map((b) => b.data));
  const usados = new Set<string>();
  return {
    servicos, hoje, admin: ctxDe('admin@escola.demo', ['usuario', 'administrador']), de: (email) => ctxDe(email), auditorio: auditorio.id, reuniao: reuniao.id, bloqueadas,
    diaUtil: (data, salaId, periodo, passo = 1) => {
      let d = data;
      while (ehFimDeSemana(d) || bloqueadas.has(d) || usados.has(`${salaId}:${d}:${periodo}`)) d = somarDias(d, passo);
      usados.add(`${salaId}:${d}:${periodo}`);
      return d;
    },
    marcar: (salaId, data, periodo) => usados.add(`${salaId}:${data}:${periodo}`),
    pedir: (ctx, salaId, data, periodo, finalidade, qtd, coffee = false) =>
      pedirReserva(ctx, PedirReservaBodySchema.parse({ sala_id: salaId, data, periodo, qtd_pessoas: qtd, finalidade, coffee_break: coffee, termo_aceito: true })),
    decidir: (ctx, id, decisao, observacao) => decidirReservas(ctx, { ids: [id], decisao, ...(observacao ? { observacao } : {}) }),
  };
}

/** Uma data de bloqueio interno (vale para todas as salas). */
async function demoBloqueioInterno(d: Demo): Promise<void> {
  let data = somarDias(d.hoje, 25);
  while (ehFimDeSemana(data) || d.bloqueadas.has(data)) data = somarDias(data, 1);
  await criarBloqueio(d.admin, { data, tipo: 'bloqueio_interno', descricao: 'Dedetização do prédio' });
  d.bloqueadas.add(data);
}

/** Cancelada pela rotina: pedida e aprovada há semanas, lembrada, sem confirmação até 48 h antes. */
async function demoCanceladaPelaRotina(d: Demo): Promise<void> {
  const vencida = d.diaUtil(somarDias(d.hoje, -2), d.auditorio, 'manha', -1);
  const r = await d.pedir(em(d.de('participante4@escola.demo'), somarDias(vencida, -9)), d.auditorio, vencida, 'manha', 'Reunião da equipe de enfermagem da UBS', 25);
  await d.decidir(em(d.admin, somarDias(vencida, -8)), r.id, 'aprovar');
  await rodarConfirmacaoDeUso({ ...d.servicos, now: () => instanteEmSaoPaulo(somarDias(vencida, -6), '07:00') });
  await rodarConfirmacaoDeUso({ ...d.servicos, now: () => instanteEmSaoPaulo(somarDias(vencida, -1), '07:00') });
}

/** Reuniões semanais do colegiado, reservadas direto pela administração, e um bloqueio de horário. */
async function demoDaAdministracao(d: Demo): Promise<void> {
  const colegiado = await reservarDireto(d.admin, ReservaDiretaBodySchema.parse({
    sala_id: d.reuniao, data: d.diaUtil(somarDias(d.hoje, 3), d.reuniao, 'tarde'), periodo: 'tarde', tipo: 'reserva', qtd_pessoas: 15,
    finalidade: 'Reunião do Colegiado da Escola da Saúde', recorrencia: { tipo: 'semanal', ocorrencias: 4 },
  }));
  for (const r of colegiado.criadas) d.marcar(d.reuniao, r.data, 'tarde');
  await reservarDireto(d.admin, ReservaDiretaBodySchema.parse({
    sala_id: d.auditorio, data: d.diaUtil(somarDias(d.hoje, 8), d.auditorio, 'tarde'), periodo: 'tarde', tipo: 'bloqueio', finalidade: 'Manutenção do sistema de som',
  }));
  await reservarDireto(d.admin, ReservaDiretaBodySchema.parse({
    sala_id: d.reuniao, data: d.diaUtil(somarDias(proximoMes(d.hoje), 4), d.reuniao, 'manha'), periodo: 'manha', tipo: 'bloqueio', finalidade: 'Pintura da sala',
  }));
}

/** O dia 1º do mês seguinte ao de `hoje`: a demonstração põe reservas nele também, em qualquer dia do mês. */
const proximoMes = (hoje: string) => somarDias(ultimoDiaDoMes(hoje.slice(0, 7)), 1);

/** Pedidos das pessoas: aprovados na janela de confirmação (um confirmado), antes dela, pendentes, rejeitado, cancelado. */
async function demoPedidos(d: Demo): Promise<void> {
  const { admin, auditorio, reuniao, hoje } = d;
  const p1 = d.de('participante1@escola.demo');
  const usuario = d.de('usuario@escola.demo');
  const confirmada = await d.pedir(p1, auditorio, d.diaUtil(somarDias(hoje, 2), auditorio, 'manha'), 'manha', 'Capacitação em classificação de risco', 50, true);
  const aConfirmar = await d.pedir(usuario, reuniao, d.diaUtil(somarDias(hoje, 2), reuniao, 'manha'), 'manha', 'Roda de conversa sobre saúde mental', 20);
  await d.decidir(admin, confirmada.id, 'aprovar', 'Coffee break apenas na bancada externa.');
  await d.decidir(admin, aConfirmar.id, 'aprovar');
  // aprovadas na janela: a aprovação já pediu a confirmação (a rotina do dia não tem o que pedir); a
  // participante já confirmou a dela
  await rodarConfirmacaoDeUso(d.servicos);
  const janela = janelaDeConfirmacao(confirmada.data);
  if (hoje >= janela.abre && hoje <= janela.fecha) await confirmarUso(p1, confirmada.id);

  const antes = await d.pedir(usuario, auditorio, d.diaUtil(somarDias(hoje, 20), auditorio, 'tarde'), 'tarde', 'Apresentação dos indicadores do território', 40);
  await d.decidir(admin, antes.id, 'aprovar');
  await d.pedir(d.de('instrutor@escola.demo'), auditorio, d.diaUtil(somarDias(hoje, 10), auditorio, 'manha'), 'manha', 'Oficina de primeiros socorros — turma extra', 30);
  await d.pedir(usuario, reuniao, d.diaUtil(somarDias(hoje, 9), reuniao, 'tarde'), 'tarde', 'Reunião de planejamento do grupo de tabagismo', 12);
  const rejeitada = await d.pedir(d.de('participante2@escola.demo'), reuniao, d.diaUtil(somarDias(hoje, 12), reuniao, 'manha'), 'manha', 'Confraternização da equipe', 30, true);
  await d.decidir(admin, rejeitada.id, 'rejeitar', 'As salas são reservadas para atividades de Educação Permanente em Saúde.');
  // no mês seguinte: um pendente e um aprovado (antes da janela de confirmação)
  const mesQueVem = proximoMes(hoje);
  await d.pedir(d.de('participante2@escola.demo'), auditorio, d.diaUtil(somarDias(mesQueVem, 9), auditorio, 'manha'), 'manha', 'Encontro dos agentes comunitários de saúde', 55, true);
  const estudos = await d.pedir(d.de('participante4@escola.demo'), reuniao, d.diaUtil(somarDias(mesQueVem, 13), reuniao, 'tarde'), 'tarde', 'Grupo de estudos em saúde da família', 10);
  await d.decidir(admin, estudos.id, 'aprovar', 'A chave fica na recepção do 2º andar.');
  const p3 = d.de('participante3@escola.demo');
  const desistiu = await d.pedir(p3, auditorio, d.diaUtil(somarDias(hoje, 15), auditorio, 'manha'), 'manha', 'Seminário de vigilância epidemiológica', 45);
  await cancelarMinhaReserva(p3, desistiu.id);
}

/**
 * Demonstração: uma reserva em cada situação (pendente; aprovada e confirmada; aprovada esperando a
 * confirmação, já pedida; aprovada antes da janela de confirmação; rejeitada com observação; cancelada
 * por quem pediu; cancelada pela rotina por falta de confirmação), bloqueios de horário, uma reunião
 * semanal reservada pela administração e uma data de bloqueio interno; no mês seguinte, também um
 * pedido pendente, um aprovado e um bloqueio. Precisa das contas de
 * demonstração (`seed.ts`) e dos participantes (`seed-eventos.ts`); sem elas, não faz nada.
 */
export async function seedSalasDemo(servicos: Servicos, log: FastifyBaseLogger = loggerMudo): Promise<void> {
  const d = await prepararDemo(servicos, log);
  if (!d) return;
  await demoBloqueioInterno(d);
  // antes de todas: a rotina que a cancela roda com o relógio de semanas atrás
  await demoCanceladaPelaRotina(d);
  await demoDaAdministracao(d);
  await demoPedidos(d);
  log.info('demonstração das salas criada');
}
