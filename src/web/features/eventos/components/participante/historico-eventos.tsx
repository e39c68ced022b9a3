import { useMemo, useRef } from 'react';
import { CampoSelecao } from '#web/components/ui/campo.tsx';
import { CabecalhoPagina, ErroCarregamento, Vazio } from '#web/components/ui/estados.tsx';
import { Paginacao } from '#web/components/ui/paginacao.tsx';
import { useSearchParams } from '#web/lib/roteador.tsx';
import { useAnosDoHistorico, usePaginaDoHistorico } from '../../api/historico.ts';
import { CampoBusca } from './campo-busca.tsx';
import { BUSCA_MAX } from './filtros-eventos.ts';
import { escreverFiltrosHistorico, lerFiltrosHistorico, type FiltrosHistorico } from './filtros-historico.ts';
import { plural } from './formato-evento.ts';
import { EsqueletoGrade, GradeEventos } from './grade-eventos.tsx';
import { mensagemDeFalha } from './mensagem-erro.ts';

export const HISTORICO_POR_PAGINA = 12;

/** Histórico de eventos (público): encerrados, do mais recente para trás, com ano, busca e páginas. */
export function HistoricoEventos() {
  const [params, definirParams] = useSearchParams();
  const f = useMemo(() => lerFiltrosHistorico(params), [params]);
  const alterar = (parcial: Partial<FiltrosHistorico>, substituir = false) =>
    definirParams(escreverFiltrosHistorico({ ...f, pagina: 1, ...parcial }), { replace: substituir });
  const anos = useAnosDoHistorico();
  const { dados, carregando, atualizando, erro, tentarDeNovo } = usePaginaDoHistorico(f, HISTORICO_POR_PAGINA);
  const titulo = useRef<HTMLHeadingElement>(null);
  const opcoesAno = [...new Set([...(anos.data ?? []), ...(f.ano ? [f.ano] : [])])].sort((a, b) => b - a).map((a) => ({ valor: a, rotulo: String(a) }));
  const totalPaginas = dados ? Math.max(1, Math.ceil(dados.total / HISTORICO_POR_PAGINA)) : 1;
  const status = carregando
    ? 'Carregando eventos…'
    : dados
      ? `${plural(dados.total, 'evento encerrado encontrado', 'eventos encerrados encontrados')}${atualizando ? ' · atualizando…' : ''}`
      : '';

  return (
    <>
      <CabecalhoPagina titulo="Histórico de eventos" subtitulo="Eventos que a Escola da Saúde já realizou. Filtre por ano ou busque pelo nome." />
      <div className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_12rem] dark:border-slate-800 dark:bg-slate-900">
        <CampoBusca rotulo="Buscar no histórico" placeholder="Título, local, tipo ou público-alvo…" valor={f.busca} maxLength={BUSCA_MAX} aoBuscar={(busca) => alterar({ busca }, true)} />
        <CampoSelecao rotulo="Ano" vazio="Todos os anos" opcoes={opcoesAno} value={f.ano ?? ''} onChange={(e) => alterar({ ano: e.target.value ? Number(e.target.value) : null })} />
      </div>
      <section aria-labelledby="titulo-historico" className="mt-6 space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="titulo-historico" ref={titulo} tabIndex={-1} className="text-lg font-bold focus:outline-none">
            {f.ano ? `Eventos de ${f.ano}` : 'Todos os eventos encerrados'}
          </h2>
          <p role="status" aria-live="polite" className="text-sm font-medium text-slate-700 dark:text-slate-200">
            {status}
          </p>
        </div>
        {carregando && <EsqueletoGrade />}
        {erro && !dados && <ErroCarregamento mensagem={mensagemDeFalha('Não foi possível carregar o histórico.', erro)} aoTentar={tentarDeNovo} />}
        {dados && dados.itens.length === 0 && (
          <Vazio mensagem="Nenhum evento encerrado encontrado." sugestao={f.ano || f.busca ? 'Escolha outro ano ou mude a busca.' : 'Os eventos aparecem aqui depois que terminam.'} />
        )}
        {dados && dados.itens.length > 0 && <GradeEventos eventos={dados.itens} rotulo="Eventos encerrados" />}
        <Paginacao
          pagina={f.pagina}
          totalPaginas={totalPaginas}
          rotulo="Páginas do histórico"
          aoMudar={(pagina) => {
            alterar({ pagina });
            titulo.current?.focus();
          }}
        />
      </section>
    </>
  );
}
