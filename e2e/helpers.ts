/**
 * Ajudantes das jornadas: tipos da jornada, login/logout pela interface, leitura da caixa de saída
 * de e-mails pela API (como administrador), espera de URL e os menus do SPEC §2.6.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { cpfValido } from '#shared/rules/cpf.ts';

export const SENHA_DEMO = 'Escola@2026';
export const CONTAS = {
  admin: { email: 'admin@escola.demo', nome: 'Ana Administradora Souza' },
  instrutor: { email: 'instrutor@escola.demo', nome: 'Igor Instrutor Lima' },
  usuario: { email: 'usuario@escola.demo', nome: 'Úrsula Usuária Santos' },
} as const;

export const CELULAR = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** O que a jornada recebe do executor (e2e/run.ts). */
export interface Ctx {
  /** http://127.0.0.1:porta */
  base: string;
  /** Página do contexto inicial (viewport da jornada, sem sessão). */
  page: Page;
  context: BrowserContext;
  /** Um contexto novo (sem sessão nem storage), com a mesma instrumentação; devolve a primeira página. */
  novoContexto(opcoes?: { viewport?: { width: number; height: number } }): Promise<Page>;
  /** Registra o passo atual (aparece na falha). */
  passo(descricao: string): void;
  /** Espera a página assentar e roda o axe-core uma vez por caminho (falha em serious/critical). */
  checarPagina(page: Page): Promise<void>;
  /** Erros de console esperados nesta jornada (ex.: 400 de um link já usado). */
  permitirErroConsole(padrao: RegExp): void;
}

export interface Jornada {
  nome: string;
  viewport?: { width: number; height: number };
  run(ctx: Ctx): Promise<void>;
}

/** Caminho + query da página, como o roteador vê. */
export function caminho(page: Page): string {
  const u = new URL(page.url());
  return u.pathname + u.search;
}

/** Espera a URL (caminho + query) ficar igual a `esperado` e checa a página (axe). */
export async function esperarUrl(ctx: Ctx, page: Page, esperado: string | RegExp, timeout = 20_000): Promise<void> {
  const bate = (u: URL) => {
    const atual = u.pathname + u.search;
    return typeof esperado === 'string' ? atual === esperado : esperado.test(atual);
  };
  try {
    await page.waitForURL(bate, { timeout, waitUntil: 'commit' });
  } catch {
    throw new Error(`esperava a URL ${String(esperado)}, mas a página está em ${caminho(page)}`);
  }
  await ctx.checarPagina(page);
  // a URL certa só de passagem (a guarda redirecionou depois) não conta
  if (!bate(new URL(page.url()))) throw new Error(`a página passou por ${String(esperado)}, mas foi parar em ${caminho(page)}`);
}

/** Abre um caminho do app (navegação completa, como digitar na barra de endereço). */
export async function visitar(ctx: Ctx, page: Page, destino: string): Promise<void> {
  await page.goto(ctx.base + destino, { waitUntil: 'domcontentloaded' });
}

/** Espera um texto visível (string exata ou regex). */
export async function esperarTexto(page: Page | Locator, texto: string | RegExp, timeout = 15_000): Promise<Locator> {
  const alvo = page.getByText(texto).first();
  try {
    await alvo.waitFor({ state: 'visible', timeout });
  } catch {
    throw new Error(`texto não apareceu: ${String(texto)}`);
  }
  return alvo;
}

/** Campo de formulário pelo rótulo (só input/select/textarea, nunca o botão "mostrar senha"). */
export function campo(escopo: Page | Locator, rotulo: string | RegExp): Locator {
  const porRotulo = escopo.getByLabel(rotulo);
  return porRotulo.and(escopo.locator('input, select, textarea')).first();
}

/** CPF aleatório válido (dígitos verificadores calculados). */
export function gerarCpf(): string {
  for (;;) {
    const base = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
    const dv = (nums: number[]) => {
      const soma = nums.reduce((s, n, i) => s + n * (nums.length + 1 - i), 0);
      const r = (soma * 10) % 11;
      return r === 10 ? 0 : r;
    };
    const d1 = dv(base);
    const d2 = dv([...base, d1]);
    const cpf = [...base, d1, d2].join('');
    if (cpfValido(cpf)) return cpf;
  }
}

