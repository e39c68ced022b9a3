/** Decisões, caixa de saída, painel, ranking e encerramento (consultas da revisão). */
import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  chamadaLinhas,
  chamadas,
  decisaoMensagens,
  pareceres,
  submissaoAvaliadores,
  submissaoCoautores,
  submissoes,
  usuarios,
} from '../../db/schema/index.ts';
import type { LinhaSubmissao } from './revisao.repository.ts';

const linhas = <T>(r: unknown) => (r as { rows: T[] }).rows;

/* ------------------------------------------------------------------ decisões e caixa de saída */

export async function gravarDecisao(
  tx: Db,
  id: number,
  d: { decisao: NonNullable<LinhaSubmissao['decisao']>; motivo: string | null; por: number; agora: Date },
): Promise<void> {
  await tx.update(submissoes).set({ decisao: d.decisao, motivoDecisao: d.motivo, decididaEm: d.agora, decididaPor: d.por, atualizadoEm: d.agora }).where(eq(submissoes.id, id));
}

/** Apaga as mensagens ainda não enviadas (a prévia ficou velha). */
export async function apagarMensagensPendentes(tx: Db, o: { submissaoId?: number; chamadaId?: number; exceto?: readonly number[] }): Promise<void> {
  await tx
    .delete(decisaoMensagens)
    .where(
      and(
        isNull(decisaoMensagens.enviadaEm),
        o.submissaoId === undefined ? undefined : eq(decisaoMensagens.submissaoId, o.submissaoId),
        o.chamadaId === undefined ? undefined : eq(decisaoMensagens.chamadaId, o.chamadaId),
        o.exceto?.length ? sql`${decisaoMensagens.submissaoId} <> all(${sql.param([...o.exceto])}::int[])` : undefined,
      ),
    );
}

export interface DecididoNaoLiberado {
  id: number;
  titulo: string;
  autorId: number;
  autorNome: string;
  autorEmail: string;
  decisao: NonNullable<LinhaSubmissao['decisao']>;
  motivo: string | null;
}

/** Trabalhos da chamada com decisão guardada e ainda não liberada (travados, se pedido). */
export async function decididosNaoLiberados(db: Db, chamadaId: number, travar = false): Promise<DecididoNaoLiberado[]> {
  const q = db
    .select({
      id: submissoes.id,
      titulo: submissoes.titulo,
      autorId: submissoes.autorId,
      autorNome: usuarios.nome,
      autorEmail: usuarios.email,
      decisao: submissoes.decisao,
      motivo: submissoes.motivoDecisao,
    })
    .from(submissoes)
    .innerJoin(usuarios, eq(usuarios.id, submissoes.autorId))
    .where(and(eq(submissoes.chamadaId, chamadaId), isNotNull(submissoes.decisao), isNull(submissoes.resultadoLiberadoEm), ne(submissoes.status, 'retirada')))
    .orderBy(asc(submissoes.id));
  const r = await (travar ? q.for('update', { of: submissoes }) : q);
  return r.map((x) => ({ ...x, decisao: x.decisao! }));
}

export async function gravarMensagens(tx: Db, msgs: (typeof decisaoMensagens.$inferInsert)[]): Promise<void> {
  if (msgs.length === 0) return;
  await tx
    .insert(decisaoMensagens)
    .values(msgs)
    .onConflictDoUpdate({
      target: [decisaoMensagens.submissaoId, decisaoMensagens.email],
      targetWhere: sql`${decisaoMensagens.enviadaEm} is null`,
      set: {
        usuarioId: sql`excluded.usuario_id`,
        papel: sql`excluded.papel`,
        nome: sql`excluded.nome`,
        decisao: sql`excluded.decisao`,
        assunto: sql`excluded.assunto`,
        texto: sql`excluded.texto`,
        criadaPor: sql`excluded.criada_por`,
        criadaEm: sql`excluded.criada_em`,
      },
    });
}

export async function mensagensPendentes(db: Db, chamadaId: number) {
  return db
    .select({ m: decisaoMensagens, titulo: submissoes.titulo, decisaoAtual: submissoes.decisao, liberadoEm: submissoes.resultadoLiberadoEm, motivo: submissoes.motivoDecisao })
    .from(decisaoMensagens)
    .innerJoin(submissoes, eq(submissoes.id, decisaoMensagens.submissaoId))
    .where(and(eq(decisaoMensagens.chamadaId, chamadaId), isNull(decisaoMensagens.enviadaEm)))
    // o autor primeiro, depois os coautores na ordem em que a prévia os gravou
    .orderBy(asc(decisaoMensagens.submissaoId), sql`${decisaoMensagens.papel} <> 'autor'`, asc(decisaoMensagens.id));
}

