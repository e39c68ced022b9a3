/** Execução de uma tarefa: prazo com sinal de cancelamento e o erro que fica gravado (sem dados pessoais). */

/** O erro que fica gravado numa tarefa: só o tipo e o código (mensagens de SMTP podem conter endereços). */
export class ErroDeTarefa extends Error {
  constructor(resumo: string) {
    super(resumo);
    this.name = 'ErroDeTarefa';
    this.stack = resumo;
  }
}

export class TempoEsgotado extends Error {
  constructor(segundos: number) {
    super(`tarefa interrompida depois de ${segundos} s`);
    this.name = 'TempoEsgotado';
  }
}

/** Executa `fn` com prazo: vencido, o sinal é abortado e a execução falha (a tarefa volta à fila). */
export async function comLimite(segundos: number, fn: (sinal: AbortSignal) => Promise<void>): Promise<void> {
  const controle = new AbortController();
  let temporizador: NodeJS.Timeout | undefined;
  const prazo = new Promise<never>((_, rejeitar) => {
    temporizador = setTimeout(() => {
      const erro = new TempoEsgotado(segundos);
      controle.abort(erro);
      rejeitar(erro);
    }, segundos * 1000);
  });
  try {
    await Promise.race([fn(controle.signal), prazo]);
  } finally {
    clearTimeout(temporizador);
  }
}

/** LGPD: só o tipo e o código do erro, nunca a mensagem (um SMTP recusando cita o endereço). */
export function resumoDoErro(err: unknown): string {
  if (err instanceof ErroDeTarefa || err instanceof TempoEsgotado) return err.message;
  const e = err as { name?: string; code?: string };
  return [e?.name ?? 'Error', e?.code].filter(Boolean).join(' ').slice(0, 500);
}
