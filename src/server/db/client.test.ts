import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DbLockedError, lockPgliteDir } from './client.ts';

const dirs: string[] = [];
function pastaTemporaria(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'escola-trava-'));
  dirs.push(d);
  return path.join(d, 'db');
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('trava de processo único do PGlite', () => {
  it('cria DATA_DIR/db.lock com o pid e o remove ao liberar', () => {
    const dir = pastaTemporaria();
    const liberar = lockPgliteDir(dir);
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    liberar();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });

  it('recusa com mensagem clara quando outro processo vivo usa a pasta', async () => {
    const dir = pastaTemporaria();
    const outro = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      fs.writeFileSync(`${dir}.lock`, String(outro.pid));
      expect(() => lockPgliteDir(dir)).toThrow(DbLockedError);
      expect(() => lockPgliteDir(dir)).toThrow(/já está em uso pelo processo .* atende um processo só/);
    } finally {
      outro.kill();
    }
  });

  it('retoma a trava deixada por um processo que já morreu', () => {
    const dir = pastaTemporaria();
    fs.writeFileSync(`${dir}.lock`, '2147483000');
    const liberar = lockPgliteDir(dir);
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    liberar();
  });
});
