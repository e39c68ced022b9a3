/** Pareceres, notas e a visão de quem avalia (consultas da revisão). */
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TipoAvaliacao } from '#shared/rules/chamadas.ts';
import type { Db } from '../../db/client.ts';
import {
  chamadaLinhas,
  chamadas,
  parecerNotas,
  pareceres,
  submissaoAvaliadores,
  submissaoPosteres,
  submissoes,
  usuarios,
} from '../../db/schema/index.ts';
import { STATUS_NA_REVISAO, type LinhaAtribuicao, type LinhaParecer } from './revisao.repository.ts';

/* ------------------------------------------------------------------ pareceres */

export interface NotaGravada {
  criterioId: number;
  nota: number;
  comentario: string;
}

export async function parecerDaAtribuicao(db: Db, atribuicaoId: number): Promise<(LinhaParecer & { notas: NotaGravada[] }) | null> {
  const [p] = await db.select().from(pareceres).where(eq(pareceres.atribuicaoId, atribuicaoId));
  if (!p) return null;
  const notas = await db
    .select({ criterioId: parecerNotas.criterioId, nota: parecerNotas.nota, comentario: parecerNotas.comentario })
    .from(parecerNotas)
    .where(eq(parecerNotas.parecerId, p.id));
  return { ...p, notas };
}

/** Pareceres (com as notas) de várias atribuições. */
export async function pareceresDas(db: Db, atribuicaoIds: readonly number[]): Promise<Map<number, LinhaParecer & { notas: NotaGravada[] }>> {
  const mapa = new Map<number, LinhaParecer & { notas: NotaGravada[] }>();
  if (atribuicaoIds.length === 0) return mapa;
  const ps = await db.select().from(pareceres).where(inArray(pareceres.atribuicaoId, [...atribuicaoIds]));
  if (ps.length === 0) return mapa;
  const notas = await db
    .select({ parecerId: parecerNotas.parecerId, criterioId: parecerNotas.criterioId, nota: parecerNotas.nota, comentario: parecerNotas.comentario })
    .from(parecerNotas)
    .where(inArray(parecerNotas.parecerId, ps.map((p) => p.id)));
  for (const p of ps) mapa.set(p.atribuicaoId, { ...p, notas: notas.filter((n) => n.parecerId === p.id).map(({ parecerId: _, ...n }) => n) });
  return mapa;
}

/** Cria ou atualiza o parecer da atribuição e troca as notas. */
export async function gravarParecer(
  tx: Db,
  a: Pick<LinhaAtribuicao, 'id' | 'chamadaId' | 'tipo'>,
  p: { comentario: string; observacaoReservada: string; nota: number | null; enviadoEm: Date | null; agora: Date },
  notas: readonly NotaGravada[],
): Promise<number> {
  const valores = { comentario: p.comentario, observacaoReservada: p.observacaoReservada, nota: p.nota, enviadoEm: p.enviadoEm, atualizadoEm: p.agora };
  const [g] = await tx
    .insert(pareceres)
    .values({ atribuicaoId: a.id, chamadaId: a.chamadaId, tipo: a.tipo, ...valores, criadoEm: p.agora })
    .onConflictDoUpdate({ target: pareceres.atribuicaoId, set: valores })
    .returning({ id: pareceres.id });
  await tx.delete(parecerNotas).where(eq(parecerNotas.parecerId, g!.id));
  if (notas.length) await tx.insert(parecerNotas).values(notas.map((n) => ({ parecerId: g!.id, chamadaId: a.chamadaId, tipo: a.tipo, ...n })));
  return g!.id;
}

