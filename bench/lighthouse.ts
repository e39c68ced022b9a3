/**
 * Lighthouse 12 (perfil móvel: 4G lento simulado e CPU mais lenta) contra o servidor do benchmark,
 * no Chromium do sistema. O Lighthouse fica FORA do projeto (não entra no package.json): LIGHTHOUSE_BIN,
 * ou `lighthouse` no PATH.
 *
 * Calibração: o 4× do perfil móvel foi pensado para uma máquina de benchmarkIndex 1.500–2.000 (a medida de
 * CPU que o próprio Lighthouse faz no começo de cada execução). Numa máquina mais lenta o 4× simula um
 * celular mais lento, e as notas caem sem o código mudar. Por isso o multiplicador vem da máquina:
 * 4 × benchmarkIndex ÷ 1.750, com o benchmarkIndex medido antes (mediana de 3) — toda máquina simula o
 * mesmo celular. Cada número sai ao lado do benchmarkIndex daquela execução e do multiplicador usado.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM_ARGS } from '../scripts/servidor-local.ts';
import { ms, tabela } from './formato.ts';

/** Metas do issue 5: desempenho ≥ 0,95 e acessibilidade 1,0 em cada página medida. */
export const META_DESEMPENHO = 0.95;
export const META_ACESSIBILIDADE = 1;
/** Issue 19: o tempo de bloqueio (TBT) de cada página até 200 ms no celular simulado. */
export const META_TBT_MS = 200;

export const COMO_INSTALAR =
  'Lighthouse 12 não encontrado. Instale fora do projeto (nunca no package.json):\n' +
  '  npm i -g lighthouse@12\n' +
  'ou numa pasta à parte e aponte para ela:\n' +
  '  npm i --prefix <pasta-fora-do-projeto> lighthouse@12\n' +
  '  LIGHTHOUSE_BIN=<pasta-fora-do-projeto>/node_modules/.bin/lighthouse npm run bench -- web\n';

/** LIGHTHOUSE_BIN, ou `lighthouse` num diretório do PATH; nulo se não houver. */
export function acharLighthouse(): string | null {
  const candidatos = process.env.LIGHTHOUSE_BIN
    ? [process.env.LIGHTHOUSE_BIN]
    : (process.env.PATH ?? '').split(path.delimiter).filter(Boolean).map((d) => path.join(d, 'lighthouse'));
  for (const c of candidatos) {
    try {
      fs.accessSync(c, fs.constants.X_OK);
      return c;
    } catch {
      /* próximo */
    }
  }
  return null;
}

/** benchmarkIndex para o qual o 4× do Lighthouse foi pensado (meio da faixa 1.500–2.000 da documentação). */
export const INDICE_DE_REFERENCIA = 1750;
/** Multiplicador do perfil móvel do Lighthouse numa máquina de referência. */
export const MULTIPLICADOR_PADRAO = 4;

/** O multiplicador que faz esta máquina simular o mesmo celular: 4 × índice ÷ 1.750 (nunca abaixo de 1). */
export function multiplicadorPara(indice: number): number {
  return Math.max(1, Math.round(((MULTIPLICADOR_PADRAO * indice) / INDICE_DE_REFERENCIA) * 100) / 100);
}

export interface Notas {
  /** benchmarkIndex medido pelo Lighthouse no começo desta execução. */
  indice: number;
  /** Multiplicador de CPU usado nesta execução. */
  multiplicador: number;
  desempenho: number;
  acessibilidade: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
}

