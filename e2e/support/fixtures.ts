/**
 * Fixtures das jornadas (CONVENTIONS S9). Importe `test` e `expect` daqui, não de @playwright/test.
 *
 * - `servidor` (uma vez por worker): o servidor real sobre a cópia do projeto já construída pela
 *   preparação global, numa porta livre e num DATA_DIR temporário só dele (cópia nova do banco
 *   modelo com a demonstração). Cada worker tem o seu banco, então jornadas em paralelo não se
 *   atrapalham; uma falha descarta o worker e o próximo teste ganha servidor e banco novos.
 * - `baseURL` aponta para esse servidor: `page.goto('/login')` funciona.
 * - `verificacao` (automática): acompanha todos os contextos do teste; axe em cada página checada
 *   e, no fim, nas páginas ainda abertas; erros de console, exceções e 5xx fazem o teste falhar.
 *   Numa falha anexa o log do servidor e os erros de console ao resultado.
 * - `novaPagina()`: um contexto novo (sem sessão), com as mesmas opções e verificação.
 * - `login(page, 'usuario' | 'admin' | 'instrutor' | { identificador, senha })`: entra pela /login.
 * - `caixa`: caixa de saída de e-mails (API de administrador).
 */
import { test as base, type Page, type ViewportSize } from '@playwright/test';
import { iniciarServidor, limparTudoSincrono, type Servidor } from '../../scripts/servidor-local.ts';
import { CaixaDeSaida } from './caixa-de-saida.ts';
import { AMBIENTE_SERVIDOR, CONTAS, SENHA_DEMO, type Conta } from './dados.ts';
import { entrar } from './navegacao.ts';
import { Verificacao } from './verificacao.ts';

// o worker pode morrer sem passar pela desmontagem das fixtures: não deixa servidor órfão
process.on('exit', limparTudoSincrono);

export type Quem = Conta | { identificador: string; senha: string };

interface FixturesDoTeste {
  verificacao: Verificacao;
  novaPagina: (opcoes?: { viewport?: ViewportSize }) => Promise<Page>;
  login: (page: Page, quem: Quem) => Promise<void>;
  caixa: CaixaDeSaida;
}

interface FixturesDoWorker {
  servidor: Servidor;
}

export const test = base.extend<FixturesDoTeste, FixturesDoWorker>({
  servidor: [
    // eslint-disable-next-line no-empty-pattern -- o Playwright exige a desestruturação
    async ({}, use, workerInfo) => {
      const { E2E_RAIZ: raiz, E2E_MODELO: modelo } = process.env;
      if (!raiz || !modelo) throw new Error('E2E_RAIZ/E2E_MODELO ausentes: rode as jornadas pelo playwright.config.ts (npm run test:e2e).');
      const servidor = await iniciarServidor({ rotulo: `escola-e2e-w${workerInfo.workerIndex}`, raiz, modelo, env: AMBIENTE_SERVIDOR });
      await use(servidor);
      await servidor.parar();
    },
    { scope: 'worker', timeout: 150_000 },
  ],

  baseURL: async ({ servidor }, use) => {
    await use(servidor.url);
  },

  verificacao: [
    async ({ servidor }, use, testInfo) => {
      const verificacao = new Verificacao(servidor.url);
      await use(verificacao);
      await verificacao.fecharExtras();
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach('servidor.log', { body: servidor.log(), contentType: 'text/plain' });
        if (verificacao.erros.length) await testInfo.attach('console.txt', { body: verificacao.erros.join('\n'), contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],

  // o contexto padrão entra na verificação; no fim do teste (se passou), axe nas páginas abertas e console limpo
  context: async ({ context, verificacao }, use, testInfo) => {
    verificacao.acompanhar(context);
    await use(context);
    if (testInfo.status === testInfo.expectedStatus) await verificacao.concluir();
  },

  // depende de `context` para ser desmontada antes dele: os contextos extras ainda estão abertos em `concluir()`
  novaPagina: async ({ browser, context: _context, verificacao, viewport, isMobile, hasTouch, locale, timezoneId, baseURL, actionTimeout, navigationTimeout }, use) => {
    await use(async (opcoes = {}) => {
      const tela = opcoes.viewport ?? viewport ?? undefined;
      const celular = opcoes.viewport ? opcoes.viewport.width < 600 : isMobile;
      const contexto = await browser.newContext({ viewport: tela, isMobile: celular, hasTouch: opcoes.viewport ? celular : hasTouch, locale, timezoneId, baseURL, deviceScaleFactor: 1 });
      if (actionTimeout) contexto.setDefaultTimeout(actionTimeout);
      if (navigationTimeout) contexto.setDefaultNavigationTimeout(navigationTimeout);
      verificacao.acompanhar(contexto, true);
      return contexto.newPage();
    });
  },

  // eslint-disable-next-line no-empty-pattern -- o Playwright exige a desestruturação
  login: async ({}, use) => {
    await use(async (page, quem) => {
      const { identificador, senha } = typeof quem === 'string' ? { identificador: CONTAS[quem].email, senha: SENHA_DEMO } : quem;
      await entrar(page, identificador, senha);
    });
  },

  caixa: async ({ request }, use) => {
    await use(new CaixaDeSaida(request));
  },
});

export { expect } from '@playwright/test';
export type { Locator, Page } from '@playwright/test';
