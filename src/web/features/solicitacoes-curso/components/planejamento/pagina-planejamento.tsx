import { ClipboardList, Download } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import type { ItemDoPlanejamento, Planejamento } from '#shared/contracts/solicitacoes-curso.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { BotaoAtualizar } from '#web/components/ui/botao-atualizar.tsx';
import { CabecalhoPagina, ErroCarregamento, Esqueleto } from '#web/components/ui/estados.tsx';
import { formatarNumero } from '#web/lib/formato.ts';
import { Link } from '#web/lib/roteador.tsx';
import { notificarErro } from '#web/lib/toast.ts';
import { baixarPlanejamentoCsv } from '../../api/baixar-planejamento-csv.ts';
import { usePlanejamento } from '../../api/obter-planejamento.ts';
import { CLASSE_LINK_BOTAO, CLASSE_TITULO_SECAO } from '../comum/classes.ts';
import { nomeDoMes } from '../comum/formato.ts';
import { LegendaDepartamentos } from '../comum/selos.tsx';
import { BarraPlanejamento } from './barra-planejamento.tsx';
import { CalendarioMes } from './calendario-mes.tsx';
import { datasNoMes, hoje, itensPorDia, ordenarItens } from './calendario.ts';
import { ContagemPorDepartamento } from './contagens.tsx';
import { ItensVazios } from './itens-vazios.tsx';
import { ListaItens } from './lista-itens.tsx';
import { ResumoAnual } from './resumo-anual.tsx';
import { passaNoFiltro, useEstadoPlanejamento } from './use-estado-planejamento.ts';
import { SOLICITACOES_CURSO } from '#web/lib/caminhos.ts';

/** "Exportar CSV": o ano inteiro, uma linha por item e data. */
function useExportacao(ano: number) {
  const [gerando, setGerando] = useState(false);
  async function exportar() {
    setGerando(true);
    try {
      await baixarPlanejamentoCsv(ano);
    } catch {
      notificarErro('Não foi possível gerar o CSV. Tente de novo em instantes.');
    } finally {
      setGerando(false);
    }
  }
  return { gerando, exportar };
}

const textoItens = (n: number) => `${formatarNumero(n)} ${n === 1 ? 'item' : 'itens'}`;

function ConteudoDoAno({ dados, estado }: { dados: Planejamento; estado: ReturnType<typeof useEstadoPlanejamento> }) {
  const id = useId();
  const { ano, mes, visao, departamento, mudar } = estado;
  const doFiltro = useMemo(() => ordenarItens(dados.itens.filter((i) => passaNoFiltro(i.departamento, departamento))), [dados.itens, departamento]);
  const doPeriodo = visao === 'mes' ? doFiltro.filter((i) => datasNoMes(i, ano, mes).length > 0) : doFiltro;
  const datasDe = (i: ItemDoPlanejamento) => (visao === 'mes' ? datasNoMes(i, ano, mes) : i.datas);
  const periodo = visao === 'mes' ? nomeDoMes(mes, ano) : String(ano);
  return (
    <>
      <p role="status" aria-live="polite" className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {periodo}: {textoItens(doPeriodo.length)}
        {departamento !== 'todos' ? ' neste departamento' : ''}.
      </p>
      {visao === 'mes' ? (
        <div className="grid gap-4 lg:grid-cols-[1fr_15rem]">
          <section aria-labelledby={`${id}-mes`} className="min-w-0 space-y-2">
            <h2 id={`${id}-mes`} className={CLASSE_TITULO_SECAO}>
              {periodo}
            </h2>
            <CalendarioMes ano={ano} mes={mes} porDia={itensPorDia(doFiltro, ano, mes)} hoje={hoje()} idTitulo={`${id}-mes`} />
          </section>
          <ContagemPorDepartamento titulo={`${nomeDoMes(mes)} por departamento`} idTitulo={`${id}-contagem`} contagens={dados.resumo_mensal.find((m) => m.mes === mes)?.contagens} />
        </div>
      ) : (
        <section aria-labelledby={`${id}-ano`} className="space-y-2">
          <h2 id={`${id}-ano`} className={CLASSE_TITULO_SECAO}>
            {ano} por mês e departamento
          </h2>
          <ResumoAnual dados={dados} idTitulo={`${id}-ano`} aoVerMes={(m) => mudar({ visao: 'mes', mes: m })} />
          <p className="text-xs text-slate-600 dark:text-slate-400">Um item com datas em vários meses conta em cada um deles e uma vez só no total do ano.</p>
        </section>
      )}
      <section aria-labelledby={`${id}-itens`} className="space-y-3">
        <h2 id={`${id}-itens`} className={CLASSE_TITULO_SECAO}>
          Itens de {visao === 'mes' ? nomeDoMes(mes, ano).toLocaleLowerCase('pt-BR') : ano}
        </h2>
        {doPeriodo.length === 0 ? (
          <ItensVazios
            anoVazio={dados.itens.length === 0}
            ano={ano}
            periodo={visao === 'mes' ? nomeDoMes(mes, ano).toLocaleLowerCase('pt-BR') : String(ano)}
            filtrado={departamento !== 'todos'}
            visaoMes={visao === 'mes'}
            aoVerAno={() => mudar({ visao: 'ano' })}
            aoLimparFiltro={() => mudar({ departamento: 'todos' })}
          />
        ) : (
          <ListaItens itens={doPeriodo} datasDe={datasDe} legenda={`Itens de ${periodo}`} />
        )}
      </section>
    </>
  );
}

/**
 * /admin/planejamento: o calendário anual das solicitações de curso e dos eventos por departamento —
 * visão de mês (calendário e contagem do mês) ou de ano (meses × departamentos), a legenda das cores,
 * a lista dos itens com filtro de departamento e a exportação em CSV.
 */
export function PlanejamentoAnual() {
  const estado = useEstadoPlanejamento();
  const consulta = usePlanejamento(estado.ano);
  const { gerando, exportar } = useExportacao(estado.ano);
  const anoAtual = Number(hoje().slice(0, 4));
  return (
    <>
      <CabecalhoPagina
        titulo="Calendário Anual"
        subtitulo="Solicitações de curso e eventos do ano por departamento, para planejar a oferta da Escola."
        acoes={
          <div className="flex w-full flex-wrap gap-2 *:flex-auto sm:w-auto sm:*:flex-none">
            <Link to={SOLICITACOES_CURSO} className={CLASSE_LINK_BOTAO}>
              <ClipboardList aria-hidden="true" className="size-4" />
              Solicitações
            </Link>
            <Botao variante="secundario" onClick={() => void exportar()} carregando={gerando} textoCarregando="Gerando CSV…">
              <Download aria-hidden="true" className="size-4" />
              Exportar CSV
            </Botao>
            <BotaoAtualizar consulta={consulta} />
          </div>
        }
      />
      <div className="space-y-5">
        <BarraPlanejamento {...estado} anoAtual={anoAtual} />
        <LegendaDepartamentos />
        {consulta.isPending ? (
          <Esqueleto linhas={5} rotulo={`Carregando o planejamento de ${estado.ano}…`} />
        ) : !consulta.data ? (
          <ErroCarregamento mensagem={`Não foi possível carregar o planejamento de ${estado.ano}. Confira a conexão e tente novamente.`} aoTentar={() => void consulta.refetch()} />
        ) : (
          <ConteudoDoAno dados={consulta.data} estado={estado} />
        )}
      </div>
    </>
  );
}
