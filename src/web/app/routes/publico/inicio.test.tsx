import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { salvarSessao } from '#web/lib/sessao.ts';
import { handlerListaEventos, respostaListaEventos } from '#web/testing/fixtures-eventos.ts';
import { jwtDeTeste } from '#web/testing/jwt.ts';
import { usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import PaginaInicio from './inicio.tsx';

// a agenda de próximos eventos (GET /api/eventos) responde vazia aqui; o componente tem o seu próprio teste
const servidor = usarServidorMsw();
beforeEach(() => servidor.use(handlerListaEventos([], () => respostaListaEventos([]))));

// A tabela de rotas decide quais telas existem; aqui cada teste escolhe, para cobrir os dois estados.
const telasProntas = new Set<string>();
vi.mock('#web/app/rotas.ts', () => ({ telaDisponivel: (caminho: string) => telasProntas.has(caminho) }));
beforeEach(() => telasProntas.clear());

describe('Página inicial', () => {
  it('apresenta a Escola, a agenda de próximos eventos e os convites para entrar', async () => {
    renderizar(<PaginaInicio />);
    expect(screen.getByRole('heading', { level: 1, name: 'Escola da Saúde' })).toBeInTheDocument();
    for (const oferta of ['Cursos', 'Eventos', 'Certificados', 'Presença por QR']) {
      expect(screen.getByRole('heading', { name: oferta })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Próximos eventos' })).toBeInTheDocument();
    expect(await screen.findByText(/Nenhum evento com inscrições abertas no momento/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Criar conta' })).toHaveAttribute('href', '/cadastro');
    expect(screen.queryByText(/Olá/)).not.toBeInTheDocument();
  });

  it('valida certificado levando o código para /validar-certificado', async () => {
    telasProntas.add('/validar-certificado');
    const { user } = renderizar(<PaginaInicio />);
    await user.click(screen.getByRole('button', { name: 'Validar' }));
    expect(screen.getByText('Informe o código do certificado.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Código de validação'), '  ES-2026-AB12/x ');
    await user.click(screen.getByRole('button', { name: 'Validar' }));
    expect(screen.getByTestId('local-atual')).toHaveTextContent('/validar-certificado?codigo=ES-2026-AB12%2Fx');
  });

  it('sem a tela de validação, a caixa avisa "Em breve" e indica o contato, sem formulário que leve à página vazia', () => {
    renderizar(<PaginaInicio />);
    const caixa = screen.getByRole('region', { name: /Validar certificado/ });
    expect(within(caixa).getByText('Em breve')).toBeInTheDocument();
    expect(within(caixa).queryByRole('button')).toBeNull();
    expect(within(caixa).queryByRole('textbox')).toBeNull();
    expect(within(caixa).getByRole('link', { name: 'Fale com a equipe da Escola' })).toHaveAttribute('href', '/contato');
  });

  it('para quem entrou, cumprimenta pelo primeiro nome e mostra os atalhos (só os de tela pronta, como link)', () => {
    for (const pronta of ['/usuario/dashboard', '/notificacoes', '/perfil']) telasProntas.add(pronta);
    localStorage.setItem('token', jwtDeTeste());
    salvarSessao({ usuario: { id: 1, nome: 'Maria Souza', email: 'maria@exemplo.gov.br', perfis: ['usuario'], roles: ['usuario'] } });
    renderizar(<PaginaInicio />);
    expect(screen.getByText('Olá, Maria!')).toBeInTheDocument();
    const esperado: Record<string, string> = {
      Painel: '/usuario/dashboard',
      Eventos: '/eventos',
      'Meus Certificados': '/certificados',
      Notificações: '/notificacoes',
      Perfil: '/perfil',
    };
    const atalhos = within(screen.getByRole('list', { name: 'Atalhos' }));
    for (const [nome, href] of Object.entries(esperado)) {
      if (telasProntas.has(href)) {
        expect(atalhos.getByRole('link', { name: new RegExp(`^${nome}`) })).toHaveAttribute('href', href);
      } else {
        // tela que ainda não existe: o atalho nem aparece (nada leva ao "Em breve")
        expect(atalhos.queryByText(nome)).toBeNull();
      }
    }
    expect(screen.queryByRole('link', { name: 'Entrar' })).not.toBeInTheDocument();
  });
});
