import { useFormState, type UseFormRegister } from 'react-hook-form';
import { CAMPOS_COM_LIMITE, faixaDoLimite, LIMITES_CHAMADA as L, ROTULO_CAMPO } from '#shared/rules/chamadas.ts';
import { Campo } from '#web/components/ui/campo.tsx';
import { CLASSE_FIELDSET, CLASSE_LEGENDA } from '#web/lib/formularios.ts';
import { formatarNumero } from '#web/lib/formato.ts';
import { campoId, mensagemDoErro, type ChamadaForm, type ControleChamada } from './esquema-chamada.ts';
import { Interruptor } from './interruptor.tsx';

/** Pôster, máximo de coautores e o limite de caracteres de cada campo do trabalho. */
export function SecaoRegras({ control, register, totalTrabalhos }: { control: ControleChamada; register: UseFormRegister<ChamadaForm>; totalTrabalhos: number }) {
  const { errors } = useFormState({ control });
  const erro = (c: string) => mensagemDoErro(errors, c);
  return (
    <fieldset className={CLASSE_FIELDSET}>
      <legend className={CLASSE_LEGENDA}>Regras do trabalho</legend>
      <Interruptor id={campoId('aceita_poster')} rotulo="Aceitar pôster" explicacao="Quem submete pode anexar o pôster (PNG, JPG, WEBP, PDF, PPT ou PPTX, até 30 MB). Mesmo aceito, ele é opcional." registro={register('aceita_poster')} />
      <Campo
        id={campoId('max_coautores')}
        rotulo="Máximo de coautores"
        type="number"
        inputMode="numeric"
        min={0}
        max={L.coautores.max}
        obrigatorio
        dica={`De 0 a ${L.coautores.max}; 0 = sem coautores.`}
        erro={erro('max_coautores')}
        className="sm:max-w-40"
        {...register('max_coautores')}
      />
      <div>
        <p className="text-sm font-medium text-slate-800 dark:text-slate-200">Limite de caracteres de cada campo</p>
        {totalTrabalhos > 0 && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Os trabalhos já salvos seguem as regras novas quando forem salvos de novo.</p>}
        <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {CAMPOS_COM_LIMITE.map((c) => {
            const f = faixaDoLimite(c);
            return (
              <Campo
                key={c}
                id={campoId(`limites.${c}`)}
                rotulo={ROTULO_CAMPO[c]}
                type="number"
                inputMode="numeric"
                min={f.min}
                max={f.max}
                dica={`De ${formatarNumero(f.min)} a ${formatarNumero(f.max)}.`}
                erro={erro(`limites.${c}`)}
                {...register(`limites.${c}`)}
              />
            );
          })}
        </div>
      </div>
    </fieldset>
  );
}
