import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MENSAGEM_ANO_FORA_DO_CALENDARIO, MENSAGEM_DATA_FORA_DOS_LIMITES } from '#shared/contracts/comum.ts';
import { MENSAGENS_SALA as M } from '#shared/rules/salas.ts';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { criarUsuarioComSessao } from '../../testing/factories.ts';
import { textoDoPdf } from '../../testing/pdf.ts';
import { em } from './salas.test-utils.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste({ inicio: em('2026-03-02') });
});
afterAll(() => fechar(t));
beforeEach(async () => {
  await limpar(t);
  t.relogio.agora = em('2026-03-02');
});

const dadosDoPedido = { sala_id: 1, data: '2026-03-09', periodo: 'manha', qtd_pessoas: 20, finalidade: 'Reunião' };
const umaSala = { nome: 'Sala', capacidade: 10 };
const umBloqueio = { data: '2026-03-19', tipo: 'bloqueio_interno', descricao: 'Dedetização' };
/** Cada rota com um corpo válido: a validação do contrato vem antes da sessão. */
const ROTAS_DE_PESSOAS: [string, string, object?][] = [
  ['GET', '/api/salas'], ['GET', '/api/salas/reservas?sala_id=1&mes=2026-03'], ['POST', '/api/salas/reservas', { ...dadosDoPedido, termo_aceito: true }],
  ['GET', '/api/salas/reservas/minhas'], ['PUT', '/api/salas/reservas/1', dadosDoPedido], ['DELETE', '/api/salas/reservas/1'], ['POST', '/api/salas/reservas/1/confirmacao'],
];
const ROTAS_DA_ADMINISTRACAO: [string, string, object?][] = [
  ['GET', '/api/admin/salas'], ['POST', '/api/admin/salas', umaSala], ['PUT', '/api/admin/salas/1', umaSala], ['GET', '/api/admin/salas/reservas'],
  ['POST', '/api/admin/salas/reservas/decisao', { ids: [1], decisao: 'aprovar' }],
  ['POST', '/api/admin/salas/reservas', { sala_id: 1, data: '2026-03-09', periodo: 'manha', tipo: 'bloqueio', finalidade: 'Manutenção' }],
  ['POST', '/api/admin/salas/reservas/1/cancelamento', { motivo: 'Motivo' }], ['GET', '/api/admin/salas/reservas/1/termo'], ['POST', '/api/admin/salas/confirmacao-uso'],
  ['GET', '/api/admin/bloqueios?ano=2026'], ['POST', '/api/admin/bloqueios', umBloqueio], ['PUT', '/api/admin/bloqueios/1', umBloqueio],
  ['DELETE', '/api/admin/bloqueios/1'], ['POST', '/api/admin/bloqueios/feriados-nacionais', { ano: 2026 }],
];
type Metodo = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function cenario() {
  const adm = await criarUsuarioComSessao(t, { perfis: ['usuario', 'administrador'] });
  const ana = await criarUsuarioComSessao(t);
  const sala = (await t.app.inject({ method: 'POST', url: '/api/admin/salas', headers: adm.headers, payload: { nome: 'Auditório', capacidade: 60 } })).json();
  return { adm: adm.headers, ana: ana.headers, sala };
}
const pedido = (salaId: number, extra: Record<string, unknown> = {}) => ({
  sala_id: salaId, data: '2026-03-09', periodo: 'manha', qtd_pessoas: 20, finalidade: 'Reunião de equipe', termo_aceito: true, ...extra,
});

