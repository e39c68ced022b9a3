import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MENSAGEM_DATA_FORA_DOS_LIMITES } from '#shared/contracts/comum.ts';
import { usuarios } from '../../db/schema/index.ts';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { criarUsuarioComSessao, type NovoUsuario } from '../../testing/factories.ts';
import { criarEventoDeTeste, diaDaqui, type OpcoesEvento } from '../../testing/eventos.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => fechar(t));
beforeEach(async () => {
  await limpar(t);
  // meio-dia em São Paulo: a data de hoje é a mesma no UTC (diaDaqui) e no fuso da escola
  t.relogio.agora = new Date(`${diaDaqui(0)}T15:00:00Z`);
});

const chamar = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) => t.app.inject({ method, url, headers });
const pessoa = (o: NovoUsuario = {}) => criarUsuarioComSessao(t, o);
const entrarComoAdmin = () => pessoa({ nome: 'Ana Administradora', perfis: ['usuario', 'administrador'] });
const novoEvento = (o: OpcoesEvento = {}) => criarEventoDeTeste(t.handle.db, { now: () => t.relogio.agora, ...o });
const encontro = (dias: number, horario_inicio = '08:00', horario_fim = '12:00') => ({ data: diaDaqui(dias), horario_inicio, horario_fim });
const inscrever = async (turmaId: number, headers: Record<string, string>) => {
  const r = await t.app.inject({ method: 'POST', url: `/api/turmas/${turmaId}/inscricoes`, headers });
  expect(r.statusCode).toBe(201);
  return r.json() as { id: number; status: string };
};
/** `AAAAMMDD` de `diaDaqui(dias)`, como no iCalendar. */
const compacta = (dias: number) => diaDaqui(dias).replaceAll('-', '');

/**
 * A pessoa `p` está confirmada no "Curso Participado" (dia +12) e na espera do "Curso Lotado" (dia +14);
 * cancelou a "Palestra Cancelada" (dia +16); não tem nada com a "Oficina Alheia" (dia +11). A instrutora
 * ensina o "Curso de Ensino" (dias +10 e +40), que é rascunho.
 */
async function cenario() {
  const instrutora = await pessoa({ nome: 'Inês Instrutora', perfis: ['usuario', 'instrutor'] });
  const p = await pessoa({ nome: 'Paulo Participante' });
  const ensino = (await novoEvento({ titulo: 'Curso de Ensino', publicar: false, turmas: [{ instrutores: [instrutora.usuario.id], datas: [encontro(10), encontro(40)] }] })).evento;
  const participado = (await novoEvento({ titulo: 'Curso Participado', turmas: [{ datas: [encontro(12)] }] })).evento;
  const lotado = (await novoEvento({ titulo: 'Curso Lotado', turmas: [{ vagas: 1, datas: [encontro(14, '14:00', '16:00')] }] })).evento;
  const cancelada = (await novoEvento({ titulo: 'Palestra Cancelada', tipo: 'Palestra', turmas: [{ datas: [encontro(16)] }] })).evento;
  const alheia = (await novoEvento({ titulo: 'Oficina Alheia', tipo: 'Oficina', turmas: [{ datas: [encontro(11)] }] })).evento;
  await inscrever(participado.turmas[0]!.id, p.headers);
  await inscrever(lotado.turmas[0]!.id, (await pessoa()).headers);
  expect((await inscrever(lotado.turmas[0]!.id, p.headers)).status).toBe('em_espera');
  const { id } = await inscrever(cancelada.turmas[0]!.id, p.headers);
  expect((await t.app.inject({ method: 'DELETE', url: `/api/inscricoes/${id}`, headers: p.headers, payload: {} })).statusCode).toBe(200);
  return { instrutora, p, ensino, participado, lotado, cancelada, alheia };
}

type Item = { data: string; papel: string; inscricao: string | null; evento: { titulo: string }; turma: { id: number; status: string }; instrutor: { nome: string }[] };
const resumo = (itens: Item[]) => itens.map((i) => [i.data, i.evento.titulo, i.papel, i.inscricao]);
const intervalo = (de: number, ate: number) => `de=${diaDaqui(de)}&ate=${diaDaqui(ate)}`;

