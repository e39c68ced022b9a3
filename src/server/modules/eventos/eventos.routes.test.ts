import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EventoDetalheSchema } from '#shared/contracts/eventos.ts';
import { MENSAGEM_DATA_FORA_DOS_LIMITES } from '#shared/contracts/comum.ts';
import { auditoria, eventos, inscricoes, unidades } from '../../db/schema/index.ts';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { criarUsuario, criarUsuarioComSessao } from '../../testing/factories.ts';
import { criarEventoDeTeste, diaDaqui, type OpcoesEvento } from '../../testing/eventos.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => fechar(t));
beforeEach(async () => {
  await limpar(t);
  t.relogio.agora = new Date();
});

type Metodo = 'GET' | 'POST' | 'PUT' | 'DELETE';
const chamar = (method: Metodo, url: string, headers: Record<string, string> = {}, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const entrarComoAdmin = () => criarUsuarioComSessao(t, { nome: 'Ana Administradora', perfis: ['usuario', 'administrador'] });
const novoEvento = (o: OpcoesEvento = {}) => criarEventoDeTeste(t.handle.db, { now: () => t.relogio.agora, ...o });
const campos = (r: { json(): unknown }) => (r.json() as { details: { campos: { campo: string; mensagem: string }[] } }).details.campos;

/** Corpo válido de POST /api/eventos (um instrutor de verdade, a primeira unidade). */
async function corpoEvento(mudar: (c: Record<string, unknown> & { turmas: Record<string, unknown>[] }) => void = () => {}) {
  const instrutor = await criarUsuario(t.handle.db, { nome: 'Igor Instrutor', perfis: ['usuario', 'instrutor'] });
  const [u] = await t.handle.db.select({ id: unidades.id }).from(unidades).limit(1);
  const corpo = {
    titulo: 'Curso de Saúde Mental',
    descricao: 'Acolhimento em crise.',
    local: 'Auditório',
    tipo: 'Curso',
    unidade_id: u!.id,
    turmas: [
      {
        nome: 'Turma Manhã',
        vagas: 20,
        instrutores: [instrutor.id],
        datas: [
          { data: diaDaqui(20), horario_inicio: '08:00', horario_fim: '17:00' },
          { data: diaDaqui(21), horario_inicio: '08:00', horario_fim: '12:00' },
        ],
      },
    ],
  };
  mudar(corpo);
  return { corpo, instrutor };
}

/** Rotas de administração; o corpo (válido) vai nas escritas, porque o contrato é conferido antes da sessão. */
const rotasAdmin = (id: number, corpo: unknown): [Metodo, string, unknown?][] => [
  ['POST', '/api/eventos', corpo],
  ['PUT', `/api/eventos/${id}`, corpo],
  ['DELETE', `/api/eventos/${id}`],
  ['POST', `/api/eventos/${id}/publicar`],
  ['POST', `/api/eventos/${id}/despublicar`],
  ['DELETE', `/api/eventos/${id}/folder`],
  ['DELETE', `/api/eventos/${id}/programacao`],
];

describe('acesso', () => {
  it('as rotas de administração respondem 401 sem sessão', async () => {
    const { corpo } = await corpoEvento();
    for (const [method, url, payload] of rotasAdmin(1, corpo)) {
      const r = await chamar(method, url, {}, payload);
      expect(r.statusCode, `${method} ${url}`).toBe(401);
      expect(r.json().code).toBe('NAO_AUTENTICADO');
    }
  });

  it('usuário e instrutor recebem 403 SEM_PERMISSAO e nada muda no banco', async () => {
    const { evento } = await novoEvento({ titulo: 'Evento Intocável' });
    const antes = await t.handle.db.select().from(eventos);
    const auditoriaAntes = await t.handle.db.select({ n: count() }).from(auditoria);
    const { corpo } = await corpoEvento();
    for (const quem of [await criarUsuarioComSessao(t), await criarUsuarioComSessao(t, { perfis: ['usuario', 'instrutor'] })]) {
      for (const [method, url, payload] of rotasAdmin(evento.id, corpo)) {
        const r = await chamar(method, url, quem.headers, payload);
        expect(r.statusCode, `${method} ${url}`).toBe(403);
        expect(r.json()).toEqual({ erro: 'Você não tem permissão para esta ação.', message: 'Você não tem permissão para esta ação.', code: 'SEM_PERMISSAO' });
      }
    }
    expect(await t.handle.db.select().from(eventos)).toEqual(antes);
    expect(await t.handle.db.select({ n: count() }).from(auditoria)).toEqual(auditoriaAntes);
  });

  it('as leituras são públicas; quem pede rascunhos ou o detalhe com credenciais inválidas recebe 401 (para o cliente renovar)', async () => {
    const { evento } = await novoEvento();
    expect((await chamar('GET', '/api/eventos')).statusCode).toBe(200);
    // a lista de publicados é a mesma para todos: não confere sessão
    expect((await chamar('GET', '/api/eventos', { authorization: 'Bearer token-que-nao-vale' })).statusCode).toBe(200);
    expect((await chamar('GET', '/api/eventos?publicacao=todos', { authorization: 'Bearer token-que-nao-vale' })).statusCode).toBe(401);
    expect((await chamar('GET', `/api/eventos/${evento.id}`, { authorization: 'Bearer token-que-nao-vale' })).statusCode).toBe(401);
  });
});

describe('POST /api/eventos', () => {
  it('cria como rascunho, com carga horária derivada e auditoria (201)', async () => {
    const admin = await entrarComoAdmin();
    const { corpo, instrutor } = await corpoEvento();
    const r = await chamar('POST', '/api/eventos', admin.headers, corpo);
    expect(r.statusCode).toBe(201);
    const e = r.json();
    expect(e).toMatchObject({
      titulo: 'Curso de Saúde Mental',
      publicado: false,
      status: 'programado',
      data_inicio: diaDaqui(20),
      data_fim: diaDaqui(21),
      turmas_qtd: 1,
      vagas_total: 20,
      vagas_restantes: 20,
      instrutor: [{ id: instrutor.id, nome: 'Igor Instrutor' }],
    });
    // 9 h − 1 h de almoço + 4 h
    expect(e.turmas[0]).toMatchObject({ nome: 'Turma Manhã', carga_horaria: 12, confirmadas: 0, horario: { horario_inicio: '08:00', horario_fim: '17:00' } });
    expect(e.turmas[0].datas).toHaveLength(2);
    const [linha] = await t.handle.db.select().from(auditoria).where(eq(auditoria.acao, 'evento.criar'));
    expect(linha).toMatchObject({ atorId: admin.usuario.id, alvoTipo: 'evento', alvoId: String(e.id) });
  });

  it('recusa corpos inválidos com 400 e details.campos, sem gravar nada', async () => {
    const admin = await entrarComoAdmin();
    const casos: [string, (c: Record<string, unknown> & { turmas: Record<string, unknown>[] }) => void, { campo: string; mensagem: string }][] = [
      ['sem título', (c) => delete c.titulo, { campo: 'titulo', mensagem: 'Informe o título.' }],
      ['título em branco', (c) => (c.titulo = '   '), { campo: 'titulo', mensagem: 'Informe o título.' }],
      ['vagas 0', (c) => (c.turmas[0]!.vagas = 0), { campo: 'turmas.0.vagas', mensagem: 'A turma precisa de ao menos 1 vaga.' }],
      [
        'fim igual ao início',
        (c) => (c.turmas[0]!.datas = [{ data: diaDaqui(20), horario_inicio: '10:00', horario_fim: '10:00' }]),
        { campo: 'turmas.0.datas.0.horario_fim', mensagem: 'O horário final deve ser depois do inicial.' },
      ],
      [
        'fim antes do início',
        (c) => (c.turmas[0]!.datas = [{ data: diaDaqui(20), horario_inicio: '14:00', horario_fim: '08:00' }]),
        { campo: 'turmas.0.datas.0.horario_fim', mensagem: 'O horário final deve ser depois do inicial.' },
      ],
      [
        'datas repetidas',
        (c) =>
          (c.turmas[0]!.datas = [
            { data: diaDaqui(20), horario_inicio: '08:00', horario_fim: '10:00' },
            { data: diaDaqui(20), horario_inicio: '14:00', horario_fim: '16:00' },
          ]),
        { campo: 'turmas.0.datas', mensagem: 'Há datas repetidas na turma: um encontro por dia.' },
      ],
      ['modo de restrição inválido', (c) => (c.restricao = { modo: 'todos' }), { campo: 'restricao.modo', mensagem: 'Modo de restrição inválido.' }],
      [
        'lista de registros vazia',
        (c) => (c.restricao = { modo: 'lista_registros', registros: 'só 12345 e nada mais' }),
        { campo: 'restricao.registros', mensagem: 'Inclua pelo menos um registro (6 dígitos) para este evento.' },
      ],
      ['sem turmas', (c) => (c.turmas = []), { campo: 'turmas', mensagem: 'Adicione pelo menos uma turma.' }],
      ['instrutor com id em hexadecimal', (c) => (c.turmas[0]!.instrutores = ['0x3']), { campo: 'turmas.0.instrutores.0', mensagem: 'Pessoa inválida.' }],
      [
        'encontro no ano 9999 (as contas de datas no banco passariam do ano 9999)',
        (c) => (c.turmas[0]!.datas = [{ data: '9999-12-31', horario_inicio: '08:00', horario_fim: '10:00' }]),
        { campo: 'turmas.0.datas.0.data', mensagem: MENSAGEM_DATA_FORA_DOS_LIMITES },
      ],
    ];
    for (const [nome, mudar, esperado] of casos) {
      const { corpo } = await corpoEvento(mudar);
      const r = await chamar('POST', '/api/eventos', admin.headers, corpo);
      expect(r.statusCode, nome).toBe(400);
      expect(r.json().code, nome).toBe('DADOS_INVALIDOS');
      expect(campos(r), nome).toContainEqual(esperado);
    }
    expect(await t.handle.db.select().from(eventos)).toEqual([]);
  });

  it('recusa unidade inexistente e instrutor sem perfil de instrutor (400, campo do problema)', async () => {
    const admin = await entrarComoAdmin();
    const semPerfil = await criarUsuario(t.handle.db, { nome: 'Paula Participante' });
    const { corpo } = await corpoEvento((c) => {
      c.unidade_id = 999_999;
      c.turmas[0]!.instrutores = [semPerfil.id];
    });
    const r = await chamar('POST', '/api/eventos', admin.headers, corpo);
    expect(r.statusCode).toBe(400);
    expect(campos(r)).toEqual([
      { campo: 'unidade_id', mensagem: 'Selecione uma unidade válida.' },
      { campo: 'turmas.0.instrutores', mensagem: 'Turma 1: Paula Participante não tem perfil de instrutor ativo.' },
    ]);
    expect(await t.handle.db.select().from(eventos)).toEqual([]);
  });
});

describe('PUT /api/eventos/:id', () => {
  it('edita mantendo a turma pelo id (200, auditado); 404 para evento inexistente; 400 para turma de outro evento', async () => {
    const admin = await entrarComoAdmin();
    const { evento } = await novoEvento({ titulo: 'Título Antigo' });
    const { evento: outro } = await novoEvento();
    const turmaId = evento.turmas[0]!.id;
    const { corpo } = await corpoEvento((c) => {
      c.titulo = 'Título Novo';
      c.turmas[0]!.id = turmaId;
      c.turmas[0]!.vagas = 45;
    });
    const r = await chamar('PUT', `/api/eventos/${evento.id}`, admin.headers, corpo);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ id: evento.id, titulo: 'Título Novo', publicado: true, turmas: [{ id: turmaId, vagas: 45, carga_horaria: 12 }] });
    const [a] = await t.handle.db.select().from(auditoria).where(eq(auditoria.acao, 'evento.editar'));
    expect(a).toMatchObject({ atorId: admin.usuario.id, alvoId: String(evento.id) });
    expect((await chamar('PUT', '/api/eventos/999999', admin.headers, corpo)).statusCode).toBe(404);
    const alheia = await chamar('PUT', `/api/eventos/${outro.id}`, admin.headers, corpo);
    expect(alheia.statusCode).toBe(400);
    expect(campos(alheia)).toEqual([{ campo: 'turmas.0.id', mensagem: 'Turma 1: não pertence a este evento.' }]);
    expect((await chamar('GET', `/api/eventos/${outro.id}`)).json().titulo).toBe('Curso de Teste');
  });
});

