import type { UseQueryResult } from '@tanstack/react-query';
import { Check, CircleCheck, Info, MessageSquareText, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { DecisaoBody, ReservaAdmin } from '#shared/contracts/salas.ts';
import { LIMITES_SALA } from '#shared/rules/salas.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { BotaoAtualizar } from '#web/components/ui/botao-atualizar.tsx';
import { ErroCarregamento, Esqueleto, Vazio } from '#web/components/ui/estados.tsx';
import { formatarNumero } from '#web/lib/formato.ts';
import { notificarErro, notificarSucesso } from '#web/lib/toast.ts';
import { useDecidir } from '../../api/decidir-reservas.ts';
import { CLASSE_ATENCAO, CLASSE_CAIXA, CLASSE_OPCAO, CLASSE_SUCESSO } from '../comum/classes.ts';
import { descreverReserva } from '../comum/datas.ts';
import { DialogoMotivo } from '../comum/dialogo-motivo.tsx';
import { TabelaPedidos } from './tabela-pedidos.tsx';

interface Resultado {
  mensagem: string;
  ignoradas: { id: number; motivo: string; descricao: string }[];
}

/** O resultado da última decisão: a mensagem do servidor e os pedidos que ficaram de fora, com o motivo. */
function ResultadoDecisao({ resultado }: { resultado: Resultado | null }) {
  return (
    <div role="status" aria-live="polite">
      {resultado && (
        <div className={resultado.ignoradas.length ? CLASSE_ATENCAO : CLASSE_SUCESSO}>
          {resultado.ignoradas.length ? <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> : <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />}
          <div>
            <p className="font-semibold">{resultado.mensagem}</p>
            {resultado.ignoradas.length > 0 && (
              <>
                <p className="mt-1">Ficaram de fora:</p>
                <ul className="mt-1 list-disc pl-5">
                  {resultado.ignoradas.map((i) => (
                    <li key={i.id}>
                      {i.descricao}: {i.motivo}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

/** "Selecionar todos": marcada com todos, "misturada" (indeterminate) com alguns. */
function SelecionarTodos({ total, marcados, aoMudar }: { total: number; marcados: number; aoMudar: (todos: boolean) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = marcados > 0 && marcados < total;
  }, [marcados, total]);
  return (
    <label className={CLASSE_OPCAO}>
      <input ref={ref} type="checkbox" className={CLASSE_CAIXA} checked={total > 0 && marcados === total} onChange={(e) => aoMudar(e.target.checked)} />
      Selecionar todos ({formatarNumero(total)})
    </label>
  );
}

/**
 * "Pedidos pendentes": a caixa de aprovação. Seleção (com "Selecionar todos"), aprovar ou rejeitar as
 * selecionadas ou uma por vez; rejeitar pede o motivo. O resultado (e o que ficou de fora) é anunciado.
 */
export function PedidosPendentes({ consulta }: { consulta: UseQueryResult<ReservaAdmin[]> }) {
  const decidir = useDecidir();
  const [selecao, setSelecao] = useState<ReadonlySet<number>>(new Set());
  const [resultado, setResultado] = useState<Resultado | null>(null);
  const [rejeitando, setRejeitando] = useState<ReservaAdmin[] | null>(null);
  const [aprovandoComNota, setAprovandoComNota] = useState<ReservaAdmin[] | null>(null);
  const pedidos = consulta.data ?? [];
  const decidiveis = pedidos.filter((p) => p.pode_decidir);
  const marcados = decidiveis.filter((p) => selecao.has(p.id));

  async function decidirEm(alvo: ReservaAdmin[], decisao: DecisaoBody['decisao'], observacao?: string) {
    const porId = new Map(alvo.map((r) => [r.id, `${r.solicitante.nome}, ${descreverReserva(r)}`]));
    const r = await decidir.mutateAsync({ ids: alvo.map((p) => p.id), decisao, ...(observacao ? { observacao } : {}) });
    setResultado({ mensagem: r.mensagem, ignoradas: r.ignoradas.map((i) => ({ ...i, descricao: porId.get(i.id) ?? `Pedido ${i.id}` })) });
    setSelecao((s) => new Set([...s].filter((id) => !porId.has(id))));
    notificarSucesso(r.mensagem);
  }

  const aprovar = (alvo: ReservaAdmin[]) => void decidirEm(alvo, 'aprovar').catch((err: unknown) => notificarErro(err instanceof Error ? err.message : 'Não foi possível aprovar.'));

  if (consulta.isPending) return <Esqueleto linhas={3} rotulo="Carregando pedidos pendentes…" />;
  if (consulta.isError && !consulta.data) {
    return <ErroCarregamento mensagem="Não foi possível carregar os pedidos pendentes. Confira a conexão e tente novamente." aoTentar={() => void consulta.refetch()} />;
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status" aria-live="polite" className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {pedidos.length === 0 ? 'Nenhum pedido pendente.' : `${formatarNumero(pedidos.length)} ${pedidos.length === 1 ? 'pedido pendente' : 'pedidos pendentes'}; ${formatarNumero(marcados.length)} ${marcados.length === 1 ? 'selecionado' : 'selecionados'}.`}
        </p>
        <BotaoAtualizar consulta={consulta} />
      </div>
      <ResultadoDecisao resultado={resultado} />
      {pedidos.length === 0 ? (
        <Vazio mensagem="Nenhum pedido esperando decisão." sugestao="Os novos pedidos de sala aparecem aqui. Veja as reservas já decididas na aba Agenda." />
      ) : (
        <>
          <div className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800 dark:bg-slate-950">
            <SelecionarTodos total={decidiveis.length} marcados={marcados.length} aoMudar={(todos) => setSelecao(new Set(todos ? decidiveis.map((p) => p.id) : []))} />
            <div className="flex flex-wrap gap-2">
              <Botao disabled={marcados.length === 0 || decidir.isPending} carregando={decidir.isPending && !rejeitando && !aprovandoComNota} textoCarregando="Aprovando…" onClick={() => aprovar(marcados)}>
                <Check aria-hidden="true" className="size-4" />
                Aprovar selecionadas
              </Botao>
              <Botao variante="secundario" aria-haspopup="dialog" disabled={marcados.length === 0 || decidir.isPending} onClick={() => setAprovandoComNota(marcados)}>
                <MessageSquareText aria-hidden="true" className="size-4" />
                Aprovar com observação
              </Botao>
              <Botao variante="perigo" aria-haspopup="dialog" disabled={marcados.length === 0 || decidir.isPending} onClick={() => setRejeitando(marcados)}>
                <X aria-hidden="true" className="size-4" />
                Rejeitar selecionadas
              </Botao>
            </div>
          </div>
          <TabelaPedidos
            pedidos={pedidos}
            selecionados={selecao}
            aoMarcar={(id, m) => setSelecao((s) => (m ? new Set([...s, id]) : new Set([...s].filter((x) => x !== id))))}
            ocupado={decidir.isPending}
            aoAprovar={(r) => aprovar([r])}
            aoRejeitar={(r) => setRejeitando([r])}
          />
        </>
      )}
      {aprovandoComNota && (
        <DialogoMotivo
          titulo={aprovandoComNota.length === 1 ? 'Aprovar o pedido?' : `Aprovar ${formatarNumero(aprovandoComNota.length)} pedidos?`}
          descricao={`${aprovandoComNota.length === 1 ? descreverReserva(aprovandoComNota[0]!) + '. ' : ''}Quem pediu recebe o aviso da aprovação com a observação (opcional), por exemplo uma orientação sobre o uso da sala.`}
          rotulo="Observação para quem pediu"
          max={LIMITES_SALA.observacao}
          confirmar="Aprovar"
          confirmando="Aprovando…"
          variante="primario"
          aoConfirmar={(nota) => decidirEm(aprovandoComNota, 'aprovar', nota).then(() => setAprovandoComNota(null))}
          aoFechar={() => setAprovandoComNota(null)}
        />
      )}
      {rejeitando && (
        <DialogoMotivo
          titulo={rejeitando.length === 1 ? 'Rejeitar o pedido?' : `Rejeitar ${formatarNumero(rejeitando.length)} pedidos?`}
          descricao={`${rejeitando.length === 1 ? descreverReserva(rejeitando[0]!) + '. ' : ''}Quem pediu recebe o aviso com o motivo; o horário volta a ficar livre.`}
          rotulo="Motivo da rejeição"
          obrigatorio="Informe o motivo da rejeição."
          max={LIMITES_SALA.observacao}
          confirmar="Rejeitar"
          confirmando="Rejeitando…"
          aoConfirmar={(motivo) => decidirEm(rejeitando, 'rejeitar', motivo).then(() => setRejeitando(null))}
          aoFechar={() => setRejeitando(null)}
        />
      )}
    </div>
  );
}
