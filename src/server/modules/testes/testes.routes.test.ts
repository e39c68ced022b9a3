import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { instanteEmSaoPaulo } from '#shared/rules/cronograma.ts';
import { testes, testeTentativas } from '../../db/schema/index.ts';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { diaDaqui } from '../../testing/eventos.ts';
import { criarSessao } from '../../testing/factories.ts';
import { turmaComInscritos } from '../../testing/presencas.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => fechar(t));
beforeEach(async () => {
  await limpar(t);
  t.relogio.agora = new Date();
});

const DIA = diaDaqui(3);
const TESTE = {
  titulo: 'Teste de curativos',
  tentativas_max: 2,
  questoes: [
    { tipo: 'multipla_escolha', enunciado: 'Qual a primeira etapa?', peso: 7.5, alternativas: [{ texto: 'Higienizar as mãos', correta: true }, { texto: 'Secar' }] },
    { tipo: 'dissertativa', enunciado: 'Descreva um curativo.', peso: 2.5 },
  ],
};

/** Turma de um dia com uma pessoa presente, encerrada; a sessão do administrador que criou o evento. */
async function cenario() {
  const r = await turmaComInscritos(t, 1, { datas: [{ data: DIA, horario_inicio: '08:00', horario_fim: '12:00' }] });
  t.relogio.agora = instanteEmSaoPaulo(DIA, '08:10');
  expect((await t.app.inject({ method: 'POST', url: '/api/presencas/confirmar', headers: r.pessoas[0]!.headers, payload: { turma: r.turmaId } })).statusCode).toBe(200);
  t.relogio.agora = instanteEmSaoPaulo(diaDaqui(4), '09:00');
  const adm = await criarSessao(t, r.admin);
  return { eventoId: r.evento.id, turmaId: r.turmaId, pessoa: r.pessoas[0]!.headers, adm: adm.headers };
}

