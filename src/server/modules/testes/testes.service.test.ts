import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TesteEntrada } from '#shared/contracts/testes.ts';
import { TesteEntradaSchema } from '#shared/contracts/testes.ts';
import { CRITERIOS } from '#shared/rules/avaliacao.ts';
import { instanteEmSaoPaulo } from '#shared/rules/cronograma.ts';
import type { DbHandle } from '../../db/client.ts';
import { testeAlternativas, testeQuestoes, testeRespostas, testes, testeTentativas } from '../../db/schema/index.ts';
import { criarBancoDeTeste, limparBanco } from '../../testing/db.ts';
import { criarEventoDeTeste, diaDaqui } from '../../testing/eventos.ts';
import { criarUsuario, ctxDeTeste } from '../../testing/factories.ts';
import { recusaDe } from '../../testing/recusa.ts';
import { avaliacoesPendentes, enviarAvaliacao, situacaoDaAvaliacao } from '../avaliacoes/avaliacoes.service.ts';
import { inscrever } from '../inscricoes/inscricoes.service.ts';
import { confirmarPresenca } from '../presencas/presencas.service.ts';
import {
  devemTesteObrigatorio, enviarTentativa, excluirTesteDoEvento, iniciarTentativa, meusTestes, novaVersaoDoTeste, publicarTeste, salvarTeste, testeDoEventoParaAdmin,
} from './testes.service.ts';
import { tarefasNaFila } from '../../testing/tarefas.ts';

let h: DbHandle;
beforeAll(async () => {
  h = await criarBancoDeTeste();
});
afterAll(() => h.close());
beforeEach(() => limparBanco(h));

const recusa = recusaDe;
const DIAS = [diaDaqui(10), diaDaqui(11), diaDaqui(12), diaDaqui(13)];
const DEPOIS = instanteEmSaoPaulo(diaDaqui(14), '09:00');

/** Três de múltipla escolha (pesos 5, 3 e 1,5) e uma dissertativa (0,5): soma 10. */
const QUESTOES: NonNullable<TesteEntrada['questoes']> = [
  { tipo: 'multipla_escolha', enunciado: 'Qual vacina protege contra o sarampo?', peso: 5, alternativas: [{ texto: 'Tríplice viral', correta: true }, { texto: 'BCG' }, { texto: 'Hepatite B' }] },
  { tipo: 'multipla_escolha', enunciado: 'Intervalo mínimo entre doses?', peso: 3, alternativas: [{ texto: '30 dias', correta: true }, { texto: '1 dia' }] },
  { tipo: 'multipla_escolha', enunciado: 'Temperatura da rede de frio?', peso: 1.5, alternativas: [{ texto: '+2 °C a +8 °C', correta: true }, { texto: '-20 °C' }] },
  { tipo: 'dissertativa', enunciado: 'Conte um caso da sua unidade.', peso: 0.5 },
];
const entrada = (o: Partial<TesteEntrada> = {}) => TesteEntradaSchema.parse({ titulo: 'Teste de vacinação', questoes: QUESTOES, ...o });

/** Evento de 4 encontros, um administrador, uma pessoa inscrita com `presencas` presenças; o relógio anda. */
async function cenario(o: { presencas?: number; teste?: Partial<TesteEntrada>; publicar?: boolean } = {}) {
  const { evento } = await criarEventoDeTeste(h.db, { turmas: [{ datas: DIAS.map((data) => ({ data, horario_inicio: '08:00', horario_fim: '12:00' })) }] });
  const turmaId = evento.turmas[0]!.id;
  const relogio = { agora: new Date() };
  const now = () => relogio.agora;
  const adm = ctxDeTeste(h.db, { id: (await criarUsuario(h.db)).id, perfis: ['administrador'] }, { now });
  const u = await criarUsuario(h.db);
  const ctx = ctxDeTeste(h.db, { id: u.id, perfis: ['usuario'] }, { now });
  await inscrever(ctx, { turmaId });
  for (const d of DIAS.slice(0, o.presencas ?? 4)) {
    relogio.agora = instanteEmSaoPaulo(d, '08:05');
    await confirmarPresenca(ctx, { turma: turmaId });
  }
  if (o.teste !== undefined || o.publicar) {
    await salvarTeste(adm, { id: evento.id }, entrada(o.teste));
    if (o.publicar) await publicarTeste(adm, { id: evento.id });
  }
  return { eventoId: evento.id, turmaId, adm, ctx, relogio, usuarioId: u.id, depoisDoFim: () => (relogio.agora = DEPOIS) };
}

