import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { AgendaDoMes, DiaDaAgenda } from '#shared/contracts/salas.ts';
import { ehFimDeSemana, mesDe, somarDias, type Periodo } from '#shared/rules/salas.ts';
import { dataPorExtenso, NOMES_DIAS_SEMANA, numeroDoDia, semanasUteis, SIGLAS_DIAS_SEMANA } from '../comum/datas.ts';
import { SITUACAO } from '../comum/selos.tsx';
import { DiaBloqueado, textoDoBloqueio } from './dia-bloqueado.tsx';
import { ehMinhaSolicitacao, PeriodoDoDia, textoDoHorario } from './periodo.tsx';

interface Props {
  agenda: AgendaDoMes;
  idTitulo: string;
  carregando: boolean;
  selecionado: string | null;
  aoEscolherDia: (data: string) => void;
  aoPedir: (data: string, periodo: Periodo) => void;
}

/** Dia útil seguinte (ou anterior) dentro do mês; setas ↑/↓ andam uma semana. */
function destino(data: string, tecla: string): string | null {
  const passo = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 7, ArrowUp: -7 }[tecla];
  if (passo === undefined) return null;
  let d = somarDias(data, passo);
  while (ehFimDeSemana(d)) d = somarDias(d, Math.sign(passo));
  return mesDe(d) === mesDe(data) ? d : null;
}

function rotuloDoDia(dia: DiaDaAgenda): string {
  const quando = dataPorExtenso(dia.data, false);
  if (dia.bloqueio) return `${quando}: ${textoDoBloqueio(dia.bloqueio)}`;
  return `${quando}: ${dia.horarios.map(textoDoHorario).join(', ').toLocaleLowerCase('pt-BR')}`;
}

/** Os dois períodos do dia em miniatura: ícone e cor de cada um (o nome do botão diz em texto). */
function Miniaturas({ dia }: { dia: DiaDaAgenda }) {
  if (dia.bloqueio) {
    const { Icone } = SITUACAO.bloqueada;
    return <Icone aria-hidden="true" className="size-3.5 text-slate-600 dark:text-slate-300" />;
  }
  return (
    <span aria-hidden="true" className="flex gap-0.5">
      {dia.horarios.map((h) => {
        const { Icone, classe } = SITUACAO[ehMinhaSolicitacao(h) ? 'minha' : h.situacao];
        return (
          <span key={h.periodo} className={`inline-flex size-4 items-center justify-center rounded-full ring-1 ring-inset ${classe}`}>
            <Icone className="size-3" />
          </span>
        );
      })}
    </span>
  );
}

/**
 * Calendário do mês no celular (390 px): grade compacta de segunda a sexta, cada dia com a miniatura dos
 * dois períodos; o dia escolhido aparece abaixo, com os botões de pedido em tamanho de toque. Só o dia
 * escolhido entra no Tab; as setas andam entre os dias.
 */
export function CalendarioCompacto({ agenda, idTitulo, carregando, selecionado, aoEscolherDia, aoPedir }: Props) {
  const porData = new Map(agenda.dias.map((d) => [d.data, d]));
  const grade = useRef<HTMLTableElement>(null);
  const querFoco = useRef<string | null>(null);
  const escolhido = selecionado ? porData.get(selecionado) : undefined;
  const noTab = escolhido?.data ?? agenda.dias.find((d) => !d.fim_de_semana)?.data;

  useEffect(() => {
    if (!querFoco.current || querFoco.current !== selecionado) return;
    grade.current?.querySelector<HTMLButtonElement>(`[data-dia="${selecionado}"]`)?.focus();
    querFoco.current = null;
  }, [selecionado]);

  function aoTeclar(e: KeyboardEvent, data: string) {
    const alvo = destino(data, e.key);
    if (!alvo) return;
    e.preventDefault();
    querFoco.current = alvo;
    aoEscolherDia(alvo);
  }

  return (
    <div className="space-y-4">
      <table ref={grade} className="w-full table-fixed border-collapse" aria-labelledby={idTitulo} aria-busy={carregando || undefined}>
        <thead>
          <tr>
            {[1, 2, 3, 4, 5].map((i) => (
              <th key={i} scope="col" abbr={NOMES_DIAS_SEMANA[i]} className="pb-1 text-xs font-semibold text-slate-600 uppercase dark:text-slate-400">
                {SIGLAS_DIAS_SEMANA[i]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {semanasUteis(agenda.mes).map((semana, s) => (
            <tr key={s}>
              {semana.map((data, i) => {
                const dia = data ? porData.get(data) : undefined;
                return (
                  <td key={data ?? `vazio-${s}-${i}`} className="p-0.5">
                    {dia && (
                      <button
                        type="button"
                        data-dia={dia.data}
                        tabIndex={dia.data === noTab ? 0 : -1}
                        aria-pressed={dia.data === selecionado}
                        aria-current={dia.data === agenda.hoje ? 'date' : undefined}
                        aria-label={rotuloDoDia(dia)}
                        onClick={() => aoEscolherDia(dia.data)}
                        onKeyDown={(e) => aoTeclar(e, dia.data)}
                        className="flex min-h-14 w-full flex-col items-center justify-center gap-1 rounded-lg border border-slate-200 bg-white text-sm tabular-nums aria-pressed:border-escola-700 aria-pressed:ring-2 aria-pressed:ring-escola-600 dark:border-slate-700 dark:bg-slate-900 dark:aria-pressed:border-escola-100 dark:aria-pressed:ring-escola-100"
                      >
                        <span className={dia.data === agenda.hoje ? 'rounded-full bg-escola-700 px-1.5 font-bold text-white dark:bg-escola-100 dark:text-escola-900' : 'font-semibold'}>
                          {numeroDoDia(dia.data)}
                        </span>
                        <Miniaturas dia={dia} />
                      </button>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {escolhido && <DiaEscolhido dia={escolhido} aoPedir={aoPedir} />}
    </div>
  );
}

/** O dia escolhido na grade compacta: a descrição do bloqueio ou os dois períodos, com "Solicitar". */
function DiaEscolhido({ dia, aoPedir }: { dia: DiaDaAgenda; aoPedir: Props['aoPedir'] }) {
  const quando = dataPorExtenso(dia.data, false);
  return (
    <section aria-label={`Dia escolhido: ${quando}`} className="rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900">
      <h3 className="mb-2 font-semibold text-escola-800 first-letter:uppercase dark:text-escola-100">{quando}</h3>
      {dia.bloqueio ? (
        <DiaBloqueado bloqueio={dia.bloqueio} />
      ) : (
        <ul className="grid gap-2">
          {dia.horarios.map((h) => (
            <li key={h.periodo}>
              <PeriodoDoDia horario={h} quando={quando} aoPedir={(p) => aoPedir(dia.data, p)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
