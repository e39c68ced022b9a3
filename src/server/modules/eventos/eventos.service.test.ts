import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EventoEntradaSchema, ListarEventosQuerySchema, type EventoDetalhe } from '#shared/contracts/eventos.ts';
import { instanteEmSaoPaulo } from '#shared/rules/cronograma.ts';
import type { DbHandle } from '../../db/client.ts';
import { auditoria, datasTurma, eventos, turmas, usuarios } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { criarBancoDeTeste, limparBanco } from '../../testing/db.ts';
import { criarUsuario, ctxDeTeste } from '../../testing/factories.ts';
import { criarEventoDeTeste, diaDaqui } from '../../testing/eventos.ts';
import { inscrever } from '../inscricoes/inscricoes.service.ts';
import { atualizarEvento, excluirEventoSemHistorico, publicarEvento } from './eventos-edicao.ts';
import { listarEventos, obterEvento } from './eventos.service.ts';

let h: DbHandle;
let consultas = 0;
beforeAll(async () => {
  h = await criarBancoDeTeste({ aoConsultar: () => consultas++ });
});
afterAll(() => h.close());
beforeEach(() => limparBanco(h));

async function recusa(p: Promise<unknown>) {
  try {
    await p;
  } catch (err) {
    if (err instanceof AppError) return { code: err.code, status: err.status, mensagem: err.message, details: err.details };
    throw err;
  }
  throw new Error('esperava uma recusa');
}

/** Corpo de edição a partir do detalhe (o que a tela manda de volta), com mudanças. */
function corpoDe(e: EventoDetalhe, mudar: (c: Record<string, unknown> & { turmas: Record<string, unknown>[] }) => void = () => {}) {
  const corpo = {
    titulo: e.titulo,
    descricao: e.descricao,
    local: e.local,
    tipo: e.tipo,
    unidade_id: e.unidade_id,
    publico_alvo: e.publico_alvo,
    turmas: e.turmas.map((t) => ({ id: t.id, nome: t.nome, vagas: t.vagas, instrutores: t.instrutor.map((i) => i.id), datas: t.datas })),
  };
  mudar(corpo);
  return { ...EventoEntradaSchema.parse(corpo), id: e.id };
}

const participante = async () => ctxDeTeste(h.db, { id: (await criarUsuario(h.db)).id, perfis: ['usuario'] });
const query = (q: Record<string, unknown> = {}) => ListarEventosQuerySchema.parse(q);

describe('criar', () => {
  it('deriva período, carga horária e situação das datas; grava como rascunho', async () => {
    const { evento } = await criarEventoDeTeste(h.db, {
      publicar: false,
      turmas: [
        {
          datas: [
            { data: diaDaqui(5), horario_inicio: '08:00', horario_fim: '17:00' },
            { data: diaDaqui(6), horario_inicio: '08:00', horario_fim: '12:00' },
          ],
        },
      ],
    });
    expect(evento).toMatchObject({ publicado: false, status: 'programado', data_inicio: diaDaqui(5), data_fim: diaDaqui(6) });
    // 9 h − 1 h de almoço + 4 h
    expect(evento.turmas[0]).toMatchObject({ carga_horaria: 12, horario: { horario_inicio: '08:00', horario_fim: '17:00' } });
    expect(await h.db.select().from(auditoria).where(eq(auditoria.acao, 'evento.criar'))).toHaveLength(1);
  });

  it('recusa instrutor sem perfil, assinante sem perfil e unidade inexistente, cada um no seu campo', async () => {
    const admin = await criarUsuario(h.db, { perfis: ['administrador'] });
    const ctx = ctxDeTeste(h.db, { id: admin.id, perfis: ['administrador'] });
    const comum = await criarUsuario(h.db, { nome: 'Carla Comum' });
    const { criarEvento } = await import('./eventos-edicao.ts');
    const corpo = EventoEntradaSchema.parse({
      titulo: 'Curso', local: 'Sala 1', tipo: 'Curso', unidade_id: 999_999,
      turmas: [{ nome: 'T1', vagas: 10, instrutores: [comum.id], assinantes: [comum.id], datas: [{ data: diaDaqui(3), horario_inicio: '08:00', horario_fim: '10:00' }] }],
    });
    const r = await recusa(criarEvento(ctx, corpo));
    expect(r.status).toBe(400);
    expect((r.details as { campos: { campo: string; mensagem: string }[] }).campos).toEqual([
      { campo: 'unidade_id', mensagem: 'Selecione uma unidade válida.' },
      { campo: 'turmas.0.instrutores', mensagem: 'Turma 1: Carla Comum não tem perfil de instrutor ativo.' },
      { campo: 'turmas.0.assinantes', mensagem: 'Turma 1: Carla Comum não pode assinar certificados (precisa ser instrutor ou administrador ativo).' },
    ]);
    expect(await h.db.select().from(eventos)).toHaveLength(0);
  });
});

