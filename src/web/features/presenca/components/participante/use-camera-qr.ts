import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { abrirSessaoCamera, type Camera } from './sessao-camera.ts';

export type FaseCamera = 'inseguro' | 'iniciando' | 'lendo' | 'erro' | 'lido';

export const AVISO_SILENCIO = 'Nenhum QR Code detectado. Reiniciando leitor…';
export const AVISO_INVALIDO = 'Conteúdo do QR Code inválido. Use o QR oficial da turma.';
/** Quanto tempo um aviso passageiro fica na tela. */
const DURACAO_AVISO_MS = 5000;

function observarVisibilidade(fn: () => void) {
  document.addEventListener('visibilitychange', fn);
  return () => document.removeEventListener('visibilitychange', fn);
}
const abaOculta = () => document.visibilityState === 'hidden';

/** A próxima câmera do aparelho; null sem a lista (ou com uma só): aí troca entre traseira e frontal. */
async function proximaCamera(atual: MediaStream | null): Promise<Camera | null> {
  const id = atual?.getVideoTracks()[0]?.getSettings().deviceId;
  const cameras = await (navigator.mediaDevices?.enumerateDevices() ?? Promise.resolve([]))
    .then((l) => l.filter((d) => d.kind === 'videoinput' && d.deviceId))
    .catch(() => []);
  if (cameras.length < 2) return null;
  const i = cameras.findIndex((c) => c.deviceId === id);
  return { deviceId: cameras[(i + 1) % cameras.length]!.deviceId };
}

/**
 * O leitor de QR da página /scanner: a câmera fica ligada só com a aba visível, recomeça depois de 20 s
 * sem leitura e para de vez na primeira leitura válida (`lido` = o destino). `destinoDe` diz para onde
 * vai um texto lido (null: QR que não é de presença, o leitor continua).
 */
export function useCameraQr(video: RefObject<HTMLVideoElement | null>, destinoDe: (texto: string) => string | null) {
  const seguro = typeof window === 'undefined' || window.isSecureContext !== false;
  const oculta = useSyncExternalStore(observarVisibilidade, abaOculta);
  const [erro, setErro] = useState<string | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const [lido, setLido] = useState<string | null>(null);
  const [camera, setCamera] = useState<Camera>({ facingMode: 'environment' });
  const [ciclo, setCiclo] = useState(0);
  /** A sessão que já mostra imagem (uma sessão nova começa "iniciando"). */
  const [iniciada, setIniciada] = useState<object | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const destinoRef = useRef(destinoDe);
  useEffect(() => void (destinoRef.current = destinoDe));

  useEffect(() => {
    if (!aviso) return;
    const t = setTimeout(() => setAviso(null), DURACAO_AVISO_MS);
    return () => clearTimeout(t);
  }, [aviso]);

  const ligada = seguro && !oculta && !lido && erro === null;
  // identidade de cada sessão da câmera: muda a cada reinício, troca de câmera ou volta da aba
  const sessao = useMemo(() => ({ ligada, camera, ciclo }), [ligada, camera, ciclo]);
  useEffect(() => {
    const el = video.current;
    if (!sessao.ligada || !el) return;
    return abrirSessaoCamera({
      video: el,
      camera: sessao.camera,
      aoIniciar: (s) => {
        stream.current = s;
        setIniciada(sessao);
      },
      aoLer: (texto) => {
        const destino = destinoRef.current(texto);
        if (!destino) return setAviso(AVISO_INVALIDO);
        navigator.vibrate?.(200);
        setAviso(null);
        setLido(destino);
      },
      aoSilencio: () => {
        setAviso(AVISO_SILENCIO);
        setCiclo((c) => c + 1);
      },
      aoErro: setErro,
    });
  }, [sessao, video]);

  const fase: FaseCamera = !seguro ? 'inseguro' : lido ? 'lido' : erro ? 'erro' : iniciada === sessao && ligada ? 'lendo' : 'iniciando';

  const reiniciar = useCallback(() => {
    setErro(null);
    setAviso(null);
    setCiclo((c) => c + 1);
  }, []);

  const alternar = useCallback(async () => {
    const proxima = await proximaCamera(stream.current);
    setErro(null);
    setCamera((c) => proxima ?? { facingMode: c.facingMode === 'user' ? 'environment' : 'user' });
  }, []);

  return { fase, erro, aviso, lido, reiniciar, alternar };
}
