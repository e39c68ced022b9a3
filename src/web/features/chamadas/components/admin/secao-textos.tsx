import { useFormState, type UseFormRegister } from 'react-hook-form';
import { LIMITES_CHAMADA as L } from '#shared/rules/chamadas.ts';
import { CampoTextoLongo } from '#web/components/ui/campo-texto-longo.tsx';
import { CLASSE_FIELDSET, CLASSE_LEGENDA } from '#web/lib/formularios.ts';
import { campoId, mensagemDoErro, type ChamadaForm, type ControleChamada } from './esquema-chamada.ts';

/** Premiação e disposições finais (texto livre, mostrado como está no edital). */
export function SecaoTextos({ control, register }: { control: ControleChamada; register: UseFormRegister<ChamadaForm> }) {
  const { errors } = useFormState({ control });
  return (
    <fieldset className={CLASSE_FIELDSET}>
      <legend className={CLASSE_LEGENDA}>Premiação e disposições finais</legend>
      <CampoTextoLongo id={campoId('premiacao_texto')} rotulo="Premiação" rows={3} maxLength={L.premiacao} erro={mensagemDoErro(errors, 'premiacao_texto')} {...register('premiacao_texto')} />
      <CampoTextoLongo id={campoId('disposicoes_finais_texto')} rotulo="Disposições finais" rows={3} maxLength={L.disposicoesFinais} erro={mensagemDoErro(errors, 'disposicoes_finais_texto')} {...register('disposicoes_finais_texto')} />
    </fieldset>
  );
}
