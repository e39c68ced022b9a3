import { useFormState, type Control, type UseFormRegister } from 'react-hook-form';
import type { Lookups } from '#shared/contracts/perfil.ts';
import { TIPOS_EVENTO } from '#shared/rules/eventos.ts';
import { DEPARTAMENTOS, LIMITES_SOLICITACAO as L, MODALIDADES, ROTULO_MODALIDADE } from '#shared/rules/solicitacoes-curso.ts';
import { Campo, CampoSelecao } from '#web/components/ui/campo.tsx';
import { CampoTextoLongo } from '#web/components/ui/campo-texto-longo.tsx';
import { CLASSE_FIELDSET, CLASSE_LEGENDA } from '#web/lib/formularios.ts';
import { CampoEscolha } from './campo-escolha.tsx';
import { campoId, mensagemDoErro, type SolicitacaoForm, type SolicitacaoValidada } from './esquema.ts';

interface Props {
  control: Control<SolicitacaoForm, unknown, SolicitacaoValidada>;
  register: UseFormRegister<SolicitacaoForm>;
  /** Nulo se as listas falharam (a unidade é opcional: o resto do formulário segue). */
  lookups: Lookups | null;
  falhaLookups: boolean;
}

/** Título, tipo, departamento, unidade, modalidade, local, descrição e público-alvo. */
export function SecaoDados({ control, register, lookups, falhaLookups }: Props) {
  const { errors } = useFormState({ control });
  const erro = (c: string) => mensagemDoErro(errors, c);
  const dicaUnidade = falhaLookups || !lookups ? 'Não foi possível carregar as unidades agora; você pode enviar sem ela.' : 'Opcional.';
  return (
    <fieldset className={CLASSE_FIELDSET}>
      <legend className={CLASSE_LEGENDA}>Dados do curso</legend>
      <Campo id={campoId('titulo')} rotulo="Título do curso" obrigatorio maxLength={L.titulo} autoComplete="off" data-autofoco erro={erro('titulo')} {...register('titulo')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <CampoEscolha id={campoId('tipo')} rotulo="Tipo" opcoes={TIPOS_EVENTO.map((t) => ({ valor: t, rotulo: t }))} erro={erro('tipo')} {...register('tipo')} />
        <CampoSelecao id={campoId('departamento')} rotulo="Departamento" obrigatorio opcoes={DEPARTAMENTOS.map((d) => ({ valor: d, rotulo: d }))} erro={erro('departamento')} {...register('departamento')} />
        <CampoSelecao
          id={campoId('unidade_id')}
          rotulo="Unidade responsável"
          vazio="Nenhuma"
          disabled={!lookups}
          opcoes={(lookups?.unidades ?? []).map((u) => ({ valor: u.id, rotulo: `${u.sigla} — ${u.nome}` }))}
          dica={dicaUnidade}
          erro={erro('unidade_id')}
          {...register('unidade_id')}
        />
        <CampoEscolha id={campoId('modalidade')} rotulo="Modalidade" opcoes={MODALIDADES.map((m) => ({ valor: m, rotulo: ROTULO_MODALIDADE[m] }))} erro={erro('modalidade')} {...register('modalidade')} />
      </div>
      <Campo id={campoId('local')} rotulo="Local" maxLength={L.local} autoComplete="off" dica="Ex.: Auditório da Escola, ou o link da sala on-line." erro={erro('local')} {...register('local')} />
      <CampoTextoLongo id={campoId('descricao')} rotulo="Descrição" rows={4} maxLength={L.descricao} dica="Objetivos, conteúdo e por que o curso é necessário." erro={erro('descricao')} {...register('descricao')} />
      <Campo id={campoId('publico_alvo')} rotulo="Público-alvo" maxLength={L.publicoAlvo} autoComplete="off" dica="Ex.: Profissionais da Atenção Básica." erro={erro('publico_alvo')} {...register('publico_alvo')} />
    </fieldset>
  );
}
