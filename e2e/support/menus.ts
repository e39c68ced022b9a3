/**
 * Menus do SPEC §2.6: itens por perfil, menu móvel (sanfonas), menu da conta no desktop e o "Sair".
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { esperarUrl } from './navegacao.ts';

export interface ItemMenu {
  rotulo: string;
  href: string;
}

/**
 * Itens dos menus (SPEC §2.6), na ordem, menos os das telas que ainda mostram "Em breve" (avaliação dos
 * trabalhos, painéis da administração, relatórios: decisão 018), que ficam fora do menu.
 */
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
export type Perfil = keyof typeof MENUS;

/** Destinos do SPEC §2.6 ainda sem tela: nenhum menu os oferece. */
export const PENDENTES: string[] = [];

const normalizar = (t: string) => t.replace(/\s+/g, ' ').trim();
const textoExato = (nome: string) => new RegExp(`^\\s*${nome.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);

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
  expect(faltando, 'itens de menu ausentes').toEqual([]);
  for (const href of PENDENTES) await expect(escopo.locator(`a[href="${href}"]`).filter({ visible: true }), `o menu oferece ${href} (Em breve)`).toHaveCount(0);
}

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
  await expect(titulo.first(), `seção "${nome}" não aparece no menu`).toBeVisible({ timeout: 5000 });
}

/** A seção de um perfil não existe no escopo (nem cabeçalho/botão, nem o link do primeiro item). */
export async function semSecao(escopo: Page | Locator, nome: Perfil): Promise<void> {
  const titulo = escopo
    .getByRole('button', { name: nome, exact: true })
    .or(escopo.getByRole('heading', { name: nome, exact: true }))
    .or(escopo.locator('summary').filter({ hasText: textoExato(nome) }));
  const links = MENUS[nome].map((i) => `a[href="${i.href}"]`).join(', ');
  const n = (await titulo.filter({ visible: true }).count()) + (await escopo.locator(links).count());
  expect(n, `o menu "${nome}" não deveria aparecer para este perfil`).toBe(0);
}

/** Abre o menu móvel (botão com aria-expanded cujo nome fala em menu) e devolve o painel aberto. */
export async function abrirMenuMovel(page: Page): Promise<Locator> {
  const botao = page.getByRole('button', { name: /menu/i }).and(page.locator('[aria-expanded]')).first();
  await expect(botao, 'o botão do menu móvel (aria-expanded, nome com "menu") não aparece').toBeVisible();
  if ((await botao.getAttribute('aria-expanded')) !== 'true') await botao.click();
  const controla = await botao.getAttribute('aria-controls');
  const painel = controla ? page.locator(`[id="${controla}"]`) : page.getByRole('dialog').or(page.getByRole('navigation')).last();
  // o contêiner pode ter altura zero (conteúdo posicionado): espera algo clicável visível dentro dele
  await expect(painel.locator('a, button, summary').filter({ visible: true }).first()).toBeVisible();
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
export async function sair(page: Page, opcoes: { movel: boolean; nome: string }): Promise<void> {
  let escopo: Page | Locator = page;
  if (opcoes.movel) escopo = await abrirMenuMovel(page);
  else await abrirMenuConta(page, opcoes.nome);
  await escopo.getByRole('menuitem', { name: /^sair/i }).or(escopo.getByRole('button', { name: /^sair/i })).or(escopo.getByRole('link', { name: /^sair/i })).first().click();
  await esperarUrl(page, /^\/login/);
}
