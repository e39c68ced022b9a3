/**
 * Os códigos errados do QR ao vivo contam no banco (decisão 027): pedidos simultâneos, de qualquer processo,
 * não passam do limite. Roda também no PostgreSQL.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client.ts';
import { contagemNaJanela } from '../../lib/limites.repository.ts';
import { criarBancoDeTeste, limparBanco } from '../../testing/db.ts';
import { bloqueadoPorCodigosErrados, devolverTentativaDeCodigo, ERROS_DE_CODIGO_PERMITIDOS, reservarTentativaDeCodigo } from './codigo-ao-vivo.ts';

let h: DbHandle;
beforeAll(async () => {
  h = await criarBancoDeTeste();
});
afterAll(() => h.close());
beforeEach(() => limparBanco(h));


describe('códigos errados do QR ao vivo (presenças)', () => {
  it('10 chutes simultâneos: exatamente 5 reservas passam; devolver libera uma; a janela de 10 min vence', async () => {
    const agora = new Date('2026-05-04T12:00:00Z');
    const r = await Promise.all(Array.from({ length: 10 }, () => reservarTentativaDeCodigo(h.db, 7, 3, agora)));
    expect(r.filter(Boolean)).toHaveLength(ERROS_DE_CODIGO_PERMITIDOS);
    expect(await contagemNaJanela(h.db, 'qr:7:3', agora)).toBe(ERROS_DE_CODIGO_PERMITIDOS);
    expect(await bloqueadoPorCodigosErrados(h.db, 7, 3, agora)).toBe(true);
    // outra turma, outra conta
    expect(await bloqueadoPorCodigosErrados(h.db, 7, 4, agora)).toBe(false);
    await devolverTentativaDeCodigo(h.db, 7, 3);
    expect(await bloqueadoPorCodigosErrados(h.db, 7, 3, agora)).toBe(false);
    expect(await reservarTentativaDeCodigo(h.db, 7, 3, agora)).toBe(true);
    expect(await reservarTentativaDeCodigo(h.db, 7, 3, agora)).toBe(false);
    expect(await bloqueadoPorCodigosErrados(h.db, 7, 3, new Date(agora.getTime() + 10 * 60_000))).toBe(false);
  });
});
