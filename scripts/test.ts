/**
 * `npm test`: lint, typecheck, todos os projetos do Vitest, o orçamento de JavaScript do /login e as jornadas no Chromium.
 * Sem Chromium na máquina, avisa alto e pula só a suíte do navegador — a menos que E2E_REQUIRED=1.
 */
import { spawnSync } from 'node:child_process';

const passos: [string, string[]][] = [
  ['lint', ['npm', 'run', '--silent', 'lint']],
  ['typecheck', ['npm', 'run', '--silent', 'typecheck']],
  ['vitest', ['npx', 'vitest', 'run']],
  // JavaScript do /login até 86 kB gzip (decisões 008 e 015): build numa cópia, medida estática do bench web
  ['orçamento do /login', ['npm', 'run', '--silent', 'bench', '--', 'orcamento']],
  ['e2e', ['npm', 'run', '--silent', 'test:e2e']],
];

const inicio = Date.now();
for (const [nome, [cmd, ...args]] of passos) {
  const t0 = Date.now();
  process.stdout.write(`\n▶ ${nome}\n`);
  const r = spawnSync(cmd!, args, { stdio: 'inherit', env: process.env });
  const s = ((Date.now() - t0) / 1000).toFixed(1);
  if (r.status !== 0) {
    process.stderr.write(`\n✖ ${nome} falhou (${s} s)\n`);
    process.exit(r.status ?? 1);
  }
  process.stdout.write(`✔ ${nome} (${s} s)\n`);
}
process.stdout.write(`\nTudo verde em ${((Date.now() - inicio) / 1000).toFixed(0)} s.\n`);
