import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client.ts';
import { cargos, sessoes, usuarios } from '../../db/schema/index.ts';
import { conferirSenha } from '../../lib/senha.ts';
import { criarBancoDeTeste, limparBanco } from '../../testing/db.ts';
import { camposPerfilCompleto, criarCargo, criarUsuario, ctxDeTeste } from '../../testing/factories.ts';
import { hashToken, tokenAleatorio } from '../../lib/auth/tokens.ts';
import { atualizarPerfil, montarPerfilMe, obterPerfil, type AtualizarPerfilInput } from './perfil.service.ts';

let h: DbHandle;
beforeAll(async () => {
  h = await criarBancoDeTeste();
});
afterAll(() => h?.close());
beforeEach(() => limparBanco(h));

async function corpo(extra: Partial<AtualizarPerfilInput> = {}, email = 'maria.silva@teste.gov.br'): Promise<AtualizarPerfilInput> {
  const c = await camposPerfilCompleto(h.db);
  return {
    nome: 'Maria da Silva',
    email,
    celular: '13988887777',
    data_nascimento: '1985-02-10',
    cargo_id: c.cargoId,
    unidade_id: c.unidadeId,
    genero_id: c.generoId,
    orientacao_sexual_id: c.orientacaoSexualId,
    cor_raca_id: c.corRacaId,
    escolaridade_id: c.escolaridadeId,
    deficiencia_id: c.deficienciaId,
    ip: '203.0.113.1',
    ...extra,
  };
}

async function abrirSessao(usuarioId: number): Promise<string> {
  const [s] = await h.db
    .insert(sessoes)
    .values({ usuarioId, refreshHash: hashToken(tokenAleatorio()), expiraEm: new Date(Date.now() + 86_400_000) })
    .returning({ id: sessoes.id });
  return s!.id;
}

describe('obterPerfil / montarPerfilMe', () => {
  it('devolve o perfil com CPF formatado, perfis na ordem e completude', async () => {
    const u = await criarUsuario(h.db, { cpf: '52998224725', perfis: ['administrador', 'usuario'] });
    const p = await obterPerfil(ctxDeTeste(h.db, u));
    expect(p).toMatchObject({
      id: u.id,
      cpf: '529.982.247-25',
      perfil: 'administrador',
      perfis: ['usuario', 'administrador'],
      roles: ['usuario', 'administrador'],
      perfil_incompleto: false,
      campos_pendentes: [],
    });
    expect(p).not.toHaveProperty('senha_hash');
    expect(p).not.toHaveProperty('senhaHash');
  });

  it('marca o perfil incompleto e lista os campos pendentes', async () => {
    const u = await criarUsuario(h.db, { completo: false });
    const p = await montarPerfilMe({ db: h.db }, u.id);
    expect(p.perfil_incompleto).toBe(true);
    expect(p.campos_pendentes).toEqual(expect.arrayContaining(['cargo_id', 'unidade_id', 'data_nascimento']));
    expect(p.campos_pendentes).toHaveLength(8);
  });

  it('recusa pessoa inexistente com NAO_ENCONTRADO', async () => {
    await expect(montarPerfilMe({ db: h.db }, 999_999)).rejects.toMatchObject({ code: 'NAO_ENCONTRADO', message: 'Usuário não encontrado.' });
  });
});

