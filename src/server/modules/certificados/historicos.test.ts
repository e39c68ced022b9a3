import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CODIGO_RE } from '#shared/rules/certificado.ts';
import type { DbHandle } from '../../db/client.ts';
import { certificados, historicosFormacao, historicoValidacoes } from '../../db/schema/index.ts';
import { criarBancoDeTeste, limparBanco } from '../../testing/db.ts';
import { criarUsuario, ctxDeTeste } from '../../testing/factories.ts';
import { participante, turmaCom } from '../../testing/paineis.ts';
import { qrDoPdf, textoDoPdf } from '../../testing/pdf.ts';
import { emitirPendentes } from './certificados.service.ts';
import { validar } from './validacao-publica.ts';
import { cancelar } from './gestao-de-certificados.ts';
import { renderizarHistorico } from './historico-pdf.ts';
import { baixarMeuHistorico, validarHistorico } from './historicos.service.ts';

let h: DbHandle;
beforeAll(async () => {
  h = await criarBancoDeTeste();
});
afterAll(() => h.close());
beforeEach(() => limparBanco(h));

const AGORA = new Date('2030-03-10T15:00:00Z');
const agora = () => AGORA;
const IP = '203.0.113.9';

/** Uma pessoa com dois cursos concluídos (2029, terminando às 23:30 de 31/12, e 2030) e os certificados emitidos. */
async function cenario() {
  const instrutor = await criarUsuario(h.db, { perfis: ['usuario', 'instrutor'], scryptLogN: 4 });
  const u = await criarUsuario(h.db, { nome: 'Joana Prado Assis', scryptLogN: 4 });
  const reveillon = await turmaCom(h.db, { titulo: 'Plantão de Réveillon', instrutores: [instrutor.id], encontros: [['2029-12-31', '19:30', '23:30']] });
  const janeiro = await turmaCom(h.db, { titulo: 'Curso de Janeiro', nome: 'Turma Manhã', instrutores: [instrutor.id], encontros: [['2030-01-02', '08:00', '16:00'], ['2030-01-03', '08:00', '12:00']] });
  await participante(h.db, reveillon, u.id, { dias: ['2029-12-31'], nota: 10 });
  await participante(h.db, janeiro, u.id, { dias: ['2030-01-02', '2030-01-03'], nota: 8 });
  const ctx = ctxDeTeste(h.db, u, { now: agora });
  await emitirPendentes(ctx);
  const admin = await criarUsuario(h.db, { perfis: ['usuario', 'administrador'], scryptLogN: 4 });
  return { u, ctx, admin: ctxDeTeste(h.db, admin, { now: agora }), reveillon, janeiro };
}

