import { CabecalhoPagina } from '#web/components/ui/estados.tsx';
import { useReservasAdmin } from '../../api/listar-reservas-admin.ts';
import { lerMes, mesAtual } from '../comum/datas.ts';
import { useParametrosDaUrl as useParametros } from '#web/lib/estado-na-url.ts';
import { ABAS, AbasReservas, ID_PAINEL, idDaAba, type Aba } from './abas.tsx';
import { AgendaAdmin } from './agenda-admin.tsx';
import { PedidosPendentes } from './pedidos-pendentes.tsx';
import { SalasAdmin } from './salas-admin.tsx';

/**
 * /admin/reservas-salas (issue 10): a caixa de aprovação dos pedidos, a agenda de cada sala (com reservas e
 * bloqueios diretos, recorrentes ou não) e o cadastro das salas. Aba, sala e mês ficam no endereço.
 */
export function ReservasDeSalas() {
  const [params, mudar] = useParametros();
  const aba: Aba = (ABAS as readonly string[]).includes(params.get('aba') ?? '') ? (params.get('aba') as Aba) : 'pedidos';
  const mes = lerMes(params.get('mes')) ?? mesAtual();
  const sala = Number(params.get('sala')) || null;
  // a contagem da aba vem da mesma consulta da caixa de aprovação (fica no cache entre as abas)
  const pendentes = useReservasAdmin({ status: 'pendente' });

  return (
    <>
      <CabecalhoPagina titulo="Reservas de Salas" subtitulo="Aprove os pedidos, acompanhe a agenda de cada sala e cadastre reservas, bloqueios e salas." />
      <AbasReservas ativa={aba} aoMudar={(a) => mudar({ aba: a })} contagens={{ pedidos: pendentes.data?.length }} />
      <div role="tabpanel" id={ID_PAINEL} aria-labelledby={idDaAba(aba)} className="mt-6">
        {aba === 'pedidos' && <PedidosPendentes consulta={pendentes} />}
        {aba === 'agenda' && (
          <AgendaAdmin salaPedida={sala} mes={mes} aoMudar={(m) => mudar({ ...(m.sala ? { sala: String(m.sala) } : {}), ...(m.mes ? { mes: m.mes } : {}) })} />
        )}
        {aba === 'salas' && <SalasAdmin />}
      </div>
    </>
  );
}