describe('ids estritos no caminho', () => {
  it('0x3, 3e0, 003 e 0 respondem 400 com a mensagem do id, nas leituras e nas escritas', async () => {
    const admin = await entrarComoAdmin();
    const { evento } = await novoEvento();
    const turmaId = evento.turmas[0]!.id;
    for (const id of [`0x${evento.id.toString(16)}`, `${evento.id}e0`, `00${evento.id}`, '0']) {
      const r = await chamar('GET', `/api/eventos/${id}`);
      expect(r.statusCode, id).toBe(400);
      expect(r.json(), id).toEqual({ erro: 'Evento inválido.', message: 'Evento inválido.', code: 'DADOS_INVALIDOS', details: { campos: [{ campo: 'id', mensagem: 'Evento inválido.' }] } });
      expect((await chamar('GET', `/api/turmas/evento/${id}`)).json().details.campos).toEqual([{ campo: 'eventoId', mensagem: 'Evento inválido.' }]);
      expect((await chamar('DELETE', `/api/eventos/${id}`, admin.headers)).statusCode, id).toBe(400);
      expect((await chamar('POST', `/api/eventos/${id}/despublicar`, admin.headers)).statusCode, id).toBe(400);
      expect((await chamar('GET', `/api/eventos/${id}/folder`)).json().erro, id).toBe('Evento inválido.');
    }
    const turma = await chamar('GET', `/api/turmas/0x${turmaId.toString(16)}/datas`);
    expect(turma.statusCode).toBe(400);
    expect(turma.json().details.campos).toEqual([{ campo: 'turmaId', mensagem: 'ID da turma inválido.' }]);
    expect((await chamar('GET', `/api/eventos/${evento.id}`)).json().publicado).toBe(true);
  });
});

