import { fromPglite, PgBoss, type Db as IDatabase } from 'pg-boss';
import type { Db } from '../../db/client.ts';
import { ESQUEMA_DA_FILA } from './tarefas.repository.ts';

/**
 * O banco do Drizzle como conexão do pg-boss: o PGlite pelo adaptador do pg-boss; o pool do `pg` direto (e o
 * endereço dele, para o motor do servidor abrir as próprias conexões com LISTEN/NOTIFY).
 */
export function conexaoDoMotor(db: Db): { conexao: IDatabase; pglite: boolean; url: string | null } {
  const cliente = (db as unknown as { $client: unknown }).$client as Record<string, unknown>;
  if (typeof cliente.exec === 'function' && !('totalCount' in cliente)) {
    return { conexao: fromPglite(cliente as unknown as Parameters<typeof fromPglite>[0]), pglite: true, url: null };
  }
  const pool = cliente as unknown as { query(texto: string, valores?: unknown[]): Promise<{ rows: unknown[] }>; options?: { connectionString?: string } };
  return { conexao: { executeSql: (texto: string, valores?: unknown[]) => pool.query(texto, valores) }, pglite: false, url: pool.options?.connectionString ?? null };
}

/**
 * Cria ou atualiza o esquema do pg-boss (parte das migrações do banco: `openDb` chama depois das nossas).
 * Vários processos ao mesmo tempo: o pg-boss serializa a migração com uma trava consultiva.
 */
export async function instalarEsquemaDaFila(db: Db): Promise<void> {
  const { conexao, pglite } = conexaoDoMotor(db);
  const motor = new PgBoss({
    db: conexao, schema: ESQUEMA_DA_FILA, ...(pglite ? { backend: 'pglite' as const } : {}),
    migrate: true, supervise: false, schedule: false, registerInstance: false, persistWarnings: false, openTelemetry: { enabled: false },
  });
  motor.on('error', () => undefined);
  await motor.start();
  await motor.stop({ graceful: false, close: false });
}
