import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ResultadosAdminSchema, ResultadosInstrutorSchema } from '#shared/contracts/avaliacoes-resultados.ts';
import type { DbHandle } from '../../db/client.ts';
import { testes } from '../../db/schema/index.ts';
import { turmaComAvaliacoes } from '../../testing/avaliacoes.ts';
import { criarBancoDeTeste, limparBanco } from '../../testing/db.ts';
import { diaDaqui } from '../../testing/eventos.ts';
import { criarUsuario, ctxDeTeste } from '../../testing/factories.ts';
import { recusaDe } from '../../testing/recusa.ts';
import { quemNaoRespondeu, resultadosDaAdministracao, resultadosDoInstrutor } from './resultados.service.ts';

let h: DbHandle;
beforeAll(async () => {
  h = await criarBancoDeTeste();
});
afterAll(() => h.close());
beforeEach(() => limparBanco(h));

/**
 * Curso (instrutor I1): duas avaliações (uma com limpeza "Ruim"), uma pessoa apta sem avaliar, uma com 50 %
 * e uma em espera. Congresso (instrutor I2), depois: uma avaliação com oficinas "Péssimo". Curso futuro (I1).
 */
async function cenario() {
  const i1 = await criarUsuario(h.db, { perfis: ['usuario', 'instrutor'], nome: 'Instrutora Um' });
  const i2 = await criarUsuario(h.db, { perfis: ['usuario', 'instrutor'], nome: 'Instrutor Dois' });
  const admin = await criarUsuario(h.db, { perfis: ['usuario', 'administrador'] });
  const curso = await turmaComAvaliacoes(h.db, {
    inicio: 10, titulo: 'Curso de Vacinação', nome: 'Turma Manhã', instrutores: [i1.id],
    participantes: [
      { presencas: 4, avaliacao: { nota: 10, notas: { limpeza: 4 }, gostou_mais: 'Os casos práticos.', sugestoes_melhoria: 'Mais pausas.' } },
      { presencas: 3, avaliacao: { nota: 8, gostou_mais: 'A didática.', comentarios_finais: '  Obrigado!  ' } },
      { presencas: 3 },
      { presencas: 2 },
      { presencas: 0, status: 'em_espera' },
    ],
  });
  const congresso = await turmaComAvaliacoes(h.db, {
    inicio: 14, titulo: 'Congresso de APS', tipo: 'Congresso', nome: 'Turma Única', instrutores: [i2.id],
    participantes: [{ presencas: 4, avaliacao: { nota: 6, notas: { oficinas: 2 }, gostou_mais: 'Abacaxi no café.' } }],
  });
  const futuro = await turmaComAvaliacoes(h.db, { inicio: 60, titulo: 'Curso Futuro', instrutores: [i1.id], participantes: [{ presencas: 0 }] });
  const agora = () => congresso.depoisDoFim;
  return {
    curso, congresso, futuro,
    ctxI1: ctxDeTeste(h.db, { id: i1.id, perfis: ['usuario', 'instrutor'] }, { now: agora }),
    ctxI2: ctxDeTeste(h.db, { id: i2.id, perfis: ['usuario', 'instrutor'] }, { now: agora }),
    ctxAdmin: ctxDeTeste(h.db, { id: admin.id, perfis: ['usuario', 'administrador'] }, { now: agora }),
    i1, i2,
  };
}

const nota = (c: { distribuicao: { nota: string; quantidade: number }[] }) => Object.fromEntries(c.distribuicao.map((d) => [d.nota, d.quantidade]));

const SEM_COMENTARIOS = { gostou_mais: [], sugestoes_melhoria: [], comentarios_finais: [] };

/** Três avaliações (notas 10, 8 e 6 em tudo, um comentário) numa turma nova do instrutor, que termina com o curso. */
const turmaComTresRespostas = (instrutorId: number) =>
  turmaComAvaliacoes(h.db, {
    inicio: 10, titulo: 'Curso de Acolhimento', nome: 'Turma Tarde', instrutores: [instrutorId],
    participantes: [{ presencas: 4, avaliacao: { nota: 10, gostou_mais: 'As rodas de conversa.' } }, { presencas: 4, avaliacao: { nota: 8 } }, { presencas: 4, avaliacao: { nota: 6 } }],
  });