/** As partes (0–10) dos pareceres enviados de atribuições ativas, por trabalho e tipo. */
export async function partesEnviadas(db: Db, submissaoIds: readonly number[]): Promise<{ submissaoId: number; tipo: TipoAvaliacao; nota: number; avaliadorId: number }[]> {
  if (submissaoIds.length === 0) return [];
  const r = await db
    .select({ submissaoId: submissaoAvaliadores.submissaoId, tipo: pareceres.tipo, nota: pareceres.nota, avaliadorId: submissaoAvaliadores.avaliadorId })
    .from(pareceres)
    .innerJoin(submissaoAvaliadores, eq(submissaoAvaliadores.id, pareceres.atribuicaoId))
    .where(and(inArray(submissaoAvaliadores.submissaoId, [...submissaoIds]), isNull(submissaoAvaliadores.revogadoEm), isNotNull(pareceres.enviadoEm)));
  return r.map((x) => ({ ...x, nota: x.nota! }));
}

export async function gravarNotasDosTrabalhos(
  tx: Db,
  notas: readonly { id: number; notaEscrita: number | null; notaOral: number | null; notaFinal: number | null; divergente: boolean }[],
): Promise<void> {
  if (notas.length === 0) return;
  for (let i = 0; i < notas.length; i += 2000) {
    const bloco = notas.slice(i, i + 2000);
    await tx.execute(sql`
      update ${submissoes} s set nota_escrita = v.e, nota_oral = v.o, nota_final = v.f, divergente = v.d
      from unnest(${sql.param(bloco.map((n) => n.id))}::int[], ${sql.param(bloco.map((n) => n.notaEscrita))}::numeric[],
        ${sql.param(bloco.map((n) => n.notaOral))}::numeric[], ${sql.param(bloco.map((n) => n.notaFinal))}::numeric[],
        ${sql.param(bloco.map((n) => n.divergente))}::boolean[]) as v(id, e, o, f, d)
      where s.id = v.id and (s.nota_escrita is distinct from v.e or s.nota_oral is distinct from v.o or s.nota_final is distinct from v.f or s.divergente is distinct from v.d)`);
  }
}

/** As notas por critério de todos os pareceres enviados de uma chamada (para recalcular as partes). */
export async function notasEnviadasDaChamada(db: Db, chamadaId: number): Promise<{ parecerId: number; criterioId: number; nota: number }[]> {
  return db
    .select({ parecerId: parecerNotas.parecerId, criterioId: parecerNotas.criterioId, nota: parecerNotas.nota })
    .from(parecerNotas)
    .innerJoin(pareceres, eq(pareceres.id, parecerNotas.parecerId))
    .where(and(eq(pareceres.chamadaId, chamadaId), isNotNull(pareceres.enviadoEm)));
}

export async function gravarPartes(tx: Db, partes: readonly { parecerId: number; nota: number }[]): Promise<void> {
  for (let i = 0; i < partes.length; i += 2000) {
    const bloco = partes.slice(i, i + 2000);
    await tx.execute(sql`
      update ${pareceres} p set nota = v.nota
      from unnest(${sql.param(bloco.map((x) => x.parecerId))}::int[], ${sql.param(bloco.map((x) => x.nota))}::numeric[]) as v(id, nota)
      where p.id = v.id`);
  }
}

/** Os trabalhos da chamada que já estão na revisão: com alguma atribuição (mesmo revogada) ou com nota. */
export async function idsNaRevisao(db: Db, chamadaId: number): Promise<number[]> {
  const r = await db
    .select({ id: submissoes.id })
    .from(submissoes)
    .where(
      and(
        eq(submissoes.chamadaId, chamadaId),
        sql`(${submissoes.notaEscrita} is not null or ${submissoes.notaOral} is not null or ${submissoes.divergente}
          or exists (select 1 from ${submissaoAvaliadores} a where a.submissao_id = ${submissoes.id}))`,
      ),
    );
  return r.map((x) => x.id);
}

/* ------------------------------------------------------------------ a visão de quem avalia */

export interface AtribuicaoDoAvaliador {
  atribuicao: LinhaAtribuicao;
  submissao: { id: number; titulo: string; linhaId: number | null };
  linha: { codigo: string; nome: string } | null;
  chamada: { id: number; titulo: string; prazoAvaliacao: string | null };
  parecer: { nota: number | null; enviadoEm: Date | null } | null;
}

