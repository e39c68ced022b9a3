import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('npm start', () => {
  it('com configuração inválida sai com código 78 e diz qual variável está errada', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/start.ts'], {
      env: { ...process.env, PORT: 'porta', AUTH_RATE_LIMIT_PER_MIN: '0' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(r.status).toBe(78);
    expect(r.stderr).toContain('Configuração inválida');
    expect(r.stderr).toContain('PORT: deve ser um número');
    expect(r.stderr).toContain('AUTH_RATE_LIMIT_PER_MIN');
  });
});
