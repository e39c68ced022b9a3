import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { instanteEmSaoPaulo } from '#shared/rules/cronograma.ts';
import type { DbHandle } from '../../db/client.ts';
import { inscricoes, lembretesEnviados, notificacoes, preferenciasEmail } from '../../db/schema/index.ts';
import type { Servicos } from '../../lib/context.ts';
import { criarBancoDeTeste, limparBanco } from '../../testing/db.ts';
import { criarEventoDeTeste } from '../../testing/eventos.ts';
import { criarUsuario, ctxDeTeste } from '../../testing/factories.ts';
import { iniciarReceptorSmtp } from '../../testing/smtp.ts';
import { rodarLembretesDeAula, rotinasDeLembretesDeAula, TAREFA_LEMBRETES_DE_AULA } from './lembretes-de-aula.ts';
import { criarFilaDeTeste, tarefasNaFila } from '../../testing/tarefas.ts';

let h: DbHandle;
let smtp: Awaited<ReturnType<typeof iniciarReceptorSmtp>>;
const relogio = { agora: new Date() };
const now = () => relogio.agora;
const ir = (dia: string, hora: string) => void (relogio.agora = instanteEmSaoPaulo(dia, hora));

beforeAll(async () => {
  h = await criarBancoDeTeste();
  smtp = await iniciarReceptorSmtp('Escola da Saúde <nao-responda@escola.test>');
});
afterAll(async () => {
  await smtp.mailer.close();
  await smtp.fechar();
  await h.close();
});
beforeEach(async () => {
  await limparBanco(h);
  smtp.recebidos.length = 0;
  ir('2026-03-09', '10:00');
});

/** Um "processo": a sua fila, com a rotina e a entrega de e-mail pelo SMTP de verdade. */
function processo() {
  const fila = criarFilaDeTeste();
  const servicos: Servicos = { ...ctxDeTeste(h.db, null, { now }), jobs: fila, mailer: smtp.mailer };
  fila.vincular(servicos);
  return { fila, servicos };
}

/** Turma com encontros em 11/03 (08:00–12:00) e 12/03 (13:30–17:00); Ana, Bruno e Carla confirmadas, Davi cancelado. */
async function cenario() {
  const { evento } = await criarEventoDeTeste(h.db, {
    titulo: 'Acolhimento na Atenção Básica',
    now,
    turmas: [{ datas: [{ data: '2026-03-11', horario_inicio: '08:00', horario_fim: '12:00' }, { data: '2026-03-12', horario_inicio: '13:30', horario_fim: '17:00' }] }],
  });
  const turmaId = evento.turmas[0]!.id;
  const pessoas = [];
  for (const nome of ['Ana', 'Bruno', 'Carla', 'Davi']) pessoas.push(await criarUsuario(h.db, { nome: `${nome} Teste`, scryptLogN: 4 }));
  const agora = now();
  await h.db.insert(inscricoes).values(pessoas.map((p, i) => ({
    turmaId, eventoId: evento.id, usuarioId: p.id, exclusiva: true, criadaEm: agora,
    ...(i < 3 ? { status: 'confirmada' as const, confirmadaEm: agora } : { status: 'cancelada' as const, confirmadaEm: agora, canceladaEm: agora }),
  })));
  return { turmaId, pessoas };
}

const lembretes = () => h.db.select().from(notificacoes).where(eq(notificacoes.tipo, 'evento'));
const recebidos = () => Promise.all(smtp.recebidos.map((r) => simpleParser(r)));