/** Mensagens de erro visíveis (role=alert), para explicar uma falha. */
async function alertasVisiveis(page: Page): Promise<string> {
  const textos = await page.getByRole('alert').allInnerTexts().catch(() => []);
  return textos.map((t) => t.trim()).filter(Boolean).join(' | ');
}

/** Entra pela página /login (identificador = e-mail ou CPF) e espera sair de /login. */
export async function login(ctx: Ctx, page: Page, identificador: string, senha: string): Promise<void> {
  if (page.url().startsWith('http') && new URL(page.url()).pathname !== '/login') {
    // a guarda pode estar a caminho de /login?next=…: espera um pouco antes de abrir /login direto
    await page.waitForURL((u) => u.pathname === '/login', { timeout: 5000, waitUntil: 'commit' }).catch(() => {});
  }
  if (!page.url().startsWith('http') || new URL(page.url()).pathname !== '/login') {
    await visitar(ctx, page, '/login');
    await esperarUrl(ctx, page, /^\/login/);
  }
  const ident = campo(page, /cpf|e-?mail/i);
  await ident.fill(identificador);
  await page.locator('input[type="password"]').first().fill(senha);
  await page.getByRole('button', { name: /^entrar$/i }).click();
  try {
    await page.waitForURL((u) => u.pathname !== '/login', { timeout: 20_000, waitUntil: 'commit' });
  } catch {
    throw new Error(`o login de ${identificador} não saiu de /login${(await alertasVisiveis(page)) ? `: ${await alertasVisiveis(page)}` : ''}`);
  }
}

/** Abre o menu móvel (botão com aria-expanded cujo nome fala em menu) e devolve o painel aberto. */
export async function abrirMenuMovel(page: Page): Promise<Locator> {
  const botao = page.getByRole('button', { name: /menu/i }).and(page.locator('[aria-expanded]')).first();
  try {
    await botao.waitFor({ state: 'visible' });
  } catch {
    throw new Error('o botão do menu móvel (aria-expanded, nome com "menu") não aparece');
  }
  if ((await botao.getAttribute('aria-expanded')) !== 'true') await botao.click();
  const controla = await botao.getAttribute('aria-controls');
  const painel = controla ? page.locator(`[id="${controla}"]`) : page.getByRole('dialog').or(page.getByRole('navigation')).last();
  // o contêiner pode ter altura zero (conteúdo posicionado): espera algo clicável visível dentro dele
  await painel.locator('a, button, summary').filter({ visible: true }).first().waitFor({ state: 'visible' });
  return painel;
}

/** Abre o menu da conta (avatar + nome) na barra do desktop. */
export async function abrirMenuConta(page: Page, nome: string): Promise<void> {
  const primeiro = nome.split(' ')[0] ?? nome;
  const botao = page
    .getByRole('button', { name: new RegExp(primeiro, 'i') })
    .or(page.getByRole('button', { name: /conta/i }))
    .first();
  await botao.click();
}

/** Logout pelo menu (conta no desktop; seção Geral do menu móvel) e espera /login. */
export async function sair(ctx: Ctx, page: Page, opcoes: { movel: boolean; nome: string }): Promise<void> {
  let escopo: Page | Locator = page;
  if (opcoes.movel) escopo = await abrirMenuMovel(page);
  else await abrirMenuConta(page, opcoes.nome);
  await escopo.getByRole('menuitem', { name: /^sair/i }).or(escopo.getByRole('button', { name: /^sair/i })).or(escopo.getByRole('link', { name: /^sair/i })).first().click();
  await esperarUrl(ctx, page, /^\/login/);
}

export interface ItemMenu {
  rotulo: string;
  href: string;
}

