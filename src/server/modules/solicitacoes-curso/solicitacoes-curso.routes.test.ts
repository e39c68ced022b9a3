import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MENSAGEM_ANO_FORA_DO_CALENDARIO } from '#shared/contracts/comum.ts';
import { EventoDetalheSchema } from '#shared/contracts/eventos.ts';
import { SolicitacaoSchema } from '#shared/contracts/solicitacoes-curso.ts';
import { MENSAGENS_SOLICITACAO as M } from '#shared/rules/solicitacoes-curso.ts';
import { unidades } from '../../db/schema/index.ts';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { criarUsuarioComSessao } from '../../testing/factories.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste({ inicio: new Date('2030-01-15T12:00:00Z') });
});
afterAll(() => fechar(t));
beforeEach(() => limpar(t));

const BASE = '/api/solicitacoes-curso';
const ADMIN = '/api/admin/solicitacoes-curso';
const corpo = (o: Record<string, unknown> = {}) => ({
  titulo: 'Curso de Imunização',
  departamento: 'DEVIG',
  datas: [{ data: '2030-03-10', horario_inicio: '08:00', horario_fim: '12:00' }],
  ...o,
});

async function pessoas() {
  const autor = await criarUsuarioComSessao(t, { scryptLogN: 4 });
  const outro = await criarUsuarioComSessao(t, { scryptLogN: 4 });
  const admin = await criarUsuarioComSessao(t, { perfis: ['usuario', 'administrador'], scryptLogN: 4 });
  return { autor, outro, admin };
}

type Metodo = 'GET' | 'POST' | 'PUT';
const pedir = (method: Metodo, url: string, headers?: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url, ...(headers ? { headers } : {}), ...(payload === undefined ? {} : { payload: payload as object }) });

const ROTAS: [Metodo, string, unknown?][] = [
  ['GET', BASE],
  ['GET', `${BASE}/1`],
  ['POST', BASE, corpo()],
  ['PUT', `${BASE}/1`, corpo()],
  ['POST', `${BASE}/1/envio`],
  ['POST', `${BASE}/1/retirada`],
  ['POST', `${ADMIN}/1/analise`],
  ['POST', `${ADMIN}/1/decisao`, { decisao: 'aprovar' }],
  ['POST', `${ADMIN}/1/conversao`, {}],
  ['GET', '/api/admin/planejamento?ano=2030'],
  ['GET', '/api/admin/planejamento/csv?ano=2030'],
];

