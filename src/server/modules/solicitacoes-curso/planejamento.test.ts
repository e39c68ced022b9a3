import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEPARTAMENTOS, type Departamento } from '#shared/rules/solicitacoes-curso.ts';
import type { DbHandle } from '../../db/client.ts';
import { criarBancoDeTeste, limparBanco } from '../../testing/db.ts';
import { criarEventoDeTeste } from '../../testing/eventos.ts';
import { recusaDe } from '../../testing/recusa.ts';
import { pessoasDeTeste, solicitacaoEm, type PessoasDeTeste } from './dados-de-teste.ts';
import { planejamentoCsv, planejamentoDoAno, semFormula } from './planejamento.ts';

let h: DbHandle;
let consultas = 0;
beforeAll(async () => {
  h = await criarBancoDeTeste({ aoConsultar: () => consultas++ });
});
afterAll(() => h.close());

let p: PessoasDeTeste;
beforeEach(async () => {
  await limparBanco(h);
  p = await pessoasDeTeste(h.db);
});

const d = (data: string, inicio = '08:00', fim = '12:00') => ({ data, horario_inicio: inicio, horario_fim: fim });

/** Um ano com solicitações em várias situações, uma convertida, eventos com e sem origem e itens de outros anos. */
async function cenario() {
  const pre = await solicitacaoEm(p, 'enviada', { titulo: 'Pré-natal', departamento: 'DEAPS', datas: [d('2030-03-10'), d('2030-03-12'), d('2030-05-01')] });
  const arbo = await solicitacaoEm(p, 'em_analise', { titulo: 'Arboviroses', departamento: 'DEVIG', datas: [d('2030-12-31'), d('2031-01-02')] });
  const hiper = await solicitacaoEm(p, 'aprovada', { titulo: 'Hipertensão', departamento: 'DEMAC', datas: [d('2030-03-11')] });
  // fora: rascunho, rejeitada, retirada e outro ano
  await solicitacaoEm(p, 'rascunho', { titulo: 'Rascunho', departamento: 'DEAPS', datas: [d('2030-03-15')] });
  await solicitacaoEm(p, 'rejeitada', { titulo: 'Rejeitada', departamento: 'DEAPS', datas: [d('2030-03-16')] });
  await solicitacaoEm(p, 'retirada', { titulo: 'Retirada', departamento: 'DEAPS', datas: [d('2030-03-17')] });
  await solicitacaoEm(p, 'enviada', { titulo: 'Outro ano', departamento: 'DEAPS', datas: [d('2029-12-31')] });
  // convertida: aparece só pelo evento, com o departamento dela
  const mental = await solicitacaoEm(p, 'convertida', { titulo: 'Saúde Mental', departamento: 'DESMEN', local: 'CAPS', datas: [d('2030-04-20')] });
  // evento sem origem: duas turmas no mesmo dia (conta uma vez) e outra data em junho
  const { evento: congresso } = await criarEventoDeTeste(h.db, {
    titulo: 'Congresso de Saúde',
    tipo: 'Congresso',
    admin: { id: p.admin.user.id },
    turmas: [{ datas: [d('2030-04-20')] }, { datas: [d('2030-04-20', '13:00', '17:00'), d('2030-06-01')] }],
  });
  await criarEventoDeTeste(h.db, { titulo: 'Evento de 2029', admin: { id: p.admin.user.id }, turmas: [{ datas: [d('2029-06-01')] }] });
  return { pre, arbo, hiper, mental, congresso };
}

const linha = (departamento: Departamento | null, total: number) => ({ departamento, total });
/** As 8 linhas do resumo, com os totais dados e zero nas demais. */
const resumo = (totais: Partial<Record<Departamento | 'sem', number>>) => [
  ...DEPARTAMENTOS.map((dep) => linha(dep, totais[dep] ?? 0)),
  linha(null, totais.sem ?? 0),
];