describe('resultados do instrutor', () => {
  it('só as turmas dele já encerradas; com 2 respostas, só as contagens: sem médias, distribuição nem comentários', async () => {
    const c = await cenario();
    const r = ResultadosInstrutorSchema.parse(await resultadosDoInstrutor(c.ctxI1, {}));
    expect(r.turmas.map((t) => t.turma.id)).toEqual([c.curso.turmaId]); // a futura ainda não acabou; a do congresso é de outro
    expect(r.turmas[0]).toEqual(expect.objectContaining({ elegiveis: 3, respostas: 2, taxa_resposta: 66.7, media_geral: null, detalhes_ocultos: true, instrutores: ['Instrutora Um'] }));
    expect(r.turma_id).toBe(c.curso.turmaId);
    const res = r.resultado!;
    expect(res).toMatchObject({ turmas: 1, elegiveis: 3, respostas: 2, taxa_resposta: 66.7, media_geral: null, detalhes_ocultos: true, comentarios: SEM_COMENTARIOS });
    expect(res.criterios).toHaveLength(12); // só os do curso
    expect(res.criterios.every((x) => x.media === null && x.distribuicao.length === 0)).toBe(true);
    expect(r.geral).toMatchObject({ turmas: 1, respostas: 2, elegiveis: 3, media_geral: null, detalhes_ocultos: true });
    expect(r.geral.criterios.every((x) => x.media === null && x.distribuicao.length === 0)).toBe(true);
  });

  it('a administração vê a mesma turma de 2 respostas inteira: taxa, médias de uma casa e distribuição', async () => {
    const c = await cenario();
    const r = ResultadosInstrutorSchema.parse(await resultadosDoInstrutor(c.ctxAdmin, { turma: c.curso.turmaId }));
    expect(r.turmas.find((t) => t.turma.id === c.curso.turmaId)).toMatchObject({ respostas: 2, media_geral: 8.8, detalhes_ocultos: false, turma: { encerrada: true } });
    const res = r.resultado!;
    expect(res).toMatchObject({ turmas: 1, elegiveis: 3, respostas: 2, taxa_resposta: 66.7, media_geral: 8.8, detalhes_ocultos: false });
    const limpeza = res.criterios.find((x) => x.chave === 'limpeza')!;
    expect(limpeza).toMatchObject({ rotulo: 'Limpeza', respostas: 2, media: 6 });
    expect(nota(limpeza)).toEqual({ otimo: 0, bom: 1, regular: 0, ruim: 1, pessimo: 0 });
    expect(res.criterios.find((x) => x.chave === 'recepcao')).toMatchObject({ media: 9 });
    expect(res.comentarios.gostou_mais).toHaveLength(2);
    expect(r.geral).toMatchObject({ respostas: 3, detalhes_ocultos: false, media_geral: expect.any(Number) });
  });

  it('com 3 respostas o instrutor vê médias, distribuição e comentários; a soma geral só enquanto nenhuma turma tiver 1 ou 2', async () => {
    const c = await cenario();
    const i3 = await criarUsuario(h.db, { perfis: ['usuario', 'instrutor'] });
    const ctxI3 = ctxDeTeste(h.db, { id: i3.id, perfis: ['usuario', 'instrutor'] }, { now: c.ctxI1.now });
    const so = await turmaComTresRespostas(i3.id);
    const r = ResultadosInstrutorSchema.parse(await resultadosDoInstrutor(ctxI3, {}));
    expect(r.turma_id).toBe(so.turmaId);
    expect(r.resultado).toMatchObject({ respostas: 3, media_geral: 8, detalhes_ocultos: false, comentarios: { gostou_mais: ['As rodas de conversa.'] } });
    expect(nota(r.resultado!.criterios.find((x) => x.chave === 'limpeza')!)).toEqual({ otimo: 1, bom: 1, regular: 1, ruim: 0, pessimo: 0 });
    expect(r.turmas[0]).toMatchObject({ media_geral: 8, detalhes_ocultos: false });
    expect(r.geral).toMatchObject({ respostas: 3, media_geral: 8, detalhes_ocultos: false });

    // a Instrutora Um tem a turma de 3 e a de 2: a soma (5) não mostra notas, senão subtrair as da turma de 3 revelaria as da de 2
    const outra = await turmaComTresRespostas(c.i1.id);
    const i1 = ResultadosInstrutorSchema.parse(await resultadosDoInstrutor(c.ctxI1, { turma: outra.turmaId }));
    expect(i1.resultado).toMatchObject({ respostas: 3, media_geral: 8, detalhes_ocultos: false });
    expect(i1.turmas.map((t) => [t.turma.id, t.media_geral, t.detalhes_ocultos])).toEqual(
      expect.arrayContaining([[outra.turmaId, 8, false], [c.curso.turmaId, null, true]]),
    );
    expect(i1.geral).toMatchObject({ turmas: 2, respostas: 5, media_geral: null, detalhes_ocultos: true });
    expect(i1.geral.criterios.every((x) => x.media === null && x.distribuicao.length === 0)).toBe(true);
  });

  it('comentários sem autoria, em ordem alfabética, sem os vazios e sem espaços nas pontas', async () => {
    const c = await cenario();
    const r = await resultadosDoInstrutor(c.ctxAdmin, { turma: c.curso.turmaId });
    expect(r.resultado!.comentarios).toEqual({
      gostou_mais: ['A didática.', 'Os casos práticos.'],
      sugestoes_melhoria: ['Mais pausas.'],
      comentarios_finais: ['Obrigado!'],
    });
  });

  it('a resposta nunca traz quem respondeu: nem nome, nem e-mail, nem id, nem horário do envio', async () => {
    const c = await cenario();
    for (const [ctx, q] of [[c.ctxI1, {}], [c.ctxAdmin, { turma: c.curso.turmaId }]] as const) {
      const texto = JSON.stringify(ResultadosInstrutorSchema.parse(await resultadosDoInstrutor(ctx, q)));
      for (const p of c.curso.pessoas) {
        expect(texto).not.toContain(p.nome);
        expect(texto).not.toContain(p.email);
      }
      expect(texto).not.toMatch(/usuario|criada_em|email|"nome":"Pessoa/);
      expect(texto).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}/); // nenhum instante (só datas da turma)
    }
  });

  it('turma de outro instrutor: 403 como na presença; inexistente: 404; a administração abre qualquer uma e vê todas', async () => {
    const c = await cenario();
    expect(await recusaDe(resultadosDoInstrutor(c.ctxI1, { turma: c.congresso.turmaId }))).toMatchObject({ status: 403, mensagem: 'Você não é instrutor desta turma.' });
    expect(await recusaDe(resultadosDoInstrutor(c.ctxI1, { turma: 999_999 }))).toMatchObject({ status: 404, mensagem: 'Turma não encontrada.' });
    const i2 = await resultadosDoInstrutor(c.ctxI2, { turma: c.congresso.turmaId });
    expect(i2.resultado).toMatchObject({ respostas: 1, elegiveis: 1, taxa_resposta: 100, media_geral: null, detalhes_ocultos: true });
    const adm = await resultadosDoInstrutor(c.ctxAdmin, {});
    expect(adm.turmas.map((t) => t.turma.id)).toEqual([c.congresso.turmaId, c.curso.turmaId]);
    expect(adm.turma_id).toBe(c.congresso.turmaId);
  });

  it('a turma futura, pedida pelo próprio instrutor, aparece sem números; sem turmas, resultado nulo', async () => {
    const c = await cenario();
    const r = await resultadosDoInstrutor(c.ctxI1, { turma: c.futuro.turmaId });
    expect(r.resultado).toMatchObject({ elegiveis: 0, respostas: 0, taxa_resposta: null, media_geral: null, detalhes_ocultos: false }); // nada a ocultar
    expect(r.resultado!.criterios.every((x) => x.media === null && x.respostas === 0)).toBe(true);
    const novo = await criarUsuario(h.db, { perfis: ['usuario', 'instrutor'] });
    const vazio = await resultadosDoInstrutor(ctxDeTeste(h.db, { id: novo.id, perfis: ['usuario', 'instrutor'] }, { now: c.ctxI1.now }), {});
    expect(vazio).toEqual({ turmas: [], geral: expect.objectContaining({ turmas: 0, elegiveis: 0, taxa_resposta: null, criterios: [] }), turma_id: null, resultado: null });
  });

  it('congresso: os critérios próprios entram; opcional em branco não conta na média', async () => {
    const c = await cenario();
    const r = await resultadosDoInstrutor(c.ctxAdmin, { turma: c.congresso.turmaId });
    const criterios = r.resultado!.criterios;
    expect(criterios).toHaveLength(16);
    expect(criterios.find((x) => x.chave === 'oficinas')).toMatchObject({ respostas: 1, media: 2, obrigatorio: false });
    expect(criterios.find((x) => x.chave === 'exposicao_trabalhos')).toMatchObject({ respostas: 0, media: null });
    expect(nota(criterios.find((x) => x.chave === 'oficinas')!)).toMatchObject({ pessimo: 1 });
  });
});

