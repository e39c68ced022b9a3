/**
 * Caixa de saída (GET /api/admin/emails) e os segredos das mensagens — issue 5: fora do modo de
 * demonstração, um administrador não lê o link de redefinição de senha de outra pessoa (tomaria a
 * conta); toda leitura da caixa fica na auditoria.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditoria, emails } from '../../db/schema/index.ts';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { criarUsuario, criarUsuarioComSessao } from '../../testing/factories.ts';

const OCULTO = '[link oculto — enviado só à pessoa]';
const LINK_RE = /\/redefinir-senha\/[A-Za-z0-9_-]{20,}/;

/** Pede o link de redefinição pela API e roda a fila de tarefas até o e-mail chegar à caixa de saída. */
async function pedirLink(t: AppDeTeste, email: string) {
  const r = await t.app.inject({ method: 'POST', url: '/api/auth/recuperar-senha', payload: { email } });
  expect(r.statusCode).toBe(200);
  await t.app.deps.jobs.processarPendentes();
  const [e] = await t.handle.db.select().from(emails).where(eq(emails.para, email)).limit(1);
  if (!e) throw new Error('o e-mail de redefinição não chegou à caixa de saída');
  return e;
}

async function listar(t: AppDeTeste, headers: Record<string, string>) {
  const r = await t.app.inject({ method: 'GET', url: '/api/admin/emails', headers });
  expect(r.statusCode).toBe(200);
  return r.json() as { itens: { id: number; para: string; texto: string }[]; total: number };
}

describe('fora do modo de demonstração (NODE_ENV=production ou test, sem SEED_DEMO)', () => {
  let t: AppDeTeste;
  beforeAll(async () => {
    t = await criarAppDeTeste();
  });
  afterAll(() => fechar(t));
  beforeEach(() => limpar(t));

  it('o link de redefinição de senha sai oculto na listagem; o resto do texto fica', async () => {
    const pessoa = await criarUsuario(t.handle.db, { email: 'usuario@escola.demo' });
    const admin = await criarUsuarioComSessao(t, { perfis: ['usuario', 'administrador'] });
    const guardado = await pedirLink(t, pessoa.email);
    expect(guardado.texto).toMatch(LINK_RE);
    const { itens } = await listar(t, admin.headers);
    const item = itens.find((e) => e.para === pessoa.email)!;
    expect(item.texto).not.toMatch(LINK_RE);
    expect(item.texto).not.toContain('/redefinir-senha/');
    expect(item.texto).toContain(OCULTO);
    expect(item.texto).toContain('Este link é válido por 1 hora.');
  });

  it('só o que a mensagem marca como segredo é ocultado: o restante, links inclusive, aparece', async () => {
    const admin = await criarUsuarioComSessao(t, { perfis: ['usuario', 'administrador'] });
    await t.app.deps.mailer.enviar({
      para: 'a@teste.gov.br', assunto: 'Aviso', texto: 'Veja http://escola.teste/eventos e use http://escola.teste/x/SEGREDO123.',
      segredos: ['http://escola.teste/x/SEGREDO123'],
    });
    const [item] = (await listar(t, admin.headers)).itens;
    expect(item!.texto).toBe(`Veja http://escola.teste/eventos e use ${OCULTO}.`);
  });

  it('cada leitura da caixa fica na auditoria: quem leu, quais e-mails e se os segredos estavam visíveis', async () => {
    const admin = await criarUsuarioComSessao(t, { perfis: ['usuario', 'administrador'] });
    await t.app.deps.mailer.enviar({ para: 'a@teste.gov.br', assunto: 'Um', texto: 'um' });
    await t.app.deps.mailer.enviar({ para: 'b@teste.gov.br', assunto: 'Dois', texto: 'dois' });
    const { itens } = await listar(t, admin.headers);
    const linhas = await t.handle.db.select().from(auditoria).orderBy(desc(auditoria.id));
    expect(linhas).toHaveLength(1);
    expect(linhas[0]).toMatchObject({
      atorId: admin.usuario.id,
      acao: 'ler_caixa_de_saida',
      alvoTipo: 'caixa_de_saida',
      detalhes: { emails: itens.map((e) => e.id), segredos_visiveis: false, pagina: 1 },
    });
  });
});

describe.each([
  ['NODE_ENV=development', { NODE_ENV: 'development' }],
  ['SEED_DEMO=true', { SEED_DEMO: 'true' }],
])('em modo de demonstração (%s)', (_nome, env) => {
  let t: AppDeTeste;
  beforeAll(async () => {
    t = await criarAppDeTeste({ env });
  });
  afterAll(() => fechar(t));

  it('o link aparece inteiro (quem testa sem SMTP lê o e-mail) e a leitura é auditada como visível', async () => {
    const pessoa = await criarUsuario(t.handle.db);
    const admin = await criarUsuarioComSessao(t, { perfis: ['usuario', 'administrador'] });
    const guardado = await pedirLink(t, pessoa.email);
    const item = (await listar(t, admin.headers)).itens.find((e) => e.para === pessoa.email)!;
    expect(item.texto).toBe(guardado.texto);
    expect(item.texto).toMatch(LINK_RE);
    const [linha] = await t.handle.db.select().from(auditoria).where(eq(auditoria.atorId, admin.usuario.id));
    expect(linha?.detalhes).toMatchObject({ segredos_visiveis: true });
  });
});
