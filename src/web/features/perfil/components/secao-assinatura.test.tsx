import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { MinhaAssinaturaSchema, type MinhaAssinatura } from '#shared/contracts/assinaturas.ts';
import { jwtDeTeste } from '#web/testing/jwt.ts';
import { respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { SecaoAssinatura } from './secao-assinatura.tsx';

const servidor = usarServidorMsw();
const servir = (a: MinhaAssinatura) => servidor.use(http.get('/api/assinatura', () => respostaDoContrato(MinhaAssinaturaSchema, a)));
const IMAGEM = 'data:image/png;base64,iVBORw0KGgo=';

beforeEach(() => localStorage.setItem('token', jwtDeTeste()));

describe('Seção "Assinatura" do perfil', () => {
  it('sem assinatura, diz isso; "Gerenciar assinatura" abre o modal sob demanda e, ao fechar, o foco volta ao botão', async () => {
    servir({ tem_assinatura: false, funcao: null, atualizada_em: null, imagem: null });
    const { user } = renderizar(<SecaoAssinatura />);
    expect(screen.getByRole('heading', { name: 'Assinatura' })).toBeInTheDocument();
    expect(await screen.findByText('Você ainda não tem assinatura salva.')).toBeInTheDocument();
    const botao = screen.getByRole('button', { name: 'Gerenciar assinatura' });
    await user.click(botao);
    expect(await screen.findByRole('dialog', { name: 'Minha assinatura' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(botao).toHaveFocus();
  });

  it('com assinatura, mostra a prévia e a função', async () => {
    servir({ tem_assinatura: true, funcao: 'Chefe da Escola da Saúde', atualizada_em: '2026-03-02T12:00:00.000Z', imagem: IMAGEM });
    renderizar(<SecaoAssinatura />);
    expect(await screen.findByRole('img', { name: 'Sua assinatura salva' })).toHaveAttribute('src', IMAGEM);
    expect(screen.getByText('Assinatura salva — Chefe da Escola da Saúde.')).toBeInTheDocument();
  });
});
