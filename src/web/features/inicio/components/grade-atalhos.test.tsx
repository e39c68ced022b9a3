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
  it('tela que ainda não existe fica fora da grade (nenhum cartão leva ao "Em breve")', () => {
    renderizar(<GradeAtalhos destinos={DESTINOS} rotulo="Atalhos" disponivel={(para) => prontas.has(para)} />);
    const itens = within(screen.getByRole('list', { name: 'Atalhos' })).getAllByRole('listitem');
    expect(itens.map((li) => li.textContent)).toEqual(['PainelResumo.', 'NotificaçõesAvisos.']);
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/usuario/dashboard', '/notificacoes']);
    expect(screen.queryByText('Eventos')).toBeNull();
    expect(screen.queryByText('Em breve')).toBeNull();
  });

  it('os ícones são SVG decorativos, escondidos dos leitores de tela', () => {
    const { container } = renderizar(<GradeAtalhos destinos={DESTINOS} rotulo="Atalhos" />);
    const svgs = container.querySelectorAll('svg');
    expect(svgs).toHaveLength(3);
    svgs.forEach((svg) => expect(svg).toHaveAttribute('aria-hidden', 'true'));
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });
});
