import { CalendarClock, CalendarDays, Hourglass, PlayCircle } from 'lucide-react';
import type { TurmaDoInstrutor } from '#shared/contracts/instrutores.ts';
import { ErroCarregamento, Vazio } from '#web/components/ui/estados.tsx';
import { Link } from '#web/lib/roteador.tsx';
import { useAgenda } from '../api/listar-agenda.ts';
import { useMinhasTurmas } from '../api/listar-minhas-turmas.ts';
import { CartaoTurma } from './cartao-turma.tsx';
import { dataPorExtenso, hoje as hojeEmSp, hora, somarDias } from './datas.ts';
import { Indicador } from './indicador.tsx';
import { ordenarTurmas, proximosEncontros } from './turmas.ts';
import { AGENDA_INSTRUTOR, EVENTO, caminho } from '#web/lib/caminhos.ts';

/** Janela do indicador "Próximos encontros": hoje e os 13 dias seguintes. */
export const DIAS_PROXIMOS = 14;
const LINK = 'inline-flex min-h-11 items-center font-semibold text-escola-700 underline underline-offset-4 dark:text-escola-100';

function ListaProximos({ turmas }: { turmas: TurmaDoInstrutor[] }) {
  const proximos = proximosEncontros(turmas);
  return (
    <section aria-labelledby="titulo-proximos" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="titulo-proximos" className="text-lg font-bold">
          Próximos encontros
        </h2>
        <Link to={AGENDA_INSTRUTOR} className={LINK}>
          Ver agenda completa
        </Link>
      </div>
      {proximos.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">Nenhum encontro marcado daqui para a frente.</p>
      ) : (
        <ol className="mt-2 divide-y divide-slate-100 dark:divide-slate-800">
          {proximos.map((t) => (
            <li key={t.id} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:items-baseline sm:gap-4">
              <span className="shrink-0 text-sm font-semibold tabular-nums first-letter:uppercase sm:w-72">
                {dataPorExtenso(t.proximo_encontro.data, false)}, {hora(t.proximo_encontro.horario_inicio)} às {hora(t.proximo_encontro.horario_fim)}
              </span>
              <span className="min-w-0 break-words">
                <Link to={caminho(EVENTO, { id: t.evento.id })} className="font-medium text-escola-700 underline-offset-4 hover:underline dark:text-escola-100">
                  {t.evento.titulo}
                </Link>
                <span className="text-sm text-slate-600 dark:text-slate-400"> · Turma: {t.nome}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Indicadores do painel: turmas, em andamento, programadas e encontros nos próximos 14 dias. */
function Indicadores({ turmas }: { turmas: TurmaDoInstrutor[] }) {
  const hoje = hojeEmSp();
  const agenda = useAgenda('instrutor', { de: hoje, ate: somarDias(hoje, DIAS_PROXIMOS - 1) });
  const conta = (s: TurmaDoInstrutor['status']) => turmas.filter((t) => t.status === s).length;
  return (
    <ul aria-label="Resumo das suas turmas" className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
      <Indicador rotulo="Turmas" valor={turmas.length} dica="Turmas vinculadas a você" icone={CalendarDays} />
      <Indicador rotulo="Em andamento" valor={conta('em_andamento')} dica="Acontecendo agora" icone={PlayCircle} />
      <Indicador rotulo="Programadas" valor={conta('programado')} dica="Ainda vão começar" icone={Hourglass} />
      <Indicador rotulo="Próximos encontros" valor={agenda.data?.length ?? null} dica={`Nos próximos ${DIAS_PROXIMOS} dias`} icone={CalendarClock} />
    </ul>
  );
}

function Conteudo({ consulta }: { consulta: ReturnType<typeof useMinhasTurmas> }) {
  const turmas = consulta.data;
  if (consulta.isPending)
    return (
      <div aria-hidden="true" className="space-y-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-20 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />
        ))}
      </div>
    );
  if (!turmas) return <ErroCarregamento mensagem="Não foi possível carregar o painel do instrutor." aoTentar={() => void consulta.refetch()} />;
  if (turmas.length === 0)
    return <Vazio mensagem="Você ainda não tem turmas como instrutor(a)." sugestao="Quando a administração vincular você a uma turma, ela aparecerá aqui." />;
  return (
    <>
      <Indicadores turmas={turmas} />
      <ListaProximos turmas={turmas} />
      <section aria-labelledby="titulo-minhas-turmas">
        <h2 id="titulo-minhas-turmas" className="mb-3 text-lg font-bold">
          Minhas turmas
        </h2>
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {ordenarTurmas(turmas).map((t) => (
            <li key={t.id}>
              <CartaoTurma turma={t} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** Painel do Instrutor (primeira versão): indicadores, próximos encontros e as turmas. */
export function PainelInstrutor() {
  const consulta = useMinhasTurmas();
  const n = consulta.data?.length;
  const aviso = consulta.isPending ? 'Carregando suas turmas…' : n === undefined ? '' : n ? `Painel carregado: ${n} turma(s).` : 'Nenhuma turma vinculada.';
  return (
    <div className="space-y-6">
      <p role="status" aria-live="polite" className="sr-only">
        {aviso}
      </p>
      <Conteudo consulta={consulta} />
    </div>
  );
}
