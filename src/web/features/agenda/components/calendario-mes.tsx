import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { ItemAgenda } from '#shared/contracts/agenda.ts';
import { ROTULO_STATUS } from '#shared/rules/cronograma.ts';
import { COR_ITEM, COR_PONTO } from './cores.ts';
import { dataPorExtenso, diaDaSemana, diasNoMes, mesDaData, NOMES_DIAS_SEMANA, partesDaData, semanasDoMes, SIGLAS_DIAS_SEMANA, somarDias, somarMeses, textoDoMes, type Mes } from './datas.ts';
import { chaveDoItem } from './itens.ts';
import { MarcadorPapel } from './marcadores.tsx';

/** Etiquetas por dia no calendário do computador; o que passar vira "+N". */
export const MAX_ETIQUETAS_DIA = 3;

interface Props {
  mes: Mes;
  porDia: Map<string, ItemAgenda[]>;
  hoje: string;
  selecionado: string;
  idTitulo: string;
  carregando: boolean;
  /** Escolhe o dia (clique ou teclado; pode ser de outro mês). */
  aoEscolherDia: (data: string) => void;
  aoAbrir: (i: ItemAgenda) => void;
  /** "+N": mostra a lista completa do dia. */
  aoVerDia: (data: string) => void;
}

/** Mesmo dia no mês vizinho (31/03 → 30/04). */
function diaNoMesVizinho(data: string, delta: number): string {
  const alvo = somarMeses(mesDaData(data), delta);
  const dia = Math.min(partesDaData(data).dia, diasNoMes(alvo));
  return `${textoDoMes(alvo)}-${String(dia).padStart(2, '0')}`;
}

/** Setas andam um dia ou uma semana; Home/End vão ao início/fim da semana; PageUp/PageDown trocam de mês. */
function destinoDaTecla(data: string, tecla: string): string | null {
  const passos: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
  if (tecla in passos) return somarDias(data, passos[tecla]!);
  if (tecla === 'Home') return somarDias(data, -diaDaSemana(data));
  if (tecla === 'End') return somarDias(data, 6 - diaDaSemana(data));
  if (tecla === 'PageUp') return diaNoMesVizinho(data, -1);
  if (tecla === 'PageDown') return diaNoMesVizinho(data, 1);
  return null;
}

function Etiqueta({ item, aoAbrir }: { item: ItemAgenda; aoAbrir: (i: ItemAgenda) => void }) {
  const inicio = item.horario_inicio.slice(0, 5);
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      title={`${inicio}–${item.horario_fim.slice(0, 5)} ${item.evento.titulo}`}
      onClick={() => aoAbrir(item)}
      className={`flex w-full items-center gap-1 rounded border px-1 py-0.5 text-left text-xs ${COR_ITEM[item.turma.status]} ${item.inscricao === 'em_espera' ? 'border-dashed' : ''}`}
    >
      <span className="font-semibold tabular-nums">{inicio}</span>
      <span className="min-w-0 flex-1 truncate">{item.evento.titulo}</span>
      <MarcadorPapel item={item} compacto />
      <span className="sr-only">, {ROTULO_STATUS[item.turma.status]}</span>
    </button>
  );
}

function rotuloDoDia(data: string, n: number) {
  return `${dataPorExtenso(data, false)}: ${n === 0 ? 'sem encontros' : `${n} encontro(s)`}`;
}

interface PropsDia extends Omit<Props, 'mes' | 'porDia' | 'idTitulo' | 'carregando'> {
  data: string;
  itens: ItemAgenda[];
  aoTeclar: (e: KeyboardEvent<HTMLButtonElement>, data: string) => void;
}

