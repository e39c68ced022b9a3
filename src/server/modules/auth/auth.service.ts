import { MENSAGEM_RECUPERACAO, type authEndpoints, type Renovacao } from '#shared/contracts/auth.ts';
import type { Mensagem } from '#shared/contracts/comum.ts';
import { EmailSchema } from '#shared/contracts/campos.ts';
import type { EndpointBody } from '#shared/contracts/endpoint.ts';
import type { CampoInvalido } from '#shared/errors.ts';
import { somenteDigitos } from '#shared/rules/cpf.ts';
import { z } from 'zod';
import { definirTarefa } from '../../lib/tarefas/definicao.ts';
import { hashToken, tokenAleatorio } from '../../lib/auth/tokens.ts';
import type { Ctx } from '../../lib/context.ts';
import { AppError, violacaoUnica } from '../../lib/errors.ts';
import { hashSenha } from '../../lib/senha.ts';
import { baseDoSite } from '../../lib/site.ts';
import { enviarEmail } from '../../lib/mailer.ts';
import { validarOpcoesPerfil } from '../listas/listas.service.ts';
import * as repo from './auth.repository.ts';
import { montarEmailRecuperacao } from './email-recuperacao.ts';
import { chavesGoogle, verificarCredencialGoogle } from './google.ts';
import { conferirSenhaLimitada, esquecerFalhasDaConta, identificadorNormalizado } from './limite-login.ts';
import { derivarSegredoRefresh, lerRefreshToken, montarRefreshToken } from './refresh-token.ts';
import { abrirSessao, emitirTokens, type SessaoAberta } from './sessao.ts';

export type { SessaoAberta } from './sessao.ts';

export { ATRASO_MAXIMO_MINUTOS, FALHAS_ANTES_DO_ATRASO, FALHAS_LOGIN_MAXIMO } from './limite-login.ts';

/** Depois de uma renovação, por quanto tempo o segredo anterior ainda recebe o mesmo segredo novo. */
export const JANELA_REFRESH_MS = 30_000;
/** Intervalo mínimo entre dois links de redefinição de senha para a mesma conta. */
export const INTERVALO_RECUPERACAO_MS = 60_000;
/** Validade do link de redefinição de senha. */
export const VALIDADE_TOKEN_SENHA_MS = 60 * 60 * 1000;

const MSG_CREDENCIAIS = 'CPF/e-mail ou senha inválidos.';
const MSG_ESPERA_LOGIN = 'Muitas tentativas de login sem sucesso.';
const MSG_ESPERA_SENHA_ATUAL = 'Muitas tentativas com a senha atual errada.';
const MSG_SESSAO_INVALIDA = 'Sessão expirada ou inválida. Entre novamente.';
const MSG_DESATIVADA = 'Sua conta está desativada. Procure a Escola da Saúde.';
const MSG_TOKEN_INVALIDO = 'Link inválido ou expirado. Gere um novo link de redefinição.';
const MSG_CONFLITO = { cpf: 'Este CPF já está em uso.', email: 'Este e-mail já está em uso.' } as const;

type CadastroInput = EndpointBody<typeof authEndpoints.cadastro>;
/** O corpo do login mais o IP do cliente (`req.ip`, que respeita TRUST_PROXY), para o limite por par. */
type LoginInput = EndpointBody<typeof authEndpoints.login> & { ip: string };

/**
 * Cria a conta de uma pessoa (perfil `usuario`) e já abre a sessão dela; o perfil pode ficar
 * incompleto (a web leva a pessoa a /perfil).
 * Regras: ids das listas do perfil precisam existir e estar ativos; CPF e e-mail são únicos — a
 * garantia é a constraint unique do banco (cadastros simultâneos: um passa, o outro recebe 409).
 * @throws DADOS_INVALIDOS (lista do perfil inexistente), CONFLITO (CPF/e-mail em uso)
 */