/**
 * Coautores dos trabalhos, na ordem do trabalho, para a mensagem da decisão: com a conta achada ao
 * salvar ou, se não havia, a que hoje tem o mesmo e-mail ou o mesmo CPF (recebe também no app).
 */
export async function coautoresParaAviso(db: Db, ids: readonly number[]): Promise<Map<number, { nome: string; email: string; papel: 'coautor' | 'orientador'; usuarioId: number | null }[]>> {
  const mapa = new Map<number, { nome: string; email: string; papel: 'coautor' | 'orientador'; usuarioId: number | null }[]>();
  if (ids.length === 0) return mapa;
  const r = await db.execute(sql`
    select c.submissao_id as "submissaoId", c.nome, c.email, c.papel,
      coalesce(c.usuario_id, (
        select u.id from ${usuarios} u
        where u.email = c.email or (c.cpf is not null and u.cpf = c.cpf)
        order by (u.email = c.email) desc, u.id limit 1
      )) as "usuarioId"
    from ${submissaoCoautores} c
    where c.submissao_id = any(${sql.param([...ids])}::int[])
    order by c.submissao_id, c.ordem, c.id`);
  for (const { submissaoId, usuarioId, ...c } of linhas<{ submissaoId: number; nome: string; email: string; papel: 'coautor' | 'orientador'; usuarioId: number | null }>(r)) {
    mapa.set(Number(submissaoId), [...(mapa.get(Number(submissaoId)) ?? []), { ...c, usuarioId: usuarioId === null ? null : Number(usuarioId) }]);
  }
  return mapa;
}

/** Libera os resultados: a situação vira a decisão; as mensagens ficam como enviadas. */
export async function liberar(tx: Db, submissaoIds: readonly number[], mensagemIds: readonly number[], agora: Date): Promise<void> {
  if (submissaoIds.length === 0) return;
  await tx.execute(sql`
    update ${submissoes} set status = decisao, resultado_liberado_em = ${agora.toISOString()}::timestamptz, atualizado_em = ${agora.toISOString()}::timestamptz
    where id = any(${sql.param([...submissaoIds])}::int[]) and decisao is not null and resultado_liberado_em is null`);
  await tx.update(decisaoMensagens).set({ enviadaEm: agora }).where(inArray(decisaoMensagens.id, [...mensagemIds]));
}

export async function contagemDeMensagens(db: Db, chamadaId: number): Promise<{ pendentes: number; enviadas: number }> {
  const r = await db.execute(sql`
    select count(*) filter (where enviada_em is null)::int as pendentes, count(*) filter (where enviada_em is not null)::int as enviadas
    from ${decisaoMensagens} where chamada_id = ${chamadaId}`);
  const l = linhas<{ pendentes: number; enviadas: number }>(r)[0];
  return { pendentes: Number(l?.pendentes ?? 0), enviadas: Number(l?.enviadas ?? 0) };
}

/* ------------------------------------------------------------------ painel e ranking */

/** Cada trabalho enviado (e não retirado) da chamada, com autor, linha, notas e pareceres enviados por tipo. */
export async function trabalhosDoRanking(db: Db, chamadaId: number) {
  const r = await db
    .select({
      id: submissoes.id,
      titulo: submissoes.titulo,
      status: submissoes.status,
      submetidaEm: submissoes.submetidaEm,
      autorId: submissoes.autorId,
      autorNome: usuarios.nome,
      autorEmail: usuarios.email,
      linhaId: submissoes.linhaId,
      linhaCodigo: chamadaLinhas.codigo,
      linhaNome: chamadaLinhas.nome,
      notaEscrita: submissoes.notaEscrita,
      notaOral: submissoes.notaOral,
      notaFinal: submissoes.notaFinal,
      divergente: submissoes.divergente,
      decisao: submissoes.decisao,
      liberadoEm: submissoes.resultadoLiberadoEm,
      escritos: sql<number>`(select count(*) from ${pareceres} p join ${submissaoAvaliadores} a on a.id = p.atribuicao_id
        where a.submissao_id = ${submissoes.id} and a.revogado_em is null and p.enviado_em is not null and p.tipo = 'escrita')`.mapWith(Number),
      orais: sql<number>`(select count(*) from ${pareceres} p join ${submissaoAvaliadores} a on a.id = p.atribuicao_id
        where a.submissao_id = ${submissoes.id} and a.revogado_em is null and p.enviado_em is not null and p.tipo = 'oral')`.mapWith(Number),
    })
    .from(submissoes)
    .innerJoin(usuarios, eq(usuarios.id, submissoes.autorId))
    .leftJoin(chamadaLinhas, eq(chamadaLinhas.id, submissoes.linhaId))
    .where(and(eq(submissoes.chamadaId, chamadaId), isNotNull(submissoes.submetidaEm), ne(submissoes.status, 'retirada')));
  return r;
}

