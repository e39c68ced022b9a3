import { Pencil, Trash2 } from 'lucide-react';
import type { Bloqueio } from '#shared/contracts/salas.ts';
import { CLASSE_BOTAO_LINHA, CLASSE_BOTAO_PERIGO, CLASSE_CARTAO } from '../comum/classes.ts';
import { dataComSemana, NOMES_MESES } from '../comum/datas.ts';
import { SeloTipoBloqueio } from '../comum/selos.tsx';

/** As datas do ano agrupadas por mês (só os meses com alguma), em ordem. */
function porMes(bloqueios: readonly Bloqueio[]): [number, Bloqueio[]][] {
  const grupos = new Map<number, Bloqueio[]>();
  for (const b of [...bloqueios].sort((x, y) => x.data.localeCompare(y.data))) {
    const m = Number(b.data.slice(5, 7));
    grupos.set(m, [...(grupos.get(m) ?? []), b]);
  }
  return [...grupos];
}

interface Props {
  bloqueios: readonly Bloqueio[];
  aoEditar: (b: Bloqueio) => void;
  aoRemover: (b: Bloqueio) => void;
}

/** As datas bloqueadas por mês: data com dia da semana, tipo (selo), descrição, editar e remover. */
export function ListaBloqueios({ bloqueios, aoEditar, aoRemover }: Props) {
  return (
    <ol className="space-y-6">
      {porMes(bloqueios).map(([mes, doMes]) => {
        const nome = NOMES_MESES[mes - 1]!;
        return (
          <li key={mes}>
            <h3 className="mb-2 font-semibold text-escola-800 capitalize dark:text-escola-100">{nome}</h3>
            <ul className="grid gap-3 md:grid-cols-2" aria-label={`Datas bloqueadas em ${nome}`}>
              {doMes.map((b) => (
                <li key={b.id} className={`${CLASSE_CARTAO} flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between`}>
                  <div className="min-w-0 space-y-1">
                    <p className="font-semibold first-letter:uppercase">{dataComSemana(b.data)}</p>
                    <SeloTipoBloqueio tipo={b.tipo} />
                    <p className="text-sm break-words text-slate-700 dark:text-slate-200">{b.descricao}</p>
                  </div>
                  <div className="flex shrink-0 gap-2">
                    <button type="button" aria-haspopup="dialog" className={CLASSE_BOTAO_LINHA} onClick={() => aoEditar(b)}>
                      <Pencil aria-hidden="true" className="size-4" />
                      Editar{' '}<span className="sr-only">{b.descricao}, {dataComSemana(b.data)}</span>
                    </button>
                    <button type="button" aria-haspopup="dialog" className={CLASSE_BOTAO_PERIGO} onClick={() => aoRemover(b)}>
                      <Trash2 aria-hidden="true" className="size-4" />
                      Remover{' '}<span className="sr-only">{b.descricao}, {dataComSemana(b.data)}</span>
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