describe('editar', () => {
  it('sincroniza turmas: atualiza, cria e remove as sem inscrição; refaz o cronograma', async () => {
    const { evento, ctxAdmin } = await criarEventoDeTeste(h.db, { turmas: [{ nome: 'Manhã' }, { nome: 'Tarde', datas: [{ data: diaDaqui(11), horario_inicio: '13:00', horario_fim: '17:00' }] }] });
    const [manha] = evento.turmas;
    const editado = await atualizarEvento(
      ctxAdmin,
      corpoDe(evento, (c) => {
        c.titulo = 'Curso Renovado';
        c.turmas = [
          { ...c.turmas.find((t) => t.id === manha!.id)!, nome: 'Manhã (nova sala)', datas: [{ data: diaDaqui(4), horario_inicio: '09:00', horario_fim: '11:00' }] },
          { nome: 'Noite', vagas: 5, instrutores: manha!.instrutor.map((i) => i.id), datas: [{ data: diaDaqui(4), horario_inicio: '19:00', horario_fim: '21:00' }] },
        ];
      }),
    );
    expect(editado.titulo).toBe('Curso Renovado');
    expect(editado.turmas.map((t) => t.nome)).toEqual(['Manhã (nova sala)', 'Noite']);
    expect(editado.turmas[0]).toMatchObject({ id: manha!.id, data_inicio: diaDaqui(4), carga_horaria: 2 });
    expect(editado).toMatchObject({ data_inicio: diaDaqui(4), data_fim: diaDaqui(4) });
    expect(await h.db.select().from(turmas)).toHaveLength(2);
    expect(await h.db.select().from(datasTurma)).toHaveLength(2);
  });

  it('não remove turma com inscrição, não baixa vagas abaixo das confirmadas, não troca tipo congresso ↔ outro, instrutor não pode estar inscrito', async () => {
    const { evento, ctxAdmin } = await criarEventoDeTeste(h.db, { turmas: [{ nome: 'Única', vagas: 3 }] });
    const p1 = await participante();
    const p2 = await participante();
    await inscrever(p1, { turmaId: evento.turmas[0]!.id });
    await inscrever(p2, { turmaId: evento.turmas[0]!.id });
    const semTurma = await recusa(
      atualizarEvento(ctxAdmin, corpoDe(evento, (c) => {
        c.turmas = [{ nome: 'Outra', vagas: 3, instrutores: evento.turmas[0]!.instrutor.map((i) => i.id), datas: evento.turmas[0]!.datas }];
      })),
    );
    expect(semTurma).toMatchObject({ status: 409, mensagem: 'A turma "Única" tem inscrições e não pode ser removida. Mantenha-a no evento (ou despublique o evento).' });
    expect(await recusa(atualizarEvento(ctxAdmin, corpoDe(evento, (c) => void (c.turmas[0]!.vagas = 1))))).toMatchObject({
      status: 409,
      mensagem: 'A turma "Única" tem 2 inscrições confirmadas: as vagas não podem ficar abaixo disso.',
    });
    expect(await recusa(atualizarEvento(ctxAdmin, corpoDe(evento, (c) => void (c.tipo = 'Congresso'))))).toMatchObject({
      status: 409,
      mensagem: 'Com inscrições feitas, o tipo não pode mudar entre Congresso e os outros tipos.',
    });
    await h.db.update(usuarios).set({ perfis: ['usuario', 'instrutor'] }).where(eq(usuarios.id, p1.user.id));
    const [p1Nome] = await h.db.select({ nome: usuarios.nome }).from(usuarios).where(eq(usuarios.id, p1.user.id));
    expect(await recusa(atualizarEvento(ctxAdmin, corpoDe(evento, (c) => void (c.turmas[0]!.instrutores = [p1.user.id]))))).toMatchObject({
      status: 409,
      mensagem: `${p1Nome!.nome} está inscrito nesta turma e não pode ser instrutor dela.`,
    });
    // nada mudou
    expect((await obterEvento(ctxAdmin, { id: evento.id })).turmas[0]).toMatchObject({ nome: 'Única', vagas: 3, confirmadas: 2 });
    // turma de outro evento no corpo
    const outro = await criarEventoDeTeste(h.db);
    expect(await recusa(atualizarEvento(ctxAdmin, corpoDe(evento, (c) => void (c.turmas[0]!.id = outro.evento.turmas[0]!.id))))).toMatchObject({
      status: 400,
      mensagem: 'Turma 1: não pertence a este evento.',
    });
  });
});

