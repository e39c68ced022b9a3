import { screen } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { EventoDetalheSchema, type EventoDetalhe, type EventoEntrada } from '#shared/contracts/eventos.ts';
import PaginaEvento from '#web/app/routes/usuario/evento.tsx';
import { useSalvarEvento } from '#web/features/eventos/api/salvar-evento.ts';
import { eventoDetalheDeTeste, turmaDeTeste } from '#web/testing/fixtures-eventos.ts';
import { respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';

const servidor = usarServidorMsw();

let evento: EventoDetalhe;
let leituras = 0;

beforeEach(() => {
  leituras = 0;
  evento = eventoDetalheDeTeste({ id: 1, titulo: 'Curso de Vacinação', turmas: [turmaDeTeste({ id: 11, evento_id: 1, nome: 'Turma Manhã' })] });
  servidor.use(
    http.get('/api/eventos/:id', () => {
      leituras++;
      return respostaDoContrato(EventoDetalheSchema, evento);
    }),
    http.put('/api/eventos/:id', () => {
      evento = { ...evento, titulo: 'Curso de Vacinação — 2ª edição' };
      return respostaDoContrato(EventoDetalheSchema, evento);
    }),
  );
});

/** O "Salvar" do editor da administração, com o mesmo hook que o editor usa. */
function SalvarComoAdministracao() {
  const salvar = useSalvarEvento();
  return (
    <button type="button" onClick={() => salvar.mutate({ id: 1, dados: { titulo: 'Curso de Vacinação — 2ª edição' } as EventoEntrada })}>
      Salvar como administração
    </button>
  );
}

describe('GET /api/eventos/:id: uma chave para quem se inscreve e para quem edita', () => {
  it('a administração salva o evento e a página do participante mostra a mudança na hora', async () => {
    const { user } = renderizar(
      <>
        <PaginaEvento />
        <SalvarComoAdministracao />
      </>,
      { rota: '/eventos/1', padrao: '/eventos/:id' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Curso de Vacinação' })).toBeInTheDocument();
    expect(leituras).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Salvar como administração' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Curso de Vacinação — 2ª edição' })).toBeInTheDocument();
    expect(leituras).toBe(2); // a página releu o evento pela mesma chave que o editor invalidou
  });
});
