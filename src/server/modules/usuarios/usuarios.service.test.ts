import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client.ts';
import { auditoria, sessoes, unidades, usuarios } from '../../db/schema/index.ts';
import { criarBancoDeTeste, limparBanco } from '../../testing/db.ts';
import { criarUsuario, ctxDeTeste } from '../../testing/factories.ts';
import { hashToken, tokenAleatorio } from '../../lib/auth/tokens.ts';
import {
  atualizarUsuario,
  definirPerfis,
  definirSituacao,
  listarUsuarios,
  obterUsuario,
  type AtualizarUsuarioInput,
} from './usuarios.service.ts';

let h: DbHandle;
beforeAll(async () => {
  h = await criarBancoDeTeste();
});
afterAll(() => h?.close());
beforeEach(() => limparBanco(h));

const admin = () => criarUsuario(h.db, { nome: 'Ana Administradora', perfis: ['usuario', 'administrador'] });
const consulta = (o: { busca?: string; perfil?: 'usuario' | 'instrutor' | 'administrador'; ativo?: boolean; pagina?: number; por_pagina?: number } = {}) => ({
  pagina: 1, por_pagina: 20, ativo: undefined, ...o,
});
const auditorias = () => h.db.select().from(auditoria).orderBy(auditoria.id);

describe('listarUsuarios', () => {
  it('busca por nome sem acento e sem caixa', async () => {
    const a = await admin();
    await criarUsuario(h.db, { nome: 'José da Conceição' });
    await criarUsuario(h.db, { nome: 'Maria Souza' });
    const ctx = ctxDeTeste(h.db, a);
    for (const busca of ['jose', 'JOSÉ', 'conceicao', 'CONCEIÇÃO', 'sé da']) {
      const r = await listarUsuarios(ctx, consulta({ busca }));
      expect(r.itens.map((u) => u.nome), busca).toEqual(['José da Conceição']);
    }
  });

  it('busca por e-mail e por CPF com ou sem máscara, e devolve o CPF só mascarado', async () => {
    const a = await admin();
    const alvo = await criarUsuario(h.db, { nome: 'Carla Dias', cpf: '52998224725', email: 'carla.dias@saude.gov.br' });
    const ctx = ctxDeTeste(h.db, a);
    for (const busca of ['carla.dias@', 'SAUDE.gov', '529.982.247-25', '52998224725', '982.247']) {
      const r = await listarUsuarios(ctx, consulta({ busca }));
      expect(r.itens.map((u) => u.id), busca).toEqual([alvo.id]);
    }
    const [item] = (await listarUsuarios(ctx, consulta({ busca: 'carla' }))).itens;
    expect(item!.cpf_mascarado).toBe('***.982.247-**');
    expect(JSON.stringify(item)).not.toContain('52998224725');
  });

  it('trata % e _ da busca como texto, não como curinga', async () => {
    const a = await admin();
    await criarUsuario(h.db, { nome: 'Pedro Alves' });
    const r = await listarUsuarios(ctxDeTeste(h.db, a), consulta({ busca: '%' }));
    expect(r.total).toBe(0);
    expect((await listarUsuarios(ctxDeTeste(h.db, a), consulta({ busca: '_' }))).total).toBe(0);
  });

  it('ordena por nome ignorando acentos, pagina e informa o total', async () => {
    const a = await admin(); // "Ana Administradora"
    for (const nome of ['Bruno Lima', 'Ágata Reis', 'carlos Melo', 'Úrsula Prado']) await criarUsuario(h.db, { nome });
    const ctx = ctxDeTeste(h.db, a);
    const todos = await listarUsuarios(ctx, consulta());
    expect(todos.itens.map((u) => u.nome)).toEqual(['Ágata Reis', 'Ana Administradora', 'Bruno Lima', 'carlos Melo', 'Úrsula Prado']);
    const p2 = await listarUsuarios(ctx, consulta({ pagina: 2, por_pagina: 2 }));
    expect(p2.itens.map((u) => u.nome)).toEqual(['Bruno Lima', 'carlos Melo']);
    expect(p2).toMatchObject({ total: 5, pagina: 2, por_pagina: 2 });
  });

  it('filtra por perfil e por situação', async () => {
    const a = await admin();
    await criarUsuario(h.db, { nome: 'Inês Instrutora', perfis: ['usuario', 'instrutor'] });
    await criarUsuario(h.db, { nome: 'Davi Desativado', ativo: false });
    const ctx = ctxDeTeste(h.db, a);
    expect((await listarUsuarios(ctx, consulta({ perfil: 'instrutor' }))).itens.map((u) => u.nome)).toEqual(['Inês Instrutora']);
    expect((await listarUsuarios(ctx, consulta({ ativo: false }))).itens.map((u) => u.nome)).toEqual(['Davi Desativado']);
    expect((await listarUsuarios(ctx, consulta({ ativo: true }))).total).toBe(2);
  });

  it('traz sigla da unidade, nome do cargo e completude', async () => {
    const a = await admin();
    await criarUsuario(h.db, { nome: 'Sem Perfil Completo', completo: false });
    const r = await listarUsuarios(ctxDeTeste(h.db, a), consulta());
    const [sigla] = await h.db.select({ s: unidades.sigla }).from(unidades).where(eq(unidades.id, a.unidadeId!));
    expect(r.itens.find((u) => u.id === a.id)).toMatchObject({ unidade_sigla: sigla!.s, cargo_nome: expect.any(String), perfil_incompleto: false });
    expect(r.itens.find((u) => u.id !== a.id)).toMatchObject({ unidade_sigla: null, cargo_nome: null, perfil_incompleto: true });
  });

  it('recusa quem não é administrador (SEM_PERMISSAO)', async () => {
    const u = await criarUsuario(h.db, { perfis: ['usuario', 'instrutor'] });
    await expect(listarUsuarios(ctxDeTeste(h.db, u), consulta())).rejects.toMatchObject({ code: 'SEM_PERMISSAO' });
  });
});

