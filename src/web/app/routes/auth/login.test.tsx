import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { AuthConfigSchema, SessaoSchema } from '#shared/contracts/auth.ts';
import { notificarErro, notificarSucesso } from '#web/lib/toast.ts';
import { CPF_VALIDO, sessaoDeTeste } from '#web/testing/fixtures-perfil.ts';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { jwtDeTeste } from '#web/testing/jwt.ts';
import { renderizar } from '#web/testing/render.tsx';
import PaginaLogin from './login.tsx';

vi.mock('#web/lib/toast.ts', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  notificarSucesso: vi.fn(),
  notificarErro: vi.fn(),
}));

const servidor = usarServidorMsw();
const URL_GOOGLE = 'https://accounts.google.com/gsi/client';

function configGoogle(clientId: string | null) {
  servidor.use(http.get('/api/auth/config', () => respostaDoContrato(AuthConfigSchema, { google_client_id: clientId })));
}

function abrir(rota = '/login') {
  return renderizar(<PaginaLogin />, { rota, padrao: '/login' });
}

const local = () => screen.getByTestId('local-atual').textContent;
const campoIdentificador = () => screen.getByLabelText('CPF ou e-mail');
const campoSenha = () => screen.getByLabelText('Senha');

beforeEach(() => {
  vi.clearAllMocks();
  configGoogle(null);
  document.head.querySelectorAll(`script[src="${URL_GOOGLE}"]`).forEach((s) => s.remove());
});

