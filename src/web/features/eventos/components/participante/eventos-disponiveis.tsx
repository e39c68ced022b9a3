import { useRef } from 'react';
import { BotaoAtualizar } from '#web/components/ui/botao-atualizar.tsx';
import { CabecalhoPagina, ErroCarregamento, Vazio } from '#web/components/ui/estados.tsx';
import { Paginacao } from '#web/components/ui/paginacao.tsx';
import { useEventos } from '#web/lib/dados/eventos.ts';
import { Link } from '#web/lib/roteador.tsx';
import { BarraFiltros } from './barra-filtros.tsx';
import { filtrosAtivos, STATUS_PADRAO } from './filtros-eventos.ts';
import { plural } from './formato-evento.ts';
import { EsqueletoGrade, GradeEventos } from './grade-eventos.tsx';
import { mensagemDeFalha } from './mensagem-erro.ts';
import { useFiltrosEventos } from './use-filtros-eventos.ts';
import { HISTORICO } from '#web/lib/caminhos.ts';

export const EVENTOS_POR_PAGINA = 12;

/** Página "Eventos": filtros no endereço, grade paginada de cartões e os estados de carga, vazio e erro. */
export function EventosDisponiveis() {
  const { filtros, alterar } = useFiltrosEventos();
  const consulta = useEventos(
    { status: filtros.status, tipo: filtros.tipo, busca: filtros.busca, ordem: 'proximos', pagina: filtros.pagina, porPagina: EVENTOS_POR_PAGINA },
    { redirecionar: true },
  );
  const tituloResultados = useRef<HTMLHeadingElement>(null);
  const dados = consulta.data;
  const totalPaginas = dados ? Math.max(1, Math.ceil(dados.total / dados.porPagina)) : 1;

  function mudarPagina(pagina: number) {
    alterar({ pagina });
    // o foco vai para o começo da lista nova (quem usa teclado não fica preso no rodapé)
    tituloResultados.current?.focus();
  }

  const status = consulta.isPending
    ? 'Carregando eventos…'
    : dados
      ? `${plural(dados.total, 'evento encontrado', 'eventos encontrados')}${consulta.isFetching ? ' · atualizando…' : ''}`
      : '';

  return (
    <>
      <CabecalhoPagina
        titulo="Eventos"
        subtitulo="Inscreva-se em turmas abertas ou consulte os detalhes de cada evento."
        acoes={
          <BotaoAtualizar consulta={consulta} />
        }
      />
      <BarraFiltros filtros={filtros} alterar={alterar} />
      <section aria-labelledby="titulo-resultados-eventos" className="mt-6 space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="titulo-resultados-eventos" ref={tituloResultados} tabIndex={-1} className="text-lg font-bold focus:outline-none">
            Resultados
          </h2>
          <p role="status" aria-live="polite" className="text-sm font-medium text-slate-700 dark:text-slate-200">
            {status}
          </p>
        </div>
        {consulta.isPending && <EsqueletoGrade />}
        {consulta.isError && !dados && <ErroCarregamento mensagem={mensagemDeFalha('Não foi possível carregar os eventos.', consulta.error)} aoTentar={() => void consulta.refetch()} />}
        {dados && dados.itens.length === 0 && (
          <Vazio
            mensagem="Nenhum evento encontrado para esse filtro."
            sugestao={
              filtrosAtivos(filtros) ? (
                <>
                  Experimente outra opção acima ou{' '}
                  <button type="button" onClick={() => alterar({ status: [...STATUS_PADRAO], tipo: null, busca: '' })} className="inline-flex min-h-11 items-center font-semibold text-escola-700 underline underline-offset-2 dark:text-escola-100">
                    limpe os filtros
                  </button>
                  .
                </>
              ) : (
                <>
                  Ainda não há turmas abertas. Enquanto isso, veja os eventos que já aconteceram no{' '}
                  <Link to={HISTORICO} className="font-semibold text-escola-700 underline underline-offset-2 dark:text-escola-100">
                    Histórico de eventos
                  </Link>
                  .
                </>
              )
            }
          />
        )}
        {dados && dados.itens.length > 0 && <GradeEventos eventos={dados.itens} rotulo="Eventos" />}
        <Paginacao pagina={filtros.pagina} totalPaginas={totalPaginas} aoMudar={mudarPagina} rotulo="Páginas de eventos" />
      </section>
    </>
  );
}
