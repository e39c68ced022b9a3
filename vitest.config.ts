import react from '@vitejs/plugin-react';
import os from 'node:os';
import { defineConfig } from 'vitest/config';

const comPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * O que roda também no PostgreSQL de verdade (decisão 021): o que depende do servidor e não só do motor SQL —
 * pedidos simultâneos, travas (FOR UPDATE, advisory locks), o pool e o driver `pg`, a fila entre processos e as
 * migrações/sementes. O PGlite é o mesmo PostgreSQL compilado, com uma conexão só: o resto roda nele, uma vez.
 * Um teste novo de concorrência ou de trava entra nesta lista.
 */
const SUITES_NO_POSTGRES = [
  'src/server/app.test.ts',
  'src/server/db/*.test.ts',
  'src/server/lib/tarefas/fila.test.ts',
  'src/server/modules/registro-de-tarefas.test.ts',
  'src/server/escala.test.ts',
  'src/server/lib/limites.repository.test.ts',
  'src/server/lib/copia-de-seguranca/*.test.ts',
  'src/server/modules/presencas/codigo-ao-vivo-limite.test.ts',
  'src/server/modules/**/*-concorrencia.routes.test.ts',
  'src/server/modules/**/*-simultaneo.routes.test.ts',
  'src/server/modules/auth/auth.{routes,service}.test.ts',
  'src/server/modules/auth/recuperacao-senha.routes.test.ts',
  'src/server/modules/assinaturas/assinaturas.service.test.ts',
  'src/server/modules/avaliacoes/avaliacoes.routes.test.ts',
  'src/server/modules/certificados/certificados{,-avulsos}.routes.test.ts',
  'src/server/modules/certificados/certificados.service.test.ts',
  'src/server/modules/presencas/lote-de-confirmacoes.test.ts',
  'src/server/modules/salas/{reservas.service,gestao-de-reservas}.test.ts',
  'src/server/modules/sistema/sistema.service.test.ts',
  'src/server/modules/solicitacoes-curso/{solicitacoes-curso.service,decisoes}.test.ts',
  'src/server/modules/testes/testes.service.test.ts',
  'src/server/modules/usuarios/usuarios.service.test.ts',
];

const servidor = (nome: string, kind: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: nome,
    environment: 'node',
    include: kind === 'postgres' ? SUITES_NO_POSTGRES : ['src/server/**/*.test.ts'],
    globalSetup: ['src/server/testing/global-setup.ts'],
    env: { TEST_DB_KIND: kind },
    // Sem isolamento por arquivo: cada worker importa o servidor (Fastify, módulos, contratos zod) uma vez, não
    // uma por arquivo. Medido na suíte do servidor em PGlite (122 arquivos, 2 núcleos): 343 s isolado, 170 s
    // assim. Cada arquivo cria o próprio app e o próprio banco (testing/app.ts, testing/db.ts); estado de
    // módulo que vaze entre arquivos é defeito do código, não do teste. A suíte web segue isolada (jsdom,
    // mocks de módulo e o estado dos avisos são por arquivo).
    isolate: false,
  },
});

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    testTimeout: 30_000,
    // o padrão é núcleos − 1: numa máquina de 2 núcleos, um arquivo por vez. Os testes do servidor passam
    // boa parte do tempo esperando o banco, então dois de uma vez aproveitam a espera
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'shared', environment: 'node', include: ['src/shared/**/*.test.ts'] } },
      servidor('server', 'pglite'),
      ...(comPostgres ? [servidor('server-pg', 'postgres')] : []),
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/testing/setup.ts'],
        },
      },
    ],
  },
});
