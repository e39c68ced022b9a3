import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SalvarAssinaturaBodySchema, type SalvarAssinaturaBody } from '#shared/contracts/assinaturas.ts';
import type { DbHandle } from '../../db/client.ts';
import { assinaturas, usuarios } from '../../db/schema/index.ts';
import type { CtxAutenticado } from '../../lib/context.ts';
import type { Storage } from '../../lib/storage.ts';
import { criarBancoDeTeste, limparBanco } from '../../testing/db.ts';
import { criarUsuario, ctxDeTeste } from '../../testing/factories.ts';
import { recusaDe } from '../../testing/recusa.ts';
import {
  assinaturasParaDocumento, listarAssinantes, minhaAssinatura, removerAssinatura, salvarAssinatura, temAssinatura,
} from './assinaturas.service.ts';
import { criarPng, dataUrl } from './png-de-teste.ts';

let h: DbHandle;
let consultas = 0;
beforeAll(async () => {
  h = await criarBancoDeTeste({ aoConsultar: () => consultas++ });
});
afterAll(() => h.close());
beforeEach(() => limparBanco(h));

/** Storage de verdade (diretório temporário) que anota as chaves gravadas e removidas. */
function comEspiao(ctx: CtxAutenticado) {
  const salvas: string[] = [];
  const removidas: string[] = [];
  const storage: Storage = {
    salvar: async (pasta, conteudo, extensao) => {
      const chave = await ctx.storage.salvar(pasta, conteudo, extensao);
      salvas.push(chave);
      return chave;
    },
    ler: (chave) => ctx.storage.ler(chave),
    remover: async (chave) => {
      removidas.push(chave);
      await ctx.storage.remover(chave);
    },
    listar: () => ctx.storage.listar(),
  };
  return { ctx: { ...ctx, storage }, salvas, removidas };
}

async function pessoa(o: { nome?: string; perfis?: ('usuario' | 'instrutor' | 'administrador')[]; ativo?: boolean } = {}) {
  const u = await criarUsuario(h.db, o);
  return { usuario: u, ...comEspiao(ctxDeTeste(h.db, { id: u.id, perfis: o.perfis ?? ['usuario'] })) };
}

const corpo = (b: SalvarAssinaturaBody) => SalvarAssinaturaBodySchema.parse(b);
const PNG = criarPng();
const linhaDe = async (usuarioId: number) => (await h.db.select().from(assinaturas).where(eq(assinaturas.usuarioId, usuarioId)))[0];

