import { AppError } from '../lib/errors.ts';

/** A recusa de um serviço (código, status, mensagem, detalhes e o `motivo` deles); falha se a promessa cumprir. */
export async function recusaDe(p: Promise<unknown>) {
  try {
    await p;
  } catch (err) {
    if (err instanceof AppError) {
      const motivo = (err.details as { motivo?: string } | undefined)?.motivo;
      return { code: err.code, status: err.status, mensagem: err.message, details: err.details, motivo };
    }
    throw err;
  }
  throw new Error('esperava uma recusa');
}
