import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emails } from '../../db/schema/index.ts';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { criarUsuarioComSessao } from '../../testing/factories.ts';
import { qrDoPdf, textoDoPdf } from '../../testing/pdf.ts';
import { assinaturaDeDemonstracao } from '../../db/assinatura-de-demonstracao.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste({ env: { APP_URL: 'https://escola.teste' } });
});
afterAll(() => fechar(t));
beforeEach(() => limpar(t));

const NOVO = {
  nome: '  Ana   Lúcia  Conceição ', cpf: '123.456.789-09', email: 'Ana.Lucia@Exemplo.COM', curso: 'Banca da Mostra de Saúde Coletiva',
  carga_horaria: 4, data_inicio: '2026-10-05', data_fim: '',
};

async function admin() {
  return (await criarUsuarioComSessao(t, { perfis: ['usuario', 'administrador'] })).headers;
}

/** Uma pessoa com assinatura salva (PNG pequeno de verdade), pela rota da assinatura. */
async function comAssinatura(nome: string) {
  const png = assinaturaDeDemonstracao(2);
  const p = await criarUsuarioComSessao(t, { perfis: ['usuario', 'instrutor'], nome });
  const r = await t.app.inject({ method: 'PUT', url: '/api/assinatura', headers: p.headers, payload: { imagem: `data:image/png;base64,${png.toString('base64')}`, funcao: 'Coordenadora da Mostra' } });
  expect(r.statusCode).toBeLessThan(300);
  return p.usuario;
}

