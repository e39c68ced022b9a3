import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { criarDecodificador } from './leitor-qr.ts';

vi.mock('jsqr', () => ({ default: vi.fn(() => ({ data: 'https://x.br/presenca?turma=1' })) }));
const jsQR = vi.mocked((await import('jsqr')).default);

const video = (p: object) => p as HTMLVideoElement;
let drawImage: ReturnType<typeof vi.fn>;

beforeEach(() => {
  jsQR.mockClear();
  drawImage = vi.fn();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage,
    getImageData: (_x: number, _y: number, w: number, h: number) => ({ data: new Uint8ClampedArray(w * h * 4) }),
  } as unknown as CanvasRenderingContext2D);
});
afterEach(() => {
  vi.restoreAllMocks();
  delete (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector;
});

describe('decodificador de QR', () => {
  it('sem BarcodeDetector usa o jsQR num quadro reduzido (lado maior 640 px)', async () => {
    const ler = await criarDecodificador();
    expect(await ler(video({ videoWidth: 1280, videoHeight: 720 }))).toBe('https://x.br/presenca?turma=1');
    expect(jsQR).toHaveBeenCalledWith(expect.any(Uint8ClampedArray), 640, 360, { inversionAttempts: 'dontInvert' });
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 640, 360);
  });

  it('vídeo ainda sem quadro: nada a ler', async () => {
    const ler = await criarDecodificador();
    expect(await ler(video({ videoWidth: 0, videoHeight: 0 }))).toBeNull();
    expect(jsQR).not.toHaveBeenCalled();
  });

  it('usa o BarcodeDetector quando ele lê qr_code; se não lê, cai no jsQR', async () => {
    const detect = vi.fn(async () => [{ rawValue: 'nativo' }]);
    class Nativo {
      static getSupportedFormats = async () => ['qr_code'];
      detect = detect;
    }
    (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector = Nativo;
    const ler = await criarDecodificador();
    expect(await ler(video({ readyState: 4 }))).toBe('nativo');
    expect(await ler(video({ readyState: 1 }))).toBeNull();
    expect(jsQR).not.toHaveBeenCalled();

    Nativo.getSupportedFormats = async () => ['ean_13'];
    const outro = await criarDecodificador();
    expect(await outro(video({ videoWidth: 100, videoHeight: 100 }))).toBe('https://x.br/presenca?turma=1');
  });
});