describe('vagas', () => {
  it('mais vagas na edição do evento chamam a lista de espera na ordem de chegada', async () => {
    const { evento, ctxAdmin } = await criarEventoDeTeste(h.db, { turmas: [{ vagas: 1 }] });
    const t = evento.turmas[0]!;
    const [a, b, c, d] = [await participante(), await participante(), await participante(), await participante()];
    for (const p of [a, b, c, d]) await inscrever(p, { turmaId: t.id });
    const entrada = EventoEntradaSchema.parse({
      titulo: evento.titulo, descricao: evento.descricao, local: evento.local, tipo: evento.tipo, unidade_id: evento.unidade_id,
      turmas: [{ id: t.id, nome: t.nome, vagas: 3, instrutores: t.instrutor.map((i) => i.id), datas: t.datas }],
    });
    await atualizarEvento(ctxAdmin, { ...entrada, id: evento.id });
    const status = async (p: typeof a) => (await obterEvento(p, { id: evento.id })).turmas[0]!.minha_inscricao!;
    expect((await status(b)).status).toBe('confirmada');
    expect((await status(c)).status).toBe('confirmada');
    expect(await status(d)).toMatchObject({ status: 'em_espera', posicao_espera: 1 });
  });

});

describe('publicar, despublicar, excluir e visibilidade', () => {
  it('rascunho é 404 para quem não administra; publicado aparece; despublicado some de novo', async () => {
    const { evento, ctxAdmin } = await criarEventoDeTeste(h.db, { publicar: false });
    const p = await participante();
    const anonimo = ctxDeTeste(h.db, null);
    expect(await recusa(obterEvento(p, { id: evento.id }))).toMatchObject({ status: 404, mensagem: 'Evento não encontrado.' });
    expect((await listarEventos(anonimo, query())).total).toBe(0);
    expect((await listarEventos(ctxAdmin, query({ publicacao: 'todos' }))).total).toBe(1);
    expect(await publicarEvento(ctxAdmin, { id: evento.id })).toEqual({ mensagem: 'Evento publicado.' });
    expect((await obterEvento(anonimo, { id: evento.id })).turmas[0]).toMatchObject({ minha_inscricao: null, impedimento: null, assinantes: [] });
    expect((await listarEventos(p, query())).itens.map((e) => e.id)).toEqual([evento.id]);
    await (await import('./eventos-edicao.ts')).despublicarEvento(ctxAdmin, { id: evento.id });
    expect((await listarEventos(p, query())).total).toBe(0);
  });

  it('excluir: sem inscrições apaga tudo; com inscrição (mesmo cancelada), 409', async () => {
    const a = await criarEventoDeTeste(h.db);
    const b = await criarEventoDeTeste(h.db, { turmas: [{ datas: [{ data: diaDaqui(30), horario_inicio: '08:00', horario_fim: '09:00' }] }] });
    await inscrever(await participante(), { turmaId: b.evento.turmas[0]!.id });
    expect(await excluirEventoSemHistorico(a.ctxAdmin, { id: a.evento.id })).toBeNull();
    expect(await recusa(excluirEventoSemHistorico(b.ctxAdmin, { id: b.evento.id }))).toMatchObject({
      status: 409,
      mensagem: 'Este evento tem inscrições e não pode ser excluído. Despublique-o para tirá-lo do ar.',
    });
    expect((await h.db.select({ id: eventos.id }).from(eventos)).map((e) => e.id)).toEqual([b.evento.id]);
  });

  it('o detalhe diz a cada pessoa o que a impede e qual é a sua inscrição', async () => {
    const { evento } = await criarEventoDeTeste(h.db, { turmas: [{ nome: 'A', vagas: 1 }, { nome: 'B', datas: [{ data: diaDaqui(10), horario_inicio: '14:00', horario_fim: '16:00' }] }] });
    const [p1, p2] = [await participante(), await participante()];
    const a = evento.turmas.find((t) => t.nome === 'A')!;
    await inscrever(p1, { turmaId: a.id });
    await inscrever(p2, { turmaId: a.id });
    const visto1 = await obterEvento(p1, { id: evento.id });
    expect(visto1.turmas.find((t) => t.nome === 'A')).toMatchObject({
      minha_inscricao: { status: 'confirmada', posicao_espera: null, pode_cancelar: true },
      impedimento: null,
      vagas_restantes: 0,
      em_espera: 1,
    });
    expect(visto1.turmas.find((t) => t.nome === 'B')!.impedimento).toBe('Você já está inscrito na turma "A" deste evento. Só congressos permitem mais de uma turma.');
    const visto2 = await obterEvento(p2, { id: evento.id });
    expect(visto2.turmas.find((t) => t.nome === 'A')!.minha_inscricao).toMatchObject({ status: 'em_espera', posicao_espera: 1, pode_cancelar: true });
    // depois que a turma começa, a confirmada não cancela mais; a espera, sim
    const depois = (ctx: typeof p1) => ({ ...ctx, now: () => instanteEmSaoPaulo(diaDaqui(10), '09:00') });
    expect((await obterEvento(depois(p1), { id: evento.id })).turmas.find((t) => t.nome === 'A')!.minha_inscricao!.pode_cancelar).toBe(false);
    expect((await obterEvento(depois(p2), { id: evento.id })).turmas.find((t) => t.nome === 'A')!.minha_inscricao!.pode_cancelar).toBe(true);
  });
});

