import { useState } from 'react';
import type { EventoResumo } from '#shared/contracts/eventos.ts';
import type { Status } from '#shared/rules/cronograma.ts';
import { ErroCarregamento, Esqueleto, Vazio } from '#web/components/ui/estados.tsx';
import { Paginacao } from '#web/components/ui/paginacao.tsx';
import { formatarNumero } from '#web/lib/formato.ts';
import type { FiltrosEventos as Filtros } from '../../api/keys.ts';
import { EVENTOS_POR_PAGINA, useEventosDaGestao } from '../../api/listar-eventos.ts';
import type { AcaoEvento } from './acoes-evento.tsx';
import { DialogoExcluirEvento } from './dialogo-excluir-evento.tsx';
import { DialogoPublicacao } from './dialogo-publicacao.tsx';
import { FiltrosEventos } from './filtros-eventos.tsx';
import { KpisEventos } from './kpis-eventos.tsx';
import { ListaEventos } from './lista-eventos.tsx';
import { useValorAtrasado } from '#web/lib/use-valor-atrasado.ts';
import { ATRASO_BUSCA_MS } from './constantes.ts';

const INICIAL: Omit<Filtros, 'busca'> = { publicacao: 'todos', status: null, ordem: 'proximos', pagina: 1 };

/** Indicadores, filtros, lista paginada e os diálogos de publicação e exclusão. */
export function GestaoEventos() {
  const [filtros, setFiltros] = useState(INICIAL);
  const [busca, setBusca] = useState('');
  const [aberto, setAberto] = useState<{ acao: AcaoEvento; evento: EventoResumo } | null>(null);
  const buscaAtrasada = useValorAtrasado(busca, ATRASO_BUSCA_MS);
  const [buscaAplicada, setBuscaAplicada] = useState(buscaAtrasada);
  if (buscaAplicada !== buscaAtrasada) {
    setBuscaAplicada(buscaAtrasada);
    setFiltros((f) => ({ ...f, pagina: 1 }));
  }
  const mudar = (parcial: Partial<Filtros>) => setFiltros((f) => ({ ...f, pagina: 1, ...parcial }));

  const consulta = useEventosDaGestao({ ...filtros, busca: buscaAplicada });
  const dados = consulta.data;
  const totalPaginas = dados ? Math.max(1, Math.ceil(dados.total / EVENTOS_POR_PAGINA)) : 1;
  const algumFiltro = buscaAplicada.trim() !== '' || filtros.status !== null || filtros.publicacao !== 'todos';

  return (
    <div className="space-y-5">
      <KpisEventos />
      <FiltrosEventos
        publicacao={filtros.publicacao}
        aoMudarPublicacao={(publicacao) => mudar({ publicacao })}
        busca={busca}
        aoBuscar={setBusca}
        status={filtros.status}
        aoMudarStatus={(status: Status | null) => mudar({ status })}
        ordem={filtros.ordem}
        aoMudarOrdem={(ordem) => mudar({ ordem })}
      />
      <p role="status" aria-live="polite" className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {dados ? `${formatarNumero(dados.total)} evento(s) encontrado(s)` : consulta.isPending ? 'Carregando eventos…' : ''}
        {consulta.isFetching && dados ? ' · atualizando…' : ''}
      </p>
      {consulta.isPending && <Esqueleto linhas={4} rotulo="Carregando eventos…" />}
      {consulta.isError && !dados && <ErroCarregamento mensagem="Erro ao carregar os eventos." aoTentar={() => void consulta.refetch()} />}
      {dados && dados.itens.length === 0 && (
        <Vazio
          mensagem={algumFiltro ? 'Nenhum evento encontrado para esse filtro.' : 'Nenhum evento cadastrado.'}
          sugestao={algumFiltro ? 'Confira a grafia ou mude os filtros.' : 'Use "Criar evento" para cadastrar o primeiro.'}
        />
      )}
      {dados && dados.itens.length > 0 && <ListaEventos eventos={dados.itens} aoAgir={(acao, evento) => setAberto({ acao, evento })} />}
      <Paginacao pagina={filtros.pagina} totalPaginas={totalPaginas} aoMudar={(pagina) => setFiltros((f) => ({ ...f, pagina }))} rotulo="Páginas de eventos" className="" />
      {aberto?.acao === 'publicacao' && <DialogoPublicacao evento={aberto.evento} aoFechar={() => setAberto(null)} />}
      {aberto?.acao === 'excluir' && <DialogoExcluirEvento evento={aberto.evento} aoFechar={() => setAberto(null)} />}
    </div>
  );
}
