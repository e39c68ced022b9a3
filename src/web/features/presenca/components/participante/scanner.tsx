import { CircleCheck, RefreshCw, ShieldAlert, SwitchCamera } from 'lucide-react';
import { useEffect, useRef, type RefObject } from 'react';
import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';
import { Botao } from '#web/components/ui/botao.tsx';
import { CabecalhoPagina } from '#web/components/ui/estados.tsx';
import { useNavigate } from '#web/lib/roteador.tsx';
import { DigitarCodigo } from './digitar-codigo.tsx';
import { destinoDoCodigo } from './parametros.ts';
import { useCameraQr, type FaseCamera } from './use-camera-qr.ts';

/** Um instante para a pessoa ver (e o leitor de tela dizer) que leu, antes de trocar de página. */
export const ESPERA_APOS_LEITURA_MS = 700;
export const AVISO_INSEGURO = 'O acesso à câmera requer conexão segura (HTTPS). Abra o endereço com https:// ou use o código digitado abaixo.';

const SITUACAO: Record<FaseCamera, string> = {
  inseguro: '',
  iniciando: 'Iniciando a câmera…',
  lendo: 'Aponte a câmera para o QR Code da turma.',
  erro: '',
  lido: 'QR Code lido com sucesso!',
};

/** Quadro da câmera com a mira; depois da leitura, "Registrando presença…" por cima. */
function Visor({ video, lido }: { video: RefObject<HTMLVideoElement | null>; lido: boolean }) {
  return (
    <div className="relative mx-auto aspect-square w-full max-w-80 overflow-hidden rounded-xl bg-slate-950">
      <video ref={video} playsInline muted autoPlay aria-label="Imagem da câmera" className="size-full object-cover" />
      <div aria-hidden="true" className="pointer-events-none absolute inset-[12%] rounded-lg border-4 border-white/80 shadow-[0_0_0_9999px_rgba(0,0,0,0.35)]" />
      {lido && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-slate-950/80 p-4 text-center font-semibold text-white">
          <CircleCheck aria-hidden="true" className="size-10 text-green-400" />
          Registrando presença…
        </div>
      )}
    </div>
  );
}

/** /scanner: lê o QR da turma com a câmera (ou aceita o código digitado) e segue para a confirmação. */
export function Scanner() {
  const navegar = useNavigate();
  const video = useRef<HTMLVideoElement>(null);
  const { fase, erro, aviso, lido, reiniciar, alternar } = useCameraQr(video, destinoDoCodigo);

  useEffect(() => {
    if (!lido) return;
    const t = setTimeout(() => navegar(lido, { replace: true }), ESPERA_APOS_LEITURA_MS);
    return () => clearTimeout(t);
  }, [lido, navegar]);

  const semCamera = fase === 'inseguro' || fase === 'lido';
  return (
    <div className="mx-auto max-w-xl px-4 py-6">
      <CabecalhoPagina
        titulo="Escanear"
        subtitulo="Leia o QR Code da turma para registrar sua presença."
        acoes={
          <>
            <Botao variante="secundario" onClick={reiniciar} disabled={semCamera}>
              <RefreshCw aria-hidden="true" className="size-4" />
              Reiniciar leitor
            </Botao>
            <Botao variante="secundario" onClick={() => void alternar()} disabled={semCamera}>
              <SwitchCamera aria-hidden="true" className="size-4" />
              Alternar câmera
            </Botao>
          </>
        }
      />
      {fase === 'inseguro' ? (
        <p role="alert" className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {AVISO_INSEGURO}
        </p>
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">Se solicitado, permita o acesso à câmera do dispositivo.</p>
          <Visor video={video} lido={fase === 'lido'} />
          <p role="status" className="mt-3 min-h-6 text-center font-medium">
            {fase === 'lido' ? SITUACAO.lido : (aviso ?? SITUACAO[fase])}
          </p>
          <AlertaErro mensagem={erro} />
        </>
      )}
      <DigitarCodigo />
    </div>
  );
}
