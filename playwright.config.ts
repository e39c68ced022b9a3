/**
 * Jornadas de usuário (e2e/*.spec.ts) no Chromium do Debian, com Playwright Test. Rode com
 * `npm run test:e2e [-- argumentos do playwright test]` (scripts/e2e.ts confere o Chromium antes).
 * Nunca baixe os navegadores do Playwright: o executável é /usr/bin/chromium (ou CHROMIUM_PATH).
 */
import { defineConfig } from '@playwright/test';
import { DESKTOP } from './e2e/support/dados.ts';
import { acharChromium, CHROMIUM_ARGS } from './scripts/servidor-local.ts';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  outputDir: 'e2e/artefatos/resultados',
  globalSetup: './e2e/support/preparacao-global.ts',
  // 2 núcleos: um servidor + um Chromium por worker
  workers: 2,
  retries: 0,
  timeout: Number(process.env.E2E_TIMEOUT_MS ?? 180_000),
  expect: { timeout: 15_000 },
  reporter: [['list'], ['./e2e/support/resumo.ts']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: acharChromium() ?? undefined, args: CHROMIUM_ARGS },
    viewport: DESKTOP,
    deviceScaleFactor: 1,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