describe('rotas das solicitações de curso', () => {
  it('401 sem sessão em todas', async () => {
    for (const [method, url, payload] of ROTAS) expect((await pedir(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
  });

  it('403 em português para quem não administra nas rotas da administração', async () => {
    const { autor } = await pessoas();
    for (const [method, url, payload] of ROTAS.filter(([, url]) => url.startsWith('/api/admin'))) {
      const r = await pedir(method, url, autor.headers, payload);
      expect(r.statusCode, url).toBe(403);
      expect(r.json().erro).toBe('Você não tem permissão para esta ação.');
    }
  });

  it('400 em português para corpos, parâmetros e consultas inválidos', async () => {
    const { autor, admin } = await pessoas();
    const casos: [Metodo, string, string, unknown?][] = [
      ['POST', BASE, M.titulo, corpo({ titulo: undefined })],
      ['POST', BASE, 'Informe o título do curso.', corpo({ titulo: '   ' })],
      ['POST', BASE, M.datas, corpo({ datas: [] })],
      ['POST', BASE, M.datas, corpo({ datas: undefined })],
      ['POST', BASE, 'Selecione o departamento.', corpo({ departamento: 'XYZ' })],
      ['POST', BASE, M.restricao, corpo({ restrito: true })],
      ['POST', BASE, 'Horário de fim deve ser maior que o horário de início.', corpo({ datas: [{ data: '2030-03-10', horario_inicio: '12:00', horario_fim: '08:00' }] })],
      ['POST', BASE, 'Há datas repetidas: uma linha por dia.', corpo({ datas: [{ data: '2030-03-10', horario_inicio: '08:00', horario_fim: '12:00' }, { data: '2030-03-10', horario_inicio: '13:00', horario_fim: '17:00' }] })],
      ['POST', BASE, 'Selecione uma unidade válida.', corpo({ unidade_id: 999_999 })],
      ['POST', BASE, MENSAGEM_ANO_FORA_DO_CALENDARIO, corpo({ datas: [{ data: '1999-12-31', horario_inicio: '08:00', horario_fim: '12:00' }] })],
      ['POST', BASE, MENSAGEM_ANO_FORA_DO_CALENDARIO, corpo({ datas: [{ data: '2101-01-03', horario_inicio: '08:00', horario_fim: '12:00' }] })],
      ['PUT', `${BASE}/1`, MENSAGEM_ANO_FORA_DO_CALENDARIO, corpo({ datas: [{ data: '9999-12-27', horario_inicio: '08:00', horario_fim: '12:00' }] })],
      ['PUT', `${BASE}/abc`, 'Solicitação inválida.', corpo()],
      ['GET', `${BASE}?status=aberta`, 'Situação inválida.'],
      ['POST', `${ADMIN}/1/decisao`, M.motivo, { decisao: 'rejeitar' }],
      ['POST', `${ADMIN}/1/decisao`, 'Decisão inválida.', { decisao: 'talvez' }],
      ['POST', `${ADMIN}/1/conversao`, 'A turma precisa de ao menos 1 vaga.', { vagas: 0 }],
      ['POST', `${ADMIN}/1/conversao`, 'Informe a quantidade de vagas.', { vagas: 'trinta' }],
      ['POST', `${ADMIN}/1/conversao`, 'Informe a quantidade de vagas.', { vagas: null }],
      ['POST', `${ADMIN}/1/conversao`, 'A quantidade de vagas deve ser um número inteiro.', { vagas: 2.5 }],
      ['POST', `${ADMIN}/1/conversao`, 'No máximo 10000 vagas.', { vagas: 10_001 }],
      ['POST', `${ADMIN}/1/conversao`, 'Unidade inválida.', { unidade_id: 'abc' }],
      ['GET', '/api/admin/planejamento?ano=abc', 'Ano inválido.'],
      ['GET', '/api/admin/planejamento', 'Ano inválido.'],
      ['GET', '/api/admin/planejamento/csv?ano=1999', 'Ano inválido.'],
    ];
    for (const [method, url, erro, payload] of casos) {
      const quem = url.startsWith('/api/admin') ? admin : autor;
      const r = await pedir(method, url, quem.headers, payload);
      expect(r.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(r.json().erro, `${method} ${url}`).toBe(erro);
    }
  });

  it('palestrante com conta de quem não administra: 403 com a mensagem, sem nome nem situação da conta', async () => {
    const { autor, outro, admin } = await pessoas();
    for (const usuarioId of [outro.usuario.id, 999_999]) {
      const r = await pedir('POST', BASE, autor.headers, corpo({ palestrantes: [{ usuario_id: usuarioId }] }));
      expect(r.statusCode).toBe(403);
      expect(r.json()).toEqual({ code: 'SEM_PERMISSAO', erro: M.palestranteComConta, message: M.palestranteComConta });
    }
    const daAdministracao = await pedir('POST', BASE, admin.headers, corpo({ palestrantes: [{ usuario_id: outro.usuario.id }] }));
    expect(daAdministracao.statusCode).toBe(201);
    expect(daAdministracao.json().palestrantes).toEqual([{ usuario_id: outro.usuario.id, nome: outro.usuario.nome }]);
  });

  it('do rascunho ao evento, pela API: criar, editar, enviar, analisar, aprovar e converter; o evento aponta a origem', async () => {
    const { autor, outro, admin } = await pessoas();
    const [unidade] = await t.handle.db.select({ id: unidades.id }).from(unidades).limit(1);
    const criada = await pedir('POST', BASE, autor.headers, corpo({ autor_id: outro.usuario.id, status: 'aprovada' }));
    expect(criada.statusCode).toBe(201);
    expect(Object.keys(criada.json()).sort()).toEqual(Object.keys(SolicitacaoSchema.shape).sort());
    // campos fora do contrato são ignorados
    expect(criada.json()).toMatchObject({ status: 'rascunho', autor: { id: autor.usuario.id } });
    const id = criada.json().id as number;
    expect((await pedir('GET', `${BASE}/${id}`, outro.headers)).statusCode).toBe(404);
    expect((await pedir('GET', `${BASE}/${id}`, admin.headers)).statusCode).toBe(404);

    const editada = await pedir('PUT', `${BASE}/${id}`, autor.headers, corpo({ titulo: 'Curso de Imunização — 2ª edição', unidade_id: unidade!.id }));
    expect(editada.json()).toMatchObject({ titulo: 'Curso de Imunização — 2ª edição', unidade: { id: unidade!.id } });
    expect((await pedir('POST', `${BASE}/${id}/envio`, autor.headers)).json()).toMatchObject({ status: 'enviada' });
    const deNovo = await pedir('PUT', `${BASE}/${id}`, autor.headers, corpo());
    expect(deNovo.statusCode).toBe(403);
    expect(deNovo.json()).toMatchObject({ code: 'SEM_PERMISSAO', erro: M.soRascunho });

    expect((await pedir('GET', BASE, admin.headers)).json().map((s: { id: number }) => s.id)).toEqual([id]);
    expect((await pedir('POST', `${ADMIN}/${id}/analise`, admin.headers)).json()).toMatchObject({ status: 'em_analise' });
    expect((await pedir('POST', `${ADMIN}/${id}/decisao`, admin.headers, { decisao: 'aprovar' })).json()).toMatchObject({ status: 'aprovada' });
    const retirar = await pedir('POST', `${BASE}/${id}/retirada`, autor.headers);
    expect(retirar.statusCode).toBe(409);
    expect(retirar.json().erro).toBe(M.naoRetira);

    const convertida = await pedir('POST', `${ADMIN}/${id}/conversao`, admin.headers, {});
    expect(convertida.statusCode).toBe(200);
    const { evento_id: eventoId, solicitacao } = convertida.json();
    expect(solicitacao).toMatchObject({ status: 'convertida', evento_id: eventoId, evento_publicado: false });
    const evento = await pedir('GET', `/api/eventos/${eventoId}`, admin.headers);
    expect(Object.keys(evento.json()).sort()).toEqual(Object.keys(EventoDetalheSchema.shape).sort());
    expect(evento.json()).toMatchObject({ publicado: false, solicitacao_origem: { id, titulo: 'Curso de Imunização — 2ª edição' } });
    expect(evento.json().turmas).toHaveLength(1);
    const outraVez = await pedir('POST', `${ADMIN}/${id}/conversao`, admin.headers, { vagas: 10 });
    expect(outraVez.statusCode).toBe(409);
    expect(outraVez.json().erro).toBe(M.naoConverte);
    expect((await pedir('GET', `${BASE}/${id}`, autor.headers)).json()).toMatchObject({ status: 'convertida', evento_id: eventoId, evento_publicado: false });
  });

  it('calendário e CSV para baixar, sem cache', async () => {
    const { autor, admin } = await pessoas();
    await pedir('POST', BASE, autor.headers, corpo({ titulo: '=Curso perigoso', enviar: true }));
    const plano = await pedir('GET', '/api/admin/planejamento?ano=2030', admin.headers);
    expect(plano.statusCode).toBe(200);
    expect(plano.json()).toMatchObject({ ano: 2030, itens: [{ origem: 'solicitacao', titulo: '=Curso perigoso', departamento: 'DEVIG', situacao: 'Enviada', datas: ['2030-03-10'] }] });
    expect(plano.json().resumo_anual).toHaveLength(8);
    const csv = await pedir('GET', '/api/admin/planejamento/csv?ano=2030', admin.headers);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="planejamento-2030.csv"');
    expect(csv.headers['cache-control']).toBe('no-store');
    expect(csv.body).toBe("\uFEFFData;Título;Origem;Departamento;Situação\r\n10/03/2030;'=Curso perigoso;Solicitação;DEVIG;Enviada\r\n");
  });
});
