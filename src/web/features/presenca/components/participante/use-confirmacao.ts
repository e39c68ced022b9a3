/**
 * A confirmação de presença com rede ruim: envia sozinha ao abrir; em falha de rede, tempo esgotado ou
 * erro do servidor tenta de novo com espera crescente (2, 4, 8, 15 e 30 s); sem internet guarda na
 * fila (pendentes.ts) e o envio acontece quando a rede voltar.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Confirmacao } from '#shared/contracts/presencas.ts';
import type { ApiError } from '#web/lib/api-client.ts';
import { confirmarPresenca } from '../../api/confirmar-presenca.ts';
import { aguardarRede, observarEnvio, enviarPendentes, envioEmCurso } from '../../api/enviar-pendentes.ts';
import { comoApiError, ehTransitorio, semResposta } from '../../api/falhas.ts';
import { guardarPendente, removerPendente } from '../../api/pendentes.ts';

/** Segundos de espera antes de cada nova tentativa automática. */
export const ESPERAS_S = [2, 4, 8, 15, 30] as const;
export const MAX_TENTATIVAS = ESPERAS_S.length;

export type EstadoConfirmacao =
  | { fase: 'enviando' }
  | { fase: 'aguardando'; tentativa: number; espera: number; restante: number }
  | { fase: 'sem-internet'; reenviando: boolean }
  | { fase: 'sucesso'; confirmacao: Confirmacao }
  | { fase: 'recusa'; erro: ApiError }
  | { fase: 'falha'; erro: ApiError };

type Definir = (e: EstadoConfirmacao) => void;
type Acordar = { current: (() => void) | null };

/** Espera `segundos` contando para trás; acaba antes com "Tentar agora", sem rede (`offline`) ou cancelada. */
function esperar(segundos: number, tentativa: number, sinal: AbortSignal, definir: Definir, acordar: Acordar): Promise<'tentar' | 'offline' | 'cancelada'> {
  return new Promise((resolver) => {
    let restante = segundos;
    const mostrar = () => definir({ fase: 'aguardando', tentativa, espera: segundos, restante });
    const fim = (r: 'tentar' | 'offline' | 'cancelada') => {
      clearInterval(relogio);
      window.removeEventListener('offline', semRede);
      sinal.removeEventListener('abort', cancelar);
      acordar.current = null;
      resolver(r);
    };
    const semRede = () => fim('offline');
    const cancelar = () => fim('cancelada');
    const relogio = setInterval(() => {
      restante -= 1;
      if (restante <= 0) fim('tentar');
      else mostrar();
    }, 1000);
    window.addEventListener('offline', semRede);
    sinal.addEventListener('abort', cancelar);
    acordar.current = () => fim('tentar');
    mostrar();
  });
}

interface Pedido {
  turma: number;
  t: string | undefined;
}

/** Envia com novas tentativas; termina em sucesso, recusa, falha ou na fila sem internet. */
async function executar(pedido: Pedido, sinal: AbortSignal, definir: Definir, acordar: Acordar): Promise<void> {
  // se a fila está sendo enviada (o app abriu com confirmações guardadas), espera: senão a mesma
  // confirmação iria duas vezes. Depois a página assume a desta turma: a que sobrou na fila sai dela
  await envioEmCurso();
  if (sinal.aborted) return;
  removerPendente(pedido.turma);
  const guardar = () => {
    guardarPendente(pedido.turma, pedido.t);
    aguardarRede();
    definir({ fase: 'sem-internet', reenviando: false });
  };
  for (let tentativa = 0; ; tentativa++) {
    if (navigator.onLine === false) return guardar();
    definir({ fase: 'enviando' });
    try {
      const confirmacao = await confirmarPresenca(pedido, sinal);
      if (!sinal.aborted) definir({ fase: 'sucesso', confirmacao });
      return;
    } catch (err) {
      if (sinal.aborted) return;
      const erro = comoApiError(err);
      if (!ehTransitorio(erro)) return definir({ fase: 'recusa', erro });
      if (tentativa >= MAX_TENTATIVAS) return semResposta(erro) ? guardar() : definir({ fase: 'falha', erro });
      const r = await esperar(ESPERAS_S[tentativa]!, tentativa + 1, sinal, definir, acordar);
      if (r === 'cancelada') return;
      if (r === 'offline') return guardar();
    }
  }
}

export interface Confirmador {
  estado: EstadoConfirmacao;
  /** Começa de novo (com outro código do QR ao vivo, se dado). */
  confirmar: (t?: string) => void;
  /** Pula a espera atual (ou, sem internet, tenta enviar a fila agora). */
  tentarAgora: () => void;
}

export function useConfirmacao(turma: number, tInicial: string | null): Confirmador {
  const [estado, definir] = useState<EstadoConfirmacao>({ fase: 'enviando' });
  const [pedido, setPedido] = useState<Pedido>({ turma, t: tInicial ?? undefined });
  const acordar = useRef<(() => void) | null>(null);

  useEffect(() => {
    const ctl = new AbortController();
    void executar(pedido, ctl.signal, definir, acordar);
    return () => ctl.abort();
  }, [pedido]);

  // na fila: o resultado do envio (ao voltar a rede) aparece aqui, não num toast
  const naFila = estado.fase === 'sem-internet';
  useEffect(() => {
    if (!naFila) return;
    return observarEnvio(pedido.turma, (e) => {
      if (e.tipo === 'enviando') definir({ fase: 'sem-internet', reenviando: true });
      else if (e.tipo === 'sem-rede') definir({ fase: 'sem-internet', reenviando: false });
      else if (e.tipo === 'sucesso') definir({ fase: 'sucesso', confirmacao: e.confirmacao });
      else definir({ fase: 'recusa', erro: e.erro });
    });
  }, [naFila, pedido.turma]);

  const confirmar = useCallback((t?: string) => setPedido((p) => ({ turma: p.turma, t: t ?? p.t })), []);
  const tentarAgora = useCallback(() => {
    if (acordar.current) acordar.current();
    else if (naFila) void enviarPendentes();
  }, [naFila]);
  return { estado, confirmar, tentarAgora };
}
