import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { criarUsuario, criarUsuarioComSessao, type NovoUsuario } from '../../testing/factories.ts';
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

const chamar = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const pessoa = (o: NovoUsuario = {}) => criarUsuarioComSessao(t, o);
const entrarComoAdmin = () => pessoa({ nome: 'Ana Administradora', perfis: ['usuario', 'administrador'] });
const novoEvento = (o: OpcoesEvento = {}) => criarEventoDeTeste(t.handle.db, { now: () => t.relogio.agora, ...o });
const encontro = (dias: number, horario_inicio = '08:00', horario_fim = '12:00') => ({ data: diaDaqui(dias), horario_inicio, horario_fim });
const inscrever = async (turmaId: number) => {
  const p = await pessoa();
  const r = await t.app.inject({ method: 'POST', url: `/api/turmas/${turmaId}/inscricoes`, headers: p.headers });
  expect(r.statusCode).toBe(201);
};

/**
 * A instrutora ensina três turmas: uma encerrada (dia −30), uma em andamento (dias −1 e +2) e uma
 * programada num rascunho (dias +10 e +12, 1 vaga, com uma pessoa confirmada e outra na espera).
 * Outro instrutor ensina a "Oficina de Outro".
 */
async function cenario() {
  const instrutora = await pessoa({ nome: 'Inês Instrutora', perfis: ['usuario', 'instrutor'] });
  const outro = await pessoa({ nome: 'Otávio Outro', perfis: ['usuario', 'instrutor'] });
  const id = instrutora.usuario.id;
  const encerrado = (await novoEvento({ titulo: 'Curso Antigo', turmas: [{ instrutores: [id], datas: [encontro(-30)] }] })).evento;
  const andamento = (await novoEvento({ titulo: 'Curso Atual', turmas: [{ instrutores: [id], datas: [encontro(-1, '00:00', '23:59'), encontro(2)] }] })).evento;
  const programado = (await novoEvento({ titulo: 'Curso Futuro', turmas: [{ vagas: 1, instrutores: [id], datas: [encontro(12, '13:00', '17:00'), encontro(10)] }] })).evento;
  await inscrever(programado.turmas[0]!.id); // lotado antes de despublicar
  await inscrever(programado.turmas[0]!.id);
  const admin = await entrarComoAdmin();
  expect((await t.app.inject({ method: 'POST', url: `/api/eventos/${programado.id}/despublicar`, headers: admin.headers })).statusCode).toBe(200);
  await novoEvento({ titulo: 'Oficina de Outro', tipo: 'Oficina', turmas: [{ instrutores: [outro.usuario.id] }] });
  return { instrutora, outro, admin, encerrado, andamento, programado };
}

describe('acesso', () => {
  it('401 sem sessão; 403 para quem não tem o perfil', async () => {
    for (const url of ['/api/instrutor/turmas', '/api/instrutores', '/api/instrutores/1/turmas']) expect((await chamar(url)).statusCode, url).toBe(401);
    const usuario = await pessoa();
    const instrutor = await pessoa({ perfis: ['usuario', 'instrutor'] });
    const proibidas: [string, Record<string, string>][] = [
      ['/api/instrutor/turmas', usuario.headers],
      ['/api/instrutores', usuario.headers],
      ['/api/instrutores', instrutor.headers],
      [`/api/instrutores/${instrutor.usuario.id}/turmas`, usuario.headers],
      [`/api/instrutores/${instrutor.usuario.id}/turmas`, instrutor.headers],
    ];
    for (const [url, headers] of proibidas) {
      const r = await chamar(url, headers);
      expect(r.statusCode, url).toBe(403);
      expect(r.json().code).toBe('SEM_PERMISSAO');
    }
  });
});

