import { useFormState, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { LIMITES_SOLICITACAO as L } from '#shared/rules/solicitacoes-curso.ts';
import { Campo } from '#web/components/ui/campo.tsx';
import { CLASSE_FIELDSET, CLASSE_LEGENDA } from '#web/lib/formularios.ts';
import { campoId, mensagemDoErro, type SolicitacaoForm, type SolicitacaoValidada } from './esquema.ts';

interface Props {
  control: Control<SolicitacaoForm, unknown, SolicitacaoValidada>;
  register: UseFormRegister<SolicitacaoForm>;
}

/** Controle de acesso: aberto a todos, ou restrito a um público que a pessoa descreve. */
export function SecaoAcesso({ control, register }: Props) {
  const restrito = useWatch({ control, name: 'restrito' });
  const { errors } = useFormState({ control });
  return (
    <fieldset className={CLASSE_FIELDSET}>
      <legend className={CLASSE_LEGENDA}>Controle de acesso</legend>
      <label className="flex min-h-11 cursor-pointer items-start gap-3">
        <input id={campoId('restrito')} type="checkbox" className="mt-0.5 size-5 shrink-0" {...register('restrito')} />
        <span>
          <span className="block font-medium">Curso restrito a um público específico</span>
          <span className="block text-sm text-slate-600 dark:text-slate-400">Sem marcar, qualquer pessoa com conta poderá se inscrever.</span>
        </span>
      </label>
      {restrito && (
        <Campo
          id={campoId('restricao_descricao')}
          rotulo="Descreva a restrição"
          obrigatorio
          maxLength={L.restricao}
          autoComplete="off"
          dica="Ex.: somente enfermeiros das UBS da Zona Noroeste."
          erro={mensagemDoErro(errors, 'restricao_descricao')}
          {...register('restricao_descricao')}
        />
      )}
    </fieldset>
  );
}