describe('salvar a assinatura', () => {
  it('a primeira vez guarda a imagem como PNG e a função aparada; a leitura devolve a mesma imagem', async () => {
    const p = await pessoa();
    expect(await minhaAssinatura(p.ctx)).toEqual({ tem_assinatura: false, funcao: null, atualizada_em: null, imagem: null });
    const salva = await salvarAssinatura(p.ctx, corpo({ imagem: dataUrl(PNG), funcao: '  Chefe da   Escola da Saúde ' }));
    expect(salva).toMatchObject({ tem_assinatura: true, funcao: 'Chefe da Escola da Saúde', imagem: dataUrl(PNG) });
    expect(p.salvas).toHaveLength(1);
    expect(p.salvas[0]).toMatch(/^assinaturas\/[0-9a-f-]{36}\.png$/);
    expect(await p.ctx.storage.ler(p.salvas[0]!)).toEqual(PNG);
    expect(await minhaAssinatura(p.ctx)).toEqual(salva);
    expect(await temAssinatura(p.ctx, p.usuario.id)).toBe(true);
  });

  it('a primeira vez sem imagem é recusada, sem gravar nada', async () => {
    const p = await pessoa();
    expect(await recusaDe(salvarAssinatura(p.ctx, corpo({ funcao: 'Diretora' })))).toMatchObject({ code: 'DADOS_INVALIDOS', mensagem: 'Faça ou envie a assinatura antes de salvar.' });
    expect(await linhaDe(p.usuario.id)).toBeUndefined();
    expect(p.salvas).toHaveLength(0);
  });

  it('substituir aponta para o arquivo novo e remove o antigo depois; a função fica', async () => {
    const p = await pessoa();
    await salvarAssinatura(p.ctx, corpo({ imagem: dataUrl(PNG), funcao: 'Diretora' }));
    const outra = criarPng({ largura: 500, altura: 120 });
    const nova = await salvarAssinatura(p.ctx, corpo({ imagem: dataUrl(outra) }));
    expect(nova).toMatchObject({ funcao: 'Diretora', imagem: dataUrl(outra) });
    const [antigo, novo] = p.salvas;
    expect(p.removidas).toEqual([antigo]);
    expect(await p.ctx.storage.ler(antigo!)).toBeNull();
    expect((await linhaDe(p.usuario.id))?.arquivo).toBe(novo);
  });

  it('só a função: a imagem fica; nula ou vazia tira a função; corpo vazio não muda nada', async () => {
    const p = await pessoa();
    const relogio = { agora: new Date('2026-03-02T12:00:00Z') };
    const ctx = { ...p.ctx, now: () => relogio.agora };
    await salvarAssinatura(ctx, corpo({ imagem: dataUrl(PNG) }));
    relogio.agora = new Date('2026-03-03T12:00:00Z');
    expect(await salvarAssinatura(ctx, corpo({ funcao: 'Coordenadora de Ensino' }))).toMatchObject({
      funcao: 'Coordenadora de Ensino', imagem: dataUrl(PNG), atualizada_em: '2026-03-03T12:00:00.000Z',
    });
    expect(await salvarAssinatura(ctx, corpo({ funcao: '   ' }))).toMatchObject({ funcao: null });
    await salvarAssinatura(ctx, corpo({ funcao: 'Diretora' }));
    expect(await salvarAssinatura(ctx, corpo({ funcao: null }))).toMatchObject({ funcao: null });
    relogio.agora = new Date('2026-03-04T12:00:00Z');
    expect(await salvarAssinatura(ctx, corpo({}))).toMatchObject({ atualizada_em: '2026-03-03T12:00:00.000Z' });
    expect(p.salvas).toHaveLength(1);
    expect(p.removidas).toHaveLength(0);
  });

  it('se o banco recusa a gravação, o arquivo novo é removido e o antigo fica', async () => {
    const p = await pessoa();
    await salvarAssinatura(p.ctx, corpo({ imagem: dataUrl(PNG) }));
    // função longa demais passando ao largo do contrato: o CHECK do banco recusa
    await expect(salvarAssinatura(p.ctx, { imagem: dataUrl(criarPng({ largura: 80 })), funcao: 'x'.repeat(121) })).rejects.toThrow();
    const [antigo, novo] = p.salvas;
    expect(p.removidas).toEqual([novo]);
    expect((await linhaDe(p.usuario.id))?.arquivo).toBe(antigo);
    expect(await p.ctx.storage.ler(antigo!)).toEqual(PNG);
  });

  it('duas trocas ao mesmo tempo: uma linha, e só o arquivo que ela aponta sobra', async () => {
    const p = await pessoa();
    await Promise.all([1, 2, 3].map((i) => salvarAssinatura(p.ctx, corpo({ imagem: dataUrl(criarPng({ largura: 100 + i })) }))));
    const linha = await linhaDe(p.usuario.id);
    expect(p.salvas).toHaveLength(3);
    for (const chave of p.salvas) expect(await p.ctx.storage.ler(chave), chave).toEqual(chave === linha?.arquivo ? expect.any(Buffer) : null);
  });

  it('imagens recusadas pelo conteúdo, com a mensagem certa', async () => {
    const p = await pessoa();
    const casos: [string, string, string][] = [
      ['data:image/png;base64,@@@', 'DADOS_INVALIDOS', 'Envie a assinatura como imagem PNG.'],
      ['iVBORw0KGgo=', 'DADOS_INVALIDOS', 'Envie a assinatura como imagem PNG.'],
      [dataUrl(Buffer.from('não sou PNG')), 'DADOS_INVALIDOS', 'Envie a assinatura como imagem PNG.'],
      [dataUrl(criarPng({ largura: 19, altura: 10 })), 'DADOS_INVALIDOS', 'A imagem é pequena demais: use pelo menos 20 × 10 pixels.'],
      [dataUrl(criarPng({ largura: 2001, altura: 10 })), 'DADOS_INVALIDOS', 'A imagem deve ter no máximo 2000 × 1000 pixels. Use uma imagem menor.'],
      [dataUrl(criarPng({ linhasAMenos: 3 })), 'DADOS_INVALIDOS', 'A imagem PNG está danificada. Desenhe a assinatura ou envie outra imagem.'],
      [dataUrl(Buffer.alloc(1024 * 1024 + 1)), 'MUITO_GRANDE', 'A imagem passa de 1 MB. Use uma imagem menor ou desenhe a assinatura.'],
    ];
    for (const [imagem, code, mensagem] of casos) {
      expect(await recusaDe(salvarAssinatura(p.ctx, corpo({ imagem }))), mensagem).toMatchObject({ code, mensagem });
    }
    expect(p.salvas).toHaveLength(0);
  });
});

