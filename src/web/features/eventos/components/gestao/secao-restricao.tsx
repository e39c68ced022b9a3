import { Controller, useFormState, useWatch, type UseFormRegister } from 'react-hook-form';
import type { Lookups } from '#shared/contracts/perfil.ts';
import { MODOS_RESTRICAO, type ModoRestricao } from '#shared/rules/eventos.ts';
import { CLASSE_FIELDSET, CLASSE_LEGENDA } from '#web/lib/formularios.ts';
import { CampoRegistros } from './campo-registros.tsx';
import { campoId } from './caminhos-formulario.ts';
import { mensagemDoErro, type ControleEvento, type EventoForm } from './esquema-evento.ts';
import { SelecaoMultipla } from './selecao-multipla.tsx';

const DESCRICAO: Record<ModoRestricao | '', { rotulo: string; texto: string }> = {
  '': { rotulo: 'Aberto a todos', texto: 'Qualquer pessoa com conta pode se inscrever.' },
  servidores: { rotulo: 'Servidores com registro', texto: 'Somente quem tem registro funcional no perfil.' },
  lista_registros: { rotulo: 'Lista de registros', texto: 'Somente os registros funcionais da lista abaixo.' },
  cargos: { rotulo: 'Cargos', texto: 'Somente pessoas dos cargos escolhidos.' },
  unidades: { rotulo: 'Unidades', texto: 'Somente pessoas das unidades escolhidas.' },
};
const MODOS = ['', ...MODOS_RESTRICAO] as const;

interface Props {
  control: ControleEvento;
  register: UseFormRegister<EventoForm>;
  lookups: Lookups;
}

/** Quem pode se inscrever: aberto, servidores, lista de registros, cargos ou unidades. */
export function SecaoRestricao({ control, register, lookups }: Props) {
  const modo = useWatch({ control, name: 'restricao.modo' });
  const { errors } = useFormState({ control, name: 'restricao' });
  const erroModo = mensagemDoErro(errors, 'restricao.modo') ?? mensagemDoErro(errors, 'restricao');
  return (
    <fieldset className={CLASSE_FIELDSET} aria-describedby={erroModo ? `${campoId('restricao.modo')}-erro` : undefined}>
      <legend className={CLASSE_LEGENDA}>Restrição de inscrição</legend>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {MODOS.map((m, i) => (
          <label key={m || 'aberto'} className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-escola-700 dark:border-slate-700 dark:has-[:checked]:border-escola-100">
            <input type="radio" value={m} id={i === 0 ? campoId('restricao.modo') : undefined} className="mt-1 size-5 shrink-0" {...register('restricao.modo')} />
            <span>
              <span className="block font-semibold">{DESCRICAO[m].rotulo}</span>
              <span className="block text-sm text-slate-600 dark:text-slate-400">{DESCRICAO[m].texto}</span>
            </span>
          </label>
        ))}
      </div>
      {erroModo && (
        <p id={`${campoId('restricao.modo')}-erro`} className="text-sm text-red-700 dark:text-red-400">
          {erroModo}
        </p>
      )}
      {modo === 'lista_registros' && (
        <Controller
          control={control}
          name="restricao.registros"
          render={({ field }) => <CampoRegistros id={campoId(field.name)} valor={field.value} aoMudar={field.onChange} erro={mensagemDoErro(errors, field.name)} />}
        />
      )}
      {modo === 'cargos' && (
        <Controller
          control={control}
          name="restricao.cargos"
          render={({ field }) => (
            <SelecaoMultipla id={campoId(field.name)} rotulo="Cargos permitidos" opcoes={lookups.cargos.map((c) => ({ id: c.id, rotulo: c.nome }))} valor={field.value} aoMudar={field.onChange} erro={mensagemDoErro(errors, field.name)} />
          )}
        />
      )}
      {modo === 'unidades' && (
        <Controller
          control={control}
          name="restricao.unidades"
          render={({ field }) => (
            <SelecaoMultipla
              id={campoId(field.name)}
              rotulo="Unidades permitidas"
              opcoes={lookups.unidades.map((u) => ({ id: u.id, rotulo: `${u.sigla} — ${u.nome}` }))}
              valor={field.value}
              aoMudar={field.onChange}
              erro={mensagemDoErro(errors, field.name)}
            />
          )}
        />
      )}
    </fieldset>
  );
}
