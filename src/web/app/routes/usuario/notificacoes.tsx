import { CabecalhoPagina } from '#web/components/ui/estados.tsx';
import { ListaNotificacoes } from '#web/features/notificacoes/components/lista-notificacoes.tsx';

/** Minhas Notificações: não lidas primeiro, marcar como lida, ver mais e marcar todas. */
export default function PaginaNotificacoes() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <CabecalhoPagina titulo="Minhas Notificações" subtitulo="Avisos sobre inscrições, avaliações, certificados e outras novidades." />
      <ListaNotificacoes />
    </div>
  );
}
