/**
 * Os dados públicos da instituição (GET /api/instituicao, decisão 019): nome, endereço, telefone,
 * e-mail, site e redes. Rodapé, Contato, Sobre, Privacidade e QR Codes Oficiais leem daqui: um fetcher
 * e um cache só. O cache é este módulo, e não o TanStack Query, porque o rodapé aparece no /login, que
 * não baixa o TanStack Query (decisões 006 e 007); a tela da administração grava aqui o que salvou.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { instituicaoEndpoints } from '#shared/contracts/instituicao.ts';
import type { EndpointResponse } from '#shared/contracts/endpoint.ts';
import { callApi } from '../api-client.ts';

export type InstituicaoPublica = EndpointResponse<typeof instituicaoEndpoints.obter>;

/** GET /api/instituicao. */
export function obterInstituicao(signal?: AbortSignal): Promise<InstituicaoPublica> {
  return callApi<typeof instituicaoEndpoints.obter>({ method: 'GET', path: '/api/instituicao' }, { signal });
}

export interface EstadoInstituicao {
  dados: InstituicaoPublica | undefined;
  /** Falhou a última leitura (os dados anteriores, se houver, continuam valendo). */
  erro: boolean;
}

/** Muda pouco: dentro deste prazo uma tela nova não busca de novo (a administração grava direto aqui). */
const FRESCO_MS = 5 * 60_000;

let estado: EstadoInstituicao = { dados: undefined, erro: false };
let lidoEm = 0;
let pedido: Promise<void> | null = null;
const ouvintes = new Set<() => void>();

function mudar(novo: EstadoInstituicao): void {
  estado = novo;
  for (const ouvir of ouvintes) ouvir();
}

/** Busca de novo (um pedido por vez); sem `forcar`, só se o que há ficou velho ou falhou. */
export function carregarInstituicao(forcar = false): Promise<void> {
  if (pedido) return pedido;
  if (!forcar && estado.dados && !estado.erro && Date.now() - lidoEm < FRESCO_MS) return Promise.resolve();
  pedido = obterInstituicao()
    .then(
      (dados) => {
        lidoEm = Date.now();
        mudar({ dados, erro: false });
      },
      () => mudar({ dados: estado.dados, erro: true }),
    )
    .finally(() => {
      pedido = null;
    });
  return pedido;
}

/** Quem salvou (a administração) publica o resultado: todas as telas abertas mudam na hora. */
export function publicarInstituicao(dados: InstituicaoPublica): void {
  lidoEm = Date.now();
  mudar({ dados, erro: false });
}

/** Só para testes: esquece o que foi lido. */
export function esquecerInstituicao(): void {
  lidoEm = 0;
  pedido = null;
  estado = { dados: undefined, erro: false };
}

const assinar = (ouvir: () => void) => {
  ouvintes.add(ouvir);
  return () => void ouvintes.delete(ouvir);
};
const ler = () => estado;

/** Os dados da instituição; busca ao montar quando ainda não há (ou ficaram velhos). */
export function useInstituicao(): EstadoInstituicao & { tentarDeNovo: () => void } {
  useEffect(() => void carregarInstituicao(), []);
  return { ...useSyncExternalStore(assinar, ler), tentarDeNovo: () => void carregarInstituicao(true) };
}
