import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { criarEventoDeTeste, diaDaqui } from './eventos.ts';
import { criarUsuario } from './factories.ts';

/**
 * Fixture dos relatórios, contada à mão:
 *  - Turma A (1 encontro de 4 h) e Turma B (2 encontros de 4 h = 8 h) do "Curso de Relatórios";
 *  - Ana (cargo 1)   → A confirmada (10/01/2026), B? não;
 *  - Bruno (cargo 2) → A em espera (11/01/2026); B cancelada em 31/12/2025 (01/01/2026 02:00 UTC = 23:00 de SP);
 *  - Carla (cargo 1) → B confirmada (01/02/2026).
 * Por situação: confirmada 2 (4 + 8 = 12 h), em espera 1 (4 h), cancelada 1 (8 h).
 */
export async function semearInscricoes(db: Db) {
  const [c1, c2] = (await db.execute(sql`select id, nome from cargos order by id limit 2`) as unknown as { rows: { id: number; nome: string }[] }).rows;
  const ana = await criarUsuario(db, { nome: 'Ana Souza', cpf: '12345678901', email: 'ana@teste.gov.br', campos: { cargoId: c1!.id } });
  const bruno = await criarUsuario(db, { nome: 'Bruno Lima', cpf: '98765432100', email: 'bruno@teste.gov.br', campos: { cargoId: c2!.id } });
  const carla = await criarUsuario(db, { nome: 'Carla Dias', cpf: '11122233344', email: 'carla@teste.gov.br', campos: { cargoId: c1!.id } });
  const { evento } = await criarEventoDeTeste(db, {
    titulo: 'Curso de Relatórios',
    turmas: [
      { nome: 'Turma A' },
      { nome: 'Turma B', datas: [{ data: diaDaqui(10), horario_inicio: '08:00', horario_fim: '12:00' }, { data: diaDaqui(11), horario_inicio: '08:00', horario_fim: '12:00' }] },
    ],
  });
  const turmas = (await db.execute(sql`select id, nome from turmas where evento_id = ${evento.id} order by nome`) as unknown as { rows: { id: number; nome: string }[] }).rows;
  const [a, b] = turmas;
  const ins = async (turmaId: number, usuarioId: number, status: string, criada: string) => {
    const r = await db.execute(sql`
      insert into inscricoes (turma_id, evento_id, usuario_id, status, exclusiva, criada_em, confirmada_em, cancelada_em)
      values (${turmaId}, ${evento.id}, ${usuarioId}, ${status}, false, ${criada}::timestamptz,
        ${status === 'confirmada' ? criada : null}::timestamptz, ${status === 'cancelada' ? criada : null}::timestamptz)
      returning id`);
    return (r as unknown as { rows: { id: number }[] }).rows[0]!.id;
  };
  const ids = {
    anaA: await ins(a!.id, ana.id, 'confirmada', '2026-01-10T13:00:00Z'),
    brunoA: await ins(a!.id, bruno.id, 'em_espera', '2026-01-11T13:00:00Z'),
    brunoB: await ins(b!.id, bruno.id, 'cancelada', '2026-01-01T02:00:00Z'),
    carlaB: await ins(b!.id, carla.id, 'confirmada', '2026-02-01T13:00:00Z'),
  };
  return { evento, turmaA: a!, turmaB: b!, pessoas: { ana, bruno, carla }, cargos: [c1!, c2!], ids };
}

/**
 * `n` pessoas novas, cada uma inscrita (confirmada) numa das turmas dadas, em dois comandos SQL (a semente
 * do bench e do teste de lotes). Datas de inscrição espalhadas por `dias` dias a partir de `inicio`.
 */
export async function semearInscricoesEmMassa(db: Db, o: { n: number; turmas: { id: number; eventoId: number }[]; inicio?: string; dias?: number; prefixo?: string }): Promise<void> {
  const prefixo = o.prefixo ?? 'massa';
  const turmaIds = o.turmas.map((t) => t.id);
  const eventoIds = o.turmas.map((t) => t.eventoId);
  await db.execute(sql`
    insert into usuarios (nome, cpf, email, perfis)
    select 'Pessoa ' || ${prefixo} || ' ' || lpad(g::text, 6, '0'), lpad((90000000000 + g)::text, 11, '0'), ${prefixo} || g || '@massa.gov.br', array['usuario']
    from generate_series(1, ${o.n}::int) g`);
  await db.execute(sql`
    insert into inscricoes (turma_id, evento_id, usuario_id, status, exclusiva, criada_em, confirmada_em)
    select (array[${sql.join(turmaIds.map((i) => sql`${i}::int`), sql`, `)}])[1 + (u.rn % ${turmaIds.length}::int)], (array[${sql.join(eventoIds.map((i) => sql`${i}::int`), sql`, `)}])[1 + (u.rn % ${eventoIds.length}::int)], u.id, 'confirmada', false,
      ${o.inicio ?? '2026-03-01T12:00:00Z'}::timestamptz + (u.rn % ${o.dias ?? 7}::int) * interval '1 day', now()
    from (select id, row_number() over (order by id) as rn from usuarios where email like ${`${prefixo}%@massa.gov.br`}) u`);
}
