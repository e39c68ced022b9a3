import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CampoDeBusca } from './campo-de-busca.tsx';

function Busca({ inicial = '' }: { inicial?: string }) {
  const [valor, setValor] = useState(inicial);
  return (
    <>
      <label htmlFor="b">Buscar turma</label>
      <CampoDeBusca id="b" valor={valor} aoMudar={setValor} placeholder="Evento ou turma" />
    </>
  );
}

describe('CampoDeBusca', () => {
  it('sem texto não há botão de limpar; com texto, "Limpar busca" esvazia e devolve o foco ao campo', async () => {
    const user = userEvent.setup();
    render(<Busca />);
    const campo = screen.getByRole('searchbox', { name: 'Buscar turma' });
    expect(screen.queryByRole('button', { name: 'Limpar busca' })).toBeNull();
    await user.type(campo, 'vacina');
    await user.click(screen.getByRole('button', { name: 'Limpar busca' }));
    expect(campo).toHaveValue('');
    expect(campo).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Limpar busca' })).toBeNull();
  });

  it('Esc limpa o texto', async () => {
    const user = userEvent.setup();
    render(<Busca inicial="turma 1" />);
    const campo = screen.getByRole('searchbox', { name: 'Buscar turma' });
    await user.click(campo);
    await user.keyboard('{Escape}');
    expect(campo).toHaveValue('');
  });
});
