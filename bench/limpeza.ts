/** Limpezas assíncronas pendentes (ex.: apagar o banco temporário do PostgreSQL) para rodar no Ctrl-C. */
const tarefas = new Set<() => Promise<void>>();

export function registrarLimpeza(fn: () => Promise<void>): () => void {
  tarefas.add(fn);
  return () => tarefas.delete(fn);
}

export async function rodarLimpezas(limiteMs = 8000): Promise<void> {
  await Promise.race([Promise.allSettled([...tarefas].map((f) => f())), new Promise((r) => setTimeout(r, limiteMs))]);
}
