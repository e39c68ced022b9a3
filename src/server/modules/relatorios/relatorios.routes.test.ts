import { sql } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { criarUsuarioComSessao } from '../../testing/factories.ts';
import { semearInscricoes, semearInscricoesEmMassa } from '../../testing/relatorios.ts';

let t: AppDeTeste;
/** Comandos SQL que leem os assuntos dos relatórios (o `from <tabela> x` do construtor). */
const consultasDeRelatorio: string[] = [];
beforeAll(async () => {
  t = await criarAppDeTeste({
    aoConsultar: (q) => {
      if (/ from (usuarios|inscricoes|presencas|avaliacoes|certificados|reservas_sala|solicitacoes_curso|submissoes) x\b/.test(q)) consultasDeRelatorio.push(q);
    },
  });
});
afterAll(() => fechar(t));
beforeEach(async () => {
  await limpar(t);
  consultasDeRelatorio.length = 0;
});

const admin = () => criarUsuarioComSessao(t, { nome: 'Admin Relatórios', perfis: ['usuario', 'administrador'] });
const post = (url: string, body: unknown, headers: Record<string, string>) => t.app.inject({ method: 'POST', url, payload: body as object, headers });
const previa = (body: unknown, h: Record<string, string>) => post('/api/admin/relatorios/previa', body, h);
const exportar = (body: unknown, h: Record<string, string>) => post('/api/admin/relatorios/exportacao', body, h);
const auditoria = async (acao: string) =>
  (await t.handle.db.execute(sql`select acao, ator_id, alvo_tipo, detalhes from auditoria where acao = ${acao} order by id`) as unknown as { rows: { acao: string; ator_id: number; detalhes: Record<string, unknown> }[] }).rows;

const BASE = { assunto: 'inscricoes', campos: ['pessoa', 'cpf', 'turma', 'status', 'criada_em', 'carga_horaria'] };

describe('acesso', () => {
  it('401 sem sessão e 403 para quem não é administrador, em todas as rotas', async () => {
    const p = await criarUsuarioComSessao(t, { perfis: ['usuario', 'instrutor'] });
    const validos = {
      '/api/admin/relatorios/previa': { definicao: BASE },
      '/api/admin/relatorios/exportacao': { definicao: BASE, formato: 'csv' },
      '/api/admin/relatorios': { nome: 'Meu relatório', definicao: BASE },
    } as Record<string, object>;
    for (const [method, url] of [['POST', '/api/admin/relatorios/previa'], ['POST', '/api/admin/relatorios/exportacao'], ['GET', '/api/admin/relatorios'], ['GET', '/api/admin/relatorios/opcoes?referencia=evento'], ['POST', '/api/admin/relatorios'], ['DELETE', '/api/admin/relatorios/1']] as const) {
      const payload = method === 'POST' ? validos[url] : undefined;
      expect((await t.app.inject({ method, url, payload })).statusCode, url).toBe(401);
      expect((await t.app.inject({ method, url, headers: p.headers, payload })).statusCode, url).toBe(403);
    }
  });
});