describe('remover a assinatura', () => {
  it('apaga a linha e o arquivo; sem assinatura, não faz nada', async () => {
    const p = await pessoa();
    await salvarAssinatura(p.ctx, corpo({ imagem: dataUrl(PNG) }));
    expect(await removerAssinatura(p.ctx)).toBeNull();
    expect(await linhaDe(p.usuario.id)).toBeUndefined();
    expect(await p.ctx.storage.ler(p.salvas[0]!)).toBeNull();
    expect(await removerAssinatura(p.ctx)).toBeNull();
    expect(await temAssinatura(p.ctx, p.usuario.id)).toBe(false);
  });
});

describe('quem pode assinar', () => {
  it('lista só pessoas ativas com assinatura, por nome, com id, nome e função', async () => {
    const [carla, ana, bruno] = await Promise.all([pessoa({ nome: 'Carla Souza' }), pessoa({ nome: 'Ana Lima' }), pessoa({ nome: 'Bruno Reis' })]);
    const inativa = await pessoa({ nome: 'Alice Inativa' });
    await pessoa({ nome: 'Aaron Sem Assinatura' });
    await salvarAssinatura(carla!.ctx, corpo({ imagem: dataUrl(PNG), funcao: 'Diretora' }));
    await salvarAssinatura(ana!.ctx, corpo({ imagem: dataUrl(PNG) }));
    await salvarAssinatura(bruno!.ctx, corpo({ imagem: dataUrl(PNG), funcao: 'Coordenador' }));
    await salvarAssinatura(inativa.ctx, corpo({ imagem: dataUrl(PNG) }));
    await h.db.update(usuarios).set({ ativo: false }).where(eq(usuarios.id, inativa.usuario.id));
    expect(await listarAssinantes(carla!.ctx)).toEqual([
      { id: ana!.usuario.id, nome: 'Ana Lima', funcao: null, tem_assinatura: true },
      { id: bruno!.usuario.id, nome: 'Bruno Reis', funcao: 'Coordenador', tem_assinatura: true },
      { id: carla!.usuario.id, nome: 'Carla Souza', funcao: 'Diretora', tem_assinatura: true },
    ]);
  });
});

describe('assinaturas para um documento', () => {
  it('nome, função e imagem de cada id numa consulta; sem assinatura ou sem arquivo: imagem nula', async () => {
    const com = await pessoa({ nome: 'Maria Assinante' });
    const sem = await pessoa({ nome: 'João Sem Assinatura' });
    const sumiu = await pessoa({ nome: 'Rita Arquivo Perdido' });
    await salvarAssinatura(com.ctx, corpo({ imagem: dataUrl(PNG), funcao: 'Chefe da Escola da Saúde' }));
    await salvarAssinatura(sumiu.ctx, corpo({ imagem: dataUrl(PNG), funcao: 'Diretora' }));
    await sumiu.ctx.storage.remover(sumiu.salvas[0]!);

    const lidas: string[] = [];
    const storage = { ...com.ctx.storage, ler: (c: string) => (lidas.push(c), com.ctx.storage.ler(c)) };
    consultas = 0;
    const mapa = await assinaturasParaDocumento({ db: h.db, storage }, [com.usuario.id, sem.usuario.id, sumiu.usuario.id, com.usuario.id, 999_999, 0, 3_000_000_000]);
    expect(consultas).toBe(1);
    expect([...mapa.keys()].sort()).toEqual([com.usuario.id, sem.usuario.id, sumiu.usuario.id].sort());
    expect(mapa.get(com.usuario.id)).toEqual({ nome: 'Maria Assinante', funcao: 'Chefe da Escola da Saúde', imagem: PNG });
    expect(mapa.get(sem.usuario.id)).toEqual({ nome: 'João Sem Assinatura', funcao: null, imagem: null });
    expect(mapa.get(sumiu.usuario.id)).toEqual({ nome: 'Rita Arquivo Perdido', funcao: 'Diretora', imagem: null });
    expect(lidas).toHaveLength(2);
    consultas = 0;
    expect(await assinaturasParaDocumento(com.ctx, [])).toEqual(new Map());
    expect(consultas).toBe(0);
  });
});