export async function cadastrar(ctx: Ctx, input: CadastroInput): Promise<SessaoAberta> {
  await validarOpcoesPerfil(ctx, input);
  const emUso = await repo.cpfEmailEmUso(ctx.db, input.cpf, input.email);
  if (emUso.cpf || emUso.email) throw conflito((['cpf', 'email'] as const).filter((c) => emUso[c]));
  const senhaHash = await hashSenha(input.senha, ctx.config.auth.scryptLogN);
  const agora = ctx.now();
  try {
    const aberta = await ctx.db.transaction(async (tx) => {
      const pessoa = await repo.inserirUsuario(tx, {
        nome: input.nome, cpf: input.cpf, email: input.email, celular: input.celular, senhaHash, perfis: ['usuario'],
        dataNascimento: input.data_nascimento, registro: input.registro ?? null,
        cargoId: input.cargo_id ?? null, unidadeId: input.unidade_id ?? null, generoId: input.genero_id ?? null,
        orientacaoSexualId: input.orientacao_sexual_id ?? null, corRacaId: input.cor_raca_id ?? null,
        escolaridadeId: input.escolaridade_id ?? null, deficienciaId: input.deficiencia_id ?? null,
        criadoEm: agora, atualizadoEm: agora,
      });
      return abrirSessao({ ...ctx, db: tx }, pessoa, agora);
    });
    ctx.log.info({ usuarioId: aberta.sessao.usuario.id }, 'conta criada');
    return aberta;
  } catch (err) {
    const restricao = violacaoUnica(err);
    if (restricao === 'usuarios_cpf_unique') throw conflito(['cpf']);
    if (restricao === 'usuarios_email_unique') throw conflito(['email']);
    throw err;
  }
}

/**
 * Entra com CPF (com ou sem máscara) ou e-mail e senha.
 * Regras (limite por par (conta ou identificador, IP) — `conferirSenhaLimitada`, decisão 010):
 * - conta inexistente e senha errada respondem igual e no mesmo tempo (scrypt contra um hash de
 *   referência) e contam igual no limite: o identificador sem conta vira o alvo do par, então nem
 *   401/429 revela se a conta existe;
 * - a 5ª falha seguida de um IP põe só aquele par em espera por min(2^(falhas−5), 15) minutos (429);
 *   a dona da conta, de outro IP, continua entrando;
 * - logins simultâneos com a senha certa entram todos; de tentativas simultâneas erradas, no máximo 5
 *   senhas são conferidas antes da espera;
 * - a senha é conferida antes de revelar que a conta está desativada.
 * @throws CREDENCIAIS_INVALIDAS, MUITAS_TENTATIVAS, CONTA_DESATIVADA
 */
export async function entrar(ctx: Ctx, input: LoginInput): Promise<SessaoAberta> {
  const agora = ctx.now();
  const filtro = interpretarIdentificador(input.identificador);
  const pessoa = filtro ? await repo.buscarPessoa(ctx.db, filtro) : null;
  const alvo = pessoa ? { usuarioId: pessoa.id } : { identificador: identificadorNormalizado(filtro, input.identificador) };
  const certa = await conferirSenhaLimitada(ctx, {
    alvo, ip: input.ip, senha: input.senha, senhaHash: pessoa?.senhaHash ?? null, mensagemEspera: MSG_ESPERA_LOGIN,
  });
  if (!pessoa || !certa) {
    ctx.log.info(pessoa ? { usuarioId: pessoa.id } : {}, pessoa ? 'login recusado: senha incorreta' : 'login recusado: conta inexistente');
    throw new AppError('CREDENCIAIS_INVALIDAS', MSG_CREDENCIAIS);
  }
  if (!pessoa.ativo) throw new AppError('CONTA_DESATIVADA', MSG_DESATIVADA);
  const aberta = await abrirSessao(ctx, pessoa, agora);
  ctx.log.info({ usuarioId: pessoa.id }, 'sessão aberta com senha');
  return aberta;
}

/**
 * Confere a senha de uma conta pedida de novo por outra operação (a senha atual ao trocar e-mail ou
 * senha no perfil), sob o mesmo limite do login: mesmo par (a conta, o IP), as falhas somam com as do
 * login e, durante a espera, nenhuma senha é conferida.
 * @returns se a senha confere
 * @throws MUITAS_TENTATIVAS
 */
export function conferirSenhaDaConta(
  ctx: Ctx,
  input: { usuarioId: number; ip: string; senha: string; senhaHash: string | null },
): Promise<boolean> {
  return conferirSenhaLimitada(ctx, {
    alvo: { usuarioId: input.usuarioId }, ip: input.ip, senha: input.senha, senhaHash: input.senhaHash, mensagemEspera: MSG_ESPERA_SENHA_ATUAL,
  });
}

