import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ITENS_CONTA, MENU_ADMINISTRADOR, MENU_INSTRUTOR, MENU_USUARIO, type ItemMenu } from '#web/components/layouts/menus-navegacao.ts';
import { AtalhosPainel } from '#web/features/inicio/components/atalhos-painel.tsx';
import { ATALHOS_INICIO, DESTINOS_POR_PERFIL, DESTINOS_USUARIO } from '#web/features/inicio/components/destinos.ts';
import { GradeAtalhos } from '#web/features/inicio/components/grade-atalhos.tsx';
import { renderizar } from '#web/testing/render.tsx';
import { ROTAS, rotaDoCaminho, telaDisponivel } from './rotas.ts';

const MENUS = [MENU_USUARIO, MENU_INSTRUTOR, MENU_ADMINISTRADOR];
const itensDosMenus = (): ItemMenu[] => [...MENUS.flatMap((g) => [...g.itens, ...(g.secoes ?? []).flatMap((s) => s.itens)]), ...ITENS_CONTA];

/**
 * Telas em que o próprio SPEC dá à página um título diferente do rótulo do menu (o menu segue o §2.6, a
 * página o seu parágrafo): decisão 018.
 */
const TITULO_DO_SPEC: Record<string, string> = {
  '/admin/qr-codes': 'QR Codes de Presença por Turma', // §2.9 (menu: "QR Code Presença")
};

/** `/admin/chamadas/:id` → `/admin/chamadas/1` */
const concreto = (path: string) => path.replace(/:[^/]+/g, '1');
const PENDENTES = ROTAS.filter((r) => !telaDisponivel(concreto(r.path))).map((r) => r.path);

describe('menus e painéis nunca levam ao "Em breve"', () => {
  it('nenhuma rota do SPEC usa mais o "Em breve"', () => {
    expect(PENDENTES).toEqual([]);
  });

  it('todo item de menu (Usuário, Instrutor, Administrador e conta) abre uma tela pronta', () => {
    const itens = itensDosMenus();
    expect(itens.length).toBeGreaterThan(20);
    for (const i of itens) expect(telaDisponivel(i.para), `${i.rotulo} (${i.para})`).toBe(true);
    for (const pendente of PENDENTES) expect(itens.some((i) => rotaDoCaminho(i.para)?.path === pendente), pendente).toBe(false);
    // nenhuma seção vazia sobra no menu do administrador
    for (const s of MENU_ADMINISTRADOR.secoes ?? []) expect(s.itens.length, s.titulo).toBeGreaterThan(0);
  });

  it('os atalhos dos painéis (usuário, instrutor, administrador) e da página inicial só apontam para telas prontas', () => {
    const { unmount } = renderizar(<AtalhosPainel perfis={['usuario', 'instrutor', 'administrador']} disponivel={telaDisponivel} />);
    const doPainel = screen.getAllByRole('link').map((a) => a.getAttribute('href')!);
    unmount();
    renderizar(<GradeAtalhos destinos={ATALHOS_INICIO} rotulo="Atalhos" disponivel={telaDisponivel} />);
    const daInicio = screen.getAllByRole('link').map((a) => a.getAttribute('href')!);
    expect(doPainel.length).toBeGreaterThan(5);
    for (const href of [...doPainel, ...daInicio]) expect(telaDisponivel(href), href).toBe(true);
    // e os destinos de tela pendente existem na lista, mas não viram atalho; o painel do administrador já é atalho
    const pendentes = [...DESTINOS_USUARIO, ...DESTINOS_POR_PERFIL.map((d) => d.destino)].filter((d) => !telaDisponivel(d.para));
    for (const d of pendentes) expect(doPainel).not.toContain(d.para);
    expect(doPainel).toContain('/administrador');
  });
});

describe('um nome por tela: o título da aba é o rótulo do menu (SPEC §2.6)', () => {
  it('cada item dos menus Usuário, Instrutor e Administrador tem a rota com o título igual ao rótulo', () => {
    const diferentes = MENUS.flatMap((g) => g.itens)
      .map((i) => ({ para: i.para, menu: i.rotulo, aba: rotaDoCaminho(i.para)?.titulo }))
      .filter((x) => x.aba !== (TITULO_DO_SPEC[x.para] ?? x.menu));
    expect(diferentes).toEqual([]);
  });
});
