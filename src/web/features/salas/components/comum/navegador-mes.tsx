import { ChevronLeft, ChevronRight } from 'lucide-react';
import { somarMeses } from '#shared/rules/salas.ts';
import { rotuloDoMes } from './datas.ts';

interface Props {
  mes: string;
  aoMudar: (mes: string) => void;
  /** Limites da navegação (`AAAA-MM`); sem eles, qualquer mês. */
  min?: string | undefined;
  max?: string | undefined;
  /** id do título do mês (o calendário ou a lista se rotulam por ele). */
  idTitulo: string;
  /** Nível do título do mês. */
  nivel?: 2 | 3;
}

const CLASSE_SETA =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 ' +
  'disabled:cursor-not-allowed disabled:opacity-40 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';

/** "‹ Março de 2030 ›": o mês visível e as setas para o anterior e o próximo, desabilitadas nos limites. */
export function NavegadorMes({ mes, aoMudar, min, max, idTitulo, nivel = 2 }: Props) {
  const anterior = somarMeses(mes, -1);
  const proximo = somarMeses(mes, 1);
  const Titulo = nivel === 2 ? 'h2' : 'h3';
  return (
    <div className="flex items-center gap-2">
      <button type="button" className={CLASSE_SETA} disabled={min !== undefined && anterior < min} onClick={() => aoMudar(anterior)} aria-label={`Mês anterior: ${rotuloDoMes(anterior)}`}>
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      <Titulo id={idTitulo} className="min-w-40 text-center text-lg font-bold text-escola-800 sm:min-w-48 dark:text-escola-100">
        {rotuloDoMes(mes)}
      </Titulo>
      <button type="button" className={CLASSE_SETA} disabled={max !== undefined && proximo > max} onClick={() => aoMudar(proximo)} aria-label={`Próximo mês: ${rotuloDoMes(proximo)}`}>
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
