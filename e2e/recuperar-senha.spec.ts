/**
 * Jornada (c): recuperação de senha pela caixa de saída. /recuperar-senha responde neutro; o
 * administrador lê o e-mail (API e página /admin/emails); o link redefine a senha uma vez só.
 * No fim a senha de demonstração é restaurada pela API, para as jornadas seguintes do mesmo worker.
 */
import { MENSAGEM_RECUPERACAO } from '#shared/contracts/auth.ts';
import type { APIRequestContext } from '@playwright/test';
import { linkDeRedefinicao, type CaixaDeSaida } from './support/caixa-de-saida.ts';
import { CONTAS, SENHA_DEMO } from './support/dados.ts';
import { expect, test, type Page } from './support/fixtures.ts';
import { campo, esperarTexto, esperarUrl, visitar } from './support/navegacao.ts';

const NOVA_SENHA = 'Trocada#2026x';

async function preencherNovaSenha(page: Page, senha: string): Promise<void> {
  const senhas = page.locator('input[type="password"]');
  await expect(senhas.first()).toBeVisible();
  const n = await senhas.count();
  for (let i = 0; i < n; i++) await senhas.nth(i).fill(senha);
  await page.getByRole('button', { name: /redefinir/i }).click();
}

/** Volta a senha de demonstração pelo mesmo fluxo, direto na API. */
async function restaurarSenha(request: APIRequestContext, caixa: CaixaDeSaida): Promise<void> {
  const antes = await caixa.ultimoId();
  const r = await request.post('/api/auth/recuperar-senha', { data: { email: CONTAS.usuario.email } });
  expect(r.ok(), `restauração: recuperar-senha respondeu ${r.status()}`).toBe(true);
  const email = await caixa.lerEmail(CONTAS.usuario.email, { depoisDe: antes });
  const token = decodeURIComponent(linkDeRedefinicao(email.texto).split('/').pop()!);
  const r2 = await request.post('/api/auth/redefinir-senha', { data: { token, senha: SENHA_DEMO } });
  expect(r2.ok(), `restauração: redefinir-senha respondeu ${r2.status()}`).toBe(true);
}

test('recuperação de senha pela caixa de saída (link de uso único)', async ({ page, login, novaPagina, caixa, request, verificacao }) => {
  const idAntes = await caixa.ultimoId();
  await test.step('pede a recuperação em /recuperar-senha', async () => {
    await visitar(page, '/recuperar-senha');
    await esperarUrl(page, '/recuperar-senha');
    await campo(page, /e-?mail/i).fill(CONTAS.usuario.email);
    await page.getByRole('button', { name: /enviar/i }).click();
  });
  await test.step('mensagem neutra', () => esperarTexto(page, MENSAGEM_RECUPERACAO));

  const email = await test.step('administrador lê o e-mail (API /api/admin/emails)', () => caixa.lerEmail(CONTAS.usuario.email, { depoisDe: idAntes }));
  const link = linkDeRedefinicao(email.texto);

  await test.step('administrador vê o e-mail em /admin/emails', async () => {
    const admin = await novaPagina();
    await visitar(admin, '/admin/emails');
    await esperarUrl(admin, '/login?next=%2Fadmin%2Femails');
    await login(admin, 'admin');
    await esperarUrl(admin, '/admin/emails');
    await esperarTexto(admin, email.assunto);
  });

  let trocada = false;
  try {
    const p = await novaPagina();
    await test.step('abre o link num contexto novo e define a nova senha', async () => {
      await visitar(p, link);
      await esperarUrl(p, link);
      await preencherNovaSenha(p, NOVA_SENHA);
      await esperarUrl(p, /^\/login/);
      trocada = true;
    });
    await test.step('entra com a nova senha', async () => {
      await login(p, { identificador: CONTAS.usuario.email, senha: NOVA_SENHA });
      await esperarUrl(p, '/usuario/dashboard');
    });

    await test.step('o mesmo link, de novo, mostra link inválido', async () => {
      verificacao.permitirErroConsole(/status of 4\d\d.*redefinir-senha/);
      verificacao.permitirErroConsole(/Failed to load resource: the server responded with a status of 4\d\d/);
      const p2 = await novaPagina();
      await visitar(p2, link);
      await esperarUrl(p2, link);
      await preencherNovaSenha(p2, 'Outra#Senha2026');
      await esperarTexto(p2, /link inválido/i);
    });
  } finally {
    if (trocada) await test.step('restaura a senha de demonstração', () => restaurarSenha(request, caixa));
  }
});
