import { useState } from 'react';
import { Botao } from '#web/components/ui/botao.tsx';
import { ErroCarregamento, Vazio } from '#web/components/ui/estados.tsx';
import { formatarNumero } from '#web/lib/formato.ts';
import { notificarSucesso } from '#web/lib/toast.ts';
import { NOTIFICACOES_POR_PAGINA, useNotificacoes } from '../api/listar-notificacoes.ts';
import { useMarcarTodas } from '../api/marcar-todas.ts';
import { CartaoNotificacao } from './cartao-notificacao.tsx';
import { ordenarNotificacoes } from './ordenar.ts';
import { Paginacao } from '#web/components/ui/paginacao.tsx';

const plural = (n: number, um: string, varios: string) => `${formatarNumero(n)} ${n === 1 ? um : varios}`;

/** Lista paginada das notificações da pessoa, com "Marcar todas". */
export function ListaNotificacoes() {
  const [pagina, setPagina] = useState(1);
  const consulta = useNotificacoes(pagina);
  const marcarTodas = useMarcarTodas();
  const dados = consulta.data;
  const naoLidas = dados?.total_nao_lidas ?? 0;
  const totalPaginas = dados ? Math.max(1, Math.ceil(dados.total / (dados.por_pagina || NOTIFICACOES_POR_PAGINA))) : 1;

  function marcarTodasComoLidas() {
    marcarTodas.mutate(undefined, { onSuccess: () => notificarSucesso('Notificações marcadas como lidas.') });
  }

  if (consulta.isPending) {
    return (
      <p role="status" aria-live="polite" className="py-8 text-center text-slate-600 dark:text-slate-300">
        Carregando...
      </p>
    );
  }
  if (consulta.isError || !dados) {
    return <ErroCarregamento mensagem="Erro ao carregar notificações." aoTentar={() => void consulta.refetch()} />;
  }

  return (
    <section aria-labelledby="titulo-lista-notificacoes">
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="titulo-lista-notificacoes" className="sr-only">
          Lista de notificações
        </h2>
        <p role="status" aria-live="polite" className="text-slate-700 dark:text-slate-200">
          <strong>{plural(dados.total, 'notificação', 'notificações')}</strong>
          {' · '}
          <span>{formatarNumero(naoLidas)} não lida(s)</span>
        </p>
        <Botao onClick={marcarTodasComoLidas} disabled={naoLidas === 0} carregando={marcarTodas.isPending} textoCarregando="Marcando…">
          Marcar todas
        </Botao>
      </div>
      {dados.itens.length === 0 ? (
        <Vazio mensagem="Você não possui notificações." sugestao="Quando houver novidades sobre inscrições, avaliações ou certificados, elas aparecerão aqui." />
      ) : (
        <ul className="space-y-3">
          {ordenarNotificacoes(dados.itens).map((n) => (
            <CartaoNotificacao key={n.id} notificacao={n} />
          ))}
        </ul>
      )}
      <Paginacao pagina={pagina} totalPaginas={totalPaginas} aoMudar={setPagina} rotulo="Páginas de notificações" />
    </section>
  );
}
