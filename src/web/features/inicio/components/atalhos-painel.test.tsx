import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderizar } from '#web/testing/render.tsx';
import { AtalhosPainel } from './atalhos-painel.tsx';

const prontas = new Set(['/usuario/manual', '/instrutor']);
const disponivel = (para: string) => prontas.has(para);

describe('AtalhosPainel', () => {
  it('só as telas prontas viram cartões-link; as outras não aparecem (nada leva ao "Em breve")', () => {
    renderizar(<AtalhosPainel perfis={['administrador']} disponivel={disponivel} />);
    const links = within(screen.getByRole('list', { name: 'Telas disponíveis' })).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/instrutor', '/usuario/manual']);
    expect(screen.queryByRole('list', { name: 'Em breve' })).toBeNull();
    for (const rotulo of ['Painel do Administrador', 'Eventos', 'Meus Certificados', 'Escanear']) expect(screen.queryByText(rotulo)).toBeNull();
  });

  it('quando todas as telas existem, não há lista "Em breve"', () => {
    renderizar(<AtalhosPainel perfis={['usuario']} disponivel={() => true} />);
    expect(screen.queryByRole('list', { name: 'Em breve' })).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Telas disponíveis' })).getAllByRole('link')).toHaveLength(12);
  });
});
