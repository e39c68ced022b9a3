import { Scanner } from '#web/features/presenca/components/participante/scanner.tsx';

/** /scanner: leitor do QR Code de presença (câmera traseira, ou o código digitado). */
export default function PaginaScanner() {
  return <Scanner />;
}
