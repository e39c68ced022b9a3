import { CalendarPlus, CopyPlus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormState, useWatch, type UseFormRegister } from 'react-hook-form';
import { LIMITES_EVENTO } from '#shared/rules/eventos.ts';
import { Campo } from '#web/components/ui/campo.tsx';
import { formatarNumero } from '#web/lib/formato.ts';
import { campoId, focarCampo } from './caminhos-formulario.ts';
import { CLASSE_BOTAO_LINHA, CLASSE_PERIGO } from './classes.ts';
import { cargaEstimada, diaSeguinte } from './encontros.ts';
import { encontroVazio, mensagemDoErro, type ControleEvento, type EventoForm } from './esquema-evento.ts';

interface Props {
  indice: number;
  control: ControleEvento;
  register: UseFormRegister<EventoForm>;
}

/** Encontros da turma (data, início, fim), com "Repetir no dia seguinte" e a carga horária estimada ao vivo. */
export function ListaEncontros({ indice, control, register }: Props) {
  const nome = `turmas.${indice}.datas` as const;
  const { fields, append, insert, remove } = useFieldArray({ control, name: nome });
  const datas = useWatch({ control, name: nome });
  const { errors } = useFormState({ control, name: nome });
  const carga = cargaEstimada(datas ?? []);
  const cheio = fields.length >= LIMITES_EVENTO.encontrosMax;
  const erroLista = mensagemDoErro(errors, nome);

  const repetir = (j: number) => {
    const base = datas?.[j] ?? encontroVazio();
    insert(j + 1, { ...base, data: diaSeguinte(base.data) });
  };
  const ultimo = datas?.at(-1);

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-800 dark:text-slate-200">
        Encontros<span aria-hidden="true" className="text-red-700 dark:text-red-400"> *</span>
      </legend>
      <ol className="space-y-3">
        {fields.map((f, j) => {
          const c = `${nome}.${j}` as const;
          return (
            <li key={f.id} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
              <fieldset className="grid gap-3 sm:grid-cols-[1.3fr_1fr_1fr] lg:grid-cols-[1.3fr_1fr_1fr_auto] lg:items-start">
                <legend className="sr-only">Encontro {j + 1}</legend>
                <Campo id={campoId(`${c}.data`)} rotulo={`Data do encontro ${j + 1}`} type="date" obrigatorio erro={mensagemDoErro(errors, `${c}.data`)} {...register(`${c}.data`)} />
                <Campo id={campoId(`${c}.horario_inicio`)} rotulo="Início" type="time" step={60} obrigatorio erro={mensagemDoErro(errors, `${c}.horario_inicio`)} {...register(`${c}.horario_inicio`)} />
                <Campo id={campoId(`${c}.horario_fim`)} rotulo="Fim" type="time" step={60} obrigatorio erro={mensagemDoErro(errors, `${c}.horario_fim`)} {...register(`${c}.horario_fim`)} />
                <div className="flex gap-2 sm:col-span-3 lg:col-span-1 lg:mt-6">
                  <button type="button" className={CLASSE_BOTAO_LINHA} disabled={cheio} onClick={() => repetir(j)} aria-label={`Repetir o encontro ${j + 1} no dia seguinte`}>
                    <CopyPlus aria-hidden="true" className="size-4" />
                    <span className="lg:sr-only">Repetir no dia seguinte</span>
                  </button>
                  <button type="button" className={`${CLASSE_BOTAO_LINHA} ${CLASSE_PERIGO}`} disabled={fields.length === 1} onClick={() => {
                      remove(j);
                      setTimeout(() => focarCampo(`${nome}.${Math.max(0, j - 1)}.data`));
                    }} aria-label={`Remover o encontro ${j + 1}`}>
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
        <p id={`${campoId(nome)}-erro`} className="text-sm text-red-700 dark:text-red-400">
          {erroLista}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <button
          id={campoId(nome)}
          type="button"
          className={CLASSE_BOTAO_LINHA}
          disabled={cheio}
          aria-describedby={erroLista ? `${campoId(nome)}-erro` : undefined}
          onClick={() => append({ ...encontroVazio(), horario_inicio: ultimo?.horario_inicio ?? '', horario_fim: ultimo?.horario_fim ?? '' })}
        >
          <CalendarPlus aria-hidden="true" className="size-4" />
          Adicionar data
        </button>
        <p aria-live="polite" className="text-sm font-semibold text-escola-800 dark:text-escola-100">
          Carga horária estimada: {carga === null ? '—' : `${formatarNumero(carga)} h`}
        </p>
      </div>
    </fieldset>
  );
}
