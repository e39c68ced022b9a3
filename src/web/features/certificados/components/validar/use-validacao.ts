import { useCallback, useEffect, useState } from 'react';
import { ApiError, ehCancelamento } from '#web/lib/api-client.ts';
import type { Validacao } from '../../api/validar-certificado.ts';

export type RespostaValidacao<T = Validacao> = { tipo: 'ok'; validacao: T } | { tipo: 'erro'; mensagem: string; limite: boolean };

/** A falha em texto para a pessoa: limite de consultas (429), rede, recusa do servidor ou falha dele. */
export function mensagemDaFalha(err: unknown): { mensagem: string; limite: boolean } {
  if (err instanceof ApiError && err.status === 429) {
    return { mensagem: err.message && !/^HTTP \d+$/.test(err.message) ? err.message : 'Muitas consultas seguidas. Aguarde um minuto e tente novamente.', limite: true };
  }
  if (err instanceof ApiError && err.status === 0) {
    return { mensagem: 'Não foi possível falar com o servidor. Confira a conexão com a internet e tente novamente.', limite: false };
  }
  if (err instanceof ApiError && err.status >= 400 && err.status < 500) return { mensagem: err.message, limite: false };
  return { mensagem: 'Não foi possível validar agora. Tente novamente em instantes.', limite: false };
}

/**
 * Valida o código (já normalizado; `consultar`: a do certificado ou a do histórico) assim que ele chega, sem TanStack Query (página leve). Trocar de
 * código cancela a consulta anterior; "Tentar novamente" repete a mesma. Enquanto a resposta do código
 * atual não chega, `validando` é verdadeiro.
 */
export function useValidacao<T>(codigo: string | null, consultar: (codigo: string, signal: AbortSignal) => Promise<T>) {
  const [tentativa, setTentativa] = useState(0);
  const [ultima, setUltima] = useState<{ chave: string; resposta: RespostaValidacao<T> } | null>(null);
  const chave = codigo ? `${codigo}#${tentativa}` : null;

  useEffect(() => {
    if (!codigo) return;
    const ctl = new AbortController();
    const chaveDaConsulta = `${codigo}#${tentativa}`;
    consultar(codigo, ctl.signal).then(
      (validacao) => setUltima({ chave: chaveDaConsulta, resposta: { tipo: 'ok', validacao } }),
      (err: unknown) => {
        if (ctl.signal.aborted || ehCancelamento(err)) return;
        setUltima({ chave: chaveDaConsulta, resposta: { tipo: 'erro', ...mensagemDaFalha(err) } });
      },
    );
    return () => ctl.abort();
  }, [codigo, tentativa, consultar]);

  const resposta = chave !== null && ultima?.chave === chave ? ultima.resposta : null;
  const tentarDeNovo = useCallback(() => setTentativa((n) => n + 1), []);
  return { validando: chave !== null && resposta === null, resposta, tentarDeNovo };
}
