/**
 * Medição extra do `npm run bench -- relatorios`: o tempo de `GET /api/admin/dashboard-analitico` sobre as
 * 50.000 inscrições semeadas, contra uma leitura simples de uma linha do mesmo servidor
 * (`GET /api/bench/notas/:id`, BENCH_ROUTES). Meta (issue 21): abaixo de 300 ms no PostgreSQL.
 */
import type { ContextoDaMedicao } from './relatorios.ts';
import { ms } from './formato.ts';

export const META_PAINEL_MS = 300;
const REPETICOES = 20;

const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)]!;

/** Tempos (ms) de `REPETICOES` pedidos em sequência, depois de 3 de aquecimento; erro se algum não for 200. */
async function tempos(url: string, headers: Record<string, string>): Promise<number[] | string> {
  const xs: number[] = [];
  for (let i = 0; i < REPETICOES + 3; i++) {
    const t0 = performance.now();
    const r = await fetch(url, { headers });
    await r.arrayBuffer();
    if (r.status !== 200) return `${url.replace(/^https?:\/\/[^/]+/, '')} respondeu ${r.status}`;
    if (i >= 3) xs.push(performance.now() - t0);
  }
  return xs;
}

export async function medirPainelAnalitico({ servidor, auth, rotulo }: ContextoDaMedicao): Promise<string | null> {
  const nota = await fetch(`${servidor.url}/api/bench/notas`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ texto: 'referência' }) });
  if (nota.status !== 201 && nota.status !== 200) return `POST /api/bench/notas respondeu ${nota.status} (o servidor precisa de BENCH_ROUTES=true)`;
  const { id } = (await nota.json()) as { id: number };
  const referencia = await tempos(`${servidor.url}/api/bench/notas/${id}`, {});
  if (typeof referencia === 'string') return referencia;
  const ano = new Date().getFullYear();
  const consultas: [string, string][] = [
    ['sem filtro', ''],
    [`ano ${ano}`, `?ano=${ano}`],
    [`ano ${ano}, tipo Congresso`, `?ano=${ano}&tipo=Congresso`],
  ];
  const ref = mediana(referencia);
  process.stdout.write(`   ${rotulo}: leitura simples de referência mediana ${ms(ref)}, p95 ${ms(p95(referencia))}\n`);
  let pior = 0;
  for (const [nome, qs] of consultas) {
    const xs = await tempos(`${servidor.url}/api/admin/dashboard-analitico${qs}`, auth);
    if (typeof xs === 'string') return xs;
    const m = mediana(xs);
    pior = Math.max(pior, m);
    process.stdout.write(
      `   ${rotulo}: GET /api/admin/dashboard-analitico (${nome}) mediana ${ms(m)}, p95 ${ms(p95(xs))} · ${(ref / m).toFixed(3)}× a leitura simples (${REPETICOES} pedidos)\n`,
    );
  }
  if (rotulo === 'PostgreSQL' && pior >= META_PAINEL_MS) return `o painel analítico levou ${ms(pior)} (mediana) no PostgreSQL; meta < ${META_PAINEL_MS} ms`;
  return null;
}
