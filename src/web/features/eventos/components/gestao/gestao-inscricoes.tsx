import { Ban } from 'lucide-react';
import { useState } from 'react';
import { Botao } from '#web/components/ui/botao.tsx';
import { ErroCarregamento, Esqueleto, Vazio } from '#web/components/ui/estados.tsx';
import { Paginacao } from '#web/components/ui/paginacao.tsx';
import { formatarNumero } from '#web/lib/formato.ts';
import { INSCRICOES_POR_PAGINA, useInscricoes } from '../../api/buscar-inscricoes.ts';
import type { SituacaoFiltro } from '../../api/keys.ts';
import { DialogoCancelarInscricoes } from './dialogo-cancelar-inscricoes.tsx';
import { FiltrosInscricoes, type EventoEscolhido } from './filtros-inscricoes.tsx';
import { ListaInscricoes } from './lista-inscricoes.tsx';
import { useValorAtrasado } from '#web/lib/use-valor-atrasado.ts';
import { ATRASO_BUSCA_MS } from './constantes.ts';

interface Filtros {
  evento: EventoEscolhido | null;
  turmaId: number | null;
  situacao: SituacaoFiltro;
  pagina: number;
}
const INICIAL: Filtros = { evento: null, turmaId: null, situacao: 'ativas', pagina: 1 };

/** Busca de inscrições, seleção (mantida entre páginas, limpa ao mudar os filtros) e cancelamento em lote com motivo. */
export function GestaoInscricoes() {
  const [filtros, setFiltros] = useState(INICIAL);
  const [busca, setBusca] = useState('');
  const [selecionadas, setSelecionadas] = useState<ReadonlySet<number>>(new Set());
  const [cancelando, setCancelando] = useState(false);
  const buscaAtrasada = useValorAtrasado(busca, ATRASO_BUSCA_MS);
  const [buscaAplicada, setBuscaAplicada] = useState(buscaAtrasada);
  if (buscaAplicada !== buscaAtrasada) {
    setBuscaAplicada(buscaAtrasada);
    setFiltros((f) => ({ ...f, pagina: 1 }));
    setSelecionadas(new Set());
  }
  const mudar = (parcial: Partial<Filtros>) => {
    setFiltros((f) => ({ ...f, pagina: 1, ...parcial }));
    setSelecionadas(new Set());
  };

  const consulta = useInscricoes({ eventoId: filtros.evento?.id ?? null, turmaId: filtros.turmaId, busca: buscaAplicada, situacao: filtros.situacao, pagina: filtros.pagina });
  const dados = consulta.data;
  const totalPaginas = dados ? Math.max(1, Math.ceil(dados.total / INSCRICOES_POR_PAGINA)) : 1;
  const selecionaveis = (dados?.itens ?? []).filter((i) => i.status !== 'cancelada').map((i) => i.id);
  const alternar = (id: number) =>
    setSelecionadas((s) => {
      const nova = new Set(s);
      if (!nova.delete(id)) nova.add(id);
      return nova;
    });

  return (
    <div className="space-y-5">
      <FiltrosInscricoes
        evento={filtros.evento}
        aoEscolherEvento={(evento) => mudar({ evento, turmaId: null })}
        turmaId={filtros.turmaId}
        aoEscolherTurma={(turmaId) => mudar({ turmaId })}
        busca={busca}
        aoBuscar={setBusca}
        situacao={filtros.situacao}
        aoMudarSituacao={(situacao) => mudar({ situacao })}
      />
      <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:flex-row sm:flex-wrap sm:items-center dark:border-slate-800 dark:bg-slate-900">
        <p role="status" aria-live="polite" className="text-sm font-medium sm:mr-auto">
          {dados ? `${formatarNumero(dados.total)} inscrição(ões) encontrada(s)` : consulta.isPending ? 'Carregando inscrições…' : ''}
          {` · ${formatarNumero(selecionadas.size)} selecionada(s)`}
        </p>
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <Botao variante="secundario" disabled={selecionaveis.length === 0} onClick={() => setSelecionadas((s) => new Set([...s, ...selecionaveis]))}>
            Selecionar todos
          </Botao>
          <Botao variante="secundario" disabled={selecionadas.size === 0} onClick={() => setSelecionadas(new Set())}>
            Limpar seleção
          </Botao>
        </div>
        <Botao variante="perigo" disabled={selecionadas.size === 0} onClick={() => setCancelando(true)}>
          <Ban aria-hidden="true" className="size-4" />
          Cancelar inscrições
        </Botao>
      </div>
      {consulta.isPending && <Esqueleto linhas={4} rotulo="Carregando inscrições…" />}
      {consulta.isError && !dados && <ErroCarregamento mensagem="Erro ao carregar as inscrições." aoTentar={() => void consulta.refetch()} />}
      {dados && dados.itens.length === 0 && <Vazio mensagem="Nenhuma inscrição encontrada." sugestao="Mude o evento, a turma, a situação ou a busca." />}
      {dados && dados.itens.length > 0 && <ListaInscricoes inscricoes={dados.itens} selecionadas={selecionadas} aoAlternar={alternar} />}
      <Paginacao pagina={filtros.pagina} totalPaginas={totalPaginas} aoMudar={(pagina) => setFiltros((f) => ({ ...f, pagina }))} rotulo="Páginas de inscrições" className="" />
      {cancelando && (
        <DialogoCancelarInscricoes
          ids={[...selecionadas]}
          aoFechar={() => setCancelando(false)}
          aoConcluir={() => {
            setCancelando(false);
            setSelecionadas(new Set());
          }}
        />
      )}
    </div>
  );
}
