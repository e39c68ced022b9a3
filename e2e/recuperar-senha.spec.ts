/**
 * Jornada (c): recuperação de senha pela caixa de saída. /recuperar-senha responde neutro; o
 * administrador lê o e-mail (API e página /admin/emails); o link redefine a senha uma vez só.
 * No fim a senha de demonstração é restaurada pela API, para as outras jornadas.
 */
import { MENSAGEM_RECUPERACAO } from '#shared/contracts/auth.ts';
import type { Page } from 'playwright-core';
import {
  campo,
  CONTAS,
  esperarTexto,
  esperarUrl,
  lerEmailDaCaixa,
  linkDeRedefinicao,
  login,
  SENHA_DEMO,
  ultimoIdDaCaixa,
  visitar,
  type Ctx,
  type Jornada,
} from './helpers.ts';

const NOVA_SENHA = 'Trocada#2026x';

async function preencherNovaSenha(page: Page, senha: string): Promise<void> {
  const senhas = page.locator('input[type="password"]');
  await senhas.first().waitFor({ state: 'visible' });
  const n = await senhas.count();
  for (let i = 0; i < n; i++) await senhas.nth(i).fill(senha);
  await page.getByRole('button', { name: /redefinir/i }).click();
}

/** Volta a senha de demonstração pelo mesmo fluxo, direto na API. */
async function restaurarSenha(base: string): Promise<void> {
  const antes = await ultimoIdDaCaixa(base);
  const r = await fetch(`${base}/api/auth/recuperar-senha`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: CONTAS.usuario.email }),
  });
  if (!r.ok) throw new Error(`restauração: recuperar-senha respondeu ${r.status}`);
  const email = await lerEmailDaCaixa(base, CONTAS.usuario.email, { depoisDe: antes });
  const token = decodeURIComponent(linkDeRedefinicao(email.texto).split('/').pop()!);
  const r2 = await fetch(`${base}/api/auth/redefinir-senha`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, senha: SENHA_DEMO }),
  });
  if (!r2.ok) throw new Error(`restauração: redefinir-senha respondeu ${r2.status}`);
}

async function pedirRecuperacao(ctx: Ctx, page: Page): Promise<void> {
  ctx.passo('pede a recuperação em /recuperar-senha');
  await visitar(ctx, page, '/recuperar-senha');
  await esperarUrl(ctx, page, '/recuperar-senha');
  await campo(page, /e-?mail/i).fill(CONTAS.usuario.email);
  await page.getByRole('button', { name: /enviar/i }).click();
  ctx.passo('mensagem neutra');
  await esperarTexto(page, MENSAGEM_RECUPERACAO);
}

const jornada: Jornada = {
  nome: 'recuperação de senha pela caixa de saída (link de uso único)',
  async run(ctx) {
    const idAntes = await ultimoIdDaCaixa(ctx.base);
    await pedirRecuperacao(ctx, ctx.page);

    ctx.passo('administrador lê o e-mail (API /api/admin/emails)');
    const email = await lerEmailDaCaixa(ctx.base, CONTAS.usuario.email, { depoisDe: idAntes });
    const link = linkDeRedefinicao(email.texto);

    ctx.passo('administrador vê o e-mail em /admin/emails');
    const admin = await ctx.novoContexto();
    await visitar(ctx, admin, '/admin/emails');
    await esperarUrl(ctx, admin, '/login?next=%2Fadmin%2Femails');
    await login(ctx, admin, CONTAS.admin.email, SENHA_DEMO);
    await esperarUrl(ctx, admin, '/admin/emails');
    await esperarTexto(admin, email.assunto);

    let trocada = false;
    try {
      ctx.passo('abre o link num contexto novo e define a nova senha');
      const p = await ctx.novoContexto();
      await visitar(ctx, p, link);
      await esperarUrl(ctx, p, link);
      await preencherNovaSenha(p, NOVA_SENHA);
      await esperarUrl(ctx, p, /^\/login/);
      trocada = true;
      ctx.passo('entra com a nova senha');
      await login(ctx, p, CONTAS.usuario.email, NOVA_SENHA);
      await esperarUrl(ctx, p, '/usuario/dashboard');

      ctx.passo('o mesmo link, de novo, mostra link inválido');
      ctx.permitirErroConsole(/status of 4\d\d.*redefinir-senha/);
      ctx.permitirErroConsole(/Failed to load resource: the server responded with a status of 4\d\d/);
      const p2 = await ctx.novoContexto();
      await visitar(ctx, p2, link);
      await esperarUrl(ctx, p2, link);
      await preencherNovaSenha(p2, 'Outra#Senha2026');
      await esperarTexto(p2, /link inválido/i);
    } finally {
      if (trocada) await restaurarSenha(ctx.base);
    }
  },
};
export default jornada;
