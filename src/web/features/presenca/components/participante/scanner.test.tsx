import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderizar } from '#web/testing/render.tsx';
import { MENSAGENS_CAMERA, mensagemDeErroDaCamera } from './erros-camera.ts';
import { Scanner } from './scanner.tsx';
import { SILENCIO_MS } from './sessao-camera.ts';
import { AVISO_INVALIDO, AVISO_SILENCIO } from './use-camera-qr.ts';

const LINK = 'https://escola.santos.sp.gov.br/presenca?turma=42&t=381924';

let leitura: string | null;
let trilhas: { stop: ReturnType<typeof vi.fn>; getSettings: () => { deviceId: string } }[];
const getUserMedia = vi.fn();
const enumerateDevices = vi.fn();
const vibrate = vi.fn();

class DetectorFalso {
  static getSupportedFormats = async () => ['qr_code', 'ean_13'];
  async detect() {
    return leitura ? [{ rawValue: leitura }] : [];
  }
}

function novaStream(deviceId = 'traseira') {
  const trilha = { stop: vi.fn(), getSettings: () => ({ deviceId }) };
  trilhas.push(trilha);
  return { getTracks: () => [trilha], getVideoTracks: () => [trilha] };
}

const definir = (alvo: object, nome: string, valor: unknown) => Object.defineProperty(alvo, nome, { value: valor, configurable: true, writable: true });
const passar = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const local = () => screen.getByTestId('local-atual').textContent;
const situacao = () => screen.getAllByRole('status').map((e) => e.textContent).join(' ');

beforeEach(() => {
  vi.useFakeTimers();
  leitura = null;
  trilhas = [];
  getUserMedia.mockReset().mockImplementation(async () => novaStream());
  enumerateDevices.mockReset().mockResolvedValue([]);
  vibrate.mockReset();
  definir(window, 'isSecureContext', true);
  definir(navigator, 'mediaDevices', { getUserMedia, enumerateDevices });
  definir(navigator, 'vibrate', vibrate);
  definir(globalThis, 'BarcodeDetector', DetectorFalso);
  definir(HTMLMediaElement.prototype, 'play', vi.fn().mockResolvedValue(undefined));
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector;
  definir(document, 'visibilityState', 'visible');
});

const abrir = async () => {
  const r = renderizar(<Scanner />, { rota: '/scanner' });
  await passar(0);
  return r;
};

