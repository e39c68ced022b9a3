import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client.ts';
import type { Servicos } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import type { Fila } from '../../lib/tarefas/fila.ts';
import { criarFilaDeTeste } from '../../testing/tarefas.ts';
import { criarBancoDeTeste, limparBanco } from '../../testing/db.ts';
import { ctxDeTeste, criarUsuario } from '../../testing/factories.ts';
import { iniciarReceptorSmtp } from '../../testing/smtp.ts';
import { periodoAtual, semanaIso, TAREFA_PROCURAR_AGENDADOS } from './relatorios.agenda.ts';
import { comLimiteDeTempo, MENSAGEM_TEMPO_ESGOTADO } from './consulta.repository.ts';
import * as s from './relatorios.service.ts';
import { semearInscricoes } from '../../testing/relatorios.ts';

let h: DbHandle;
let smtp: Awaited<ReturnType<typeof iniciarReceptorSmtp>>;
beforeAll(async () => {
  h = await criarBancoDeTeste();
  smtp = await iniciarReceptorSmtp();
});
afterAll(async () => {
  await smtp.fechar();
  await h.close();
});
beforeEach(async () => {
  await limparBanco(h);
  smtp.recebidos.length = 0;
});

/** Um "processo": fila própria, com os tratadores do e-mail e dos relatórios, sobre o mesmo banco. */
function processo(relogio: { agora: Date }) {
  const fila = criarFilaDeTeste();
  const base = ctxDeTeste(h.db, null, { now: () => relogio.agora });
  const servicos: Servicos = { db: h.db, config: base.config, mailer: smtp.mailer, selador: base.selador, storage: base.storage, now: () => relogio.agora, jobs: fila };
  fila.vincular(servicos);
  return fila;
}

/**
 * A rotina das 06:00 (um agendamento do pg-boss) chegando aos dois processos ao mesmo tempo — o pior caso: cada
 * um com a sua tarefa de procura — e as filas esvaziadas pelos dois juntos.
 */
async function rodada(p1: Fila, p2: Fila) {
  await Promise.all([p1.enfileirar(h.db, { tipo: TAREFA_PROCURAR_AGENDADOS }), p2.enfileirar(h.db, { tipo: TAREFA_PROCURAR_AGENDADOS })]);
  await Promise.all([p1.processarPendentes(), p2.processarPendentes()]);
  await Promise.all([p1.processarPendentes(), p2.processarPendentes()]);
}

describe('períodos do agendamento', () => {
  it('semana ISO na virada do ano e mês', () => {
    expect(semanaIso('2026-01-01')).toBe('2026-W01');
    expect(semanaIso('2027-01-01')).toBe('2026-W53');
    expect(semanaIso('2025-12-29')).toBe('2026-W01');
    expect(semanaIso('2026-03-09')).toBe('2026-W11');
    expect(semanaIso('2026-03-15')).toBe('2026-W11');
    expect(periodoAtual('mensal', '2026-03-31')).toBe('2026-03');
  });
});

