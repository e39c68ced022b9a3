/**
 * Servidor MSW para testes do web. As respostas passam pelo `.parse` do esquema do contrato
 * (CONVENTIONS S4), assim os mocks não se afastam do que o servidor devolve.
 */
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { z } from 'zod';

export const servidorMsw = setupServer();

/** Liga o servidor MSW no arquivo de teste; pedidos sem handler falham o teste. */
export function usarServidorMsw(): typeof servidorMsw {
  beforeAll(() => servidorMsw.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => servidorMsw.resetHandlers());
  afterAll(() => servidorMsw.close());
  return servidorMsw;
}

/** Resposta JSON validada pelo esquema do contrato. */
export function respostaDoContrato<S extends z.ZodType>(esquema: S, dados: z.input<S>, init?: ResponseInit) {
  return HttpResponse.json(esquema.parse(dados) as never, init);
}

/** Corpo de erro da API (`erro`, `message`, `code`). */
export function respostaDeErro(status: number, mensagem: string, code = 'REGRA_NEGOCIO') {
  return HttpResponse.json({ erro: mensagem, message: mensagem, code }, { status });
}
