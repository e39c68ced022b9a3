import { CalendarDays, CircleAlert } from 'lucide-react';
import { Link } from '#web/lib/roteador.tsx';
import { formatarData, formatarNumero } from '#web/lib/formato.ts';
import { useContagemNaoLidas } from '#web/lib/dados/contagem-nao-lidas.ts';
import { useNotificacoes } from '../api/listar-notificacoes.ts';
import { IconeTipo } from './icone-tipo.tsx';
import { ordenarNotificacoes } from './ordenar.ts';
import { NOTIFICACOES } from '#web/lib/caminhos.ts';

/** Resumo do painel: quantas não lidas e as 3 primeiras notificações. */
export function ResumoNotificacoes() {
  const contagem = useContagemNaoLidas();
  const lista = useNotificacoes(1, 3);
  const n = contagem.data ?? 0;

  return (
    <section aria-labelledby="titulo-resumo-notificacoes" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="titulo-resumo-notificacoes" className="text-lg font-bold">
          Últimas notificações
        </h2>
        <Link to={NOTIFICACOES} className="inline-flex min-h-11 items-center font-semibold text-escola-700 underline underline-offset-4 dark:text-escola-100">
          Ver todas
        </Link>
      </div>
      <p role="status" aria-live="polite" className="mt-1 text-sm text-slate-700 dark:text-slate-200">
        {contagem.isSuccess ? (n === 0 ? 'Nenhuma notificação não lida.' : `${formatarNumero(n)} não lida(s)`) : contagem.isError ? '' : 'Carregando…'}
      </p>
      {lista.isError && (
        <p className="mt-3 flex flex-wrap items-center gap-x-2 text-sm text-red-700 dark:text-red-400">
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          Erro ao carregar notificações.
          <button type="button" onClick={() => void lista.refetch()} className="inline-flex min-h-11 items-center font-semibold text-escola-700 underline underline-offset-2 dark:text-escola-100">
            Tentar novamente
          </button>
        </p>
      )}
      {/* enquanto a lista chega, o espaço de três itens fica reservado: os atalhos abaixo não saltam (CLS) */}
      {lista.isPending && <div aria-hidden="true" className="mt-3 h-44" />}
      {lista.data && lista.data.itens.length === 0 && <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">Nenhuma notificação recente.</p>}
      {lista.data && lista.data.itens.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-100 dark:divide-slate-800">
          {ordenarNotificacoes(lista.data.itens)
            .slice(0, 3)
            .map((item) => (
              <li key={item.id} className="flex items-start gap-3 py-2">
                <IconeTipo tipo={item.tipo} />
                <div className="min-w-0">
                  <p className="font-medium break-words">
                    {item.titulo}
                    {!item.lida && <span className="ml-2 text-sm text-amber-800 dark:text-amber-200">• não lida</span>}
                  </p>
                  <p className="flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-300">
                    <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
                    {formatarData(item.criada_em)}
                  </p>
                </div>
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}
