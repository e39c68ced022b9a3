import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client.ts';
import { notificacoes } from '../../db/schema/index.ts';
import { criarBancoDeTeste, limparBanco } from '../../testing/db.ts';
import { criarUsuario, ctxDeTeste } from '../../testing/factories.ts';
import {
  contarNaoLidas,
  criarNotificacao,
  criarNotificacoes,
  listarNotificacoes,
  marcarComoLida,
  marcarTodasComoLidas,
} from './notificacoes.service.ts';

let h: DbHandle;
beforeAll(async () => {
  h = await criarBancoDeTeste();
});
afterAll(() => h?.close());
beforeEach(() => limparBanco(h));

const pagina = (o: { pagina?: number; por_pagina?: number; somente_nao_lidas?: boolean } = {}) => ({
  pagina: o.pagina ?? 1,
  por_pagina: o.por_pagina ?? 20,
  somente_nao_lidas: o.somente_nao_lidas ?? false,
});

async function notificar(usuarioId: number, titulo: string, criadaEm: string, lida = false) {
  const n = await criarNotificacao({ db: h.db }, { usuarioId, tipo: 'aviso', titulo, mensagem: `Mensagem de ${titulo}` });
  await h.db.update(notificacoes).set({ criadaEm: new Date(criadaEm), lida }).where(eq(notificacoes.id, n.id));
  return n.id;
}

describe('criarNotificacao', () => {
  it('cria com link interno e devolve no formato do contrato', async () => {
    const u = await criarUsuario(h.db);
    const n = await criarNotificacao({ db: h.db }, {
      usuarioId: u.id, tipo: 'certificado', titulo: 'Certificado disponível', mensagem: 'Seu certificado está pronto.', link: '/certificados',
    });
    expect(n).toEqual({
      id: expect.any(Number), tipo: 'certificado', titulo: 'Certificado disponível', mensagem: 'Seu certificado está pronto.',
      link: '/certificados', lida: false, lida_em: null, criada_em: expect.any(String),
    });
  });

  it('sem link grava null', async () => {
    const u = await criarUsuario(h.db);
    const n = await criarNotificacao({ db: h.db }, { usuarioId: u.id, tipo: 'sistema', titulo: 'Oi', mensagem: 'Olá' });
    expect(n.link).toBeNull();
  });

  it.each([
    'https://fora.exemplo/x', 'certificados', '//fora.exemplo', '/\\fora.exemplo',
    // o navegador apaga tab e quebra de linha: viraria //evil.example
    '/\t/evil.example', '/\n/evil.example', '/\r\n/evil.example', ' /evil', '/ /evil.example', '/certificados?a=1 b',
    '/x\u0000y', '/x\u001by', '/x\u007fy', '/\u00a0/evil.example', '/x\u2028y', '/x\u3000y', '/x\ufeffy',
  ])(
    'recusa link que não é caminho interno, com espaço ou caractere de controle: %j',
    async (link) => {
      const u = await criarUsuario(h.db);
      await expect(criarNotificacao({ db: h.db }, { usuarioId: u.id, tipo: 'aviso', titulo: 'X', mensagem: 'Y', link })).rejects.toThrow(
        /link/,
      );
    },
  );

  it('aceita caminhos internos com consulta, âncora e acentos', async () => {
    const u = await criarUsuario(h.db);
    for (const link of ['/', '/certificados', '/eventos/12?aba=turmas#inscricao', '/ação']) {
      expect((await criarNotificacao({ db: h.db }, { usuarioId: u.id, tipo: 'aviso', titulo: 'X', mensagem: 'Y', link })).link).toBe(link);
    }
  });

  it('o banco também recusa (CHECK) link com barra dupla, espaço ou controle, mesmo sem passar pelo serviço', async () => {
    const u = await criarUsuario(h.db);
    const gravar = (link: string) => h.db.insert(notificacoes).values({ usuarioId: u.id, tipo: 'aviso', titulo: 'X', mensagem: 'Y', link });
    for (const link of ['//evil.example', '/\\evil.example', '/\t/evil.example', '/a\nb', '/a b', '/\u00a0x', '/x\u007f', 'relativo']) {
      await expect(gravar(link), JSON.stringify(link)).rejects.toMatchObject({ cause: { code: '23514', constraint: 'notificacoes_link_interno' } });
    }
    for (const link of ['/', '/certificados?x=1#y', '/ação']) await gravar(link);
    expect(await h.db.$count(notificacoes)).toBe(3);
  });

  it('recusa tipo fora do contrato e título vazio', async () => {
    const u = await criarUsuario(h.db);
    // @ts-expect-error tipo inexistente de propósito
    await expect(criarNotificacao({ db: h.db }, { usuarioId: u.id, tipo: 'spam', titulo: 'X', mensagem: 'Y' })).rejects.toThrow();
    await expect(criarNotificacao({ db: h.db }, { usuarioId: u.id, tipo: 'aviso', titulo: '  ', mensagem: 'Y' })).rejects.toThrow();
  });

  it('funciona dentro da transação de quem chama e some com o rollback', async () => {
    const u = await criarUsuario(h.db);
    await h.db
      .transaction(async (tx) => {
        await criarNotificacao({ db: tx }, { usuarioId: u.id, tipo: 'inscricao', titulo: 'Inscrição', mensagem: 'Feita.' });
        throw new Error('desfaz');
      })
      .catch(() => {});
    expect(await contarNaoLidas(ctxDeTeste(h.db, u))).toEqual({ totalNaoLidas: 0, total: 0 });
  });
});