describe('visibilidade de rascunhos', () => {
  it('evento e turmas não publicados: 404 para anônimo e usuário comum, visíveis para a administração', async () => {
    const admin = await entrarComoAdmin();
    const usuario = await criarUsuarioComSessao(t);
    const { evento } = await novoEvento({ publicar: false, titulo: 'Rascunho Secreto' });
    const turmaId = evento.turmas[0]!.id;
    const urls = [`/api/eventos/${evento.id}`, `/api/turmas/evento/${evento.id}`, `/api/turmas/${turmaId}/datas`];
    for (const url of urls) {
      for (const headers of [{}, usuario.headers]) {
        const r = await chamar('GET', url, headers);
        expect(r.statusCode, url).toBe(404);
        expect(r.json().code).toBe('NAO_ENCONTRADO');
      }
      expect((await chamar('GET', url, admin.headers)).statusCode, url).toBe(200);
    }
    expect((await chamar('GET', `/api/eventos/${evento.id}`, admin.headers)).json()).toMatchObject({ titulo: 'Rascunho Secreto', publicado: false });
    expect((await chamar('GET', `/api/eventos/${evento.id}`)).json().erro).toBe('Evento não encontrado.');
    expect((await chamar('GET', `/api/turmas/${turmaId}/datas`)).json().erro).toBe('Turma não encontrada.');
  });

  it('publicar mostra o evento a todos; despublicar esconde de novo', async () => {
    const admin = await entrarComoAdmin();
    const { evento } = await novoEvento({ publicar: false });
    const pub = await chamar('POST', `/api/eventos/${evento.id}/publicar`, admin.headers);
    expect(pub.statusCode).toBe(200);
    expect(pub.json()).toEqual({ mensagem: 'Evento publicado.' });
    expect((await chamar('GET', `/api/eventos/${evento.id}`)).statusCode).toBe(200);
    expect((await chamar('GET', '/api/eventos')).json().map((e: { id: number }) => e.id)).toEqual([evento.id]);
    const despub = await chamar('POST', `/api/eventos/${evento.id}/despublicar`, admin.headers);
    expect(despub.json()).toEqual({ mensagem: 'Evento despublicado.' });
    expect((await chamar('GET', `/api/eventos/${evento.id}`)).statusCode).toBe(404);
    expect((await chamar('GET', '/api/eventos')).json()).toEqual([]);
  });
});