/** Itens dos menus (SPEC §2.6), na ordem. */
export const MENUS: Record<'Usuário' | 'Instrutor' | 'Administrador', ItemMenu[]> = {
  Usuário: [
    { rotulo: 'Painel do Usuário', href: '/usuario/dashboard' },
    { rotulo: 'Eventos', href: '/eventos' },
    { rotulo: 'Meus Cursos', href: '/minhas-inscricoes' },
    { rotulo: 'Agenda', href: '/agenda' },
    { rotulo: 'Minhas Presenças', href: '/minhas-presencas' },
    { rotulo: 'Teste do Curso', href: '/teste' },
    { rotulo: 'Avaliações Pendentes', href: '/avaliacao' },
    { rotulo: 'Meus Certificados', href: '/certificados' },
    { rotulo: 'Agendamento de Sala', href: '/agendamento-sala' },
    { rotulo: 'Solicitar Curso', href: '/solicitar-curso' },
    { rotulo: 'Submissão de Trabalhos', href: '/submissoes' },
    { rotulo: 'Manual do Usuário', href: '/usuario/manual' },
    { rotulo: 'Escanear', href: '/scanner' },
  ],
  Instrutor: [
    { rotulo: 'Painel do Instrutor', href: '/instrutor' },
    { rotulo: 'Agenda', href: '/agenda-instrutor' },
    { rotulo: 'Presença', href: '/instrutor/presenca' },
    { rotulo: 'Certificados', href: '/instrutor/certificados' },
    { rotulo: 'Avaliação', href: '/instrutor/avaliacao' },
    { rotulo: 'Avaliar Trabalhos Atribuídos', href: '/avaliador/submissoes' },
  ],
  Administrador: [
    { rotulo: 'Dashboard Administrador', href: '/dashboard-analitico' },
    { rotulo: 'Painel do Administrador', href: '/administrador' },
    { rotulo: 'Agenda', href: '/agenda-administrador' },
    { rotulo: 'Certificados Avulsos', href: '/certificados-avulsos' },
    { rotulo: 'QR Code Presença', href: '/admin/qr-codes' },
    { rotulo: 'Criar Submissão de Trabalho', href: '/admin/chamadas/new' },
    { rotulo: 'Gerenciar Submissão de Trabalho', href: '/admin/submissoes' },
    { rotulo: 'Gestão de Usuários', href: '/gestao-usuarios' },
    { rotulo: 'Gestão de Instrutor', href: '/gestao-instrutor' },
    { rotulo: 'Gestão de Eventos', href: '/gerenciar-eventos' },
    { rotulo: 'Gestão de Inscrições', href: '/admin/cancelar-inscricoes' },
    { rotulo: 'Gestão de Presença', href: '/gestao-presenca' },
    { rotulo: 'Gestão de Avaliações', href: '/admin/avaliacoes' },
    { rotulo: 'Gestão de Certificados', href: '/gestao-certificados' },
    { rotulo: 'Relatórios Customizados', href: '/relatorios-customizados' },
  ],
};

const normalizar = (t: string) => t.replace(/\s+/g, ' ').trim();

/**
 * Confere que cada item aparece visível no escopo com o rótulo do SPEC. O item é achado pelo href
 * (um link) ou, sem link, por um botão com o rótulo ("Gerenciar Submissão de Trabalho" abre um painel).
 */
export async function conferirItens(escopo: Page | Locator, itens: ItemMenu[]): Promise<void> {
  const faltando: string[] = [];
  for (const item of itens) {
    const link = escopo.locator(`a[href="${item.href}"]`).filter({ visible: true });
    if ((await link.count()) > 0) {
      const textos = (await link.allInnerTexts()).map(normalizar);
      if (!textos.some((t) => t === item.rotulo || t.endsWith(item.rotulo) || t.startsWith(item.rotulo))) {
        faltando.push(`${item.rotulo} (${item.href}: o link diz "${textos.join('" / "')}")`);
      }
      continue;
    }
    const alternativo = escopo.getByRole('button', { name: item.rotulo, exact: true }).or(escopo.getByRole('menuitem', { name: item.rotulo, exact: true }));
    if ((await alternativo.filter({ visible: true }).count()) === 0) faltando.push(`${item.rotulo} (${item.href})`);
  }
  if (faltando.length) throw new Error(`itens de menu ausentes: ${faltando.join('; ')}`);
}

