import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PerfilMeSchema } from '#shared/contracts/perfil.ts';
import { salvarSessao } from '#web/lib/sessao.ts';
import { perfilDeTeste } from '#web/testing/fixtures-perfil.ts';
import { respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { obterPerfil } from './perfil-atual.ts';
import { usePerfilAtual } from './use-perfil-atual.ts';

const servidor = usarServidorMsw();
let pedidos = 0;

const maria = (nome = 'Maria Souza') => PerfilMeSchema.parse(perfilDeTeste({ id: 7, nome, email: 'maria@exemplo.gov.br', perfil: 'usuario', perfis: ['usuario'], roles: ['usuario'] }));
const entrarComo = (id: number) => salvarSessao({ usuario: { id, nome: 'Maria Souza', email: 'maria@exemplo.gov.br', perfis: ['usuario'], roles: ['usuario'] } });

function montar() {
  const cliente = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const envolver = ({ children }: { children: ReactNode }) => <QueryClientProvider client={cliente}>{children}</QueryClientProvider>;
  return renderHook(() => usePerfilAtual(), { wrapper: envolver });
}

beforeEach(() => {
  pedidos = 0;
  servidor.use(http.get('/api/perfil/me', () => (pedidos++, respostaDoContrato(PerfilMeSchema, maria(pedidos === 1 ? 'Maria Souza' : 'Maria Souza (de novo)')))));
});
afterEach(() => vi.useRealTimers());

describe('perfil de quem está logado', () => {
  it('a resposta que a guarda acabou de receber é o dado inicial: o painel não pede /api/perfil/me de novo', async () => {
    await obterPerfil(); // a guarda
    entrarComo(7);
    const { result } = montar();
    expect(result.current.data?.nome).toBe('Maria Souza'); // já no primeiro render
    await new Promise((r) => setTimeout(r, 20));
    expect(pedidos).toBe(1);
  });

  it('de outra pessoa (trocou a sessão) não vale: pede de novo', async () => {
    await obterPerfil();
    entrarComo(8);
    const { result } = montar();
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data?.nome).toBe('Maria Souza (de novo)'));
    expect(pedidos).toBe(2);
  });

  it('com mais de 30 s não vale: pede de novo', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await obterPerfil();
    entrarComo(7);
    vi.setSystemTime(Date.now() + 31_000);
    const { result } = montar();
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data?.nome).toBe('Maria Souza (de novo)'));
    expect(pedidos).toBe(2);
  });
});