describe('resultados da administração', () => {
  it('todas as turmas, soma geral e resultado de todas sem turma escolhida; opções dos filtros', async () => {
    const c = await cenario();
    const r = ResultadosAdminSchema.parse(await resultadosDaAdministracao(c.ctxAdmin, {}));
    expect(r.turmas.map((t) => [t.evento.titulo, t.respostas, t.elegiveis, t.taxa_resposta])).toEqual([
      ['Congresso de APS', 1, 1, 100],
      ['Curso de Vacinação', 2, 3, 66.7],
    ]);
    expect(r.geral).toMatchObject({ turmas: 2, respostas: 3, elegiveis: 4, taxa_resposta: 75, detalhes_ocultos: false });
    expect(r.turmas.map((t) => [t.respostas, t.media_geral, t.detalhes_ocultos])).toEqual([[1, 5.7, false], [2, 8.8, false]]); // sem o limite do instrutor
    expect(r.turma_id).toBeNull();
    expect(r.resultado).toMatchObject({ turmas: 2, respostas: 3, detalhes_ocultos: false });
    expect(r.resultado!.criterios).toHaveLength(16);
    expect(r.resultado!.comentarios.gostou_mais).toEqual(['A didática.', 'Abacaxi no café.', 'Os casos práticos.']);
    expect(r.opcoes.eventos.map((e) => e.nome)).toEqual(['Congresso de APS', 'Curso de Vacinação']);
    expect(r.opcoes.instrutores.map((i) => i.nome)).toEqual(['Instrutor Dois', 'Instrutora Um']);
  });

  it('filtros: tipo, evento, instrutor e período pelo término; a turma escolhida detalha sem tirar as outras da tabela', async () => {
    const c = await cenario();
    const ids = async (q: Parameters<typeof resultadosDaAdministracao>[1]) => (await resultadosDaAdministracao(c.ctxAdmin, q)).turmas.map((t) => t.turma.id);
    expect(await ids({ tipo: 'Curso' })).toEqual([c.curso.turmaId]);
    expect(await ids({ tipo: 'Oficina' })).toEqual([]);
    expect(await ids({ evento: c.congresso.eventoId })).toEqual([c.congresso.turmaId]);
    expect(await ids({ instrutor: c.i1.id })).toEqual([c.curso.turmaId]);
    expect(await ids({ de: c.congresso.dias[3]! })).toEqual([c.congresso.turmaId]);
    expect(await ids({ ate: c.curso.dias[3]! })).toEqual([c.curso.turmaId]);
    expect(await ids({ de: diaDaqui(100) })).toEqual([]);
    const uma = await resultadosDaAdministracao(c.ctxAdmin, { turma: c.curso.turmaId });
    expect(uma.turmas).toHaveLength(2);
    expect(uma).toMatchObject({ turma_id: c.curso.turmaId, resultado: { turmas: 1, respostas: 2, elegiveis: 3 } });
    expect(await recusaDe(resultadosDaAdministracao(c.ctxAdmin, { turma: 999_999 }))).toMatchObject({ status: 404 });
    const vazio = await resultadosDaAdministracao(c.ctxAdmin, { tipo: 'Oficina' });
    expect(vazio.resultado).toBeNull();
  });
});

