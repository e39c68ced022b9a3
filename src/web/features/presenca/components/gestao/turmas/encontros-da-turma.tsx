import { useState } from 'react';
import { useDatasDaTurma } from '#web/lib/dados/datas-da-turma.ts';
import { formatarData } from '#web/lib/formato.ts';

/**
 * "Ver encontros": os dias e horários da turma, buscados só quando a pessoa abre (pela busca de datas do
 * SPEC §7, a mesma para toda tela que precisa dos encontros de uma turma).
 */
export function EncontrosDaTurma({ turmaId, nome }: { turmaId: number; nome: string }) {
  const [aberto, setAberto] = useState(false);
  const datas = useDatasDaTurma(turmaId, { ativo: aberto });
  return (
    <details className="text-sm text-slate-700 dark:text-slate-200" onToggle={(e) => setAberto(e.currentTarget.open)}>
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-escola-700 underline-offset-4 hover:underline dark:text-escola-100">
        Ver encontros<span className="sr-only"> de {nome}</span>
      </summary>
      <div aria-live="polite">
        {datas.isPending && aberto && <p>Carregando encontros…</p>}
        {datas.isError && (
          <p role="alert" className="text-red-800 dark:text-red-200">
            Não foi possível carregar os encontros.{' '}
            <button type="button" className="min-h-11 font-semibold underline" onClick={() => void datas.refetch()}>
              Tentar novamente
            </button>
          </p>
        )}
        {datas.data?.length === 0 && <p>Nenhum encontro cadastrado.</p>}
        {datas.data && datas.data.length > 0 && (
          <ul aria-label={`Encontros de ${nome}`} className="mt-1 space-y-0.5">
            {datas.data.map((d) => (
              <li key={d.data}>
                {formatarData(d.data)}, {d.horario_inicio} às {d.horario_fim}
              </li>
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}