/** Respostas pelo texto das alternativas (a ordem da tentativa é embaralhada). */
function responder(t: Awaited<ReturnType<typeof iniciarTentativa>>, marcar: Record<string, string | null>, texto?: string) {
  return t.questoes.map((q) => {
    if (q.tipo === 'dissertativa') return { questao_id: q.id, resposta_texto: texto ?? null };
    const alvo = marcar[q.enunciado];
    return { questao_id: q.id, alternativa_id: alvo ? q.alternativas.find((a) => a.texto === alvo)!.id : null };
  });
}
const TUDO_CERTO = { 'Qual vacina protege contra o sarampo?': 'Tríplice viral', 'Intervalo mínimo entre doses?': '30 dias', 'Temperatura da rede de frio?': '+2 °C a +8 °C' };

describe('montar e publicar o teste', () => {
  it('rascunho salvo com questões; as pendências dizem o que falta; publica quando os pesos fecham 10', async () => {
    const c = await cenario();
    expect(await testeDoEventoParaAdmin(c.adm, { id: c.eventoId })).toMatchObject({ teste: null });
    const incompleto = await salvarTeste(c.adm, { id: c.eventoId }, entrada({ questoes: [{ ...QUESTOES[0]!, alternativas: [{ texto: 'Só uma', correta: false }] }] }));
    expect(incompleto).toMatchObject({ status: 'rascunho', versao: 1, soma_dos_pesos: 5, nota_minima: 70, tentativas_max: 1, tempo_minutos: null, obrigatorio: true });
    expect(incompleto.pendencias).toEqual([
      'Não é possível publicar: a soma dos pesos deve fechar exatamente 10 (hoje: 5).',
      'Questão 1: múltipla escolha precisa de pelo menos 2 alternativas.',
      'Questão 1: múltipla escolha precisa ter exatamente 1 alternativa correta.',
    ]);
    const r = await recusa(publicarTeste(c.adm, { id: c.eventoId }));
    expect(r).toMatchObject({ status: 400, mensagem: 'Não é possível publicar: a soma dos pesos deve fechar exatamente 10 (hoje: 5).' });
    expect((r.details as { pendencias: string[] }).pendencias).toHaveLength(3);

    const completo = await salvarTeste(c.adm, { id: c.eventoId }, entrada({ tempo_minutos: 30, tentativas_max: 3 }));
    expect(completo).toMatchObject({ soma_dos_pesos: 10, pendencias: [], tempo_minutos: 30, tentativas_max: 3 });
    expect(completo.questoes.map((q) => [q.enunciado, q.peso, q.alternativas.length])).toEqual([
      ['Qual vacina protege contra o sarampo?', 5, 3], ['Intervalo mínimo entre doses?', 3, 2], ['Temperatura da rede de frio?', 1.5, 2], ['Conte um caso da sua unidade.', 0.5, 0],
    ]);
    expect(await h.db.select().from(testeQuestoes)).toHaveLength(4); // as do rascunho anterior saíram
    const publicado = await publicarTeste(c.adm, { id: c.eventoId });
    expect(publicado).toMatchObject({ status: 'publicado', versao: 1 });
    expect(publicado.publicado_em).not.toBeNull();
    expect(await publicarTeste(c.adm, { id: c.eventoId })).toMatchObject({ status: 'publicado' }); // publicar de novo não muda nada
  });

  it('sem questões não publica; teste inexistente e evento inexistente dão 404', async () => {
    const c = await cenario();
    expect(await recusa(publicarTeste(c.adm, { id: c.eventoId }))).toMatchObject({ status: 404, mensagem: 'Este evento ainda não tem teste.' });
    await salvarTeste(c.adm, { id: c.eventoId }, entrada({ questoes: [] }));
    expect(await recusa(publicarTeste(c.adm, { id: c.eventoId }))).toMatchObject({ status: 400, mensagem: 'Não é possível publicar: adicione ao menos uma questão.' });
    expect(await recusa(salvarTeste(c.adm, { id: 999_999 }, entrada()))).toMatchObject({ status: 404, mensagem: 'Evento não encontrado.' });
  });

  it('publicado: as questões não mudam (serviço e banco); os ajustes mudam; nova versão só sem tentativas', async () => {
    const c = await cenario({ publicar: true });
    expect(await recusa(salvarTeste(c.adm, { id: c.eventoId }, entrada()))).toMatchObject({ status: 409, details: { motivo: 'TESTE_PUBLICADO' } });
    // nem por fora do serviço: o gatilho do banco recusa
    await expect(h.db.update(testeQuestoes).set({ enunciado: 'Mudada por fora' })).rejects.toThrow();
    await expect(h.db.delete(testeAlternativas)).rejects.toThrow();
    const [q] = await h.db.select().from(testeQuestoes).limit(1);
    await expect(h.db.insert(testeAlternativas).values({ questaoId: q!.id, ordem: 9, texto: 'Nova' })).rejects.toThrow();
    // nem levar uma alternativa do teste publicado para a questão de um rascunho
    const d = await cenario({ teste: {} });
    const [rascunho] = await h.db.select().from(testeQuestoes).where(eq(testeQuestoes.testeId, (await testeDoEventoParaAdmin(d.adm, { id: d.eventoId })).teste!.id)).limit(1);
    await expect(h.db.update(testeAlternativas).set({ questaoId: rascunho!.id, ordem: 99 }).where(eq(testeAlternativas.questaoId, q!.id))).rejects.toThrow();

    const { questoes: _q, ...ajustes } = entrada({ titulo: 'Novo título', tentativas_max: 2, nota_minima: 60 });
    expect(await salvarTeste(c.adm, { id: c.eventoId }, ajustes)).toMatchObject({ titulo: 'Novo título', tentativas_max: 2, nota_minima: 60, status: 'publicado' });

    const v2 = await novaVersaoDoTeste(c.adm, { id: c.eventoId });
    expect(v2).toMatchObject({ status: 'rascunho', versao: 2, publicado_em: null });
    expect(await recusa(novaVersaoDoTeste(c.adm, { id: c.eventoId }))).toMatchObject({ status: 409 });
    await salvarTeste(c.adm, { id: c.eventoId }, entrada({ questoes: [{ ...QUESTOES[0]!, peso: 10 }] }));
    expect(await publicarTeste(c.adm, { id: c.eventoId })).toMatchObject({ status: 'publicado', versao: 2, questoes: [{ peso: 10 }] });

    // alguém começa: nova versão, exclusão, nota mínima e obrigatoriedade ficam travadas
    c.depoisDoFim();
    await iniciarTentativa(c.ctx, { turmaId: c.turmaId });
    expect(await recusa(novaVersaoDoTeste(c.adm, { id: c.eventoId }))).toMatchObject({ status: 409, mensagem: 'Já há tentativas neste teste: as questões não podem mais mudar.' });
    expect(await recusa(excluirTesteDoEvento(c.adm, { id: c.eventoId }))).toMatchObject({ status: 409 });
    expect(await recusa(salvarTeste(c.adm, { id: c.eventoId }, { ...ajustes, nota_minima: 50 }))).toMatchObject({ status: 409, details: { motivo: 'TESTE_RESPONDIDO' } });
    expect(await salvarTeste(c.adm, { id: c.eventoId }, { ...ajustes, nota_minima: 70, tentativas_max: 5 })).toMatchObject({ tentativas_max: 5, respostas: { tentativas: 1, pessoas: 1, aprovadas: 0 } });
    // o banco também não deixa voltar ao rascunho com tentativas
    await expect(h.db.update(testes).set({ status: 'rascunho', publicadoEm: null })).rejects.toThrow();
  });

  it('exclui o teste sem tentativas; o banco não aceita duas corretas nem peso fora da faixa', async () => {
    const c = await cenario({ teste: {} });
    await expect(h.db.update(testeAlternativas).set({ correta: true })).rejects.toThrow();
    await expect(h.db.update(testeQuestoes).set({ peso: 11 })).rejects.toThrow();
    expect(await excluirTesteDoEvento(c.adm, { id: c.eventoId })).toBeNull();
    expect(await h.db.select().from(testes)).toHaveLength(0);
    expect(await h.db.select().from(testeQuestoes)).toHaveLength(0);
  });

  it('o contrato recusa entradas ruins com mensagens claras', () => {
    const erros = (v: unknown) => TesteEntradaSchema.safeParse(v).error?.issues.map((i) => i.message);
    expect(erros({ titulo: '', tentativas_max: 0 })).toEqual(['Informe um título para o teste.', 'Informe tentativas entre 1 e 50.']);
    expect(erros({ titulo: 'T', tempo_minutos: 300, nota_minima: 101 })).toEqual(['Informe uma nota mínima entre 0 e 100.', 'Informe um tempo entre 5 e 240 minutos.']);
    expect(erros({ titulo: 'T', questoes: [{ tipo: 'multipla_escolha', enunciado: 'Abc', peso: 0 }] })).toEqual([
      'O enunciado precisa ter pelo menos 5 caracteres.', 'O peso deve ser maior que 0 e no máximo 10.',
    ]);
    expect(erros({ titulo: 'T', questoes: [{ tipo: 'multipla_escolha', enunciado: 'Pergunta', peso: 1.234 }] })).toEqual(['Use até 2 casas decimais no peso.']);
    // arredondaria para 0,00 no banco (e o CHECK viraria erro 500)
    expect(erros({ titulo: 'T', questoes: [{ tipo: 'dissertativa', enunciado: 'Pergunta', peso: 1e-9 }] })).toEqual(['O peso deve ser maior que 0 e no máximo 10.']);
    expect(erros({ titulo: 'T', questoes: [{ tipo: 'dissertativa', enunciado: 'Pergunta', peso: 1, alternativas: [{ texto: 'x' }] }] })).toEqual(['Questão dissertativa não tem alternativas.']);
    expect(erros({ titulo: 'T', questoes: [{ tipo: 'multipla_escolha', enunciado: 'Pergunta', peso: 1, alternativas: [{ texto: 'a', correta: true }, { texto: 'b', correta: true }] }] })).toEqual([
      'Marque só uma alternativa correta.',
    ]);
  });
});