describe('quem não respondeu', () => {
  it('só quem está apto: fora quem avaliou, quem ficou abaixo de 75 % e quem está em espera', async () => {
    const c = await cenario();
    const r = await quemNaoRespondeu(c.ctxAdmin, {});
    const apta = c.curso.pessoas[2]!;
    expect(r).toEqual({ total: 1, turma_ids: [c.curso.turmaId], pessoas: [{ turma_id: c.curso.turmaId, evento: 'Curso de Vacinação', turma: 'Turma Manhã', nome: apta.nome, email: apta.email }] });
    expect(await quemNaoRespondeu(c.ctxAdmin, { turma: c.congresso.turmaId })).toEqual({ total: 0, turma_ids: [], pessoas: [] });
  });

  it('quem ainda deve o teste obrigatório publicado não está apto: sai da lista e do denominador da taxa', async () => {
    const c = await cenario();
    await h.db.insert(testes).values({ eventoId: c.curso.eventoId, titulo: 'Teste do curso', obrigatorio: true, status: 'publicado', publicadoEm: new Date() });
    expect((await quemNaoRespondeu(c.ctxAdmin, {})).total).toBe(0);
    const r = await resultadosDaAdministracao(c.ctxAdmin, { turma: c.curso.turmaId });
    expect(r.resultado).toMatchObject({ elegiveis: 2, respostas: 2, taxa_resposta: 100 }); // quem avaliou continua contando
  });
});
