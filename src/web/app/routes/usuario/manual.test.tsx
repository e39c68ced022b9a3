import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderizar } from '#web/testing/render.tsx';
import PaginaManual from './manual.tsx';

describe('Manual do Usuário', () => {
  it('tem as seções pedidas, um sumário com âncoras e imprime', async () => {
    const imprimir = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderizar(<PaginaManual />);
    const secoes = ['Acesso', 'Cadastro', 'Painel do Usuário', 'Perfil', 'Notificações', 'Inscrições', 'Presença por QR', 'Avaliação', 'Certificados', 'Segurança e validação'];
    secoes.forEach((s, i) => expect(screen.getByRole('heading', { level: 2, name: `${i + 1}. ${s}` })).toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Presença por QR' })).toHaveAttribute('href', '#presenca');
    await user.click(screen.getByRole('button', { name: /Imprimir/ }));
    expect(imprimir).toHaveBeenCalledTimes(1);
    imprimir.mockRestore();
  });
});
