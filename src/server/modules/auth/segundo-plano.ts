import type { FastifyBaseLogger } from 'fastify';

/**
 * Tarefas que seguem depois da resposta (o envio do e-mail de recuperação), para que o tempo de
 * resposta não revele se a conta existe. Ficam registradas para que `app.close()` e os testes
 * possam esperar por elas.
 */
const pendentes = new Set<Promise<void>>();

export function executarEmSegundoPlano(log: FastifyBaseLogger, descricao: string, tarefa: () => Promise<void>): void {
  const p: Promise<void> = Promise.resolve()
    .then(tarefa)
    .catch((err: unknown) => {
      // LGPD: só o tipo do erro (mensagens de SMTP podem conter o endereço)
      const e = err as { name?: string; code?: string };
      log.error({ erro: { name: e?.name, code: e?.code } }, `falha em segundo plano: ${descricao}`);
    })
    .finally(() => pendentes.delete(p));
  pendentes.add(p);
}

/** Espera todas as tarefas em andamento (inclusive as que elas mesmas criarem). */
export async function aguardarSegundoPlano(): Promise<void> {
  while (pendentes.size > 0) await Promise.allSettled([...pendentes]);
}