describe('criarNotificacoes (lote)', () => {
  it('cria todas num lote e valida antes de gravar', async () => {
    const [a, b] = [await criarUsuario(h.db), await criarUsuario(h.db)];
    const base = { tipo: 'evento' as const, titulo: 'Lembrete', mensagem: 'Seu curso começa amanhã.', link: '/minhas-inscricoes' };
    expect(await criarNotificacoes({ db: h.db }, [{ usuarioId: a.id, ...base }, { usuarioId: b.id, ...base }])).toBe(2);
    expect(await criarNotificacoes({ db: h.db }, [])).toBe(0);
    await expect(
      criarNotificacoes({ db: h.db }, [{ usuarioId: a.id, ...base }, { usuarioId: b.id, ...base, link: 'http://x' }]),
    ).rejects.toThrow();
    expect((await contarNaoLidas(ctxDeTeste(h.db, a))).totalNaoLidas).toBe(1);
  });
});

describe('listarNotificacoes', () => {
  it('mostra só as da pessoa: não lidas primeiro, depois as mais novas', async () => {
    const u = await criarUsuario(h.db);
    const outra = await criarUsuario(h.db);
    await notificar(outra.id, 'de outra pessoa', '2030-01-05T10:00:00Z');
    await notificar(u.id, 'lida nova', '2030-01-04T10:00:00Z', true);
    await notificar(u.id, 'não lida antiga', '2030-01-01T10:00:00Z');
    await notificar(u.id, 'não lida nova', '2030-01-03T10:00:00Z');
    await notificar(u.id, 'lida antiga', '2030-01-02T10:00:00Z', true);
    const r = await listarNotificacoes(ctxDeTeste(h.db, u), pagina());
    expect(r.itens.map((n) => n.titulo)).toEqual(['não lida nova', 'não lida antiga', 'lida nova', 'lida antiga']);
    expect(r).toMatchObject({ total: 4, total_nao_lidas: 2, pagina: 1, por_pagina: 20 });
  });

  it('pagina e filtra só as não lidas', async () => {
    const u = await criarUsuario(h.db);
    for (let i = 1; i <= 5; i++) await notificar(u.id, `n${i}`, `2030-01-0${i}T10:00:00Z`, i === 5);
    const ctx = ctxDeTeste(h.db, u);
    const p2 = await listarNotificacoes(ctx, pagina({ pagina: 2, por_pagina: 2 }));
    expect(p2.itens.map((n) => n.titulo)).toEqual(['n2', 'n1']);
    expect(p2.total).toBe(5);
    const naoLidas = await listarNotificacoes(ctx, pagina({ somente_nao_lidas: true }));
    expect(naoLidas.itens).toHaveLength(4);
    expect(naoLidas).toMatchObject({ total: 4, total_nao_lidas: 4 });
    expect((await listarNotificacoes(ctx, pagina({ pagina: 9 }))).itens).toEqual([]);
  });
});

describe('marcarComoLida', () => {
  it('marca a própria como lida, de forma idempotente', async () => {
    const u = await criarUsuario(h.db);
    const id = await notificar(u.id, 'x', '2030-01-01T10:00:00Z');
    let agora = new Date('2030-02-01T12:00:00Z');
    const ctx = ctxDeTeste(h.db, u, { now: () => agora });
    const primeira = await marcarComoLida(ctx, { id });
    expect(primeira).toMatchObject({ id, lida: true, lida_em: '2030-02-01T12:00:00.000Z' });
    agora = new Date('2030-03-01T12:00:00Z');
    expect(await marcarComoLida(ctx, { id })).toEqual(primeira);
  });

  it('responde NAO_ENCONTRADO para a de outra pessoa e para a inexistente, sem alterá-la', async () => {
    const dono = await criarUsuario(h.db);
    const intruso = await criarUsuario(h.db);
    const id = await notificar(dono.id, 'x', '2030-01-01T10:00:00Z');
    const ctx = ctxDeTeste(h.db, intruso);
    await expect(marcarComoLida(ctx, { id })).rejects.toMatchObject({ code: 'NAO_ENCONTRADO', message: 'Notificação não encontrada.' });
    await expect(marcarComoLida(ctx, { id: 424242 })).rejects.toMatchObject({ code: 'NAO_ENCONTRADO' });
    expect((await contarNaoLidas(ctxDeTeste(h.db, dono))).totalNaoLidas).toBe(1);
  });
});

describe('marcarTodasComoLidas e contarNaoLidas', () => {
  it('marca todas as não lidas da pessoa, não as de outros, e a contagem acompanha', async () => {
    const u = await criarUsuario(h.db);
    const outra = await criarUsuario(h.db);
    await notificar(u.id, 'a', '2030-01-01T10:00:00Z');
    await notificar(u.id, 'b', '2030-01-02T10:00:00Z');
    await notificar(u.id, 'c', '2030-01-03T10:00:00Z', true);
    await notificar(outra.id, 'd', '2030-01-03T10:00:00Z');
    const ctx = ctxDeTeste(h.db, u);
    expect(await contarNaoLidas(ctx)).toEqual({ totalNaoLidas: 2, total: 2 });
    expect(await marcarTodasComoLidas(ctx)).toEqual({ atualizadas: 2 });
    expect(await contarNaoLidas(ctx)).toEqual({ totalNaoLidas: 0, total: 0 });
    expect(await marcarTodasComoLidas(ctx)).toEqual({ atualizadas: 0 });
    expect((await contarNaoLidas(ctxDeTeste(h.db, outra))).totalNaoLidas).toBe(1);
  });
});
