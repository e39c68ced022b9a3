import { CalendarDays, Star } from 'lucide-react';
import { CabecalhoPagina, ErroCarregamento, Esqueleto, Vazio } from '#web/components/ui/estados.tsx';
import { formatarNumero } from '#web/lib/formato.ts';
import { Link } from '#web/lib/roteador.tsx';
import { useAvaliacoesPendentes } from '../../api/listar-pendentes.ts';
import { periodo } from './periodo.ts';
import { AVALIAR, MINHAS_PRESENCAS, caminho } from '#web/lib/caminhos.ts';

/** Avaliações Pendentes: turmas encerradas que a pessoa já pode avaliar, cada uma com "Avaliar agora". */
export function AvaliacoesPendentes() {
  const pendentes = useAvaliacoesPendentes();

  return (
    <>
      <CabecalhoPagina titulo="Avaliações Pendentes" subtitulo="Responda as avaliações dos cursos concluídos." />
      {pendentes.isPending ? (
        <Esqueleto linhas={4} rotulo="Carregando avaliações pendentes…" />
      ) : pendentes.isError ? (
        <ErroCarregamento mensagem="Erro ao carregar avaliações pendentes." aoTentar={() => void pendentes.refetch()} />
      ) : pendentes.data.length === 0 ? (
        <Vazio
          mensagem="Nenhuma avaliação pendente no momento."
          sugestao={
            <>
              A avaliação é liberada quando a turma termina e você atinge 75% de frequência.{' '}
              <Link to={MINHAS_PRESENCAS} className="font-semibold text-escola-700 underline dark:text-escola-100">
                Ver minhas presenças
              </Link>
            </>
          }
        />
      ) : (
        <>
          <p role="status" className="mb-3 text-sm text-slate-600 dark:text-slate-400">
            {pendentes.data.length === 1 ? '1 avaliação pendente' : `${formatarNumero(pendentes.data.length)} avaliações pendentes`}
          </p>
          <ul className="grid gap-3 sm:grid-cols-2">
            {pendentes.data.map(({ turma, evento }) => (
              <li key={turma.id}>
                <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
                  <h2 className="text-lg font-semibold text-escola-800 dark:text-escola-100">{evento.titulo}</h2>
                  <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">Turma: {turma.nome}</p>
                  <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
                    <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
                    {periodo(turma.data_inicio, turma.data_fim)}
                  </p>
                  <Link
                    to={caminho(AVALIAR, { turmaId: turma.id })}
                    aria-label={`Avaliar agora: ${evento.titulo} — ${turma.nome}`}
                    className="mt-4 inline-flex min-h-11 items-center justify-center gap-2 self-stretch rounded-lg bg-escola-700 px-4 py-2 text-sm font-semibold text-white hover:bg-escola-800 focus-visible:outline-2 focus-visible:outline-offset-2 sm:self-start"
                  >
                    <Star aria-hidden="true" className="size-4" />
                    Avaliar agora
                  </Link>
                </article>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
