import { CalendarClock, MapPin, Users } from 'lucide-react';
import type { TurmaDoInstrutor } from '#shared/contracts/instrutores.ts';
import { Link } from '#web/lib/roteador.tsx';
import { formatarNumero } from '#web/lib/formato.ts';
import { dataPorExtenso, hora } from './datas.ts';
import { EtiquetaStatus } from './marcadores.tsx';
import { periodo } from './turmas.ts';
import { EVENTO, caminho } from '#web/lib/caminhos.ts';

const LINK = 'inline-flex min-h-11 items-center font-semibold text-escola-700 underline underline-offset-4 dark:text-escola-100';

/** Cartão de uma turma de quem ensina: evento, turma, situação, período, vagas e lista de espera. */
export function CartaoTurma({ turma: t }: { turma: TurmaDoInstrutor }) {
  const p = t.proximo_encontro;
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-bold break-words">{t.evento.titulo}</h3>
        <div className="flex flex-wrap gap-1">
          <EtiquetaStatus status={t.status} />
          {!t.evento.publicado && (
            <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-700 dark:text-slate-100">Não publicado</span>
          )}
        </div>
      </div>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">Turma: {t.nome}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600 dark:text-slate-400">Período</dt>
        <dd>{periodo(t)}</dd>
        <dt className="text-slate-600 dark:text-slate-400">Carga horária</dt>
        <dd>{formatarNumero(t.carga_horaria)} h</dd>
        <dt className="text-slate-600 dark:text-slate-400">Local</dt>
        <dd className="inline-flex min-w-0 items-center gap-1 break-words">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {t.evento.local}
        </dd>
        <dt className="text-slate-600 dark:text-slate-400">Próximo encontro</dt>
        <dd className="inline-flex items-center gap-1">
          <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
          {p ? `${dataPorExtenso(p.data, false)}, ${hora(p.horario_inicio)} às ${hora(p.horario_fim)}` : '—'}
        </dd>
      </dl>
      <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-medium">
        <span className="inline-flex items-center gap-1">
          <Users aria-hidden="true" className="size-4" />
          {formatarNumero(t.confirmadas)}/{formatarNumero(t.vagas)} confirmadas
        </span>
        <span>{formatarNumero(t.em_espera)} na lista de espera</span>
      </p>
      <div className="mt-auto pt-2">
        <Link to={caminho(EVENTO, { id: t.evento.id })} className={LINK} aria-label={`Ver evento ${t.evento.titulo}`}>
          Ver evento
        </Link>
      </div>
    </article>
  );
}