describe('calendário anual', () => {
  it('itens do ano, a convertida só pelo evento, evento sem origem sem departamento, rótulos de situação', async () => {
    const c = await cenario();
    const r = await planejamentoDoAno(p.admin, { ano: 2030 });
    expect(r.ano).toBe(2030);
    expect(r.itens).toEqual([
      { origem: 'solicitacao', id: c.pre.id, titulo: 'Pré-natal', departamento: 'DEAPS', situacao: 'Enviada', datas: ['2030-03-10', '2030-03-12', '2030-05-01'], solicitacao_id: c.pre.id, evento_id: null },
      { origem: 'solicitacao', id: c.hiper.id, titulo: 'Hipertensão', departamento: 'DEMAC', situacao: 'Aprovada', datas: ['2030-03-11'], solicitacao_id: c.hiper.id, evento_id: null },
      { origem: 'evento', id: c.congresso.id, titulo: 'Congresso de Saúde', departamento: null, situacao: 'Publicado', datas: ['2030-04-20', '2030-06-01'], solicitacao_id: null, evento_id: c.congresso.id },
      { origem: 'evento', id: c.mental.evento_id, titulo: 'Saúde Mental', departamento: 'DESMEN', situacao: 'Rascunho', datas: ['2030-04-20'], solicitacao_id: c.mental.id, evento_id: c.mental.evento_id },
      { origem: 'solicitacao', id: c.arbo.id, titulo: 'Arboviroses', departamento: 'DEVIG', situacao: 'Em análise', datas: ['2030-12-31'], solicitacao_id: c.arbo.id, evento_id: null },
    ]);
  });

  it('resumo anual: os 7 departamentos na ordem, com zeros, e a linha sem departamento; um item conta uma vez', async () => {
    await cenario();
    const r = await planejamentoDoAno(p.admin, { ano: 2030 });
    expect(r.resumo_anual).toEqual(resumo({ DEAPS: 1, DEMAC: 1, DEVIG: 1, DESMEN: 1, sem: 1 }));
  });

  it('resumo mensal: 12 meses com as mesmas 8 linhas; um item conta uma vez em cada mês em que tem data', async () => {
    await cenario();
    const r = await planejamentoDoAno(p.admin, { ano: 2030 });
    expect(r.resumo_mensal.map((m) => m.mes)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const mes = (n: number) => r.resumo_mensal[n - 1]!.contagens;
    expect(mes(1)).toEqual(resumo({}));
    expect(mes(3)).toEqual(resumo({ DEAPS: 1, DEMAC: 1 })); // o pré-natal tem duas datas em março: conta 1
    expect(mes(4)).toEqual(resumo({ DESMEN: 1, sem: 1 }));
    expect(mes(5)).toEqual(resumo({ DEAPS: 1 }));
    expect(mes(6)).toEqual(resumo({ sem: 1 }));
    expect(mes(12)).toEqual(resumo({ DEVIG: 1 }));
    for (const m of r.resumo_mensal) expect(m.contagens.map((x) => x.departamento)).toEqual([...DEPARTAMENTOS, null]);
  });

  it('ano vazio: tudo zero; outro ano pega só o que é dele', async () => {
    await cenario();
    const vazio = await planejamentoDoAno(p.admin, { ano: 2035 });
    expect(vazio.itens).toEqual([]);
    expect(vazio.resumo_anual).toEqual(resumo({}));
    const de2031 = await planejamentoDoAno(p.admin, { ano: 2031 });
    expect(de2031.itens.map((i) => [i.titulo, i.datas])).toEqual([['Arboviroses', ['2031-01-02']]]);
    const de2029 = await planejamentoDoAno(p.admin, { ano: 2029 });
    expect(de2029.itens.map((i) => i.titulo)).toEqual(['Evento de 2029', 'Outro ano']);
  });

  it('duas consultas, qualquer que seja o número de itens', async () => {
    await cenario();
    consultas = 0;
    await planejamentoDoAno(p.admin, { ano: 2030 });
    expect(consultas).toBe(2);
  });

  it('só a administração', async () => {
    expect(await recusaDe(planejamentoDoAno(p.autor, { ano: 2030 }))).toMatchObject({ code: 'SEM_PERMISSAO' });
    expect(await recusaDe(planejamentoCsv(p.autor, { ano: 2030 }))).toMatchObject({ code: 'SEM_PERMISSAO' });
  });
});

describe('CSV do calendário', () => {
  it('BOM, ";", CRLF, uma linha por item e data em dd/mm/aaaa, pela data e pelo título', async () => {
    const c = await cenario();
    const { conteudo, nome } = await planejamentoCsv(p.admin, { ano: 2030 });
    expect(nome).toBe('planejamento-2030.csv');
    expect(conteudo.startsWith('\uFEFF')).toBe(true);
    expect(conteudo.endsWith('\r\n')).toBe(true);
    expect(conteudo.slice(1).split('\r\n').slice(0, -1)).toEqual([
      'Data;Título;Origem;Departamento;Situação',
      '10/03/2030;Pré-natal;Solicitação;DEAPS;Enviada',
      '11/03/2030;Hipertensão;Solicitação;DEMAC;Aprovada',
      '12/03/2030;Pré-natal;Solicitação;DEAPS;Enviada',
      '20/04/2030;Congresso de Saúde;Evento;Sem departamento;Publicado',
      '20/04/2030;Saúde Mental;Evento;DESMEN;Rascunho',
      '01/05/2030;Pré-natal;Solicitação;DEAPS;Enviada',
      '01/06/2030;Congresso de Saúde;Evento;Sem departamento;Publicado',
      '31/12/2030;Arboviroses;Solicitação;DEVIG;Em análise',
    ]);
    expect(c.mental.status).toBe('convertida');
  });

  it('títulos que parecem fórmula ganham apóstrofo; ";" e aspas vão entre aspas', async () => {
    await solicitacaoEm(p, 'enviada', { titulo: '=HYPERLINK("http://mal.example";"clique")', datas: [d('2030-02-01')] });
    await solicitacaoEm(p, 'enviada', { titulo: '+Curso; com "aspas"', datas: [d('2030-02-02')] });
    await solicitacaoEm(p, 'enviada', { titulo: '@SOMA', datas: [d('2030-02-03')] });
    await solicitacaoEm(p, 'enviada', { titulo: '-1+2', datas: [d('2030-02-04')] });
    const { conteudo } = await planejamentoCsv(p.admin, { ano: 2030 });
    const linhas = conteudo.split('\r\n');
    expect(linhas[1]).toBe(`01/02/2030;"'=HYPERLINK(""http://mal.example"";""clique"")";Solicitação;DEAPS;Enviada`);
    expect(linhas[2]).toBe(`02/02/2030;"'+Curso; com ""aspas""";Solicitação;DEAPS;Enviada`);
    expect(linhas[3]).toBe(`03/02/2030;'@SOMA;Solicitação;DEAPS;Enviada`);
    expect(linhas[4]).toBe(`04/02/2030;'-1+2;Solicitação;DEAPS;Enviada`);
    expect(semFormula('Curso normal')).toBe('Curso normal');
  });

  it('ano sem itens: só o cabeçalho', async () => {
    expect((await planejamentoCsv(p.admin, { ano: 2030 })).conteudo).toBe('\uFEFFData;Título;Origem;Departamento;Situação\r\n');
  });
});