function CelulaDia({ data, itens, hoje, selecionado, aoEscolherDia, aoAbrir, aoVerDia, aoTeclar }: PropsDia) {
  const escolhido = data === selecionado;
  const extra = itens.length - MAX_ETIQUETAS_DIA;
  return (
    <div className="flex h-full flex-col gap-0.5">
      <button
        type="button"
        data-dia={data}
        tabIndex={escolhido ? 0 : -1}
        aria-pressed={escolhido}
        aria-current={data === hoje ? 'date' : undefined}
        aria-label={rotuloDoDia(data, itens.length)}
        onClick={() => aoEscolherDia(data)}
        onKeyDown={(e) => aoTeclar(e, data)}
        className="group flex min-h-11 w-full flex-col items-center justify-start gap-1 rounded-md pt-1 aria-pressed:bg-escola-50 sm:min-h-0 sm:items-start sm:px-1 sm:aria-pressed:bg-transparent dark:aria-pressed:bg-slate-800 sm:dark:aria-pressed:bg-transparent"
      >
        <span
          className={`inline-flex size-7 items-center justify-center rounded-full text-sm tabular-nums group-aria-pressed:ring-2 group-aria-pressed:ring-escola-600 dark:group-aria-pressed:ring-escola-100 ${data === hoje ? 'bg-escola-700 font-bold text-white dark:bg-escola-100 dark:text-escola-900' : ''}`}
        >
          {partesDaData(data).dia}
        </span>
        {itens.length > 0 && (
          <span aria-hidden="true" className="flex gap-0.5 sm:hidden">
            {itens.slice(0, MAX_ETIQUETAS_DIA).map((i) => (
              <span key={chaveDoItem(i)} className={`size-1.5 rounded-full ${COR_PONTO[i.turma.status]}`} />
            ))}
          </span>
        )}
      </button>
      {itens.length > 0 && (
        <ul className="hidden flex-col gap-0.5 sm:flex" aria-label={`Encontros de ${dataPorExtenso(data, false)}`}>
          {itens.slice(0, MAX_ETIQUETAS_DIA).map((i) => (
            <li key={chaveDoItem(i)}>
              <Etiqueta item={i} aoAbrir={aoAbrir} />
            </li>
          ))}
          {extra > 0 && (
            <li>
              <button
                type="button"
                onClick={() => aoVerDia(data)}
                aria-label={`Mais ${extra} encontro(s) neste dia`}
                className="w-full rounded px-1 text-left text-xs font-semibold text-escola-700 underline-offset-2 hover:underline dark:text-escola-100"
              >
                +{extra}
              </button>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}

/**
 * Calendário do mês (domingo a sábado). No computador, até 3 etiquetas por dia (hora e título, cor
 * pela situação da turma) e "+N"; no celular, pontos coloridos (o dia escolhido aparece em lista
 * abaixo). Os dias usam "roving tabindex": um só entra no Tab, e as setas andam entre eles.
 */
export function CalendarioMes({ mes, porDia, idTitulo, carregando, selecionado, ...resto }: Props) {
  /** Dia que deve receber o foco quando aparecer (ao trocar de mês, só depois do novo mês renderizar). */
  const querFoco = useRef<string | null>(null);
  const tabela = useRef<HTMLTableElement>(null);

  useEffect(() => {
    if (!querFoco.current || querFoco.current !== selecionado) return;
    const botao = tabela.current?.querySelector<HTMLButtonElement>(`[data-dia="${selecionado}"]`);
    if (!botao) return;
    querFoco.current = null;
    botao.focus();
  }, [selecionado, mes]);

  function aoTeclar(e: KeyboardEvent<HTMLButtonElement>, data: string) {
    const destino = destinoDaTecla(data, e.key);
    if (!destino) return;
    e.preventDefault();
    querFoco.current = destino;
    resto.aoEscolherDia(destino);
  }

  return (
    <table ref={tabela} className="w-full table-fixed border-collapse" aria-labelledby={idTitulo} aria-busy={carregando || undefined}>
      <thead>
        <tr>
          {SIGLAS_DIAS_SEMANA.map((s, i) => (
            <th key={s} scope="col" abbr={NOMES_DIAS_SEMANA[i]} className="pb-2 text-xs font-semibold text-slate-600 uppercase dark:text-slate-400">
              {s}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {semanasDoMes(mes).map((semana, s) => (
          <tr key={s}>
            {semana.map((data, d) => (
              <td
                key={data ?? `vazio-${s}-${d}`}
                className={`h-14 border border-slate-200 p-0.5 align-top sm:h-36 sm:p-1 dark:border-slate-800 ${data ? 'bg-white dark:bg-slate-900' : 'bg-slate-50 dark:bg-slate-950'}`}
              >
                {data && <CelulaDia data={data} itens={porDia.get(data) ?? []} selecionado={selecionado} aoTeclar={aoTeclar} {...resto} />}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
