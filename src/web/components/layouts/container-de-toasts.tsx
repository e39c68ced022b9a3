import { ToastContainer } from 'react-toastify';
import { useTema } from '#web/lib/use-tema.ts';

/**
 * Contêiner único dos toasts (SPEC §9): canto superior direito e os padrões da biblioteca —
 * fecha em 5000 ms, pausa com o ponteiro em cima e quando a janela perde o foco, arrastar 80 %
 * dispensa, Alt+T leva o foco aos avisos. Segue o tema do app.
 */
export function ContainerDeToasts() {
  const { tema } = useTema();
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      pauseOnHover
      pauseOnFocusLoss
      draggablePercent={80}
      theme={tema === 'dark' ? 'dark' : 'light'}
    />
  );
}
