import type { JWTVerifyGetKey } from 'jose';
import { MENSAGEM_RECUPERACAO, type authEndpoints, type Renovacao } from '#shared/contracts/auth.ts';
import type { Mensagem } from '#shared/contracts/comum.ts';
import { EmailSchema } from '#shared/contracts/campos.ts';
import type { EndpointBody } from '#shared/contracts/endpoint.ts';
import type { CampoInvalido } from '#shared/errors.ts';
import { somenteDigitos } from '#shared/rules/cpf.ts';
import type { Config } from '../../config.ts';
import type { Ctx } from '../../lib/context.ts';
import { AppError, violacaoUnica } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { conferirSenha, hashDeReferencia, hashSenha } from '../../lib/senha.ts';
import { validarOpcoesPerfil } from '../perfil/perfil.service.ts';
import * as repo from './auth.repository.ts';
import { montarEmailRecuperacao } from './email-recuperacao.ts';
import { verificarCredencialGoogle } from './google.ts';
import { gerarSegredoRefresh, lerRefreshToken, montarRefreshToken } from './refresh-token.ts';
import { executarEmSegundoPlano } from './segundo-plano.ts';
import { revogarSessoesDoUsuario } from './sessoes.repository.ts';
import { abrirSessao, emitirTokens, type DepsSessao, type SessaoAberta } from './sessao.ts';
import { hashToken, tokenAleatorio } from './tokens.ts';

export type { DepsSessao, SessaoAberta } from './sessao.ts';

/** A partir desta falha seguida a conta espera 2^(falhas − 5) minutos… */
export const FALHAS_ANTES_DO_ATRASO = 5;
/** …no máximo 15 minutos. */
export const ATRASO_MAXIMO_MINUTOS = 15;
/** Teto do contador de falhas de login (a espera já é a máxima muito antes disso). */
export const FALHAS_LOGIN_MAXIMO = 1000;
const REGRA_ATRASO = { limite: FALHAS_ANTES_DO_ATRASO, maxMinutos: ATRASO_MAXIMO_MINUTOS, maxFalhas: FALHAS_LOGIN_MAXIMO };
/** Intervalo mínimo entre dois links de redefinição de senha para a mesma conta. */
export const INTERVALO_RECUPERACAO_MS = 60_000;
/** Validade do link de redefinição de senha. */
export const VALIDADE_TOKEN_SENHA_MS = 60 * 60 * 1000;

const MSG_CREDENCIAIS = 'CPF/e-mail ou senha inválidos.';
const MSG_SESSAO_INVALIDA = 'Sessão expirada ou inválida. Entre novamente.';
const MSG_DESATIVADA = 'Sua conta está desativada. Procure a Escola da Saúde.';
const MSG_TOKEN_INVALIDO = 'Link inválido ou expirado. Gere um novo link de redefinição.';
const MSG_CONFLITO = { cpf: 'Este CPF já está em uso.', email: 'Este e-mail já está em uso.' } as const;

type CadastroInput = EndpointBody<typeof authEndpoints.cadastro>;
type LoginInput = EndpointBody<typeof authEndpoints.login>;

/**
 * Cria a conta de uma pessoa (perfil `usuario`) e já abre a sessão dela; o perfil pode ficar
 * incompleto (a web leva a pessoa a /perfil).
 * Regras: ids das listas do perfil precisam existir e estar ativos; CPF e e-mail são únicos — a
 * garantia é a constraint unique do banco (cadastros simultâneos: um passa, o outro recebe 409).
 * @throws DADOS_INVALIDOS (lista do perfil inexistente), CONFLITO (CPF/e-mail em uso)
 */
