import { CalendarPlus, CircleCheck, CircleX, Hourglass } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { MinhaInscricaoItem } from '#shared/contracts/inscricoes.ts';
import { horarioMaisFrequente } from '#shared/rules/cronograma.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { formatarData } from '#web/lib/formato.ts';
import { Link } from '#web/lib/roteador.tsx';
import { ChipStatus } from './chip-status.tsx';
import { faixaHorario, nomes, periodo, rotuloMinhaInscricao, textoCargaHoraria } from './formato-evento.ts';
import { linkGoogleAgenda } from './google-agenda.ts';
import { Selo } from './selo.tsx';
import { EVENTO, caminho } from '#web/lib/caminhos.ts';

const LINK = 'inline-flex min-h-11 items-center gap-2 rounded-lg px-1 font-semibold text-escola-700 underline underline-offset-4 dark:text-escola-100';

function Item({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-1">
      <dt className="font-semibold">{rotulo}:</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

const ICONE = { confirmada: CircleCheck, em_espera: Hourglass, cancelada: CircleX } as const;
const TOM = { confirmada: 'destaque', em_espera: 'aviso', cancelada: 'apagado' } as const;

/** Uma inscrição de "Meus Cursos": turma, quando, onde, com quem, e as ações (agenda e cancelar). */
export function CartaoInscricao({ inscricao: i, aoCancelar }: { inscricao: MinhaInscricaoItem; aoCancelar: (i: MinhaInscricaoItem) => void }) {
  const idTitulo = useId();
  const Icone = ICONE[i.status];
  const cancelada = i.status === 'cancelada';
  const agenda = !cancelada && i.turma.status !== 'encerrado' ? linkGoogleAgenda({ titulo: i.evento.titulo, turma: i.turma.nome, local: i.evento.local, datas: i.turma.datas }) : null;
  return (
    <li>
      <article aria-labelledby={idTitulo} className={`rounded-xl border p-4 shadow-sm ${cancelada ? 'border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/60' : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900'}`}>
        <div className="flex flex-wrap items-center gap-2">
          <ChipStatus status={i.turma.status} />
          <Selo tom={TOM[i.status]}>
            <Icone aria-hidden="true" className="size-3.5" />
            {rotuloMinhaInscricao(i.status, i.posicao_espera)}
          </Selo>
        </div>
        <h3 id={idTitulo} className="mt-2 text-lg font-bold break-words text-escola-800 dark:text-escola-100">
          {i.evento.titulo}
        </h3>
        <p className="text-sm text-slate-700 dark:text-slate-200">Turma: {i.turma.nome}</p>
        <dl className="mt-3 grid gap-1.5 text-sm text-slate-700 sm:grid-cols-2 dark:text-slate-200">
          <Item rotulo="Período">{periodo(i.turma.data_inicio, i.turma.data_fim)}</Item>
          <Item rotulo="Horário">{faixaHorario(i.turma.horario ?? horarioMaisFrequente(i.turma.datas))}</Item>
          <Item rotulo="Carga horária">{textoCargaHoraria(i.turma.carga_horaria)}</Item>
          <Item rotulo="Local">{i.evento.local || 'Local a definir'}</Item>
          <Item rotulo="Instrutor(es)">{nomes(i.turma.instrutor)}</Item>
          <Item rotulo="Inscrição feita em">{formatarData(i.criada_em)}</Item>
        </dl>
        {i.status === 'em_espera' && (
          <p className="mt-3 text-sm text-amber-900 dark:text-amber-100">{rotuloMinhaInscricao(i.status, i.posicao_espera)}. Você será avisado se uma vaga abrir.</p>
        )}
        {cancelada && (
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
            Cancelada em {formatarData(i.cancelada_em)}
            {i.motivo_cancelamento ? ` — motivo: ${i.motivo_cancelamento}` : ''}
          </p>
        )}
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
          {agenda && (
            <a href={agenda} target="_blank" rel="noopener noreferrer" className={LINK} aria-describedby={idTitulo}>
              <CalendarPlus aria-hidden="true" className="size-4 shrink-0" />
              Adicionar ao Google Agenda<span className="sr-only"> (abre em nova aba)</span>
            </a>
          )}
          {!agenda && !cancelada && i.turma.status !== 'encerrado' && <span className="text-sm text-slate-600 dark:text-slate-300">Datas insuficientes para agendar</span>}
          <Link to={caminho(EVENTO, { id: i.evento.id })} className={LINK} aria-describedby={idTitulo}>
            Ver evento
          </Link>
          {i.pode_cancelar && (
            <Botao variante="secundario" onClick={() => aoCancelar(i)} className="sm:ml-auto" aria-describedby={idTitulo}>
              Cancelar inscrição
            </Botao>
          )}
        </div>
      </article>
    </li>
  );
}
