import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderizar } from '#web/testing/render.tsx';
import { ROTAS } from '../rotas.ts';
import PaginaSalasECursos, { caminhoDaTela } from './salas-e-cursos.tsx';

// as telas têm testes próprios; aqui vale só a escolha pelo caminho
vi.mock('#web/features/salas/components/agendamento/pagina-agendamento.tsx', () => ({ AgendamentoSala: () => <h1>Tela do agendamento</h1> }));
vi.mock('#web/features/solicitacoes-curso/components/planejamento/pagina-planejamento.tsx', () => ({ PlanejamentoAnual: () => <h1>Tela do planejamento</h1> }));

function abrir(rota: string) {
  return renderizar(
    <Suspense fallback={<p>Carregando…</p>}>
      <PaginaSalasECursos />
    </Suspense>,
    { rota },
  );
}

const CAMINHOS = ['/agendamento-sala', '/solicitar-curso', '/admin/reservas-salas', '/admin/bloqueios', '/admin/solicitacoes-curso', '/admin/planejamento'];

describe('telas de salas e solicitações (um pedaço de JS que escolhe pelo caminho)', () => {
  it('cada caminho abre a sua tela, também com maiúsculas e barra final', async () => {
    const { unmount } = abrir('/agendamento-sala');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tela do agendamento' })).toBeInTheDocument();
    unmount();
    abrir('/Admin/Planejamento/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tela do planejamento' })).toBeInTheDocument();
  });

  it('caminho fora da tabela: nada', () => {
    expect(caminhoDaTela('/admin/salas-que-nao-existem')).toBeNull();
    expect(CAMINHOS.map(caminhoDaTela)).toEqual(CAMINHOS);
  });

  it('a tabela de rotas aponta as seis para a mesma entrada; as da administração pedem o perfil', () => {
    const rotas = CAMINHOS.map((c) => ROTAS.find((r) => r.path === c)!);
    expect(new Set(rotas.map((r) => r.pagina)).size).toBe(1);
    expect(rotas.map((r) => r.acesso)).toEqual(['usuario', 'usuario', 'administrador', 'administrador', 'administrador', 'administrador']);
  });
});