describe('GET /api/instrutor/turmas', () => {
  it('mostra só as turmas de quem ensina, com situação, contagens e o próximo encontro', async () => {
    const { instrutora, encerrado, andamento, programado } = await cenario();
    const r = await chamar('/api/instrutor/turmas', instrutora.headers);
    expect(r.statusCode).toBe(200);
    const turmas = r.json();
    expect(turmas.map((x: { evento: { titulo: string }; status: string }) => [x.evento.titulo, x.status])).toEqual([
      ['Curso Antigo', 'encerrado'],
      ['Curso Atual', 'em_andamento'],
      ['Curso Futuro', 'programado'],
    ]);
    expect(turmas[0]).toMatchObject({ id: encerrado.turmas[0]!.id, proximo_encontro: null, data_inicio: diaDaqui(-30), carga_horaria: 4 });
    expect(turmas[1]).toMatchObject({ id: andamento.turmas[0]!.id, proximo_encontro: encontro(2) });
    expect(turmas[2]).toEqual({
      id: programado.turmas[0]!.id,
      nome: 'Turma A',
      status: 'programado',
      data_inicio: diaDaqui(10),
      data_fim: diaDaqui(12),
      carga_horaria: 8,
      vagas: 1,
      confirmadas: 1,
      em_espera: 1,
      proximo_encontro: encontro(10),
      evento: { id: programado.id, titulo: 'Curso Futuro', tipo: 'Curso', local: 'Auditório da Escola', publicado: false },
    });
  });

  it('o próximo encontro anda com o relógio', async () => {
    const { instrutora } = await cenario();
    t.relogio.avancar(11 * 86_400_000);
    const turmas = (await chamar('/api/instrutor/turmas', instrutora.headers)).json();
    const futuro = turmas.find((x: { evento: { titulo: string } }) => x.evento.titulo === 'Curso Futuro');
    expect(futuro).toMatchObject({ status: 'em_andamento', proximo_encontro: encontro(12, '13:00', '17:00') });
  });

  it('para administrador sem turmas, lista vazia', async () => {
    await cenario();
    const admin = await entrarComoAdmin();
    const r = await chamar('/api/instrutor/turmas', admin.headers);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual([]);
  });
});

describe('GET /api/instrutores e /api/instrutores/:id/turmas (administração)', () => {
  it('lista quem tem perfil de instrutor com as contagens por situação', async () => {
    const { instrutora, outro, admin } = await cenario();
    const semTurma = await criarUsuario(t.handle.db, { nome: 'Nina Nova', perfis: ['usuario', 'instrutor'] });
    await criarUsuario(t.handle.db, { nome: 'Zeca Usuário' });
    const r = await chamar('/api/instrutores', admin.headers);
    expect(r.statusCode).toBe(200);
    const porNome = new Map(r.json().map((i: { nome: string }) => [i.nome, i]));
    expect(porNome.get('Inês Instrutora')).toEqual({
      id: instrutora.usuario.id, nome: 'Inês Instrutora', email: instrutora.usuario.email, ativo: true,
      turmas_qtd: 3, turmas_andamento: 1, turmas_programadas: 1, avaliacao_media: null,
    });
    expect(porNome.get('Otávio Outro')).toMatchObject({ id: outro.usuario.id, turmas_qtd: 1, turmas_andamento: 0, turmas_programadas: 1 });
    expect(porNome.get('Nina Nova')).toMatchObject({ id: semTurma.id, turmas_qtd: 0, turmas_andamento: 0, turmas_programadas: 0 });
    expect(porNome.has('Zeca Usuário')).toBe(false);
    expect(porNome.has('Ana Administradora')).toBe(false);
  });

  it('as turmas de um instrutor, para a administração; 404 para pessoa inexistente e 400 para id malformado', async () => {
    const { instrutora, admin } = await cenario();
    const proprias = (await chamar('/api/instrutor/turmas', instrutora.headers)).json();
    const r = await chamar(`/api/instrutores/${instrutora.usuario.id}/turmas`, admin.headers);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual(proprias);
    const nada = await chamar('/api/instrutores/999999/turmas', admin.headers);
    expect(nada.statusCode).toBe(404);
    expect(nada.json().erro).toBe('Instrutor não encontrado.');
    const ruim = await chamar('/api/instrutores/0x1/turmas', admin.headers);
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json()).toMatchObject({ erro: 'ID inválido.', details: { campos: [{ campo: 'id', mensagem: 'ID inválido.' }] } });
  });
});
