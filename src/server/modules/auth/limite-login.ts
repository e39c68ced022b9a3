/**
 * Limite de tentativas de senha por par (alvo, IP) — docs/decisoes/010-limites-de-login.md.
 *
 * Alvo é a conta (login por CPF ou e-mail, senha atual do perfil) ou, quando não há conta, o
 * identificador normalizado: os dois contam e esperam igual, então 401/429 não revela quem existe.
 * Cada par tem a sua espera; uma rajada de um IP não alcança a dona da conta em outro lugar.
 */
import { setTimeout as dormir } from 'node:timers/promises';
import type { Ctx } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { conferirSenha, hashDeReferencia } from '../../lib/senha.ts';
import * as repo from './limite-login.repository.ts';

/** A partir desta falha seguida o par espera 2^(falhas − 5) minutos… */
export const FALHAS_ANTES_DO_ATRASO = 5;
/** …no máximo 15 minutos. */
export const ATRASO_MAXIMO_MINUTOS = 15;
/** Teto do contador de falhas (a espera já é a máxima muito antes disso). */
export const FALHAS_LOGIN_MAXIMO = 1000;
/** Uma vaga tomada há mais que isto é de um processo que caiu (uma conferência leva menos de 1 s). */
export const VALIDADE_VAGA_MS = 60_000;
/**
 * Quanto uma tentativa espera, no relógio real, que as conferências em andamento do par liberem vaga.
 * Na prática a espera dura o scrypt das outras (décimos de segundo); o teto só importa com o servidor
 * sobrecarregado ou com vagas presas por um processo que caiu.
 */
export const ESPERA_POR_VAGA_MS = 20_000;
/** Pares sem atividade há mais que isto são apagados (e começam do zero). */
export const RETENCAO_MS = 24 * 60 * 60_000;
/** Linhas antigas apagadas a cada par que começa a falhar (mais do que cada falha cria). */
const LOTE_LIMPEZA = 100;

const REGRA: repo.RegraLimite = {
  limite: FALHAS_ANTES_DO_ATRASO,
  maxMinutos: ATRASO_MAXIMO_MINUTOS,
  maxFalhas: FALHAS_LOGIN_MAXIMO,
  validadeVagaMs: VALIDADE_VAGA_MS,
};

/** De quem é a senha: uma conta, ou um identificador (já normalizado) que não corresponde a conta. */
export type AlvoSenha = { usuarioId: number } | { identificador: string };

/** Identificador sem conta, normalizado: CPF só com dígitos, e-mail minúsculo, o resto aparado e minúsculo. */
export function identificadorNormalizado(filtro: { cpf: string } | { email: string } | null, bruto: string): string {
  if (filtro && 'cpf' in filtro) return `cpf:${filtro.cpf}`;
  if (filtro) return `email:${filtro.email}`;
  return `texto:${bruto.trim().toLowerCase()}`;
}

/** Chave do par: selo HMAC do servidor (nem o identificador nem o IP ficam legíveis no banco). */
export function chaveDoPar(ctx: Pick<Ctx, 'selador'>, alvo: AlvoSenha, ip: string): string {
  const quem = 'usuarioId' in alvo ? `conta:${alvo.usuarioId}` : `identificador:${alvo.identificador}`;
  return ctx.selador.selar(`limite-senha:${quem}|${ip}`);
}

export interface ConferenciaLimitada {
  alvo: AlvoSenha;
  /** IP do cliente (`req.ip`, que respeita TRUST_PROXY). */
  ip: string;
  senha: string;
  /** Hash guardado; nulo (sem conta, ou conta sem senha) nunca confere, mas custa o mesmo scrypt. */
  senhaHash: string | null;
  /** Início da mensagem do 429 ("Muitas tentativas de login sem sucesso."). */
  mensagemEspera: string;
}

