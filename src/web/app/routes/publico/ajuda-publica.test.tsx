import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { salvarSessao } from '#web/lib/sessao.ts';
import { sessaoDeTeste } from '#web/testing/fixtures-perfil.ts';
import { renderizar } from '#web/testing/render.tsx';
import PaginaAjudaPublica from './ajuda-publica.tsx';

describe('Ajuda pública', () => {
  it('quem não entrou encontra criar conta, ajuda do cadastro, nova senha, contato e o FAQ', async () => {
    const { user, container } = renderizar(<PaginaAjudaPublica />);
    expect(screen.getByRole('heading', { level: 1, name: 'Ajuda' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
    const esperado: Record<string, string> = {
      'Criar conta': '/cadastro',
      'Ajuda com o cadastro': '/ajuda/cadastro',
      'Esqueci minha senha': '/recuperar-senha',
      'Fale com a equipe': '/contato',
    };
    const atalhos = within(screen.getByRole('navigation', { name: 'Atalhos de ajuda' }));
    for (const [nome, href] of Object.entries(esperado)) {
      expect(atalhos.getByRole('link', { name: new RegExp(`^${nome}`) })).toHaveAttribute('href', href);
    }
    expect(atalhos.queryByRole('link', { name: /^Central de Ajuda/ })).toBeNull();
    // as perguntas da Central de Ajuda, mais as de quem ainda não tem conta
    expect(container.querySelectorAll('details').length).toBeGreaterThanOrEqual(14);
    const pergunta = screen.getByText('Preciso de uma conta para participar?');
    await user.click(pergunta);
    expect(pergunta.closest('details')).toHaveAttribute('open');
  });

  it('quem já entrou é levado à Central de Ajuda completa', () => {
    salvarSessao(sessaoDeTeste());
    renderizar(<PaginaAjudaPublica />);
    expect(screen.getByRole('link', { name: /^Central de Ajuda/ })).toHaveAttribute('href', '/ajuda');
    expect(screen.queryByRole('link', { name: 'Entrar' })).toBeNull();
    expect(screen.queryByText('Preciso de uma conta para participar?')).toBeNull();
  });
});