describe('obterUsuario', () => {
  it('responde NAO_ENCONTRADO para id inexistente', async () => {
    const a = await admin();
    await expect(obterUsuario(ctxDeTeste(h.db, a), { id: 987654 })).rejects.toMatchObject({
      code: 'NAO_ENCONTRADO', message: 'Usuário não encontrado.',
    });
  });
});

describe('atualizarUsuario', () => {
  async function entrada(id: number, extra: Partial<AtualizarUsuarioInput> = {}): Promise<AtualizarUsuarioInput> {
    const [l] = await h.db.select().from(usuarios).where(eq(usuarios.id, id));
    return { id, nome: l!.nome, email: l!.email, celular: l!.celular!, data_nascimento: l!.dataNascimento, ...extra };
  }

  it('grava a mudança e a auditoria com antes/depois só dos campos alterados, sem CPF nem senha', async () => {
    const a = await admin();
    const alvo = await criarUsuario(h.db, { nome: 'Beatriz Costa', email: 'bia@teste.gov.br' });
    const r = await atualizarUsuario(ctxDeTeste(h.db, a), await entrada(alvo.id, { nome: 'Beatriz Costa Lima', celular: '13977776666' }));
    expect(r).toMatchObject({ nome: 'Beatriz Costa Lima', celular: '13977776666' });
    const [linha] = await auditorias();
    expect(linha).toMatchObject({ atorId: a.id, acao: 'usuario.dados', alvoTipo: 'usuario', alvoId: String(alvo.id) });
    expect([linha!.antes, linha!.depois, linha!.detalhes]).toEqual([{ nome: 'Beatriz Costa', celular: '13991234567' }, { nome: 'Beatriz Costa Lima', celular: '13977776666' }, null]);
    const texto = JSON.stringify(linha);
    expect(texto).not.toContain(alvo.cpf);
    expect(texto).not.toContain('scrypt');
  });

  it('sem nenhuma mudança não grava auditoria', async () => {
    const a = await admin();
    const alvo = await criarUsuario(h.db);
    await atualizarUsuario(ctxDeTeste(h.db, a), await entrada(alvo.id));
    expect(await auditorias()).toEqual([]);
  });

  it('recusa e-mail de outra conta com CONFLITO e não audita', async () => {
    const a = await admin();
    const alvo = await criarUsuario(h.db);
    await expect(atualizarUsuario(ctxDeTeste(h.db, a), await entrada(alvo.id, { email: a.email }))).rejects.toMatchObject({
      code: 'CONFLITO', status: 409,
    });
    expect(await auditorias()).toEqual([]);
  });

  it('recusa opção de lista inexistente com DADOS_INVALIDOS', async () => {
    const a = await admin();
    const alvo = await criarUsuario(h.db);
    await expect(atualizarUsuario(ctxDeTeste(h.db, a), await entrada(alvo.id, { unidade_id: 777_777 }))).rejects.toMatchObject({
      code: 'DADOS_INVALIDOS', details: { campos: [{ campo: 'unidade_id', mensagem: 'Unidade: opção inexistente.' }] },
    });
  });

  it('responde NAO_ENCONTRADO para id inexistente', async () => {
    const a = await admin();
    await expect(
      atualizarUsuario(ctxDeTeste(h.db, a), { id: 999_999, nome: 'X Y', email: 'x@y.com', celular: '13999999999', data_nascimento: null }),
    ).rejects.toMatchObject({ code: 'NAO_ENCONTRADO' });
  });
});