describe('lembrete de aula na véspera', () => {
  it('dois processos ao mesmo tempo: uma notificação e um e-mail por pessoa, com data, horário e local', async () => {
    const { turmaId, pessoas } = await cenario();
    const [ana, bruno, carla] = pessoas;
    // Carla desligou o e-mail de lembrete de aula: recebe só no app
    await h.db.insert(preferenciasEmail).values({ usuarioId: carla!.id, tipo: 'lembrete_aula', recebe: false });
    const a = processo();
    const b = processo();

    // a rotina é agendada no pg-boss às 09:00 de São Paulo (o agendamento em si: lib/tarefas/fila.test.ts)
    expect(rotinasDeLembretesDeAula).toEqual([{ nome: 'lembretes-de-aula', hora: '09:00', tarefa: TAREFA_LEMBRETES_DE_AULA }]);
    ir('2026-03-10', '09:00');
    // as duas rodadas chegam ao mesmo tempo (dois processos, cada um com a sua tarefa da rotina)
    await Promise.all([a.fila.enfileirar(h.db, { tipo: TAREFA_LEMBRETES_DE_AULA }), b.fila.enfileirar(h.db, { tipo: TAREFA_LEMBRETES_DE_AULA })]);
    await Promise.all([a.fila.processarPendentes(), b.fila.processarPendentes()]);
    // e mais duas rodadas manuais simultâneas (o que a chave da tarefa não segura, o livro segura)
    const rodadas = await Promise.all([rodarLembretesDeAula(a.servicos), rodarLembretesDeAula(b.servicos)]);
    expect(rodadas.map((r) => r.lembrados)).toEqual([0, 0]);
    await Promise.all([a.fila.processarPendentes(), b.fila.processarPendentes()]);

    const ns = await lembretes();
    expect(ns.map((n) => n.usuarioId).sort()).toEqual([ana!.id, bruno!.id, carla!.id].sort());
    expect(ns.every((n) => n.link === '/minhas-inscricoes' && n.titulo === 'Amanhã tem aula: Acolhimento na Atenção Básica')).toBe(true);
    expect(ns[0]!.mensagem).toContain('Horário: 08:00 às 12:00');
    expect(ns[0]!.mensagem).toContain('Local: Auditório da Escola');

    const emails = await recebidos();
    expect(emails.map((e) => (e.to as { text: string }).text).sort()).toEqual([ana!.email, bruno!.email].sort());
    const m = emails[0]!;
    expect(m.subject).toBe('Lembrete: amanhã tem aula de Acolhimento na Atenção Básica – Escola da Saúde');
    for (const trecho of ['Data: 11/03/2026', 'Horário: 08:00 às 12:00', 'Local: Auditório da Escola', 'Turma: Turma A', '/minhas-inscricoes']) expect(m.text).toContain(trecho);

    const livro = await h.db.select().from(lembretesEnviados);
    expect(livro).toHaveLength(3);
    expect(livro.every((l) => l.turmaId === turmaId && l.tipo === 'aula' && l.data === '2026-03-11')).toBe(true);
    expect((await tarefasNaFila(h.db, { tipo: TAREFA_LEMBRETES_DE_AULA })).map((t) => t.situacao)).toEqual(['concluida', 'concluida']);
  });

  it('no dia seguinte lembra o encontro seguinte (virada do dia em São Paulo), e quem cancelou não recebe', async () => {
    const { pessoas } = await cenario();
    ir('2026-03-10', '23:30'); // 02:30 de 11/03 em UTC: ainda é dia 10 em São Paulo → lembra 11/03
    expect(await rodarLembretesDeAula(ctxDeTeste(h.db, null, { now }))).toMatchObject({ dia: '2026-03-11', lembrados: 3, emails: 3 });
    ir('2026-03-11', '09:00');
    expect(await rodarLembretesDeAula(ctxDeTeste(h.db, null, { now }))).toMatchObject({ dia: '2026-03-12', lembrados: 3, emails: 3 });
    ir('2026-03-12', '09:00'); // 13/03 não tem encontro
    expect(await rodarLembretesDeAula(ctxDeTeste(h.db, null, { now }))).toMatchObject({ dia: '2026-03-13', lembrados: 0 });
    const ns = await lembretes();
    expect(ns.some((n) => n.usuarioId === pessoas[3]!.id)).toBe(false);
    expect(ns.filter((n) => n.mensagem.includes('Horário: 13:30 às 17:00'))).toHaveLength(3);
  });
});