export interface EntradaRenovacao {
  refreshToken?: string | undefined;
  /** JWT do cookie de sessão e se a requisição veio da mesma origem. */
  cookie?: { valor: string; mesmaOrigem: boolean } | null;
}

/**
 * Renova a sessão. Com `refresh_token`: troca o segredo e devolve a sessão com o novo, derivado do
 * apresentado pelo HMAC do servidor. Janela de tolerância (decisão 010): até 30 s depois da troca, o
 * segredo anterior recebe o mesmo segredo novo e um token de acesso novo (duas abas, nova tentativa
 * depois de uma resposta perdida); depois disso, ou um segredo de duas trocas atrás, é reuso (sinal de
 * roubo) e revoga a sessão. Sem `refresh_token`, pelo cookie: só um novo token de acesso para a sessão
 * do cookie (escrita por cookie exige a mesma origem).
 * @throws NAO_AUTENTICADO (sessão inexistente, revogada, vencida ou conta desativada), ORIGEM_INVALIDA
 */
export async function renovarSessao(ctx: Ctx, entrada: EntradaRenovacao): Promise<SessaoAberta<Renovacao>> {
  const agora = ctx.now();
  if (entrada.refreshToken) {
    const lido = lerRefreshToken(ctx.selador, entrada.refreshToken);
    const s = lido ? await sessaoUtilizavel(ctx, lido.sessaoId, agora) : null;
    if (!lido || !s) throw sessaoInvalida();
    const novo = derivarSegredoRefresh(ctx.selador, lido.sessaoId, lido.segredo);
    const hashes = { apresentado: hashToken(lido.segredo), novo: hashToken(novo) };
    const trocou =
      (await repo.rotacionarRefresh(ctx.db, lido.sessaoId, hashes, agora)) ||
      (await repo.trocadoHaPouco(ctx.db, lido.sessaoId, hashes, new Date(agora.getTime() - JANELA_REFRESH_MS)));
    if (!trocou) {
      await repo.revogarSessao(ctx.db, lido.sessaoId, agora);
      ctx.log.warn({ usuarioId: s.id, sessaoId: lido.sessaoId }, 'refresh token reutilizado: sessão revogada');
      throw sessaoInvalida();
    }
    const r = await emitirTokens(ctx, s, { sessaoId: lido.sessaoId, expiraEm: s.expiraEm }, agora, { comCookie: true });
    return { ...r, sessao: { ...r.sessao, refresh_token: montarRefreshToken(lido.sessaoId, novo) } };
  }
  const claims = entrada.cookie ? await ctx.selador.verificar(entrada.cookie.valor, 'cookie', agora) : null;
  const s = claims ? await sessaoUtilizavel(ctx, claims.sessaoId, agora) : null;
  if (!claims || !s || s.id !== claims.usuarioId) throw sessaoInvalida();
  if (!entrada.cookie?.mesmaOrigem) throw new AppError('ORIGEM_INVALIDA', 'Requisição recusada: origem não autorizada.');
  return emitirTokens(ctx, s, { sessaoId: claims.sessaoId, expiraEm: s.expiraEm }, agora, { comCookie: false });
}

/**
 * Encerra a sessão identificada pelo `refresh_token`, pelo Bearer ou pelo cookie (só da mesma origem).
 * Idempotente: sem sessão identificável, não faz nada e não reclama.
 */
export async function sair(ctx: Ctx, entrada: EntradaRenovacao & { bearer?: string | null }): Promise<void> {
  const agora = ctx.now();
  const doRefresh = entrada.refreshToken ? lerRefreshToken(ctx.selador, entrada.refreshToken) : null;
  const doBearer = !doRefresh && entrada.bearer ? await ctx.selador.verificar(entrada.bearer, 'access', agora) : null;
  const doCookie =
    !doRefresh && !doBearer && entrada.cookie?.mesmaOrigem ? await ctx.selador.verificar(entrada.cookie.valor, 'cookie', agora) : null;
  const sessaoId = doRefresh?.sessaoId ?? doBearer?.sessaoId ?? doCookie?.sessaoId;
  if (!sessaoId) return;
  await repo.revogarSessao(ctx.db, sessaoId, agora);
  ctx.log.info({ sessaoId }, 'sessão encerrada');
}

