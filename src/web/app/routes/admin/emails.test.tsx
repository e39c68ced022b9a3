import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ListaEmailsSchema, type EmailSaida } from '#shared/contracts/sistema.ts';
import { dividirLinks } from '#web/features/emails/components/dividir-links.ts';
import { respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import PaginaEmails from './emails.tsx';

const servidor = usarServidorMsw();
let emails: EmailSaida[];

beforeEach(() => {
  emails = [
    { id: 1, para: 'ana@exemplo.gov.br', assunto: 'Inscrição confirmada', texto: 'Sua inscrição foi confirmada.', criado_em: '2026-03-01T10:00:00.000Z' },
    {
      id: 2,
      para: 'bruno@exemplo.gov.br',
      assunto: 'Redefinição de senha',
      texto: 'Olá!\nPara criar uma nova senha, acesse https://escola.demo/redefinir-senha/abc123.\nO link vale por 1 hora.',
      criado_em: '2026-03-05T10:00:00.000Z',
    },
  ];
  servidor.use(
    http.get('/api/admin/emails', () => respostaDoContrato(ListaEmailsSchema, { itens: emails, total: emails.length, pagina: 1, por_pagina: 20 })),
  );
});

describe('Caixa de saída de e-mails', () => {
  it('lista os e-mails dos mais novos para os mais antigos, com destinatário e assunto', async () => {
    renderizar(<PaginaEmails />);
    await screen.findByText('Redefinição de senha');
    const assuntos = screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);
    expect(assuntos).toEqual(['Redefinição de senha', 'Inscrição confirmada']);
    expect(screen.getByText('bruno@exemplo.gov.br')).toBeInTheDocument();
    expect(screen.getByText('2 e-mail(s) na caixa de saída')).toBeInTheDocument();
    expect(screen.getByText(/servidor SMTP configurado/)).toBeInTheDocument();
  });

  it('expande o e-mail e mostra o link clicável, sem a pontuação final', async () => {
    const { user } = renderizar(<PaginaEmails />);
    const artigo = (await screen.findByText('Redefinição de senha')).closest('article')!;
    const botao = within(artigo).getByRole('button', { name: 'Ler e-mail' });
    expect(botao).toHaveAttribute('aria-expanded', 'false');
    await user.click(botao);
    expect(within(artigo).getByRole('button', { name: 'Fechar' })).toHaveAttribute('aria-expanded', 'true');
    const link = within(artigo).getByRole('link', { name: 'https://escola.demo/redefinir-senha/abc123' });
    expect(link).toHaveAttribute('href', 'https://escola.demo/redefinir-senha/abc123');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(artigo).getByText(/O link vale por 1 hora/)).toBeInTheDocument();
  });

  it('explica quando a caixa está vazia', async () => {
    emails = [];
    renderizar(<PaginaEmails />);
    expect(await screen.findByText('Nenhum e-mail na caixa de saída.')).toBeInTheDocument();
  });

  it('não transforma em link o que não é http(s) nem injeta HTML', () => {
    expect(dividirLinks('veja javascript:alert(1) e <b>https://a.b/c</b>')).toEqual([
      { tipo: 'texto', valor: 'veja javascript:alert(1) e <b>' },
      { tipo: 'link', valor: 'https://a.b/c' },
      { tipo: 'texto', valor: '</b>' },
    ]);
  });
});