describe('DELETE /api/eventos/:id', () => {
  it('exclui evento sem inscrições (204) e responde 409 quando há inscrições, sem apagar', async () => {
    const admin = await entrarComoAdmin();
    const { evento: vazio } = await novoEvento();
    const del = await chamar('DELETE', `/api/eventos/${vazio.id}`, admin.headers);
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');
    expect((await chamar('GET', `/api/eventos/${vazio.id}`, admin.headers)).statusCode).toBe(404);

    const { evento } = await novoEvento();
    const pessoa = await criarUsuarioComSessao(t);
    expect((await chamar('POST', `/api/turmas/${evento.turmas[0]!.id}/inscricoes`, pessoa.headers)).statusCode).toBe(201);
    const r = await chamar('DELETE', `/api/eventos/${evento.id}`, admin.headers);
    expect(r.statusCode).toBe(409);
    expect(r.json()).toMatchObject({ code: 'CONFLITO', erro: 'Este evento tem inscrições e não pode ser excluído. Despublique-o para tirá-lo do ar.' });
    expect(await t.handle.db.select({ id: eventos.id }).from(eventos)).toEqual([{ id: evento.id }]);
    expect(await t.handle.db.select({ n: count() }).from(inscricoes)).toEqual([{ n: 1 }]);
    expect((await chamar('DELETE', '/api/eventos/999999', admin.headers)).statusCode).toBe(404);
  });
});