describe('envio agendado', () => {
  it('duas filas (dois processos) rodando juntas: um e-mail por destinatário e período, com a planilha', async () => {
    const admin = await criarUsuario(h.db, { perfis: ['usuario', 'administrador'] });
    await semearInscricoes(h.db);
    const ctx = ctxDeTeste(h.db, { id: admin.id, perfis: ['usuario', 'administrador'] });
    const salvo = await s.criar(ctx, { nome: 'Confirmadas', definicao: { assunto: 'inscricoes', campos: ['pessoa', 'cpf', 'status'], filtros: [{ campo: 'status', operador: 'igual', valor: 'confirmada' }], periodo: {}, agrupar_por: null, totais: [], ordenar: { campo: 'pessoa', direcao: 'asc' } } });
    await s.agendar(ctx, salvo.id, { frequencia: 'semanal', emails: ['gestao@escola.gov.br', 'chefia@escola.gov.br'], formato: 'xlsx' });
    // segunda-feira, 09/03/2026, 07:00 em São Paulo (depois das 06:00 da rotina)
    const relogio = { agora: new Date('2026-03-09T10:00:00Z') };
    const [p1, p2] = [processo(relogio), processo(relogio)];
    await rodada(p1, p2);
    expect(smtp.recebidos).toHaveLength(2);
    const msgs = await Promise.all(smtp.recebidos.map((r) => simpleParser(r)));
    expect(msgs.map((m) => (m.to as { text: string }).text).sort()).toEqual(['chefia@escola.gov.br', 'gestao@escola.gov.br']);
    expect(msgs[0]!.subject).toBe('Relatório "Confirmadas" (2026-W11)');
    const anexo = msgs[0]!.attachments[0]!;
    expect(anexo.filename).toBe(`relatorio-${salvo.id}-2026-03-09.xlsx`);
    const folha = strFromU8(unzipSync(new Uint8Array(anexo.content))['xl/worksheets/sheet1.xml']!);
    expect([...folha.matchAll(/<t xml:space="preserve">(.*?)<\/t>/g)].map((m) => m[1])).toEqual(['Pessoa', 'CPF', 'Situação', 'Ana Souza', '***.456.789-**', 'Confirmada', 'Carla Dias', '***.222.333-**', 'Confirmada']);
    const [r] = (await h.db.execute(sql`select ultimo_periodo, ultimo_envio_em from relatorios_salvos where id = ${salvo.id}`) as unknown as { rows: { ultimo_periodo: string; ultimo_envio_em: unknown }[] }).rows;
    expect(r!.ultimo_periodo).toBe('2026-W11');
    expect(r!.ultimo_envio_em).not.toBeNull();
    const aud = (await h.db.execute(sql`select detalhes from auditoria where acao = 'relatorio.exportar'`) as unknown as { rows: { detalhes: Record<string, unknown> }[] }).rows;
    expect(aud).toEqual([{ detalhes: expect.objectContaining({ agendado: true, periodo: '2026-W11', destinatarios: 2 }) }]);

    // no mesmo período (quarta-feira), nada de novo; na semana seguinte, de novo
    relogio.agora = new Date('2026-03-11T12:00:00Z');
    await rodada(p1, p2);
    expect(smtp.recebidos).toHaveLength(2);
    relogio.agora = new Date('2026-03-16T10:00:00Z');
    await rodada(p1, p2);
    expect(smtp.recebidos).toHaveLength(4);
  });

  it('mensal: um envio no mês; desagendado não envia', async () => {
    const admin = await criarUsuario(h.db, { perfis: ['usuario', 'administrador'] });
    const ctx = ctxDeTeste(h.db, { id: admin.id, perfis: ['usuario', 'administrador'] });
    const def = { assunto: 'pessoas' as const, campos: ['nome'], filtros: [], periodo: {}, agrupar_por: null, totais: [], ordenar: null };
    const mensal = await s.criar(ctx, { nome: 'Pessoas', definicao: def });
    const desligado = await s.criar(ctx, { nome: 'Desligado', definicao: def });
    await s.agendar(ctx, mensal.id, { frequencia: 'mensal', emails: ['a@escola.gov.br'], formato: 'csv' });
    await s.agendar(ctx, desligado.id, { frequencia: 'mensal', emails: ['b@escola.gov.br'], formato: 'csv' });
    await s.agendar(ctx, desligado.id, { frequencia: null, emails: [], formato: 'csv' });
    const relogio = { agora: new Date('2026-04-01T10:00:00Z') };
    const [p1, p2] = [processo(relogio), processo(relogio)];
    await rodada(p1, p2);
    relogio.agora = new Date('2026-04-20T10:00:00Z');
    await rodada(p1, p2);
    expect(smtp.recebidos).toHaveLength(1);
    const m = await simpleParser(smtp.recebidos[0]!);
    expect(m.attachments[0]!.filename).toMatch(/\.csv$/);
    expect(m.attachments[0]!.content.toString('utf8')).toContain('Nome\r\n');
  });
});

describe('limite de tempo', () => {
  it.runIf(process.env.TEST_DB_KIND === 'postgres')('no PostgreSQL, o statement_timeout corta a consulta e vira 503 com mensagem clara', async () => {
    const erro = await comLimiteDeTempo(h.db, 100, (tx) => tx.execute(sql`select pg_sleep(2)`)).catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(AppError);
    expect(erro).toMatchObject({ status: 503, code: 'INDISPONIVEL', message: MENSAGEM_TEMPO_ESGOTADO });
    // e o limite fica só naquela transação
    const r = (await h.db.execute(sql`show statement_timeout`) as unknown as { rows: { statement_timeout: string }[] }).rows[0]!;
    expect(r.statement_timeout).toBe('0');
  });

  it('o limite é local à transação (nos dois bancos) e um cancelamento 57014 vira 503', async () => {
    const dentro = await comLimiteDeTempo(h.db, 1234, async (tx) => (await tx.execute(sql`show statement_timeout`) as unknown as { rows: { statement_timeout: string }[] }).rows[0]!.statement_timeout);
    expect(dentro).toBe('1234ms');
    const fora = (await h.db.execute(sql`show statement_timeout`) as unknown as { rows: { statement_timeout: string }[] }).rows[0]!.statement_timeout;
    expect(fora).toBe('0');
    const erro = await comLimiteDeTempo(h.db, 1000, async () => {
      throw Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    }).catch((e: unknown) => e);
    expect(erro).toMatchObject({ status: 503, message: MENSAGEM_TEMPO_ESGOTADO });
  });
});
