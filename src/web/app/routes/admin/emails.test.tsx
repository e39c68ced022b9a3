import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ListaEmailsSchema, type EmailSaida } from '#shared/contracts/sistema.ts';
import { ListaTarefasFalhasSchema, type TarefaFalha } from '#shared/contracts/tarefas.ts';
import { dividirLinks } from '#web/features/sistema/components/emails/dividir-links.ts';
import { respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import PaginaEmails from './emails.tsx';

const servidor = usarServidorMsw();
let emails: EmailSaida[];
let falhas: TarefaFalha[];
let reenviadas: string[];

beforeEach(() => {
  emails = [
    { id: 1, para: 'ana@exemplo.gov.br', assunto: 'Inscrição confirmada', texto: 'Sua inscrição foi confirmada.', anexos: [], criado_em: '2026-03-01T10:00:00.000Z' },
    {
      id: 2,
      para: 'bruno@exemplo.gov.br',
      assunto: 'Redefinição de senha',
      texto: 'Olá!\nPara criar uma nova senha, acesse https://escola.demo/redefinir-senha/abc123.\nO link vale por 1 hora.',
      anexos: ['certificado-EMSP-SMS-2026-000001.pdf'],
      criado_em: '2026-03-05T10:00:00.000Z',
    },
  ];
  falhas = [];
  reenviadas = [];
  servidor.use(
    http.get('/api/admin/tarefas/falhas', () => respostaDoContrato(ListaTarefasFalhasSchema, { itens: falhas, total: falhas.length, pagina: 1, por_pagina: 10 })),
    http.post('/api/admin/tarefas/:id/reenviar', ({ params }) => {
      reenviadas.push(String(params.id));
      falhas = falhas.filter((f) => String(f.id) !== params.id);
      return Response.json({ mensagem: 'Tarefa devolvida à fila. Ela será executada em instantes.' });
    }),
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
    // o nome do anexo aparece (o conteúdo não sai da API)
    expect(within(screen.getAllByRole('article')[0]!).getByText('certificado-EMSP-SMS-2026-000001.pdf')).toBeInTheDocument();
    expect(within(screen.getAllByRole('article')[1]!).queryByText(/Anexo/)).toBeNull();
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

  it('sem falhas, diz que tudo foi entregue', async () => {
    renderizar(<PaginaEmails />);
    expect(await screen.findByText(/Nenhum envio com falha/)).toBeInTheDocument();
  });

  it('mostra os envios que falharam e os devolve à fila com "Tentar de novo"', async () => {
    falhas = [{ id: '0190a1b2-c3d4-7e5f-8a6b-1c2d3e4f5a6b', tipo: 'email', descricao: 'Envio de e-mail', tentativas: 5, ultimo_erro: 'Error ECONNREFUSED', criada_em: '2026-03-05T10:00:00.000Z' }];
    const { user } = renderizar(<PaginaEmails />);
    expect(await screen.findByText('1 envio falhou depois de todas as tentativas.')).toBeInTheDocument();
    expect(screen.getByText(/5 tentativas • criada em/)).toBeInTheDocument();
    expect(screen.getByText(/último erro: Error ECONNREFUSED/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByText(/Nenhum envio com falha/)).toBeInTheDocument();
    expect(reenviadas).toEqual(['0190a1b2-c3d4-7e5f-8a6b-1c2d3e4f5a6b']);
  });
});
