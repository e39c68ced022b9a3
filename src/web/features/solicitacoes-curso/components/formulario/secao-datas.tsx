import { useFieldArray, useFormState, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { LIMITES_SOLICITACAO as L } from '#shared/rules/solicitacoes-curso.ts';
import { ListaDeDatas, type TextosDaLinha } from '#web/components/formulario/lista-de-datas.tsx';
import { Campo } from '#web/components/ui/campo.tsx';
import { formatarNumero } from '#web/lib/formato.ts';
import { CLASSE_FIELDSET, CLASSE_LEGENDA } from '#web/lib/formularios.ts';
import { campoId, cargaEstimada, dataVazia, diaSeguinte, focarCampo, mensagemDoErro, type SolicitacaoForm, type SolicitacaoValidada } from './esquema.ts';

interface Props {
  control: Control<SolicitacaoForm, unknown, SolicitacaoValidada>;
  register: UseFormRegister<SolicitacaoForm>;
}

const textosDaLinha = (n: number): TextosDaLinha => ({
  legenda: `Data ${n}`,
  data: `Data ${n}`,
  inicio: `Início da data ${n}`,
  fim: `Fim da data ${n}`,
  repetir: `Repetir a data ${n} no dia seguinte`,
  remover: `Remover a data ${n}`,
});

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
      <ListaDeDatas
        linhas={fields}
        cheio={cheio}
        textos={textosDaLinha}
        campo={(j, parte) => ({ id: campoId(`datas.${j}.${parte}`), erro: mensagemDoErro(errors, `datas.${j}.${parte}`), ...register(`datas.${j}.${parte}`) })}
        aoRepetir={(j) => {
          const base = datas?.[j] ?? dataVazia();
          insert(j + 1, { ...base, data: diaSeguinte(base.data) });
        }}
        aoRemover={(j) => {
          remove(j);
          setTimeout(() => focarCampo(`datas.${Math.max(0, j - 1)}.data`));
        }}
        aoAdicionar={() => append({ ...dataVazia(), horario_inicio: ultima?.horario_inicio ?? '', horario_fim: ultima?.horario_fim ?? '' })}
        idLista={campoId('datas')}
        erroLista={erroLista}
      />
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
