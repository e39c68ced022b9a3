import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { certificados, historicoValidacoes } from '../../db/schema/index.ts';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { criarUsuarioComSessao } from '../../testing/factories.ts';
import { participante, turmaCom } from '../../testing/paineis.ts';
import { qrDoPdf } from '../../testing/pdf.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste({ env: { APP_URL: 'https://escola.teste' } });
});
afterAll(() => fechar(t));
beforeEach(() => limpar(t));

/** Uma participante com um curso concluído e o certificado emitido pela rota da gestão. */
async function cenario() {
  t.relogio.agora = new Date('2030-03-10T15:00:00Z');
  const instrutor = await criarUsuarioComSessao(t, { perfis: ['usuario', 'instrutor'] });
  const adm = await criarUsuarioComSessao(t, { perfis: ['usuario', 'administrador'] });
  const u = await criarUsuarioComSessao(t, { nome: 'Rita Oliveira Campos' });
  const turma = await turmaCom(t.handle.db, { titulo: 'Curso Validável', instrutores: [instrutor.usuario.id], encontros: [['2030-03-02', '08:00', '12:00']] });
  await participante(t.handle.db, turma, u.usuario.id, { dias: ['2030-03-02'], nota: 8 });
  expect((await t.app.inject({ method: 'POST', url: `/api/certificados/gestao/turmas/${turma.turmaId}/emissao`, headers: adm.headers })).statusCode).toBe(200);
  return { u, adm };
}

describe('rotas do histórico de formação', () => {
  it('baixar pede sessão; o PDF sai com nome, código no cabeçalho e QR para a validação pública', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/historicos/meu/pdf' })).statusCode).toBe(401);
    const { u } = await cenario();
    const r = await t.app.inject({ method: 'GET', url: '/api/historicos/meu/pdf', headers: u.headers });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    const codigo = String(r.headers['x-codigo-historico']);
    expect(r.headers['content-disposition']).toBe(`attachment; filename="historico-de-formacao-${codigo}.pdf"`);
    expect(await qrDoPdf(r.rawPayload)).toBe(`https://escola.teste/validar-historico?codigo=${codigo}`);
  });

  it('validação pública: só o que prova; cancelado aparece sem validade; desconhecido e malformado sem 500', async () => {
    const { u, adm } = await cenario();
    const codigo = String((await t.app.inject({ method: 'GET', url: '/api/historicos/meu/pdf', headers: u.headers })).headers['x-codigo-historico']);
    const ok = await t.app.inject({ method: 'GET', url: `/api/historicos/validar/${codigo}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    const corpo = ok.json();
    expect(corpo.situacao).toBe('valido');
    expect(corpo.historico.nome).toBe('Rita Oliveira Campos');
    expect(Object.keys(corpo.historico.itens[0]).sort()).toEqual(['carga_horaria', 'certificado_valido', 'curso', 'data_fim', 'data_inicio', 'numero', 'turma']);
    expect(JSON.stringify(corpo)).not.toMatch(/email|cpf|usuario_id|certificado_id/);

    const [c] = await t.handle.db.select().from(certificados).where(eq(certificados.tipo, 'participante'));
    const cancel = await t.app.inject({ method: 'POST', url: `/api/certificados/${c!.id}/cancelamento`, headers: adm.headers, payload: { motivo: 'Presença lançada por engano.' } });
    expect(cancel.statusCode).toBe(200);
    const depois = (await t.app.inject({ method: 'GET', url: `/api/historicos/validar/${codigo}` })).json();
    expect(depois.historico.itens[0].certificado_valido).toBe(false);
    expect(depois.historico.sem_validade).toBe(1);

    const desconhecido = await t.app.inject({ method: 'GET', url: '/api/historicos/validar/ZZZZ-ZZZZ-ZZZZ' });
    expect(desconhecido.statusCode).toBe(200);
    expect(desconhecido.json()).toMatchObject({ situacao: 'nao_encontrado', historico: null });
    const ruim = await t.app.inject({ method: 'GET', url: `/api/historicos/validar/${encodeURIComponent('<script>')}` });
    expect(ruim.statusCode).toBe(200);
    expect(ruim.json().mensagem).toContain('formato inválido');
    const longo = await t.app.inject({ method: 'GET', url: `/api/historicos/validar/${'A'.repeat(301)}` });
    // o roteador corta parâmetros longos antes do esquema: erro de cliente, em português, sem 500
    expect(longo.statusCode).toBe(414);
    expect(longo.json().erro).toBe('Endereço longo demais.');
    expect(await t.handle.db.select().from(historicoValidacoes)).toHaveLength(4);
  });
});