/** Tipo da tarefa que procura a conta, gera o link e manda o e-mail de redefinição. */
export const TAREFA_RECUPERACAO = 'auth.recuperacao-senha';

/**
 * Pede o link de redefinição de senha. Responde sempre a mesma mensagem, na hora, depois de só
 * enfileirar uma tarefa (um INSERT, exista a conta ou não): a busca da conta, o token e o e-mail
 * seguem em segundo plano (`processarRecuperacao`), para que nem o corpo nem o tempo revelem se a
 * conta existe.
 */
export async function solicitarRecuperacao(ctx: Ctx, input: { email: string }): Promise<Mensagem> {
  await ctx.jobs.enfileirar(ctx.db, { tipo: TAREFA_RECUPERACAO, dados: { email: input.email }, maxTentativas: 3 });
  return { mensagem: MENSAGEM_RECUPERACAO };
}

/**
 * Tarefa de `solicitarRecuperacao`. Conta desativada ou inexistente não recebe nada. O token é
 * guardado só como SHA-256, vale 1 hora e descarta os anteriores; um pedido a menos de 1 minuto do
 * último link ainda não usado não faz nada (ninguém inunda a caixa de entrada de outra pessoa).
 * O e-mail entra na fila na mesma transação do token. O link usa APP_URL (ou http://localhost:PORT),
 * nunca cabeçalhos da requisição (envenenamento do link).
 */
export async function processarRecuperacao(ctx: Ctx, dados: unknown): Promise<void> {
  const email = EmailSchema.safeParse((dados as { email?: unknown })?.email);
  const pessoa = email.success ? await repo.buscarPessoa(ctx.db, { email: email.data }) : null;
  if (!pessoa || !pessoa.ativo) {
    ctx.log.info('recuperação de senha pedida para e-mail sem conta ativa');
    return;
  }
  const agora = ctx.now();
  const token = tokenAleatorio();
  const expiraEm = new Date(agora.getTime() + VALIDADE_TOKEN_SENHA_MS);
  const base = baseDoSite(ctx);
  const novo = await ctx.db.transaction(async (tx) => {
    const criado = await repo.substituirTokenSenha(tx, pessoa.id, { hash: hashToken(token), agora, expiraEm, intervaloMinimoMs: INTERVALO_RECUPERACAO_MS });
    if (criado) await enviarEmail({ ...ctx, db: tx }, montarEmailRecuperacao(pessoa.email, pessoa.nome, `${base}/redefinir-senha/${token}`));
    return criado;
  });
  ctx.log.info({ usuarioId: pessoa.id }, novo ? 'link de redefinição de senha enfileirado' : 'recuperação de senha ignorada: link enviado há menos de 1 minuto');
}

export const tarefaRecuperacao = definirTarefa({ nome: TAREFA_RECUPERACAO, dados: z.object({ email: z.string() }), executar: processarRecuperacao, tentativas: 3 });

/**
 * Define a nova senha com o token do e-mail. Regras: token de uso único e válido por 1 hora, consumido
 * por UPDATE condicional na mesma transação da troca (dois usos simultâneos: só um passa); esquece
 * as falhas de senha da conta em todos os IPs (a espera acaba) e revoga todas as sessões da pessoa.
 * @throws TOKEN_INVALIDO
 */
export async function redefinirSenha(ctx: Ctx, input: { token: string; senha: string }): Promise<Mensagem> {
  const tokenHash = hashToken(input.token);
  // pré-checagem barata: token inválido não custa um scrypt
  if (!(await repo.tokenSenhaValido(ctx.db, tokenHash, ctx.now()))) throw new AppError('TOKEN_INVALIDO', MSG_TOKEN_INVALIDO);
  const senhaHash = await hashSenha(input.senha, ctx.config.auth.scryptLogN);
  const agora = ctx.now();
  const usuarioId = await ctx.db.transaction(async (tx) => {
    const id = await repo.consumirTokenSenha(tx, tokenHash, agora);
    if (id === null) return null;
    await repo.definirSenha(tx, id, senhaHash, agora);
    await esquecerFalhasDaConta({ db: tx }, id);
    await repo.revogarSessoesDoUsuario(tx, id, agora);
    return id;
  });
  if (usuarioId === null) throw new AppError('TOKEN_INVALIDO', MSG_TOKEN_INVALIDO);
  ctx.log.info({ usuarioId }, 'senha redefinida; sessões revogadas');
  return { mensagem: 'Senha redefinida com sucesso.' };
}

