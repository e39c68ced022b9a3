import { CalendarPlus, CopyPlus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormState, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { LIMITES_SOLICITACAO as L } from '#shared/rules/solicitacoes-curso.ts';
import { Campo } from '#web/components/ui/campo.tsx';
import { formatarNumero } from '#web/lib/formato.ts';
import { CLASSE_FIELDSET, CLASSE_LEGENDA } from '#web/lib/formularios.ts';
import { CLASSE_BOTAO_LINHA, CLASSE_PERIGO } from '../comum/classes.ts';
import { campoId, cargaEstimada, dataVazia, diaSeguinte, focarCampo, mensagemDoErro, type SolicitacaoForm, type SolicitacaoValidada } from './esquema.ts';

interface Props {
  control: Control<SolicitacaoForm, unknown, SolicitacaoValidada>;
  register: UseFormRegister<SolicitacaoForm>;
}

/**
 * Datas e horários (uma linha por dia, com "Adicionar data", "Repetir no dia seguinte" e "Remover"), a
 * carga horária total (em branco vale a estimativa pelas datas, mostrada ao vivo) e o certificado.
 */
export function SecaoDatas({ control, register }: Props) {
  const { fields, append, insert, remove } = useFieldArray({ control, name: 'datas' });
  const datas = useWatch({ control, name: 'datas' });
  const cargaDigitada = useWatch({ control, name: 'carga_horaria' });
  const { errors } = useFormState({ control });
  const estimada = cargaEstimada(datas ?? []);
  const cheio = fields.length >= L.datasMax;
  const erroLista = mensagemDoErro(errors, 'datas');
  const ultima = datas?.at(-1);
  const textoEstimada = estimada === null ? 'preencha data, início e fim' : `${formatarNumero(estimada)} h`;

  return (
    <fieldset className={CLASSE_FIELDSET}>
      <legend className={CLASSE_LEGENDA}>
        Datas e horários<span aria-hidden="true" className="text-red-700 dark:text-red-400"> *</span>
      </legend>
      <p className="text-sm text-slate-600 dark:text-slate-400">Uma linha por dia de curso, com o horário de início e de fim.</p>
      <ol className="space-y-3">
        {fields.map((f, j) => {
          const c = `datas.${j}` as const;
          return (
            <li key={f.id} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
              <fieldset className="grid gap-3 sm:grid-cols-[1.3fr_1fr_1fr] lg:grid-cols-[1.3fr_1fr_1fr_auto] lg:items-start">
                <legend className="sr-only">Data {j + 1}</legend>
                <Campo id={campoId(`${c}.data`)} rotulo={`Data ${j + 1}`} type="date" obrigatorio erro={mensagemDoErro(errors, `${c}.data`)} {...register(`${c}.data`)} />
                <Campo id={campoId(`${c}.horario_inicio`)} rotulo={`Início da data ${j + 1}`} type="time" step={60} obrigatorio erro={mensagemDoErro(errors, `${c}.horario_inicio`)} {...register(`${c}.horario_inicio`)} />
                <Campo id={campoId(`${c}.horario_fim`)} rotulo={`Fim da data ${j + 1}`} type="time" step={60} obrigatorio erro={mensagemDoErro(errors, `${c}.horario_fim`)} {...register(`${c}.horario_fim`)} />
                <div className="flex gap-2 sm:col-span-3 lg:col-span-1 lg:mt-6">
                  <button
                    type="button"
                    className={CLASSE_BOTAO_LINHA}
                    disabled={cheio}
                    aria-label={`Repetir a data ${j + 1} no dia seguinte`}
                    onClick={() => {
                      const base = datas?.[j] ?? dataVazia();
                      insert(j + 1, { ...base, data: diaSeguinte(base.data) });
                    }}
                  >
                    <CopyPlus aria-hidden="true" className="size-4" />
                    <span className="lg:sr-only">Repetir no dia seguinte</span>
                  </button>
                  <button
                    type="button"
                    className={`${CLASSE_BOTAO_LINHA} ${CLASSE_PERIGO}`}
                    disabled={fields.length === 1}
                    aria-label={`Remover a data ${j + 1}`}
                    onClick={() => {
                      remove(j);
                      setTimeout(() => focarCampo(`datas.${Math.max(0, j - 1)}.data`));
                    }}
                  >
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
        <p id={`${campoId('datas')}-erro`} className="text-sm text-red-700 dark:text-red-400">
          {erroLista}
        </p>
      )}
      <button
        id={campoId('datas')}
        type="button"
        className={CLASSE_BOTAO_LINHA}
        disabled={cheio}
        aria-describedby={erroLista ? `${campoId('datas')}-erro` : undefined}
        onClick={() => append({ ...dataVazia(), horario_inicio: ultima?.horario_inicio ?? '', horario_fim: ultima?.horario_fim ?? '' })}
      >
        <CalendarPlus aria-hidden="true" className="size-4" />
        Adicionar data
      </button>
      <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
        <Campo
          id={campoId('carga_horaria')}
          rotulo="Carga horária total (horas)"
          type="number"
          inputMode="numeric"
          min={0}
          max={L.cargaHorariaMax}
          step={1}
          dica={`Em branco, vale a estimativa pelas datas: ${textoEstimada}.`}
          erro={mensagemDoErro(errors, 'carga_horaria')}
          {...register('carga_horaria')}
        />
        <p aria-live="polite" className="text-sm font-semibold text-escola-800 sm:mt-7 dark:text-escola-100">
          Carga horária estimada pelas datas: {estimada === null ? '—' : `${formatarNumero(estimada)} h`}
          {cargaDigitada?.trim() ? ' (vale a informada)' : ''}
        </p>
      </div>
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input id={campoId('gera_certificado')} type="checkbox" className="size-5 shrink-0" {...register('gera_certificado')} />
        <span className="font-medium">Este curso gera certificado</span>
      </label>
    </fieldset>
  );
}