describe('atualizarPerfil', () => {
  it('completa o perfil e grava os campos', async () => {
    const u = await criarUsuario(h.db, { completo: false, email: 'maria.silva@teste.gov.br' });
    const p = await atualizarPerfil(ctxDeTeste(h.db, u), await corpo({ registro: '280537' }));
    expect(p.perfil_incompleto).toBe(false);
    expect(p).toMatchObject({ nome: 'Maria da Silva', celular: '13988887777', data_nascimento: '1985-02-10', registro: '280537' });
    expect(await montarPerfilMe({ db: h.db }, u.id)).toEqual(p);
  });

  it('campo de lista ausente fica como está; null limpa', async () => {
    const u = await criarUsuario(h.db, { email: 'maria.silva@teste.gov.br' });
    const { cargo_id: _c, ...semCargo } = await corpo();
    const p1 = await atualizarPerfil(ctxDeTeste(h.db, u), semCargo);
    expect(p1.cargo_id).toBe(u.cargoId);
    const p2 = await atualizarPerfil(ctxDeTeste(h.db, u), await corpo({ cargo_id: null }));
    expect(p2.cargo_id).toBeNull();
    expect(p2.perfil_incompleto).toBe(true);
    expect(p2.campos_pendentes).toEqual(['cargo_id']);
  });

  it('recusa id de lista inexistente com DADOS_INVALIDOS e os campos', async () => {
    const u = await criarUsuario(h.db, { email: 'maria.silva@teste.gov.br' });
    const erro = await atualizarPerfil(ctxDeTeste(h.db, u), await corpo({ cargo_id: 999_999, unidade_id: 888_888 })).catch((e) => e);
    expect(erro).toMatchObject({ code: 'DADOS_INVALIDOS', status: 400, message: 'Cargo: opção inexistente.' });
    expect(erro.details.campos).toEqual([
      { campo: 'cargo_id', mensagem: 'Cargo: opção inexistente.' },
      { campo: 'unidade_id', mensagem: 'Unidade: opção inexistente.' },
    ]);
  });

  it('recusa opção desativada, mas aceita manter a que a pessoa já tem', async () => {
    const inativo = await criarCargo(h.db, false);
    try {
      const u = await criarUsuario(h.db, { email: 'maria.silva@teste.gov.br' });
      await expect(atualizarPerfil(ctxDeTeste(h.db, u), await corpo({ cargo_id: inativo.id }))).rejects.toMatchObject({
        code: 'DADOS_INVALIDOS',
        details: { campos: [{ campo: 'cargo_id', mensagem: 'Cargo: opção inexistente.' }] },
      });
      await h.db.update(usuarios).set({ cargoId: inativo.id }).where(eq(usuarios.id, u.id));
      const p = await atualizarPerfil(ctxDeTeste(h.db, u), await corpo({ cargo_id: inativo.id, nome: 'Maria Souza' }));
      expect(p).toMatchObject({ cargo_id: inativo.id, nome: 'Maria Souza' });
    } finally {
      await h.db.update(usuarios).set({ cargoId: null }).where(eq(usuarios.cargoId, inativo.id));
      await h.db.delete(cargos).where(eq(cargos.id, inativo.id));
    }
  });

  it('trocar o e-mail exige a senha atual', async () => {
    const u = await criarUsuario(h.db, { email: 'antigo@teste.gov.br' });
    const ctx = ctxDeTeste(h.db, u);
    await expect(atualizarPerfil(ctx, await corpo({}, 'novo@teste.gov.br'))).rejects.toMatchObject({
      code: 'DADOS_INVALIDOS',
      details: { campos: [{ campo: 'senha_atual', mensagem: 'Informe a senha atual para trocar o e-mail ou a senha.' }] },
    });
    await expect(atualizarPerfil(ctx, await corpo({ senha_atual: 'Errada@123' }, 'novo@teste.gov.br'))).rejects.toMatchObject({
      code: 'DADOS_INVALIDOS',
      message: 'Senha atual incorreta.',
      details: { campos: [{ campo: 'senha_atual', mensagem: 'Senha atual incorreta.' }] },
    });
    const p = await atualizarPerfil(ctx, await corpo({ senha_atual: u.senha }, 'novo@teste.gov.br'));
    expect(p.email).toBe('novo@teste.gov.br');
  });

  it('manter o mesmo e-mail não pede a senha atual', async () => {
    const u = await criarUsuario(h.db, { email: 'maria.silva@teste.gov.br' });
    await expect(atualizarPerfil(ctxDeTeste(h.db, u), await corpo({ nome: 'Maria Nova Silva' }))).resolves.toMatchObject({
      nome: 'Maria Nova Silva',
    });
  });

  it('recusa e-mail de outra conta com CONFLITO', async () => {
    await criarUsuario(h.db, { email: 'ocupado@teste.gov.br' });
    const u = await criarUsuario(h.db);
    await expect(
      atualizarPerfil(ctxDeTeste(h.db, u), await corpo({ senha_atual: u.senha }, 'ocupado@teste.gov.br')),
    ).rejects.toMatchObject({ code: 'CONFLITO', status: 409, details: { campos: [{ campo: 'email' }] } });
  });

  it('trocar a senha encerra as outras sessões e mantém a atual', async () => {
    const u = await criarUsuario(h.db, { email: 'maria.silva@teste.gov.br' });
    const atual = await abrirSessao(u.id);
    const outra = await abrirSessao(u.id);
    const ctx = ctxDeTeste(h.db, u, { sessaoId: atual });
    await atualizarPerfil(ctx, await corpo({ senha_atual: u.senha, nova_senha: 'Nova@Senha1' }));
    const linhas = await h.db.select().from(sessoes).where(eq(sessoes.usuarioId, u.id));
    expect(linhas.find((s) => s.id === atual)?.revogadaEm).toBeNull();
    expect(linhas.find((s) => s.id === outra)?.revogadaEm).toBeInstanceOf(Date);
    const [linha] = await h.db.select({ senhaHash: usuarios.senhaHash }).from(usuarios).where(eq(usuarios.id, u.id));
    expect(await conferirSenha('Nova@Senha1', linha!.senhaHash!)).toBe(true);
  });

  it('trocar a senha sem a senha atual não muda nada', async () => {
    const u = await criarUsuario(h.db, { email: 'maria.silva@teste.gov.br' });
    const outra = await abrirSessao(u.id);
    await expect(atualizarPerfil(ctxDeTeste(h.db, u), await corpo({ nova_senha: 'Nova@Senha1' }))).rejects.toMatchObject({
      code: 'DADOS_INVALIDOS',
    });
    const [s] = await h.db.select().from(sessoes).where(eq(sessoes.id, outra));
    expect(s!.revogadaEm).toBeNull();
  });
});
