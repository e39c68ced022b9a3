import { useFormState, type UseFormRegister } from 'react-hook-form';
import { LIMITES_CHAMADA as L } from '#shared/rules/chamadas.ts';
import { Campo } from '#web/components/ui/campo.tsx';
import { CLASSE_FIELDSET, CLASSE_LEGENDA } from '#web/lib/formularios.ts';
import { campoId, mensagemDoErro, type ChamadaForm, type ControleChamada } from './esquema-chamada.ts';
import { Interruptor } from './interruptor.tsx';

const decimal = (n: number) => String(n).replace('.', ',');

/** Regras da avaliação: avaliadores por trabalho, divergência, terceiro avaliador, conflito por unidade, lances e prazo. */
export function SecaoAvaliacao({ control, register }: { control: ControleChamada; register: UseFormRegister<ChamadaForm> }) {
  const { errors } = useFormState({ control });
  const erro = (c: string) => mensagemDoErro(errors, c);
  return (
    <fieldset className={CLASSE_FIELDSET}>
      <legend className={CLASSE_LEGENDA}>Avaliação</legend>
      <p className="text-sm text-slate-600 dark:text-slate-400">A avaliação é cega: quem avalia não vê nomes, e-mails nem unidades dos autores.</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Campo
          id={campoId('avaliadores_por_trabalho')}
          rotulo="Avaliadores por trabalho"
          type="number"
          inputMode="numeric"
          min={L.avaliadoresPorTrabalho.min}
          max={L.avaliadoresPorTrabalho.max}
          obrigatorio
          dica={`De ${L.avaliadoresPorTrabalho.min} a ${L.avaliadoresPorTrabalho.max}.`}
          erro={erro('avaliadores_por_trabalho')}
          {...register('avaliadores_por_trabalho')}
        />
        <Campo
          id={campoId('limiar_divergencia')}
          rotulo="Limiar de divergência"
          inputMode="decimal"
          autoComplete="off"
          obrigatorio
          dica={`Diferença entre duas notas (0 a 10) que marca o trabalho como divergente: de ${decimal(L.limiarDivergencia.min)} a ${L.limiarDivergencia.max}.`}
          erro={erro('limiar_divergencia')}
          {...register('limiar_divergencia')}
        />
      </div>
      <Interruptor id={campoId('terceiro_automatico')} rotulo="Terceiro avaliador automático" explicacao="Na divergência, um terceiro avaliador é atribuído sozinho (sem marcar, ele só é sugerido à administração)." registro={register('terceiro_automatico')} />
      <Interruptor id={campoId('conflito_unidade')} rotulo="Conflito por unidade" explicacao="Quem avalia não pode ser da mesma unidade de um dos autores ou coautores." registro={register('conflito_unidade')} />
      <div className="grid gap-4 sm:grid-cols-3">
        <Campo id={campoId('lances_inicio')} rotulo="Lances: início" type="datetime-local" dica="Opcional. Quando os avaliadores começam a marcar interesse." erro={erro('lances_inicio')} {...register('lances_inicio')} />
        <Campo id={campoId('lances_fim')} rotulo="Lances: fim" type="datetime-local" dica="Com o início, o fim também." erro={erro('lances_fim')} {...register('lances_fim')} />
        <Campo id={campoId('prazo_avaliacao')} rotulo="Prazo dos pareceres" type="datetime-local" dica="Opcional. Horário de Brasília." erro={erro('prazo_avaliacao')} {...register('prazo_avaliacao')} />
      </div>
    </fieldset>
  );
}