export async function cadastrar(ctx: Ctx, deps: DepsSessao, input: CadastroInput): Promise<SessaoAberta> {
  await validarOpcoesPerfil(ctx.db, input);
  const emUso = await repo.cpfEmailEmUso(ctx.db, input.cpf, input.email);
  if (emUso.cpf || emUso.email) throw conflito((['cpf', 'email'] as const).filter((c) => emUso[c]));
  const senhaHash = await hashSenha(input.senha, deps.config.auth.scryptLogN);
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
      return abrirSessao(tx, deps, pessoa, agora);
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
 * Regras:
 * - conta inexistente e senha errada respondem igual e no mesmo tempo (scrypt contra um hash de referência);
 * - antes de conferir a senha, a tentativa é reservada num UPDATE atômico que já a conta como falha
 *   (`falhas_login`, com teto); a 5ª seguida põe a conta em espera por min(2^(falhas−5), 15) minutos,
 *   e enquanto ela dura nenhuma senha é conferida (429). Assim, tentativas simultâneas nunca conferem
 *   mais de 5 senhas antes da espera;
 * - a senha certa só abre a sessão se, ao fim da conferência, a conta não estiver em espera por causa
 *   de outra tentativa (429 se estiver); o acerto zera o contador;
 * - a senha é conferida antes de revelar que a conta está desativada.
 * @throws CREDENCIAIS_INVALIDAS, MUITAS_TENTATIVAS, CONTA_DESATIVADA
 */
export async function entrar(ctx: Ctx, deps: DepsSessao, input: LoginInput): Promise<SessaoAberta> {
  const agora = ctx.now();
  const filtro = interpretarIdentificador(input.identificador);
  const pessoa = filtro ? await repo.buscarPessoa(ctx.db, filtro) : null;
  const referencia = () => hashDeReferencia(deps.config.auth.scryptLogN);
  if (!pessoa) {
    await conferirSenha(input.senha, await referencia());
    ctx.log.info('login recusado: conta inexistente');
    throw new AppError('CREDENCIAIS_INVALIDAS', MSG_CREDENCIAIS);
  }
  const tentativa = await repo.reservarTentativaLogin(ctx.db, pessoa.id, agora, REGRA_ATRASO);
  if (tentativa === null) throw await contaEmEspera(ctx, pessoa.id, agora);
  const certa = (await conferirSenha(input.senha, pessoa.senhaHash ?? (await referencia()))) && pessoa.senhaHash !== null;
  if (!certa) {
    ctx.log.info({ usuarioId: pessoa.id, falhas: tentativa }, 'login recusado: senha incorreta');
    throw new AppError('CREDENCIAIS_INVALIDAS', MSG_CREDENCIAIS);
  }
  const aberta = await ctx.db.transaction(async (tx) => {
    if (!(await repo.confirmarLogin(tx, pessoa.id, tentativa, agora))) return 'em-espera' as const;
    return pessoa.ativo ? abrirSessao(tx, deps, pessoa, agora) : ('desativada' as const);
  });
  if (aberta === 'em-espera') {
    ctx.log.info({ usuarioId: pessoa.id }, 'login recusado: conta entrou em espera durante a conferência');
    throw await contaEmEspera(ctx, pessoa.id, agora);
  }
  if (aberta === 'desativada') throw new AppError('CONTA_DESATIVADA', MSG_DESATIVADA);
  ctx.log.info({ usuarioId: pessoa.id }, 'sessão aberta com senha');
  return aberta;
}

export interface EntradaRenovacao {
  refreshToken?: string | undefined;
  /** JWT do cookie de sessão e se a requisição veio da mesma origem. */
  cookie?: { valor: string; mesmaOrigem: boolean } | null;
}

/**
 * Renova a sessão. Com `refresh_token`: troca o segredo (o antigo deixa de valer) e devolve a sessão
 * com o novo; apresentar um segredo já trocado revoga a sessão (sinal de roubo). Sem ele, pelo cookie:
 * só um novo token de acesso para a sessão do cookie (escrita por cookie exige a mesma origem).
 * @throws NAO_AUTENTICADO (sessão inexistente, revogada, vencida ou conta desativada), ORIGEM_INVALIDA
 */
export async function renovarSessao(ctx: Ctx, deps: DepsSessao, entrada: EntradaRenovacao): Promise<SessaoAberta<Renovacao>> {
  const agora = ctx.now();
  if (entrada.refreshToken) {
    const lido = lerRefreshToken(deps.assinador, entrada.refreshToken);
    const s = lido ? await sessaoUtilizavel(ctx, lido.sessaoId, agora) : null;
    if (!lido || !s) throw sessaoInvalida();
    const novo = gerarSegredoRefresh(deps.assinador, lido.sessaoId);
    if (!(await repo.rotacionarRefresh(ctx.db, lido.sessaoId, hashToken(lido.segredo), hashToken(novo), agora))) {
      await repo.revogarSessao(ctx.db, lido.sessaoId, agora);
      ctx.log.warn({ usuarioId: s.id, sessaoId: lido.sessaoId }, 'refresh token reutilizado: sessão revogada');
      throw sessaoInvalida();
    }
    const r = await emitirTokens(deps, s, { sessaoId: lido.sessaoId, expiraEm: s.expiraEm }, agora, { comCookie: true });
    return { ...r, sessao: { ...r.sessao, refresh_token: montarRefreshToken(lido.sessaoId, novo) } };
  }
  const claims = entrada.cookie ? await deps.assinador.verificar(entrada.cookie.valor, 'cookie', agora) : null;
  const s = claims ? await sessaoUtilizavel(ctx, claims.sessaoId, agora) : null;
  if (!claims || !s || s.id !== claims.usuarioId) throw sessaoInvalida();
  if (!entrada.cookie?.mesmaOrigem) throw new AppError('ORIGEM_INVALIDA', 'Requisição recusada: origem não autorizada.');
  return emitirTokens(deps, s, { sessaoId: claims.sessaoId, expiraEm: s.expiraEm }, agora, { comCookie: false });
}

/**
 * Encerra a sessão identificada pelo `refresh_token`, pelo Bearer ou pelo cookie (só da mesma origem).
 * Idempotente: sem sessão identificável, não faz nada e não reclama.
 */
export async function sair(ctx: Ctx, deps: DepsSessao, entrada: EntradaRenovacao & { bearer?: string | null }): Promise<void> {
  const agora = ctx.now();
  const doRefresh = entrada.refreshToken ? lerRefreshToken(deps.assinador, entrada.refreshToken) : null;
  const doBearer = !doRefresh && entrada.bearer ? await deps.assinador.verificar(entrada.bearer, 'access', agora) : null;
  const doCookie =
    !doRefresh && !doBearer && entrada.cookie?.mesmaOrigem ? await deps.assinador.verificar(entrada.cookie.valor, 'cookie', agora) : null;
  const sessaoId = doRefresh?.sessaoId ?? doBearer?.sessaoId ?? doCookie?.sessaoId;
  if (!sessaoId) return;
  await repo.revogarSessao(ctx.db, sessaoId, agora);
  ctx.log.info({ sessaoId }, 'sessão encerrada');
}

export interface DepsRecuperacao {
  mailer: Mailer;
  config: Pick<Config, 'appUrl' | 'port'>;
}

/**
 * Pede o link de redefinição de senha. Responde sempre a mesma mensagem, na hora: a busca da conta,
 * o token (guardado só como SHA-256, 1 hora, os anteriores descartados) e o e-mail seguem em segundo
 * plano, para que nem o corpo nem o tempo revelem se a conta existe. Conta desativada não recebe link.
 * Um pedido a menos de 1 minuto do último link ainda não usado não faz nada (nem invalida o link
 * enviado nem manda outro e-mail): ninguém inunda a caixa de entrada de outra pessoa.
 * O link usa APP_URL (ou http://localhost:PORT), nunca cabeçalhos da requisição (envenenamento do link).
 */
export async function solicitarRecuperacao(ctx: Ctx, deps: DepsRecuperacao, email: string): Promise<Mensagem> {
  const agora = ctx.now();
  executarEmSegundoPlano(ctx.log, 'e-mail de recuperação de senha', async () => {
    const pessoa = await repo.buscarPessoa(ctx.db, { email });
    if (!pessoa || !pessoa.ativo) {
      ctx.log.info('recuperação de senha pedida para e-mail sem conta ativa');
      return;
    }
    const token = tokenAleatorio();
    const expiraEm = new Date(agora.getTime() + VALIDADE_TOKEN_SENHA_MS);
    const novo = await ctx.db.transaction((tx) =>
      repo.substituirTokenSenha(tx, pessoa.id, { hash: hashToken(token), agora, expiraEm, intervaloMinimoMs: INTERVALO_RECUPERACAO_MS }),
    );
    if (!novo) {
      ctx.log.info({ usuarioId: pessoa.id }, 'recuperação de senha ignorada: link enviado há menos de 1 minuto');
      return;
    }
    const base = deps.config.appUrl ?? `http://localhost:${deps.config.port}`;
    await deps.mailer.enviar(montarEmailRecuperacao(pessoa.email, pessoa.nome, `${base}/redefinir-senha/${token}`));
    ctx.log.info({ usuarioId: pessoa.id }, 'link de redefinição de senha enviado');
  });
  return { mensagem: MENSAGEM_RECUPERACAO };
}

/**
 * Define a nova senha com o token do e-mail. Regras: token de uso único e válido por 1 hora, consumido
 * por UPDATE condicional na mesma transação da troca (dois usos simultâneos: só um passa); zera o
 * atraso por falhas de login e revoga todas as sessões da pessoa.
 * @throws TOKEN_INVALIDO
 */
export async function redefinirSenha(
  ctx: Ctx,
  deps: { config: Pick<Config, 'auth'> },
  input: { token: string; senha: string },
): Promise<Mensagem> {
  const tokenHash = hashToken(input.token);
  // pré-checagem barata: token inválido não custa um scrypt
  if (!(await repo.tokenSenhaValido(ctx.db, tokenHash, ctx.now()))) throw new AppError('TOKEN_INVALIDO', MSG_TOKEN_INVALIDO);
  const senhaHash = await hashSenha(input.senha, deps.config.auth.scryptLogN);
  const agora = ctx.now();
  const usuarioId = await ctx.db.transaction(async (tx) => {
    const id = await repo.consumirTokenSenha(tx, tokenHash, agora);
    if (id === null) return null;
    await repo.definirSenha(tx, id, senhaHash, agora);
    await revogarSessoesDoUsuario(tx, id, agora);
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
export async function entrarComGoogle(
  ctx: Ctx,
  deps: DepsSessao & { chavesGoogle: JWTVerifyGetKey },
  credential: string,
): Promise<SessaoAberta> {
  const clientId = deps.config.auth.googleClientId;
  // 404, não 503: é a configuração desta instalação, não uma falha que o cliente possa esperar passar
  if (!clientId) throw new AppError('INDISPONIVEL', 'Login com Google indisponível no momento.', { status: 404 });
  const agora = ctx.now();
  const google = await verificarCredencialGoogle(credential, { chaves: deps.chavesGoogle, clientId, agora });
  const pessoa =
    (await repo.buscarPessoa(ctx.db, { googleSub: google.sub })) ?? (await repo.buscarPessoa(ctx.db, { email: google.email }));
  if (!pessoa) throw new AppError('SEM_PERMISSAO', 'E-mail não localizado. Faça o cadastro completo antes de entrar com Google.');
  if (pessoa.googleSub !== null && pessoa.googleSub !== google.sub) {
    throw new AppError('SEM_PERMISSAO', 'Esta conta já está vinculada a outra conta Google. Entre com CPF/e-mail e senha.');
  }
  if (!pessoa.ativo) throw new AppError('CONTA_DESATIVADA', MSG_DESATIVADA);
  const aberta = await ctx.db.transaction(async (tx) => {
    if (pessoa.googleSub === null) await repo.vincularGoogle(tx, pessoa.id, google.sub, agora);
    return abrirSessao(tx, deps, pessoa, agora);
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

/** 429 com quanto falta da espera (lida do banco: pode ter sido posta por uma tentativa simultânea). */
async function contaEmEspera(ctx: Ctx, usuarioId: number, agora: Date): Promise<AppError> {
  const fim = await repo.fimDaEspera(ctx.db, usuarioId);
  const ate = fim && fim > agora ? fim : new Date(agora.getTime() + 60_000);
  const minutos = Math.max(1, Math.ceil((ate.getTime() - agora.getTime()) / 60_000));
  const quando = minutos === 1 ? '1 minuto' : `${minutos} minutos`;
  return new AppError('MUITAS_TENTATIVAS', `Muitas tentativas de login sem sucesso. Aguarde ${quando} e tente novamente.`, {
    details: { aguardar_segundos: Math.ceil((ate.getTime() - agora.getTime()) / 1000) },
  });
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

/** Encerra todas as sessões ativas de uma pessoa (usado pela gestão de usuários ao desativar uma conta). */
export { revogarSessoesDoUsuario } from './sessoes.repository.ts';
