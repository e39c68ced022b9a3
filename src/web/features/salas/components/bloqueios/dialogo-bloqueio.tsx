import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { BloqueioEntradaSchema, type Bloqueio } from '#shared/contracts/salas.ts';
import { LIMITES_SALA, ROTULO_TIPO_BLOQUEIO, TIPOS_BLOQUEIO, type TipoBloqueio } from '#shared/rules/salas.ts';
import { Campo, CampoSelecao } from '#web/components/ui/campo.tsx';
import { Dialogo } from '#web/components/ui/dialogo.tsx';
import { useSalvarBloqueio } from '../../api/salvar-bloqueio.ts';
import { marcarErrosDoServidor, resolverDoContrato } from '../comum/resolver.ts';
import { RodapeDoDialogo } from '../comum/rodape-do-dialogo.tsx';

interface ValoresBloqueio {
  data: string;
  tipo: TipoBloqueio | '';
  descricao: string;
}

const resolver = resolverDoContrato<ValoresBloqueio, typeof BloqueioEntradaSchema>(
  () => BloqueioEntradaSchema,
  (v) => ({ data: v.data, tipo: v.tipo === '' ? undefined : v.tipo, descricao: v.descricao }),
);

export interface BloqueioSalvo {
  bloqueio: Bloqueio;
  reservas_no_dia: number;
}

interface Props {
  /** Nulo: nova data bloqueada. */
  bloqueio: Bloqueio | null;
  aoFechar: () => void;
  aoSalvar: (salvo: BloqueioSalvo, novo: boolean) => void;
}

/** Adicionar ou editar uma data bloqueada: data, tipo e descrição (vale para todas as salas). */
export function DialogoBloqueio({ bloqueio, aoFechar, aoSalvar }: Props) {
  const idForm = useId();
  const salvar = useSalvarBloqueio();
  const [falha, setFalha] = useState<string | null>(null);
  const form = useForm<ValoresBloqueio, unknown, z.output<typeof BloqueioEntradaSchema>>({
    resolver,
    defaultValues: bloqueio ? { data: bloqueio.data, tipo: bloqueio.tipo, descricao: bloqueio.descricao } : { data: '', tipo: '', descricao: '' },
  });
  const e = form.formState.errors;

  const enviar = form.handleSubmit(async (body) => {
    setFalha(null);
    try {
      const salvo = await salvar.mutateAsync({ id: bloqueio?.id ?? null, body });
      aoSalvar(salvo, bloqueio === null);
      aoFechar();
    } catch (err) {
      if (marcarErrosDoServidor(err, form, ['data', 'tipo', 'descricao']) === 0) setFalha(err instanceof Error ? err.message : 'Não foi possível salvar.');
    }
  });

  return (
    <Dialogo titulo={bloqueio ? 'Editar data bloqueada' : 'Adicionar data bloqueada'} descricao="A data fica indisponível para todas as salas." aoFechar={aoFechar}>
      <form id={idForm} onSubmit={(ev) => void enviar(ev)} noValidate>
        <fieldset disabled={salvar.isPending} className="min-w-0 space-y-4">
          <legend className="sr-only">Dados da data bloqueada</legend>
          <Campo rotulo="Data" type="date" obrigatorio erro={e.data?.message} {...form.register('data')} />
          <CampoSelecao rotulo="Tipo" obrigatorio opcoes={TIPOS_BLOQUEIO.map((t) => ({ valor: t, rotulo: ROTULO_TIPO_BLOQUEIO[t] }))} erro={e.tipo?.message} {...form.register('tipo')} />
          <Campo rotulo="Descrição" obrigatorio maxLength={LIMITES_SALA.descricaoBloqueio} autoComplete="off" dica="Ex.: Aniversário de Santos, Manutenção do auditório." erro={e.descricao?.message} {...form.register('descricao')} />
        </fieldset>
      </form>
      <RodapeDoDialogo falha={falha} idForm={idForm} enviando={salvar.isPending} aoCancelar={aoFechar} />
    </Dialogo>
  );
}
