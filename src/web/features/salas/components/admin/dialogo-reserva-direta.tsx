import { Repeat } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { ResultadoReservaDireta, Sala } from '#shared/contracts/salas.ts';
import { HORARIO_PERIODO, LIMITES_SALA, PERIODOS, ROTULO_PERIODO } from '#shared/rules/salas.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { Campo, CampoSelecao } from '#web/components/ui/campo.tsx';
import { Dialogo } from '#web/components/ui/dialogo.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatarNumero } from '#web/lib/formato.ts';
import { notificarSucesso } from '#web/lib/toast.ts';
import { useReservaDireta } from '../../api/criar-reserva-direta.ts';
import { AreaDeTexto } from '../comum/area-de-texto.tsx';
import { CLASSE_CAIXA, CLASSE_OPCAO } from '../comum/classes.ts';
import { marcarErrosDoServidor } from '../comum/resolver.ts';
import { RodapeDoDialogo } from '../comum/rodape-do-dialogo.tsx';
import { CamposRecorrencia } from './campos-recorrencia.tsx';
import { CAMPOS_DIRETA, campoDaDireta, diretaVazia, resolverDaDireta, type FormDireta, type SaidaDireta, type ValoresDireta } from './esquema-reserva-direta.ts';
import { ResultadoDireta } from './resultado-reserva-direta.tsx';

interface Props {
  salas: readonly Sala[];
  salaId: number | null;
  aoFechar: () => void;
}

function CamposBasicos({ form, salas }: { form: FormDireta; salas: readonly Sala[] }) {
  const { register, control, formState } = form;
  const e = formState.errors;
  const tipo = useWatch({ control, name: 'tipo' });
  const salaId = useWatch({ control, name: 'sala_id' });
  const finalidade = useWatch({ control, name: 'finalidade' });
  const observacao = useWatch({ control, name: 'observacao' });
  const sala = salas.find((s) => String(s.id) === salaId);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">Tipo</legend>
        <div className="mt-1 flex flex-wrap gap-x-6">
          <label className={CLASSE_OPCAO}>
            <input type="radio" value="reserva" className={CLASSE_CAIXA} {...register('tipo')} />
            Reserva (já aprovada)
          </label>
          <label className={CLASSE_OPCAO}>
            <input type="radio" value="bloqueio" className={CLASSE_CAIXA} {...register('tipo')} />
            Bloqueio do horário
          </label>
        </div>
      </fieldset>
      <div className="sm:col-span-2">
        <CampoSelecao rotulo="Sala" obrigatorio opcoes={salas.map((s) => ({ valor: s.id, rotulo: s.ativa ? s.nome : `${s.nome} (inativa)` }))} erro={e.sala_id?.message} {...register('sala_id')} />
      </div>
      <Campo rotulo="Data" type="date" obrigatorio dica="Com recorrência, a primeira data." erro={e.data?.message} {...register('data')} />
      <CampoSelecao rotulo="Período" obrigatorio opcoes={PERIODOS.map((p) => ({ valor: p, rotulo: `${ROTULO_PERIODO[p]} (${HORARIO_PERIODO[p]})` }))} erro={e.periodo?.message} {...register('periodo')} />
      <div className="sm:col-span-2">
        <AreaDeTexto rotulo="Finalidade" obrigatorio limite={LIMITES_SALA.finalidade} tamanho={finalidade.length} erro={e.finalidade?.message} {...register('finalidade')} />
      </div>
      {tipo === 'reserva' && (
        <>
          <Campo
            rotulo="Quantidade de pessoas"
            type="number"
            inputMode="numeric"
            min={1}
            max={sala?.capacidade}
            step={1}
            obrigatorio
            dica={sala ? `Capacidade: até ${formatarNumero(sala.capacidade)} pessoas.` : undefined}
            erro={e.qtd_pessoas?.message}
            {...register('qtd_pessoas')}
          />
          <label className={`${CLASSE_OPCAO} sm:mt-6`}>
            <input type="checkbox" className={CLASSE_CAIXA} {...register('coffee_break')} />
            Haverá coffee break
          </label>
        </>
      )}
      <div className="sm:col-span-2">
        <AreaDeTexto rotulo="Observação" limite={LIMITES_SALA.observacao} tamanho={observacao.length} dica="Opcional; a pessoa vê na reserva." erro={e.observacao?.message} {...register('observacao')} />
      </div>
    </div>
  );
}

