import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { MensagemSchema } from '#shared/contracts/comum.ts';
import { MENSAGEM_RECUPERACAO } from '#shared/contracts/auth.ts';
import { notificarSucesso } from '#web/lib/toast.ts';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import PaginaRecuperarSenha from './recuperar-senha.tsx';

vi.mock('#web/lib/toast.ts', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  notificarSucesso: vi.fn(),
  notificarErro: vi.fn(),
}));

const servidor = usarServidorMsw();
const campoEmail = () => screen.getByLabelText('E-mail');

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.useRealTimers());

describe('Página de recuperação de senha', () => {
  it('valida o e-mail antes de enviar', async () => {
    const { user } = renderizar(<PaginaRecuperarSenha />);
    await user.click(screen.getByRole('button', { name: 'Enviar instruções' }));
    expect(screen.getByText('Digite seu e-mail.')).toBeInTheDocument();
    expect(campoEmail()).toHaveFocus();
    await user.type(campoEmail(), 'maria@');
    await user.click(screen.getByRole('button', { name: 'Enviar instruções' }));
    expect(screen.getByText('Informe um e-mail válido.')).toBeInTheDocument();
  });

  it('mostra a resposta neutra e espera 30 s antes de permitir outro envio', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let corpo: unknown;
    servidor.use(
      http.post('/api/auth/recuperar-senha', async ({ request }) => {
        corpo = await request.json();
        return respostaDoContrato(MensagemSchema, { mensagem: MENSAGEM_RECUPERACAO });
      }),
    );
    const { user } = renderizar(<PaginaRecuperarSenha />);
    await user.type(campoEmail(), ' Maria@Exemplo.org ');
    await user.click(screen.getByRole('button', { name: 'Enviar instruções' }));

    expect(await screen.findByText(MENSAGEM_RECUPERACAO)).toBeInTheDocument();
    expect(screen.getByText('Verifique a caixa de entrada e o spam. O link tem tempo limitado de uso.')).toBeInTheDocument();
    expect(corpo).toEqual({ email: 'maria@exemplo.org' });
    expect(notificarSucesso).toHaveBeenCalledWith('Instruções enviadas (se cadastrado).');
    expect(screen.getByRole('button', { name: 'Aguarde 30s' })).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByRole('button', { name: 'Aguarde 20s' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enviar instruções' })).toBeEnabled());
  });

  it('mostra o erro quando o servidor recusa por excesso de pedidos', async () => {
    servidor.use(http.post('/api/auth/recuperar-senha', () => respostaDeErro(429, 'Muitas tentativas. Aguarde um minuto e tente novamente.', 'MUITAS_TENTATIVAS')));
    const { user } = renderizar(<PaginaRecuperarSenha />);
    await user.type(campoEmail(), 'maria@exemplo.org');
    await user.click(screen.getByRole('button', { name: 'Enviar instruções' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Muitas tentativas. Aguarde um minuto e tente novamente.'));
    expect(screen.getByRole('button', { name: 'Enviar instruções' })).toBeEnabled();
  });

  it('tem o link Voltar para o login', () => {
    renderizar(<PaginaRecuperarSenha />);
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/login');
    expect(campoEmail()).toHaveAttribute('autocomplete', 'email');
  });
});