describe('GET /api/eventos', () => {
  it('devolve um array com os totais nos cabeçalhos e pagina', async () => {
    for (const titulo of ['Evento A', 'Evento B', 'Evento C']) await novoEvento({ titulo });
    const r = await chamar('GET', '/api/eventos?por_pagina=2');
    expect(r.statusCode).toBe(200);
    expect(Array.isArray(r.json())).toBe(true);
    expect(r.json()).toHaveLength(2);
    expect(r.headers['x-total-count']).toBe('3');
    expect(r.headers['x-pagina']).toBe('1');
    expect(r.headers['x-por-pagina']).toBe('2');
    const p2 = await chamar('GET', '/api/eventos?por_pagina=2&pagina=2');
    expect(p2.json()).toHaveLength(1);
    expect(p2.headers['x-pagina']).toBe('2');
    const alem = await chamar('GET', '/api/eventos?por_pagina=2&pagina=5');
    expect(alem.json()).toEqual([]);
    expect(alem.headers['x-total-count']).toBe('3');
    expect((await chamar('GET', '/api/eventos?por_pagina=101')).statusCode).toBe(400);
  });

  it('sem pagina nem por_pagina vem a lista inteira (SPEC §7: o gerador de QR pede todos), não só os 20 primeiros', async () => {
    for (let i = 1; i <= 23; i++) await novoEvento({ titulo: `Evento ${String(i).padStart(2, '0')}` });
    await novoEvento({ titulo: 'Rascunho', publicar: false });
    const r = await chamar('GET', '/api/eventos');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toHaveLength(23);
    expect(r.json().map((e: { titulo: string }) => e.titulo)).not.toContain('Rascunho');
    expect(r.headers['x-total-count']).toBe('23');
    expect(r.headers['x-pagina']).toBe('1');
    expect(r.headers['x-por-pagina']).toBe('1000');
    // quem pagina continua com páginas de 20 (basta um dos dois parâmetros)
    const pagina = await chamar('GET', '/api/eventos?pagina=1');
    expect(pagina.json()).toHaveLength(20);
    expect(pagina.headers['x-por-pagina']).toBe('20');
    expect((await chamar('GET', '/api/eventos?pagina=2')).json()).toHaveLength(3);
    expect((await chamar('GET', '/api/eventos?por_pagina=5')).json()).toHaveLength(5);
    // a administração, com os rascunhos pedidos, recebe também todos
    const admin = await entrarComoAdmin();
    expect((await chamar('GET', '/api/eventos?publicacao=todos', admin.headers)).json()).toHaveLength(24);
  });

  it('ordena por início (padrão), por criação (recentes) e por fim (passados)', async () => {
    const datas = (dias: number): OpcoesEvento => ({ turmas: [{ datas: [{ data: diaDaqui(dias), horario_inicio: '08:00', horario_fim: '12:00' }] }] });
    await novoEvento({ titulo: 'Daqui a 20', ...datas(20) });
    await novoEvento({ titulo: 'Há 5 dias', ...datas(-5) });
    t.relogio.avancar(1000);
    await novoEvento({ titulo: 'Daqui a 3', ...datas(3) });
    const titulos = async (q: string) => (await chamar('GET', `/api/eventos?${q}`)).json().map((e: { titulo: string }) => e.titulo);
    expect(await titulos('')).toEqual(['Há 5 dias', 'Daqui a 3', 'Daqui a 20']);
    expect(await titulos('ordem=passados')).toEqual(['Daqui a 20', 'Daqui a 3', 'Há 5 dias']);
    expect((await titulos('ordem=recentes'))[0]).toBe('Daqui a 3');
  });

  it('o item traz as contagens, os instrutores e nada além do contrato', async () => {
    const instrutor = await criarUsuario(t.handle.db, { nome: 'Irene Instrutora', perfis: ['usuario', 'instrutor'] });
    const { evento } = await novoEvento({ titulo: 'Oficina Única', tipo: 'Oficina', turmas: [{ vagas: 5, instrutores: [instrutor.id] }, { vagas: 7, instrutores: [instrutor.id] }] });
    const [item] = (await chamar('GET', '/api/eventos')).json();
    expect(item).toMatchObject({
      id: evento.id, titulo: 'Oficina Única', tipo: 'Oficina', publicado: true, restrito: false, restricao_modo: null, status: 'programado',
      turmas_qtd: 2, vagas_total: 12, vagas_restantes: 12, instrutor: [{ id: instrutor.id, nome: 'Irene Instrutora' }], folder: null,
    });
    expect(Object.keys(item).sort()).toEqual(
      ['id', 'titulo', 'tipo', 'local', 'publico_alvo', 'unidade_sigla', 'publicado', 'restrito', 'restricao_modo', 'status', 'data_inicio', 'data_fim', 'instrutor', 'turmas_qtd', 'vagas_total', 'vagas_restantes', 'folder'].sort(),
    );
  });

  it('filtra por busca sem acento, tipo e situação', async () => {
    const ontem = diaDaqui(-1);
    const amanha = diaDaqui(1);
    await novoEvento({ titulo: 'Saúde Mental na Atenção Básica', tipo: 'Curso' });
    await novoEvento({ titulo: 'Vacinação em Campo', tipo: 'Oficina', turmas: [{ datas: [{ data: diaDaqui(-30), horario_inicio: '08:00', horario_fim: '12:00' }] }] });
    await novoEvento({
      titulo: 'Congresso de Enfermagem',
      tipo: 'Congresso',
      turmas: [{ datas: [{ data: ontem, horario_inicio: '00:00', horario_fim: '23:59' }, { data: amanha, horario_inicio: '00:00', horario_fim: '23:59' }] }],
    });
    const titulos = async (q: string) => (await chamar('GET', `/api/eventos?${q}`)).json().map((e: { titulo: string }) => e.titulo);
    expect(await titulos('busca=saude%20mental')).toEqual(['Saúde Mental na Atenção Básica']);
    expect(await titulos('busca=VACINACAO')).toEqual(['Vacinação em Campo']);
    expect(await titulos('busca=100%25')).toEqual([]);
    expect(await titulos('tipo=Oficina')).toEqual(['Vacinação em Campo']);
    expect(await titulos('status=encerrado')).toEqual(['Vacinação em Campo']);
    expect(await titulos('status=em_andamento')).toEqual(['Congresso de Enfermagem']);
    expect(await titulos('status=programado')).toEqual(['Saúde Mental na Atenção Básica']);
    expect((await titulos('status=programado,encerrado')).sort()).toEqual(['Saúde Mental na Atenção Básica', 'Vacinação em Campo']);
    const r = await chamar('GET', '/api/eventos?status=cancelado&tipo=Festa');
    expect(r.statusCode).toBe(400);
    expect(campos(r).map((c) => c.campo).sort()).toEqual(['status.0', 'tipo']);
  });

  it('publicacao filtra rascunhos só para a administração; os demais veem só publicados', async () => {
    const admin = await entrarComoAdmin();
    const usuario = await criarUsuarioComSessao(t);
    await novoEvento({ titulo: 'Publicado' });
    await novoEvento({ titulo: 'Rascunho', publicar: false });
    const titulos = async (q: string, headers: Record<string, string> = {}) => {
      const r = await chamar('GET', `/api/eventos?${q}`, headers);
      return { lista: r.json().map((e: { titulo: string }) => e.titulo).sort(), total: r.headers['x-total-count'] };
    };
    expect(await titulos('', admin.headers)).toEqual({ lista: ['Publicado'], total: '1' });
    expect(await titulos('publicacao=todos', admin.headers)).toEqual({ lista: ['Publicado', 'Rascunho'], total: '2' });
    expect(await titulos('publicacao=rascunhos', admin.headers)).toEqual({ lista: ['Rascunho'], total: '1' });
    expect(await titulos('publicacao=publicados', admin.headers)).toEqual({ lista: ['Publicado'], total: '1' });
    expect(await titulos('publicacao=rascunhos', usuario.headers)).toEqual({ lista: ['Publicado'], total: '1' });
    expect(await titulos('publicacao=todos')).toEqual({ lista: ['Publicado'], total: '1' });
  });
});