describe('gabarito escondido', () => {
  it('os ids das alternativas não seguem a ordem em que foram escritas (a correta primeiro não vaza pelo id)', async () => {
    const c = await cenario();
    const questoes = Array.from({ length: 20 }, (_, i) => ({
      tipo: 'multipla_escolha' as const, enunciado: `Pergunta número ${i + 1}`, peso: 0.5, alternativas: [{ texto: 'Certa', correta: true }, { texto: 'Errada 1' }, { texto: 'Errada 2' }],
    }));
    const t = await salvarTeste(c.adm, { id: c.eventoId }, entrada({ questoes }));
    // a ordem de quem escreveu continua na tela da administração
    expect(t.questoes.every((q) => q.alternativas[0]!.texto === 'Certa')).toBe(true);
    const corretaTemMenorId = t.questoes.filter((q) => Math.min(...q.alternativas.map((a) => a.id)) === q.alternativas.find((a) => a.correta)!.id);
    // ao acaso, 1 em 3 por questão; as 20 juntas seria 1 em 3^20
    expect(corretaTemMenorId.length).toBeLessThan(20);
  });
});

describe('congresso: uma pessoa em duas turmas do mesmo evento', () => {
  it('as tentativas e a aprovação são da pessoa no teste, não de cada turma', async () => {
    const relogio = { agora: new Date() };
    const { evento } = await criarEventoDeTeste(h.db, {
      tipo: 'Congresso',
      turmas: [
        { nome: 'Sala A', datas: [{ data: DIAS[0]!, horario_inicio: '08:00', horario_fim: '12:00' }] },
        { nome: 'Sala B', datas: [{ data: DIAS[1]!, horario_inicio: '08:00', horario_fim: '12:00' }] },
      ],
    });
    const [a, b] = evento.turmas.map((t) => t.id) as [number, number];
    const adm = ctxDeTeste(h.db, { id: (await criarUsuario(h.db)).id, perfis: ['administrador'] }, { now: () => relogio.agora });
    const u = await criarUsuario(h.db);
    const ctx = ctxDeTeste(h.db, { id: u.id }, { now: () => relogio.agora });
    for (const [turmaId, dia] of [[a, DIAS[0]!], [b, DIAS[1]!]] as const) {
      await inscrever(ctx, { turmaId });
      relogio.agora = instanteEmSaoPaulo(dia, '08:05');
      await confirmarPresenca(ctx, { turma: turmaId });
    }
    await salvarTeste(adm, { id: evento.id }, entrada({ tentativas_max: 1 }));
    await publicarTeste(adm, { id: evento.id });
    relogio.agora = DEPOIS;
    expect(await meusTestes(ctx)).toHaveLength(1); // um cartão por teste
    const t = await iniciarTentativa(ctx, { turmaId: a });
    expect((await iniciarTentativa(ctx, { turmaId: b })).tentativa.id).toBe(t.tentativa.id); // a mesma tentativa aberta
    await enviarTentativa(ctx, { tentativaId: t.tentativa.id }, { respostas: [] });
    expect(await recusa(iniciarTentativa(ctx, { turmaId: b }))).toMatchObject({ status: 409, details: { motivo: 'LIMITE_DE_TENTATIVAS' } });
    // a mesma conferência vale para as duas turmas
    expect(await devemTesteObrigatorio({ db: h.db }, [{ turmaId: a, usuarioId: u.id }, { turmaId: b, usuarioId: u.id }])).toEqual(new Set([`${a}:${u.id}`, `${b}:${u.id}`]));
  });

  it('aprovado numa turma, o teste não é devido em nenhuma turma do evento', async () => {
    const c = await cenario({ publicar: true });
    c.depoisDoFim();
    const t = await iniciarTentativa(c.ctx, { turmaId: c.turmaId });
    await enviarTentativa(c.ctx, { tentativaId: t.tentativa.id }, { respostas: responder(t, TUDO_CERTO) });
    const [outra] = await h.db.execute(sql`insert into turmas (evento_id, nome, vagas, inicio, fim, data_inicio, data_fim, carga_horaria)
      select evento_id, 'Outra', 10, inicio, fim, data_inicio, data_fim, carga_horaria from turmas where id = ${c.turmaId} returning id`).then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    expect(await devemTesteObrigatorio({ db: h.db }, [{ turmaId: outra!.id, usuarioId: c.usuarioId }])).toEqual(new Set());
  });
});

