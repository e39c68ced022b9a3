import { CalendarDays, Hourglass, Lock, MapPin, Target, Ticket, UsersRound, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { EventoDaLista } from '#web/lib/dados/eventos.ts';
import { Link } from '#web/lib/roteador.tsx';
import { ChipStatus } from './chip-status.tsx';
import { nomes, periodo, plural } from './formato-evento.ts';
import { ImagemFolder } from './imagem-folder.tsx';
import { Selo } from './selo.tsx';
import { EVENTO, caminho } from '#web/lib/caminhos.ts';

function Linha({ Icone, rotulo, children }: { Icone: LucideIcon; rotulo: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      <dt>
        <Icone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500 dark:text-slate-400" />
        <span className="sr-only">{rotulo}</span>
      </dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** Vagas do evento somadas entre as turmas; encerrado não mostra vagas. */
function Vagas({ evento: e }: { evento: EventoDaLista }) {
  if (e.status === 'encerrado' || e.vagas_total === 0) return null;
  if (e.vagas_restantes > 0) {
    return (
      <p className="flex items-center gap-2 text-sm font-semibold text-escola-700 dark:text-escola-100">
        <Ticket aria-hidden="true" className="size-4 shrink-0" />
        {plural(e.vagas_restantes, 'vaga restante', 'vagas restantes')}
      </p>
    );
  }
  return (
    <p className="flex items-center gap-2 text-sm font-semibold text-amber-800 dark:text-amber-200">
      <Hourglass aria-hidden="true" className="size-4 shrink-0" />
      Lotado — lista de espera
    </p>
  );
}

/** Cartão de um evento na grade: o cartão inteiro leva ao detalhe (o link é o título). */
export function CartaoEvento({ evento: e, primeiro = false }: { evento: EventoDaLista; primeiro?: boolean }) {
  const idTitulo = useId();
  return (
    <li className="relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-colors focus-within:ring-2 focus-within:ring-escola-600 hover:border-escola-600 dark:border-slate-800 dark:bg-slate-900 dark:focus-within:ring-escola-100 dark:hover:border-escola-100">
      {e.folder && <ImagemFolder folder={e.folder} prioritaria={primeiro} />}
      <article aria-labelledby={idTitulo} className={`flex flex-1 flex-col gap-3 p-4 ${e.folder ? 'pr-28 sm:pr-4' : ''}`}>
        <div className="flex flex-wrap items-center gap-2">
          <ChipStatus status={e.status} />
          <Selo>{e.tipo}</Selo>
          {e.restrito && (
            <Selo tom="aviso">
              <Lock aria-hidden="true" className="size-3.5" />
              Restrito<span className="sr-only"> (inscrição para um público específico)</span>
            </Selo>
          )}
        </div>
        <h3 id={idTitulo} className="text-lg leading-snug font-bold text-escola-800 dark:text-escola-100">
          {/* o ::after estica a área do link por todo o cartão */}
          <Link to={caminho(EVENTO, { id: e.id })} className="break-words after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
            {e.titulo}
          </Link>
        </h3>
        <dl className="space-y-1.5 text-sm text-slate-700 dark:text-slate-200">
          <Linha Icone={CalendarDays} rotulo="Período">
            {periodo(e.data_inicio, e.data_fim)}
          </Linha>
          <Linha Icone={MapPin} rotulo="Local">
            {e.local || 'Local a definir'}
          </Linha>
          <Linha Icone={UsersRound} rotulo="Instrutor(es)">
            Instrutor(es): {nomes(e.instrutor)}
          </Linha>
          {e.publico_alvo && (
            <Linha Icone={Target} rotulo="Público-alvo">
              Público-alvo: {e.publico_alvo}
            </Linha>
          )}
        </dl>
        <div className="mt-auto">
          <Vagas evento={e} />
        </div>
      </article>
    </li>
  );
}
