import { X } from 'lucide-react';
import { useSyncExternalStore, type CSSProperties } from 'react';
import { ToastContainer, type CloseButtonProps } from 'react-toastify';
import { useTema } from '#web/lib/use-tema.ts';

/** Nome da região dos avisos para leitores de tela (o da biblioteca vem em inglês). */
export const ROTULO_REGIAO_TOASTS = 'Avisos (Alt+T para ir até eles)';

/** Mesmo corte da folha de estilos do react-toastify: até 480 px os avisos ocupam a largura toda. */
const CELULAR = '(max-width: 480px)';
const consultaCelular = () => (typeof matchMedia === 'function' ? matchMedia(CELULAR) : null);
function observarLargura(fn: () => void): () => void {
  const consulta = consultaCelular();
  consulta?.addEventListener?.('change', fn);
  return () => consulta?.removeEventListener?.('change', fn);
}
const ehCelular = () => consultaCelular()?.matches ?? false;

/**
 * No computador os avisos descem para baixo da barra de navegação (3,5 rem), sem cobrir o sino
 * nem o menu da conta. A variável é da própria biblioteca.
 */
const ABAIXO_DA_BARRA = { '--toastify-toast-top': 'max(4.5rem, env(safe-area-inset-top))' } as CSSProperties;

function BotaoFechar({ closeToast, theme }: CloseButtonProps) {
  return (
    <button
      type="button"
      aria-label="Fechar aviso"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      onClick={(e) => {
        e.stopPropagation();
        closeToast(true);
      }}
    >
      <X aria-hidden="true" className="size-4" />
    </button>
  );
}

interface Props {
  /** Contêiner próprio de uma página (os toasts escolhem o contêiner pelo id). */
  containerId?: string;
  autoClose?: number;
  newestOnTop?: boolean;
}

/**
 * Contêiner dos toasts (SPEC §9): fecha em 5000 ms, pausa com o ponteiro em cima e quando a janela
 * perde o foco, arrastar 80 % dispensa, Alt+T leva o foco aos avisos. Região com nome em português;
 * no celular os avisos ficam embaixo, para não cobrir a barra de navegação; no computador, no canto
 * superior direito, abaixo da barra. Segue o tema do app.
 */
export function ContainerDeToasts({ containerId, autoClose = 5000, newestOnTop = false }: Props) {
  const { tema } = useTema();
  const celular = useSyncExternalStore(observarLargura, ehCelular, () => false);
  return (
    <ToastContainer
      containerId={containerId}
      aria-label={ROTULO_REGIAO_TOASTS}
      position={celular ? 'bottom-center' : 'top-right'}
      style={celular ? undefined : ABAIXO_DA_BARRA}
      autoClose={autoClose}
      newestOnTop={newestOnTop}
      closeButton={BotaoFechar}
      pauseOnHover
      pauseOnFocusLoss
      draggablePercent={80}
      theme={tema === 'dark' ? 'dark' : 'light'}
    />
  );
}
