import { iniciarEnvioDePendentes } from '#web/features/presenca/api/enviar-pendentes.ts';
import { ConfirmarPresenca } from '#web/features/presenca/components/participante/confirmar-presenca.tsx';

// carregar esta página liga o envio das presenças guardadas sem internet (o main.tsx a adianta quando o
// app abre com alguma na fila; app/preparar-offline.ts, para o cache do service worker)
iniciarEnvioDePendentes();

/** /presenca e /presenca/:turmaId: a confirmação de presença pelo QR da turma (SPEC §2.1). */
export default function PaginaPresenca() {
  return <ConfirmarPresenca />;
}
