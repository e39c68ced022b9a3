import react from '@vitejs/plugin-react';
import os from 'node:os';
import { defineConfig } from 'vitest/config';

const comPostgres = Boolean(process.env.TEST_DATABASE_URL);

const servidor = (nome: string, kind: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: nome,
    environment: 'node',
    include: ['src/server/**/*.test.ts'],
    globalSetup: ['src/server/testing/global-setup.ts'],
    env: { TEST_DB_KIND: kind },
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
