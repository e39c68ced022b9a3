import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { ALTERNATIVAS_MINIMAS } from '#shared/rules/teste.ts';
import { CLASSE_BOTAO_LINHA, CLASSE_ENTRADA, CLASSE_PERIGO } from '../classes.ts';
import { alternativaVazia, letra, mensagemDoErro, type TesteForm } from './regras-editor.ts';

/** No máximo 10 alternativas por questão (contrato). */
const ALTERNATIVAS_MAX = 10;

/**
 * Alternativas de uma questão de múltipla escolha: texto de cada uma, um rádio "Correta" por questão
 * (marcar uma desmarca as outras), acrescentar e remover.
 */
export function ListaAlternativas({ indice }: { indice: number }) {
  const nome = `questoes.${indice}.alternativas` as const;
  const { control, register, setValue, getValues } = useFormContext<TesteForm>();
  const { fields, append, remove } = useFieldArray({ control, name: nome });
  const alternativas = useWatch({ control, name: nome }) ?? [];
  const { errors } = useFormState({ control, name: nome });
  const erroLista = mensagemDoErro(errors, nome);
  const idLista = `questao-${indice}-alternativas`;
  const semCorreta = alternativas.length > 0 && !alternativas.some((a) => a.correta);

  function marcarCorreta(j: number) {
    getValues(nome).forEach((_, k) => setValue(`${nome}.${k}.correta`, k === j, { shouldDirty: true }));
  }

  return (
    <fieldset className="space-y-2" aria-describedby={`${idLista}-dica`}>
      <legend className="text-sm font-semibold text-slate-800 dark:text-slate-200">Alternativas</legend>
      <p id={`${idLista}-dica`} className="text-xs text-slate-600 dark:text-slate-400">
        Pelo menos {ALTERNATIVAS_MINIMAS}, com exatamente 1 marcada como correta.
        {semCorreta && ' Nenhuma marcada como correta ainda.'}
      </p>
      <ol className="space-y-2">
        {fields.map((f, j) => {
          const caminho = `${nome}.${j}.texto` as const;
          const id = `questao-${indice}-alternativa-${j}`;
          const erro = mensagemDoErro(errors, caminho);
          return (
            <li key={f.id} className="rounded-lg border border-slate-200 p-2 sm:p-3 dark:border-slate-700">
              <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
                Alternativa {letra(j)}
              </label>
              <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
                <input
                  id={id}
                  type="text"
                  maxLength={500}
                  autoComplete="off"
                  aria-invalid={erro ? true : undefined}
                  aria-describedby={erro ? `${id}-erro` : undefined}
                  className={`${CLASSE_ENTRADA} sm:flex-1`}
                  {...register(caminho)}
                />
                <div className="flex items-center gap-2 sm:mt-1">
                  <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-2 text-sm font-medium text-slate-800 dark:text-slate-200">
                    <input
                      type="radio"
                      name={`questao-${indice}-correta`}
                      className="size-5 accent-escola-700"
                      checked={alternativas[j]?.correta ?? false}
                      onChange={() => marcarCorreta(j)}
                      aria-label={`Correta: alternativa ${letra(j)}`}
                    />
                    <span aria-hidden="true">Correta</span>
                  </label>
                  <button
                    type="button"
                    className={`${CLASSE_BOTAO_LINHA} ${CLASSE_PERIGO}`}
                    aria-label={`Remover a alternativa ${letra(j)}`}
                    onClick={() => {
                      remove(j);
                      // o botão clicado some: o foco vai para a alternativa anterior (ou para "Adicionar alternativa")
                      setTimeout(() => document.getElementById(j > 0 ? `questao-${indice}-alternativa-${j - 1}` : `${idLista}-adicionar`)?.focus());
                    }}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </button>
                </div>
              </div>
              {erro && (
                <p id={`${id}-erro`} className="mt-1 text-sm text-red-700 dark:text-red-400">
                  {erro}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      {erroLista && <p className="text-sm text-red-700 dark:text-red-400">{erroLista}</p>}
      <button
        id={`${idLista}-adicionar`}
        type="button"
        className={CLASSE_BOTAO_LINHA}
        disabled={fields.length >= ALTERNATIVAS_MAX}
        onClick={() => append(alternativaVazia(), { focusName: `${nome}.${fields.length}.texto` })}
      >
        <Plus aria-hidden="true" className="size-4" />
        Adicionar alternativa
      </button>
    </fieldset>
  );
}
