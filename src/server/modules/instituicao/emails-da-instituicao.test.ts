import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails } from '../../db/schema/index.ts';
import { criarAppDeTeste, fechar, type AppDeTeste } from '../../testing/app.ts';
import { criarUsuario, criarUsuarioComSessao } from '../../testing/factories.ts';
import { iniciarReceptorSmtp } from '../../testing/smtp.ts';

const DADOS = {
  nome: 'Escola Municipal de Saúde Pública', endereco: 'Rua Dr. Cochrane, 112 — Santos/SP', telefone: '1332261234',
  email: 'contato@saude.santos.sp.gov.br', site: 'https://saude.santos.sp.gov.br', horario: null, instagram: null, facebook: null, youtube: null,
  remetente_nome: 'Escola de Saúde, Santos', remetente_email: 'avisos@saude.santos.sp.gov.br',
};
const RODAPE = [
  '-- ', 'Escola Municipal de Saúde Pública', 'Rua Dr. Cochrane, 112 — Santos/SP',
  'Telefone: (13) 3226-1234 · E-mail: contato@saude.santos.sp.gov.br', 'https://saude.santos.sp.gov.br',
].join('\n');

/** Configura a instituição pela API, pede um e-mail (recuperação de senha) e roda a fila. */
async function configurarEPedirEmail(t: AppDeTeste, para: string) {
  const admin = await criarUsuarioComSessao(t, { perfis: ['usuario', 'administrador'] });
  const r = await t.app.inject({ method: 'PUT', url: '/api/admin/instituicao', headers: admin.headers, payload: DADOS });
  expect(r.statusCode).toBe(200);
  await criarUsuario(t.handle.db, { email: para });
  await t.app.inject({ method: 'POST', url: '/api/auth/recuperar-senha', payload: { email: para } });
  await t.app.deps.jobs.processarPendentes();
}

describe('e-mails com os dados da instituição (SMTP)', () => {
  let smtp: Awaited<ReturnType<typeof iniciarReceptorSmtp>>;
  let t: AppDeTeste;
  beforeAll(async () => {
    smtp = await iniciarReceptorSmtp();
    t = await criarAppDeTeste({ mailer: () => smtp.mailer });
  });
  afterAll(async () => {
    await fechar(t);
    await smtp.fechar();
  });

  it('sem SMTP_FROM, sai com o remetente configurado e a assinatura da instituição no pé', async () => {
    await configurarEPedirEmail(t, 'joana@exemplo.com');
    expect(smtp.recebidos).toHaveLength(1);
    const msg = await simpleParser(smtp.recebidos[0]!);
    expect(msg.from?.value).toEqual([{ name: 'Escola de Saúde, Santos', address: 'avisos@saude.santos.sp.gov.br' }]);
    expect(msg.text?.trimEnd().endsWith(RODAPE)).toBe(true);
  });
});

describe('SMTP_FROM no ambiente', () => {
  let smtp: Awaited<ReturnType<typeof iniciarReceptorSmtp>>;
  let t: AppDeTeste;
  beforeAll(async () => {
    smtp = await iniciarReceptorSmtp('Plataforma <plataforma@exemplo.gov.br>');
    t = await criarAppDeTeste({ mailer: () => smtp.mailer, env: { SMTP_FROM: 'Plataforma <plataforma@exemplo.gov.br>' } });
  });
  afterAll(async () => {
    await fechar(t);
    await smtp.fechar();
  });

  it('vale no lugar do remetente configurado (a tela avisa), e a assinatura continua a da instituição', async () => {
    await configurarEPedirEmail(t, 'joana@exemplo.com');
    const msg = await simpleParser(smtp.recebidos[0]!);
    expect(msg.from?.value).toEqual([{ name: 'Plataforma', address: 'plataforma@exemplo.gov.br' }]);
    expect(msg.text).toContain(RODAPE);
    const admin = await criarUsuarioComSessao(t, { perfis: ['usuario', 'administrador'] });
    const r = await t.app.inject({ method: 'GET', url: '/api/admin/instituicao', headers: admin.headers });
    expect(r.json()).toMatchObject({ remetente_pelo_ambiente: true, remetente_email: 'avisos@saude.santos.sp.gov.br' });
  });
});

describe('caixa de saída (sem SMTP)', () => {
  let t: AppDeTeste;
  beforeAll(async () => {
    t = await criarAppDeTeste();
  });
  afterAll(() => fechar(t));

  it('guarda o texto com a assinatura da instituição', async () => {
    await configurarEPedirEmail(t, 'joana@exemplo.com');
    const [email] = await t.handle.db.select().from(emails);
    expect(email!.texto.endsWith(RODAPE)).toBe(true);
    expect(email!.texto).not.toMatch(/\nEscola da Saúde\n/);
  });
});
