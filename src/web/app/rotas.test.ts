import { describe, expect, it } from 'vitest';
import { ROTAS, telaDisponivel } from './rotas.ts';

/** `/presenca/:turmaId` → `/presenca/1` */
const concreto = (path: string) => path.replace(/:[^/]+/g, '1');

describe('telaDisponivel (tabela de rotas como fonte única)', () => {
  it('a tela existe quando a rota tem página própria, com ou sem query e âncora', () => {
    expect(telaDisponivel('/usuario/dashboard')).toBe(true);
    expect(telaDisponivel('/usuario/manual?secao=2#inicio')).toBe(true);
    expect(telaDisponivel('/ajuda-publica')).toBe(true);
  });

  it('caminho que não casa com nenhuma rota não tem tela', () => {
    expect(telaDisponivel('/nao-existe')).toBe(false);
  });

  it('as rotas sem tela são exatamente as que usam a página "Em breve" (uma só, compartilhada)', () => {
    const pendentes = ROTAS.filter((r) => !telaDisponivel(concreto(r.path)));
    const prontas = ROTAS.filter((r) => telaDisponivel(concreto(r.path)));
    const paginasPendentes = new Set(pendentes.map((r) => r.pagina));
    expect(paginasPendentes.size).toBeLessThanOrEqual(1);
    for (const r of prontas) expect(paginasPendentes.has(r.pagina)).toBe(false);
    expect(prontas.length).toBeGreaterThan(0);
  });

  it('telas de eventos: lista, detalhe (/eventos/:id) e Meus Cursos pedem login; o histórico é público', () => {
    for (const caminho of ['/eventos', '/eventos/12', '/minhas-inscricoes', '/historico']) expect(telaDisponivel(caminho)).toBe(true);
    expect(ROTAS.find((r) => r.path === '/eventos/:id')).toMatchObject({ acesso: 'usuario', titulo: 'Evento' });
    expect(ROTAS.find((r) => r.path === '/minhas-inscricoes')?.acesso).toBe('usuario');
    expect(ROTAS.find((r) => r.path === '/historico')?.acesso).toBe('publica');
  });

  it('a ajuda pública é uma rota pública (o /ajuda continua pedindo login)', () => {
    expect(ROTAS.find((r) => r.path === '/ajuda-publica')?.acesso).toBe('publica');
    expect(ROTAS.find((r) => r.path === '/ajuda')?.acesso).toBe('usuario');
  });

  it('teste do curso: lista e tentativa para quem está logado, editor do teste só para a administração', () => {
    for (const caminho of ['/teste', '/teste/42', '/gerenciar-eventos/10/teste']) expect(telaDisponivel(caminho)).toBe(true);
    expect(ROTAS.find((r) => r.path === '/teste/:turmaId')).toMatchObject({ acesso: 'usuario', titulo: 'Fazer teste' });
    expect(ROTAS.find((r) => r.path === '/gerenciar-eventos/:id/teste')).toMatchObject({ acesso: 'administrador', titulo: 'Teste do curso' });
  });
});