describe('definirPerfis', () => {
  it('concede e remove perfis em qualquer combinação e audita', async () => {
    const a = await admin();
    const alvo = await criarUsuario(h.db);
    const ctx = ctxDeTeste(h.db, a);
    expect((await definirPerfis(ctx, { id: alvo.id, perfis: ['instrutor', 'usuario', 'instrutor'] })).perfis).toEqual(['usuario', 'instrutor']);
    expect((await definirPerfis(ctx, { id: alvo.id, perfis: ['instrutor'] })).perfis).toEqual(['instrutor']);
    const linhas = await auditorias();
    expect(linhas.map((l) => [l.acao, l.antes, l.depois])).toEqual([
      ['usuario.perfis', { perfis: ['usuario'] }, { perfis: ['usuario', 'instrutor'] }],
      ['usuario.perfis', { perfis: ['usuario', 'instrutor'] }, { perfis: ['instrutor'] }],
    ]);
  });

  it('impede o administrador de remover o próprio perfil de administrador', async () => {
    const a = await admin();
    await expect(definirPerfis(ctxDeTeste(h.db, a), { id: a.id, perfis: ['usuario', 'instrutor'] })).rejects.toMatchObject({
      code: 'REGRA_NEGOCIO', status: 422, message: 'Você não pode remover o próprio perfil de administrador.',
    });
    expect(await auditorias()).toEqual([]);
  });

  it('permite ao administrador mudar os outros perfis de si mesmo', async () => {
    const a = await admin();
    const r = await definirPerfis(ctxDeTeste(h.db, a), { id: a.id, perfis: ['administrador', 'instrutor'] });
    expect(r.perfis).toEqual(['instrutor', 'administrador']);
  });

  it('dois administradores tirando ao mesmo tempo o perfil um do outro: um consegue, o outro (já rebaixado) recebe SEM_PERMISSAO', async () => {
    const a = await admin();
    const b = await criarUsuario(h.db, { nome: 'Bia Administradora', perfis: ['usuario', 'administrador'] });
    const r = await Promise.allSettled([
      definirPerfis(ctxDeTeste(h.db, a), { id: b.id, perfis: ['usuario'] }),
      definirPerfis(ctxDeTeste(h.db, b), { id: a.id, perfis: ['usuario'] }),
    ]);
    expect(r.filter((x) => x.status === 'fulfilled')).toHaveLength(1);
    const recusa = r.find((x) => x.status === 'rejected') as PromiseRejectedResult;
    expect(recusa.reason).toMatchObject({ code: 'SEM_PERMISSAO' });
    const restantes = await h.db.select({ perfis: usuarios.perfis }).from(usuarios);
    expect(restantes.filter((u) => u.perfis.includes('administrador'))).toHaveLength(1);
    expect(await auditorias()).toHaveLength(1);
  });
});

