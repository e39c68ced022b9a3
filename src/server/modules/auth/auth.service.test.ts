import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CadastroBodySchema } from '#shared/contracts/auth.ts';
import { sessoes, tentativasLogin, tokensSenha, usuarios } from '../../db/schema/index.ts';
import { entregarEmail, TAREFA_EMAIL, type MensagemParaEnvio } from '../../lib/mailer.ts';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { configDeTeste } from '../../testing/config.ts';
import { camposPerfilCompleto, criarUsuario, SENHA_PADRAO } from '../../testing/factories.ts';
import { ctxServico, dadosCadastro, SENHA_FORTE } from './auth.test-utils.ts';
import { cadastrar, entrar, FALHAS_LOGIN_MAXIMO, redefinirSenha, renovarSessao, processarRecuperacao, sair, solicitarRecuperacao } from './auth.service.ts';
import { chaveDoPar } from './limite-login.ts';
import { tarefasNaFila } from '../../testing/tarefas.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => fechar(t));
beforeEach(() => limpar(t));

const MINUTO = 60_000;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const ctx = () => ctxServico(t);
const cadastro = (extra = {}) => CadastroBodySchema.parse(dadosCadastro(extra));

/** Executa e devolve o AppError lançado (ou falha se nada for lançado). */
async function erroDe(p: Promise<unknown>) {
  try {
    await p;
  } catch (err) {
    return err as { code: string; message: string; status: number; details?: { campos?: { campo: string; mensagem: string }[] } };
  }
  throw new Error('era esperado um erro');
}

const IP = '203.0.113.7';
const OUTRO_IP = '198.51.100.20';

/** Falhas e espera do par (conta, IP); sem linha = nada guardado. */
async function par(usuarioId: number, ip = IP) {
  const [l] = await t.handle.db.select().from(tentativasLogin).where(eq(tentativasLogin.chave, chaveDoPar(t.app.deps, { usuarioId }, ip)));
  return { falhas: l?.falhas ?? 0, esperaAte: l?.esperaAte ?? null };
}

async function gravarPar(usuarioId: number, valores: Partial<typeof tentativasLogin.$inferInsert>) {
  const agora = t.relogio.agora;
  const chave = chaveDoPar(t.app.deps, { usuarioId }, IP);
  await t.handle.db.insert(tentativasLogin).values({ chave, usuarioId, reservadaEm: agora, atualizadaEm: agora, ...valores });
}

async function pessoa(id: number) {
  const [u] = await t.handle.db.select().from(usuarios).where(eq(usuarios.id, id));
  return u!;
}

