import { useState } from 'react';
import { Paginacao } from '#web/components/ui/paginacao.tsx';
import { ErroCarregamento, Esqueleto, Vazio } from '#web/components/ui/estados.tsx';
import { formatarNumero } from '#web/lib/formato.ts';
import { EMAILS_POR_PAGINA, useEmails } from '../../api/listar-emails.ts';
import { ItemEmail } from './item-email.tsx';

/** Lista paginada da caixa de saída, os mais novos primeiro. */
export function CaixaSaida() {
  const [pagina, setPagina] = useState(1);
  const consulta = useEmails(pagina);
  const dados = consulta.data;

  if (consulta.isPending) return <Esqueleto linhas={3} rotulo="Carregando e-mails…" />;
  if (consulta.isError || !dados) return <ErroCarregamento mensagem="Erro ao carregar a caixa de saída." aoTentar={() => void consulta.refetch()} />;

  const totalPaginas = Math.max(1, Math.ceil(dados.total / (dados.por_pagina || EMAILS_POR_PAGINA)));
  const itens = [...dados.itens].sort((a, b) => b.criado_em.localeCompare(a.criado_em) || b.id - a.id);

  return (
    <section aria-labelledby="titulo-caixa-saida">
      <h2 id="titulo-caixa-saida" className="sr-only">
        E-mails
      </h2>
      <p role="status" aria-live="polite" className="mb-3 text-sm font-medium text-slate-700 dark:text-slate-200">
        {formatarNumero(dados.total)} e-mail(s) na caixa de saída
      </p>
      {itens.length === 0 ? (
        <Vazio mensagem="Nenhum e-mail na caixa de saída." sugestao="Os e-mails aparecem aqui quando a plataforma envia mensagens sem um servidor SMTP configurado." />
      ) : (
        <ul className="space-y-3">
          {itens.map((e) => (
            <ItemEmail key={e.id} email={e} />
          ))}
        </ul>
      )}
      <Paginacao pagina={pagina} totalPaginas={totalPaginas} aoMudar={setPagina} rotulo="Páginas da caixa de saída" />
    </section>
  );
}