const textoExato = (nome: string) => new RegExp(`^\\s*${nome.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);

/** Seção do menu (<details>, botão de sanfona ou cabeçalho) com esse nome; abre a sanfona se estiver fechada. */
export async function abrirSecao(escopo: Locator, nome: string): Promise<void> {
  const resumo = escopo.locator('summary').filter({ hasText: textoExato(nome) });
  if ((await resumo.count()) > 0) {
    const detalhes = resumo.first().locator('xpath=ancestor::details[1]');
    if ((await detalhes.getAttribute('open')) === null) await resumo.first().click();
    return;
  }
  const botao = escopo.getByRole('button', { name: nome, exact: true });
  if ((await botao.count()) > 0) {
    if ((await botao.first().getAttribute('aria-expanded')) === 'false') await botao.first().click();
    return;
  }
  const titulo = escopo.getByRole('heading', { name: nome, exact: true }).or(escopo.getByText(nome, { exact: true }));
  try {
    await titulo.first().waitFor({ state: 'visible', timeout: 5000 });
  } catch {
    throw new Error(`seção "${nome}" não aparece no menu`);
  }
}

/** A seção de um perfil não existe no escopo (nem cabeçalho/botão, nem o link do primeiro item). */
export async function semSecao(escopo: Page | Locator, nome: keyof typeof MENUS): Promise<void> {
  const titulo = escopo
    .getByRole('button', { name: nome, exact: true })
    .or(escopo.getByRole('heading', { name: nome, exact: true }))
    .or(escopo.locator('summary').filter({ hasText: textoExato(nome) }));
  const links = MENUS[nome].map((i) => `a[href="${i.href}"]`).join(', ');
  const n = (await titulo.filter({ visible: true }).count()) + (await escopo.locator(links).count());
  if (n > 0) throw new Error(`o menu "${nome}" não deveria aparecer para este perfil`);
}

/** Login pela API (sem navegador): devolve o token de acesso. */
export async function tokenPelaApi(base: string, email: string, senha = SENHA_DEMO): Promise<string> {
  const r = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identificador: email, senha }),
  });
  if (!r.ok) throw new Error(`POST /api/auth/login (${email}) respondeu ${r.status}: ${(await r.text()).slice(0, 200)}`);
  return ((await r.json()) as { token: string }).token;
}

interface EmailSaida {
  id: number;
  para: string;
  assunto: string;
  texto: string;
  criado_em: string;
}

/**
 * Lê, como administrador, o e-mail mais novo para `para` na caixa de saída (GET /api/admin/emails),
 * esperando até ele chegar (o envio pode ser em segundo plano). `depoisDe` ignora ids antigos.
 */
export async function lerEmailDaCaixa(base: string, para: string, opcoes: { depoisDe?: number; timeout?: number } = {}): Promise<EmailSaida> {
  const token = await tokenPelaApi(base, CONTAS.admin.email);
  const limite = Date.now() + (opcoes.timeout ?? 15_000);
  for (;;) {
    const r = await fetch(`${base}/api/admin/emails?por_pagina=50`, { headers: { authorization: `Bearer ${token}` } });
    if (!r.ok) throw new Error(`GET /api/admin/emails respondeu ${r.status}`);
    const { itens } = (await r.json()) as { itens: EmailSaida[] };
    const achado = itens.filter((e) => e.para.toLowerCase() === para.toLowerCase() && e.id > (opcoes.depoisDe ?? 0)).sort((a, b) => b.id - a.id)[0];
    if (achado) return achado;
    if (Date.now() > limite) throw new Error(`nenhum e-mail novo para ${para} na caixa de saída`);
    await new Promise((res) => setTimeout(res, 300));
  }
}

/** Maior id da caixa de saída agora (para achar só os e-mails que vierem depois). */
export async function ultimoIdDaCaixa(base: string): Promise<number> {
  const token = await tokenPelaApi(base, CONTAS.admin.email);
  const r = await fetch(`${base}/api/admin/emails?por_pagina=50`, { headers: { authorization: `Bearer ${token}` } });
  if (!r.ok) throw new Error(`GET /api/admin/emails respondeu ${r.status}`);
  const { itens } = (await r.json()) as { itens: EmailSaida[] };
  return Math.max(0, ...itens.map((e) => e.id));
}

/** O caminho /redefinir-senha/<token> dentro do texto do e-mail. */
export function linkDeRedefinicao(texto: string): string {
  const m = /\/redefinir-senha\/([A-Za-z0-9_~.%-]+)/.exec(texto);
  if (!m) throw new Error('o e-mail não traz um link /redefinir-senha/<token>');
  return `/redefinir-senha/${m[1]}`;
}