describe('cadastrar', () => {
  it('cria a conta com perfil usuario, senha em scrypt e já abre a sessão guardando só o hash do refresh', async () => {
    const aberta = await cadastrar(ctx(), cadastro({ email: 'Maria.Nova@Exemplo.COM' }));
    const u = await pessoa(aberta.sessao.usuario.id);
    expect(u.perfis).toEqual(['usuario']);
    expect(u.email).toBe('maria.nova@exemplo.com');
    expect(u.senhaHash).toMatch(/^scrypt\$/);
    expect(u.senhaHash).not.toContain(SENHA_FORTE);
    expect(aberta.sessao.usuario).toEqual({ id: u.id, nome: 'Maria da Silva', email: u.email, perfil: 'usuario', perfis: ['usuario'], roles: ['usuario'] });
    const [sessaoId, segredo] = aberta.sessao.refresh_token.split('.') as [string, string];
    const [s] = await t.handle.db.select().from(sessoes).where(eq(sessoes.id, sessaoId));
    expect(s!.refreshHash).toBe(sha256(segredo));
    expect(s!.expiraEm.getTime() - t.relogio.agora.getTime()).toBe(t.config.auth.sessionDays * 24 * 60 * MINUTO);
    expect(aberta.perfilIncompleto).toBe(true);
  });

  it('aceita os campos do perfil quando os ids existem e então o perfil fica completo', async () => {
    const c = await camposPerfilCompleto(t.handle.db);
    const aberta = await cadastrar(ctx(), cadastro({
      cargo_id: c.cargoId, unidade_id: c.unidadeId, genero_id: c.generoId, orientacao_sexual_id: c.orientacaoSexualId,
      cor_raca_id: c.corRacaId, escolaridade_id: c.escolaridadeId, deficiencia_id: c.deficienciaId, registro: '28.053-7',
    }));
    expect(aberta.perfilIncompleto).toBe(false);
    expect((await pessoa(aberta.sessao.usuario.id)).registro).toBe('280537');
  });

  it('recusa ids de listas do perfil que não existem, indicando cada campo', async () => {
    const e = await erroDe(cadastrar(ctx(), cadastro({ cargo_id: 999_999, deficiencia_id: 888_888 })));
    expect(e.code).toBe('DADOS_INVALIDOS');
    expect(e.details?.campos).toEqual([
      { campo: 'cargo_id', mensagem: 'Cargo: opção inexistente.' },
      { campo: 'deficiencia_id', mensagem: 'Deficiência: opção inexistente.' },
    ]);
  });

  it('recusa CPF e e-mail já usados com mensagem por campo', async () => {
    const existente = await criarUsuario(t.handle.db);
    const e = await erroDe(cadastrar(ctx(), cadastro({ cpf: existente.cpf, email: existente.email.toUpperCase() })));
    expect(e.code).toBe('CONFLITO');
    expect(e.status).toBe(409);
    expect(e.details?.campos).toEqual([
      { campo: 'cpf', mensagem: 'Este CPF já está em uso.' },
      { campo: 'email', mensagem: 'Este e-mail já está em uso.' },
    ]);
  });

  it('cadastros simultâneos com o mesmo e-mail: um passa e o outro recebe conflito do índice único', async () => {
    const email = 'disputa@exemplo.com';
    const r = await Promise.allSettled([cadastrar(ctx(), cadastro({ email })), cadastrar(ctx(), cadastro({ email }))]);
    expect(r.filter((x) => x.status === 'fulfilled')).toHaveLength(1);
    const falha = r.find((x) => x.status === 'rejected') as PromiseRejectedResult;
    expect(falha.reason.code).toBe('CONFLITO');
    expect(falha.reason.details.campos).toEqual([{ campo: 'email', mensagem: 'Este e-mail já está em uso.' }]);
  });
});

