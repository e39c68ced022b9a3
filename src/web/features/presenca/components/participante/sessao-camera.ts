/**
 * Uma sessão da câmera: abre o vídeo (câmera traseira por padrão), lê ~10 quadros por segundo e avisa
 * quando passam 20 s sem leitura. `parar()` (devolvido) encerra tudo e desliga as trilhas da câmera.
 */
import { mensagemDeErroDaCamera } from './erros-camera.ts';
import { criarDecodificador } from './leitor-qr.ts';

/** ~10 quadros por segundo. */
export const INTERVALO_LEITURA_MS = 100;
/** Sem ler nada nesse tempo, o leitor recomeça (câmera que "congelou", foco perdido). */
export const SILENCIO_MS = 20_000;

export interface Camera {
  deviceId?: string;
  facingMode?: 'environment' | 'user';
}

export interface OpcoesSessao {
  video: HTMLVideoElement;
  camera: Camera;
  aoIniciar: (stream: MediaStream) => void;
  aoLer: (texto: string) => void;
  aoSilencio: () => void;
  aoErro: (mensagem: string) => void;
}

function restricao(camera: Camera): MediaTrackConstraints {
  const base: MediaTrackConstraints = { width: { ideal: 1280 }, height: { ideal: 720 } };
  return camera.deviceId ? { ...base, deviceId: { exact: camera.deviceId } } : { ...base, facingMode: { ideal: camera.facingMode ?? 'environment' } };
}

export const desligar = (stream: MediaStream | null) => stream?.getTracks().forEach((t) => t.stop());

export function abrirSessaoCamera(o: OpcoesSessao): () => void {
  let ativa = true;
  let stream: MediaStream | null = null;
  let relogio: ReturnType<typeof setInterval> | undefined;
  let vigia: ReturnType<typeof setTimeout> | undefined;
  let ocupada = false;

  const lerQuadro = (decodificar: (v: HTMLVideoElement) => Promise<string | null>) => {
    if (ocupada || !ativa) return;
    ocupada = true;
    decodificar(o.video)
      .then((texto) => {
        if (texto && ativa) o.aoLer(texto);
      })
      .catch(() => undefined) // um quadro ruim não derruba o leitor
      .finally(() => (ocupada = false));
  };

  void (async () => {
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('getUserMedia indisponível', 'NotSupportedError');
      stream = await navigator.mediaDevices.getUserMedia({ audio: false, video: restricao(o.camera) });
      if (!ativa) return desligar(stream);
      o.video.srcObject = stream;
      await o.video.play().catch(() => undefined); // autoplay mudo com playsInline; sem ele o quadro ainda chega
      const decodificar = await criarDecodificador();
      if (!ativa) return;
      o.aoIniciar(stream);
      relogio = setInterval(() => lerQuadro(decodificar), INTERVALO_LEITURA_MS);
      vigia = setTimeout(() => ativa && o.aoSilencio(), SILENCIO_MS);
    } catch (err) {
      desligar(stream);
      if (ativa) o.aoErro(mensagemDeErroDaCamera(err));
    }
  })();

  return () => {
    ativa = false;
    clearInterval(relogio);
    clearTimeout(vigia);
    desligar(stream);
    if (o.video.srcObject === stream) o.video.srcObject = null;
  };
}