describe('fazer o teste', () => {
  it('condições na ordem: inscrição, publicado, turma encerrada, frequência', async () => {
    const c = await cenario({ presencas: 2, teste: {} });
    const outro = ctxDeTeste(h.db, { id: (await criarUsuario(h.db)).id }, { now: () => c.relogio.agora });
    expect(await recusa(iniciarTentativa(outro, { turmaId: c.turmaId }))).toMatchObject({ status: 403, details: { motivo: 'NAO_INSCRITO' } });
    expect(await recusa(iniciarTentativa(c.ctx, { turmaId: c.turmaId }))).toMatchObject({ status: 403, details: { motivo: 'TESTE_NAO_PUBLICADO' } });
    await publicarTeste(c.adm, { id: c.eventoId });
    expect(await recusa(iniciarTentativa(c.ctx, { turmaId: c.turmaId }))).toMatchObject({ status: 403, mensagem: 'O teste fica disponível quando a turma terminar.' });
    expect(await meusTestes(c.ctx)).toMatchObject([{ situacao: 'bloqueado', recusa: { codigo: 'TURMA_NAO_ENCERRADA' } }]);
    c.depoisDoFim();
    expect(await recusa(iniciarTentativa(c.ctx, { turmaId: c.turmaId }))).toMatchObject({ status: 403, details: { motivo: 'FREQUENCIA_INSUFICIENTE' } });
    expect(await recusa(iniciarTentativa(c.ctx, { turmaId: 999_999 }))).toMatchObject({ status: 404, mensagem: 'Turma não encontrada.' });
    expect(await h.db.select().from(testeTentativas)).toHaveLength(0);
  });

  it('evento sem teste: 404 explicado; a lista fica vazia', async () => {
    const c = await cenario();
    c.depoisDoFim();
    expect(await recusa(iniciarTentativa(c.ctx, { turmaId: c.turmaId }))).toMatchObject({ status: 404, mensagem: 'Este curso não tem teste.' });
    expect(await meusTestes(c.ctx)).toEqual([]);
  });

  it('tentativa sem as corretas, embaralhada e estável; retomar devolve a mesma', async () => {
    const c = await cenario({ publicar: true });
    c.depoisDoFim();
    const t = await iniciarTentativa(c.ctx, { turmaId: c.turmaId });
    expect(t).toMatchObject({ retomada: false, tentativa: { numero: 1, prazo: null }, teste: { nota_minima: 70 } });
    expect(JSON.stringify(t)).not.toContain('correta');
    expect(t.questoes.map((q) => q.enunciado).sort()).toEqual(QUESTOES.map((q) => q.enunciado).sort());
    const deNovo = await iniciarTentativa(c.ctx, { turmaId: c.turmaId });
    expect(deNovo.retomada).toBe(true);
    expect(deNovo.questoes).toEqual(t.questoes);
    expect(await meusTestes(c.ctx)).toMatchObject([{ situacao: 'em_andamento', tentativas_enviadas: 0, tentativas_restantes: 1 }]);
  });

  it('nota = peso acertado ÷ peso da múltipla escolha; em branco conta como errada; reprova, tenta de novo, aprova', async () => {
    const c = await cenario({ publicar: true, teste: { tentativas_max: 3 } });
    c.depoisDoFim();
    const t1 = await iniciarTentativa(c.ctx, { turmaId: c.turmaId });
    // acerta a de peso 3, deixa em branco a de 5, erra a de 1,5: 3 ÷ 9,5 = 31,58 %
    const r1 = await enviarTentativa(c.ctx, { tentativaId: t1.tentativa.id }, {
      respostas: responder(t1, { 'Intervalo mínimo entre doses?': '30 dias', 'Temperatura da rede de frio?': '-20 °C' }, 'Um caso.'),
    });
    expect(r1).toMatchObject({ numero: 1, nota: 31.58, aprovado: false, acertos: 1, erradas: 1, em_branco: 1, tentativas_restantes: 2, proximo_passo: null });
    expect(r1.mensagem).toBe('Você não atingiu a nota mínima nesta tentativa. Restam 2 tentativas.');
    expect(await h.db.select({ texto: testeRespostas.respostaTexto }).from(testeRespostas).where(sql`${testeRespostas.respostaTexto} is not null`)).toEqual([{ texto: 'Um caso.' }]);
    // reenviar a mesma tentativa devolve o mesmo resultado
    expect(await enviarTentativa(c.ctx, { tentativaId: t1.tentativa.id }, { respostas: responder(t1, TUDO_CERTO) })).toMatchObject({ nota: 31.58 });
    expect(await devemTesteObrigatorio({ db: h.db }, [{ turmaId: c.turmaId, usuarioId: c.usuarioId }])).toEqual(new Set([`${c.turmaId}:${c.usuarioId}`]));

    const t2 = await iniciarTentativa(c.ctx, { turmaId: c.turmaId });
    expect(t2.tentativa.numero).toBe(2);
    const r2 = await enviarTentativa(c.ctx, { tentativaId: t2.tentativa.id }, { respostas: responder(t2, TUDO_CERTO) });
    expect(r2).toMatchObject({ nota: 100, aprovado: true, tentativas_restantes: 0, proximo_passo: { rotulo: 'Avaliar o curso', link: `/avaliar/${c.turmaId}` } });
    expect(r2.mensagem).toBe('Parabéns! Você foi aprovado no teste.');
    expect(await recusa(iniciarTentativa(c.ctx, { turmaId: c.turmaId }))).toMatchObject({ status: 409, details: { motivo: 'JA_APROVADO' } });
    expect(await meusTestes(c.ctx)).toMatchObject([{ situacao: 'aprovado', melhor_nota: 100, ultima_nota: 100, tentativas_enviadas: 2, avaliacao_pendente: true }]);
    expect(await devemTesteObrigatorio({ db: h.db }, [{ turmaId: c.turmaId, usuarioId: c.usuarioId }])).toEqual(new Set());
  });

  it('limite de tentativas: a última reprovada encerra', async () => {
    const c = await cenario({ publicar: true });
    c.depoisDoFim();
    const t = await iniciarTentativa(c.ctx, { turmaId: c.turmaId });
    expect(await enviarTentativa(c.ctx, { tentativaId: t.tentativa.id }, { respostas: [] })).toMatchObject({ nota: 0, em_branco: 3, tentativas_restantes: 0 });
    expect(await recusa(iniciarTentativa(c.ctx, { turmaId: c.turmaId }))).toMatchObject({ status: 409, mensagem: 'Limite de tentativas atingido.', details: { motivo: 'LIMITE_DE_TENTATIVAS' } });
    expect(await meusTestes(c.ctx)).toMatchObject([{ situacao: 'reprovado', tentativas_restantes: 0 }]);
  });

  it('limite de tempo no servidor: vale até o prazo mais 15 s; depois, nota 0 e as respostas não contam', async () => {
    const c = await cenario({ publicar: true, teste: { tempo_minutos: 10, tentativas_max: 3 } });
    c.depoisDoFim();
    const t1 = await iniciarTentativa(c.ctx, { turmaId: c.turmaId });
    expect(new Date(t1.tentativa.prazo!).getTime() - DEPOIS.getTime()).toBe(10 * 60_000);
    c.relogio.agora = new Date(DEPOIS.getTime() + 10 * 60_000 + 15_000);
    expect(await enviarTentativa(c.ctx, { tentativaId: t1.tentativa.id }, { respostas: responder(t1, TUDO_CERTO) })).toMatchObject({ nota: 100, fora_do_prazo: false });
    await h.db.delete(testeRespostas);
    await h.db.delete(testeTentativas);

    c.relogio.agora = DEPOIS;
    const t2 = await iniciarTentativa(c.ctx, { turmaId: c.turmaId });
    c.relogio.agora = new Date(DEPOIS.getTime() + 10 * 60_000 + 16_000);
    const r2 = await enviarTentativa(c.ctx, { tentativaId: t2.tentativa.id }, { respostas: responder(t2, TUDO_CERTO) });
    expect(r2).toMatchObject({ nota: 0, aprovado: false, fora_do_prazo: true, tentativas_restantes: 2 });
    expect(r2.mensagem).toContain('O tempo da tentativa terminou antes do envio');
    expect(await h.db.select().from(testeRespostas)).toHaveLength(0);

    // uma tentativa abandonada e vencida conta como gasta e fecha ao começar a próxima
    c.relogio.agora = DEPOIS;
    const t3 = await iniciarTentativa(c.ctx, { turmaId: c.turmaId });
    c.relogio.agora = new Date(DEPOIS.getTime() + 60 * 60_000);
    expect(await meusTestes(c.ctx)).toMatchObject([{ situacao: 'disponivel', tentativas_enviadas: 2, tentativas_restantes: 1, ultima_nota: 0 }]);
    const t4 = await iniciarTentativa(c.ctx, { turmaId: c.turmaId });
    expect(t4).toMatchObject({ retomada: false, tentativa: { numero: 3 } });
    expect(await h.db.select({ fora: testeTentativas.foraDoPrazo, nota: testeTentativas.nota }).from(testeTentativas).where(eq(testeTentativas.id, t3.tentativa.id))).toEqual([{ fora: true, nota: 0 }]);
  });

  it('respostas que não são do teste recusam o envio inteiro e não gravam nada; tentativa de outra pessoa é 404', async () => {
    const c = await cenario({ publicar: true });
    c.depoisDoFim();
    const t = await iniciarTentativa(c.ctx, { turmaId: c.turmaId });
    const [mc, outra] = t.questoes.filter((q) => q.tipo === 'multipla_escolha');
    const diss = t.questoes.find((q) => q.tipo === 'dissertativa')!;
    const ruins = [
      [{ questao_id: 999_999, alternativa_id: null }],
      [{ questao_id: mc!.id, alternativa_id: outra!.alternativas[0]!.id }],
      [{ questao_id: mc!.id, alternativa_id: null }, { questao_id: mc!.id, alternativa_id: null }],
      [{ questao_id: diss.id, alternativa_id: mc!.alternativas[0]!.id }],
      [{ questao_id: mc!.id, resposta_texto: 'texto' }],
    ];
    for (const respostas of ruins) {
      expect(await recusa(enviarTentativa(c.ctx, { tentativaId: t.tentativa.id }, { respostas }))).toMatchObject({
        status: 400, mensagem: 'Há respostas que não correspondem às questões deste teste.',
      });
    }
    const outro = ctxDeTeste(h.db, { id: (await criarUsuario(h.db)).id }, { now: () => c.relogio.agora });
    expect(await recusa(enviarTentativa(outro, { tentativaId: t.tentativa.id }, { respostas: [] }))).toMatchObject({ status: 404, mensagem: 'Tentativa não encontrada.' });
    expect(await h.db.select({ enviada: testeTentativas.enviadaEm }).from(testeTentativas)).toEqual([{ enviada: null }]);
  });

  it('ao mesmo tempo: dez começos dão uma tentativa; dez envios dão uma correção', async () => {
    const c = await cenario({ publicar: true, teste: { tentativas_max: 2 } });
    c.depoisDoFim();
    const inicios = await Promise.all(Array.from({ length: 10 }, () => iniciarTentativa(c.ctx, { turmaId: c.turmaId })));
    expect(new Set(inicios.map((t) => t.tentativa.id)).size).toBe(1);
    const t = inicios[0]!;
    const envios = await Promise.all(Array.from({ length: 10 }, () => enviarTentativa(c.ctx, { tentativaId: t.tentativa.id }, { respostas: responder(t, TUDO_CERTO) })));
    expect(new Set(envios.map((r) => `${r.nota}:${r.aprovado}`))).toEqual(new Set(['100:true']));
    expect(await h.db.select().from(testeTentativas)).toHaveLength(1);
    expect(await h.db.select().from(testeRespostas)).toHaveLength(3);
    expect(await tarefasNaFila(h.db, { chave: `aviso-avaliacao:${c.turmaId}:${c.usuarioId}` })).toHaveLength(1);
  });
});

