import { Files, LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { formatarNumero } from '#web/lib/formato.ts';
import { LinhaTurmaQr } from './linha-turma-qr.tsx';
import { gradienteDoEvento, tituloEvento, type EventoQr, type TurmaQr } from './regras.ts';
import type { Geracao } from './use-gerador-pdf.ts';

interface Props {
  evento: EventoQr;
  geracao: Geracao;
  aoGerarTurma: (turma: TurmaQr) => void;
  aoGerarTodos: () => void;
}

/** Cartão de um evento (faixa de cor fixa pelo id): quantas turmas, "Gerar todos" e as turmas. */
export function CartaoEventoQr({ evento, geracao, aoGerarTurma, aoGerarTodos }: Props) {
  const idTitulo = useId();
  const titulo = tituloEvento(evento);
  const n = evento.turmas.length;
  const ocupado = geracao !== null;
  const todos = geracao?.tipo === 'evento' && geracao.eventoId === evento.id ? geracao : null;
  return (
    <section aria-labelledby={idTitulo} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <header className={`flex flex-col gap-3 bg-linear-to-r px-4 py-3 text-white sm:flex-row sm:items-center sm:justify-between ${gradienteDoEvento(evento.id)}`}>
        <div className="min-w-0">
          <h2 id={idTitulo} className="text-lg font-bold break-words">
            {titulo}
          </h2>
          <p className="text-sm">{n === 1 ? '1 turma' : `${formatarNumero(n)} turmas`}</p>
        </div>
        <button
          type="button"
          onClick={aoGerarTodos}
          disabled={ocupado || n === 0}
          aria-busy={todos ? true : undefined}
          className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-slate-900 shadow-sm hover:bg-slate-100 focus-visible:outline-white disabled:cursor-not-allowed disabled:opacity-70"
        >
          {todos ? (
            <>
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
              Gerando {formatarNumero(todos.feitas + 1)} de {formatarNumero(todos.total)}…
            </>
          ) : (
            <>
              <Files aria-hidden="true" className="size-4" />
              Gerar todos{' '}<span className="sr-only">os PDFs de {titulo}</span>
            </>
          )}
        </button>
      </header>
      {n === 0 ? (
        <p className="px-4 py-4 text-slate-700 dark:text-slate-300">Nenhuma turma cadastrada para este evento.</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {evento.turmas.map((turma) => (
            <LinhaTurmaQr
              key={turma.id}
              evento={evento}
              turma={turma}
              gerando={geracao?.tipo === 'turma' && geracao.turmaId === turma.id}
              ocupado={ocupado}
              aoGerar={() => aoGerarTurma(turma)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
