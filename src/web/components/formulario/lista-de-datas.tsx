import { CalendarPlus, CopyPlus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Campo } from '#web/components/ui/campo.tsx';
import { CLASSE_BOTAO_LISTA, CLASSE_PERIGO } from '#web/components/ui/classes.ts';

export type ParteDaData = 'data' | 'horario_inicio' | 'horario_fim';

/** O que o `Campo` de uma parte da linha recebe: id (o foco do erro chega aqui), erro e o `register`. */
export type CampoDaData = UseFormRegisterReturn & { id: string; erro: string | undefined };

/** Os textos de uma linha pelo número dela (1, 2…). */
export interface TextosDaLinha {
  legenda: string;
  data: string;
  inicio: string;
  fim: string;
  /** Nome acessível de "Repetir no dia seguinte" e de "Remover". */
  repetir: string;
  remover: string;
}

interface Props {
  /** As linhas do `useFieldArray` (a chave de cada uma). */
  linhas: readonly { id: string }[];
  /** No limite, "Repetir" e "Adicionar data" ficam desligados. */
  cheio: boolean;
  textos: (n: number) => TextosDaLinha;
  campo: (j: number, parte: ParteDaData) => CampoDaData;
  aoRepetir: (j: number) => void;
  aoRemover: (j: number) => void;
  aoAdicionar: () => void;
  /** id do botão "Adicionar data" (o erro da lista fica em `<id>-erro`). */
  idLista: string;
  erroLista: string | undefined;
  /** Ao lado do botão "Adicionar data" (a carga estimada, por exemplo). */
  aoLado?: ReactNode;
}

/**
 * Datas e horários de um formulário, uma linha por dia (data, início e fim), com "Repetir no dia seguinte",
 * "Remover" (a última linha fica) e "Adicionar data". O `fieldset` e a legenda ficam com quem usa.
 */
export function ListaDeDatas({ linhas, cheio, textos, campo, aoRepetir, aoRemover, aoAdicionar, idLista, erroLista, aoLado }: Props) {
  const botao = (
    <button id={idLista} type="button" className={CLASSE_BOTAO_LISTA} disabled={cheio} aria-describedby={erroLista ? `${idLista}-erro` : undefined} onClick={aoAdicionar}>
      <CalendarPlus aria-hidden="true" className="size-4" />
      Adicionar data
    </button>
  );
  return (
    <>
      <ol className="space-y-3">
        {linhas.map((f, j) => {
          const t = textos(j + 1);
          return (
            <li key={f.id} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
              <fieldset className="grid gap-3 sm:grid-cols-[1.3fr_1fr_1fr] lg:grid-cols-[1.3fr_1fr_1fr_auto] lg:items-start">
                <legend className="sr-only">{t.legenda}</legend>
                <Campo rotulo={t.data} type="date" obrigatorio {...campo(j, 'data')} />
                <Campo rotulo={t.inicio} type="time" step={60} obrigatorio {...campo(j, 'horario_inicio')} />
                <Campo rotulo={t.fim} type="time" step={60} obrigatorio {...campo(j, 'horario_fim')} />
                <div className="flex gap-2 sm:col-span-3 lg:col-span-1 lg:mt-6">
                  <button type="button" className={CLASSE_BOTAO_LISTA} disabled={cheio} aria-label={t.repetir} onClick={() => aoRepetir(j)}>
                    <CopyPlus aria-hidden="true" className="size-4" />
                    <span className="lg:sr-only">Repetir no dia seguinte</span>
                  </button>
                  <button type="button" className={`${CLASSE_BOTAO_LISTA} ${CLASSE_PERIGO}`} disabled={linhas.length === 1} aria-label={t.remover} onClick={() => aoRemover(j)}>
                    <Trash2 aria-hidden="true" className="size-4" />
                    <span className="lg:sr-only">Remover</span>
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {erroLista && (
        <p id={`${idLista}-erro`} className="text-sm text-red-700 dark:text-red-400">
          {erroLista}
        </p>
      )}
      {aoLado ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          {botao}
          {aoLado}
        </div>
      ) : (
        botao
      )}
    </>
  );
}