/** Pareceres por pessoa e tipo numa chamada (atribuições ativas): atribuídos, enviados, e o prazo para os atrasos. */
export async function pareceresPorPessoa(db: Db, chamadaId: number) {
  return db
    .select({
      avaliadorId: submissaoAvaliadores.avaliadorId,
      nome: usuarios.nome,
      tipo: submissaoAvaliadores.tipo,
      atribuidos: sql<number>`count(*)`.mapWith(Number),
      enviados: sql<number>`count(${pareceres.enviadoEm})`.mapWith(Number),
    })
    .from(submissaoAvaliadores)
    .innerJoin(usuarios, eq(usuarios.id, submissaoAvaliadores.avaliadorId))
    .leftJoin(pareceres, eq(pareceres.atribuicaoId, submissaoAvaliadores.id))
    .where(and(eq(submissaoAvaliadores.chamadaId, chamadaId), isNull(submissaoAvaliadores.revogadoEm)))
    .groupBy(submissaoAvaliadores.avaliadorId, usuarios.nome, submissaoAvaliadores.tipo)
    .orderBy(asc(usuarios.nome), asc(submissaoAvaliadores.avaliadorId));
}

/** Pessoas e linhas pelos ids (nomes para as respostas da administração). */
export async function nomesDe(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const r = await db.select({ id: usuarios.id, nome: usuarios.nome }).from(usuarios).where(inArray(usuarios.id, [...new Set(ids)]));
  return new Map(r.map((u) => [u.id, u.nome]));
}

/** Nome e e-mail das contas (para os avisos a quem avalia). */
export async function contatosDe(db: Db, ids: readonly number[]): Promise<Map<number, { nome: string; email: string }>> {
  if (ids.length === 0) return new Map();
  const r = await db.select({ id: usuarios.id, nome: usuarios.nome, email: usuarios.email }).from(usuarios).where(inArray(usuarios.id, [...new Set(ids)]));
  return new Map(r.map((u) => [u.id, { nome: u.nome, email: u.email }]));
}

/* ------------------------------------------------------------------ encerramento */

export async function marcarEncerrada(tx: Db, chamadaId: number, agora: Date): Promise<void> {
  await tx.update(chamadas).set({ encerradaEm: agora, atualizadoEm: agora }).where(and(eq(chamadas.id, chamadaId), isNull(chamadas.encerradaEm)));
}

/** Trabalhos enviados da chamada cuja decisão ainda não chegou ao autor. */
export async function semDecisaoLiberada(db: Db, chamadaId: number): Promise<number> {
  const r = await db.execute(sql`
    select count(*)::int as n from ${submissoes}
    where chamada_id = ${chamadaId} and submetida_em is not null and status <> 'retirada' and resultado_liberado_em is null`);
  return Number(linhas<{ n: number }>(r)[0]?.n ?? 0);
}

/** Os trabalhos aprovados e liberados de uma chamada, com os dados do autor (conta). */
export async function aprovadosLiberados(db: Db, chamadaId: number) {
  return db
    .select({ id: submissoes.id, titulo: submissoes.titulo, autorId: submissoes.autorId, autorNome: usuarios.nome, autorEmail: usuarios.email, autorCpf: usuarios.cpf })
    .from(submissoes)
    .innerJoin(usuarios, eq(usuarios.id, submissoes.autorId))
    .where(
      and(eq(submissoes.chamadaId, chamadaId), inArray(submissoes.status, ['aprovada_exposicao', 'aprovada_oral']), isNotNull(submissoes.resultadoLiberadoEm)),
    )
    .orderBy(asc(submissoes.id));
}

/** Quem terminou os pareceres da chamada: ao menos uma atribuição ativa e todas as ativas enviadas. */
export async function avaliadoresQueTerminaram(db: Db, chamadaId: number) {
  const r = await db.execute(sql`
    select u.id, u.nome, u.email, u.cpf
    from ${submissaoAvaliadores} a
    join ${usuarios} u on u.id = a.avaliador_id
    left join ${pareceres} p on p.atribuicao_id = a.id
    where a.chamada_id = ${chamadaId} and a.revogado_em is null
    group by u.id, u.nome, u.email, u.cpf
    having count(*) = count(p.enviado_em)
    order by u.id`);
  return linhas<{ id: number; nome: string; email: string; cpf: string }>(r).map((l) => ({ ...l, id: Number(l.id) }));
}
