import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CRITERIOS } from '#shared/rules/avaliacao.ts';
import { instanteEmSaoPaulo } from '#shared/rules/cronograma.ts';
import type { DbHandle } from '../../db/client.ts';
import { avaliacoes } from '../../db/schema/index.ts';
import { criarBancoDeTeste, limparBanco } from '../../testing/db.ts';
import { recusaDe } from '../../testing/recusa.ts';
import { criarUsuario, ctxDeTeste } from '../../testing/factories.ts';
import { criarEventoDeTeste, diaDaqui } from '../../testing/eventos.ts';
import { inscrever } from '../inscricoes/inscricoes.service.ts';
import { confirmarPresenca } from '../presencas/presencas.service.ts';
import { avaliacoesPendentes, enviarAvaliacao, situacaoDaAvaliacao } from './avaliacoes.service.ts';

let h: DbHandle;
beforeAll(async () => {
  h = await criarBancoDeTeste();
});
afterAll(() => h.close());
beforeEach(() => limparBanco(h));

const recusa = recusaDe;

const DIAS = [diaDaqui(10), diaDaqui(11), diaDaqui(12), diaDaqui(13)];
const obrigatorias = Object.fromEntries(CRITERIOS.filter((c) => c.obrigatorio).map((c) => [c.chave, 'otimo'])) as Record<string, string>;

/** Turma de 4 encontros; a pessoa esteve em `presencas` deles; o relógio anda. */
async function cenario(o: { presencas: number; tipo?: 'Curso' | 'Congresso' }) {
  const { evento } = await criarEventoDeTeste(h.db, { tipo: o.tipo ?? 'Curso', turmas: [{ datas: DIAS.map((data) => ({ data, horario_inicio: '08:00', horario_fim: '12:00' })) }] });
  const turmaId = evento.turmas[0]!.id;
  const u = await criarUsuario(h.db);
  let agora = new Date();
  const ctx = ctxDeTeste(h.db, { id: u.id, perfis: ['usuario'] }, { now: () => agora });
  await inscrever(ctx, { turmaId });
  for (const d of DIAS.slice(0, o.presencas)) {
    agora = instanteEmSaoPaulo(d, '08:05');
    await confirmarPresenca(ctx, { turma: turmaId });
  }
  return { turmaId, ctx, depoisDoFim: () => (agora = instanteEmSaoPaulo(diaDaqui(14), '09:00')) };
}

describe('avaliação do curso', () => {
  it('encerrada e com 75 %: aparece nas pendentes, é enviada uma vez só e sai da lista', async () => {
    const c = await cenario({ presencas: 3 });
    expect(await avaliacoesPendentes(c.ctx)).toEqual([]); // ainda não acabou
    expect(await recusa(enviarAvaliacao(c.ctx, { turmaId: c.turmaId }, { respostas: obrigatorias }))).toMatchObject({
      status: 403, mensagem: 'A avaliação só fica disponível após o encerramento da turma.',
    });
    c.depoisDoFim();
    expect(await avaliacoesPendentes(c.ctx)).toMatchObject([{ turma: { id: c.turmaId }, evento: { tipo: 'Curso' } }]);
    expect(await situacaoDaAvaliacao(c.ctx, { turmaId: c.turmaId })).toMatchObject({ pode_avaliar: true, recusa: null });
    expect(await enviarAvaliacao(c.ctx, { turmaId: c.turmaId }, { respostas: { ...obrigatorias, limpeza: 'ruim' }, gostou_mais: 'Os casos práticos.' })).toEqual({
      mensagem: 'Avaliação enviada com sucesso! Seu certificado foi emitido.', turma_id: c.turmaId, certificado_id: expect.any(Number),
    });
    expect(await h.db.select().from(avaliacoes)).toMatchObject([{ limpeza: 4, divulgacaoEvento: 10, gostouMais: 'Os casos práticos.', exposicaoTrabalhos: null }]);
    expect(await recusa(enviarAvaliacao(c.ctx, { turmaId: c.turmaId }, { respostas: obrigatorias }))).toMatchObject({ status: 409, mensagem: 'Você já avaliou esta turma.' });
    expect(await avaliacoesPendentes(c.ctx)).toEqual([]);
  });

  it('abaixo de 75 % não avalia; quem não está inscrito também não', async () => {
    const c = await cenario({ presencas: 2 });
    c.depoisDoFim();
    expect(await avaliacoesPendentes(c.ctx)).toEqual([]);
    expect(await recusa(enviarAvaliacao(c.ctx, { turmaId: c.turmaId }, { respostas: obrigatorias }))).toMatchObject({
      status: 403, mensagem: 'Você ainda não atingiu a frequência mínima de 75% para avaliar.',
    });
    const outro = ctxDeTeste(h.db, { id: (await criarUsuario(h.db)).id, perfis: ['usuario'] }, { now: c.ctx.now });
    expect(await recusa(enviarAvaliacao(outro, { turmaId: c.turmaId }, { respostas: obrigatorias }))).toMatchObject({ status: 403, mensagem: 'Você não está inscrito nesta turma.' });
    expect(await recusa(situacaoDaAvaliacao(outro, { turmaId: 999_999 }))).toMatchObject({ status: 404 });
    expect(await h.db.select().from(avaliacoes)).toHaveLength(0);
  });

  it('critérios: obrigatórios faltando dizem quantos; os de congresso só no congresso', async () => {
    const c = await cenario({ presencas: 4 });
    c.depoisDoFim();
    const { limpeza: _l, pontualidade: _p, ...faltandoDois } = obrigatorias;
    expect(await recusa(enviarAvaliacao(c.ctx, { turmaId: c.turmaId }, { respostas: faltandoDois }))).toMatchObject({
      status: 400, mensagem: 'Preencha todas as notas obrigatórias (2 pendente(s)).',
    });
    expect(await recusa(enviarAvaliacao(c.ctx, { turmaId: c.turmaId }, { respostas: { ...obrigatorias, oficinas: 'bom' } }))).toMatchObject({
      status: 400, mensagem: 'Há critérios que não se aplicam a este evento.',
    });
    const congresso = await cenario({ presencas: 4, tipo: 'Congresso' });
    congresso.depoisDoFim();
    await enviarAvaliacao(congresso.ctx, { turmaId: congresso.turmaId }, { respostas: { ...obrigatorias, oficinas: 'bom', apresentacao_tcrs: 'regular' } });
    expect(await h.db.select({ oficinas: avaliacoes.oficinas, tcrs: avaliacoes.apresentacaoTcrs }).from(avaliacoes)).toEqual([{ oficinas: 8, tcrs: 6 }]);
  });
});
