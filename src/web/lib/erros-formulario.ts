/**
 * Erros de campo vindos do servidor (`details.campos: [{ campo, mensagem }]`, ver `shared/errors.ts`)
 * aplicados num formulário do react-hook-form.
 */
import type { FieldValues, Path, UseFormSetError, UseFormSetFocus } from 'react-hook-form';
import type { CampoInvalido } from '#shared/errors.ts';
import { ApiError } from './api-client.ts';

/** Os problemas por campo de um ApiError (lista vazia quando não há). */
export function camposDoErro(err: unknown): CampoInvalido[] {
  if (!(err instanceof ApiError)) return [];
  const campos = (err.details as { campos?: unknown } | null | undefined)?.campos;
  if (!Array.isArray(campos)) return [];
  return campos.filter(
    (c): c is CampoInvalido => typeof c === 'object' && c !== null && typeof c.campo === 'string' && typeof c.mensagem === 'string',
  );
}

/**
 * Marca cada campo citado pelo servidor e foca o primeiro na ordem do formulário (`campos`).
 * Um conflito (409) sem campos vai para o campo que a mensagem cita: CPF ou e-mail.
 * Devolve quantos campos receberam erro (0: mostre a mensagem geral).
 */
export function aplicarErrosDoServidor<T extends FieldValues>(
  err: unknown,
  form: { setError: UseFormSetError<T>; setFocus: UseFormSetFocus<T> },
  campos: readonly Path<T>[],
): number {
  const achados = new Map<string, string>();
  for (const c of camposDoErro(err)) if (!achados.has(c.campo)) achados.set(c.campo, c.mensagem);
  if (achados.size === 0 && err instanceof ApiError && err.status === 409) {
    const alvo = /cpf/i.test(err.message) ? 'cpf' : /e-?mail/i.test(err.message) ? 'email' : null;
    if (alvo) achados.set(alvo, err.message);
  }
  const marcados = campos.filter((c) => achados.has(c));
  for (const c of marcados) form.setError(c, { type: 'server', message: achados.get(c) });
  if (marcados[0]) form.setFocus(marcados[0]);
  return marcados.length;
}
