import { useFormState, type UseFormRegister } from 'react-hook-form';
import type { Lookups } from '#shared/contracts/perfil.ts';
import { LIMITES_EVENTO as L, TIPOS_EVENTO } from '#shared/rules/eventos.ts';
import { Campo, CampoSelecao } from '#web/components/ui/campo.tsx';
import { CampoTextoLongo } from '#web/components/ui/campo-texto-longo.tsx';
import { CLASSE_FIELDSET, CLASSE_LEGENDA } from '#web/lib/formularios.ts';
import { campoId } from './caminhos-formulario.ts';
import { mensagemDoErro, type ControleEvento, type EventoForm } from './esquema-evento.ts';

interface Props {
  control: ControleEvento;
  register: UseFormRegister<EventoForm>;
  lookups: Lookups;
}

/** Título, descrição, público-alvo, local, tipo e unidade responsável. */
export function SecaoDadosEvento({ control, register, lookups }: Props) {
  const { errors } = useFormState({ control });
  const erro = (c: string) => mensagemDoErro(errors, c);
  return (
    <fieldset className={CLASSE_FIELDSET}>
      <legend className={CLASSE_LEGENDA}>Dados do evento</legend>
      <Campo id={campoId('titulo')} rotulo="Título" obrigatorio maxLength={L.titulo} autoComplete="off" erro={erro('titulo')} {...register('titulo')} />
      <CampoTextoLongo id={campoId('descricao')} rotulo="Descrição" rows={5} maxLength={L.descricao} erro={erro('descricao')} {...register('descricao')} />
      <Campo
        id={campoId('publico_alvo')}
        rotulo="Público-alvo"
        maxLength={L.publicoAlvo}
        autoComplete="off"
        dica="Ex.: Profissionais da Atenção Básica. Aparece para os participantes."
        erro={erro('publico_alvo')}
        {...register('publico_alvo')}
      />
      <Campo id={campoId('local')} rotulo="Local" obrigatorio maxLength={L.local} autoComplete="off" erro={erro('local')} {...register('local')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <CampoSelecao id={campoId('tipo')} rotulo="Tipo" obrigatorio opcoes={TIPOS_EVENTO.map((t) => ({ valor: t, rotulo: t }))} erro={erro('tipo')} {...register('tipo')} />
        <CampoSelecao
          id={campoId('unidade_id')}
          rotulo="Unidade"
          obrigatorio
          opcoes={lookups.unidades.map((u) => ({ valor: u.id, rotulo: `${u.sigla} — ${u.nome}` }))}
          erro={erro('unidade_id')}
          {...register('unidade_id')}
        />
      </div>
    </fieldset>
  );
}
