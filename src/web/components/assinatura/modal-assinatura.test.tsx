import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MinhaAssinaturaSchema, type MinhaAssinatura } from '#shared/contracts/assinaturas.ts';
import { notificarSucesso } from '#web/lib/toast.ts';
import { jwtDeTeste } from '#web/testing/jwt.ts';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import ModalAssinatura from './modal-assinatura.tsx';

vi.mock('#web/lib/toast.ts', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  notificarSucesso: vi.fn(),
  notificarErro: vi.fn(),
}));

const servidor = usarServidorMsw();

/** Um PNG de verdade (cabeçalho e IHDR 120 × 40) — no jsdom não há canvas, então segue como está. */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAHgAAAAoAQAAAAAdkQOIAAAAF0lEQVR4nGP4z4AVEBAettKD0EnD2r8AzmQn2b7hL9UAAAAASUVORK5CYII='), (c) => c.charCodeAt(0));
const PNG_DATA_URL = `data:image/png;base64,${btoa(String.fromCharCode(...PNG))}`;
const SEM: MinhaAssinatura = { tem_assinatura: false, funcao: null, atualizada_em: null, imagem: null };
const COM: MinhaAssinatura = { tem_assinatura: true, funcao: 'Diretora', atualizada_em: '2026-03-02T12:00:00.000Z', imagem: PNG_DATA_URL };

