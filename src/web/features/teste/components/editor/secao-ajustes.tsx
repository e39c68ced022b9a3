import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { NOTA_MAXIMA, TENTATIVAS_MAX, TENTATIVAS_MIN } from '#shared/rules/teste.ts';
import { Campo, Moldura } from '#web/components/ui/campo.tsx';
import { CLASSE_FIELDSET, CLASSE_LEGENDA } from '#web/lib/formularios.ts';
import { CLASSE_ENTRADA } from '../classes.ts';
import { DICA_TEMPO, mensagemDoErro, type TesteForm } from './regras-editor.ts';

const CLASSE_OPCAO = 'flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-800 dark:text-slate-200';

/** Obrigatoriedade e nota mínima; depois da primeira tentativa, só para leitura (decisão 013: mudariam quem já foi aprovado). */
function CamposAprovacao({ travados }: { travados: boolean }) {
  const { register, control, getValues } = useFormContext<TesteForm>();
  const { errors } = useFormState({ control, name: 'nota_minima' });
  if (travados) {
    return (
      <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100">
        <p>
          <span className="font-semibold">{getValues('obrigatorio') ? 'Obrigatório' : 'Opcional'} para o certificado</span> · nota mínima para aprovação:{' '}
          <span className="font-semibold">{getValues('nota_minima')}%</span>
        </p>
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">Já há tentativas: obrigatoriedade e nota mínima não mudam mais, porque mudariam quem foi aprovado.</p>
      </div>
    );
  }
  return (
    <>
      <div>
        <label className={CLASSE_OPCAO}>
          <input type="checkbox" role="switch" className="size-5 accent-escola-700" aria-describedby="teste-obrigatorio-dica" {...register('obrigatorio')} />
          <span className="font-medium">Teste obrigatório para o certificado</span>
        </label>
        <p id="teste-obrigatorio-dica" className="text-xs text-slate-600 dark:text-slate-400">
          Ligado: o certificado só sai para quem for aprovado. Desligado: o teste é opcional.
        </p>
      </div>
      <div className="max-w-xs">
        <Campo
          id="teste-nota_minima"
          rotulo="Nota mínima para aprovação (%)"
          inputMode="decimal"
          autoComplete="off"
          obrigatorio
          dica={`De 0 a ${NOTA_MAXIMA}. Aceita vírgula, ex.: 72,5.`}
          erro={mensagemDoErro(errors, 'nota_minima')}
          {...register('nota_minima')}
        />
      </div>
    </>
  );
}

/** Limite de tempo: "Sem limite de tempo" ou os minutos por tentativa. */
function CampoTempo() {
  const { register, control, setValue } = useFormContext<TesteForm>();
  const { errors } = useFormState({ control, name: 'tempo_minutos' });
  const comLimite = useWatch({ control, name: 'com_limite' });
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">Tempo para responder</legend>
      <label className={CLASSE_OPCAO}>
        <input type="radio" name="teste-com-limite" className="size-5 accent-escola-700" checked={!comLimite} onChange={() => setValue('com_limite', false, { shouldDirty: true })} />
        Sem limite de tempo
      </label>
      <label className={CLASSE_OPCAO}>
        <input type="radio" name="teste-com-limite" className="size-5 accent-escola-700" checked={comLimite} onChange={() => setValue('com_limite', true, { shouldDirty: true })} />
        Com limite de tempo
      </label>
      {comLimite && (
        <div className="max-w-xs">
          <Campo id="teste-tempo_minutos" rotulo="Minutos por tentativa" inputMode="numeric" autoComplete="off" obrigatorio dica={DICA_TEMPO} erro={mensagemDoErro(errors, 'tempo_minutos')} {...register('tempo_minutos')} />
        </div>
      )}
    </fieldset>
  );
}

/** Ajustes do teste: título, descrição, obrigatoriedade, nota mínima, tentativas e limite de tempo (editáveis também depois de publicado). */
export function SecaoAjustes({ travarAprovacao = false }: { travarAprovacao?: boolean }) {
  const { register, control } = useFormContext<TesteForm>();
  const { errors } = useFormState({ control });
  const erroDescricao = mensagemDoErro(errors, 'descricao');

  return (
    <fieldset className={CLASSE_FIELDSET}>
      <legend className={CLASSE_LEGENDA}>Ajustes</legend>
      <Campo id="teste-titulo" rotulo="Título" obrigatorio maxLength={200} erro={mensagemDoErro(errors, 'titulo')} {...register('titulo')} />
      <Moldura id="teste-descricao" rotulo="Descrição (opcional)" erro={erroDescricao} dica="Aparece para o participante antes de começar.">
        <textarea
          id="teste-descricao"
          rows={3}
          maxLength={2000}
          aria-invalid={erroDescricao ? true : undefined}
          aria-describedby={erroDescricao ? 'teste-descricao-erro' : 'teste-descricao-dica'}
          className={CLASSE_ENTRADA}
          {...register('descricao')}
        />
      </Moldura>
      <CamposAprovacao travados={travarAprovacao} />
      <div className="max-w-xs">
        <Campo
          id="teste-tentativas_max"
          rotulo="Tentativas por pessoa"
          inputMode="numeric"
          autoComplete="off"
          obrigatorio
          dica={`De ${TENTATIVAS_MIN} a ${TENTATIVAS_MAX}.`}
          erro={mensagemDoErro(errors, 'tentativas_max')}
          {...register('tentativas_max')}
        />
      </div>
      <CampoTempo />
    </fieldset>
  );
}
