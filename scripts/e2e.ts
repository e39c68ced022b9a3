/**
 * `npm run test:e2e [-- argumentos do playwright test]`: as jornadas (playwright.config.ts) no
 * Chromium do Debian. Sem Chromium: avisa alto e sai 0 (só a suíte do navegador é pulada) — ou 1
 * com E2E_REQUIRED=1 (o CI usa).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { acharChromium, RAIZ } from './servidor-local.ts';

function avisarSemChromium(): never {
  const obrigatorio = process.env.E2E_REQUIRED === '1';
  const faixa = '⚠'.repeat(40);
  const linhas = [
    '',
    faixa,
    `⚠ Chromium não encontrado: a suíte do navegador FOI PULADA (${process.env.CHROMIUM_PATH || '/usr/bin/chromium'}).`,
    '⚠ Nenhuma jornada e2e foi executada; isto NÃO é um resultado verde do navegador.',
    '⚠ Instale com: apt-get install -y --no-install-recommends chromium fonts-dejavu-core',
    '⚠ ou aponte CHROMIUM_PATH para um Chromium existente.',
    obrigatorio ? '⚠ E2E_REQUIRED=1: falhando.' : '⚠ Para tornar isto uma falha, use E2E_REQUIRED=1 (o CI usa).',
    faixa,
    '',
  ];
  process.stderr.write(linhas.join('\n') + '\n');
  process.exit(obrigatorio ? 1 : 0);
}

if (!acharChromium()) avisarSemChromium();

const cli = path.join(RAIZ, 'node_modules/@playwright/test/cli.js');
const filho = spawn(process.execPath, [cli, 'test', ...process.argv.slice(2)], { cwd: RAIZ, stdio: 'inherit' });
// Ctrl-C chega ao grupo todo: o Playwright desmonta servidores e navegadores; aqui só esperamos ele sair
process.on('SIGINT', () => {});
process.on('SIGTERM', () => filho.kill('SIGTERM'));
filho.on('exit', (codigo, sinal) => process.exit(codigo ?? (sinal ? 1 : 0)));
