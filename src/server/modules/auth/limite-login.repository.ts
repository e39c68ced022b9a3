import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tentativasLogin as t } from '../../db/schema/index.ts';

/** As regras do limite por par (valores em limite-login.ts). */
export interface RegraLimite {
  /** Falhas seguidas do par antes da espera (2 ou mais); também o máximo de conferências ao mesmo tempo. */
  limite: number;
  /** Espera máxima, em minutos. */
  maxMinutos: number;
  /** Teto do contador de falhas (o expoente da espera nunca passa de log2(maxMinutos)). */
  maxFalhas: number;
  /** Vaga tomada há mais que isto não conta mais (processo que caiu no meio da conferência). */
  validadeVagaMs: number;
}

export interface Par {
  chave: string;
  usuarioId: number | null;
}

const iso = (d: Date) => d.toISOString();

/**
 * Toma uma vaga para conferir uma senha do par, num só INSERT … ON CONFLICT DO UPDATE com condição:
 * atômico por linha também no READ COMMITTED do PostgreSQL (quem chega depois espera a trava da
 * linha e reavalia a condição). A vaga só é dada fora da espera e se as conferências em andamento
 * mais as falhas seguidas ficam abaixo do `limite` (depois do limite, uma de cada vez).
 * Verdadeiro = vaga tomada; falso = par em espera ou com as vagas ocupadas (veja `lerPar`).
 */
export async function reservarVaga(db: Db, par: Par, agora: Date, regra: RegraLimite): Promise<boolean> {
  const corte = new Date(agora.getTime() - regra.validadeVagaMs);
  const emConferencia = sql`(case when ${t.reservadaEm} > ${iso(corte)}::timestamptz then ${t.emConferencia} else 0 end)`;
  const r = await db
    .insert(t)
    .values({ chave: par.chave, usuarioId: par.usuarioId, falhas: 0, emConferencia: 1, reservadaEm: agora, atualizadaEm: agora })
    .onConflictDoUpdate({
      target: t.chave,
      set: { emConferencia: sql`${emConferencia} + 1`, reservadaEm: agora, atualizadaEm: agora },
      setWhere: sql`(${t.esperaAte} is null or ${t.esperaAte} <= ${iso(agora)}::timestamptz)
        and ${emConferencia} < greatest(1, ${regra.limite}::int - ${t.falhas})`,
    })
    .returning({ chave: t.chave });
  return r.length > 0;
}

/** Estado do par (nulo se não há linha). */
export async function lerPar(db: Db, chave: string) {
  const [l] = await db.select({ falhas: t.falhas, esperaAte: t.esperaAte }).from(t).where(eq(t.chave, chave)).limit(1);
  return l ?? null;
}

/**
 * Senha errada: devolve a vaga e soma uma falha (com teto); a de número `limite` em diante põe o par em
 * espera por `min(2^(n − limite), maxMinutos)` minutos. Upsert: a linha pode ter sumido no meio-tempo
 * (redefinição de senha), e a falha conta mesmo assim. Devolve o número de falhas seguidas.
 */
export async function registrarFalha(db: Db, par: Par, agora: Date, regra: RegraLimite): Promise<number> {
  // teto antes de somar: nem o maior inteiro guardado estoura a soma
  const n = sql`(least(${t.falhas}, ${regra.maxFalhas - 1}::int) + 1)`;
  // expoente limitado: power(2, 2000) estouraria o double
  const tetoExpoente = Math.ceil(Math.log2(regra.maxMinutos));
  const expoente = sql`least(greatest(${n} - ${regra.limite}::int, 0), ${tetoExpoente}::int)`;
  const [l] = await db
    .insert(t)
    .values({ chave: par.chave, usuarioId: par.usuarioId, falhas: 1, emConferencia: 0, reservadaEm: agora, atualizadaEm: agora })
    .onConflictDoUpdate({
      target: t.chave,
      set: {
        falhas: n,
        emConferencia: sql`greatest(${t.emConferencia} - 1, 0)`,
        esperaAte: sql`case when ${n} >= ${regra.limite}::int
          then ${iso(agora)}::timestamptz + make_interval(mins => least(power(2, ${expoente}), ${regra.maxMinutos}::int)::int)
          else null end`,
        atualizadaEm: agora,
      },
    })
    .returning({ falhas: t.falhas });
  return l?.falhas ?? 1;
}

/**
 * Senha certa: devolve a vaga, zera as falhas e a espera do par; sem outra conferência em andamento,
 * a linha é apagada (o caso comum não deixa rastro).
 */
export async function registrarAcerto(db: Db, chave: string, agora: Date): Promise<void> {
  await db
    .update(t)
    .set({ falhas: 0, esperaAte: null, emConferencia: sql`greatest(${t.emConferencia} - 1, 0)`, atualizadaEm: agora })
    .where(eq(t.chave, chave));
  await db.delete(t).where(and(eq(t.chave, chave), eq(t.emConferencia, 0), eq(t.falhas, 0)));
}

/** Devolve a vaga sem contar falha nem acerto (a conferência não chegou ao fim: erro inesperado). */
export async function devolverVaga(db: Db, chave: string): Promise<void> {
  await db.update(t).set({ emConferencia: sql`greatest(${t.emConferencia} - 1, 0)` }).where(eq(t.chave, chave));
}

/** Apaga até `lote` linhas sem atividade desde `antesDe` (o crescimento da tabela fica limitado). */
export async function apagarAntigas(db: Db, antesDe: Date, lote: number): Promise<void> {
  const antigas = db.select({ chave: t.chave }).from(t).where(lt(t.atualizadaEm, antesDe)).limit(lote);
  await db.delete(t).where(inArray(t.chave, antigas));
}

/** Esquece os pares de uma conta (senha redefinida: a espera acaba em todo lugar). */
export async function apagarDaConta(db: Db, usuarioId: number): Promise<void> {
  await db.delete(t).where(eq(t.usuarioId, usuarioId));
}
