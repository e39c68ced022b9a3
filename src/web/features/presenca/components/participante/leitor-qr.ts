/**
 * Decodificação de QR a partir do vídeo da câmera: o BarcodeDetector do navegador quando existe e lê
 * `qr_code` (Chrome no Android); senão o jsQR (Safari, Firefox), baixado só nessa hora, lendo quadros
 * reduzidos de um canvas.
 */
type Achado = { rawValue: string };
interface DetectorNativo {
  detect(fonte: HTMLVideoElement): Promise<Achado[]>;
}
interface ClasseDetector {
  new (opcoes: { formats: string[] }): DetectorNativo;
  getSupportedFormats?: () => Promise<string[]>;
}

/** Lê o quadro atual do vídeo; null quando não há QR nele. */
export type Decodificar = (video: HTMLVideoElement) => Promise<string | null>;

/** Lado maior do quadro entregue ao jsQR: mais que isso só gasta CPU do celular. */
const LADO_MAXIMO = 640;
/** `HTMLMediaElement.HAVE_CURRENT_DATA`: já há um quadro para ler. */
const TEM_QUADRO = 2;

/** O mesmo pedaço de JS que a preparação para uso offline adianta (app/preparar-offline.ts). */
export const carregarJsQr = () => import('jsqr');

async function detectorNativo(): Promise<Decodificar | null> {
  const Nativo = (globalThis as { BarcodeDetector?: ClasseDetector }).BarcodeDetector;
  if (!Nativo) return null;
  try {
    const formatos = (await Nativo.getSupportedFormats?.()) ?? ['qr_code'];
    if (!formatos.includes('qr_code')) return null;
    const detector = new Nativo({ formats: ['qr_code'] });
    return async (video) => (video.readyState >= TEM_QUADRO ? ((await detector.detect(video))[0]?.rawValue ?? null) : null);
  } catch {
    return null;
  }
}

async function detectorJsQr(): Promise<Decodificar> {
  const { default: jsQR } = await carregarJsQr();
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    const { videoWidth: w, videoHeight: h } = video;
    if (!ctx || !w || !h) return null;
    const escala = Math.min(1, LADO_MAXIMO / Math.max(w, h));
    const largura = Math.round(w * escala);
    const altura = Math.round(h * escala);
    if (canvas.width !== largura) canvas.width = largura;
    if (canvas.height !== altura) canvas.height = altura;
    ctx.drawImage(video, 0, 0, largura, altura);
    const { data } = ctx.getImageData(0, 0, largura, altura);
    return jsQR(data, largura, altura, { inversionAttempts: 'dontInvert' })?.data || null;
  };
}

export async function criarDecodificador(): Promise<Decodificar> {
  return (await detectorNativo()) ?? detectorJsQr();
}
