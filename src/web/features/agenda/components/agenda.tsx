import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ItemAgenda } from '#shared/contracts/agenda.ts';
import type { Status } from '#shared/rules/cronograma.ts';
import { ErroCarregamento, Vazio } from '#web/components/ui/estados.tsx';
import type { FonteAgenda } from '../api/keys.ts';
import { useAgenda } from '../api/listar-agenda.ts';
import { BarraAgenda } from './barra-agenda.tsx';
import { CalendarioMes } from './calendario-mes.tsx';
import { hoje as hojeEmSp, limitesDoMes, mesDaData, mesmoMes, somarMeses, type Mes } from './datas.ts';
import { DetalhesEncontro } from './detalhes-encontro.tsx';
import { DiaEscolhido } from './dia-escolhido.tsx';
import { agruparPorDia, filtrarPorTitulo } from './itens.ts';
import { LegendaAgenda } from './legenda-agenda.tsx';
import { ListaAgenda } from './lista-agenda.tsx';
import { useEstadoDaUrl } from './use-estado-da-url.ts';

interface Props {
  fonte: FonteAgenda;
  /** Busca por título do evento (filtra no navegador). */
  comBusca?: boolean;
  /** Mostra a legenda dos marcadores "Instrutor" e "Lista de espera". */
  comPapeis?: boolean;
  /** Sugestão do estado vazio da lista. */
  sugestaoVazio?: ReactNode;
}

function contarPorStatus(itens: readonly ItemAgenda[]): Record<Status, number> {
  const c: Record<Status, number> = { programado: 0, em_andamento: 0, encerrado: 0 };
  for (const i of itens) c[i.turma.status]++;
  return c;
}

function anuncio(carregando: boolean, erro: boolean, n: number, busca: string): string {
  if (carregando) return 'Carregando agenda…';
  if (erro) return '';
  if (busca.trim()) return n ? `${n} encontro(s) encontrado(s) neste mês.` : 'Nenhum encontro encontrado para essa busca neste mês.';
  return n ? `Agenda carregada: ${n} encontro(s).` : 'Nenhum encontro neste mês.';
}

/** O dia escolhido quando a pessoa ainda não escolheu: hoje, se for do mês; senão, o dia 1. */
const diaPadrao = (mes: Mes, hoje: string) => (mesmoMes(mesDaData(hoje), mes) ? hoje : limitesDoMes(mes).de);

/**
 * Agenda reutilizável (pessoa, instrutor, administração): calendário do mês ou lista por dia, com o
 * mês e a vista no endereço. Busca só o mês visível (um cache por mês).
 */
export function Agenda({ fonte, comBusca = false, comPapeis = false, sugestaoVazio }: Props) {
  const idTitulo = useId();
  const { mes, vista, irParaMes, mudarVista } = useEstadoDaUrl();
  const hoje = hojeEmSp();
  const [escolhido, setEscolhido] = useState<string | null>(null);
  const [aberto, setAberto] = useState<ItemAgenda | null>(null);
  const [busca, setBusca] = useState('');
  const [focarDia, setFocarDia] = useState(0);
  const tituloDia = useRef<HTMLHeadingElement>(null);
  const consulta = useAgenda(fonte, limitesDoMes(mes));

  const itens = useMemo(() => filtrarPorTitulo(consulta.data ?? [], comBusca ? busca : ''), [consulta.data, busca, comBusca]);
  const porDia = useMemo(() => agruparPorDia(itens), [itens]);
  const selecionado = escolhido && mesmoMes(mesDaData(escolhido), mes) ? escolhido : diaPadrao(mes, hoje);

  useEffect(() => {
    if (focarDia) tituloDia.current?.focus();
  }, [focarDia]);

  function escolherDia(data: string) {
    setEscolhido(data);
    if (!mesmoMes(mesDaData(data), mes)) irParaMes(mesDaData(data));
  }

  return (
    <div className="space-y-4">
      {comBusca && (
        <div className="max-w-xl">
          <label htmlFor={`${idTitulo}-busca`} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
            Buscar por título do evento
          </label>
          <input
            id={`${idTitulo}-busca`}
            type="search"
            value={busca}
            onChange={(e) => setBusca(e.target.value)}
            placeholder="Ex.: Acolhimento"
            autoComplete="off"
            className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
          />
        </div>
      )}
      <BarraAgenda
        mes={mes}
        idTitulo={idTitulo}
        vista={vista}
        aoMudarMes={(d) => {
          setEscolhido(null);
          irParaMes(somarMeses(mes, d));
        }}
        aoIrParaHoje={() => {
          setEscolhido(hoje);
          irParaMes(mesDaData(hoje));
        }}
        aoMudarVista={mudarVista}
      />
      <p role="status" aria-live="polite" className="min-h-5 text-sm font-medium text-slate-700 dark:text-slate-200">
        {anuncio(consulta.isPending, consulta.isError, itens.length, comBusca ? busca : '')}
      </p>
      <LegendaAgenda contagem={consulta.data ? contarPorStatus(itens) : null} comPapeis={comPapeis} />
      {consulta.isError ? (
        <ErroCarregamento mensagem="Não foi possível carregar a agenda." aoTentar={() => void consulta.refetch()} />
      ) : vista === 'mes' ? (
        <div className="space-y-4">
          <CalendarioMes
            mes={mes}
            porDia={porDia}
            hoje={hoje}
            selecionado={selecionado}
            idTitulo={idTitulo}
            carregando={consulta.isFetching}
            aoEscolherDia={escolherDia}
            aoAbrir={setAberto}
            aoVerDia={(data) => {
              setEscolhido(data);
              setFocarDia((n) => n + 1);
            }}
          />
          <DiaEscolhido ref={tituloDia} data={selecionado} itens={porDia.get(selecionado) ?? []} aoAbrir={setAberto} carregando={!consulta.data} />
        </div>
      ) : consulta.isPending ? (
        <div aria-hidden="true" className="space-y-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-20 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />
          ))}
        </div>
      ) : itens.length === 0 ? (
        <Vazio mensagem={busca.trim() && comBusca ? 'Nenhum encontro encontrado para essa busca neste mês.' : 'Nenhum encontro neste mês.'} sugestao={sugestaoVazio} />
      ) : (
        <ListaAgenda itens={itens} hoje={hoje} aoAbrir={setAberto} />
      )}
      {aberto && <DetalhesEncontro item={aberto} aoFechar={() => setAberto(null)} />}
    </div>
  );
}