describe('teste e avaliação', () => {
  const obrigatorias = Object.fromEntries(CRITERIOS.filter((x) => x.obrigatorio).map((x) => [x.chave, 'otimo']));

  it('teste obrigatório publicado segura a avaliação e o aviso até a aprovação', async () => {
    const c = await cenario({ publicar: true, teste: { tentativas_max: 2 } });
    c.depoisDoFim();
    expect(await avaliacoesPendentes(c.ctx)).toEqual([]);
    expect(await situacaoDaAvaliacao(c.ctx, { turmaId: c.turmaId })).toMatchObject({ pode_avaliar: false, recusa: { codigo: 'TESTE_PENDENTE' } });
    expect(await recusa(enviarAvaliacao(c.ctx, { turmaId: c.turmaId }, { respostas: obrigatorias }))).toMatchObject({ status: 403, details: { motivo: 'TESTE_PENDENTE' } });

    const t = await iniciarTentativa(c.ctx, { turmaId: c.turmaId });
    await enviarTentativa(c.ctx, { tentativaId: t.tentativa.id }, { respostas: responder(t, TUDO_CERTO) });
    expect(await avaliacoesPendentes(c.ctx)).toMatchObject([{ turma: { id: c.turmaId } }]);
    await enviarAvaliacao(c.ctx, { turmaId: c.turmaId }, { respostas: obrigatorias });
    expect(await meusTestes(c.ctx)).toMatchObject([{ situacao: 'aprovado', avaliacao_pendente: false }]);
  });

  it('teste não obrigatório, ou ainda em rascunho, não segura a avaliação', async () => {
    const c = await cenario({ publicar: true, teste: { obrigatorio: false } });
    c.depoisDoFim();
    expect(await avaliacoesPendentes(c.ctx)).toHaveLength(1);
    const d = await cenario({ teste: {} });
    d.depoisDoFim();
    expect(await situacaoDaAvaliacao(d.ctx, { turmaId: d.turmaId })).toMatchObject({ pode_avaliar: true });
  });
});
