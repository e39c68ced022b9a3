/**
 * Renderização para testes de páginas e componentes: MemoryRouter + um QueryClient novo por teste
 * (sem novas tentativas, para falhas aparecerem na hora). O caminho atual fica num <output> oculto
 * (`data-testid="local-atual"`), para conferir navegações.
 */
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from '#web/lib/roteador.tsx';
import { criarQueryClient } from '#web/lib/query-client.ts';

function LocalAtual() {
  const loc = useLocation();
  return (
    <output data-testid="local-atual" hidden>
      {loc.pathname + loc.search}
    </output>
  );
}

export interface OpcoesRender {
  /** Endereço inicial (caminho e query). */
  rota?: string;
  /** Padrão da rota da página (ex.: `/presenca/:turmaId`); sem ele a página aparece em qualquer caminho. */
  padrao?: string;
}

export function criarQueryClientDeTeste() {
  const client = criarQueryClient();
  client.setDefaultOptions({ queries: { retry: false, staleTime: 0, refetchOnWindowFocus: false } });
  return client;
}

export function renderizar(ui: ReactElement, { rota = '/', padrao }: OpcoesRender = {}): RenderResult & { user: UserEvent; cliente: QueryClient } {
  const user = userEvent.setup();
  const client = criarQueryClientDeTeste();
  const resultado = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[rota]}>
        {padrao ? (
          <Routes>
            <Route path={padrao} element={ui} />
            <Route path="*" element={null} />
          </Routes>
        ) : (
          ui
        )}
        <LocalAtual />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...resultado, user, cliente: client };
}