describe('acesso', () => {
  it('as rotas da agenda respondem 401 sem sessão', async () => {
    for (const [method, url] of [
      ['GET', '/api/agenda'],
      ['GET', '/api/agenda/instrutor'],
      ['GET', '/api/agenda/administrador'],
      ['GET', '/api/agenda/calendario'],
      ['POST', '/api/agenda/calendario'],
    ] as const) {
      const r = await chamar(method, url);
      expect(r.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('agenda do instrutor: só instrutor e administração; agenda da administração: só administração', async () => {
    const usuario = await pessoa();
    const instrutor = await pessoa({ perfis: ['usuario', 'instrutor'] });
    const admin = await entrarComoAdmin();
    const status = async (url: string, headers: Record<string, string>) => {
      const r = await chamar('GET', url, headers);
      if (r.statusCode === 403) expect(r.json().code).toBe('SEM_PERMISSAO');
      return r.statusCode;
    };
    expect(await status('/api/agenda/instrutor', usuario.headers)).toBe(403);
    expect(await status('/api/agenda/instrutor', instrutor.headers)).toBe(200);
    expect(await status('/api/agenda/instrutor', admin.headers)).toBe(200);
    expect(await status('/api/agenda/administrador', usuario.headers)).toBe(403);
    expect(await status('/api/agenda/administrador', instrutor.headers)).toBe(403);
    expect(await status('/api/agenda/administrador', admin.headers)).toBe(200);
  });
});

describe('GET /api/agenda', () => {
  it('traz os encontros em que a pessoa está inscrita (confirmada ou na espera) dentro de de/ate', async () => {
    const { p, participado, lotado } = await cenario();
    const r = await chamar('GET', `/api/agenda?${intervalo(0, 20)}`, p.headers);
    expect(r.statusCode).toBe(200);
    expect(resumo(r.json())).toEqual([
      [diaDaqui(12), 'Curso Participado', 'participante', 'confirmada'],
      [diaDaqui(14), 'Curso Lotado', 'participante', 'em_espera'],
    ]);
    const [primeiro] = r.json();
    expect(primeiro).toEqual({
      data: diaDaqui(12),
      horario_inicio: '08:00',
      horario_fim: '12:00',
      papel: 'participante',
      inscricao: 'confirmada',
      evento: { id: participado.id, titulo: 'Curso Participado', tipo: 'Curso', local: 'Auditório da Escola' },
      turma: { id: participado.turmas[0]!.id, nome: 'Turma A', status: 'programado' },
      instrutor: participado.turmas[0]!.instrutor,
    });
    expect(r.json()[1].turma.id).toBe(lotado.turmas[0]!.id);
    expect(resumo((await chamar('GET', `/api/agenda?${intervalo(13, 20)}`, p.headers)).json())).toEqual([[diaDaqui(14), 'Curso Lotado', 'participante', 'em_espera']]);
    expect((await chamar('GET', `/api/agenda?${intervalo(20, 30)}`, p.headers)).json()).toEqual([]);
  });

  it('inclui os encontros das turmas que a pessoa ensina, junto com as que frequenta', async () => {
    const { instrutora, participado } = await cenario();
    await inscrever(participado.turmas[0]!.id, instrutora.headers);
    const r = await chamar('GET', `/api/agenda?${intervalo(0, 50)}`, instrutora.headers);
    expect(resumo(r.json())).toEqual([
      [diaDaqui(10), 'Curso de Ensino', 'instrutor', null],
      [diaDaqui(12), 'Curso Participado', 'participante', 'confirmada'],
      [diaDaqui(40), 'Curso de Ensino', 'instrutor', null],
    ]);
    expect(r.json()[0].instrutor).toEqual([{ id: instrutora.usuario.id, nome: 'Inês Instrutora' }]);
    const soEnsino = await chamar('GET', `/api/agenda/instrutor?${intervalo(0, 50)}`, instrutora.headers);
    expect(resumo(soEnsino.json())).toEqual([
      [diaDaqui(10), 'Curso de Ensino', 'instrutor', null],
      [diaDaqui(40), 'Curso de Ensino', 'instrutor', null],
    ]);
  });

  it('sem intervalo, do mês passado a um ano à frente', async () => {
    const { p } = await cenario();
    const r = await chamar('GET', '/api/agenda', p.headers);
    expect(resumo(r.json()).map((i) => i[1])).toEqual(['Curso Participado', 'Curso Lotado']);
  });

  it('ate antes de de, mais de 400 dias ou data inválida: 400 com o campo', async () => {
    const p = await pessoa();
    const antes = await chamar('GET', `/api/agenda?${intervalo(10, 9)}`, p.headers);
    expect(antes.statusCode).toBe(400);
    expect(antes.json().details.campos).toEqual([{ campo: 'ate', mensagem: 'A data final não pode ser anterior à inicial.' }]);
    const longo = await chamar('GET', `/api/agenda?${intervalo(0, 401)}`, p.headers);
    expect(longo.statusCode).toBe(400);
    expect(longo.json().details.campos).toEqual([{ campo: 'ate', mensagem: 'Peça no máximo 400 dias de agenda por vez.' }]);
    expect((await chamar('GET', `/api/agenda?${intervalo(0, 400)}`, p.headers)).statusCode).toBe(200);
    const invalida = await chamar('GET', '/api/agenda?de=2025-02-30', p.headers);
    expect(invalida.statusCode).toBe(400);
    expect(invalida.json().details.campos).toEqual([{ campo: 'de', mensagem: 'Data inválida.' }]);
    for (const url of ['/api/agenda/instrutor', '/api/agenda/administrador']) {
      const admin = await entrarComoAdmin();
      expect((await chamar('GET', `${url}?${intervalo(0, 401)}`, admin.headers)).statusCode, url).toBe(400);
    }
  });

  it('só com uma das pontas, o intervalo também fica limitado (um ano a partir dela)', async () => {
    const { p } = await cenario();
    // sem o limite, de=-500 iria até o ano que vem e traria os encontros dos dias +12 e +14
    const soDe = await chamar('GET', `/api/agenda?de=${diaDaqui(-500)}`, p.headers);
    expect(soDe.statusCode).toBe(200);
    expect(soDe.json()).toEqual([]);
    const soAte = await chamar('GET', `/api/agenda?ate=${diaDaqui(1000)}`, p.headers);
    expect(soAte.json()).toEqual([]);
    expect(resumo((await chamar('GET', `/api/agenda?de=${diaDaqui(12)}`, p.headers)).json()).map((i) => i[0])).toEqual([diaDaqui(12), diaDaqui(14)]);
    expect(resumo((await chamar('GET', `/api/agenda?ate=${diaDaqui(12)}`, p.headers)).json()).map((i) => i[0])).toEqual([diaDaqui(12)]);
  });

  it('datas fora de 1900–2100 em de/ate: 400 com o campo em todas as agendas (somar um ano a 9999 não vira 500)', async () => {
    const admin = await entrarComoAdmin();
    for (const url of ['/api/agenda', '/api/agenda/instrutor', '/api/agenda/administrador']) {
      for (const [query, campo] of [
        ['de=9999-01-01', 'de'], ['ate=9999-12-31', 'ate'], ['de=9999-01-01&ate=9999-02-01', 'de'], ['de=2101-01-01', 'de'],
        ['ate=1899-12-31', 'ate'], ['de=0100-01-01', 'de'],
      ] as const) {
        const r = await chamar('GET', `${url}?${query}`, admin.headers);
        expect(r.statusCode, `${url}?${query}`).toBe(400);
        expect(r.json().details.campos, `${url}?${query}`).toContainEqual({ campo, mensagem: MENSAGEM_DATA_FORA_DOS_LIMITES });
      }
      // as pontas do intervalo aceito: um ano depois de 2100 e um antes de 1900 ainda são datas que o banco conta
      for (const query of ['de=2100-12-31', 'ate=1900-01-01', 'de=2100-02-28&ate=2100-12-31']) {
        expect((await chamar('GET', `${url}?${query}`, admin.headers)).statusCode, `${url}?${query}`).toBe(200);
      }
    }
  });
});

describe('GET /api/agenda/administrador', () => {
  it('traz todos os encontros, de eventos publicados ou não', async () => {
    await cenario();
    const admin = await entrarComoAdmin();
    const r = await chamar('GET', `/api/agenda/administrador?${intervalo(0, 20)}`, admin.headers);
    expect(resumo(r.json())).toEqual([
      [diaDaqui(10), 'Curso de Ensino', 'administracao', null],
      [diaDaqui(11), 'Oficina Alheia', 'administracao', null],
      [diaDaqui(12), 'Curso Participado', 'administracao', null],
      [diaDaqui(14), 'Curso Lotado', 'administracao', null],
      [diaDaqui(16), 'Palestra Cancelada', 'administracao', null],
    ]);
  });
});

/* ------------------------------------------------------------------ feed iCalendar */

/** O caminho do feed (sem a origem) a partir do endereço devolvido pela API. */
const caminho = (url: string) => new URL(url).pathname;
const linkDe = async (headers: Record<string, string>) => {
  const r = await chamar('GET', '/api/agenda/calendario', headers);
  expect(r.statusCode).toBe(200);
  return r.json() as { url: string; webcal: string };
};
/** Desfaz a dobra de linhas (RFC 5545 §3.1) e separa as linhas. */
const linhas = (ical: string) => ical.replace(/\r\n /g, '').split('\r\n');
const eventosDoFeed = (ical: string) => {
  const ls = linhas(ical);
  const blocos: Record<string, string>[] = [];
  let atual: Record<string, string> | null = null;
  for (const l of ls) {
    if (l === 'BEGIN:VEVENT') atual = {};
    else if (l === 'END:VEVENT') {
      blocos.push(atual!);
      atual = null;
    } else if (atual) {
      const i = l.indexOf(':');
      atual[l.slice(0, i)] = l.slice(i + 1);
    }
  }
  return blocos;
};

describe('calendário (iCalendar)', () => {
  it('GET /api/agenda/calendario devolve um endereço privado e estável, com a versão webcal', async () => {
    const p = await pessoa();
    const link = await linkDe(p.headers);
    expect(link.url).toMatch(new RegExp(`^http://escola\\.teste/api/agenda/ical/${p.usuario.id}-1-[A-Za-z0-9_-]{22}\\.ics$`));
    expect(link.webcal).toBe(link.url.replace('http:', 'webcal:'));
    expect(await linkDe(p.headers)).toEqual(link);
  });

  it('o feed, sem login, é text/calendar com CRLF, horários em UTC e a lista de espera como provisória', async () => {
    const { p, participado, lotado } = await cenario();
    const r = await chamar('GET', caminho((await linkDe(p.headers)).url));
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(r.headers['cache-control']).toBe('private, max-age=300');
    const ical = r.body;
    expect(ical.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ical.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ical).not.toMatch(/[^\r]\n/);
    for (const l of ical.split('\r\n')) expect(Buffer.byteLength(l), l).toBeLessThanOrEqual(75);
    const eventos = eventosDoFeed(ical);
    expect(eventos).toHaveLength(2);
    expect(eventos[0]).toMatchObject({
      UID: `turma-${participado.turmas[0]!.id}-${diaDaqui(12)}@escola-da-saude`,
      DTSTART: `${compacta(12)}T110000Z`,
      DTEND: `${compacta(12)}T150000Z`,
      SUMMARY: 'Curso Participado',
      LOCATION: 'Auditório da Escola',
      STATUS: 'CONFIRMED',
      URL: `http://escola.teste/eventos/${participado.id}`,
    });
    expect(eventos[0]!.DESCRIPTION).toBe(`Turma: Turma A\\nInstrutor(es): ${participado.turmas[0]!.instrutor[0]!.nome}`);
    expect(eventos[1]).toMatchObject({
      UID: `turma-${lotado.turmas[0]!.id}-${diaDaqui(14)}@escola-da-saude`,
      DTSTART: `${compacta(14)}T170000Z`,
      DTEND: `${compacta(14)}T190000Z`,
      SUMMARY: 'Curso Lotado (lista de espera)',
      STATUS: 'TENTATIVE',
    });
  });

  it('as turmas que a pessoa ensina aparecem marcadas; texto é escapado e linhas longas são dobradas', async () => {
    const instrutora = await pessoa({ perfis: ['usuario', 'instrutor'] });
    const titulo = 'Curso de Saúde; Mental, Ética e Acolhimento em Situações de Crise na Atenção Básica à Saúde';
    await novoEvento({ titulo, turmas: [{ instrutores: [instrutora.usuario.id], datas: [encontro(5, '19:00', '22:00')] }] });
    const r = await chamar('GET', caminho((await linkDe(instrutora.headers)).url));
    const [e] = eventosDoFeed(r.body);
    expect(e!.SUMMARY).toBe('Curso de Saúde\\; Mental\\, Ética e Acolhimento em Situações de Crise na Atenção Básica à Saúde (instrutor)');
    // 19:00 em São Paulo é 22:00 UTC
    expect(e!.DTSTART).toBe(`${compacta(5)}T220000Z`);
    expect(e!.DTEND).toBe(`${diaDaqui(6).replaceAll('-', '')}T010000Z`);
    expect(r.body).toMatch(/\r\n [^\r\n]/);
    for (const l of r.body.split('\r\n')) expect(Buffer.byteLength(l), l).toBeLessThanOrEqual(75);
  });

  it('token adulterado, de outra pessoa, de outra versão ou sem .ics: 404', async () => {
    const p = await pessoa();
    const outra = await pessoa();
    const url = caminho((await linkDe(p.headers)).url);
    const m = /\/(\d+)-(\d+)-([A-Za-z0-9_-]{22})\.ics$/.exec(url)!;
    const selo = m[3]!;
    const trocado = selo.slice(0, -1) + (selo.endsWith('A') ? 'B' : 'A');
    const ruins = [
      url.replace(selo, trocado),
      url.replace(`/${p.usuario.id}-`, `/${outra.usuario.id}-`),
      url.replace(`-1-${selo}`, `-2-${selo}`),
      url.replace('.ics', ''),
      url.replace('.ics', '.txt'),
      '/api/agenda/ical/qualquer-coisa.ics',
      `/api/agenda/ical/99999999999-1-${selo}.ics`,
    ];
    for (const ruim of ruins) {
      const r = await chamar('GET', ruim);
      expect(r.statusCode, ruim).toBe(404);
      expect(r.json().code, ruim).toBe('NAO_ENCONTRADO');
    }
    expect((await chamar('GET', url)).statusCode).toBe(200);
  });

  it('POST /api/agenda/calendario troca o endereço: o antigo responde 404 e o novo funciona', async () => {
    const p = await pessoa();
    const antigo = await linkDe(p.headers);
    const r = await chamar('POST', '/api/agenda/calendario', p.headers);
    expect(r.statusCode).toBe(200);
    const novo = r.json();
    expect(novo.url).not.toBe(antigo.url);
    expect(novo.url).toMatch(new RegExp(`/api/agenda/ical/${p.usuario.id}-2-`));
    expect(await linkDe(p.headers)).toEqual(novo);
    expect((await chamar('GET', caminho(antigo.url))).statusCode).toBe(404);
    expect((await chamar('GET', caminho(novo.url))).statusCode).toBe(200);
    const terceiro = (await chamar('POST', '/api/agenda/calendario', p.headers)).json();
    expect((await chamar('GET', caminho(novo.url))).statusCode).toBe(404);
    expect((await chamar('GET', caminho(terceiro.url))).statusCode).toBe(200);
  });

  it('o feed de uma conta desativada responde 404', async () => {
    const p = await pessoa();
    const url = caminho((await linkDe(p.headers)).url);
    expect((await chamar('GET', url)).statusCode).toBe(200);
    await t.handle.db.update(usuarios).set({ ativo: false }).where(eq(usuarios.id, p.usuario.id));
    const r = await chamar('GET', url);
    expect(r.statusCode).toBe(404);
    expect(r.json().erro).toBe('Calendário não encontrado. Gere um novo endereço na sua Agenda.');
  });
});

describe('logs do feed (LGPD)', () => {
  let comLog: AppDeTeste;
  const linhasDoLog: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(pedaco: Buffer, _codificacao, pronto) {
        linhasDoLog.push(...pedaco.toString('utf8').split('\n').filter(Boolean));
        pronto();
      },
    });
    comLog = await criarAppDeTeste({ logStream: stream });
  });
  afterAll(() => fechar(comLog));

  it('o token do endereço do feed (a credencial) não aparece nos logs', async () => {
    const p = await criarUsuarioComSessao(comLog);
    const link = (await comLog.app.inject({ method: 'GET', url: '/api/agenda/calendario', headers: p.headers })).json();
    const selo = /-([A-Za-z0-9_-]{22})\.ics$/.exec(link.url)![1]!;
    linhasDoLog.length = 0;
    const r = await comLog.app.inject({ method: 'GET', url: caminho(link.url) });
    expect(r.statusCode).toBe(200);
    const urls = linhasDoLog.map((l) => (JSON.parse(l) as { url?: string }).url).filter(Boolean);
    expect(urls).toHaveLength(1);
    expect(urls[0]).toMatch(/^\/api\/agenda\/ical\//);
    expect(linhasDoLog.join('\n')).not.toContain(selo);
  });
});
