import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from '#web/lib/roteador.tsx';
import { beforeEach, describe, expect, it } from 'vitest';
import { handlerInstituicao, instituicaoDeTeste } from '#web/testing/fixtures-instituicao.ts';
import { usarServidorMsw } from '#web/testing/msw.ts';
import { Rodape } from './rodape.tsx';

const servidor = usarServidorMsw();
beforeEach(() => servidor.use(handlerInstituicao()));

function montar(iso: string, logado = false) {
  render(
    <MemoryRouter>
      <Rodape data={new Date(`${iso}T15:00:00Z`)} logado={logado} />
    </MemoryRouter>,
  );
}

const linksDoRodape = () =>
  [...screen.getByRole('navigation', { name: 'Links do rodapé' }).querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);

describe('rodapé', () => {
  it('mostra o nome, o endereço, o telefone e o e-mail configurados e os links Sobre, Contato, Privacidade e Ajuda', async () => {
    montar('2026-03-10', true);
    expect(await screen.findByText('Escola Municipal de Saúde Pública')).toBeInTheDocument();
    expect(screen.getByText('Rua Dr. Cochrane, 112 — Santos/SP')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(13) 3226-1234' })).toHaveAttribute('href', 'tel:+551332261234');
    expect(screen.getByRole('link', { name: 'contato@saude.santos.sp.gov.br' })).toHaveAttribute('href', 'mailto:contato@saude.santos.sp.gov.br');
    expect(linksDoRodape()).toEqual([
      ['Sobre', '/sobre'],
      ['Contato', '/contato'],
      ['Privacidade', '/privacidade'],
      ['Ajuda', '/ajuda'],
    ]);
  });

  it('o que a instituição não configurou não aparece (sem telefone, sem e-mail)', async () => {
    servidor.use(handlerInstituicao(instituicaoDeTeste({ telefone: null, email: null })));
    montar('2026-03-10');
    expect(await screen.findByText('Rua Dr. Cochrane, 112 — Santos/SP')).toBeInTheDocument();
    expect(screen.queryByText(/Telefone:/)).toBeNull();
    expect(screen.queryByText(/E-mail:/)).toBeNull();
  });

  it('se a leitura falha, avisa e tenta de novo quando pedido', async () => {
    let falhar = true;
    servidor.use(
      http.get('/api/instituicao', () =>
        falhar ? HttpResponse.json({ erro: 'x', message: 'x', code: 'ERRO_INTERNO' }, { status: 500 }) : HttpResponse.json(instituicaoDeTeste()),
      ),
    );
    montar('2026-03-10');
    const botao = await screen.findByRole('button', { name: 'Tentar de novo' }, { timeout: 4000 });
    expect(screen.getByText(/Não foi possível carregar o contato da Escola/)).toBeInTheDocument();
    falhar = false;
    await userEvent.click(botao);
    expect(await screen.findByText('Escola Municipal de Saúde Pública')).toBeInTheDocument();
  });

  it('quem não entrou vai para a ajuda pública (a Central de Ajuda pede login)', () => {
    montar('2026-03-10');
    expect(linksDoRodape()).toContainEqual(['Ajuda', '/ajuda-publica']);
    expect(linksDoRodape()).not.toContainEqual(['Ajuda', '/ajuda']);
  });

  it('fora dos meses 7 a 12 é o rodapé simples, sem banner de campanha', () => {
    montar('2026-03-10');
    expect(screen.queryByRole('region', { name: /Campanha/ })).toBeNull();
    expect(screen.getByText(/© 2026 Escola da Saúde/)).toBeInTheDocument();
  });

  it.each([
    ['2026-07-05', 'Julho Amarelo', '01/07 a 31/07'],
    ['2026-09-12', 'Setembro Amarelo', '01/09 a 30/09'],
    ['2027-10-20', 'Outubro Rosa', '01/10 a 31/10'],
    ['2026-11-30', 'Novembro Azul', '01/11 a 30/11'],
  ])('em %s mostra o banner %s com o período %s e o ano no copyright', (data, nome, periodo) => {
    montar(data);
    const banner = screen.getByRole('region', { name: `Campanha ${nome}` });
    expect(banner).toHaveTextContent(nome);
    expect(banner).toHaveTextContent(periodo);
    expect(screen.getByText(new RegExp(`© ${data.slice(0, 4)} Escola da Saúde`))).toBeInTheDocument();
  });
});
