import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client.ts';
import { criarBancoDeTeste, limparBanco } from '../../testing/db.ts';
import { criarUsuario, ctxDeTeste } from '../../testing/factories.ts';
import { criarEventoDeTeste } from '../../testing/eventos.ts';
import { minhasInscricoes } from './inscricoes-consultas.ts';
import { cancelar, inscrever } from './inscricoes.service.ts';

let h: DbHandle;
beforeAll(async () => {
  h = await criarBancoDeTeste();
});
afterAll(() => h.close());
beforeEach(() => limparBanco(h));

const pessoa = async () => {
  const u = await criarUsuario(h.db);
  return ctxDeTeste(h.db, { id: u.id, perfis: ['usuario'] });
};

describe('inscrever', () => {
  it('confirma, põe na espera quando lota e chama o primeiro da fila quando alguém cancela', async () => {
    const { evento } = await criarEventoDeTeste(h.db, { turmas: [{ vagas: 1 }] });
    const turmaId = evento.turmas[0]!.id;
    const [a, b, c] = [await pessoa(), await pessoa(), await pessoa()];
    const ra = await inscrever(a, { turmaId });
    expect(ra).toMatchObject({ status: 'confirmada', posicao_espera: null });
    expect(await inscrever(b, { turmaId })).toMatchObject({ status: 'em_espera', posicao_espera: 1 });
    expect(await inscrever(c, { turmaId })).toMatchObject({ status: 'em_espera', posicao_espera: 2 });
    await cancelar(a, { id: ra.id });
    const minhasB = await minhasInscricoes(b, { situacao: 'ativas' });
    expect(minhasB[0]).toMatchObject({ status: 'confirmada', posicao_espera: null });
    const minhasC = await minhasInscricoes(c, { situacao: 'ativas' });
    expect(minhasC[0]).toMatchObject({ status: 'em_espera', posicao_espera: 1 });
  });
});