describe('ator rebaixado ou desativado durante a requisição', () => {
  // a sessão foi conferida no início da requisição (perfis do ctx); o banco já mudou
  it.each([
    ['sem o perfil de administrador', { perfis: ['usuario'] as string[] }],
    ['com a conta desativada', { ativo: false }],
  ])('administrador %s não conclui a ação: SEM_PERMISSAO, nada muda e nada é auditado', async (_caso, mudanca) => {
    const a = await admin();
    const alvo = await criarUsuario(h.db, { nome: 'Caio Alvo' });
    const ctx = ctxDeTeste(h.db, a); // ainda com o perfil de administrador em memória
    await h.db.update(usuarios).set(mudanca).where(eq(usuarios.id, a.id));
    await expect(definirPerfis(ctx, { id: alvo.id, perfis: ['usuario', 'administrador'] })).rejects.toMatchObject({ code: 'SEM_PERMISSAO', status: 403 });
    await expect(definirSituacao(ctx, { id: alvo.id, ativo: false })).rejects.toMatchObject({ code: 'SEM_PERMISSAO' });
    const dados = { id: alvo.id, nome: 'Outro Nome', email: alvo.email, celular: alvo.celular!, data_nascimento: alvo.dataNascimento };
    await expect(atualizarUsuario(ctx, dados)).rejects.toMatchObject({ code: 'SEM_PERMISSAO' });
    const [depois] = await h.db.select().from(usuarios).where(eq(usuarios.id, alvo.id));
    expect([depois!.perfis, depois!.ativo, depois!.nome]).toEqual([['usuario'], true, 'Caio Alvo']);
    expect(await auditorias()).toEqual([]);
  });
});

describe('definirSituacao', () => {
  async function sessao(usuarioId: number) {
    await h.db.insert(sessoes).values({ usuarioId, refreshHash: hashToken(tokenAleatorio()), expiraEm: new Date(Date.now() + 86_400_000) });
  }

  it('desativar encerra todas as sessões da pessoa e audita na mesma operação', async () => {
    const a = await admin();
    const alvo = await criarUsuario(h.db);
    await sessao(alvo.id);
    await sessao(alvo.id);
    await sessao(a.id);
    const r = await definirSituacao(ctxDeTeste(h.db, a), { id: alvo.id, ativo: false });
    expect(r.ativo).toBe(false);
    const todas = await h.db.select().from(sessoes);
    expect(todas.filter((s) => s.usuarioId === alvo.id).every((s) => s.revogadaEm !== null)).toBe(true);
    expect(todas.filter((s) => s.usuarioId === a.id).every((s) => s.revogadaEm === null)).toBe(true);
    const [linha] = await auditorias();
    expect(linha).toMatchObject({
      acao: 'usuario.situacao',
      alvoId: String(alvo.id),
      antes: { ativo: true },
      depois: { ativo: false },
      detalhes: { sessoes_revogadas: 2 },
    });
  });

  it('reativar volta a conta e audita; repetir não audita de novo', async () => {
    const a = await admin();
    const alvo = await criarUsuario(h.db, { ativo: false });
    const ctx = ctxDeTeste(h.db, a);
    expect((await definirSituacao(ctx, { id: alvo.id, ativo: true })).ativo).toBe(true);
    await definirSituacao(ctx, { id: alvo.id, ativo: true });
    expect((await auditorias()).map((l) => [l.antes, l.depois, l.detalhes])).toEqual([[{ ativo: false }, { ativo: true }, null]]);
  });

  it('impede o administrador de desativar a própria conta', async () => {
    const a = await admin();
    await expect(definirSituacao(ctxDeTeste(h.db, a), { id: a.id, ativo: false })).rejects.toMatchObject({
      code: 'REGRA_NEGOCIO', status: 422,
    });
  });

  it('responde NAO_ENCONTRADO para id inexistente', async () => {
    const a = await admin();
    await expect(definirSituacao(ctxDeTeste(h.db, a), { id: 999_999, ativo: false })).rejects.toMatchObject({ code: 'NAO_ENCONTRADO' });
  });
});
