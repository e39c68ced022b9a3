/**
 * A ponte entre os campos da tela (texto, como o formulário guarda) e os esquemas do contrato (os mesmos
 * do servidor, com as mesmas mensagens): `montar` faz o corpo, o esquema confere e cada problema vai ao
 * campo da tela (`campoDe` traduz caminhos aninhados, como `recorrencia.ate`).
 */
import type { FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { camposDoErro } from '#web/lib/erros-formulario.ts';

export function resolverDoContrato<V extends FieldValues, S extends z.ZodType>(
  esquema: (valores: V) => S,
  montar: (valores: V) => unknown,
  campoDe: (caminho: string, valores: V) => string = (c) => c,
  /** Regras da tela que o esquema não sabe (a capacidade da sala escolhida): campo → mensagem, ou nulo. */
  extras: (valores: V) => Record<string, string | null> = () => ({}),
): Resolver<V, unknown, z.output<S>> {
  return async (valores) => {
    const r = await esquema(valores).safeParseAsync(montar(valores));
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [campo, mensagem] of Object.entries(extras(valores))) if (mensagem) errors[campo] = { type: 'validate', message: mensagem };
    if (r.success && Object.keys(errors).length === 0) return { values: r.data, errors: {} };
    for (const issue of r.error?.issues ?? []) {
      const campo = campoDe(issue.path.join('.'), valores);
      errors[campo] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}

/** Número de um campo de texto ("" → indefinido, para o contrato dizer "Informe…"). */
export const numeroOuNada = (v: string): number | undefined => (v.trim() === '' ? undefined : Number(v));

/**
 * Marca os campos que o servidor recusou (`details.campos`) e devolve quantos marcou; 0: a tela mostra a
 * mensagem geral. `campoDe` traduz o caminho do servidor para o campo da tela.
 */
export function marcarErrosDoServidor<V extends FieldValues>(
  err: unknown,
  form: { setError: UseFormSetError<V>; setFocus: (campo: Path<V>) => void },
  campos: readonly Path<V>[],
  campoDe: (caminho: string) => string = (c) => c,
): number {
  const achados = new Map<string, string>();
  for (const c of camposDoErro(err)) {
    const campo = campoDe(c.campo);
    if (!achados.has(campo)) achados.set(campo, c.mensagem);
  }
  const marcados = campos.filter((c) => achados.has(c));
  for (const c of marcados) form.setError(c, { type: 'server', message: achados.get(c) });
  if (marcados[0]) form.setFocus(marcados[0]);
  return marcados.length;
}
