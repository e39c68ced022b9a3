import { formatarData, formatarNumero } from '#web/lib/formato.ts';
import { useMetricasPublicas } from '../../api/obter-metricas-publicas.ts';

/** Faixa "Acessos ao app" / "Atualizado em": "—" enquanto carrega ou sem conexão (SPEC §4). */
export function EstatisticasApp() {
  const { data, isSuccess, isError } = useMetricasPublicas();
  const aviso = isSuccess ? 'Estatísticas atualizadas.' : isError ? 'Exibindo estatísticas offline.' : '';
  return (
    <section aria-labelledby="titulo-estatisticas" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h2 id="titulo-estatisticas" className="sr-only">
        Estatísticas do app
      </h2>
      <dl className="grid grid-cols-2 gap-4">
        <div>
          <dt className="text-sm text-slate-600 dark:text-slate-300">Acessos ao app</dt>
          <dd className="text-2xl font-bold text-escola-800 dark:text-escola-100" data-testid="acessos-app">
            {isSuccess ? formatarNumero(data.acessos_app) : '—'}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600 dark:text-slate-300">Atualizado em</dt>
          {/* no celular a data ocupa duas linhas: o espaço já fica reservado enquanto carrega (sem salto, CLS) */}
          <dd className="min-h-16 text-2xl font-bold text-escola-800 sm:min-h-0 dark:text-escola-100" data-testid="atualizado-em">
            {isSuccess ? formatarData(data.atualizado_em) : '—'}
          </dd>
        </div>
      </dl>
      <p role="status" aria-live="polite" className="mt-2 text-xs text-slate-600 dark:text-slate-400">
        {aviso}
      </p>
    </section>
  );
}