/** As atribuições ativas de uma pessoa, com trabalho, linha, chamada e o parecer (se começado). */
export async function atribuicoesDaPessoa(db: Db, avaliadorId: number): Promise<AtribuicaoDoAvaliador[]> {
  const r = await db
    .select({
      atribuicao: submissaoAvaliadores,
      id: submissoes.id,
      titulo: submissoes.titulo,
      linhaId: submissoes.linhaId,
      linhaCodigo: chamadaLinhas.codigo,
      linhaNome: chamadaLinhas.nome,
      chamadaTitulo: chamadas.titulo,
      prazoAvaliacao: chamadas.prazoAvaliacao,
      parecerNota: pareceres.nota,
      parecerEnviadoEm: pareceres.enviadoEm,
      temParecer: pareceres.id,
    })
    .from(submissaoAvaliadores)
    .innerJoin(submissoes, eq(submissoes.id, submissaoAvaliadores.submissaoId))
    .innerJoin(chamadas, eq(chamadas.id, submissaoAvaliadores.chamadaId))
    .leftJoin(chamadaLinhas, eq(chamadaLinhas.id, submissoes.linhaId))
    .leftJoin(pareceres, eq(pareceres.atribuicaoId, submissaoAvaliadores.id))
    .where(and(eq(submissaoAvaliadores.avaliadorId, avaliadorId), isNull(submissaoAvaliadores.revogadoEm)))
    .orderBy(asc(submissaoAvaliadores.atribuidoEm), asc(submissaoAvaliadores.id));
  return r.map((l) => ({
    atribuicao: l.atribuicao,
    submissao: { id: l.id, titulo: l.titulo, linhaId: l.linhaId },
    linha: l.linhaCodigo !== null && l.linhaNome !== null ? { codigo: l.linhaCodigo, nome: l.linhaNome } : null,
    chamada: { id: l.atribuicao.chamadaId, titulo: l.chamadaTitulo, prazoAvaliacao: l.prazoAvaliacao },
    parecer: l.temParecer === null ? null : { nota: l.parecerNota, enviadoEm: l.parecerEnviadoEm },
  }));
}

/** O texto do trabalho que quem avalia lê (sem autoria) e se há pôster. */
export async function textoDoTrabalho(db: Db, id: number) {
  const [t] = await db
    .select({
      id: submissoes.id,
      chamadaId: submissoes.chamadaId,
      titulo: submissoes.titulo,
      linhaId: submissoes.linhaId,
      inicioExperiencia: submissoes.inicioExperiencia,
      introducao: submissoes.introducao,
      objetivos: submissoes.objetivos,
      metodo: submissoes.metodo,
      resultados: submissoes.resultados,
      consideracoes: submissoes.consideracoes,
      bibliografia: submissoes.bibliografia,
      resultadoLiberadoEm: submissoes.resultadoLiberadoEm,
      temPoster: sql<boolean>`exists (select 1 from ${submissaoPosteres} p where p.submissao_id = ${submissoes.id} and p.substituido_em is null)`,
    })
    .from(submissoes)
    .where(eq(submissoes.id, id));
  return t ? { ...t, temPoster: Boolean(t.temPoster) } : null;
}

/** Trabalhos para lance: enviados, sem decisão, da chamada (o serviço tira os com conflito). */
export async function trabalhosParaLance(db: Db, chamadaId: number) {
  return db
    .select({ id: submissoes.id, titulo: submissoes.titulo, linhaId: submissoes.linhaId, objetivos: submissoes.objetivos, autorId: submissoes.autorId, autorUnidadeId: usuarios.unidadeId })
    .from(submissoes)
    .innerJoin(usuarios, eq(usuarios.id, submissoes.autorId))
    .where(and(eq(submissoes.chamadaId, chamadaId), inArray(submissoes.status, [...STATUS_NA_REVISAO]), isNull(submissoes.decisao)))
    .orderBy(asc(submissoes.id));
}

