import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client.ts';
import { cargos } from '../../db/schema/index.ts';
import { criarBancoDeTeste, limparBanco } from '../../testing/db.ts';
import { criarCargo, ctxDeTeste } from '../../testing/factories.ts';
import { listarLookups, validarOpcoesPerfil } from './listas.service.ts';

let h: DbHandle;
beforeAll(async () => {
  h = await criarBancoDeTeste();
});
afterAll(() => h?.close());
beforeEach(() => limparBanco(h));

/** Pessoa sem nenhuma opção escolhida (as colunas das listas em `usuarios`). */
const semOpcoes = { cargoId: null, unidadeId: null, generoId: null, orientacaoSexualId: null, corRacaId: null, escolaridadeId: null, deficienciaId: null };

describe('listarLookups', () => {
  it('traz as sete listas, só opções ativas, pela ordem', async () => {
    const inativo = await criarCargo(h.db, false);
    try {
      const l = await listarLookups(ctxDeTeste(h.db));
      expect(Object.keys(l).sort()).toEqual(
        ['cargos', 'cores_racas', 'deficiencias', 'escolaridades', 'generos', 'orientacoes_sexuais', 'unidades'].sort(),
      );
      for (const lista of Object.values(l)) expect(lista.length).toBeGreaterThan(0);
      expect(l.cargos.some((c) => c.id === inativo.id)).toBe(false);
      expect(l.deficiencias[0]!.nome).toBe('Não possuo');
      expect(l.unidades[0]).toEqual({ id: expect.any(Number), nome: 'Escola da Saúde', sigla: 'EMSP' });
    } finally {
      await h.db.delete(cargos).where(eq(cargos.id, inativo.id));
    }
  });

  it('guarda as listas em memória por 60 s', async () => {
    let agora = new Date('2030-01-01T12:00:00Z');
    const ctx = ctxDeTeste(h.db, null, { now: () => agora });
    await listarLookups(ctx);
    const novo = await criarCargo(h.db, true);
    try {
      expect((await listarLookups(ctx)).cargos[0]!.id).not.toBe(novo.id);
      agora = new Date(agora.getTime() + 61_000);
      expect((await listarLookups(ctx)).cargos[0]!.id).toBe(novo.id);
    } finally {
      await h.db.delete(cargos).where(eq(cargos.id, novo.id));
    }
  });
});

describe('validarOpcoesPerfil', () => {
  it('aceita ids existentes e ativos, ignora ausentes e nulos', async () => {
    const l = await listarLookups(ctxDeTeste(h.db, null, { now: () => new Date('2031-01-01T00:00:00Z') }));
    await expect(validarOpcoesPerfil({ db: h.db }, { cargo_id: l.cargos[0]!.id, unidade_id: null })).resolves.toBeUndefined();
  });

  it('recusa ids inexistentes ou desativados, com a mensagem de cada campo', async () => {
    const inativo = await criarCargo(h.db, false);
    try {
      await expect(validarOpcoesPerfil({ db: h.db }, { cargo_id: inativo.id, genero_id: 999_999 })).rejects.toMatchObject({
        code: 'DADOS_INVALIDOS',
        details: { campos: [{ campo: 'cargo_id', mensagem: 'Cargo: opção inexistente.' }, { campo: 'genero_id', mensagem: expect.stringContaining('opção inexistente') }] },
      });
      // manter a opção que a pessoa já tem vale, mesmo desativada
      await expect(validarOpcoesPerfil({ db: h.db }, { cargo_id: inativo.id }, { ...semOpcoes, cargoId: inativo.id })).resolves.toBeUndefined();
    } finally {
      await h.db.delete(cargos).where(eq(cargos.id, inativo.id));
    }
  });
});
