/**
 * Limites de taxa contados no banco (decisão 027): com N processos atrás de um balanceador, um contador em
 * memória deixaria N vezes as tentativas. Um `insert … on conflict do update … returning` por pedido limitado:
 * soma um na janela vigente ou abre uma nova, e devolve a contagem e o quanto falta — atômico também com
 * pedidos simultâneos em processos diferentes. O mesmo código no PGlite e no PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** A cada tantos incrementos, o processo apaga as janelas vencidas (a tabela não cresce sem fim). */
const LIMPAR_A_CADA = 500;
let desdeALimpeza = 0;

/** Soma um na janela de `chave` (nova janela se não há ou se venceu): a contagem e quanto falta, em ms. */
export async function contarNaJanela(db: Db, chave: string, janelaMs: number, agora = new Date()): Promise<{ contagem: number; restaMs: number }> {
  const inicio = agora.toISOString();
  const fim = new Date(agora.getTime() + janelaMs).toISOString();
  const r = await db.execute(sql`
    insert into limites_de_taxa as l (chave, contagem, expira_em) values (${chave}, 1, ${fim}::timestamptz)
    on conflict (chave) do update set
      contagem = case when l.expira_em <= ${inicio}::timestamptz then 1 else l.contagem + 1 end,
      expira_em = case when l.expira_em <= ${inicio}::timestamptz then ${fim}::timestamptz else l.expira_em end
    returning contagem, expira_em`);
  const linha = ((Array.isArray(r) ? r : (r as { rows: unknown[] }).rows)[0]) as { contagem: number; expira_em: Date | string };
  if (++desdeALimpeza >= LIMPAR_A_CADA) {
    desdeALimpeza = 0;
    // sem esperar: o pedido não paga a limpeza; uma falha aqui só adia a próxima
    void db.execute(sql`delete from limites_de_taxa where expira_em < ${inicio}::timestamptz`).catch(() => {});
  }
  return { contagem: Number(linha.contagem), restaMs: Math.max(0, new Date(linha.expira_em).getTime() - agora.getTime()) };
}

/** Quantas vezes `chave` contou na janela vigente (0 sem janela ou com ela vencida). Só lê. */
export async function contagemNaJanela(db: Db, chave: string, agora = new Date()): Promise<number> {
  const r = await db.execute(sql`select contagem from limites_de_taxa where chave = ${chave} and expira_em > ${agora.toISOString()}::timestamptz`);
  const linha = (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows)[0] as { contagem: number } | undefined;
  return linha ? Number(linha.contagem) : 0;
}

/** Devolve uma contagem (quem foi recusado por outro motivo não gasta a janela); a última apaga a linha. */
export async function devolverNaJanela(db: Db, chave: string): Promise<void> {
  await db.execute(sql`
    with ultima as (delete from limites_de_taxa where chave = ${chave} and contagem = 1)
    update limites_de_taxa set contagem = contagem - 1 where chave = ${chave} and contagem > 1`);
}
