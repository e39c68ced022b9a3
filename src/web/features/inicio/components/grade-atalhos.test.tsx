import { screen, within } from '@testing-library/react';
import { Bell, CalendarDays, House } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { renderizar } from '#web/testing/render.tsx';
import type { Destino } from './destinos.ts';
import { GradeAtalhos } from './grade-atalhos.tsx';

const DESTINOS: Destino[] = [
  { rotulo: 'Eventos', para: '/eventos', descricao: 'Inscreva-se.', icone: CalendarDays },
  { rotulo: 'Painel', para: '/usuario/dashboard', descricao: 'Resumo.', icone: House },
  { rotulo: 'Notificações', para: '/notificacoes', descricao: 'Avisos.', icone: Bell },
];
const prontas = new Set(['/usuario/dashboard', '/notificacoes']);

describe('GradeAtalhos', () => {
  it('tela que ainda não existe vira cartão "Em breve" sem link, depois das que existem', () => {
    renderizar(<GradeAtalhos destinos={DESTINOS} rotulo="Atalhos" disponivel={(para) => prontas.has(para)} />);
    const itens = within(screen.getByRole('list', { name: 'Atalhos' })).getAllByRole('listitem');
    expect(itens.map((li) => li.textContent)).toEqual(['PainelResumo.', 'NotificaçõesAvisos.', 'EventosEm breveInscreva-se.']);
    const eventos = itens[2]!;
    expect(within(eventos).queryByRole('link')).toBeNull();
    expect(within(eventos).getByText('Em breve')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Painel/ })).toHaveAttribute('href', '/usuario/dashboard');
    expect(screen.getAllByText('Em breve')).toHaveLength(1);
  });

  it('clicar num cartão "Em breve" não sai da página', async () => {
    const { user } = renderizar(<GradeAtalhos destinos={DESTINOS} rotulo="Atalhos" disponivel={(para) => prontas.has(para)} />, { rota: '/inicio' });
    await user.click(screen.getByText('Eventos'));
    expect(screen.getByTestId('local-atual')).toHaveTextContent('/inicio');
  });

  it('os ícones são SVG decorativos, escondidos dos leitores de tela', () => {
    const { container } = renderizar(<GradeAtalhos destinos={DESTINOS} rotulo="Atalhos" />);
    const svgs = container.querySelectorAll('svg');
    expect(svgs).toHaveLength(3);
    svgs.forEach((svg) => expect(svg).toHaveAttribute('aria-hidden', 'true'));
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });
});