describe('entrar', () => {
  it('entra com CPF mascarado, CPF só com dígitos e e-mail em maiúsculas', async () => {
    const u = await criarUsuario(t.handle.db);
    const mascara = `${u.cpf.slice(0, 3)}.${u.cpf.slice(3, 6)}.${u.cpf.slice(6, 9)}-${u.cpf.slice(9)}`;
    for (const identificador of [mascara, u.cpf, ` ${u.email.toUpperCase()} `]) {
      const aberta = await entrar(ctx(), { identificador, senha: SENHA_PADRAO, ip: IP });
      expect(aberta.sessao.usuario.id).toBe(u.id);
    }
    expect(await t.handle.db.$count(sessoes, eq(sessoes.usuarioId, u.id))).toBe(3);
  });

  it('responde igual para conta inexistente, senha errada e identificador sem formato', async () => {
    const u = await criarUsuario(t.handle.db);
    for (const tentativa of [
      { identificador: 'ninguem@exemplo.com', senha: SENHA_PADRAO },
      { identificador: u.email, senha: 'Errada#123' },
      { identificador: 'qualquer coisa', senha: SENHA_PADRAO },
      { identificador: '123', senha: SENHA_PADRAO },
    ]) {
      const e = await erroDe(entrar(ctx(), { ...tentativa, ip: IP }));
      expect([e.code, e.message]).toEqual(['CREDENCIAIS_INVALIDAS', 'CPF/e-mail ou senha inválidos.']);
    }
  });

  it('conta desativada recebe CONTA_DESATIVADA só com a senha certa', async () => {
    const u = await criarUsuario(t.handle.db, { ativo: false });
    expect((await erroDe(entrar(ctx(), { identificador: u.cpf, senha: 'Errada#123', ip: IP }))).code).toBe('CREDENCIAIS_INVALIDAS');
    expect((await erroDe(entrar(ctx(), { identificador: u.cpf, senha: SENHA_PADRAO, ip: IP }))).code).toBe('CONTA_DESATIVADA');
  });

  it('a partir da 5ª falha seguida o par (conta, IP) espera 1, 2, 4, 8 e no máximo 15 minutos; outro IP segue livre', async () => {
    const u = await criarUsuario(t.handle.db);
    const errar = () => erroDe(entrar(ctx(), { identificador: u.cpf, senha: 'Errada#123', ip: IP }));
    for (let i = 0; i < 4; i++) await errar();
    expect((await par(u.id)).esperaAte).toBeNull();
    const esperas: number[] = [];
    for (let i = 0; i < 6; i++) {
      expect((await errar()).code).toBe('CREDENCIAIS_INVALIDAS');
      const p = await par(u.id);
      const minutos = (p.esperaAte!.getTime() - t.relogio.agora.getTime()) / MINUTO;
      esperas.push(minutos);
      const bloqueio = await erroDe(entrar(ctx(), { identificador: u.cpf, senha: SENHA_PADRAO, ip: IP }));
      expect(bloqueio.code).toBe('MUITAS_TENTATIVAS');
      expect(bloqueio.status).toBe(429);
      expect(bloqueio.message).toContain(minutos === 1 ? 'Aguarde 1 minuto' : `Aguarde ${minutos} minutos`);
      t.relogio.avancar(minutos * MINUTO);
    }
    expect(esperas).toEqual([1, 2, 4, 8, 15, 15]);
    expect((await par(u.id)).falhas).toBe(10);
    await entrar(ctx(), { identificador: u.cpf, senha: SENHA_PADRAO, ip: OUTRO_IP });
  });

  it('um login certo zera as falhas do par e não deixa linha para trás', async () => {
    const u = await criarUsuario(t.handle.db);
    for (let i = 0; i < 4; i++) await erroDe(entrar(ctx(), { identificador: u.email, senha: 'Errada#123', ip: IP }));
    expect((await par(u.id)).falhas).toBe(4);
    await entrar(ctx(), { identificador: u.email, senha: SENHA_PADRAO, ip: IP });
    expect(await t.handle.db.$count(tentativasLogin)).toBe(0);
  });

  it('tentativas erradas simultâneas: só as 5 primeiras conferem a senha e contam; as demais recebem MUITAS_TENTATIVAS', async () => {
    const u = await criarUsuario(t.handle.db);
    const erros = await Promise.all(Array.from({ length: 8 }, () => erroDe(entrar(ctx(), { identificador: u.cpf, senha: 'Errada#1', ip: IP }))));
    expect(erros.map((e) => e.code).sort()).toEqual([...Array(5).fill('CREDENCIAIS_INVALIDAS'), ...Array(3).fill('MUITAS_TENTATIVAS')]);
    const p = await par(u.id);
    expect(p.falhas).toBe(5);
    expect(p.esperaAte!.getTime() - t.relogio.agora.getTime()).toBe(MINUTO);
  });

  it('o contador de falhas tem teto e a espera nunca passa de 15 minutos, mesmo vindo de um contador enorme', async () => {
    const u = await criarUsuario(t.handle.db);
    await gravarPar(u.id, { falhas: 2_147_483_647 });
    expect((await erroDe(entrar(ctx(), { identificador: u.cpf, senha: 'Errada#1', ip: IP }))).code).toBe('CREDENCIAIS_INVALIDAS');
    const p = await par(u.id);
    expect(p.falhas).toBe(FALHAS_LOGIN_MAXIMO);
    expect(p.esperaAte!.getTime() - t.relogio.agora.getTime()).toBe(15 * MINUTO);
  });

  it('senha certa de par em espera não é conferida nem revela a conta desativada', async () => {
    const u = await criarUsuario(t.handle.db, { ativo: false });
    await gravarPar(u.id, { falhas: 5, esperaAte: new Date(t.relogio.agora.getTime() + MINUTO) });
    expect((await erroDe(entrar(ctx(), { identificador: u.cpf, senha: SENHA_PADRAO, ip: IP }))).code).toBe('MUITAS_TENTATIVAS');
    t.relogio.avancar(MINUTO);
    expect((await erroDe(entrar(ctx(), { identificador: u.cpf, senha: SENHA_PADRAO, ip: IP }))).code).toBe('CONTA_DESATIVADA');
    expect(await t.handle.db.$count(tentativasLogin)).toBe(0);
  });
});

