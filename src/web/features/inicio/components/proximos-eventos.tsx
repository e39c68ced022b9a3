import { CalendarDays, MapPin } from 'lucide-react';
import { useId } from 'react';
import { useEventos, type EventoDaLista } from '#web/lib/dados/eventos.ts';
import { formatarData } from '#web/lib/formato.ts';
import { Link } from '#web/lib/roteador.tsx';
import { EVENTO, EVENTOS, HISTORICO, LOGIN, caminho } from '#web/lib/caminhos.ts';

const LINK = 'inline-flex min-h-11 items-center font-semibold text-escola-700 underline underline-offset-4 dark:text-escola-100';

/** Quem não entrou passa pelo login e volta para onde ia (`next`). */
const destino = (caminho: string, logado: boolean) => (logado ? caminho : `${LOGIN}?next=${encodeURIComponent(caminho)}`);

function periodo(e: EventoDaLista): string {
  if (!e.data_inicio) return 'Datas a definir';
  return e.data_fim && e.data_fim !== e.data_inicio ? `${formatarData(e.data_inicio)} a ${formatarData(e.data_fim)}` : formatarData(e.data_inicio);
}

function Item({ evento: e, logado }: { evento: EventoDaLista; logado: boolean }) {
  const idTitulo = useId();
  const lotado = e.vagas_total > 0 && e.vagas_restantes === 0;
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h3 id={idTitulo} className="font-semibold break-words">
          {e.titulo}
          {e.status === 'em_andamento' && <span className="ml-2 text-sm font-medium text-amber-800 dark:text-amber-200">• em andamento</span>}
        </h3>
        <p className="mt-0.5 flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-300">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
          {periodo(e)}
          {lotado && ' · Lotado — lista de espera'}
        </p>
        {e.local && (
          <p className="flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-300">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            <span className="min-w-0 break-words">{e.local}</span>
          </p>
        )}
      </div>
      <Link to={destino(caminho(EVENTO, { id: e.id }), logado)} aria-describedby={idTitulo} className={`${LINK} shrink-0`}>
        {logado ? 'Inscrever-se' : 'Entrar para se inscrever'}
      </Link>
    </li>
  );
}

/** "Próximos eventos" da página inicial: os 6 próximos eventos publicados, com o caminho da inscrição. */
export function ProximosEventos({ logado }: { logado: boolean }) {
  const consulta = useEventos({ status: ['programado', 'em_andamento'], ordem: 'proximos', porPagina: 6 });
  const itens = consulta.data?.itens;
  return (
    <section aria-labelledby="titulo-proximos-eventos" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="titulo-proximos-eventos" className="text-lg font-bold text-escola-800 dark:text-escola-100">
          Próximos eventos
        </h2>
        <Link to={destino(EVENTOS, logado)} className={LINK}>
          Ver todos os eventos
        </Link>
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {consulta.isPending ? 'Carregando próximos eventos…' : itens ? `${itens.length} próximo(s) evento(s).` : ''}
      </p>
      {/* enquanto a agenda chega, o espaço fica reservado (a página não salta) */}
      {consulta.isPending && (
        <div aria-hidden="true" className="mt-3 space-y-3">
          {[0, 1, 2].map((n) => (
            <div key={n} className="h-16 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" />
          ))}
        </div>
      )}
      {consulta.isError && !itens && (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
          Não foi possível carregar a agenda de eventos.{' '}
          <button type="button" onClick={() => void consulta.refetch()} className={LINK}>
            Tentar novamente
          </button>
        </p>
      )}
      {itens?.length === 0 && (
        <p className="mt-3 text-slate-700 dark:text-slate-200">
          Nenhum evento com inscrições abertas no momento. Veja o que já aconteceu no{' '}
          <Link to={HISTORICO} className={LINK}>
            histórico de eventos
          </Link>
          .
        </p>
      )}
      {itens && itens.length > 0 && (
        <ul className="mt-2 divide-y divide-slate-100 dark:divide-slate-800">
          {itens.map((e) => (
            <Item key={e.id} evento={e} logado={logado} />
          ))}
        </ul>
      )}
    </section>
  );
}
