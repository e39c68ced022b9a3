import type { z } from 'zod';
import type { Perfil } from '../rules/perfis.ts';

/**
 * Quem pode chamar: qualquer pessoa, qualquer sessão, ou quem tem algum dos perfis. `opcional`: qualquer
 * pessoa, mas quem manda credenciais é identificado (e recebe 401 se elas não valem, para renovar).
 */
export type Acesso = 'publico' | 'opcional' | 'autenticado' | { readonly perfis: readonly Perfil[] };

type Metodo = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Definição de uma rota da API: a fonte única para o servidor e para o cliente web. */
export interface Endpoint {
  readonly method: Metodo;
  /** Caminho completo no estilo `/api/usuarios/:id`. */
  readonly path: string;
  readonly acesso: Acesso;
  readonly resumo: string;
  readonly tag: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Esquema da resposta de sucesso (uma lista de permissões: o resto é descartado). */
  readonly response: z.ZodType;
  /** Status de sucesso; 200 quando omitido. */
  readonly status?: 200 | 201 | 204;
  /**
   * `Cache-Control` das respostas. Rotas autenticadas levam dados pessoais: `no-store` quando omitido.
   * Rotas públicas só enviam o cabeçalho quando declarado (ex.: `no-store` no login, que devolve tokens).
   */
  readonly cache?: string;
}

export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;
type InferIn<S> = S extends z.ZodType ? z.input<S> : undefined;

export type EndpointResponse<E extends Endpoint> = z.output<E['response']>;
export type EndpointParams<E extends Endpoint> = Infer<E['params']>;
export type EndpointQuery<E extends Endpoint> = Infer<E['query']>;
export type EndpointBody<E extends Endpoint> = Infer<E['body']>;
export type EndpointBodyInput<E extends Endpoint> = InferIn<E['body']>;

/** Monta o caminho substituindo `:nome` pelos valores, já codificados. */
export function montarCaminho(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, nome: string) => {
    const valor = params?.[nome];
    if (valor === undefined) throw new Error(`parâmetro ausente: ${nome}`);
    return encodeURIComponent(String(valor));
  });
}