describe('Scanner', () => {
  it('sem HTTPS explica e deixa só o código digitado', async () => {
    definir(window, 'isSecureContext', false);
    await abrir();
    expect(screen.getByRole('alert')).toHaveTextContent('O acesso à câmera requer conexão segura (HTTPS). Abra o endereço com https:// ou use o código digitado abaixo.');
    expect(getUserMedia).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Reiniciar leitor' })).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'Digitar código' })).toBeInTheDocument();
  });

  it('abre a câmera traseira e, ao ler o QR, vibra, para a câmera e segue para /validar-presenca', async () => {
    await abrir();
    expect(screen.getByText('Se solicitado, permita o acesso à câmera do dispositivo.')).toBeInTheDocument();
    expect(getUserMedia).toHaveBeenCalledWith({ audio: false, video: expect.objectContaining({ facingMode: { ideal: 'environment' } }) });
    expect(situacao()).toContain('Aponte a câmera para o QR Code da turma.');

    leitura = LINK;
    await passar(100);
    expect(situacao()).toContain('QR Code lido com sucesso!');
    expect(screen.getByText('Registrando presença…')).toBeInTheDocument();
    expect(vibrate).toHaveBeenCalled();
    expect(trilhas[0]!.stop).toHaveBeenCalled();
    await passar(700);
    expect(local()).toBe(`/validar-presenca?codigo=${encodeURIComponent(LINK)}`);
  });

  it('QR que não é de presença: avisa e continua lendo', async () => {
    await abrir();
    leitura = 'https://escola.gov.br/eventos';
    await passar(300);
    expect(situacao()).toContain(AVISO_INVALIDO);
    expect(trilhas[0]!.stop).not.toHaveBeenCalled();
    leitura = '42-381924';
    await passar(100);
    await passar(700);
    expect(local()).toBe('/presenca?turma=42&t=381924');
  });

  it('20 s sem leitura: avisa e reinicia o leitor', async () => {
    await abrir();
    await passar(SILENCIO_MS);
    expect(situacao()).toContain(AVISO_SILENCIO);
    expect(trilhas[0]!.stop).toHaveBeenCalled();
    expect(getUserMedia).toHaveBeenCalledTimes(2);
  });

  it('aba escondida desliga a câmera; ao voltar, liga de novo', async () => {
    await abrir();
    definir(document, 'visibilityState', 'hidden');
    await act(async () => void document.dispatchEvent(new Event('visibilitychange')));
    expect(trilhas[0]!.stop).toHaveBeenCalled();
    definir(document, 'visibilityState', 'visible');
    await act(async () => void document.dispatchEvent(new Event('visibilitychange')));
    await passar(0);
    expect(getUserMedia).toHaveBeenCalledTimes(2);
  });

  it('"Alternar câmera" passa para a próxima câmera do aparelho; sem a lista, troca para a frontal', async () => {
    enumerateDevices.mockResolvedValue([
      { kind: 'videoinput', deviceId: 'traseira' },
      { kind: 'audioinput', deviceId: 'mic' },
      { kind: 'videoinput', deviceId: 'frontal' },
    ]);
    await abrir();
    fireEvent.click(screen.getByRole('button', { name: 'Alternar câmera' }));
    await passar(0);
    expect(getUserMedia).toHaveBeenLastCalledWith({ audio: false, video: expect.objectContaining({ deviceId: { exact: 'frontal' } }) });
    expect(trilhas[0]!.stop).toHaveBeenCalled();

    enumerateDevices.mockResolvedValue([]);
    fireEvent.click(screen.getByRole('button', { name: 'Alternar câmera' }));
    await passar(0);
    expect(getUserMedia).toHaveBeenLastCalledWith({ audio: false, video: expect.objectContaining({ facingMode: { ideal: 'user' } }) });
  });

  it('permissão negada: explica; "Reiniciar leitor" tenta de novo', async () => {
    getUserMedia.mockRejectedValueOnce(new DOMException('negado', 'NotAllowedError'));
    await abrir();
    expect(screen.getByRole('alert')).toHaveTextContent(MENSAGENS_CAMERA.negada);
    fireEvent.click(screen.getByRole('button', { name: 'Reiniciar leitor' }));
    await passar(0);
    expect(getUserMedia).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('desliga a câmera ao sair da página', async () => {
    const { unmount } = await abrir();
    unmount();
    expect(trilhas[0]!.stop).toHaveBeenCalled();
  });

  it('código digitado: recusa o formato errado e segue com "TURMA-CÓDIGO"', async () => {
    await abrir();
    const campo = screen.getByLabelText('Código ou link');
    fireEvent.change(campo, { target: { value: '381924' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar presença' }));
    expect(screen.getByText('Código inválido. Use o link do QR ou o código no formato 42-381924.')).toBeInTheDocument();
    expect(campo).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(campo, { target: { value: '42 - 381 924' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar presença' }));
    expect(local()).toBe('/presenca?turma=42&t=381924');
  });
});

describe('mensagens de erro da câmera', () => {
  it.each([
    ['NotAllowedError', MENSAGENS_CAMERA.negada],
    ['SecurityError', MENSAGENS_CAMERA.negada],
    ['NotFoundError', MENSAGENS_CAMERA.ausente],
    ['OverconstrainedError', MENSAGENS_CAMERA.ausente],
    ['NotReadableError', MENSAGENS_CAMERA.emUso],
    ['TrackStartError', MENSAGENS_CAMERA.emUso],
    ['TypeError', MENSAGENS_CAMERA.outra],
  ])('%s', (nome, mensagem) => {
    expect(mensagemDeErroDaCamera({ name: nome })).toBe(mensagem);
  });
  it('algo que nem é erro', () => expect(mensagemDeErroDaCamera('x')).toBe('Erro ao iniciar o scanner.'));
});