/**
 * "Nova reserva ou bloqueio": reserva já aprovada ou bloqueio de um horário, com recorrência opcional.
 * Depois de enviar, o diálogo mostra o que foi criado e as datas puladas ou em conflito.
 */
export function DialogoReservaDireta({ salas, salaId, aoFechar }: Props) {
  const idForm = useId();
  const [resolver] = useState(() => resolverDaDireta(salas));
  const form = useForm<ValoresDireta, unknown, SaidaDireta>({ resolver, defaultValues: diretaVazia(salaId) });
  const criar = useReservaDireta();
  const [falha, setFalha] = useState<string | null>(null);
  const [resultado, setResultado] = useState<{ r: ResultadoReservaDireta; tipo: ValoresDireta['tipo'] } | null>(null);
  const repetir = useWatch({ control: form.control, name: 'repetir' });
  const emCurso = useRef(false);

  const enviar = form.handleSubmit(async (body) => {
    setFalha(null);
    try {
      const r = await criar.mutateAsync(body);
      setResultado({ r, tipo: body.tipo });
      notificarSucesso(r.mensagem);
    } catch (err) {
      const marcados = marcarErrosDoServidor(err, form, CAMPOS_DIRETA, (c) => campoDaDireta(c, form.getValues()));
      if (marcados === 0) setFalha(err instanceof ApiError && err.status < 500 && err.status > 0 ? err.message : 'Não foi possível salvar. Tente novamente.');
    }
  });

  /** Um segundo envio enquanto o primeiro corre é ignorado (duplo clique, Enter repetido). */
  async function aoSubmeter(ev: FormEvent<HTMLFormElement>) {
    ev.preventDefault();
    if (emCurso.current) return;
    emCurso.current = true;
    try {
      await enviar(ev);
    } finally {
      emCurso.current = false;
    }
  }

  return (
    <Dialogo titulo="Nova reserva ou bloqueio" descricao="Campos com * são obrigatórios." aoFechar={aoFechar} fecharAoClicarFora={false} largura="lg">
      {resultado ? (
        <div role="status" aria-live="polite" className="space-y-4">
          <ResultadoDireta resultado={resultado.r} tipo={resultado.tipo} />
          <div className="flex flex-wrap justify-end gap-2">
            <Botao variante="secundario" onClick={() => setResultado(null)}>
              Fazer outra
            </Botao>
            <Botao data-autofoco onClick={aoFechar}>
              Fechar
            </Botao>
          </div>
        </div>
      ) : (
        <>
          <form id={idForm} onSubmit={(ev) => void aoSubmeter(ev)} noValidate aria-busy={criar.isPending || undefined}>
            <fieldset disabled={criar.isPending} className="min-w-0 space-y-4">
              <legend className="sr-only">Dados da reserva ou do bloqueio</legend>
              <CamposBasicos form={form} salas={salas} />
              <label className={CLASSE_OPCAO}>
                <input type="checkbox" className={CLASSE_CAIXA} {...form.register('repetir')} />
                <Repeat aria-hidden="true" className="size-4" />
                Repetir (recorrência)
              </label>
              {repetir && <CamposRecorrencia form={form} />}
            </fieldset>
          </form>
          <RodapeDoDialogo falha={falha} idForm={idForm} enviando={criar.isPending} aoCancelar={aoFechar} />
        </>
      )}
    </Dialogo>
  );
}
