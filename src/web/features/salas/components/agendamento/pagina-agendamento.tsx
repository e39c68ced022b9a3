import { useState } from 'react';
import { CabecalhoPagina } from '#web/components/ui/estados.tsx';
import { useAgenda, useSalas } from '../../api/reservas.ts';
import { hojeEmSaoPaulo, lerMes, mesAtual } from '../comum/datas.ts';
import { useParametros } from '../comum/use-parametros.ts';
import { DialogoReserva } from './dialogo-reserva.tsx';
import { DicasERegras } from './dicas.tsx';
import type { Pedido } from './esquema-reserva.ts';
import { MinhasReservas } from './minhas-reservas.tsx';
import { SecaoCalendario } from './secao-calendario.tsx';

/**
 * /agendamento-sala (issue 10): o calendário da sala escolhida (`?sala=&mes=` no endereço), o pedido de
 * horário com o Termo de Uso, as dicas e regras, e "Minhas reservas" com editar, cancelar e confirmar uso.
 */
export function AgendamentoSala() {
  const salas = useSalas();
  const [params, mudar] = useParametros();
  const pedida = Number(params.get('sala'));
  const salaId = salas.data?.find((s) => s.id === pedida)?.id ?? salas.data?.[0]?.id ?? null;
  const mes = lerMes(params.get('mes')) ?? mesAtual();
  const agenda = useAgenda(salaId, mes);
  const [pedido, setPedido] = useState<Pedido | null>(null);
  const [destacar, setDestacar] = useState<number | null>(null);

  return (
    <>
      <CabecalhoPagina titulo="Agendamento de Salas" subtitulo="Solicite horários disponíveis nas salas da Escola da Saúde." />
      <div className="space-y-6">
        <SecaoCalendario
          salas={salas}
          salaId={salaId}
          mes={mes}
          agenda={agenda}
          aoMudarSala={(id) => mudar({ sala: String(id) })}
          aoMudarMes={(m) => mudar({ mes: m })}
          aoPedir={(data, periodo) => salaId !== null && setPedido({ tipo: 'novo', salaId, data, periodo })}
        />
        <DicasERegras />
        <MinhasReservas aoEditar={(reserva) => setPedido({ tipo: 'editar', reserva })} destacar={destacar} />
      </div>
      {pedido && (
        <DialogoReserva
          pedido={pedido}
          salas={salas.data ?? []}
          de={agenda.data?.hoje ?? hojeEmSaoPaulo()}
          ate={agenda.data?.reservavel_ate}
          aoFechar={() => setPedido(null)}
          aoSalvar={setDestacar}
        />
      )}
    </>
  );
}
