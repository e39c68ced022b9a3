/**
 * Apoio dos testes do módulo de salas (não é um arquivo de teste: não roda sozinho). Relógio de São
 * Paulo controlável, salas, pessoas com contexto e pedidos prontos.
 */
import { PedirReservaBodySchema, type PedirReservaBody } from '#shared/contracts/salas.ts';
import { instanteEmSaoPaulo } from '#shared/rules/cronograma.ts';
import type { Db } from '../../db/client.ts';
import { notificacoes } from '../../db/schema/index.ts';
import type { CtxAutenticado } from '../../lib/context.ts';
import { TAREFA_EMAIL, type Mensagem } from '../../lib/mailer.ts';
import { criarUsuario, ctxDeTeste } from '../../testing/factories.ts';
import { pedirReserva } from './reservas.service.ts';
import { criarSala } from './salas.service.ts';
import { tarefasNaFila } from '../../testing/tarefas.ts';

/** Segunda-feira, 2 de março de 2026: a janela vai de janeiro a dezembro de 2026. */
export const HOJE = '2026-03-02';

/** O instante de uma data e hora de São Paulo. */
export const em = (data: string, hora = '10:00'): Date => instanteEmSaoPaulo(data, hora);

/** Relógio que os testes movem (`relogio.ir('2026-03-05')`). */
export function criarRelogio(data = HOJE, hora = '10:00') {
  const r = {
    agora: em(data, hora),
    ir(d: string, h = '10:00') {
      r.agora = em(d, h);
    },
    now: () => r.agora,
  };
  return r;
}
export type Relogio = ReturnType<typeof criarRelogio>;

/** Uma pessoa (ou administradora) e o contexto dela no relógio dado. */
export async function pessoa(db: Db, relogio: Relogio, admin = false): Promise<CtxAutenticado & { nome: string; email: string }> {
  const perfis = admin ? (['usuario', 'administrador'] as const) : (['usuario'] as const);
  const u = await criarUsuario(db, { perfis: [...perfis], scryptLogN: 4 });
  return Object.assign(ctxDeTeste(db, { id: u.id, perfis: [...perfis] }, { now: relogio.now }), { nome: u.nome, email: u.email });
}

export async function sala(db: Db, nome = 'Auditório', capacidade = 60, ativa = true) {
  return criarSala({ db }, { nome, capacidade, ativa });
}

/** Corpo de pedido válido (segunda-feira seguinte, manhã, 20 pessoas), com o que mudar. */
export function corpo(salaId: number, extra: Partial<PedirReservaBody> = {}) {
  return PedirReservaBodySchema.parse({ sala_id: salaId, data: '2026-03-09', periodo: 'manha', qtd_pessoas: 20, finalidade: 'Reunião de equipe', termo_aceito: true, ...extra });
}

export const pedir = (ctx: CtxAutenticado, salaId: number, extra: Partial<PedirReservaBody> = {}) => pedirReserva(ctx, corpo(salaId, extra));

/** Notificações de uma pessoa, na ordem em que foram criadas. */
export async function notificacoesDe(db: Db, usuarioId: number) {
  return (await db.select().from(notificacoes)).filter((n) => n.usuarioId === usuarioId).sort((a, b) => a.id - b.id);
}

/** Os e-mails na fila (tarefas `email`), com a chave e a mensagem. */
export async function emailsNaFila(db: Db): Promise<{ chave: string | null; msg: Mensagem }[]> {
  const linhas = await tarefasNaFila(db, { tipo: TAREFA_EMAIL });
  return linhas.map((l) => ({ chave: l.chave, msg: l.dados as Mensagem }));
}
