import { BookOpenText, Send } from 'lucide-react';
import { useId } from 'react';
import type { ChamadaResumo } from '#shared/contracts/chamadas.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { BaixarModelos } from '../comum/baixar-modelos.tsx';
import { formatarPeriodo, formatarPrazo } from '../comum/formato.ts';
import { SeloPrazo } from '../comum/selos.tsx';

interface Props {
  c: ChamadaResumo;
  aoVerEdital: (c: ChamadaResumo) => void;
  aoSubmeter: (c: ChamadaResumo) => void;
}

/** Uma chamada publicada: prazo, período, linhas, o edital, os modelos e "Submeter trabalho" (só no prazo). */
export function CartaoChamada({ c, aoVerEdital, aoSubmeter }: Props) {
  const id = useId();
  return (
    <article aria-labelledby={`${id}-titulo`} className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div>
        <h3 id={`${id}-titulo`} className="text-lg font-semibold break-words text-slate-900 dark:text-slate-100">
          {c.titulo}
        </h3>
        <div className="mt-2">
          <SeloPrazo aberta={c.aberta} />
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600 dark:text-slate-400">Prazo</dt>
        <dd className="font-semibold tabular-nums">{formatarPrazo(c.prazo_final)} <span className="font-normal text-slate-600 dark:text-slate-400">(Brasília)</span></dd>
        <dt className="text-slate-600 dark:text-slate-400">Experiências</dt>
        <dd>{formatarPeriodo(c.periodo_experiencia_inicio, c.periodo_experiencia_fim)}</dd>
        <dt className="text-slate-600 dark:text-slate-400">Linhas</dt>
        <dd>{c.linhas.map((l) => l.nome).join(' · ')}</dd>
      </dl>
      <BaixarModelos chamadaId={c.id} banner={c.tem_modelo_banner} slides={c.tem_modelo_slides} contexto={c.titulo} />
      <div className="mt-auto flex flex-wrap gap-2 border-t border-slate-100 pt-3 *:flex-auto sm:*:flex-none dark:border-slate-800">
        <Botao variante="secundario" onClick={() => aoVerEdital(c)}>
          <BookOpenText aria-hidden="true" className="size-4" />
          Ver edital{' '}<span className="sr-only">({c.titulo})</span>
        </Botao>
        {c.aberta && (
          <Botao onClick={() => aoSubmeter(c)}>
            <Send aria-hidden="true" className="size-4" />
            Submeter trabalho{' '}<span className="sr-only">({c.titulo})</span>
          </Botao>
        )}
      </div>
    </article>
  );
}
