import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { handlerInstituicao, instituicaoDeTeste } from '#web/testing/fixtures-instituicao.ts';
import { usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import PaginaAjudaCadastro from './ajuda-cadastro.tsx';
import PaginaContato from './contato.tsx';
import PaginaSobre from './sobre.tsx';

const servidor = usarServidorMsw();
const pedidos = { n: 0 };
beforeEach(() => {
  pedidos.n = 0;
  servidor.use(handlerInstituicao(instituicaoDeTeste(), pedidos));
});

describe('Páginas institucionais', () => {
  it('Contato mostra o endereço, o telefone, o e-mail, o horário e as redes configurados', async () => {
    renderizar(<PaginaContato />);
    expect(await screen.findByText('Rua Dr. Cochrane, 112 — Santos/SP')).toBeInTheDocument();
    expect(screen.getByText('Fale com a equipe da Escola Municipal de Saúde Pública.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(13) 3226-1234' })).toHaveAttribute('href', 'tel:+551332261234');
    expect(screen.getByRole('link', { name: 'contato@saude.santos.sp.gov.br' })).toHaveAttribute('href', 'mailto:contato@saude.santos.sp.gov.br');
    expect(screen.getByRole('heading', { name: /Horário de atendimento/ })).toBeInTheDocument();
    expect(screen.getByText('Segunda a sexta, das 8h às 17h')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', 'https://www.instagram.com/escoladasaude');
    expect(screen.getByRole('link', { name: /Site oficial/ })).toHaveAttribute('href', 'https://saude.santos.sp.gov.br');
    expect(screen.queryByRole('link', { name: /Facebook/ })).toBeNull();
  });

  it('Contato sem nada configurado diz que os dados ainda não foram configurados', async () => {
    const vazia = { endereco: null, telefone: null, email: null, site: null, horario: null, instagram: null };
    servidor.use(handlerInstituicao(instituicaoDeTeste(vazia)));
    renderizar(<PaginaContato />);
    expect(await screen.findByText('Os dados de contato da Escola ainda não foram configurados.')).toBeInTheDocument();
  });

  it('Contato com falha na leitura avisa e tenta de novo', async () => {
    let falhar = true;
    servidor.use(http.get('/api/instituicao', () => (falhar ? HttpResponse.json({ erro: 'x', message: 'x', code: 'ERRO_INTERNO' }, { status: 500 }) : HttpResponse.json(instituicaoDeTeste()))));
    const { user } = renderizar(<PaginaContato />);
    const tentar = await screen.findByRole('button', { name: 'Tentar novamente' }, { timeout: 4000 });
    falhar = false;
    await user.click(tentar);
    expect(await screen.findByText('Rua Dr. Cochrane, 112 — Santos/SP')).toBeInTheDocument();
  });

  it('Sobre apresenta a Escola, onde ela está e leva ao cadastro; Contato e Sobre leem os dados uma vez só', async () => {
    renderizar(<PaginaSobre />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sobre a Escola' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crie sua conta' })).toHaveAttribute('href', '/cadastro');
    expect(await screen.findByText('Rua Dr. Cochrane, 112 — Santos/SP · Telefone (13) 3226-1234')).toBeInTheDocument();
    renderizar(<PaginaContato />);
    expect(await screen.findByText('Rua Dr. Cochrane, 112 — Santos/SP')).toBeInTheDocument();
    expect(pedidos.n).toBe(1);
  });

  it('Ajuda com o cadastro explica CPF, senha forte, "Prefiro não informar", registro e unidade "Outros"', () => {
    renderizar(<PaginaAjudaCadastro />);
    for (const p of [/meu CPF/, /Como deve ser a senha/, /não quiser informar/, /registro funcional/, /Não trabalho na Prefeitura/]) {
      expect(screen.getByText(p)).toBeInTheDocument();
    }
    expect(screen.getByText(/8\+ caracteres, com maiúscula, minúscula, número e símbolo/)).toBeInTheDocument();
  });
});