/**
 * Entra com o ID token do Google. Regras: desligado sem GOOGLE_CLIENT_ID; token verificado (assinatura,
 * emissor, audiência, validade) com e-mail verificado; só contas existentes — pelo vínculo (`google_sub`)
 * ou pelo e-mail, que então fica vinculado; nunca cria conta; conta vinculada a outro Google é recusada.
 * @throws INDISPONIVEL (404 sem GOOGLE_CLIENT_ID; 503 com o Google inacessível), CREDENCIAIS_INVALIDAS,
 *   SEM_PERMISSAO (e-mail sem conta), CONTA_DESATIVADA
 */
export async function entrarComGoogle(ctx: Ctx, input: { credential: string }): Promise<SessaoAberta> {
  const clientId = ctx.config.auth.googleClientId;
  // 404, não 503: é a configuração desta instalação, não uma falha que o cliente possa esperar passar
  if (!clientId) throw new AppError('INDISPONIVEL', 'Login com Google indisponível no momento.', { status: 404 });
  const agora = ctx.now();
  const google = await verificarCredencialGoogle(input.credential, { chaves: chavesGoogle(ctx.config), clientId, agora });
  const pessoa =
    (await repo.buscarPessoa(ctx.db, { googleSub: google.sub })) ?? (await repo.buscarPessoa(ctx.db, { email: google.email }));
  if (!pessoa) throw new AppError('SEM_PERMISSAO', 'E-mail não localizado. Faça o cadastro completo antes de entrar com Google.');
  if (pessoa.googleSub !== null && pessoa.googleSub !== google.sub) {
    throw new AppError('SEM_PERMISSAO', 'Esta conta já está vinculada a outra conta Google. Entre com CPF/e-mail e senha.');
  }
  if (!pessoa.ativo) throw new AppError('CONTA_DESATIVADA', MSG_DESATIVADA);
  const aberta = await ctx.db.transaction(async (tx) => {
    if (pessoa.googleSub === null) await repo.vincularGoogle(tx, pessoa.id, google.sub, agora);
    return abrirSessao({ ...ctx, db: tx }, pessoa, agora);
  });
  ctx.log.info({ usuarioId: pessoa.id }, 'sessão aberta com Google');
  return aberta;
}

/** CPF (11 dígitos, com ou sem máscara) ou e-mail válido; outra coisa não corresponde a conta alguma. */
function interpretarIdentificador(identificador: string): { cpf: string } | { email: string } | null {
  if (identificador.includes('@')) {
    const email = EmailSchema.safeParse(identificador);
    return email.success ? { email: email.data } : null;
  }
  if (!/^[\d.\-\s]+$/.test(identificador)) return null;
  const cpf = somenteDigitos(identificador);
  return cpf.length === 11 ? { cpf } : null;
}

/** Sessão ativa, não vencida, de conta ativa; nulo caso contrário. */
async function sessaoUtilizavel(ctx: Ctx, sessaoId: string, agora: Date) {
  const s = await repo.buscarSessaoComPessoa(ctx.db, sessaoId);
  return s && !s.revogadaEm && s.expiraEm > agora && s.ativo ? s : null;
}

function sessaoInvalida(): AppError {
  return new AppError('NAO_AUTENTICADO', MSG_SESSAO_INVALIDA);
}

function erroCampos(code: 'DADOS_INVALIDOS' | 'CONFLITO', campos: CampoInvalido[]): AppError {
  return new AppError(code, campos.map((c) => c.mensagem).join(' '), { details: { campos } });
}

function conflito(campos: ('cpf' | 'email')[]): AppError {
  return erroCampos('CONFLITO', campos.map((campo) => ({ campo, mensagem: MSG_CONFLITO[campo] })));
}

/**
 * Encerra todas as sessões ativas de uma pessoa (a gestão de usuários, ao desativar uma conta, chama
 * com o `tx` da sua transação em `ctx.db`). Devolve quantas foram encerradas.
 */
export function revogarSessoesDaPessoa(ctx: Pick<Ctx, 'db' | 'now'>, usuarioId: number): Promise<number> {
  return repo.revogarSessoesDoUsuario(ctx.db, usuarioId, ctx.now());
}