/** Servidor da assinatura em memória; devolve os corpos recebidos nos PUT e quantos DELETE chegaram. */
function servirAssinatura(inicial: MinhaAssinatura) {
  let atual = inicial;
  const puts: Record<string, unknown>[] = [];
  const deletes: number[] = [];
  servidor.use(
    http.get('/api/assinatura', () => respostaDoContrato(MinhaAssinaturaSchema, atual)),
    http.put('/api/assinatura', async ({ request }) => {
      const corpo = (await request.json()) as { imagem?: string; funcao?: string | null };
      puts.push(corpo);
      atual = { tem_assinatura: true, funcao: corpo.funcao ?? null, atualizada_em: '2026-03-03T12:00:00.000Z', imagem: corpo.imagem ?? atual.imagem };
      return respostaDoContrato(MinhaAssinaturaSchema, atual);
    }),
    http.delete('/api/assinatura', () => {
      deletes.push(1);
      atual = SEM;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { puts, deletes };
}

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.setItem('token', jwtDeTeste());
  // o jsdom não tem canvas 2D: o teste faz o papel de um navegador sem canvas (e o jsdom não reclama no console)
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

const abrir = (aoFechar = vi.fn()) => ({ aoFechar, ...renderizar(<ModalAssinatura aoFechar={aoFechar} />) });
const salvar = () => screen.getByRole('button', { name: 'Salvar assinatura' });

describe('Modal "Minha assinatura"', () => {
  it('diálogo rotulado, com o texto de ajuda e o caminho do teclado; quadro vazio não é enviado', async () => {
    const { puts } = servirAssinatura(SEM);
    const { user } = abrir();
    const dialogo = await screen.findByRole('dialog', { name: 'Minha assinatura' });
    expect(dialogo).toHaveAccessibleDescription(/Use o mouse, a caneta ou o dedo para assinar\. A assinatura aparece nos certificados que você assina e nos termos que aceitar\./);
    await user.click(await screen.findByRole('button', { name: 'Salvar assinatura' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Faça a assinatura antes de salvar.');
    expect(screen.getByRole('img', { name: 'Quadro para desenhar a assinatura' })).toHaveAccessibleDescription(/Pelo teclado não dá para desenhar: use “Enviar imagem”/);
    expect(screen.getByRole('button', { name: 'Desenhar' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Limpar' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Remover assinatura' })).toBeNull();
    expect(puts).toHaveLength(0);
  });

  it('enviar imagem: prévia do PNG, função, salva, avisa e fecha', async () => {
    const { puts } = servirAssinatura(SEM);
    const { user, aoFechar } = abrir();
    await user.click(await screen.findByRole('button', { name: 'Enviar imagem' }));
    await user.upload(screen.getByLabelText('Imagem da assinatura (PNG ou JPG)'), new File([PNG], 'assinatura.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Prévia da assinatura que será salva' })).toHaveAttribute('src', PNG_DATA_URL);
    await user.type(screen.getByLabelText('Função (aparece abaixo da assinatura)'), '  Chefe da Escola da Saúde ');
    await user.click(salvar());
    await waitFor(() => expect(aoFechar).toHaveBeenCalledTimes(1));
    expect(puts).toEqual([{ imagem: PNG_DATA_URL, funcao: 'Chefe da Escola da Saúde' }]);
    expect(notificarSucesso).toHaveBeenCalledWith('Assinatura salva.');
  });

  it('enviar imagem: recusa o que não é PNG nem JPG pelo conteúdo, e pede a imagem antes de salvar', async () => {
    const { puts } = servirAssinatura(SEM);
    const { user } = abrir();
    await user.click(await screen.findByRole('button', { name: 'Enviar imagem' }));
    const campo = screen.getByLabelText('Imagem da assinatura (PNG ou JPG)');
    await user.upload(campo, new File(['GIF89a disfarçado'], 'assinatura.png', { type: 'image/png' }));
    expect(await screen.findByText('Escolha uma imagem PNG ou JPG.')).toBeInTheDocument();
    expect(campo).toHaveAttribute('aria-invalid', 'true');
    // JPEG precisa do canvas para virar PNG: sem ele, a mensagem aponta outro caminho
    await user.upload(campo, new File([Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16])], 'foto.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText(/Não foi possível preparar a imagem neste navegador\. Desenhe a assinatura/)).toBeInTheDocument();
    await user.click(salvar());
    expect(await screen.findByText('Escolha uma imagem antes de salvar.')).toBeInTheDocument();
    expect(puts).toHaveLength(0);
    await user.upload(campo, new File([PNG], 'assinatura.png', { type: 'image/png' }));
    await screen.findByRole('img', { name: 'Prévia da assinatura que será salva' });
    expect(screen.queryByText('Escolha uma imagem antes de salvar.')).toBeNull();
  });

  it('com assinatura: mostra a atual; sem desenho novo, salvar muda só a função', async () => {
    const { puts } = servirAssinatura(COM);
    const { user, aoFechar } = abrir();
    expect(await screen.findByRole('img', { name: 'Sua assinatura atual' })).toHaveAttribute('src', PNG_DATA_URL);
    const funcao = screen.getByLabelText('Função (aparece abaixo da assinatura)');
    expect(funcao).toHaveValue('Diretora');
    expect(funcao).toHaveAttribute('maxlength', '120');
    await user.clear(funcao);
    await user.type(funcao, 'Coordenadora');
    await user.click(salvar());
    await waitFor(() => expect(aoFechar).toHaveBeenCalled());
    expect(puts).toEqual([{ funcao: 'Coordenadora' }]);
  });

  it('remover pede confirmação (foco em "Manter assinatura"), remove, avisa e fecha', async () => {
    const { deletes } = servirAssinatura(COM);
    const { user, aoFechar } = abrir();
    await user.click(await screen.findByRole('button', { name: 'Remover assinatura' }));
    expect(screen.getByRole('button', { name: 'Manter assinatura' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Manter assinatura' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remover assinatura' })).toHaveFocus());
    expect(deletes).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remover assinatura' }));
    await user.click(screen.getByRole('button', { name: 'Sim, remover' }));
    await waitFor(() => expect(aoFechar).toHaveBeenCalledTimes(1));
    expect(deletes).toHaveLength(1);
    expect(notificarSucesso).toHaveBeenCalledWith('Assinatura removida.');
  });

  it('recusa do servidor aparece no modal, que continua aberto', async () => {
    servirAssinatura(SEM);
    servidor.use(http.put('/api/assinatura', () => respostaDeErro(413, 'A imagem passa de 1 MB. Use uma imagem menor ou desenhe a assinatura.', 'MUITO_GRANDE')));
    const { user, aoFechar } = abrir();
    await user.click(await screen.findByRole('button', { name: 'Enviar imagem' }));
    await user.upload(screen.getByLabelText('Imagem da assinatura (PNG ou JPG)'), new File([PNG], 'a.png', { type: 'image/png' }));
    await screen.findByRole('img', { name: 'Prévia da assinatura que será salva' });
    await user.click(salvar());
    expect(await screen.findByText('A imagem passa de 1 MB. Use uma imagem menor ou desenhe a assinatura.')).toBeInTheDocument();
    expect(aoFechar).not.toHaveBeenCalled();
    expect(notificarSucesso).not.toHaveBeenCalled();
  });

  it('falha ao carregar: mensagem e "Tentar novamente", que carrega', async () => {
    let falhar = true;
    servidor.use(
      http.get('/api/assinatura', () => (falhar ? respostaDeErro(500, 'Erro interno do servidor.', 'ERRO_INTERNO') : respostaDoContrato(MinhaAssinaturaSchema, COM))),
      http.get('/api/health', () => HttpResponse.json({ ok: true })),
    );
    const { user } = abrir();
    expect(await screen.findByText('Não foi possível carregar sua assinatura.')).toBeInTheDocument();
    falhar = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('img', { name: 'Sua assinatura atual' })).toBeInTheDocument();
  });
});