describe('renovarSessao e sair', () => {
  async function logar() {
    const u = await criarUsuario(t.handle.db);
    return { u, aberta: await entrar(ctx(), { identificador: u.cpf, senha: SENHA_PADRAO, ip: IP }) };
  }
  const sessaoRevogada = async (id: string) => (await t.handle.db.select().from(sessoes).where(eq(sessoes.id, id)))[0]!.revogadaEm !== null;

  it('troca o segredo a cada renovação e o anterior deixa de valer', async () => {
    const { aberta } = await logar();
    const r1 = await renovarSessao(ctx(), { refreshToken: aberta.sessao.refresh_token });
    expect(r1.sessao.refresh_token).toBeDefined();
    expect(r1.sessao.refresh_token).not.toBe(aberta.sessao.refresh_token);
    const r2 = await renovarSessao(ctx(), { refreshToken: r1.sessao.refresh_token });
    expect(r2.sessao.refresh_token!.split('.')[0]).toBe(aberta.sessao.refresh_token.split('.')[0]);
  });

  it('dentro de 30 s o segredo anterior recebe o mesmo segredo novo sem trocar de novo; o banco guarda só hashes', async () => {
    const { aberta } = await logar();
    const [sessaoId, segredo0] = aberta.sessao.refresh_token.split('.') as [string, string];
    const r1 = await renovarSessao(ctx(), { refreshToken: aberta.sessao.refresh_token });
    const segredo1 = r1.sessao.refresh_token!.split('.')[1]!;
    const [depois] = await t.handle.db.select().from(sessoes).where(eq(sessoes.id, sessaoId));
    expect([depois!.refreshHash, depois!.refreshHashAnterior, depois!.renovadaEm]).toEqual([sha256(segredo1), sha256(segredo0), t.relogio.agora]);
    t.relogio.avancar(30 * 1000 - 1);
    const r1b = await renovarSessao(ctx(), { refreshToken: aberta.sessao.refresh_token });
    expect(r1b.sessao.refresh_token).toBe(r1.sessao.refresh_token);
    const [igual] = await t.handle.db.select().from(sessoes).where(eq(sessoes.id, sessaoId));
    expect(igual).toEqual(depois);
  });

  it('reapresentar um segredo já trocado depois da janela de 30 s revoga a sessão inteira (sinal de roubo; antes dela é outra aba)', async () => {
    const { aberta } = await logar();
    const sessaoId = aberta.sessao.refresh_token.split('.')[0]!;
    const nova = await renovarSessao(ctx(), { refreshToken: aberta.sessao.refresh_token });
    t.relogio.avancar(30 * 1000);
    expect((await erroDe(renovarSessao(ctx(), { refreshToken: aberta.sessao.refresh_token }))).code).toBe('NAO_AUTENTICADO');
    expect(await sessaoRevogada(sessaoId)).toBe(true);
    expect((await erroDe(renovarSessao(ctx(), { refreshToken: nova.sessao.refresh_token! }))).code).toBe('NAO_AUTENTICADO');
  });

  it('segredo forjado para um id de sessão real recebe 401 sem derrubar a sessão', async () => {
    const { aberta } = await logar();
    const sessaoId = aberta.sessao.refresh_token.split('.')[0]!;
    const forjado = `${sessaoId}.${'A'.repeat(54)}`;
    expect((await erroDe(renovarSessao(ctx(), { refreshToken: forjado }))).code).toBe('NAO_AUTENTICADO');
    expect(await sessaoRevogada(sessaoId)).toBe(false);
    await renovarSessao(ctx(), { refreshToken: aberta.sessao.refresh_token });
  });

  it('sessão vencida ou de conta desativada não renova', async () => {
    const { u, aberta } = await logar();
    await t.handle.db.update(usuarios).set({ ativo: false }).where(eq(usuarios.id, u.id));
    expect((await erroDe(renovarSessao(ctx(), { refreshToken: aberta.sessao.refresh_token }))).code).toBe('NAO_AUTENTICADO');
    await t.handle.db.update(usuarios).set({ ativo: true }).where(eq(usuarios.id, u.id));
    t.relogio.avancar(t.config.auth.sessionDays * 24 * 60 * MINUTO + 1000);
    expect((await erroDe(renovarSessao(ctx(), { refreshToken: aberta.sessao.refresh_token }))).code).toBe('NAO_AUTENTICADO');
  });

  it('pelo cookie emite só um novo token de acesso, sem trocar o refresh, e exige a mesma origem', async () => {
    const { aberta } = await logar();
    const cookie = aberta.cookie!.valor;
    const r = await renovarSessao(ctx(), { cookie: { valor: cookie, mesmaOrigem: true } });
    expect(r.sessao.token).toBeTruthy();
    expect(r.sessao.refresh_token).toBeUndefined();
    expect(r.cookie).toBeNull();
    await renovarSessao(ctx(), { refreshToken: aberta.sessao.refresh_token });
    const e = await erroDe(renovarSessao(ctx(), { cookie: { valor: cookie, mesmaOrigem: false } }));
    expect(e.code).toBe('ORIGEM_INVALIDA');
    expect((await erroDe(renovarSessao(ctx(), {}))).code).toBe('NAO_AUTENTICADO');
  });

  it('sair revoga a sessão do refresh token e é idempotente com credenciais inválidas', async () => {
    const { aberta } = await logar();
    await sair(ctx(), { refreshToken: 'lixo' });
    await sair(ctx(), { bearer: 'nao.e.jwt', cookie: { valor: 'x', mesmaOrigem: true } });
    await sair(ctx(), {});
    expect(await sessaoRevogada(aberta.sessao.refresh_token.split('.')[0]!)).toBe(false);
    await sair(ctx(), { refreshToken: aberta.sessao.refresh_token });
    await sair(ctx(), { refreshToken: aberta.sessao.refresh_token });
    expect(await sessaoRevogada(aberta.sessao.refresh_token.split('.')[0]!)).toBe(true);
  });
});