describe('GET /api/eventos/:id: a resposta é uma lista de permissões', () => {
  it('usuário comum não recebe os registros da restrição nem os assinantes; a administração recebe', async () => {
    const admin = await entrarComoAdmin();
    const assinante = await criarUsuario(t.handle.db, { nome: 'Sara Assinante', perfis: ['usuario', 'instrutor'] });
    const { evento } = await novoEvento({ restricao: { modo: 'lista_registros', registros: '987654 876543' }, turmas: [{ assinantes: [assinante.id] }] });
    const usuario = await criarUsuarioComSessao(t);
    for (const headers of [{}, usuario.headers]) {
      const r = await chamar('GET', `/api/eventos/${evento.id}`, headers);
      expect(r.statusCode).toBe(200);
      const e = r.json();
      expect(e.restricao).toMatchObject({ modo: 'lista_registros', registros: [], rotulo: 'Lista de registros' });
      expect(e.turmas[0].assinantes).toEqual([]);
      expect(r.body).not.toContain('987654');
      expect(r.body).not.toContain('Sara Assinante');
      expect(Object.keys(e).sort()).toEqual(Object.keys(EventoDetalheSchema.shape).sort());
    }
    const r = await chamar('GET', `/api/eventos/${evento.id}`, admin.headers);
    expect(r.json().restricao.registros).toEqual(['876543', '987654']);
    expect(r.json().turmas[0].assinantes).toEqual([{ id: assinante.id, nome: 'Sara Assinante' }]);
  });

  it('para quem está logado, diz a inscrição em cada turma e o que impede a inscrição', async () => {
    const { evento } = await novoEvento({ restricao: { modo: 'servidores' } });
    const anonimo = (await chamar('GET', `/api/eventos/${evento.id}`)).json();
    expect(anonimo.turmas[0]).toMatchObject({ minha_inscricao: null, impedimento: null });
    expect(anonimo.restricao_impede).toBeNull();
    const semRegistro = await criarUsuarioComSessao(t);
    const visto = (await chamar('GET', `/api/eventos/${evento.id}`, semRegistro.headers)).json();
    const msg = 'Inscrição disponível apenas para servidores com registro funcional. Informe seu registro em Meu Perfil.';
    expect(visto.restricao_impede).toBe(msg);
    expect(visto.turmas[0]).toMatchObject({ minha_inscricao: null, impedimento: msg });

    const { evento: aberto } = await novoEvento();
    const pessoa = await criarUsuarioComSessao(t);
    const ins = await chamar('POST', `/api/turmas/${aberto.turmas[0]!.id}/inscricoes`, pessoa.headers);
    const depois = (await chamar('GET', `/api/eventos/${aberto.id}`, pessoa.headers)).json();
    expect(depois.turmas[0]).toMatchObject({ minha_inscricao: { id: ins.json().id, status: 'confirmada', posicao_espera: null }, impedimento: null, confirmadas: 1, vagas_restantes: 29 });

    const instrutor = await criarUsuarioComSessao(t, { perfis: ['usuario', 'instrutor'] });
    const { evento: ensinado } = await novoEvento({ turmas: [{ instrutores: [instrutor.usuario.id] }] });
    const visao = (await chamar('GET', `/api/eventos/${ensinado.id}`, instrutor.headers)).json();
    expect(visao.sou_instrutor).toBe(true);
    expect(visao.turmas[0].impedimento).toBe('Você é instrutor desta turma e não pode se inscrever como participante.');
    const { evento: passado } = await novoEvento({ turmas: [{ datas: [{ data: diaDaqui(-3), horario_inicio: '08:00', horario_fim: '10:00' }] }] });
    const encerrado = (await chamar('GET', `/api/eventos/${passado.id}`, pessoa.headers)).json();
    expect(encerrado).toMatchObject({ status: 'encerrado', turmas: [{ status: 'encerrado', impedimento: 'Esta turma já foi encerrada; as inscrições estão fechadas.' }] });
  });
});

