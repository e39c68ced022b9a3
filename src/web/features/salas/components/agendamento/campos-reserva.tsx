import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import type { Sala } from '#shared/contracts/salas.ts';
import { HORARIO_PERIODO, LIMITES_SALA, PERIODOS, ROTULO_PERIODO } from '#shared/rules/salas.ts';
import { Campo, CampoSelecao } from '#web/components/ui/campo.tsx';
import { formatarNumero } from '#web/lib/formato.ts';
import { AreaDeTexto } from '../comum/area-de-texto.tsx';
import { CLASSE_CAIXA, CLASSE_OPCAO } from '../comum/classes.ts';
import type { FormReserva } from './esquema-reserva.ts';

interface Props {
  form: FormReserva;
  salas: readonly Sala[];
  /** Datas que se pode pedir (`min` e `max` do campo de data). */
  de: string;
  ate: string | undefined;
}

/** Sala, data, período, pessoas, finalidade e coffee break (o pedido novo e a edição usam os mesmos). */
export function CamposReserva({ form, salas, de, ate }: Props) {
  const id = useId();
  const { register, control, formState } = form;
  const e = formState.errors;
  const salaId = useWatch({ control, name: 'sala_id' });
  const finalidade = useWatch({ control, name: 'finalidade' });
  const sala = salas.find((s) => String(s.id) === salaId);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <CampoSelecao
          rotulo="Sala"
          obrigatorio
          opcoes={salas.map((s) => ({ valor: s.id, rotulo: s.nome }))}
          erro={e.sala_id?.message}
          {...register('sala_id')}
        />
      </div>
      <Campo rotulo="Data" type="date" obrigatorio min={de} max={ate} erro={e.data?.message} {...register('data')} />
      <CampoSelecao
        rotulo="Período"
        obrigatorio
        opcoes={PERIODOS.map((p) => ({ valor: p, rotulo: `${ROTULO_PERIODO[p]} (${HORARIO_PERIODO[p]})` }))}
        erro={e.periodo?.message}
        {...register('periodo')}
      />
      <div className="sm:col-span-2">
        <Campo
          rotulo="Quantidade de pessoas"
          type="number"
          inputMode="numeric"
          min={1}
          max={sala?.capacidade}
          step={1}
          obrigatorio
          dica={sala ? `Capacidade da sala: até ${formatarNumero(sala.capacidade)} pessoas.` : undefined}
          erro={e.qtd_pessoas?.message}
          {...register('qtd_pessoas')}
        />
      </div>
      <div className="sm:col-span-2">
        <AreaDeTexto
          rotulo="Finalidade"
          obrigatorio
          limite={LIMITES_SALA.finalidade}
          tamanho={finalidade?.length ?? 0}
          dica="Atividade ou evento que vai acontecer na sala."
          erro={e.finalidade?.message}
          {...register('finalidade')}
        />
      </div>
      <fieldset className="sm:col-span-2" aria-describedby={`${id}-coffee`}>
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">Haverá coffee break?</legend>
        <div className="mt-1 flex flex-wrap gap-x-6">
          <label className={CLASSE_OPCAO}>
            <input type="radio" value="nao" className={CLASSE_CAIXA} {...register('coffee_break')} />
            Não
          </label>
          <label className={CLASSE_OPCAO}>
            <input type="radio" value="sim" className={CLASSE_CAIXA} {...register('coffee_break')} />
            Sim
          </label>
        </div>
        <p id={`${id}-coffee`} className="text-xs text-slate-600 dark:text-slate-400">
          Só na bancada externa, e só se informado aqui; os alimentos e a limpeza ficam por conta de quem pede.
        </p>
      </fieldset>
    </div>
  );
}
