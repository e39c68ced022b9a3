/**
 * Código do QR ao vivo: 6 dígitos derivados (HMAC do selador da app) da turma e do período de 30 s.
 * O projetor mostra o código do período atual; vale também o dos dois períodos anteriores (até 90 s),
 * para quem escaneou no fim de um período ou pegou uma rede lenta. Nada é guardado no banco.
 */
import type { Selador } from '../../lib/auth/tokens.ts';
import type { Db } from '../../db/client.ts';
import { contagemNaJanela, contarNaJanela, devolverNaJanela } from '../../lib/limites.repository.ts';

export const PERIODO_DO_CODIGO_MS = 30_000;
/** Períodos anteriores ao atual que ainda valem. */
const PERIODOS_DE_TOLERANCIA = 2;

const periodoDe = (agora: Date) => Math.floor(agora.getTime() / PERIODO_DO_CODIGO_MS);

function codigoDoPeriodo(selador: Selador, turmaId: number, periodo: number): string {
  const selo = Buffer.from(selador.selar(`presenca-ao-vivo:${turmaId}:${periodo}`), 'base64url');
  return String(selo.readUInt32BE(0) % 1_000_000).padStart(6, '0');
}

/** O código que o projetor mostra agora e quando ele troca. */
export function codigoAtual(selador: Selador, turmaId: number, agora: Date): { codigo: string; expiraEm: Date } {
  const periodo = periodoDe(agora);
  return { codigo: codigoDoPeriodo(selador, turmaId, periodo), expiraEm: new Date((periodo + 1) * PERIODO_DO_CODIGO_MS) };
}

/** O código confere com o do período atual ou com o de um dos dois anteriores. */
export function codigoConfere(selador: Selador, turmaId: number, codigo: string, agora: Date): boolean {
  const periodo = periodoDe(agora);
  for (let p = periodo; p >= periodo - PERIODOS_DE_TOLERANCIA; p--) {
    if (codigoDoPeriodo(selador, turmaId, p) === codigo) return true;
  }
  return false;
}

/**
 * Limite de códigos errados por pessoa e turma (contra quem tenta adivinhar os 6 dígitos de casa):
 * 5 erros em 10 minutos bloqueiam novas tentativas até a janela passar. No banco (`limites_de_taxa`,
 * decisão 027): todos os processos contam juntos.
 */
export const ERROS_DE_CODIGO_PERMITIDOS = 5;
const JANELA_DOS_ERROS_MS = 10 * 60_000;
const chave = (usuarioId: number, turmaId: number) => `qr:${usuarioId}:${turmaId}`;

/**
 * A pessoa está bloqueada na turma: 5 códigos errados (ou em conferência) nos últimos 10 minutos. Só
 * lê: um código certo passa por aqui e nunca conta como erro, mas também não fura um bloqueio (senão o
 * bloqueio viraria um oráculo: o chute certo passaria e os errados não).
 */
export async function bloqueadoPorCodigosErrados(db: Db, usuarioId: number, turmaId: number, agora: Date): Promise<boolean> {
  return (await contagemNaJanela(db, chave(usuarioId, turmaId), agora)) >= ERROS_DE_CODIGO_PERMITIDOS;
}

/**
 * Reserva uma tentativa de código que não confere para a pessoa na turma, antes de qualquer espera
 * (pedidos simultâneos contam todos, também em processos diferentes): falso quando já houve 5 erros nos
 * últimos 10 minutos. Quem é recusado por outro motivo, ou confirma mesmo assim (turma sem a exigência),
 * devolve a tentativa (`devolverTentativaDeCodigo`).
 */
export async function reservarTentativaDeCodigo(db: Db, usuarioId: number, turmaId: number, agora: Date): Promise<boolean> {
  const { contagem } = await contarNaJanela(db, chave(usuarioId, turmaId), JANELA_DOS_ERROS_MS, agora);
  if (contagem <= ERROS_DE_CODIGO_PERMITIDOS) return true;
  await devolverNaJanela(db, chave(usuarioId, turmaId));
  return false;
}

export async function devolverTentativaDeCodigo(db: Db, usuarioId: number, turmaId: number): Promise<void> {
  await devolverNaJanela(db, chave(usuarioId, turmaId));
}
