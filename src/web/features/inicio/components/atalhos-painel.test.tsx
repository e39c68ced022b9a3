import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderizar } from '#web/testing/render.tsx';
import { AtalhosPainel } from './atalhos-painel.tsx';

const prontas = new Set(['/usuario/manual', '/instrutor']);
const disponivel = (para: string) => prontas.has(para);

describe('AtalhosPainel', () => {
  it('telas prontas viram cartões-link; as outras ficam na lista "Em breve", sem link', () => {
    renderizar(<AtalhosPainel perfis={['administrador']} disponivel={disponivel} />);
    const links = within(screen.getByRole('list', { name: 'Telas disponíveis' })).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/instrutor', '/usuario/manual']);
    const emBreve = within(screen.getByRole('list', { name: 'Em breve' }));
    expect(emBreve.queryAllByRole('link')).toHaveLength(0);
    for (const rotulo of ['Painel do Administrador', 'Eventos', 'Meus Certificados', 'Escanear']) expect(emBreve.getByText(rotulo)).toBeInTheDocument();
    expect(emBreve.getAllByRole('listitem')).toHaveLength(12);
  });

  it('tocar num item "Em breve" não leva a lugar nenhum', async () => {
    const { user } = renderizar(<AtalhosPainel perfis={['usuario']} disponivel={disponivel} />, { rota: '/usuario/dashboard' });
    await user.click(screen.getByText('Agendamento de Sala'));
    expect(screen.getByTestId('local-atual')).toHaveTextContent('/usuario/dashboard');
  });

  it('quando todas as telas existem, não há lista "Em breve"', () => {
    renderizar(<AtalhosPainel perfis={['usuario']} disponivel={() => true} />);
    expect(screen.queryByRole('list', { name: 'Em breve' })).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Telas disponíveis' })).getAllByRole('link')).toHaveLength(12);
  });
});
