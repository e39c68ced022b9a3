import { useFieldArray, useFormState, useWatch, type UseFormRegister } from 'react-hook-form';
import { LIMITES_EVENTO } from '#shared/rules/eventos.ts';
import { ListaDeDatas, type TextosDaLinha } from '#web/components/formulario/lista-de-datas.tsx';
import { formatarNumero } from '#web/lib/formato.ts';
import { campoId, focarCampo } from './caminhos-formulario.ts';
import { cargaEstimada, diaSeguinte } from './encontros.ts';
import { encontroVazio, mensagemDoErro, type ControleEvento, type EventoForm } from './esquema-evento.ts';

interface Props {
  indice: number;
  control: ControleEvento;
  register: UseFormRegister<EventoForm>;
}

const textosDaLinha = (n: number): TextosDaLinha => ({
  legenda: `Encontro ${n}`,
  data: `Data do encontro ${n}`,
  inicio: 'Início',
  fim: 'Fim',
  repetir: `Repetir o encontro ${n} no dia seguinte`,
  remover: `Remover o encontro ${n}`,
});

/** Encontros da turma (data, início, fim), com "Repetir no dia seguinte" e a carga horária estimada ao vivo. */
export function ListaEncontros({ indice, control, register }: Props) {
  const nome = `turmas.${indice}.datas` as const;
  const { fields, append, insert, remove } = useFieldArray({ control, name: nome });
  const datas = useWatch({ control, name: nome });
  const { errors } = useFormState({ control, name: nome });
  const carga = cargaEstimada(datas ?? []);
  const ultimo = datas?.at(-1);

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-800 dark:text-slate-200">
        Encontros<span aria-hidden="true" className="text-red-700 dark:text-red-400"> *</span>
      </legend>
      <ListaDeDatas
        linhas={fields}
        cheio={fields.length >= LIMITES_EVENTO.encontrosMax}
        textos={textosDaLinha}
        campo={(j, parte) => ({ id: campoId(`${nome}.${j}.${parte}`), erro: mensagemDoErro(errors, `${nome}.${j}.${parte}`), ...register(`${nome}.${j}.${parte}`) })}
        aoRepetir={(j) => {
          const base = datas?.[j] ?? encontroVazio();
          insert(j + 1, { ...base, data: diaSeguinte(base.data) });
        }}
        aoRemover={(j) => {
          remove(j);
          setTimeout(() => focarCampo(`${nome}.${Math.max(0, j - 1)}.data`));
        }}
        aoAdicionar={() => append({ ...encontroVazio(), horario_inicio: ultimo?.horario_inicio ?? '', horario_fim: ultimo?.horario_fim ?? '' })}
        idLista={campoId(nome)}
        erroLista={mensagemDoErro(errors, nome)}
        aoLado={
          <p aria-live="polite" className="text-sm font-semibold text-escola-800 dark:text-escola-100">
            Carga horária estimada: {carga === null ? '—' : `${formatarNumero(carga)} h`}
          </p>
        }
      />
    </fieldset>
  );
}
