import { ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { CLASSE_BOTAO_LINHA, CLASSE_CARTAO, CLASSE_TD, CLASSE_TH } from '#web/components/ui/classes.ts';
import { formatarNumero } from '#web/lib/formato.ts';
import { useTema } from '#web/lib/use-tema.ts';
import type { Chart } from './chart.ts';

export interface Barra {
  chave: string;
  rotulo: string;
  valor: number;
  /** Texto da célula na tabela (ex.: "3 de 4 (75 %)"); sem ele, o número. */
  texto?: string;
  /** Nulo: a barra não abre detalhe (ex.: "Sem unidade no perfil"). */
  abrir: (() => void) | null;
}

interface Props {
  titulo: string;
  descricao: string;
  rotuloValor: string;
  barras: Barra[];
  horizontal?: boolean;
  /** Valor máximo do eixo (100 para porcentagens). */
  maximo?: number;
  sufixo?: string;
}

/** Cores legíveis nos dois temas (contraste ≥ 3:1 com o fundo do cartão). */
const CORES = {
  light: { barra: '#0f766e', texto: '#334155', grade: '#e2e8f0' },
  dark: { barra: '#5eead4', texto: '#cbd5e1', grade: '#334155' },
} as const;

/** O jsdom (testes) não desenha em canvas: lá fica só a tabela. */
const semCanvas = () => typeof navigator !== 'undefined' && /jsdom/i.test(navigator.userAgent);

/**
 * Gráfico de barras (chart.js, carregado sob demanda e sem animação) com a tabela equivalente logo abaixo,
 * aberta a pedido: cada linha tem o botão que abre as linhas por trás do número (o mesmo que clicar na barra).
 */
export function GraficoBarras({ titulo, descricao, rotuloValor, barras, horizontal = false, maximo, sufixo = '' }: Props) {
  const idTitulo = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const grafico = useRef<Chart | null>(null);
  const [falhou, setFalhou] = useState(false);
  const { tema } = useTema();
  const vazio = barras.every((b) => b.valor === 0);

  useEffect(() => {
    if (semCanvas() || vazio || !canvas.current) return;
    let cancelado = false;
    import('./chart.ts')
      .then(({ Chart: ChartJs }) => {
        if (cancelado || !canvas.current) return;
        const cores = CORES[tema];
        grafico.current?.destroy();
        grafico.current = new ChartJs(canvas.current, {
          type: 'bar',
          data: { labels: barras.map((b) => b.rotulo), datasets: [{ label: rotuloValor, data: barras.map((b) => b.valor), backgroundColor: cores.barra, borderRadius: 4, maxBarThickness: 36 }] },
          options: {
            animation: false,
            responsive: true,
            maintainAspectRatio: false,
            indexAxis: horizontal ? 'y' : 'x',
            events: ['click'],
            onClick: (_e, elementos) => {
              const i = elementos[0]?.index;
              if (i !== undefined) barras[i]?.abrir?.();
            },
            onHover: (e, elementos) => {
              const alvo = e.native?.target;
              if (alvo instanceof HTMLElement) alvo.style.cursor = elementos.length > 0 ? 'pointer' : 'default';
            },
            scales: {
              [horizontal ? 'x' : 'y']: { beginAtZero: true, max: maximo, ticks: { color: cores.texto, precision: 0 }, grid: { color: cores.grade } },
              [horizontal ? 'y' : 'x']: { ticks: { color: cores.texto, autoSkip: false, callback: (_v: unknown, i: number) => encurtar(barras[i]?.rotulo ?? '') }, grid: { display: false } },
            },
          },
        });
      })
      .catch(() => setFalhou(true));
    return () => {
      cancelado = true;
      grafico.current?.destroy();
      grafico.current = null;
    };
  }, [barras, tema, horizontal, maximo, rotuloValor, vazio]);

  const altura = horizontal ? Math.max(160, barras.length * 34 + 40) : 240;
  return (
    <section aria-labelledby={idTitulo} className={`${CLASSE_CARTAO} min-w-0`}>
      <h3 id={idTitulo} className="font-semibold text-escola-800 dark:text-escola-100">
        {titulo}
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">{descricao}</p>
      {vazio ? (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">Nada a mostrar neste período.</p>
      ) : (
        <>
          {!falhou && !semCanvas() && (
            <div className="relative mt-3 w-full [contain:inline-size]" style={{ height: altura }}>
              <canvas ref={canvas} aria-hidden="true" />
            </div>
          )}
          {falhou && <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">O gráfico não carregou; os dados estão na tabela abaixo.</p>}
          <details className="mt-3" open={semCanvas() || falhou}>
            <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-escola-700 underline underline-offset-4 dark:text-escola-100">
              Ver os dados em tabela
            </summary>
            <div className="mt-2 overflow-x-auto [contain:inline-size]">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{titulo}</caption>
                <thead>
                  <tr className="border-b border-slate-200 dark:border-slate-700">
                    <th scope="col" className={CLASSE_TH}>
                      Item
                    </th>
                    <th scope="col" className={`${CLASSE_TH} text-right`}>
                      {rotuloValor}
                    </th>
                    <th scope="col" className={CLASSE_TH}>
                      <span className="sr-only">Detalhe</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {barras.map((b) => (
                    <tr key={b.chave} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
                      <th scope="row" className={`${CLASSE_TD} font-normal`}>
                        {b.rotulo}
                      </th>
                      <td className={`${CLASSE_TD} text-right tabular-nums`}>{b.texto ?? `${formatarNumero(b.valor)}${sufixo}`}</td>
                      <td className={`${CLASSE_TD} text-right`}>
                        {b.abrir && b.valor > 0 && (
                          <button type="button" className={CLASSE_BOTAO_LINHA} onClick={b.abrir} aria-label={`Ver linhas de ${b.rotulo}`}>
                            Ver linhas
                            <ChevronRight aria-hidden="true" className="size-4" />
                          </button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </section>
  );
}

const encurtar = (s: string) => (s.length > 22 ? `${s.slice(0, 21)}…` : s);
