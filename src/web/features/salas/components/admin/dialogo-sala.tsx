import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SalaEntradaSchema, type Sala } from '#shared/contracts/salas.ts';
import { LIMITES_SALA } from '#shared/rules/salas.ts';
import { Campo } from '#web/components/ui/campo.tsx';
import { Dialogo } from '#web/components/ui/dialogo.tsx';
import { notificarSucesso } from '#web/lib/toast.ts';
import { useSalvarSala } from '../../api/salvar-sala.ts';
import { CLASSE_CAIXA, CLASSE_OPCAO } from '../comum/classes.ts';
import { marcarErrosDoServidor, numeroOuNada, resolverDoContrato } from '../comum/resolver.ts';
import { RodapeDoDialogo } from '../comum/rodape-do-dialogo.tsx';

interface ValoresSala {
  nome: string;
  capacidade: string;
  ativa: boolean;
}

const resolver = resolverDoContrato<ValoresSala, typeof SalaEntradaSchema>(
  () => SalaEntradaSchema,
  (v) => ({ nome: v.nome, capacidade: numeroOuNada(v.capacidade), ativa: v.ativa }),
);

/** Cadastro ou edição de uma sala: nome, capacidade e se aparece para agendamento. */
export function DialogoSala({ sala, aoFechar }: { sala: Sala | null; aoFechar: () => void }) {
  const idForm = useId();
  const salvar = useSalvarSala();
  const [falha, setFalha] = useState<string | null>(null);
  const form = useForm<ValoresSala, unknown, z.output<typeof SalaEntradaSchema>>({
    resolver,
    defaultValues: sala ? { nome: sala.nome, capacidade: String(sala.capacidade), ativa: sala.ativa } : { nome: '', capacidade: '', ativa: true },
  });
  const e = form.formState.errors;

  const enviar = form.handleSubmit(async (body) => {
    setFalha(null);
    try {
      await salvar.mutateAsync({ id: sala?.id ?? null, body });
      notificarSucesso(sala ? 'Sala atualizada.' : 'Sala cadastrada.');
      aoFechar();
    } catch (err) {
      if (marcarErrosDoServidor(err, form, ['nome', 'capacidade', 'ativa']) === 0) setFalha(err instanceof Error ? err.message : 'Não foi possível salvar a sala.');
    }
  });

  return (
    <Dialogo titulo={sala ? `Editar ${sala.nome}` : 'Nova sala'} aoFechar={aoFechar}>
      <form id={idForm} onSubmit={(ev) => void enviar(ev)} noValidate>
        <fieldset disabled={salvar.isPending} className="min-w-0 space-y-4">
          <legend className="sr-only">Dados da sala</legend>
          <Campo rotulo="Nome" obrigatorio maxLength={LIMITES_SALA.nome} autoComplete="off" erro={e.nome?.message} {...form.register('nome')} />
          <Campo rotulo="Capacidade (pessoas)" type="number" inputMode="numeric" min={1} max={LIMITES_SALA.capacidadeMax} step={1} obrigatorio erro={e.capacidade?.message} {...form.register('capacidade')} />
          <label className={CLASSE_OPCAO}>
            <input type="checkbox" className={CLASSE_CAIXA} {...form.register('ativa')} />
            Ativa (aparece para agendamento)
          </label>
        </fieldset>
      </form>
      <RodapeDoDialogo falha={falha} idForm={idForm} enviando={salvar.isPending} aoCancelar={aoFechar} />
    </Dialogo>
  );
}
