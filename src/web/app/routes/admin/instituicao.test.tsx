import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { InstituicaoSchema, type Instituicao } from '#shared/contracts/instituicao.ts';
import { Rodape } from '#web/components/layouts/rodape.tsx';
import { handlerInstituicao, instituicaoDeTeste } from '#web/testing/fixtures-instituicao.ts';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import PaginaInstituicao from './instituicao.tsx';

const servidor = usarServidorMsw();
const ADMIN: Instituicao = {
  ...instituicaoDeTeste(),
  remetente_nome: 'Escola da Saúde',
  remetente_email: 'nao-responda@saude.santos.sp.gov.br',
  remetente_pelo_ambiente: false,
  atualizado_em: '2026-03-01T12:00:00.000Z',
};
let enviados: unknown[];
const leiturasPublicas = { n: 0 };

beforeEach(() => {
  enviados = [];
  leiturasPublicas.n = 0;
  servidor.use(
    handlerInstituicao(instituicaoDeTeste(), leiturasPublicas),
    http.get('/api/admin/instituicao', () => respostaDoContrato(InstituicaoSchema, ADMIN)),
    http.put('/api/admin/instituicao', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      enviados.push(body);
      return respostaDoContrato(InstituicaoSchema, { ...ADMIN, ...body, telefone: String(body.telefone).replace(/\D/g, '') });
    }),
  );
});

describe('Dados da Instituição', () => {
  it('carrega os dados no formulário (telefone formatado) e salva; o rodapé muda sem nova leitura', async () => {
    const { user } = renderizar(
      <>
        <PaginaInstituicao />
        <Rodape />
      </>,
    );
    const telefone = await screen.findByLabelText(/^Telefone/);
    expect(telefone).toHaveValue('(13) 3226-1234');
    expect(screen.getByLabelText(/^Instagram/)).toHaveValue('https://www.instagram.com/escoladasaude');
    await user.clear(telefone);
    await user.type(telefone, '(13) 99123-4567');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const rodape = screen.getByRole('contentinfo');
    expect(await within(rodape).findByRole('link', { name: '(13) 99123-4567' })).toHaveAttribute('href', 'tel:+5513991234567');
    expect(enviados).toEqual([expect.objectContaining({ telefone: '13991234567', facebook: null, email: 'contato@saude.santos.sp.gov.br' })]);
    expect(telefone).toHaveValue('(13) 99123-4567');
    expect(leiturasPublicas.n).toBe(1);
  });

  it('recusa e-mail e endereço inválidos com as mensagens do contrato, sem enviar', async () => {
    const { user } = renderizar(<PaginaInstituicao />);
    const email = await screen.findByLabelText(/^E-mail de contato/);
    await user.clear(email);
    await user.type(email, 'contato@');
    const site = screen.getByLabelText(/^Site oficial/);
    await user.clear(site);
    await user.type(site, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe um e-mail válido para o e-mail de contato.')).toBeInTheDocument();
    expect(screen.getByText('Informe o endereço completo do site, começando com https://.')).toBeInTheDocument();
    expect(enviados).toEqual([]);
  });

  it('mostra o erro do servidor no campo e avisa quando o SMTP_FROM manda no remetente', async () => {
    servidor.use(
      http.get('/api/admin/instituicao', () => respostaDoContrato(InstituicaoSchema, { ...ADMIN, remetente_pelo_ambiente: true })),
      http.put('/api/admin/instituicao', () =>
        HttpResponse.json(
          { erro: 'Dados inválidos.', message: 'Dados inválidos.', code: 'DADOS_INVALIDOS', details: { campos: [{ campo: 'nome', mensagem: 'Nome recusado.' }] } },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderizar(<PaginaInstituicao />);
    expect(await screen.findByText(/O servidor define o remetente pela variável SMTP_FROM/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Nome recusado.')).toBeInTheDocument();
  });

  it('sem conseguir carregar, avisa e oferece tentar de novo', async () => {
    servidor.use(http.get('/api/admin/instituicao', () => respostaDeErro(500, 'Falhou.', 'ERRO_INTERNO')));
    renderizar(<PaginaInstituicao />);
    expect(await screen.findByText('Não foi possível carregar os dados da instituição.', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
