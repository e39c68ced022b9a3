import type { Db } from './client.ts';

interface ClientePg {
  query(c: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
  totalCount: number;
}
interface ClientePglite {
  query(texto: string, valores: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Consulta preparada com nome, para os caminhos mais quentes da API (a confirmação de presença): no
 * PostgreSQL, cada conexão analisa e planeja o texto uma vez só e depois só executa; no PGlite (no
 * processo), a consulta vai direto ao cliente. `texto` usa `$1…$n`. Fora de transação.
 */
export async function consultaPreparada<T>(db: Db, nome: string, texto: string, valores: unknown[]): Promise<T[]> {
  const cliente = (db as unknown as { $client: ClientePg | ClientePglite }).$client;
  if ('totalCount' in cliente) return (await cliente.query({ name: nome, text: texto, values: valores })).rows as T[];
  return (await (cliente as ClientePglite).query(texto, valores)).rows as T[];
}