describe('listar', () => {
  it('filtra por situação, tipo e busca sem acento; pagina; ordena pelos próximos', async () => {
    const passado = await criarEventoDeTeste(h.db, { titulo: 'Simpósio de Saúde Mental', tipo: 'Simpósio', turmas: [{ datas: [{ data: diaDaqui(-20), horario_inicio: '08:00', horario_fim: '12:00' }] }] });
    const proximo = await criarEventoDeTeste(h.db, { titulo: 'Oficina de Vacinação', tipo: 'Oficina', turmas: [{ datas: [{ data: diaDaqui(3), horario_inicio: '08:00', horario_fim: '12:00' }] }] });
    const depois = await criarEventoDeTeste(h.db, { titulo: 'Curso de Imunização', turmas: [{ datas: [{ data: diaDaqui(9), horario_inicio: '08:00', horario_fim: '12:00' }] }] });
    const p = await participante();
    expect((await listarEventos(p, query({ status: 'programado,em_andamento' }))).itens.map((e) => e.id)).toEqual([proximo.evento.id, depois.evento.id]);
    expect((await listarEventos(p, query({ status: 'encerrado' }))).itens.map((e) => e.id)).toEqual([passado.evento.id]);
    expect((await listarEventos(p, query({ busca: 'VACINACAO' }))).itens.map((e) => e.titulo)).toEqual(['Oficina de Vacinação']);
    expect((await listarEventos(p, query({ tipo: 'Simpósio' }))).itens[0]).toMatchObject({ status: 'encerrado', tipo: 'Simpósio' });
    const anoDoPassado = Number(diaDaqui(-20).slice(0, 4));
    expect((await listarEventos(p, query({ ano: anoDoPassado, status: 'encerrado' }))).itens.map((e) => e.id)).toEqual([passado.evento.id]);
    expect((await listarEventos(p, query({ ano: 2001 }))).total).toBe(0);
    const pagina2 = await listarEventos(p, query({ por_pagina: 2, pagina: 2 }));
    expect(pagina2).toMatchObject({ total: 3, itens: [{ id: depois.evento.id }] });
    expect(await listarEventos(p, query({ por_pagina: 2, pagina: 5 }))).toEqual({ total: 3, itens: [] });
    expect((await listarEventos(p, query({ ordem: 'passados' }))).itens[0]!.id).toBe(depois.evento.id);
    const item = (await listarEventos(p, query({ busca: 'imuniza' }))).itens[0]!;
    expect(item).toMatchObject({ turmas_qtd: 1, vagas_total: 30, vagas_restantes: 30, instrutor: [{ nome: expect.any(String) }], folder: null });
  });

  it('o número de consultas não cresce com o número de eventos (lista e detalhe)', async () => {
    const { admin } = await criarEventoDeTeste(h.db, { turmas: [{}, { datas: [{ data: diaDaqui(12), horario_inicio: '08:00', horario_fim: '09:00' }] }] });
    const p = await participante();
    const medir = async (fn: () => Promise<unknown>) => {
      consultas = 0;
      await fn();
      return consultas;
    };
    const lista1 = await medir(() => listarEventos(p, query({ por_pagina: 50 })));
    const primeiro = (await listarEventos(p, query())).itens[0]!.id;
    const detalhe1 = await medir(() => obterEvento(p, { id: primeiro }));
    for (let i = 0; i < 12; i++) {
      await criarEventoDeTeste(h.db, { admin, turmas: [{}, {}, {}].map((_, j) => ({ datas: [{ data: diaDaqui(40 + i), horario_inicio: `1${j}:00`, horario_fim: `1${j}:30` }] })) });
    }
    const lista2 = await medir(() => listarEventos(p, query({ por_pagina: 50 })));
    expect((await listarEventos(p, query({ por_pagina: 50 }))).itens).toHaveLength(13);
    const grande = (await listarEventos(p, query({ ordem: 'recentes' }))).itens[0]!.id;
    const detalhe2 = await medir(() => obterEvento(p, { id: grande }));
    expect(lista1).toBe(1);
    expect(lista2).toBe(lista1);
    expect(detalhe2).toBe(detalhe1);
  });
});