describe('certificados avulsos (SPEC §2.8, §5, §7)', () => {
  it('cadastra com os dados ajeitados e devolve o registro; a lista é um array com o mais novo primeiro', async () => {
    const h = await admin();
    const r = await t.app.inject({ method: 'POST', url: '/api/certificados-avulsos', headers: h, payload: NOVO });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({
      nome: 'Ana Lúcia Conceição', cpf: '12345678909', email: 'ana.lucia@exemplo.com', carga_horaria: 4, data_inicio: '2026-10-05', data_fim: '2026-10-05', enviado: false,
      numero: expect.stringMatching(/^EMSP-SMS-AV-\d{4}-\d{6}$/), url_validacao: expect.stringContaining('https://escola.teste/validar-certificado?codigo='),
    });
    const outro = await t.app.inject({ method: 'POST', url: '/api/certificados-avulsos', headers: h, payload: { ...NOVO, nome: 'Bruno', cpf: '' } });
    expect(outro.json().cpf).toBeNull();
    const lista = await t.app.inject({ method: 'GET', url: '/api/certificados-avulsos', headers: h });
    expect(Array.isArray(lista.json())).toBe(true);
    expect(lista.json().map((a: { nome: string }) => a.nome)).toEqual(['Bruno', 'Ana Lúcia Conceição']);
  });

  it.each([
    [{ nome: '' }, 'Preencha todos os campos obrigatórios.'],
    [{ curso: '   ' }, 'Preencha todos os campos obrigatórios.'],
    [{ email: 'ana@' }, 'Informe um e-mail válido.'],
    [{ carga_horaria: 0 }, 'Informe uma carga horária válida (> 0).'],
    [{ carga_horaria: 2.5 }, 'Informe uma carga horária válida (> 0).'],
    [{ data_inicio: '2026-02-31' }, 'Data de início inválida.'],
    [{ data_inicio: '9999-12-31' }, 'Data de início inválida.'],
    [{ data_fim: '1899-12-31' }, 'Data de término inválida.'],
    [{ data_fim: '05/10/2026' }, 'Data de término inválida.'],
    [{ data_fim: '2026-10-01' }, 'A data de término não pode ser anterior à data de início.'],
    [{ nome: 'x'.repeat(151) }, 'No máximo 150 caracteres.'],
    [{ nome: 'Ana Souza\u202Efdp.exe' }, 'O texto contém caracteres inválidos.'],
    [{ curso: '\u2066Vacinação\u2069' }, 'O texto contém caracteres inválidos.'],
  ])('recusa %j com "%s" e não grava nada', async (campo, mensagem) => {
    const h = await admin();
    const r = await t.app.inject({ method: 'POST', url: '/api/certificados-avulsos', headers: h, payload: { ...NOVO, ...campo } });
    expect(r.statusCode).toBe(400);
    expect(r.json().erro).toContain(mensagem);
    expect((await t.app.inject({ method: 'GET', url: '/api/certificados-avulsos', headers: h })).json()).toEqual([]);
  });

  it('só a administração: 401 e 403', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/certificados-avulsos' })).statusCode).toBe(401);
    const u = await criarUsuarioComSessao(t, { perfis: ['usuario', 'instrutor'] });
    expect((await t.app.inject({ method: 'GET', url: '/api/certificados-avulsos', headers: u.headers })).statusCode).toBe(403);
  });

  it('PDF com palestrante e 2ª assinatura: nome no Content-Disposition, texto e QR; envio marca e anexa; depois do envio o documento não muda', async () => {
    const h = await admin();
    const segunda = await comAssinatura('Marta Assinante');
    const a = (await t.app.inject({ method: 'POST', url: '/api/certificados-avulsos', headers: h, payload: NOVO })).json();
    const pdf = await t.app.inject({ method: 'GET', url: `/api/certificados-avulsos/${a.id}/pdf?palestrante=1&assinatura2_id=${segunda.id}`, headers: h });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="certificado-${a.numero}.pdf"`);
    const texto = await textoDoPdf(pdf.rawPayload);
    expect(texto).toContain('Ana Lúcia Conceição');
    expect(texto).toContain('Participou como palestrante do evento "Banca da Mostra de Saúde Coletiva"');
    expect(texto).toContain('Marta Assinante');
    expect(texto).toContain('CERTIFICADO AVULSO');
    expect(await qrDoPdf(pdf.rawPayload)).toBe(a.url_validacao);
    // sem assinatura cadastrada: recusa clara
    const semAssinatura = await criarUsuarioComSessao(t);
    const r400 = await t.app.inject({ method: 'GET', url: `/api/certificados-avulsos/${a.id}/pdf?assinatura2_id=${semAssinatura.usuario.id}`, headers: h });
    expect(r400.statusCode).toBe(400);
    // envio com as mesmas opções
    const envio = await t.app.inject({ method: 'POST', url: `/api/certificados-avulsos/${a.id}/enviar?palestrante=1&assinatura2_id=${segunda.id}`, headers: h });
    expect(envio.json()).toMatchObject({ mensagem: 'E-mail enviado!' });
    await t.app.deps.jobs.processarPendentes();
    const caixa = await t.handle.db.select().from(emails);
    expect(caixa).toMatchObject([{ para: 'ana.lucia@exemplo.com', anexos: [`certificado-${a.numero}.pdf`] }]);
    expect((await t.app.inject({ method: 'GET', url: '/api/certificados-avulsos', headers: h })).json()[0]).toMatchObject({ enviado: true });
    // reenviar é permitido; depois do envio o documento é o que a pessoa recebeu, com quaisquer opções
    expect((await t.app.inject({ method: 'POST', url: `/api/certificados-avulsos/${a.id}/enviar`, headers: h })).statusCode).toBe(200);
    const depois = await t.app.inject({ method: 'GET', url: `/api/certificados-avulsos/${a.id}/pdf`, headers: h });
    expect(depois.statusCode).toBe(200);
    expect(Buffer.compare(depois.rawPayload, pdf.rawPayload)).toBe(0);
    // nem a troca dos assinantes padrão muda (ou trava) o que já foi enviado
    const outraDiretora = await comAssinatura('Nova Diretora');
    expect((await t.app.inject({ method: 'PUT', url: '/api/certificados/assinantes-padrao', headers: h, payload: { assinantes: [outraDiretora.id] } })).statusCode).toBe(200);
    const aindaIgual = await t.app.inject({ method: 'GET', url: `/api/certificados-avulsos/${a.id}/pdf?assinatura2_id=${segunda.id}`, headers: h });
    expect(Buffer.compare(aindaIgual.rawPayload, pdf.rawPayload)).toBe(0);
    expect((await t.app.inject({ method: 'POST', url: `/api/certificados-avulsos/${a.id}/enviar`, headers: h })).statusCode).toBe(200);
    // o documento avulso não se cancela nem se reenvia pelas rotas dos certificados de evento
    const idDoc = (await t.app.inject({ method: 'GET', url: `/api/certificados/validar/${a.codigo}` })).json();
    expect(idDoc.situacao).toBe('valido');
    // a validação pública encontra o avulso
    const v = await t.app.inject({ method: 'GET', url: `/api/certificados/validar/${a.codigo}` });
    expect(v.json()).toMatchObject({ situacao: 'valido', certificado: { origem: 'avulso', nome: 'Ana Lúcia Conceição', identificador: '***.456.789-**', tipo: 'palestrante' } });
  });

  it('pedidos simultâneos com opções diferentes: o documento guardado e o seu hash batem com o registro', async () => {
    const { certificados } = await import('../../db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    const { createHash } = await import('node:crypto');
    const h = await admin();
    const a = (await t.app.inject({ method: 'POST', url: '/api/certificados-avulsos', headers: h, payload: NOVO })).json();
    await Promise.all([
      t.app.inject({ method: 'GET', url: `/api/certificados-avulsos/${a.id}/pdf`, headers: h }),
      t.app.inject({ method: 'GET', url: `/api/certificados-avulsos/${a.id}/pdf?palestrante=1`, headers: h }),
      t.app.inject({ method: 'GET', url: `/api/certificados-avulsos/${a.id}/pdf`, headers: h }),
      t.app.inject({ method: 'POST', url: `/api/certificados-avulsos/${a.id}/enviar?palestrante=1`, headers: h }),
    ]);
    const [c] = await t.handle.db.select().from(certificados).where(eq(certificados.avulsoId, a.id));
    const guardado = await t.app.deps.storage.ler(c!.arquivo!);
    expect(createHash('sha256').update(guardado!).digest('hex')).toBe(c!.hashSha256);
    expect(await textoDoPdf(guardado!)).toContain(c!.tipo === 'palestrante' ? 'Participou como palestrante' : 'Participou do evento');
    // o e-mail enfileirado leva um arquivo que existe
    await t.app.deps.jobs.processarPendentes();
    expect(await t.handle.db.select().from(emails)).toHaveLength(1);
  });

  it('caracteres de controle dão 400, nunca 500', async () => {
    const h = await admin();
    expect((await t.app.inject({ method: 'GET', url: '/api/certificados/validar/%00' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/certificados/gestao?busca=%00', headers: h })).statusCode).toBe(400);
    const r = await t.app.inject({ method: 'POST', url: '/api/certificados-avulsos', headers: h, payload: { ...NOVO, email: 'a\u0000b@x.com' } });
    expect(r.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/certificados-avulsos', headers: h, payload: { ...NOVO, data_inicio: '2026-10-05xyz' } })).json().erro).toContain('Data de início inválida.');
    expect((await t.app.inject({ method: 'POST', url: '/api/certificados-avulsos', headers: h, payload: { ...NOVO, cpf: 123 } })).json().erro).toContain('Informe o CPF');
  });

  it('antes do envio as opções refazem o documento; id inexistente é 404', async () => {
    const h = await admin();
    const a = (await t.app.inject({ method: 'POST', url: '/api/certificados-avulsos', headers: h, payload: NOVO })).json();
    const comum = await t.app.inject({ method: 'GET', url: `/api/certificados-avulsos/${a.id}/pdf`, headers: h });
    expect(await textoDoPdf(comum.rawPayload)).toContain('Participou do evento');
    const palestrante = await t.app.inject({ method: 'GET', url: `/api/certificados-avulsos/${a.id}/pdf?palestrante=1`, headers: h });
    expect(await textoDoPdf(palestrante.rawPayload)).toContain('Participou como palestrante');
    expect((await t.app.inject({ method: 'GET', url: '/api/certificados-avulsos/999999/pdf', headers: h })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/certificados-avulsos/${a.id}/pdf?palestrante=sim`, headers: h })).statusCode).toBe(400);
  });
});
