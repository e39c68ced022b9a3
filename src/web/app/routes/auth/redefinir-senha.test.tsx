import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MensagemSchema } from '#shared/contracts/comum.ts';
import { MENSAGEM_SENHA_FRACA } from '#shared/rules/senha.ts';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import PaginaRedefinirSenha from './redefinir-senha.tsx';

vi.mock('#web/lib/toast.ts', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  notificarSucesso: vi.fn(),
  notificarErro: vi.fn(),
}));

const servidor = usarServidorMsw();
const TOKEN = 'tok_abcdefghij0123456789';

function abrir(token = TOKEN) {
  return renderizar(<PaginaRedefinirSenha />, { rota: `/redefinir-senha/${token}`, padrao: '/redefinir-senha/:token' });
}
const nova = () => screen.getByLabelText('Nova senha');
const confirmar = () => screen.getByLabelText('Confirmar nova senha');
const botao = () => screen.getByRole('button', { name: 'Redefinir Senha' });

describe('Página de redefinição de senha', () => {
  it('mostra a regra, avisa ao vivo quando as senhas não coincidem e pede todos os campos', async () => {
    const { user } = abrir();
    expect(screen.getByText('Mínimo 8 caracteres, com maiúscula, minúscula, número e símbolo.')).toBeInTheDocument();
    await user.click(botao());
    expect(screen.getByRole('alert')).toHaveTextContent('Preencha todos os campos.');
    expect(nova()).toHaveFocus();

    await user.type(nova(), 'Forte#2025a');
    await user.type(confirmar(), 'Forte#2025b');
    expect(screen.getByText('As senhas não coincidem.')).toBeInTheDocument();
    expect(confirmar()).toHaveAccessibleDescription('As senhas não coincidem.');
    await user.clear(confirmar());
    await user.type(confirmar(), 'Forte#2025a');
    expect(screen.queryByText('As senhas não coincidem.')).not.toBeInTheDocument();
  });

  it('mostra e oculta cada senha de forma independente e avisa do Caps Lock', async () => {
    const { user } = abrir();
    await user.click(screen.getByRole('button', { name: 'Mostrar nova senha' }));
    expect(nova()).toHaveAttribute('type', 'text');
    expect(confirmar()).toHaveAttribute('type', 'password');

    await user.click(confirmar());
    await user.keyboard('{CapsLock}A');
    expect(screen.getByText('Atenção: Caps Lock está ativado.')).toBeInTheDocument();
    expect(confirmar()).toHaveAccessibleDescription(/Caps Lock está ativado/);
    await user.keyboard('{CapsLock}b');
    expect(screen.queryByText('Atenção: Caps Lock está ativado.')).not.toBeInTheDocument();
  });

  it('recusa senha fraca sem enviar', async () => {
    const { user } = abrir();
    await user.type(nova(), 'fraca');
    await user.type(confirmar(), 'fraca');
    await user.click(botao());
    expect(screen.getByText(MENSAGEM_SENHA_FRACA)).toBeInTheDocument();
  });

  it('com sucesso avisa e leva ao login depois de 1,5 s', async () => {
    let corpo: unknown;
    servidor.use(
      http.post('/api/auth/redefinir-senha', async ({ request }) => {
        corpo = await request.json();
        return respostaDoContrato(MensagemSchema, { mensagem: 'Senha redefinida.' });
      }),
    );
    const { user } = abrir();
    await user.type(nova(), 'Forte#2025a');
    await user.type(confirmar(), 'Forte#2025a');
    await user.click(botao());

    expect(await screen.findByText('Senha redefinida com sucesso! Redirecionando para o login…')).toBeInTheDocument();
    expect(corpo).toEqual({ token: TOKEN, senha: 'Forte#2025a' });
    expect(screen.getByTestId('local-atual')).toHaveTextContent(`/redefinir-senha/${TOKEN}`);
    await waitFor(() => expect(screen.getByTestId('local-atual')).toHaveTextContent(/^\/login$/), { timeout: 3000 });
  });

  it('link inválido ou expirado oferece um novo link', async () => {
    servidor.use(http.post('/api/auth/redefinir-senha', () => respostaDeErro(400, 'Link inválido ou expirado. Gere um novo link de redefinição.', 'TOKEN_INVALIDO')));
    const { user } = abrir();
    await user.type(nova(), 'Forte#2025a');
    await user.type(confirmar(), 'Forte#2025a');
    await user.click(botao());
    expect(await screen.findByText('Link inválido ou expirado. Gere um novo link de redefinição.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solicitar novo link' })).toHaveAttribute('href', '/recuperar-senha');
  });

  it('token ausente ou cortado: pede uma nova recuperação sem mostrar o formulário', () => {
    abrir('abc');
    expect(screen.getByRole('alert')).toHaveTextContent('Link inválido ou ausente. Solicite uma nova recuperação.');
    expect(screen.queryByLabelText('Nova senha')).not.toBeInTheDocument();
  });

  it('campo de senha recusado pelo servidor aparece no campo', async () => {
    servidor.use(
      http.post('/api/auth/redefinir-senha', () =>
        HttpResponse.json(
          { erro: 'Senha fraca.', message: 'Senha fraca.', code: 'DADOS_INVALIDOS', details: { campos: [{ campo: 'senha', mensagem: 'Senha fraca.' }] } },
          { status: 400 },
        ),
      ),
    );
    const { user } = abrir();
    await user.type(nova(), 'Forte#2025a');
    await user.type(confirmar(), 'Forte#2025a');
    await user.click(botao());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Senha fraca.'));
  });
});