describe('histórico de formação', () => {
  it('baixar: um histórico por conteúdo (baixar de novo devolve o mesmo); o PDF tem os cursos, os totais e o QR', async () => {
    const { ctx } = await cenario();
    const a = await baixarMeuHistorico(ctx);
    const b = await baixarMeuHistorico(ctx);
    expect(a.codigo).toMatch(CODIGO_RE);
    expect(b.codigo).toBe(a.codigo);
    expect(Buffer.compare(a.conteudo, b.conteudo)).toBe(0);
    expect(a.nome).toBe(`historico-de-formacao-${a.codigo}.pdf`);
    const [linha, ...outras] = await h.db.select().from(historicosFormacao);
    expect(outras).toHaveLength(0);
    expect(linha!.horasTotal).toBe(15); // 4 h + (7 h + 4 h)
    expect(linha!.hashSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(linha!.itens.map((i) => [i.curso, i.ano, i.carga_horaria])).toEqual([['Plantão de Réveillon', 2029, 4], ['Curso de Janeiro', 2030, 11]]);

    const texto = await textoDoPdf(a.conteudo);
    for (const trecho of ['HISTÓRICO DE FORMAÇÃO', 'Joana Prado Assis', 'Plantão de Réveillon', 'Curso de Janeiro', 'Turma Manhã', '31/12/2029', '02/01/2030 a 03/01/2030', '11 h', '1 curso · 4 horas', '1 curso · 11 horas', 'Total geral: 2 cursos · 15 horas', a.codigo, 'Página 1 de 1']) {
      expect(texto).toContain(trecho);
    }
    expect(texto).toMatch(/EMSP-SMS-2030-\d{6}/);
    expect(await qrDoPdf(a.conteudo)).toBe(`http://escola.teste/validar-historico?codigo=${a.codigo}`);
  });

  it('validar: só o que prova; certificado cancelado depois aparece sem validade; a lista nova gera outro código', async () => {
    const { ctx, admin } = await cenario();
    const { codigo } = await baixarMeuHistorico(ctx);
    const v = await validarHistorico(ctxDeTeste(h.db, null, { now: agora }), codigo.toLowerCase().replace(/-/g, ''), IP);
    expect(v.situacao).toBe('valido');
    expect(v.mensagem).toBe('Emitido pela Escola da Saúde; todos os certificados listados continuam válidos hoje.');
    expect(Object.keys(v.historico!).sort()).toEqual(['codigo', 'emitido_em', 'hash_sha256', 'itens', 'nome', 'sem_validade', 'totais']);
    expect(v.historico!.nome).toBe('Joana Prado Assis');
    expect(v.historico!.totais).toEqual({ por_ano: [{ ano: 2030, horas: 11, cursos: 1 }, { ano: 2029, horas: 4, cursos: 1 }], horas: 15, cursos: 2 });
    expect(v.historico!.itens.every((i) => i.certificado_valido)).toBe(true);

    const [c] = await h.db.select().from(certificados).where(eq(certificados.curso, 'Plantão de Réveillon'));
    await cancelar(admin, c!.id, { motivo: 'Emitido por engano.' });
    const depois = await validarHistorico(ctxDeTeste(h.db, null, { now: agora }), codigo, IP);
    expect(depois.historico!.sem_validade).toBe(1);
    expect(depois.historico!.itens.find((i) => i.curso === 'Plantão de Réveillon')!.certificado_valido).toBe(false);
    expect(depois.mensagem).toContain('1 certificado listado não tem mais validade');
    // a certidão do certificado diz o mesmo
    expect((await validar(ctxDeTeste(h.db, null, { now: agora }), c!.codigo, IP)).situacao).toBe('cancelado');

    const novo = await baixarMeuHistorico(ctx);
    expect(novo.codigo).not.toBe(codigo);
    expect(await textoDoPdf(novo.conteudo)).not.toContain('Plantão de Réveillon');
  });

  it('código desconhecido ou malformado: mensagem em português; toda consulta fica registrada', async () => {
    const publico = ctxDeTeste(h.db, null, { now: agora });
    const desconhecido = await validarHistorico(publico, '7KQ2-M9XD-4RTA', IP);
    expect(desconhecido).toEqual({ situacao: 'nao_encontrado', mensagem: 'Nenhum histórico de formação com este código. Confira o código impresso no pé do documento.', historico: null });
    const ruim = await validarHistorico(publico, 'abc\u0000', IP);
    expect(ruim.mensagem).toBe('Código de validação em formato inválido. Ele tem 12 letras e números, como 7KQ2-M9XD-4RTA.');
    const registros = await h.db.select().from(historicoValidacoes);
    expect(registros.map((r) => [r.codigo, r.resultado])).toEqual([['7KQ2-M9XD-4RTA', 'nao_encontrado'], ['abc', 'nao_encontrado']]);
    expect(registros[0]!.ipHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sem cursos concluídos: o PDF diz isso e o total é zero', async () => {
    const u = await criarUsuario(h.db, { nome: 'Pessoa Nova', scryptLogN: 4 });
    const doc = await baixarMeuHistorico(ctxDeTeste(h.db, u, { now: agora }));
    const texto = await textoDoPdf(doc.conteudo);
    expect(texto).toContain('Nenhum curso concluído com certificado de participação até esta data.');
    expect(texto).toContain('Total geral: 0 cursos · 0 horas');
  });
});

describe('PDF do histórico', () => {
  it('muitos cursos: várias páginas, o QR e o código no pé de cada uma', async () => {
    const itens = Array.from({ length: 40 }, (_, i) => ({
      certificado_id: i + 1, numero: `EMSP-SMS-2030-${String(i + 1).padStart(6, '0')}`, curso: `Curso número ${i + 1} com um título bem comprido que não cabe inteiro na coluna`,
      turma: 'Turma A', data_inicio: `20${i < 20 ? 29 : 30}-05-10`, data_fim: `20${i < 20 ? 29 : 30}-05-11`, carga_horaria: 4, ano: i < 20 ? 2029 : 2030,
    }));
    const bytes = await renderizarHistorico({
      instituicao: 'Escola da Saúde', codigo: '7KQ2-M9XD-4RTA', urlValidacao: 'https://escola.teste/validar-historico?codigo=7KQ2-M9XD-4RTA',
      nome: 'Maria da Conceição', emitidoEm: AGORA, itens,
    });
    const texto = await textoDoPdf(bytes);
    expect(texto).toContain('Página 1 de 3');
    expect(texto).toContain('Página 3 de 3');
    expect(texto.match(/HISTÓRICO DE FORMAÇÃO/g)).toHaveLength(3);
    expect(texto).toContain('20 cursos · 80 horas');
    expect(texto).toContain('Total geral: 40 cursos · 160 horas');
    expect(texto).toContain('EMSP-SMS-2030-000040');
    expect(await qrDoPdf(bytes)).toBe('https://escola.teste/validar-historico?codigo=7KQ2-M9XD-4RTA');
    // mesmos dados, mesmos bytes
    const outra = await renderizarHistorico({
      instituicao: 'Escola da Saúde', codigo: '7KQ2-M9XD-4RTA', urlValidacao: 'https://escola.teste/validar-historico?codigo=7KQ2-M9XD-4RTA',
      nome: 'Maria da Conceição', emitidoEm: AGORA, itens,
    });
    expect(Buffer.compare(Buffer.from(bytes), Buffer.from(outra))).toBe(0);
  });
});