describe('POST /api/admin/relatorios/previa', () => {
  it('linhas com os valores da fixture, CPF mascarado, situação por extenso e período em dias de São Paulo', async () => {
    const a = await admin();
    const f = await semearInscricoes(t.handle.db);
    const r = await previa({ definicao: { ...BASE, periodo: { de: '2026-01-01' }, ordenar: { campo: 'criada_em', direcao: 'asc' } } }, a.headers);
    expect(r.statusCode).toBe(200);
    const p = r.json();
    expect(p.colunas.map((c: { rotulo: string }) => c.rotulo)).toEqual(['Pessoa', 'CPF', 'Turma', 'Situação', 'Inscrita em', 'Carga horária da turma (h)']);
    // a inscrição cancelada de Bruno é de 31/12/2025 em São Paulo (02:00 UTC de 01/01): fica fora
    expect(p.total).toBe(3);
    expect(p.linhas).toEqual([
      ['Ana Souza', '***.456.789-**', 'Turma A', 'Confirmada', '2026-01-10', 4],
      ['Bruno Lima', '***.654.321-**', 'Turma A', 'Lista de espera', '2026-01-11', 4],
      ['Carla Dias', '***.222.333-**', 'Turma B', 'Confirmada', '2026-02-01', 8],
    ]);
    expect(p.cpf_visivel).toBe(false);
    expect(await auditoria('relatorio.ver_cpf')).toEqual([]);
    // o período até 31/12/2025 traz só ela
    const ate = (await previa({ definicao: { ...BASE, periodo: { ate: '2025-12-31' } } }, a.headers)).json();
    expect(ate.linhas.map((l: unknown[]) => [l[0], l[3], l[4]])).toEqual([['Bruno Lima', 'Cancelada', '2025-12-31']]);
    void f;
  });

  it('filtros por situação (em), turma, cargo, texto e número; paginação', async () => {
    const a = await admin();
    const f = await semearInscricoes(t.handle.db);
    const run = async (filtros: unknown[], extra: object = {}) => (await previa({ definicao: { ...BASE, campos: ['pessoa'], filtros, ordenar: { campo: 'pessoa', direcao: 'asc' } }, ...extra }, a.headers)).json();
    expect((await run([{ campo: 'status', operador: 'em', valor: ['confirmada', 'cancelada'] }])).linhas).toEqual([['Ana Souza'], ['Bruno Lima'], ['Carla Dias']]);
    expect((await run([{ campo: 'status', operador: 'diferente', valor: 'confirmada' }])).linhas).toEqual([['Bruno Lima'], ['Bruno Lima']]);
    expect((await run([{ campo: 'turma', operador: 'igual', valor: f.turmaB.id }])).linhas).toEqual([['Bruno Lima'], ['Carla Dias']]);
    expect((await run([{ campo: 'cargo', operador: 'igual', valor: f.cargos[0]!.id }, { campo: 'status', operador: 'igual', valor: 'confirmada' }])).linhas).toEqual([['Ana Souza'], ['Carla Dias']]);
    expect((await run([{ campo: 'pessoa', operador: 'contem', valor: 'LIMA' }])).linhas).toEqual([['Bruno Lima'], ['Bruno Lima']]);
    expect((await run([{ campo: 'carga_horaria', operador: 'maior_ou_igual', valor: 5 }])).linhas).toEqual([['Bruno Lima'], ['Carla Dias']]);
    expect((await run([{ campo: 'criada_em', operador: 'igual', valor: '2026-01-11' }])).linhas).toEqual([['Bruno Lima']]);
    const pagina2 = await run([], { pagina: 2, por_pagina: 3 });
    expect(pagina2).toMatchObject({ total: 4, pagina: 2, por_pagina: 3, linhas: [['Carla Dias']] });
  });

  it('agrupado: quantidade, soma e média por grupo (conta feita à mão)', async () => {
    const a = await admin();
    await semearInscricoes(t.handle.db);
    const r = await previa(
      { definicao: { ...BASE, agrupar_por: 'status', totais: [{ campo: 'carga_horaria', funcao: 'soma' }, { campo: 'carga_horaria', funcao: 'media' }] } },
      a.headers,
    );
    expect(r.statusCode).toBe(200);
    const p = r.json();
    expect(p.agrupado).toBe(true);
    expect(p.colunas.map((c: { rotulo: string }) => c.rotulo)).toEqual(['Situação', 'Quantidade', 'Soma de carga horária da turma (h)', 'Média de carga horária da turma (h)']);
    // ordem do valor guardado: cancelada, confirmada, em_espera
    expect(p.linhas).toEqual([['Cancelada', 1, 8, 8], ['Confirmada', 2, 12, 6], ['Lista de espera', 1, 4, 4]]);
    expect(p.total).toBe(3);
    const porQtd = (await previa({ definicao: { ...BASE, agrupar_por: 'turma', ordenar: { campo: 'quantidade', direcao: 'desc' } } }, a.headers)).json();
    expect(porQtd.linhas).toEqual([['Turma A', 2], ['Turma B', 2]]);
  });

  it('um período sem nada: lista vazia e total 0', async () => {
    const a = await admin();
    await semearInscricoes(t.handle.db);
    const p = (await previa({ definicao: { ...BASE, periodo: { de: '2030-01-01', ate: '2030-12-31' } } }, a.headers)).json();
    expect(p).toMatchObject({ total: 0, linhas: [] });
  });

  it('mostrar_cpf=true mostra o CPF completo e registra relatorio.ver_cpf', async () => {
    const a = await admin();
    await semearInscricoes(t.handle.db);
    const p = (await previa({ definicao: { ...BASE, campos: ['pessoa', 'cpf'], ordenar: { campo: 'pessoa', direcao: 'asc' } }, mostrar_cpf: true, por_pagina: 1 }, a.headers)).json();
    expect(p.linhas).toEqual([['Ana Souza', '123.456.789-01']]);
    expect(p.cpf_visivel).toBe(true);
    const aud = await auditoria('relatorio.ver_cpf');
    expect(aud).toHaveLength(1);
    expect(aud[0]).toMatchObject({ ator_id: a.usuario.id, detalhes: { onde: 'previa', assunto: 'inscricoes', campos: ['pessoa', 'cpf'] } });
    expect(JSON.stringify(aud[0]!.detalhes)).not.toContain('12345678901');
  });

  it('os outros assuntos rodam com todas as colunas do catálogo', async () => {
    const a = await admin();
    await semearInscricoes(t.handle.db);
    const { CATALOGO, ASSUNTOS } = await import('#shared/rules/relatorios.ts');
    for (const assunto of ASSUNTOS) {
      const r = await previa({ definicao: { assunto, campos: CATALOGO[assunto].campos.map((c) => c.chave) } }, a.headers);
      expect(r.statusCode, assunto).toBe(200);
    }
    const pessoas = (await previa({ definicao: { assunto: 'pessoas', campos: ['nome'], filtros: [{ campo: 'nome', operador: 'igual', valor: 'Carla Dias' }] } }, a.headers)).json();
    expect(pessoas.linhas).toEqual([['Carla Dias']]);
  });
});