describe('Página de login', () => {
  it('entra com CPF, guarda a sessão e vai para o destino pedido em next', async () => {
    let corpo: unknown;
    servidor.use(
      http.post('/api/auth/login', async ({ request }) => {
        corpo = await request.json();
        return respostaDoContrato(SessaoSchema, sessaoDeTeste());
      }),
    );
    const { user } = abrir(`/login?next=${encodeURIComponent('/eventos?aba=abertos')}`);
    expect(screen.getByText(/Após o login, você será levado para:/)).toHaveTextContent('/eventos?aba=abertos');

    await user.type(campoIdentificador(), CPF_VALIDO);
    expect(campoIdentificador()).toHaveValue('529.982.247-25');
    await user.type(campoSenha(), 'Senha#123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    await waitFor(() => expect(local()).toBe('/eventos?aba=abertos'));
    expect(corpo).toEqual({ identificador: CPF_VALIDO, senha: 'Senha#123' });
    expect(localStorage.getItem('token')).toBeTruthy();
    expect(localStorage.getItem('refresh_token')).toBe('sessao.segredo-de-teste');
    expect(JSON.parse(localStorage.getItem('usuario') ?? '{}')).toMatchObject({ nome: 'Maria da Silva' });
    expect(notificarSucesso).toHaveBeenCalledWith('Login realizado com sucesso!');
  });

  it.each(['//evil.com', '/\\evil.com', 'https://evil.com/x'])('recusa o destino inseguro %s e vai para /dashboard', async (next) => {
    servidor.use(http.post('/api/auth/login', () => respostaDoContrato(SessaoSchema, sessaoDeTeste())));
    const { user } = abrir(`/login?next=${encodeURIComponent(next)}`);
    expect(screen.queryByText(/Após o login/)).not.toBeInTheDocument();
    await user.type(campoIdentificador(), 'maria@exemplo.org');
    await user.type(campoSenha(), 'Senha#123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(local()).toBe('/dashboard'));
  });

  it('mostra as mensagens de validação e foca o campo com problema', async () => {
    const { user } = abrir();
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(screen.getByText('Informe CPF ou e-mail.')).toBeInTheDocument();
    expect(campoIdentificador()).toHaveFocus();
    expect(campoIdentificador()).toHaveAccessibleDescription('Informe CPF ou e-mail.');

    await user.type(campoIdentificador(), '12345678900');
    expect(campoIdentificador()).toHaveValue('123.456.789-00');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(screen.getByText('CPF inválido. Verifique os dígitos e o formato 000.000.000-00.')).toBeInTheDocument();

    await user.clear(campoIdentificador());
    await user.type(campoIdentificador(), 'maria@exemplo.org');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(screen.queryByText(/CPF inválido/)).not.toBeInTheDocument();
    expect(screen.getByText('Digite sua senha.')).toBeInTheDocument();
    expect(campoSenha()).toHaveFocus();
  });

  it('normaliza o CPF colado e não mascara e-mails que começam com números', async () => {
    const { user } = abrir();
    campoIdentificador().focus();
    await user.paste(' 529 982 247 25 ');
    expect(campoIdentificador()).toHaveValue('529.982.247-25');

    await user.clear(campoIdentificador());
    await user.type(campoIdentificador(), '1234joao@exemplo.org');
    expect(campoIdentificador()).toHaveValue('1234joao@exemplo.org');
  });

  it('na falha mostra a mensagem do servidor, limpa a senha e devolve o foco a ela', async () => {
    servidor.use(http.post('/api/auth/login', () => respostaDeErro(401, 'CPF/e-mail ou senha incorretos.', 'CREDENCIAIS_INVALIDAS')));
    const { user } = abrir();
    await user.type(campoIdentificador(), 'maria@exemplo.org');
    await user.type(campoSenha(), 'errada');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('CPF/e-mail ou senha incorretos.');
    expect(campoSenha()).toHaveValue('');
    expect(campoSenha()).toHaveFocus();
    expect(notificarErro).toHaveBeenCalledWith('CPF/e-mail ou senha incorretos.');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('mostra a mensagem de muitas tentativas (429)', async () => {
    const mensagem = 'Muitas tentativas de login sem sucesso. Aguarde 15 minutos e tente novamente.';
    servidor.use(http.post('/api/auth/login', () => respostaDeErro(429, mensagem, 'MUITAS_TENTATIVAS')));
    const { user } = abrir();
    await user.type(campoIdentificador(), CPF_VALIDO);
    await user.type(campoSenha(), 'Senha#123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(mensagem));
  });

  it('com sessão válida, /login leva direto ao destino', () => {
    localStorage.setItem('token', jwtDeTeste());
    abrir(`/login?next=${encodeURIComponent('/certificados')}`);
    expect(local()).toBe('/certificados');
  });

  it('oferece os links de recuperação, cadastro e privacidade', () => {
    abrir();
    expect(screen.getByRole('link', { name: 'Esqueceu sua senha?' })).toHaveAttribute('href', '/recuperar-senha');
    expect(screen.getByRole('link', { name: /Ainda não tem conta\?\s*Criar cadastro/ })).toHaveAttribute('href', '/cadastro');
    expect(screen.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute('href', '/privacidade');
    expect(campoIdentificador()).toHaveAttribute('autocomplete', 'username');
    expect(campoSenha()).toHaveAttribute('autocomplete', 'current-password');
  });

  it('mostra e oculta a senha', async () => {
    const { user } = abrir();
    expect(campoSenha()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(campoSenha()).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Mostrar senha' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('carrega o script do Google só quando há client id configurado', async () => {
    configGoogle('123-abc.apps.googleusercontent.com');
    abrir();
    await waitFor(() => expect(document.head.querySelector(`script[src="${URL_GOOGLE}"]`)).not.toBeNull());
  });

  it('falha no script do Google só vai para o console', async () => {
    const aviso = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    configGoogle('123-abc.apps.googleusercontent.com');
    abrir();
    await waitFor(() => expect(document.head.querySelector(`script[src="${URL_GOOGLE}"]`)).not.toBeNull());
    document.head.querySelector(`script[src="${URL_GOOGLE}"]`)!.dispatchEvent(new Event('error'));
    await waitFor(() => expect(aviso).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeEmptyDOMElement();
    aviso.mockRestore();
  });

  it('com a credencial do Google entra pelo POST /api/auth/google', async () => {
    let aoReceber: ((r: { credential?: string }) => void) | undefined;
    const renderButton = vi.fn();
    window.google = { accounts: { id: { initialize: (o) => (aoReceber = o.callback), renderButton } } };
    let corpo: unknown;
    servidor.use(
      http.post('/api/auth/google', async ({ request }) => {
        corpo = await request.json();
        return respostaDoContrato(SessaoSchema, sessaoDeTeste());
      }),
    );
    configGoogle('123-abc.apps.googleusercontent.com');
    abrir(`/login?next=${encodeURIComponent('/minhas-inscricoes')}`);
    await waitFor(() => expect(renderButton).toHaveBeenCalled());
    aoReceber?.({ credential: 'id-token-do-google-123' });
    await waitFor(() => expect(local()).toBe('/minhas-inscricoes'));
    expect(corpo).toEqual({ credential: 'id-token-do-google-123' });
    expect(localStorage.getItem('token')).toBeTruthy();
    delete window.google;
  });

  it('sem client id do Google não carrega o script nem mostra o botão', async () => {
    let pedidos = 0;
    servidor.use(
      http.get('/api/auth/config', () => {
        pedidos++;
        return respostaDoContrato(AuthConfigSchema, { google_client_id: null });
      }),
    );
    abrir();
    await waitFor(() => expect(pedidos).toBeGreaterThan(0));
    expect(document.head.querySelector(`script[src="${URL_GOOGLE}"]`)).toBeNull();
    expect(screen.queryByText(/Google/)).not.toBeInTheDocument();
  });
});
