import { type ComponentProps, Suspense, useState } from 'react';
import { AbrindoDialogo, CabecalhoPagina } from '#web/components/ui/estados.tsx';
import { sobDemanda } from '#web/lib/sob-demanda.ts';
import type { DialogoReserva as Formulario } from './dialogo-reserva.tsx';
import { useSalas } from '../../api/listar-salas.ts';
import { useAgenda } from '../../api/obter-agenda.ts';
import { hojeEmSaoPaulo, lerMes, mesAtual } from '../comum/datas.ts';
import { useParametrosDaUrl as useParametros } from '#web/lib/estado-na-url.ts';
import { DicasERegras } from './dicas.tsx';
import type { Pedido } from './esquema-reserva.ts';
import { MinhasReservas } from './minhas-reservas.tsx';
import { SecaoCalendario } from './secao-calendario.tsx';

/** O formulário do pedido (react-hook-form e o zod do contrato) desce quando alguém vai usá-lo, não com a página. */
const DialogoReserva = sobDemanda<ComponentProps<typeof Formulario>>(() => import('./dialogo-reserva.tsx').then((m) => ({ default: m.DialogoReserva })));
/** Começa a baixar o formulário quando o ponteiro ou o foco chega ao calendário ou às reservas. */
const adiantarDialogo = () => void DialogoReserva.carregar().catch(() => undefined);

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
      <CabecalhoPagina titulo="Agendamento de Sala" subtitulo="Solicite horários disponíveis nas salas da Escola da Saúde." />
      <div className="space-y-6" onPointerOver={adiantarDialogo} onFocus={adiantarDialogo}>
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
        <Suspense fallback={<AbrindoDialogo texto="Abrindo o pedido…" />}>
          <DialogoReserva
            pedido={pedido}
            salas={salas.data ?? []}
            de={agenda.data?.hoje ?? hojeEmSaoPaulo()}
            ate={agenda.data?.reservavel_ate}
            aoFechar={() => setPedido(null)}
            aoSalvar={setDestacar}
          />
        </Suspense>
      )}
    </>
  );
}