describe('rotas do teste do curso', () => {
  it('401 sem sessão; 403 para quem não administra nas rotas de montagem', async () => {
    const c = await cenario();
    const montagem = [
      ['GET', `/api/eventos/${c.eventoId}/teste`], ['PUT', `/api/eventos/${c.eventoId}/teste`, TESTE], ['POST', `/api/eventos/${c.eventoId}/teste/publicar`],
      ['POST', `/api/eventos/${c.eventoId}/teste/nova-versao`], ['DELETE', `/api/eventos/${c.eventoId}/teste`],
    ] as const;
    for (const [method, url, payload] of montagem) {
      expect((await t.app.inject({ method, url, ...(payload ? { payload } : {}) })).statusCode, url).toBe(401);
      expect((await t.app.inject({ method, url, headers: c.pessoa, ...(payload ? { payload } : {}) })).statusCode, url).toBe(403);
    }
    for (const [method, url] of [['GET', '/api/testes/meus'], ['POST', `/api/turmas/${c.turmaId}/teste/tentativas`], ['POST', '/api/testes/tentativas/1/envio']] as const) {
      expect((await t.app.inject({ method, url, ...(method === 'POST' && url.endsWith('envio') ? { payload: { respostas: [] } } : {}) })).statusCode, url).toBe(401);
    }
    expect(await t.handle.db.select().from(testes)).toHaveLength(0);
  });

  it('entradas ruins: 400 em português com o campo, nada gravado', async () => {
    const c = await cenario();
    const ruins = [
      [{ ...TESTE, titulo: '' }, 'Informe um título para o teste.'],
      [{ ...TESTE, nota_minima: 'setenta' }, 'Informe uma nota mínima entre 0 e 100.'],
      [{ ...TESTE, questoes: [{ ...TESTE.questoes[0], peso: 10.5 }] }, 'O peso deve ser maior que 0 e no máximo 10.'],
      [{ ...TESTE, questoes: [{ ...TESTE.questoes[0], tipo: 'verdadeiro_falso' }] }, 'Escolha o tipo da questão.'],
      [{ ...TESTE, questoes: [{ ...TESTE.questoes[0], enunciado: 'a\u0000bcdef' }] }, 'O texto contém caracteres inválidos.'],
    ] as const;
    for (const [payload, erro] of ruins) {
      const r = await t.app.inject({ method: 'PUT', url: `/api/eventos/${c.eventoId}/teste`, headers: c.adm, payload });
      expect(r.statusCode, erro).toBe(400);
      expect(r.json().erro).toBe(erro);
    }
    expect((await t.app.inject({ method: 'PUT', url: '/api/eventos/abc/teste', headers: c.adm, payload: TESTE })).statusCode).toBe(400);
    expect(await t.handle.db.select().from(testes)).toHaveLength(0);
  });

  it('monta, publica, a pessoa faz sem ver as corretas, reprova, refaz e passa', async () => {
    const c = await cenario();
    const salvo = await t.app.inject({ method: 'PUT', url: `/api/eventos/${c.eventoId}/teste`, headers: c.adm, payload: TESTE });
    expect(salvo.statusCode).toBe(200);
    expect(salvo.json()).toMatchObject({ status: 'rascunho', soma_dos_pesos: 10, pendencias: [], questoes: [{ alternativas: [{ correta: true }, { correta: false }] }, {}] });
    expect((await t.app.inject({ method: 'POST', url: `/api/eventos/${c.eventoId}/teste/publicar`, headers: c.adm })).json()).toMatchObject({ status: 'publicado' });

    const lista = await t.app.inject({ method: 'GET', url: '/api/testes/meus', headers: c.pessoa });
    expect(lista.json()).toMatchObject([{ situacao: 'disponivel', tentativas_restantes: 2, teste: { questoes: 2, nota_minima: 70 } }]);

    const inicio = await t.app.inject({ method: 'POST', url: `/api/turmas/${c.turmaId}/teste/tentativas`, headers: c.pessoa });
    expect(inicio.statusCode).toBe(200);
    expect(inicio.body).not.toContain('correta');
    const tentativa = inicio.json();
    expect(Object.keys(tentativa).sort()).toEqual(['evento', 'questoes', 'retomada', 'tentativa', 'teste', 'turma']);
    const mc = tentativa.questoes.find((q: { tipo: string }) => q.tipo === 'multipla_escolha');
    const errada = mc.alternativas.find((a: { texto: string }) => a.texto === 'Secar');
    const certa = mc.alternativas.find((a: { texto: string }) => a.texto === 'Higienizar as mãos');
    const url = `/api/testes/tentativas/${tentativa.tentativa.id}/envio`;
    const r1 = await t.app.inject({ method: 'POST', url, headers: c.pessoa, payload: { respostas: [{ questao_id: mc.id, alternativa_id: errada.id }] } });
    expect(r1.statusCode).toBe(200);
    expect(r1.json()).toMatchObject({ nota: 0, aprovado: false, tentativas_restantes: 1, proximo_passo: null });

    const segunda = (await t.app.inject({ method: 'POST', url: `/api/turmas/${c.turmaId}/teste/tentativas`, headers: c.pessoa })).json();
    expect(segunda.tentativa.numero).toBe(2);
    const mc2 = segunda.questoes.find((q: { id: number }) => q.id === mc.id);
    expect(mc2.alternativas.map((a: { id: number }) => a.id).sort()).toEqual([certa.id, errada.id].sort());
    const r2 = await t.app.inject({ method: 'POST', url: `/api/testes/tentativas/${segunda.tentativa.id}/envio`, headers: c.pessoa, payload: { respostas: [{ questao_id: mc.id, alternativa_id: certa.id }] } });
    expect(r2.json()).toMatchObject({ nota: 100, aprovado: true, proximo_passo: { link: `/avaliar/${c.turmaId}` } });

    // publicado e respondido: a montagem conta, não deixa mudar as questões nem voltar ao rascunho
    const adm = (await t.app.inject({ method: 'GET', url: `/api/eventos/${c.eventoId}/teste`, headers: c.adm })).json();
    expect(adm.teste.respostas).toEqual({ tentativas: 2, pessoas: 1, aprovadas: 1 });
    expect((await t.app.inject({ method: 'PUT', url: `/api/eventos/${c.eventoId}/teste`, headers: c.adm, payload: TESTE })).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'POST', url: `/api/eventos/${c.eventoId}/teste/nova-versao`, headers: c.adm })).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/eventos/${c.eventoId}/teste`, headers: c.adm })).statusCode).toBe(409);
  });

  it('resposta com ids que não são números: 400; tentativa inexistente: 404', async () => {
    const c = await cenario();
    const r = await t.app.inject({ method: 'POST', url: '/api/testes/tentativas/1/envio', headers: c.pessoa, payload: { respostas: [{ questao_id: 'x' }] } });
    expect(r.statusCode).toBe(400);
    expect(r.json().erro).toBe('Questão inválida.');
    expect((await t.app.inject({ method: 'POST', url: '/api/testes/tentativas/999999/envio', headers: c.pessoa, payload: { respostas: [] } })).statusCode).toBe(404);
    expect(await t.handle.db.select().from(testeTentativas)).toHaveLength(0);
  });
});
