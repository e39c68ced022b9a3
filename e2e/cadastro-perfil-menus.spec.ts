/**
 * Jornada (a), no celular: cadastro → perfil obrigatório → painel → menu do Usuário (sem Instrutor e
 * Administrador) → sair; depois o administrador vê os três menus e o sino (SPEC §2.6, §4).
 */
import type { Locator, Page } from 'playwright-core';
import { CAMPOS_PERFIL_OBRIGATORIOS, ROTULO_CAMPO_PERFIL } from '#shared/rules/perfil-completo.ts';
import {
  abrirMenuMovel,
  abrirSecao,
  CELULAR,
  campo,
  CONTAS,
  conferirItens,
  esperarUrl,
  gerarCpf,
  login,
  MENUS,
  SENHA_DEMO,
  sair,
  semSecao,
  visitar,
  type Ctx,
  type Jornada,
} from './helpers.ts';

const escapar = (t: string) => t.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Escolhe a primeira opção de verdade (valor não vazio, habilitada) de um <select>, esperando a lista chegar. */
async function escolherPrimeiraOpcao(select: Locator, rotulo: string): Promise<void> {
  const opcoes = select.locator('option');
  const limite = Date.now() + 15_000;
  for (;;) {
    const n = await opcoes.count();
    for (let i = 0; i < n; i++) {
      const valor = await opcoes.nth(i).getAttribute('value');
      if (valor && (await opcoes.nth(i).getAttribute('disabled')) === null) {
        await select.selectOption(valor);
        return;
      }
    }
    if (Date.now() > limite) throw new Error(`o campo "${rotulo}" não ofereceu nenhuma opção`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Preenche uma data em <input type=date> (AAAA-MM-DD) ou em campo de texto com máscara (DD/MM/AAAA). */
async function preencherData(entrada: Locator, iso: string): Promise<void> {
  const tipo = await entrada.getAttribute('type');
  if (tipo === 'date') await entrada.fill(iso);
  else {
    const [a, m, d] = iso.split('-');
    await entrada.fill(`${d}/${m}/${a}`);
  }
}

async function cadastrar(ctx: Ctx, page: Page, pessoa: { nome: string; email: string; cpf: string }): Promise<void> {
  ctx.passo('abre /cadastro');
  await visitar(ctx, page, '/cadastro');
  await esperarUrl(ctx, page, '/cadastro');
  ctx.passo('preenche o cadastro');
  await campo(page, /^nome/i).fill(pessoa.nome);
  await campo(page, /^cpf/i).fill(pessoa.cpf);
  await campo(page, /^e-?mail/i).fill(pessoa.email);
  await campo(page, /celular|telefone/i).fill('13991234567');
  const nascimento = campo(page, /nascimento/i);
  if ((await nascimento.count()) > 0) await preencherData(nascimento, '1990-05-20');
  const senhas = page.locator('input[type="password"]');
  const nSenhas = await senhas.count();
  for (let i = 0; i < nSenhas; i++) await senhas.nth(i).fill('Nova@Senha2026');
  const aceites = page.getByRole('checkbox', { name: /aceito|concordo|li e|privacidade|termos|lgpd/i });
  for (let i = 0; i < (await aceites.count()); i++) await aceites.nth(i).check();
  ctx.passo('envia o cadastro');
  await page.getByRole('button', { name: /^(cadastrar|criar conta)/i }).click();
}

async function completarPerfil(ctx: Ctx, page: Page): Promise<void> {
  ctx.passo('cai no /perfil forçado (perfil incompleto)');
  await esperarUrl(ctx, page, /^\/perfil/);
  ctx.passo('preenche os campos obrigatórios do perfil');
  for (const chave of CAMPOS_PERFIL_OBRIGATORIOS) {
    const rotulo = ROTULO_CAMPO_PERFIL[chave];
    const entrada = campo(page, new RegExp(`^${escapar(rotulo)}`, 'i'));
    try {
      await entrada.waitFor({ state: 'visible' });
    } catch {
      throw new Error(`o perfil não mostra o campo "${rotulo}"`);
    }
    if (chave === 'data_nascimento') {
      if (!(await entrada.inputValue())) await preencherData(entrada, '1990-05-20');
    } else await escolherPrimeiraOpcao(entrada, rotulo);
  }
  ctx.passo('salva o perfil');
  await page.getByRole('button', { name: /^salvar/i }).first().click();
}

async function conferirMenusMovel(ctx: Ctx, page: Page, perfis: (keyof typeof MENUS)[]): Promise<Locator> {
  const painel = await abrirMenuMovel(page);
  for (const nome of Object.keys(MENUS) as (keyof typeof MENUS)[]) {
    if (perfis.includes(nome)) {
      ctx.passo(`menu móvel: seção ${nome} com os itens do SPEC §2.6`);
      await abrirSecao(painel, nome);
      await conferirItens(painel, MENUS[nome]);
    } else {
      ctx.passo(`menu móvel: sem a seção ${nome}`);
      await semSecao(painel, nome);
    }
  }
  ctx.passo('menu móvel: seção Geral');
  await abrirSecao(painel, 'Geral');
  await conferirItens(painel, [
    { rotulo: 'Atualizar Cadastro', href: '/perfil' },
    { rotulo: 'QR do Site', href: '/qr-site' },
    { rotulo: 'Ajuda / FAQ', href: '/ajuda' },
  ]);
  return painel;
}

const jornada: Jornada = {
  nome: 'cadastro → perfil obrigatório → painel → menus por perfil → sair (celular)',
  viewport: CELULAR,
  async run(ctx) {
    const { page } = ctx;
    const sufixo = Date.now().toString(36);
    const pessoa = { nome: 'Paula Teste Oliveira', email: `e2e.${sufixo}@exemplo.com.br`, cpf: gerarCpf() };
    await cadastrar(ctx, page, pessoa);
    await completarPerfil(ctx, page);

    ctx.passo('volta ao painel do usuário');
    await esperarUrl(ctx, page, '/usuario/dashboard');
    await conferirMenusMovel(ctx, page, ['Usuário']);
    await ctx.checarPagina(page);

    ctx.passo('sai pelo menu (Sair)');
    await page.keyboard.press('Escape');
    await sair(ctx, page, { movel: true, nome: pessoa.nome });

    ctx.passo('entra como administrador');
    await login(ctx, page, CONTAS.admin.email, SENHA_DEMO);
    await esperarUrl(ctx, page, /^\/(usuario\/dashboard|administrador|dashboard-analitico)$/);
    ctx.passo('sino do administrador com o anúncio "N notificações não lidas"');
    const sino = page.getByRole('link', { name: /\d+ notificaç(ão|ões) não lidas?/i }).first();
    try {
      await sino.waitFor({ state: 'visible' });
    } catch {
      throw new Error('o sino com "N notificações não lidas" não aparece para o administrador');
    }
    if ((await sino.getAttribute('href')) !== '/notificacoes') throw new Error('o sino não leva a /notificacoes');
    await conferirMenusMovel(ctx, page, ['Usuário', 'Instrutor', 'Administrador']);
  },
};
export default jornada;
