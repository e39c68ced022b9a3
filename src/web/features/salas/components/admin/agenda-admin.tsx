import { CalendarPlus, PlayCircle } from 'lucide-react';
import { useId, useState } from 'react';
import type { ReservaAdmin } from '#shared/contracts/salas.ts';
import { LIMITES_SALA } from '#shared/rules/salas.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { Campo, CampoSelecao } from '#web/components/ui/campo.tsx';
import { ErroCarregamento, Esqueleto, Vazio } from '#web/components/ui/estados.tsx';
import { formatarNumero } from '#web/lib/formato.ts';
import { notificarErro, notificarSucesso } from '#web/lib/toast.ts';
import { useCancelarReservaAdmin } from '../../api/cancelar-reserva-admin.ts';
import { useReservasAdmin } from '../../api/listar-reservas-admin.ts';
import { useSalasAdmin } from '../../api/listar-salas-admin.ts';
import { useRodarConfirmacao } from '../../api/rodar-confirmacao-uso.ts';
import { CLASSE_SUCESSO } from '../comum/classes.ts';
import { descreverReserva, lerMes, rotuloDoMes } from '../comum/datas.ts';
import { DialogoMotivo } from '../comum/dialogo-motivo.tsx';
import { NavegadorMes } from '../comum/navegador-mes.tsx';
import { DialogoReservaDireta } from './dialogo-reserva-direta.tsx';
import { ListaAgendaAdmin } from './lista-agenda-admin.tsx';

interface Props {
  salaPedida: number | null;
  mes: string;
  aoMudar: (m: { sala?: number; mes?: string }) => void;
}

/** "Rodar confirmação de uso agora" e a mensagem da rodada (anunciada). */
function RodarConfirmacao() {
  const rodar = useRodarConfirmacao();
  return (
    <div className="space-y-2">
      <Botao
        variante="secundario"
        carregando={rodar.isPending}
        textoCarregando="Rodando…"
        onClick={() =>
          rodar.mutate(undefined, {
            onSuccess: (r) => notificarSucesso(r.mensagem),
            onError: (err) => notificarErro(err.message || 'Não foi possível rodar a confirmação de uso.'),
          })
        }
      >
        <PlayCircle aria-hidden="true" className="size-4" />
        Rodar confirmação de uso agora
      </Botao>
      <div role="status" aria-live="polite">
        {rodar.data && <p className={CLASSE_SUCESSO}>{rodar.data.mensagem}</p>}
      </div>
    </div>
  );
}

/**
 * "Agenda": sala (também as inativas) e qualquer mês, as reservas do mês por dia com "Cancelar" (com motivo),
 * "Nova reserva ou bloqueio" e a rotina de confirmação de uso sob demanda.
 */
export function AgendaAdmin({ salaPedida, mes, aoMudar }: Props) {
  const id = useId();
  const salas = useSalasAdmin();
  const salaId = salas.data?.find((s) => s.id === salaPedida)?.id ?? salas.data?.[0]?.id ?? null;
  const consulta = useReservasAdmin({ sala_id: salaId ?? 0, mes }, salaId !== null);
  const cancelar = useCancelarReservaAdmin();
  const [cancelando, setCancelando] = useState<ReservaAdmin | null>(null);
  const [nova, setNova] = useState(false);
  const reservas = consulta.data ?? [];
  const sala = salas.data?.find((s) => s.id === salaId);

  if (salas.isPending) return <Esqueleto linhas={3} rotulo="Carregando salas…" />;
  if (salas.isError) return <ErroCarregamento mensagem="Não foi possível carregar as salas." aoTentar={() => void salas.refetch()} />;
  if (salas.data.length === 0) return <Vazio mensagem="Nenhuma sala cadastrada." sugestao="Cadastre a primeira sala na aba Salas." />;

  const status = consulta.isPending || consulta.isPlaceholderData ? 'Carregando as reservas…' : consulta.isError ? '' : `${sala?.nome}, ${rotuloDoMes(mes)}: ${formatarNumero(reservas.length)} ${reservas.length === 1 ? 'reserva' : 'reservas'}.`;

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div className="grid gap-3 sm:grid-cols-2 lg:w-[32rem]">
          <CampoSelecao
            rotulo="Sala"
            value={salaId ?? ''}
            onChange={(e) => e.target.value && aoMudar({ sala: Number(e.target.value) })}
            opcoes={salas.data.map((s) => ({ valor: s.id, rotulo: s.ativa ? s.nome : `${s.nome} (inativa)` }))}
          />
          <Campo rotulo="Mês" type="month" value={mes} onChange={(e) => lerMes(e.target.value) && aoMudar({ mes: e.target.value })} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Botao aria-haspopup="dialog" onClick={() => setNova(true)}>
            <CalendarPlus aria-hidden="true" className="size-4" />
            Nova reserva ou bloqueio
          </Botao>
        </div>
      </div>
      <RodarConfirmacao />
      <NavegadorMes mes={mes} aoMudar={(m) => aoMudar({ mes: m })} idTitulo={`${id}-mes`} />
      <p role="status" aria-live="polite" className="min-h-5 text-sm font-medium text-slate-700 dark:text-slate-200">
        {status}
      </p>
      {consulta.isPending ? (
        <Esqueleto linhas={3} rotulo="Carregando as reservas…" />
      ) : consulta.isError && !consulta.data ? (
        <ErroCarregamento mensagem="Não foi possível carregar as reservas do mês. Confira a conexão e tente novamente." aoTentar={() => void consulta.refetch()} />
      ) : reservas.length === 0 ? (
        <Vazio mensagem={`Nenhuma reserva em ${rotuloDoMes(mes).toLocaleLowerCase('pt-BR')} nesta sala.`} sugestao="Use “Nova reserva ou bloqueio” para reservar ou bloquear um horário, ou veja outro mês." />
      ) : (
        <div aria-labelledby={`${id}-mes`} role="region" aria-busy={consulta.isPlaceholderData || undefined}>
          <ListaAgendaAdmin reservas={reservas} aoCancelar={setCancelando} />
        </div>
      )}
      {cancelando && (
        <DialogoMotivo
          titulo={cancelando.status === 'bloqueada' ? 'Cancelar o bloqueio?' : 'Cancelar a reserva?'}
          descricao={`${descreverReserva(cancelando)}${cancelando.status === 'bloqueada' ? '' : ` — ${cancelando.solicitante.nome}`}. Quem pediu recebe o aviso com o motivo; o histórico fica guardado.`}
          rotulo="Motivo do cancelamento"
          obrigatorio="Informe o motivo do cancelamento."
          max={LIMITES_SALA.motivo}
          confirmar="Cancelar"
          confirmando="Cancelando…"
          aoConfirmar={(motivo) =>
            cancelar.mutateAsync({ id: cancelando.id, motivo }).then(() => {
              notificarSucesso(cancelando.status === 'bloqueada' ? 'Bloqueio cancelado.' : 'Reserva cancelada.');
              setCancelando(null);
            })
          }
          aoFechar={() => setCancelando(null)}
        />
      )}
      {nova && <DialogoReservaDireta salas={salas.data} salaId={salaId} aoFechar={() => setNova(false)} />}
    </div>
  );
}