describe('rotas das salas', () => {
  it('401 sem sessão em todas; 403 para quem não administra nas da administração', async () => {
    for (const [method, url, payload] of [...ROTAS_DE_PESSOAS, ...ROTAS_DA_ADMINISTRACAO]) {
      const r = await t.app.inject({ method: method as Metodo, url, ...(payload ? { payload } : {}) });
      expect(r.statusCode, `${method} ${url}`).toBe(401);
    }
    const { ana } = await cenario();
    for (const [method, url, payload] of ROTAS_DA_ADMINISTRACAO) {
      const r = await t.app.inject({ method: method as Metodo, url, headers: ana, ...(payload ? { payload } : {}) });
      expect(r.statusCode, `${method} ${url}`).toBe(403);
      expect(r.json().code).toBe('SEM_PERMISSAO');
    }
  });

  it('pedir: 201 pendente; 400 com a mensagem do campo; 409 no horário ocupado; termo obrigatório', async () => {
    const { ana, adm, sala } = await cenario();
    expect(sala).toEqual({ id: expect.any(Number), nome: 'Auditório', capacidade: 60, ativa: true });
    const criado = await t.app.inject({ method: 'POST', url: '/api/salas/reservas', headers: ana, payload: pedido(sala.id) });
    expect(criado.statusCode).toBe(201);
    expect(criado.json()).toMatchObject({ status: 'pendente', termo_aceito_em: em('2026-03-02').toISOString() });
    const ocupado = await t.app.inject({ method: 'POST', url: '/api/salas/reservas', headers: adm, payload: pedido(sala.id) });
    expect(ocupado.statusCode).toBe(409);
    expect(ocupado.json()).toMatchObject({ erro: M.ocupado, code: 'CONFLITO' });
    const sabado = await t.app.inject({ method: 'POST', url: '/api/salas/reservas', headers: ana, payload: pedido(sala.id, { data: '2026-03-14' }) });
    expect(sabado.statusCode).toBe(400);
    expect(sabado.json()).toMatchObject({ erro: M.fimDeSemana, code: 'DADOS_INVALIDOS', details: { campos: [{ campo: 'data', mensagem: M.fimDeSemana }] } });
    const semTermo = await t.app.inject({ method: 'POST', url: '/api/salas/reservas', headers: ana, payload: pedido(sala.id, { termo_aceito: false, periodo: 'tarde' }) });
    expect(semTermo.statusCode).toBe(400);
    expect(JSON.stringify(semTermo.json())).toContain(M.termo);
    const lotado = await t.app.inject({ method: 'POST', url: '/api/salas/reservas', headers: ana, payload: pedido(sala.id, { qtd_pessoas: 61, periodo: 'tarde' }) });
    expect(lotado.json()).toMatchObject({ erro: M.capacidade(60), details: { campos: [{ campo: 'qtd_pessoas' }] } });
    const inexistente = await t.app.inject({ method: 'POST', url: '/api/salas/reservas', headers: ana, payload: pedido(999_999) });
    expect(inexistente.statusCode).toBe(404);
    expect(inexistente.json().erro).toBe(M.salaInexistente);
  });

  it('editar, cancelar e confirmar: 404 de outra pessoa, 403 fora de pendente, 400 fora da janela', async () => {
    const { ana, adm, sala } = await cenario();
    const id = (await t.app.inject({ method: 'POST', url: '/api/salas/reservas', headers: ana, payload: pedido(sala.id) })).json().id;
    const { termo_aceito: _t, ...dados } = pedido(sala.id, { periodo: 'tarde' });
    expect((await t.app.inject({ method: 'PUT', url: `/api/salas/reservas/${id}`, headers: adm, payload: dados })).statusCode).toBe(404);
    const editado = await t.app.inject({ method: 'PUT', url: `/api/salas/reservas/${id}`, headers: ana, payload: dados });
    expect(editado.json()).toMatchObject({ periodo: 'tarde' });
    const decisao = await t.app.inject({ method: 'POST', url: '/api/admin/salas/reservas/decisao', headers: adm, payload: { ids: [id], decisao: 'rejeitar' } });
    expect(decisao.statusCode).toBe(400);
    expect(JSON.stringify(decisao.json())).toContain('Informe o motivo da rejeição.');
    const aprovada = await t.app.inject({ method: 'POST', url: '/api/admin/salas/reservas/decisao', headers: adm, payload: { ids: [id], decisao: 'aprovar' } });
    expect(aprovada.json()).toMatchObject({ decididas: [{ id, status: 'aprovada' }], ignoradas: [] });
    const cancelar = await t.app.inject({ method: 'DELETE', url: `/api/salas/reservas/${id}`, headers: ana });
    expect(cancelar.statusCode).toBe(403);
    expect(cancelar.json()).toMatchObject({ erro: M.cancelamentoSoPendente, code: 'SEM_PERMISSAO' });
    expect((await t.app.inject({ method: 'PUT', url: `/api/salas/reservas/${id}`, headers: ana, payload: dados })).json().erro).toBe(M.edicaoSoPendente);
    // 09/03: a janela abre em 02/03 (hoje) e fecha em 07/03
    t.relogio.agora = em('2026-03-08');
    const tarde = await t.app.inject({ method: 'POST', url: `/api/salas/reservas/${id}/confirmacao`, headers: ana });
    expect(tarde.statusCode).toBe(400);
    expect(tarde.json().erro).toBe(M.confirmacaoForaDaJanela);
    t.relogio.agora = em('2026-03-07');
    const confirmada = await t.app.inject({ method: 'POST', url: `/api/salas/reservas/${id}/confirmacao`, headers: ana });
    expect(confirmada.json()).toMatchObject({ confirmacao: 'confirmada', pode_confirmar: false });
    const minhas = await t.app.inject({ method: 'GET', url: '/api/salas/reservas/minhas', headers: ana });
    expect(minhas.json()).toHaveLength(1);
  });

  it('agenda: 400 fora da janela para quem não administra; sala desativada some da lista', async () => {
    const { ana, adm, sala } = await cenario();
    const fora = await t.app.inject({ method: 'GET', url: `/api/salas/reservas?sala_id=${sala.id}&mes=2027-03`, headers: ana });
    expect(fora.statusCode).toBe(400);
    expect(fora.json().erro).toBe(M.mesForaDaJanela);
    expect((await t.app.inject({ method: 'GET', url: `/api/salas/reservas?sala_id=${sala.id}&mes=2027-03`, headers: adm })).statusCode).toBe(200);
    const agenda = await t.app.inject({ method: 'GET', url: `/api/salas/reservas?sala_id=${sala.id}&mes=2026-03`, headers: ana });
    expect(agenda.json().dias).toHaveLength(31);
    const repetida = await t.app.inject({ method: 'POST', url: '/api/admin/salas', headers: adm, payload: { nome: 'auditório', capacidade: 10 } });
    expect(repetida.statusCode).toBe(409);
    expect(repetida.json().erro).toBe('Já existe uma sala com este nome.');
    await t.app.inject({ method: 'PUT', url: `/api/admin/salas/${sala.id}`, headers: adm, payload: { nome: 'Auditório', capacidade: 60, ativa: false } });
    expect((await t.app.inject({ method: 'GET', url: '/api/salas', headers: ana })).json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/salas', headers: adm })).json()).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: `/api/salas/reservas?sala_id=${sala.id}&mes=2026-03`, headers: ana })).statusCode).toBe(404);
  });

  it('administração: reserva direta 201, cancelamento, termo em PDF, rotina e bloqueios', async () => {
    const { ana, adm, sala } = await cenario();
    const id = (await t.app.inject({ method: 'POST', url: '/api/salas/reservas', headers: ana, payload: pedido(sala.id) })).json().id;
    const direta = await t.app.inject({
      method: 'POST', url: '/api/admin/salas/reservas', headers: adm,
      payload: { sala_id: sala.id, data: '2026-03-10', periodo: 'manha', tipo: 'reserva', qtd_pessoas: 10, finalidade: 'Colegiado', recorrencia: { tipo: 'semanal', ocorrencias: 2 } },
    });
    expect(direta.statusCode).toBe(201);
    expect(direta.json().criadas).toHaveLength(2);
    const conflito = await t.app.inject({
      method: 'POST', url: '/api/admin/salas/reservas', headers: adm, payload: { sala_id: sala.id, data: '2026-03-10', periodo: 'manha', tipo: 'bloqueio', finalidade: 'Manutenção' },
    });
    expect(conflito.statusCode).toBe(409);
    expect(conflito.json().erro).toBe(M.ocupado);
    const termo = await t.app.inject({ method: 'GET', url: `/api/admin/salas/reservas/${id}/termo`, headers: adm });
    expect(termo.statusCode).toBe(200);
    expect(termo.headers['content-type']).toBe('application/pdf');
    expect(termo.headers['content-disposition']).toBe(`inline; filename="termo-uso-sala-${id}.pdf"`);
    expect(await textoDoPdf(termo.rawPayload)).toContain('TERMO DE USO DAS SALAS');
    const cancelado = await t.app.inject({ method: 'POST', url: `/api/admin/salas/reservas/${id}/cancelamento`, headers: adm, payload: { motivo: 'Evento da Secretaria' } });
    expect(cancelado.json()).toMatchObject({ status: 'cancelada', motivo_cancelamento: 'Evento da Secretaria' });
    const semMotivo = await t.app.inject({ method: 'POST', url: `/api/admin/salas/reservas/${id}/cancelamento`, headers: adm, payload: { motivo: '  ' } });
    expect(semMotivo.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/salas/reservas?status=cancelada', headers: adm })).json()).toHaveLength(1);
    const rodada = await t.app.inject({ method: 'POST', url: '/api/admin/salas/confirmacao-uso', headers: adm });
    expect(rodada.json()).toMatchObject({ dia: '2026-03-02', pedidos: 0, cancelamentos: 0 });

    const bloqueio = await t.app.inject({ method: 'POST', url: '/api/admin/bloqueios', headers: adm, payload: { data: '2026-03-19', tipo: 'feriado_municipal', descricao: 'Aniversário' } });
    expect(bloqueio.statusCode).toBe(201);
    const repetido = await t.app.inject({ method: 'POST', url: '/api/admin/bloqueios', headers: adm, payload: { data: '2026-03-19', tipo: 'bloqueio_interno', descricao: 'Outro' } });
    expect(repetido.statusCode).toBe(409);
    expect(repetido.json().erro).toBe(M.bloqueioDuplicado);
    const feriados = await t.app.inject({ method: 'POST', url: '/api/admin/bloqueios/feriados-nacionais', headers: adm, payload: { ano: 2026 } });
    expect(feriados.json()).toMatchObject({ incluidos: 13, ja_existiam: 0 });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/bloqueios?ano=2026', headers: adm })).json()).toHaveLength(14);
    const removido = await t.app.inject({ method: 'DELETE', url: `/api/admin/bloqueios/${bloqueio.json().bloqueio.id}`, headers: adm });
    expect(removido.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/bloqueios/${bloqueio.json().bloqueio.id}`, headers: adm })).statusCode).toBe(404);
  });

  it('datas longe demais: reserva direta perto do ano 9999 ou além do horizonte é 400 (não 500); bloqueio fora de 2000–2100 é 400', async () => {
    const { adm, sala } = await cenario();
    const direta = (data: string) => t.app.inject({
      method: 'POST', url: '/api/admin/salas/reservas', headers: adm,
      payload: { sala_id: sala.id, data, periodo: 'manha', tipo: 'bloqueio', finalidade: 'Manutenção', recorrencia: { tipo: 'semanal', ocorrencias: 5 } },
    });
    const longe = await direta('9999-12-27');
    expect(longe.statusCode).toBe(400);
    expect(longe.json()).toMatchObject({ code: 'DADOS_INVALIDOS', erro: MENSAGEM_DATA_FORA_DOS_LIMITES, details: { campos: [{ campo: 'data', mensagem: MENSAGEM_DATA_FORA_DOS_LIMITES }] } });
    const alemDoHorizonte = await direta('2100-12-27');
    expect(alemDoHorizonte.statusCode).toBe(400);
    expect(alemDoHorizonte.json()).toMatchObject({ code: 'DADOS_INVALIDOS', erro: M.alemDoHorizonte, details: { campos: [{ campo: 'data', mensagem: M.alemDoHorizonte }] } });
    for (const data of ['1999-12-31', '2101-01-01', '9999-12-27']) {
      for (const method of ['POST', 'PUT'] as const) {
        const r = await t.app.inject({ method, url: method === 'POST' ? '/api/admin/bloqueios' : '/api/admin/bloqueios/1', headers: adm, payload: { ...umBloqueio, data } });
        expect(r.statusCode, `${method} ${data}`).toBe(400);
        expect(r.json().erro).toBe(MENSAGEM_ANO_FORA_DO_CALENDARIO);
      }
    }
    const ultimo = await t.app.inject({ method: 'POST', url: '/api/admin/bloqueios', headers: adm, payload: { ...umBloqueio, data: '2100-12-31' } });
    expect(ultimo.statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/bloqueios?ano=2100', headers: adm })).json()).toHaveLength(1);
  });
});
