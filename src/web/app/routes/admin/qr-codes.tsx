import { QrCodesTurmas } from '#web/features/presenca/components/qr/qr-codes-turmas.tsx';

/** QR Codes de Presença por Turma (/admin/qr-codes, administração; SPEC §2.9): um PDF com o QR de cada turma. */
export default function PaginaQrCodes() {
  return <QrCodesTurmas />;
}
