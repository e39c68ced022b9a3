import { CalendarDays } from 'lucide-react';
import { useId } from 'react';
import { useNavigate } from '#web/lib/roteador.tsx';
import type { Notificacao } from '#shared/contracts/notificacoes.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { formatarData } from '#web/lib/formato.ts';
import { useMarcarLida } from '../api/marcar-lida.ts';
import { IconeTipo } from './icone-tipo.tsx';
import { linkInterno } from './ordenar.ts';

/** Uma notificação: não lida em destaque, mensagem, data e a ação (marcar como lida ou ver mais). */
export function CartaoNotificacao({ notificacao: n }: { notificacao: Notificacao }) {
  const idTitulo = useId();
  const navegar = useNavigate();
  const marcar = useMarcarLida();
  const destino = linkInterno(n.link);

  async function verMais() {
    if (!destino) return;
    if (!n.lida) await marcar.mutateAsync(n.id).catch(() => undefined);
    navegar(destino);
  }

  const estilo = n.lida
    ? 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900'
    : 'border-amber-300 bg-amber-50 dark:border-amber-700 dark:bg-amber-950';

  return (
    <li>
      <article aria-labelledby={idTitulo} className={`flex gap-3 rounded-xl border p-4 shadow-sm ${estilo}`}>
        <IconeTipo tipo={n.tipo} />
        <div className="min-w-0 flex-1">
          <h3 id={idTitulo} className="font-semibold break-words">
            {n.titulo}
            {!n.lida && <span className="ml-2 text-sm font-medium text-amber-800 dark:text-amber-200">• não lida</span>}
          </h3>
          <p className="mt-1 break-words text-slate-700 dark:text-slate-200">{n.mensagem}</p>
          <p className="flex items-center gap-1.5 mt-2 text-sm text-slate-600 dark:text-slate-300">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
            <time dateTime={n.criada_em}>{formatarData(n.criada_em)}</time>
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            {destino && (
              <Botao variante="secundario" onClick={() => void verMais()} carregando={marcar.isPending} textoCarregando="Abrindo…">
                Ver mais
              </Botao>
            )}
            {!destino && !n.lida && (
              <Botao variante="secundario" onClick={() => marcar.mutate(n.id)} carregando={marcar.isPending} textoCarregando="Marcando…">
                Marcar como lida
              </Botao>
            )}
            {n.lida && (
              <Botao variante="fantasma" disabled>
                Lida
              </Botao>
            )}
          </div>
        </div>
      </article>
    </li>
  );
}
