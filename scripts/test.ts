/**
 * `npm test`: lint, typecheck, todos os projetos do Vitest, o orçamento de JavaScript do /login e as jornadas no Chromium.
 * Sem Chromium na máquina, avisa alto e pula só a suíte do navegador — a menos que E2E_REQUIRED=1.
 *
 * Lint, typecheck e o orçamento não dependem um do outro e cada um usa um núcleo: rodam juntos (a saída de
 * cada um aparece inteira quando ele termina). Vitest e e2e usam todos os núcleos: um de cada vez.
 */
import { spawn } from 'node:child_process';

type Passo = [nome: string, comando: string[]];

const juntos: Passo[] = [
  ['lint', ['npm', 'run', '--silent', 'lint']],
  ['typecheck', ['npm', 'run', '--silent', 'typecheck']],
  // JavaScript do /login até 86 kB gzip (decisões 008 e 015): build numa cópia, medida estática do bench web
  ['orçamento do /login', ['npm', 'run', '--silent', 'bench', '--', 'orcamento']],
];
const emSequencia: Passo[] = [
  ['vitest', ['npx', 'vitest', 'run']],
  ['e2e', ['npm', 'run', '--silent', 'test:e2e']],
];

const segundos = (t0: number) => ((Date.now() - t0) / 1000).toFixed(1);

/** Roda um passo; `guardar` junta a saída para mostrar de uma vez (passos em paralelo não se misturam). */
function rodar([nome, [cmd, ...args]]: Passo, guardar: boolean): Promise<{ nome: string; status: number; s: string }> {
  const t0 = Date.now();
  if (!guardar) process.stdout.write(`\n▶ ${nome}\n`);
  return new Promise((resolve) => {
    const filho = spawn(cmd!, args, { stdio: guardar ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env });
    const saida: Buffer[] = [];
    filho.stdout?.on('data', (d: Buffer) => saida.push(d));
    filho.stderr?.on('data', (d: Buffer) => saida.push(d));
    filho.on('close', (codigo) => {
      if (guardar) process.stdout.write(`\n▶ ${nome}\n${Buffer.concat(saida).toString()}`);
      resolve({ nome, status: codigo ?? 1, s: segundos(t0) });
    });
  });
}

function conferir(r: { nome: string; status: number; s: string }): void {
  if (r.status !== 0) {
    process.stderr.write(`\n✖ ${r.nome} falhou (${r.s} s)\n`);
    process.exit(r.status);
  }
  process.stdout.write(`✔ ${r.nome} (${r.s} s)\n`);
}

const inicio = Date.now();
const resultados = await Promise.all(juntos.map((p) => rodar(p, true)));
resultados.forEach(conferir);
for (const p of emSequencia) conferir(await rodar(p, false));
process.stdout.write(`\nTudo verde em ${((Date.now() - inicio) / 1000).toFixed(0)} s.\n`);
