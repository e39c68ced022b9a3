import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ChamadaAdmin, ChamadaAdminResumo } from '#shared/contracts/chamadas.ts';
import type { SubmissaoResumo } from '#shared/contracts/submissoes.ts';
import { CLASSE_TITULO_SECAO } from '#web/components/ui/classes.ts';
import { ErroCarregamento, Esqueleto, Vazio } from '#web/components/ui/estados.tsx';
import { useValorAtrasado } from '#web/lib/use-valor-atrasado.ts';
import { textoTrabalhos } from '../comum/formato.ts';
import { FiltrosSubmissoes } from './filtros-submissoes.tsx';
import { TabelaSubmissoes } from './tabela-submissoes.tsx';
import { SITUACOES_ADMIN, type SituacaoAdmin, type useFiltrosSubmissoes } from './use-filtros-submissoes.ts';

const semAcento = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

interface Props {
  consulta: UseQueryResult<SubmissaoResumo[]>;
  filtros: ReturnType<typeof useFiltrosSubmissoes>;
  chamadas: ChamadaAdminResumo[] | null;
  linhas: ChamadaAdmin['linhas'] | null;
  /** Na lista geral, a coluna da chamada. */
  comChamada: boolean;
}

/**
 * Os trabalhos enviados com os filtros: chamada e linha vão ao servidor; a situação e a busca (título, autor)
 * filtram na tela, então a contagem de cada situação vale para a chamada e a linha escolhidas.
 */
export function SecaoTrabalhos({ consulta, filtros, chamadas, linhas, comChamada }: Props) {
  const [busca, setBusca] = useState('');
  const termo = semAcento(useValorAtrasado(busca, 250).trim());
  const todos = consulta.data;
  const contagem = useMemo(() => {
    if (!todos) return null;
    const c = Object.fromEntries(SITUACOES_ADMIN.map((s) => [s, 0])) as Record<SituacaoAdmin, number>;
    for (const s of todos) if (s.status in c) c[s.status as SituacaoAdmin]++;
    return c;
  }, [todos]);
  const visiveis = useMemo(
    () => (todos ?? []).filter((s) => (filtros.status === null || s.status === filtros.status) && (!termo || semAcento(`${s.titulo} ${s.autor.nome} ${s.autor.email}`).includes(termo))),
    [todos, filtros.status, termo],
  );

  return (
    <section aria-labelledby="trabalhos-titulo" className="space-y-4">
      <h2 id="trabalhos-titulo" className={CLASSE_TITULO_SECAO}>
        Trabalhos enviados
      </h2>
      <FiltrosSubmissoes filtros={filtros} chamadas={chamadas} linhas={linhas} contagem={contagem} total={todos?.length ?? null} busca={busca} aoBuscar={setBusca} />
      <p role="status" aria-live="polite" className="min-h-5 text-sm font-medium text-slate-700 dark:text-slate-200">
        {todos ? `${textoTrabalhos(visiveis.length)} nesta seleção.` : consulta.isPending ? 'Carregando os trabalhos…' : ''}
      </p>
      {consulta.isPending ? (
        <Esqueleto linhas={4} rotulo="Carregando os trabalhos…" />
      ) : !todos ? (
        <ErroCarregamento mensagem="Não foi possível carregar os trabalhos. Confira a conexão e tente novamente." aoTentar={() => void consulta.refetch()} />
      ) : visiveis.length === 0 ? (
        <Vazio
          mensagem={todos.length === 0 ? 'Nenhum trabalho enviado ainda.' : 'Nenhum trabalho com estes filtros.'}
          sugestao={todos.length === 0 ? 'Rascunhos não aparecem aqui: um trabalho entra na lista quando o autor o envia.' : 'Troque a situação, a linha ou a busca, ou use "Limpar filtros".'}
        />
      ) : (
        <TabelaSubmissoes itens={visiveis} comChamada={comChamada} aoAbrir={filtros.abrir} />
      )}
    </section>
  );
}
