import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { datasTurma, eventos, inscricoes, lembretesEnviados, turmas, usuarios } from '../../db/schema/index.ts';

const TRAVA_DOS_LEMBRETES = 7_321_001;

/** Uma rodada de lembretes por vez (dois processos passam um de cada vez); solta no fim da transação. */
export async function travarLembretesDeAula(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(TRAVA_DOS_LEMBRETES))})`);
}

export interface Encontro {
  usuarioId: number;
  turmaId: number;
  nome: string;
  email: string;
  evento: string;
  turma: string;
  local: string;
  horarioInicio: string;
  horarioFim: string;
}

/** Inscrições confirmadas (de contas ativas) em turmas com encontro no dia. */
export async function encontrosDoDia(db: Db, dia: string): Promise<Encontro[]> {
  return db
    .select({
      usuarioId: inscricoes.usuarioId, turmaId: inscricoes.turmaId, nome: usuarios.nome, email: usuarios.email,
      evento: eventos.titulo, turma: turmas.nome, local: eventos.local,
      horarioInicio: datasTurma.horarioInicio, horarioFim: datasTurma.horarioFim,
    })
    .from(datasTurma)
    .innerJoin(turmas, eq(turmas.id, datasTurma.turmaId))
    .innerJoin(eventos, eq(eventos.id, turmas.eventoId))
    .innerJoin(inscricoes, and(eq(inscricoes.turmaId, turmas.id), eq(inscricoes.status, 'confirmada')))
    .innerJoin(usuarios, and(eq(usuarios.id, inscricoes.usuarioId), eq(usuarios.ativo, true)))
    .where(eq(datasTurma.data, dia));
}

/** Registra no livro; devolve só os pares (pessoa, turma) que esta gravação registrou. */
export async function registrarNoLivro(db: Db, pares: readonly Encontro[], dia: string, agora: Date): Promise<Set<string>> {
  if (pares.length === 0) return new Set();
  const r = await db
    .insert(lembretesEnviados)
    .values(pares.map((p) => ({ usuarioId: p.usuarioId, turmaId: p.turmaId, tipo: 'aula' as const, data: dia, criadoEm: agora })))
    .onConflictDoNothing()
    .returning({ usuarioId: lembretesEnviados.usuarioId, turmaId: lembretesEnviados.turmaId });
  return new Set(r.map((l) => `${l.usuarioId}:${l.turmaId}`));
}

