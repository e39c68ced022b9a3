import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderizar } from '#web/testing/render.tsx';
import { ROTAS } from '../rotas.ts';
import PaginaChamadas, { padraoDoCaminho } from './chamadas.tsx';

// as telas têm testes próprios; aqui vale só a escolha pelo caminho
vi.mock('#web/features/chamadas/components/participante/pagina-submissoes.tsx', () => ({ SubmissaoDeTrabalhos: () => <h1>Tela de quem submete</h1> }));
vi.mock('#web/features/chamadas/components/admin/pagina-chamada.tsx', () => ({ PaginaChamada: () => <h1>Tela da chamada</h1> }));
vi.mock('#web/features/chamadas/components/admin/pagina-submissoes-admin.tsx', () => ({ PaginaSubmissoesAdmin: () => <h1>Tela dos trabalhos</h1> }));

const abrir = (rota: string) =>
  renderizar(
    <Suspense fallback={<p>Carregando…</p>}>
      <PaginaChamadas />
    </Suspense>,
    { rota },
  );

describe('telas das chamadas de trabalhos (um pedaço de JS que escolhe pelo caminho)', () => {
  it.each([
    ['/submissoes', 'Tela de quem submete'],
    ['/admin/chamadas/new', 'Tela da chamada'],
    ['/Admin/Chamadas/7/', 'Tela da chamada'],
    ['/admin/submissoes', 'Tela dos trabalhos'],
    ['/admin/chamadas/7/submissoes', 'Tela dos trabalhos'],
  ])('%s abre "%s"', async (rota, tela) => {
    abrir(rota);
    expect(await screen.findByRole('heading', { level: 1, name: tela })).toBeInTheDocument();
  });

  it('a chamada nova vem antes do padrão com id; caminho fora da tabela: nada', () => {
    expect(padraoDoCaminho('/admin/chamadas/new')).toBe('/admin/chamadas/new');
    expect(padraoDoCaminho('/admin/chamadas/3')).toBe('/admin/chamadas/:id');
    expect(padraoDoCaminho('/admin/chamadas')).toBeNull();
  });

  it('a tabela de rotas aponta as cinco para a mesma entrada; só /submissoes é de qualquer pessoa logada', () => {
    const caminhos = ['/submissoes', '/admin/chamadas/new', '/admin/chamadas/:id', '/admin/submissoes', '/admin/chamadas/:chamadaId/submissoes'];
    const rotas = caminhos.map((c) => ROTAS.find((r) => r.path === c)!);
    expect(new Set(rotas.map((r) => r.pagina)).size).toBe(1);
    expect(rotas.map((r) => r.acesso)).toEqual(['usuario', 'administrador', 'administrador', 'administrador', 'administrador']);
  });
});
