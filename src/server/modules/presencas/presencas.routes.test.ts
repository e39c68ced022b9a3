import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { instanteEmSaoPaulo } from '#shared/rules/cronograma.ts';
import { presencas } from '../../db/schema/index.ts';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { criarEventoDeTeste, diaDaqui } from '../../testing/eventos.ts';
import { criarSessao, criarUsuario, criarUsuarioComSessao } from '../../testing/factories.ts';
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

type Metodo = 'GET' | 'POST' | 'PUT';
const chamar = (method: Metodo, url: string, headers: Record<string, string> = {}, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const DIA = diaDaqui(7);
const cenario = async () => {
  const r = await turmaComInscritos(t, 2, { datas: [{ data: DIA, horario_inicio: '14:00', horario_fim: '17:00' }] });
  const admin = await criarSessao(t, r.admin);
  return { ...r, adminHeaders: admin.headers };
};

describe('acesso e validação', () => {
  it('401 sem sessão em todas as rotas', async () => {
    const rotas: [Metodo, string, unknown?][] = [
      ['POST', '/api/presencas/confirmar', { turma: 1 }],
      ['GET', '/api/presencas/minhas'],
      ['GET', '/api/presencas/turmas'],
      ['GET', '/api/turmas/1/presencas'],
      ['PUT', '/api/turmas/1/presencas', { registros: [{ usuario_id: 1, data: DIA, presente: true }] }],
      ['GET', '/api/turmas/1/presenca/ao-vivo'],
      ['PUT', '/api/turmas/1/presenca/configuracao', { exige_qr_ao_vivo: true }],
    ];
    for (const [m, url, corpo] of rotas) expect((await chamar(m, url, {}, corpo)).statusCode, `${m} ${url}`).toBe(401);
  });

  it('as rotas da equipe respondem 403 a quem é só participante, e o participante inscrito não vê a lista', async () => {
    const { turmaId, pessoas } = await cenario();
    const participante = pessoas[0]!.headers;
    for (const [m, url, corpo] of [
      ['GET', '/api/presencas/turmas'],
      ['GET', `/api/turmas/${turmaId}/presencas`],
      ['PUT', `/api/turmas/${turmaId}/presencas`, { registros: [{ usuario_id: pessoas[0]!.usuario.id, data: DIA, presente: true }], motivo: 'Tentativa indevida' }],
      ['GET', `/api/turmas/${turmaId}/presenca/ao-vivo`],
      ['PUT', `/api/turmas/${turmaId}/presenca/configuracao`, { exige_qr_ao_vivo: true }],
    ] as [Metodo, string, unknown?][]) {
      expect((await chamar(m, url, participante, corpo)).statusCode, `${m} ${url}`).toBe(403);
    }
    // instrutor de outra turma: a lista desta turma é 403, a lista de turmas dele vem vazia
    const outro = await criarUsuarioComSessao(t, { perfis: ['usuario', 'instrutor'] });
    expect((await chamar('GET', `/api/turmas/${turmaId}/presencas`, outro.headers)).json()).toMatchObject({ erro: 'Você não é instrutor desta turma.' });
    expect((await chamar('GET', '/api/presencas/turmas', outro.headers)).json()).toEqual([]);
    expect(await t.handle.db.select().from(presencas)).toHaveLength(0);
  });

  it('entrada ruim: 400 com mensagem em português e nada muda', async () => {
    const { pessoas, turmaId, adminHeaders } = await cenario();
    const h = pessoas[0]!.headers;
    for (const [corpo, msg] of [
      [{ turma: 'abc' }, 'ID da turma inválido.'],
      [{}, 'ID da turma inválido.'],
      [{ turma: turmaId, t: '12' }, 'Código de presença inválido: são 6 números.'],
      [{ turma: turmaId, t: 'abcdef' }, 'Código de presença inválido: são 6 números.'],
    ] as [unknown, string][]) {
      const r = await chamar('POST', '/api/presencas/confirmar', h, corpo);
      expect(r.statusCode).toBe(400);
      expect(r.json().erro).toContain(msg);
    }
    const semMotivo = await chamar('PUT', `/api/turmas/${turmaId}/presencas`, adminHeaders, { registros: [] });
    expect(semMotivo.statusCode).toBe(400);
    expect(semMotivo.json().erro).toContain('Selecione ao menos uma presença para marcar.');
    expect((await chamar('GET', '/api/turmas/abc/presencas', adminHeaders)).statusCode).toBe(400);
    expect((await chamar('GET', '/api/turmas/999999/presencas', adminHeaders)).statusCode).toBe(404);
    expect(await t.handle.db.select().from(presencas)).toHaveLength(0);
  });
});

describe('o caminho do dia de aula pela API', () => {
  it('confirma, a turma mostra o registro, a pessoa vê a frequência e as datas via=presencas', async () => {
    const { pessoas, turmaId, adminHeaders } = await cenario();
    t.relogio.agora = instanteEmSaoPaulo(DIA, '13:20');
    const cedo = await chamar('POST', '/api/presencas/confirmar', pessoas[0]!.headers, { turma: String(turmaId) });
    expect(cedo.statusCode).toBe(409);
    expect(cedo.json()).toMatchObject({ erro: 'Confirmação disponível a partir de 13:30.', code: 'CONFLITO', details: { motivo: 'ANTES_DA_JANELA', abre_as: '13:30' } });
    t.relogio.agora = instanteEmSaoPaulo(DIA, '14:02');
    const ok = await chamar('POST', '/api/presencas/confirmar', pessoas[0]!.headers, { turma: turmaId });
    expect(ok.statusCode).toBe(200);
    expect(Object.keys(ok.json()).sort()).toEqual(['data', 'frequencia', 'horario_fim', 'horario_inicio', 'mensagem', 'metodo', 'registrada_em', 'situacao', 'turma']);
    expect(ok.json()).toMatchObject({ situacao: 'confirmada', data: DIA, frequencia: { presentes: 1, agendados: 1, percentual: 100, atingiu: true } });

    const lista = (await chamar('GET', `/api/turmas/${turmaId}/presencas`, adminHeaders)).json();
    expect(lista.administrador).toBe(true);
    expect(lista.participantes).toHaveLength(2);
    const comPresenca = lista.participantes.find((p: { usuario_id: number }) => p.usuario_id === pessoas[0]!.usuario.id);
    expect(comPresenca.presencas).toEqual([{ data: DIA, presente: true, metodo: 'qr', registrada_em: expect.any(String), registrada_por: pessoas[0]!.usuario.nome }]);
    expect(JSON.stringify(lista)).not.toMatch(/"cpf"|senha|email/);

    const minhas = (await chamar('GET', '/api/presencas/minhas', pessoas[0]!.headers)).json();
    expect(minhas).toMatchObject([{ turma: { id: turmaId }, encontros: [{ data: DIA, situacao: 'presente' }], frequencia: { percentual: 100 } }]);
    const datas = await chamar('GET', `/api/turmas/${turmaId}/datas?via=presencas`, pessoas[0]!.headers);
    expect(datas.json()).toEqual([{ data: DIA, horario_inicio: '14:00', horario_fim: '17:00' }]);

    const turmas = (await chamar('GET', '/api/presencas/turmas', adminHeaders)).json();
    expect(turmas).toMatchObject([{ turmas: [{ id: turmaId, inscritos: 2, exige_qr_ao_vivo: false, instrutores: [{ nome: expect.any(String) }] }] }]);
  });

  it('QR ao vivo pela API: liga a exigência, o código atual confirma, um código digitado com espaço também', async () => {
    const { pessoas, turmaId, adminHeaders } = await cenario();
    t.relogio.agora = instanteEmSaoPaulo(DIA, '14:00');
    const qr = (await chamar('PUT', `/api/turmas/${turmaId}/presenca/configuracao`, adminHeaders, { exige_qr_ao_vivo: true })).json();
    expect(qr).toMatchObject({ exige_qr_ao_vivo: true, inscritos: 2, presentes_hoje: 0 });
    const semCodigo = await chamar('POST', '/api/presencas/confirmar', pessoas[0]!.headers, { turma: turmaId });
    expect(semCodigo.json()).toMatchObject({ details: { motivo: 'QR_AO_VIVO_EXIGIDO' } });
    const digitado = `${qr.codigo.slice(0, 3)} ${qr.codigo.slice(3)}`;
    expect((await chamar('POST', '/api/presencas/confirmar', pessoas[0]!.headers, { turma: turmaId, t: digitado })).json()).toMatchObject({ metodo: 'qr-ao-vivo' });
    const depois = (await chamar('GET', `/api/turmas/${turmaId}/presenca/ao-vivo`, adminHeaders)).json();
    expect(depois.presentes_hoje).toBe(1);
  });
});

describe('GET /api/presencas/turmas (gerador de QR)', () => {
  it('o evento traz os instrutores de todas as suas turmas (SPEC §3, antes dos da turma); periodo=todas alcança a turma que acabou há um ano', async () => {
    const ana = await criarUsuario(t.handle.db, { nome: 'Ana Atual', perfis: ['usuario', 'instrutor'] });
    const bruno = await criarUsuario(t.handle.db, { nome: 'Bruno Antigo', perfis: ['usuario', 'instrutor'] });
    const { evento, admin } = await criarEventoDeTeste(t.handle.db, {
      titulo: 'Curso de Imunização',
      turmas: [
        { nome: 'Turma Atual', instrutores: [ana.id] },
        { nome: 'Turma do Ano Passado', instrutores: [bruno.id], datas: [{ data: diaDaqui(-365), horario_inicio: '08:00', horario_fim: '12:00' }] },
      ],
    });
    const adminHeaders = (await criarSessao(t, admin)).headers;
    const instrutorDoEvento = [{ id: ana.id, nome: 'Ana Atual' }, { id: bruno.id, nome: 'Bruno Antigo' }];

    const recentes = (await chamar('GET', '/api/presencas/turmas', adminHeaders)).json();
    expect(recentes).toEqual([
      expect.objectContaining({ id: evento.id, titulo: 'Curso de Imunização', instrutor: instrutorDoEvento, turmas: [expect.objectContaining({ nome: 'Turma Atual', instrutores: [{ id: ana.id, nome: 'Ana Atual' }] })] }),
    ]);
    const todas = (await chamar('GET', '/api/presencas/turmas?periodo=todas', adminHeaders)).json();
    expect(todas[0].instrutor).toEqual(instrutorDoEvento);
    expect(todas[0].turmas.map((x: { nome: string; status: string }) => [x.nome, x.status])).toEqual([
      ['Turma do Ano Passado', 'encerrado'],
      ['Turma Atual', 'programado'],
    ]);
    // o instrutor vê só a própria turma, com os instrutores do evento inteiro
    const daAna = (await chamar('GET', '/api/presencas/turmas?periodo=todas', (await criarSessao(t, ana)).headers)).json();
    expect(daAna).toEqual([expect.objectContaining({ instrutor: instrutorDoEvento, turmas: [expect.objectContaining({ nome: 'Turma Atual' })] })]);
    expect((await chamar('GET', '/api/presencas/turmas?periodo=antigas', adminHeaders)).statusCode).toBe(400);
  });
});