describe('solicitarRecuperacao e redefinirSenha', () => {
  /** Entrega, com o mailer do contexto, os e-mails que estão na fila (sem passar pela fila da app). */
  async function entregarEmailsNaFila(cx: ReturnType<typeof ctx>) {
    for (const l of await tarefasNaFila(t.handle.db, { tipo: TAREFA_EMAIL })) await entregarEmail(cx, l.dados);
  }

  function mailerEspiao() {
    const enviados: MensagemParaEnvio[] = [];
    return { enviados, mailer: { modo: 'caixa' as const, enviar: async (m: MensagemParaEnvio) => void enviados.push(m), close: async () => {} } };
  }

  it('sem APP_URL o link usa http://localhost:PORT e o banco guarda só o hash do token', async () => {
    const u = await criarUsuario(t.handle.db);
    const { enviados, mailer } = mailerEspiao();
    const cx = { ...ctx(), mailer, config: configDeTeste({ APP_URL: '', PORT: '4321' }) };
    const r = await solicitarRecuperacao(cx, { email: u.email });
    expect(r.mensagem).toMatch(/Se o e-mail estiver cadastrado/);
    expect(enviados).toHaveLength(0); // a resposta não espera nada: a tarefa roda depois
    await processarRecuperacao(cx, { email: u.email });
    await entregarEmailsNaFila(cx);
    expect(enviados).toHaveLength(1);
    const token = /http:\/\/localhost:4321\/redefinir-senha\/([A-Za-z0-9_-]{43})\n/.exec(enviados[0]!.texto)?.[1];
    expect(token).toBeDefined();
    const [linha] = await t.handle.db.select().from(tokensSenha).where(eq(tokensSenha.usuarioId, u.id));
    expect(linha!.tokenHash).toBe(sha256(token!));
    expect(linha!.expiraEm.getTime() - t.relogio.agora.getTime()).toBe(60 * MINUTO);
  });

  it('não envia nada para conta desativada nem para e-mail desconhecido', async () => {
    const u = await criarUsuario(t.handle.db, { ativo: false });
    const { enviados, mailer } = mailerEspiao();
    for (const email of [u.email, 'ninguem@exemplo.com']) await processarRecuperacao({ ...ctx(), mailer }, { email });
    await entregarEmailsNaFila({ ...ctx(), mailer });
    expect(enviados).toHaveLength(0);
    expect(await t.handle.db.$count(tokensSenha)).toBe(0);
  });

  it('token inexistente não gasta scrypt e responde TOKEN_INVALIDO', async () => {
    const e = await erroDe(redefinirSenha(ctx(), { token: 'x'.repeat(43), senha: SENHA_FORTE }));
    expect([e.code, e.message, e.status]).toEqual(['TOKEN_INVALIDO', 'Link inválido ou expirado. Gere um novo link de redefinição.', 400]);
  });
});
