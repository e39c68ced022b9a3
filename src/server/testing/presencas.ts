import { eq, sql } from 'drizzle-orm';
import { inscricoes, turmas } from '../db/schema/index.ts';
import type { AppDeTeste } from './app.ts';
import { criarEventoDeTeste, type OpcoesEvento } from './eventos.ts';
import { criarSessao, criarUsuario } from './factories.ts';

/**
 * Uma turma com `n` pessoas inscritas (confirmadas) e uma sessão para cada, para os testes de
 * presença em massa. As inscrições entram direto no banco (a regra da inscrição tem seus próprios testes).
 */
export async function turmaComInscritos(t: AppDeTeste, n: number, turma: NonNullable<OpcoesEvento['turmas']>[number] = {}) {
  const db = t.handle.db;
  const { evento, admin } = await criarEventoDeTeste(db, { now: () => t.relogio.agora, turmas: [{ vagas: Math.max(n, 1), ...turma }] });
  const turmaId = evento.turmas[0]!.id;
  const pessoas = [];
  for (let i = 0; i < n; i++) {
    const u = await criarUsuario(db, { scryptLogN: 4 });
    pessoas.push({ usuario: u, ...(await criarSessao(t, u)) });
  }
  if (n > 0) {
    const agora = t.relogio.agora;
    await db.insert(inscricoes).values(
      pessoas.map((p) => ({ turmaId, eventoId: evento.id, usuarioId: p.usuario.id, status: 'confirmada' as const, exclusiva: true, criadaEm: agora, confirmadaEm: agora })),
    );
    await db.update(turmas).set({ confirmadas: sql`${n}` }).where(eq(turmas.id, turmaId));
  }
  return { evento, turmaId, pessoas, admin };
}