describe('turmas de um evento e encontros', () => {
  it('GET /api/turmas/evento/:id lista as turmas com instrutores, sem o cronograma', async () => {
    const instrutor = await criarUsuario(t.handle.db, { nome: 'Hugo Instrutor', perfis: ['usuario', 'instrutor'] });
    const { evento } = await novoEvento({ turmas: [{ nome: 'Turma Manhã', vagas: 10, instrutores: [instrutor.id] }, { nome: 'Turma Tarde', vagas: 15 }] });
    const r = await chamar('GET', `/api/turmas/evento/${evento.id}`);
    expect(r.statusCode).toBe(200);
    const turmas = r.json();
    expect(turmas.map((x: { nome: string }) => x.nome)).toEqual(['Turma Manhã', 'Turma Tarde']);
    expect(turmas[0]).toMatchObject({ evento_id: evento.id, vagas: 10, confirmadas: 0, em_espera: 0, carga_horaria: 4, instrutor: [{ id: instrutor.id, nome: 'Hugo Instrutor' }] });
    expect(turmas[0]).not.toHaveProperty('datas');
    expect(turmas[0]).not.toHaveProperty('assinantes');
    expect((await chamar('GET', '/api/turmas/evento/999999')).statusCode).toBe(404);
  });

  it('GET /api/turmas/:id/datas por via=datas, intervalo e presencas, com X-Datas-Source e X-Datas-Count', async () => {
    const [d1, d3] = [diaDaqui(10), diaDaqui(12)];
    const { evento } = await novoEvento({
      turmas: [{ datas: [{ data: d3, horario_inicio: '13:00', horario_fim: '17:00' }, { data: d1, horario_inicio: '08:00', horario_fim: '12:00' }] }],
    });
    const id = evento.turmas[0]!.id;
    const datas = await chamar('GET', `/api/turmas/${id}/datas`);
    expect(datas.headers['x-datas-source']).toBe('datas');
    expect(datas.headers['x-datas-count']).toBe('2');
    expect(datas.json()).toEqual([
      { data: d1, horario_inicio: '08:00', horario_fim: '12:00' },
      { data: d3, horario_inicio: '13:00', horario_fim: '17:00' },
    ]);
    const intervalo = await chamar('GET', `/api/turmas/${id}/datas?via=intervalo`);
    expect(intervalo.headers['x-datas-source']).toBe('intervalo');
    expect(intervalo.headers['x-datas-count']).toBe('3');
    expect(intervalo.json()).toEqual([d1, diaDaqui(11), d3].map((data) => ({ data, horario_inicio: '08:00', horario_fim: '12:00' })));
    const presencas = await chamar('GET', `/api/turmas/${id}/datas?via=presencas`);
    expect(presencas.headers['x-datas-source']).toBe('presencas');
    expect(presencas.headers['x-datas-count']).toBe('0');
    expect(presencas.json()).toEqual([]);
    const ruim = await chamar('GET', `/api/turmas/${id}/datas?via=agenda`);
    expect(ruim.statusCode).toBe(400);
    expect(campos(ruim)[0]!.campo).toBe('via');
    expect((await chamar('GET', '/api/turmas/999999/datas')).statusCode).toBe(404);
  });
});
