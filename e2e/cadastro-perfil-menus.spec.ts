/**
 * Jornada (a), no celular: cadastro → perfil obrigatório → painel → menu do Usuário (sem Instrutor e
 * Administrador) → sair; depois o administrador vê os três menus e o sino (SPEC §2.6, §4).
 */
import { CAMPOS_PERFIL_OBRIGATORIOS, ROTULO_CAMPO_PERFIL } from '#shared/rules/perfil-completo.ts';
import { CELULAR, gerarCpf } from './support/dados.ts';
import { expect, test, type Locator, type Page } from './support/fixtures.ts';
import { abrirMenuMovel, abrirSecao, conferirItens, MENUS, sair, semSecao, type Perfil } from './support/menus.ts';
import { campo, esperarUrl, visitar } from './support/navegacao.ts';
import { checarPagina } from './support/verificacao.ts';

test.use({ viewport: CELULAR, isMobile: true, hasTouch: true });

const escapar = (t: string) => t.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Valor da primeira opção de verdade (valor não vazio, habilitada) de um <select>, ou nulo. */
async function primeiraOpcao(select: Locator): Promise<string | null> {
  const opcoes = select.locator('option');
  const n = await opcoes.count();
  for (let i = 0; i < n; i++) {
    const valor = await opcoes.nth(i).getAttribute('value');
    if (valor && (await opcoes.nth(i).getAttribute('disabled')) === null) return valor;
  }
  return null;
}

/** Escolhe a primeira opção de verdade de um <select>, esperando a lista chegar. */
async function escolherPrimeiraOpcao(select: Locator, rotulo: string): Promise<void> {
  await expect.poll(() => primeiraOpcao(select), { message: `o campo "${rotulo}" não ofereceu nenhuma opção` }).not.toBeNull();
  await select.selectOption((await primeiraOpcao(select))!);
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

async function cadastrar(page: Page, pessoa: { nome: string; email: string; cpf: string }): Promise<void> {
  await test.step('abre /cadastro', async () => {
    await visitar(page, '/cadastro');
    await esperarUrl(page, '/cadastro');
  });
  await test.step('preenche o cadastro', async () => {
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
  });
  await test.step('envia o cadastro', async () => {
    await page.getByRole('button', { name: /^(cadastrar|criar conta)/i }).click();
  });
}

async function completarPerfil(page: Page): Promise<void> {
  await test.step('cai no /perfil forçado (perfil incompleto)', async () => {
    await esperarUrl(page, /^\/perfil/);
  });
  await test.step('preenche os campos obrigatórios do perfil', async () => {
    for (const chave of CAMPOS_PERFIL_OBRIGATORIOS) {
      const rotulo = ROTULO_CAMPO_PERFIL[chave];
      const entrada = campo(page, new RegExp(`^${escapar(rotulo)}`, 'i'));
      await expect(entrada, `o perfil não mostra o campo "${rotulo}"`).toBeVisible();
      if (chave === 'data_nascimento') {
        if (!(await entrada.inputValue())) await preencherData(entrada, '1990-05-20');
      } else await escolherPrimeiraOpcao(entrada, rotulo);
    }
  });
  await test.step('salva o perfil', async () => {
    await page.getByRole('button', { name: /^salvar/i }).first().click();
  });
}

async function conferirMenusMovel(page: Page, perfis: Perfil[]): Promise<void> {
  const painel = await abrirMenuMovel(page);
  for (const nome of Object.keys(MENUS) as Perfil[]) {
    if (perfis.includes(nome)) {
      await test.step(`menu móvel: seção ${nome} com os itens do SPEC §2.6`, async () => {
        await abrirSecao(painel, nome);
        await conferirItens(painel, MENUS[nome]);
      });
    } else {
      await test.step(`menu móvel: sem a seção ${nome}`, () => semSecao(painel, nome));
    }
  }
  await test.step('menu móvel: seção Geral', async () => {
    await abrirSecao(painel, 'Geral');
    await conferirItens(painel, [
      { rotulo: 'Atualizar Cadastro', href: '/perfil' },
      { rotulo: 'QR do Site', href: '/qr-site' },
      { rotulo: 'Ajuda / FAQ', href: '/ajuda' },
    ]);
  });
}

test('cadastro → perfil obrigatório → painel → menus por perfil → sair (celular)', async ({ page, login }) => {
  const sufixo = Date.now().toString(36);
  const pessoa = { nome: 'Paula Teste Oliveira', email: `e2e.${sufixo}@exemplo.com.br`, cpf: gerarCpf() };
  await cadastrar(page, pessoa);
  await completarPerfil(page);

  await test.step('volta ao painel do usuário', async () => {
    await esperarUrl(page, '/usuario/dashboard');
  });
  await conferirMenusMovel(page, ['Usuário']);
  await checarPagina(page);

  await test.step('sai pelo menu (Sair)', async () => {
    await page.keyboard.press('Escape');
    await sair(page, { movel: true, nome: pessoa.nome });
  });

  await test.step('entra como administrador', async () => {
    await login(page, 'admin');
    await esperarUrl(page, /^\/(usuario\/dashboard|administrador|dashboard-analitico)$/);
  });
  await test.step('sino do administrador com o anúncio "N notificações não lidas"', async () => {
    const sino = page.getByRole('link', { name: /\d+ notificaç(ão|ões) não lidas?/i }).first();
    await expect(sino, 'o sino com "N notificações não lidas" não aparece para o administrador').toBeVisible();
    await expect(sino, 'o sino não leva a /notificacoes').toHaveAttribute('href', '/notificacoes');
  });
  await conferirMenusMovel(page, ['Usuário', 'Instrutor', 'Administrador']);
});
