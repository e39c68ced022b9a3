import { CalendarCheck, CalendarRange, CircleCheck, CircleX, Hourglass, Send } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Solicitacao } from '#shared/contracts/solicitacoes-curso.ts';
import { BotaoAtualizar } from '#web/components/ui/botao-atualizar.tsx';
import { CabecalhoPagina, ErroCarregamento, Esqueleto } from '#web/components/ui/estados.tsx';
import { Indicadores } from '#web/components/ui/indicadores.tsx';
import { Link } from '#web/lib/roteador.tsx';
import { notificarSucesso } from '#web/lib/toast.ts';
import { useAcaoSolicitacao } from '../../api/acoes-solicitacao.ts';
import { analisarSolicitacao } from '../../api/analisar-solicitacao.ts';
import { useSolicitacoes } from '../../api/listar-solicitacoes.ts';
import { CLASSE_LINK_BOTAO } from '../comum/classes.ts';
import { textoSolicitacoes } from '../comum/formato.ts';
import type { AcaoAnalise } from './acoes-analise.tsx';
import { DialogoConverter } from './dialogo-converter.tsx';
import { DialogoDecisao } from './dialogo-decisao.tsx';
import { FilaVazia } from './fila-vazia.tsx';
import { FiltrosAnalise } from './filtros-analise.tsx';
import { contarKpis, filaOrdenada } from './regras.ts';
import { idDaLinha, TabelaAnalise } from './tabela-analise.tsx';
import { useFiltrosAnalise } from './use-filtros-analise.ts';
import { PLANEJAMENTO } from '#web/lib/caminhos.ts';

type Dialogo = { acao: 'aprovar' | 'rejeitar' | 'converter'; s: Solicitacao };

/** Linhas abertas; a do link (`?id=`) abre (também se o endereço mudar depois) e recebe o foco quando aparece. */
function useLinhasAbertas(idAberto: number | null, carregada: boolean) {
  const [abertas, setAbertas] = useState<ReadonlySet<number>>(() => new Set(idAberto === null ? [] : [idAberto]));
  const [doLink, setDoLink] = useState(idAberto);
  if (doLink !== idAberto) {
    setDoLink(idAberto);
    if (idAberto !== null) setAbertas((a) => new Set(a).add(idAberto));
  }
  const focada = useRef<number | null>(null);
  useEffect(() => {
    if (idAberto === null || !carregada || focada.current === idAberto) return;
    const el = document.getElementById(idDaLinha(idAberto));
    if (!el) return;
    focada.current = idAberto;
    el.scrollIntoView?.({ block: 'start' });
    el.focus();
  }, [idAberto, carregada]);
  const alternar = (id: number) =>
    setAbertas((a) => {
      const n = new Set(a);
      if (!n.delete(id)) n.add(id);
      return n;
    });
  return { abertas, alternar };
}

/**
 * /admin/solicitacoes-curso: indicadores, a fila (primeiro o que aguarda análise) com filtros de situação e
 * departamento no endereço, o detalhe de cada solicitação e as decisões: iniciar a análise, aprovar,
 * rejeitar com motivo, converter em evento.
 */
export function AnaliseDeSolicitacoes() {
  const id = useId();
  const consulta = useSolicitacoes('administracao');
  const filtros = useFiltrosAnalise();
  const [dialogo, setDialogo] = useState<Dialogo | null>(null);
  const analisar = useAcaoSolicitacao(analisarSolicitacao);
  const todas = consulta.data;
  const fila = useMemo(() => filaOrdenada(todas ?? [], filtros.status, filtros.departamento), [todas, filtros.status, filtros.departamento]);
  const { abertas, alternar } = useLinhasAbertas(filtros.idAberto, todas !== undefined);
  const k = todas ? contarKpis(todas) : null;

  function agir(acao: AcaoAnalise, s: Solicitacao) {
    if (acao === 'analisar') analisar.mutate(s.id, { onSuccess: () => notificarSucesso('Análise iniciada. A pessoa foi avisada.') });
    else setDialogo({ acao, s });
  }

  return (
    <>
      <CabecalhoPagina
        titulo="Solicitações de Curso"
        subtitulo="Propostas de cursos da rede: analise, decida e converta as aprovadas em eventos."
        acoes={
          <div className="flex w-full flex-wrap gap-2 *:flex-auto sm:w-auto sm:*:flex-none">
            <Link to={PLANEJAMENTO} className={CLASSE_LINK_BOTAO}>
              <CalendarRange aria-hidden="true" className="size-4" />
              Calendário anual
            </Link>
            <BotaoAtualizar consulta={consulta} />
          </div>
        }
      />
      <div className="space-y-5">
        <Indicadores
          rotulo="Resumo das solicitações"
          colunas="grid-cols-2 sm:grid-cols-3 lg:grid-cols-5"
          itens={[
            { rotulo: 'Enviadas', Icone: Send, valor: k?.enviada ?? null },
            { rotulo: 'Em análise', Icone: Hourglass, valor: k?.em_analise ?? null },
            { rotulo: 'Aprovadas', Icone: CircleCheck, valor: k?.aprovada ?? null },
            { rotulo: 'Rejeitadas', Icone: CircleX, valor: k?.rejeitada ?? null },
            { rotulo: 'Convertidas', Icone: CalendarCheck, valor: k?.convertida ?? null },
          ]}
        />
        <section aria-labelledby={`${id}-fila`} className="space-y-4">
          <h2 id={`${id}-fila`} className="text-xl font-bold text-escola-800 dark:text-escola-100">
            Fila de análise
          </h2>
          <FiltrosAnalise
            status={filtros.status}
            departamento={filtros.departamento}
            aoMudarStatus={filtros.mudarStatus}
            aoMudarDepartamento={filtros.mudarDepartamento}
            algumFiltro={filtros.algumFiltro}
            aoLimpar={filtros.limpar}
          />
          <p role="status" aria-live="polite" className="min-h-5 text-sm font-medium text-slate-700 dark:text-slate-200">
            {todas ? `${textoSolicitacoes(fila.length)} nesta seleção.` : consulta.isPending ? 'Carregando solicitações…' : ''}
          </p>
          {consulta.isPending ? (
            <Esqueleto linhas={4} rotulo="Carregando solicitações…" />
          ) : !todas ? (
            <ErroCarregamento mensagem="Não foi possível carregar as solicitações. Confira a conexão e tente novamente." aoTentar={() => void consulta.refetch()} />
          ) : fila.length === 0 ? (
            <FilaVazia nenhuma={todas.every((s) => s.status === 'rascunho')} status={filtros.status} algumFiltro={filtros.algumFiltro} aoVerTodas={() => filtros.mudarStatus('todas')} aoLimpar={filtros.limpar} />
          ) : (
            <TabelaAnalise fila={fila} abertas={abertas} aoAlternar={alternar} analisando={analisar.isPending ? (analisar.variables ?? null) : null} aoAgir={agir} />
          )}
        </section>
      </div>
      {(dialogo?.acao === 'aprovar' || dialogo?.acao === 'rejeitar') && <DialogoDecisao solicitacao={dialogo.s} decisao={dialogo.acao} aoFechar={() => setDialogo(null)} />}
      {dialogo?.acao === 'converter' && <DialogoConverter solicitacao={dialogo.s} aoFechar={() => setDialogo(null)} />}
    </>
  );
}
