import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderizar } from '#web/testing/render.tsx';
import PaginaAjudaCadastro from './ajuda-cadastro.tsx';
import PaginaContato from './contato.tsx';
import PaginaSobre from './sobre.tsx';

describe('Páginas institucionais', () => {
  it('Contato mostra endereço, telefone, e-mail e horário', () => {
    renderizar(<PaginaContato />);
    expect(screen.getByText('Av. Exemplo, 000 — Santos/SP')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(13) 0000-0000' })).toHaveAttribute('href', 'tel:+551300000000');
    expect(screen.getByRole('link', { name: 'contato@escola.demo' })).toHaveAttribute('href', 'mailto:contato@escola.demo');
    expect(screen.getByRole('heading', { name: /Horário de atendimento/ })).toBeInTheDocument();
  });

  it('Sobre apresenta a Escola e leva ao cadastro', () => {
    renderizar(<PaginaSobre />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sobre a Escola' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crie sua conta' })).toHaveAttribute('href', '/cadastro');
  });

  it('Ajuda com o cadastro explica CPF, senha forte, "Prefiro não informar", registro e unidade "Outros"', () => {
    renderizar(<PaginaAjudaCadastro />);
    for (const p of [/meu CPF/, /Como deve ser a senha/, /não quiser informar/, /registro funcional/, /Não trabalho na Prefeitura/]) {
      expect(screen.getByText(p)).toBeInTheDocument();
    }
    expect(screen.getByText(/8\+ caracteres, com maiúscula, minúscula, número e símbolo/)).toBeInTheDocument();
  });
});