describe('GET /api/admin/relatorios/opcoes', () => {
  it('eventos e turmas com rótulo legível, busca sem acento e os códigos de um relatório salvo; entrada ruim é 400', async () => {
    const a = await admin();
    const f = await semearInscricoes(t.handle.db);
    const get = (q: string) => t.app.inject({ method: 'GET', url: `/api/admin/relatorios/opcoes?${q}`, headers: a.headers });
    const eventos = (await get('referencia=evento&busca=relatorios')).json();
    expect(eventos).toEqual([{ valor: f.evento.id, rotulo: expect.stringMatching(/^Curso de Relatórios \(\d{2}\/\d{2}\/\d{4}\)$/) }]);
    expect((await get('referencia=evento&busca=inexistente')).json()).toEqual([]);
    const turmas = (await get('referencia=turma&busca=turma b')).json();
    expect(turmas).toEqual([{ valor: f.turmaB.id, rotulo: expect.stringMatching(/^Curso de Relatórios — Turma B \(\d{2}\/\d{2}\/\d{4}\)$/) }]);
    // pela busca no título do evento vêm as duas turmas
    expect((await get('referencia=turma&busca=CURSO')).json().map((o: { valor: number }) => o.valor).sort()).toEqual([f.turmaA.id, f.turmaB.id].sort());
    expect((await get(`referencia=turma&ids=${f.turmaA.id}`)).json()).toEqual([{ valor: f.turmaA.id, rotulo: expect.stringContaining('Turma A') }]);
    for (const q of ['referencia=usuarios', 'referencia=turma&ids=1;drop table turmas', "referencia=evento&ids=1'--", 'referencia=evento&busca=' + 'x'.repeat(121)]) {
      const r = await get(q);
      expect(r.statusCode, q).toBe(400);
      expect(r.json().message, q).toMatch(/[a-zà-ú]/i);
    }
    expect((await t.handle.db.execute(sql`select count(*)::int as n from turmas`) as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(2);
  });
});

describe('tentativas de injeção: 400 e nada executado', () => {
  const SQL = "x'); drop table usuarios; --";
  const casos: [string, unknown][] = [
    ['assunto', { definicao: { ...BASE, assunto: 'usuarios; drop table usuarios' } }],
    ['assunto (tabela)', { definicao: { ...BASE, assunto: 'auditoria' } }],
    ['campo', { definicao: { ...BASE, campos: ['pessoa', 'u.senha_hash'] } }],
    ['campo (sql)', { definicao: { ...BASE, campos: [SQL] } }],
    ['campo de outro assunto', { definicao: { ...BASE, campos: ['nota_final'] } }],
    ['filtro: chave', { definicao: { ...BASE, filtros: [{ campo: '1=1 or status', operador: 'igual', valor: 'confirmada' }] } }],
    ['filtro: campo só de coluna (cpf)', { definicao: { ...BASE, filtros: [{ campo: 'cpf', operador: 'igual', valor: '12345678901' }] } }],
    ['filtro: operador', { definicao: { ...BASE, filtros: [{ campo: 'status', operador: '= or 1=1 --', valor: 'confirmada' }] } }],
    ['filtro: operador de outro tipo', { definicao: { ...BASE, filtros: [{ campo: 'status', operador: 'contem', valor: 'conf' }] } }],
    ['filtro: valor de enum', { definicao: { ...BASE, filtros: [{ campo: 'status', operador: 'igual', valor: SQL }] } }],
    ['filtro: valor em lista', { definicao: { ...BASE, filtros: [{ campo: 'status', operador: 'em', valor: ['confirmada', SQL] }] } }],
    ['filtro: valor de referência', { definicao: { ...BASE, filtros: [{ campo: 'turma', operador: 'igual', valor: '1 or 1=1' }] } }],
    ['filtro: número como texto', { definicao: { ...BASE, filtros: [{ campo: 'carga_horaria', operador: 'igual', valor: '4; select 1' }] } }],
    ['filtro: data', { definicao: { ...BASE, filtros: [{ campo: 'criada_em', operador: 'igual', valor: "2026-01-01' or '1'='1" }] } }],
    ['filtro: objeto no valor', { definicao: { ...BASE, filtros: [{ campo: 'pessoa', operador: 'igual', valor: { sql: SQL } }] } }],
    ['filtro: chave extra', { definicao: { ...BASE, filtros: [{ campo: 'pessoa', operador: 'igual', valor: 'a', sql: SQL }] } }],
    ['período', { definicao: { ...BASE, periodo: { de: "2026-01-01'; --" } } }],
    ['período: chave extra', { definicao: { ...BASE, periodo: { coluna: 'senha_hash' } } }],
    ['agrupamento', { definicao: { ...BASE, agrupar_por: 'status; drop table usuarios' } }],
    ['agrupamento por texto livre', { definicao: { ...BASE, agrupar_por: 'pessoa' } }],
    ['total: campo', { definicao: { ...BASE, agrupar_por: 'status', totais: [{ campo: 'x.id) from usuarios --', funcao: 'soma' }] } }],
    ['total: função', { definicao: { ...BASE, agrupar_por: 'status', totais: [{ campo: 'carga_horaria', funcao: 'pg_sleep' }] } }],
    ['ordenação: campo', { definicao: { ...BASE, ordenar: { campo: '(select senha_hash from usuarios limit 1)', direcao: 'asc' } } }],
    ['ordenação: direção', { definicao: { ...BASE, ordenar: { campo: 'pessoa', direcao: 'asc; drop table usuarios' } } }],
    ['paginação: página', { definicao: BASE, pagina: '1; drop table usuarios' }],
    ['paginação: por página', { definicao: BASE, por_pagina: 1e9 }],
    ['chave extra na definição', { definicao: { ...BASE, sql: 'select 1' } }],
    ['mostrar_cpf não booleano', { definicao: BASE, mostrar_cpf: 'true' }],
  ];
  it.each(casos)('%s', async (_, corpo) => {
    const a = await admin();
    consultasDeRelatorio.length = 0;
    const r = await previa(corpo, a.headers);
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toMatch(/[a-zà-ú]/i);
    expect(consultasDeRelatorio).toEqual([]);
  });

  it.each([
    ['formato', { definicao: BASE, formato: 'xlsx; rm -rf' }],
    ['formato ausente', { definicao: BASE }],
    ['campo na exportação', { definicao: { ...BASE, campos: ['u.cpf'] }, formato: 'csv' }],
  ])('exportação: %s', async (_, corpo) => {
    const a = await admin();
    consultasDeRelatorio.length = 0;
    const r = await exportar(corpo, a.headers);
    expect(r.statusCode).toBe(400);
    expect(consultasDeRelatorio).toEqual([]);
    expect(await auditoria('relatorio.exportar')).toEqual([]);
  });

  it('um valor de texto com SQL é só texto (parâmetro): nada encontrado, tabela intacta', async () => {
    const a = await admin();
    await semearInscricoes(t.handle.db);
    const r = await previa({ definicao: { ...BASE, filtros: [{ campo: 'pessoa', operador: 'igual', valor: "' or '1'='1" }, { campo: 'email', operador: 'contem', valor: SQL }] } }, a.headers);
    expect(r.statusCode).toBe(200);
    expect(r.json().total).toBe(0);
    const n = (await t.handle.db.execute(sql`select count(*)::int as n from usuarios`) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    expect(n).toBeGreaterThanOrEqual(4);
  });
});

/** CSV com BOM, `;` e aspas. */
function lerCsv(texto: string): string[][] {
  const linhas: string[][] = [];
  let campo = '';
  let linha: string[] = [];
  let aspas = false;
  for (let i = 0; i < texto.length; i++) {
    const ch = texto[i]!;
    if (aspas) {
      if (ch === '"' && texto[i + 1] === '"') {
        campo += '"';
        i++;
      } else if (ch === '"') aspas = false;
      else campo += ch;
    } else if (ch === '"') aspas = true;
    else if (ch === ';') {
      linha.push(campo);
      campo = '';
    } else if (ch === '\r' && texto[i + 1] === '\n') {
      linha.push(campo);
      linhas.push(linha);
      linha = [];
      campo = '';
      i++;
    } else campo += ch;
  }
  return linhas;
}

/** As células de uma planilha XLSX: referência → { valor, estilo, tipo }. */
function lerXlsx(conteudo: Buffer) {
  const arquivos = unzipSync(new Uint8Array(conteudo));
  const folha = strFromU8(arquivos['xl/worksheets/sheet1.xml']!);
  const estilos = strFromU8(arquivos['xl/styles.xml']!);
  const celulas = new Map<string, { v: string; s: string | null; t: string | null }>();
  for (const m of folha.matchAll(/<c r="([A-Z]+\d+)"([^>]*)>(.*?)<\/c>/g)) {
    const attrs = m[2]!;
    const s = /s="(\d+)"/.exec(attrs)?.[1] ?? null;
    const tipo = /t="(\w+)"/.exec(attrs)?.[1] ?? null;
    const v = tipo === 'inlineStr' ? /<t[^>]*>(.*?)<\/t>/.exec(m[3]!)![1]! : /<v>(.*?)<\/v>/.exec(m[3]!)![1]!;
    celulas.set(m[1]!, { v: v.replace(/&amp;/g, '&').replace(/&lt;/g, '<'), s, t: tipo });
  }
  const xfs = [...estilos.matchAll(/<cellXfs[^>]*>(.*?)<\/cellXfs>/g)][0]![1]!.match(/<xf [^>]*>/g)!.map((x) => /numFmtId="(\d+)"/.exec(x)![1]!);
  const formatos = Object.fromEntries([...estilos.matchAll(/<numFmt numFmtId="(\d+)" formatCode="([^"]+)"/g)].map((m) => [m[1], m[2]]));
  const linhas = new Set([...celulas.keys()].map((k) => Number(/\d+/.exec(k)![0])));
  return { celulas, formatoDe: (ref: string) => { const id = xfs[Number(celulas.get(ref)!.s ?? 0)]!; return formatos[id] ?? `builtin:${id}`; }, linhas: linhas.size, arquivos: Object.keys(arquivos) };
}

describe('POST /api/admin/relatorios/exportacao', () => {
  it('CSV: BOM, ";", datas dd/mm/aaaa, números com vírgula, CPF mascarado e auditoria', async () => {
    const a = await admin();
    await semearInscricoes(t.handle.db);
    const r = await exportar({ definicao: { ...BASE, ordenar: { campo: 'criada_em', direcao: 'asc' } }, formato: 'csv' }, a.headers);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.headers['content-disposition']).toMatch(/^attachment; filename="relatorio-inscricoes-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(r.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const linhas = lerCsv(r.rawPayload.toString('utf8').slice(1));
    expect(linhas).toEqual([
      ['Pessoa', 'CPF', 'Turma', 'Situação', 'Inscrita em', 'Carga horária da turma (h)'],
      ['Bruno Lima', '***.654.321-**', 'Turma B', 'Cancelada', '31/12/2025', '8'],
      ['Ana Souza', '***.456.789-**', 'Turma A', 'Confirmada', '10/01/2026', '4'],
      ['Bruno Lima', '***.654.321-**', 'Turma A', 'Lista de espera', '11/01/2026', '4'],
      ['Carla Dias', '***.222.333-**', 'Turma B', 'Confirmada', '01/02/2026', '8'],
    ]);
    const aud = await auditoria('relatorio.exportar');
    expect(aud).toHaveLength(1);
    expect(aud[0]).toMatchObject({ ator_id: a.usuario.id, alvo_tipo: 'relatorio', detalhes: { formato: 'csv', assunto: 'inscricoes', cpf_visivel: false } });
    expect(await auditoria('relatorio.ver_cpf')).toEqual([]);
  });

  it('CSV agrupado: média com vírgula decimal', async () => {
    const a = await admin();
    await semearInscricoes(t.handle.db);
    await t.handle.db.execute(sql`update turmas set carga_horaria = 5 where nome = 'Turma A'`);
    const r = await exportar({ definicao: { ...BASE, agrupar_por: 'status', totais: [{ campo: 'carga_horaria', funcao: 'media' }], filtros: [{ campo: 'status', operador: 'diferente', valor: 'cancelada' }] }, formato: 'csv' }, a.headers);
    // confirmada: (5 + 8) / 2 = 6,5; em espera: 5
    expect(lerCsv(r.rawPayload.toString('utf8').slice(1))).toEqual([['Situação', 'Quantidade', 'Média de carga horária da turma (h)'], ['Confirmada', '2', '6,5'], ['Lista de espera', '1', '5']]);
  });

  it('XLSX: datas de verdade (dd/mm/yyyy), números com formato, CPF completo quando pedido e auditado', async () => {
    const a = await admin();
    await semearInscricoes(t.handle.db);
    const r = await exportar({ definicao: { ...BASE, ordenar: { campo: 'criada_em', direcao: 'asc' } }, formato: 'xlsx', mostrar_cpf: true }, a.headers);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const x = lerXlsx(r.rawPayload);
    expect(x.arquivos).toEqual(expect.arrayContaining(['[Content_Types].xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml', 'xl/styles.xml']));
    expect(x.linhas).toBe(5);
    expect(['A1', 'B1', 'D1', 'E1', 'F1'].map((c) => x.celulas.get(c)!.v)).toEqual(['Pessoa', 'CPF', 'Situação', 'Inscrita em', 'Carga horária da turma (h)']);
    expect(x.celulas.get('A2')!.v).toBe('Bruno Lima');
    expect(x.celulas.get('B2')!.v).toBe('987.654.321-00');
    expect(x.celulas.get('D3')!.v).toBe('Confirmada');
    // 10/01/2026 = série 46032 (dias desde 30/12/1899), com formato de data pt-BR
    expect(x.celulas.get('E3')).toMatchObject({ v: '46032', t: null });
    expect(x.formatoDe('E3')).toBe('dd/mm/yyyy');
    expect(x.celulas.get('F3')!.v).toBe('4');
    expect(x.formatoDe('F3')).toBe('builtin:3'); // #,##0: milhar com ponto no Excel em pt-BR
    expect((await auditoria('relatorio.exportar'))[0]).toMatchObject({ detalhes: { formato: 'xlsx', cpf_visivel: true } });
    expect(await auditoria('relatorio.ver_cpf')).toHaveLength(1);
  });

  it('XLSX de muitas linhas em lotes: todas saem, em ordem, sem repetir (paginação por chave)', async () => {
    const a = await admin();
    const f = await semearInscricoes(t.handle.db);
    // 2.500 inscrições a mais (3 lotes de 1.000), com datas repetidas para exercitar o desempate por id
    await semearInscricoesEmMassa(t.handle.db, { n: 2500, turmas: [{ id: f.turmaA.id, eventoId: f.evento.id }, { id: f.turmaB.id, eventoId: f.evento.id }] });
    const n = (await t.handle.db.execute(sql`select count(*)::int as n from inscricoes`) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    const r = await exportar({ definicao: { assunto: 'inscricoes', campos: ['id', 'criada_em'], ordenar: { campo: 'criada_em', direcao: 'desc' } }, formato: 'csv' }, a.headers);
    const linhas = lerCsv(r.rawPayload.toString('utf8').slice(1)).slice(1);
    expect(n).toBe(2504);
    expect(linhas).toHaveLength(n);
    expect(new Set(linhas.map((l) => l[0])).size).toBe(n);
    const datas = linhas.map((l) => l[1]!.split('/').reverse().join('-'));
    expect([...datas].sort().reverse()).toEqual(datas);
  });
});