interface Relatorio {
  finalDisplayedUrl?: string;
  environment?: { benchmarkIndex?: number };
  configSettings?: { throttling?: { cpuSlowdownMultiplier?: number } };
  runtimeError?: { message?: string };
  categories: Record<'performance' | 'accessibility', { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

/** Quantas vezes tentar quando o próprio Lighthouse falha (NO_NAVSTART, trace perdido): nesta máquina já falhou duas seguidas. */
const TENTATIVAS = 4;

/** Uma execução do Lighthouse, tentada de novo se ele mesmo falhar; a medida nunca vem de uma execução com erro. */
export async function rodarLighthouse(opts: Parameters<typeof umaExecucao>[0]): Promise<Notas & { urlFinal: string }> {
  for (let tentativa = 1; ; tentativa++) {
    try {
      return await umaExecucao(opts);
    } catch (err) {
      if (tentativa >= TENTATIVAS) throw err;
      process.stderr.write(`  (Lighthouse falhou em ${opts.url}, tentativa ${tentativa} de ${TENTATIVAS}; tentando de novo) ${err instanceof Error ? err.message.split('\n')[0] : String(err)}\n`);
    }
  }
}

/** Uma execução do Lighthouse; `cabecalhos` vai em --extra-headers (o cookie da sessão, nas páginas com login). */
async function umaExecucao(opts: {
  bin: string;
  chromium: string;
  url: string;
  pastaTemp: string;
  cabecalhos?: Record<string, string>;
  /** Multiplicador de CPU (padrão do Lighthouse: 4). */
  multiplicador?: number;
}): Promise<Notas & { urlFinal: string }> {
  const saida = path.join(opts.pastaTemp, `lh-${Date.now()}-${Math.random().toString(36).slice(2)}.json`);
  const args = [
    opts.url,
    '--quiet',
    '--output=json',
    `--output-path=${saida}`,
    '--only-categories=performance,accessibility',
    `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
  ];
  if (opts.multiplicador !== undefined) args.push(`--throttling.cpuSlowdownMultiplier=${opts.multiplicador}`);
  if (opts.cabecalhos) {
    const arquivo = path.join(opts.pastaTemp, 'lh-cabecalhos.json');
    fs.writeFileSync(arquivo, JSON.stringify(opts.cabecalhos), { mode: 0o600 });
    args.push(`--extra-headers=${arquivo}`);
  }
  await new Promise<void>((resolve, reject) => {
    const filho = spawn(opts.bin, args, { env: { ...process.env, CHROME_PATH: opts.chromium }, stdio: ['ignore', 'ignore', 'pipe'] });
    let erro = '';
    filho.stderr?.on('data', (b: Buffer) => (erro = (erro + b.toString('utf8')).slice(-4000)));
    const limite = setTimeout(() => filho.kill('SIGKILL'), 180_000);
    filho.on('error', reject);
    filho.on('exit', (codigo) => {
      clearTimeout(limite);
      if (codigo === 0) resolve();
      else reject(new Error(`lighthouse saiu com código ${codigo} em ${opts.url}\n${erro}`));
    });
  });
  const r = JSON.parse(fs.readFileSync(saida, 'utf8')) as Relatorio;
  // BENCH_LH_RELATORIOS=<pasta>: guarda o relatório inteiro (bootup-time, long-tasks…) para ver onde vai o tempo
  const guardar = process.env.BENCH_LH_RELATORIOS;
  if (guardar) {
    fs.mkdirSync(guardar, { recursive: true });
    const nome = `${new URL(opts.url).pathname.replace(/\W+/g, '_') || 'raiz'}-${Date.now()}.json`;
    fs.copyFileSync(saida, path.join(guardar, nome));
  }
  fs.rmSync(saida, { force: true });
  if (r.runtimeError?.message) throw new Error(`lighthouse em ${opts.url}: ${r.runtimeError.message}`);
  const valor = (id: string) => r.audits[id]?.numericValue ?? Number.NaN;
  return {
    urlFinal: r.finalDisplayedUrl ?? opts.url,
    indice: r.environment?.benchmarkIndex ?? Number.NaN,
    multiplicador: r.configSettings?.throttling?.cpuSlowdownMultiplier ?? Number.NaN,
    desempenho: r.categories.performance.score ?? 0,
    acessibilidade: r.categories.accessibility.score ?? 0,
    fcp: valor('first-contentful-paint'),
    lcp: valor('largest-contentful-paint'),
    tbt: valor('total-blocking-time'),
    cls: valor('cumulative-layout-shift'),
    si: valor('speed-index'),
  };
}

/**
 * Mede o benchmarkIndex desta máquina (mediana de `vezes` execuções do Lighthouse em `url`, sem contar as
 * notas) e devolve o multiplicador calibrado. Mostra as medidas.
 */
export async function calibrar(opts: Omit<Parameters<typeof umaExecucao>[0], 'multiplicador'>, vezes = 3): Promise<{ indice: number; multiplicador: number }> {
  const indices: number[] = [];
  for (let i = 0; i < vezes; i++) indices.push((await rodarLighthouse(opts)).indice);
  if (indices.some((v) => !Number.isFinite(v))) throw new Error('o Lighthouse não informou o benchmarkIndex (environment.benchmarkIndex)');
  const ordenados = [...indices].sort((a, b) => a - b);
  const indice = ordenados[Math.floor((ordenados.length - 1) / 2)]!;
  const multiplicador = multiplicadorPara(indice);
  process.stdout.write(
    `  benchmarkIndex desta máquina: ${indice.toFixed(0)} (mediana de ${indices.map((v) => v.toFixed(0)).join(', ')}) → CPU ${multiplicador.toFixed(2)}× ` +
      `(4 × ${indice.toFixed(0)} ÷ ${INDICE_DE_REFERENCIA})\n`,
  );
  if ((MULTIPLICADOR_PADRAO * indice) / INDICE_DE_REFERENCIA < 1) process.stdout.write('  (máquina lenta demais para simular o celular de referência: usando 1×, as notas ficam abaixo do que seriam)\n');
  return { indice, multiplicador };
}

/** Mediana das execuções pela nota de desempenho (como o Lighthouse recomenda para comparar). */
export function mediana(execucoes: Notas[]): Notas {
  const ordenadas = [...execucoes].sort((a, b) => a.desempenho - b.desempenho);
  return ordenadas[Math.floor((ordenadas.length - 1) / 2)]!;
}

/** Tabela por página; devolve as páginas abaixo das metas. */
export function imprimirNotas(resultados: { pagina: string; notas: Notas; todas: number[] }[]): string[] {
  const s = (v: number) => `${(v / 1000).toFixed(1)} s`;
  const linhas = resultados.map(({ pagina, notas: n, todas }) => [
    pagina,
    n.indice.toFixed(0),
    `${n.multiplicador.toFixed(2)}×`,
    todas.length > 1 ? `${n.desempenho.toFixed(2)} (${todas.map((v) => v.toFixed(2)).join(' ')})` : n.desempenho.toFixed(2),
    n.acessibilidade.toFixed(2),
    s(n.fcp),
    s(n.lcp),
    ms(n.tbt),
    n.cls.toFixed(3),
    s(n.si),
  ]);
  process.stdout.write(tabela(['página', 'benchmarkIndex', 'CPU', 'desempenho', 'acessib.', 'FCP', 'LCP', 'TBT', 'CLS', 'SI'], linhas, [false, true, true, true, true, true, true, true, true, true]));
  return resultados.filter(({ notas: n }) => n.desempenho < META_DESEMPENHO || n.tbt > META_TBT_MS || n.acessibilidade < META_ACESSIBILIDADE).map((r) => r.pagina);
}