/**
 * Confere uma senha sob o limite do par (alvo, IP). Regras:
 * - antes do scrypt, a tentativa toma uma vaga do par (upsert atômico). Conferências em andamento mais
 *   falhas seguidas nunca passam de 5: de muitas tentativas simultâneas, no máximo 5 senhas são
 *   conferidas antes de a espera começar; as outras aguardam a vaga (até 20 s) — se as primeiras
 *   acertam, elas seguem; se erram, recebem 429;
 * - a 5ª falha seguida põe o par em espera por min(2^(falhas−5), 15) minutos; durante a espera nenhuma
 *   senha do par é conferida (429), e depois dela uma de cada vez;
 * - o acerto zera as falhas do par (não as de outros IPs);
 * - pares sem atividade há 24 horas são apagados.
 * @returns se a senha confere
 * @throws MUITAS_TENTATIVAS
 */
export async function conferirSenhaLimitada(ctx: Ctx, c: ConferenciaLimitada): Promise<boolean> {
  const par: repo.Par = { chave: chaveDoPar(ctx, c.alvo, c.ip), usuarioId: 'usuarioId' in c.alvo ? c.alvo.usuarioId : null };
  await tomarVaga(ctx, par, c.mensagemEspera);
  let certa: boolean;
  try {
    const hash = c.senhaHash ?? (await hashDeReferencia(ctx.config.auth.scryptLogN));
    certa = (await conferirSenha(c.senha, hash)) && c.senhaHash !== null;
  } catch (err) {
    await repo.devolverVaga(ctx.db, par.chave);
    throw err;
  }
  const agora = ctx.now();
  if (certa) {
    await repo.registrarAcerto(ctx.db, par.chave, agora);
    return true;
  }
  const falhas = await repo.registrarFalha(ctx.db, par, agora, REGRA);
  // cada par que começa a falhar apaga mais linhas antigas do que cria: a tabela não cresce sem limite
  if (falhas === 1) await repo.apagarAntigas(ctx.db, new Date(agora.getTime() - RETENCAO_MS), LOTE_LIMPEZA);
  return false;
}

/** Esquece as falhas de todos os pares de uma conta (senha redefinida). `ctx.db` pode ser um `tx`. */
export function esquecerFalhasDaConta(ctx: Pick<Ctx, 'db'>, usuarioId: number): Promise<void> {
  return repo.apagarDaConta(ctx.db, usuarioId);
}

/** Toma uma vaga do par; com as vagas ocupadas por conferências em andamento, tenta de novo em seguida. */
async function tomarVaga(ctx: Ctx, par: repo.Par, mensagem: string): Promise<void> {
  const desiste = performance.now() + ESPERA_POR_VAGA_MS;
  for (let volta = 0; ; volta++) {
    const agora = ctx.now();
    if (await repo.reservarVaga(ctx.db, par, agora, REGRA)) return;
    const estado = await repo.lerPar(ctx.db, par.chave);
    const esperaAte = estado?.esperaAte && estado.esperaAte > agora ? estado.esperaAte : null;
    if (esperaAte || performance.now() >= desiste) {
      ctx.log.info({ usuarioId: par.usuarioId, emEspera: Boolean(esperaAte) }, 'conferência de senha recusada: par em espera');
      throw muitasTentativas(mensagem, agora, esperaAte ?? new Date(agora.getTime() + 60_000));
    }
    await dormir(Math.min(10 * 2 ** volta, 100));
  }
}

function muitasTentativas(mensagem: string, agora: Date, ate: Date): AppError {
  const segundos = Math.max(1, Math.ceil((ate.getTime() - agora.getTime()) / 1000));
  const minutos = Math.max(1, Math.ceil(segundos / 60));
  const quando = minutos === 1 ? '1 minuto' : `${minutos} minutos`;
  return new AppError('MUITAS_TENTATIVAS', `${mensagem} Aguarde ${quando} e tente novamente.`, {
    details: { aguardar_segundos: segundos },
  });
}
