import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liberarRolagem } from '#web/lib/trava-rolagem.ts';
import { Dialogo } from './dialogo.tsx';

function Exemplo({ aoFechar = () => undefined, fecharAoClicarFora }: { aoFechar?: () => void; fecharAoClicarFora?: boolean }) {
  const [aberto, setAberto] = useState(false);
  const fechar = () => {
    aoFechar();
    setAberto(false);
  };
  return (
    <>
      <button type="button" onClick={() => setAberto(true)}>
        Abrir
      </button>
      {aberto && (
        <Dialogo titulo="Confirmar envio" descricao="O e-mail será enviado agora." aoFechar={fechar} fecharAoClicarFora={fecharAoClicarFora} rodape={<button type="button">Enviar</button>}>
          <input aria-label="Observação" />
        </Dialogo>
      )}
    </>
  );
}

afterEach(() => liberarRolagem());

describe('Dialogo', () => {
  it('rotulado pelo título e pela descrição, foca o primeiro controle e trava a rolagem', async () => {
    const user = userEvent.setup();
    render(<Exemplo />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialogo = screen.getByRole('dialog', { name: 'Confirmar envio' });
    expect(dialogo).toHaveAttribute('aria-modal', 'true');
    expect(dialogo).toHaveAccessibleDescription('O e-mail será enviado agora.');
    expect(screen.getByRole('button', { name: 'Fechar' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('o foco circula dentro (Tab e Shift+Tab)', async () => {
    const user = userEvent.setup();
    render(<Exemplo />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Observação' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Enviar' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Fechar' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Enviar' })).toHaveFocus();
  });

  it('Escape fecha, destrava a rolagem e devolve o foco a quem abriu', async () => {
    const user = userEvent.setup();
    const aoFechar = vi.fn();
    render(<Exemplo aoFechar={aoFechar} />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await user.keyboard('{Escape}');
    expect(aoFechar).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(screen.getByRole('button', { name: 'Abrir' })).toHaveFocus();
  });

  it('clique no fundo fecha, a menos que fecharAoClicarFora seja falso', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Exemplo />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await user.click(screen.getByRole('dialog').parentElement!);
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    render(<Exemplo fecharAoClicarFora={false} />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await user.click(screen.getByRole('dialog').parentElement!);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('data-autofoco escolhe quem recebe o foco; aberto={false} não mostra nada', () => {
    const { rerender } = render(
      <Dialogo titulo="T" aoFechar={() => undefined}>
        <button type="button">Primeiro</button>
        <button type="button" data-autofoco>
          Cancelar
        </button>
      </Dialogo>,
    );
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    rerender(
      <Dialogo titulo="T" aberto={false} aoFechar={() => undefined}>
        x
      </Dialogo>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Dialogo: foco perdido', () => {
  it('com o foco caído no body (um botão que se desabilitou), Escape ainda fecha e Tab volta ao diálogo', async () => {
    const user = userEvent.setup();
    const aoFechar = vi.fn();
    render(<Exemplo aoFechar={aoFechar} />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    // sem esperar: a tecla chega ao body antes de o diálogo recuperar o foco
    (document.activeElement as HTMLElement).blur();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fechar' }));
    (document.activeElement as HTMLElement).blur();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(aoFechar).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('o foco que sai para lugar nenhum volta à caixa do diálogo', async () => {
    const user = userEvent.setup();
    render(<Exemplo />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    (document.activeElement as HTMLElement).blur();
    await new Promise((r) => setTimeout(r, 0));
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
  });
});
