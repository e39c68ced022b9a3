import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificarErro, notificarSucesso } from '#web/lib/toast.ts';
import { ContainerDeToasts, ROTULO_REGIAO_TOASTS } from './container-de-toasts.tsx';

/** Simula a largura da tela: `celular` casa com (max-width: 480px). */
function simularTela(celular: boolean) {
  vi.stubGlobal('matchMedia', (media: string) => ({ matches: celular, media, addEventListener: vi.fn(), removeEventListener: vi.fn() }));
}

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});

describe('contêiner de toasts', () => {
  it('a região dos avisos tem nome em português (não o "Notifications Alt+T" da biblioteca)', async () => {
    render(<ContainerDeToasts />);
    act(() => void toast.success('✅ Certificado cadastrado.'));
    const regiao = await screen.findByRole('region', { name: ROTULO_REGIAO_TOASTS });
    expect(regiao).toHaveAccessibleName('Avisos (Alt+T para ir até eles)');
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();
    expect(await screen.findByText('✅ Certificado cadastrado.')).toBeInTheDocument();
  });

  it('o botão de fechar se chama "Fechar aviso" e fecha o aviso', async () => {
    const user = userEvent.setup();
    render(<ContainerDeToasts />);
    act(() => void toast.info('Aviso de teste'));
    await user.click(await screen.findByRole('button', { name: 'Fechar aviso' }));
    // a saída espera o fim da animação (que o jsdom não roda): o aviso sai da lista de ativos
    await waitFor(() => expect(screen.getByText('Aviso de teste').closest('[data-in]')).toHaveAttribute('data-in', 'false'));
  });

  it('no celular os avisos ficam embaixo, sem cobrir a barra de navegação', async () => {
    simularTela(true);
    render(<ContainerDeToasts />);
    act(() => void toast.success('No celular'));
    await screen.findByText('No celular');
    expect(document.querySelector('.Toastify__toast-container--bottom-center')).not.toBeNull();
    expect(document.querySelector('[class*="Toastify__toast-container--top"]')).toBeNull();
  });

  it('no computador ficam no canto superior direito, abaixo da barra de navegação', async () => {
    simularTela(false);
    render(<ContainerDeToasts />);
    act(() => void toast.success('No computador'));
    await screen.findByText('No computador');
    const container = document.querySelector<HTMLElement>('.Toastify__toast-container--top-right');
    expect(container?.style.getPropertyValue('--toastify-toast-top')).toBe('max(4.5rem, env(safe-area-inset-top))');
  });

  it('texto do SPEC que começa com emoji ("✅ Certificado cadastrado.") vai sem o ícone do tipo; os demais, com ele', async () => {
    render(<ContainerDeToasts />);
    notificarSucesso('✅ Certificado cadastrado.');
    notificarErro('Erro sem emoji.');
    const comEmoji = (await screen.findByText('✅ Certificado cadastrado.')).closest('.Toastify__toast');
    const semEmoji = (await screen.findByText('Erro sem emoji.')).closest('.Toastify__toast');
    expect(comEmoji?.querySelector('.Toastify__toast-icon')).toBeNull();
    expect(semEmoji?.querySelector('.Toastify__toast-icon')).not.toBeNull();
  });
});
