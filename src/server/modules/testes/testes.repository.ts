import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventos, inscricoes, testeAlternativas, testeQuestoes, testeRespostas, testes, testeTentativas, turmas } from '../../db/schema/index.ts';

export type LinhaTeste = typeof testes.$inferSelect;
export type LinhaTentativa = typeof testeTentativas.$inferSelect;

export interface QuestaoCompleta {
  id: number;
  tipo: 'multipla_escolha' | 'dissertativa';
  enunciado: string;
  peso: number;
  alternativas: { id: number; texto: string; correta: boolean }[];
}

export async function eventoPorId(db: Db, eventoId: number) {
  const [e] = await db.select({ id: eventos.id, titulo: eventos.titulo }).from(eventos).where(eq(eventos.id, eventoId));
  return e ?? null;
}

/** O teste do evento; `travar` toma a linha (para mudar: `update`; para começar tentativa: `share`). */
export async function testeDoEvento(db: Db, eventoId: number, travar?: 'update' | 'share'): Promise<LinhaTeste | null> {
  const q = db.select().from(testes).where(eq(testes.eventoId, eventoId));
  const [t] = await (travar ? q.for(travar === 'update' ? 'update' : 'share') : q);
  return t ?? null;
}

export async function testePorId(db: Db, testeId: number, travar?: 'share'): Promise<LinhaTeste | null> {
  const q = db.select().from(testes).where(eq(testes.id, testeId));
  const [t] = await (travar ? q.for('share') : q);
  return t ?? null;
}

/** As questões do teste na ordem, cada uma com as alternativas na ordem (duas consultas). */
export async function questoesDoTeste(db: Db, testeId: number): Promise<QuestaoCompleta[]> {
  const qs = await db
    .select({ id: testeQuestoes.id, tipo: testeQuestoes.tipo, enunciado: testeQuestoes.enunciado, peso: testeQuestoes.peso })
    .from(testeQuestoes)
    .where(eq(testeQuestoes.testeId, testeId))
    .orderBy(asc(testeQuestoes.ordem));
  if (qs.length === 0) return [];
  const alts = await db
    .select({ id: testeAlternativas.id, questaoId: testeAlternativas.questaoId, texto: testeAlternativas.texto, correta: testeAlternativas.correta })
    .from(testeAlternativas)
    .where(inArray(testeAlternativas.questaoId, qs.map((q) => q.id)))
    .orderBy(asc(testeAlternativas.questaoId), asc(testeAlternativas.ordem));
  return qs.map((q) => ({ ...q, alternativas: alts.filter((a) => a.questaoId === q.id).map(({ id, texto, correta }) => ({ id, texto, correta })) }));
}

/** Quantas tentativas o teste já tem, de quantas pessoas, e quantas pessoas foram aprovadas. */
export async function contagemDeRespostas(db: Db, testeId: number) {
  const [c] = await db
    .select({
      tentativas: sql<number>`count(*)::int`,
      pessoas: sql<number>`count(distinct ${testeTentativas.usuarioId})::int`,
      aprovadas: sql<number>`count(distinct ${testeTentativas.usuarioId}) filter (where ${testeTentativas.aprovado})::int`,
    })
    .from(testeTentativas)
    .where(eq(testeTentativas.testeId, testeId));
  return { tentativas: Number(c?.tentativas ?? 0), pessoas: Number(c?.pessoas ?? 0), aprovadas: Number(c?.aprovadas ?? 0) };
}

export type AjustesDoTeste = Pick<typeof testes.$inferInsert, 'titulo' | 'descricao' | 'obrigatorio' | 'notaMinima' | 'tentativasMax' | 'tempoMinutos'>;

export async function inserirTeste(db: Db, valores: AjustesDoTeste & { eventoId: number; criadoPor: number; atualizadoEm: Date }): Promise<LinhaTeste> {
  const [t] = await db.insert(testes).values(valores).returning();
  return t!;
}

export async function atualizarTeste(db: Db, testeId: number, valores: Partial<typeof testes.$inferInsert>): Promise<LinhaTeste> {
  const [t] = await db.update(testes).set(valores).where(eq(testes.id, testeId)).returning();
  return t!;
}

export interface QuestaoNova {
  tipo: 'multipla_escolha' | 'dissertativa';
  enunciado: string;
  peso: number;
  alternativas: { texto: string; correta: boolean }[];
}

/** Troca as questões do rascunho pelas dadas (apaga as antigas com as alternativas). */
export async function substituirQuestoes(db: Db, testeId: number, questoes: readonly QuestaoNova[]): Promise<void> {
  await db.delete(testeQuestoes).where(eq(testeQuestoes.testeId, testeId));
  if (questoes.length === 0) return;
  const ids = await db
    .insert(testeQuestoes)
    .values(questoes.map((q, i) => ({ testeId, ordem: i + 1, tipo: q.tipo, enunciado: q.enunciado, peso: q.peso })))
    .returning({ id: testeQuestoes.id, ordem: testeQuestoes.ordem });
  const idDaOrdem = new Map(ids.map((r) => [r.ordem, r.id]));
  const alternativas = questoes.flatMap((q, i) => q.alternativas.map((a, j) => ({ questaoId: idDaOrdem.get(i + 1)!, ordem: j + 1, texto: a.texto, correta: a.correta })));
  // gravadas em ordem aleatória: os ids vão para quem responde, e ids na ordem em que foram escritas (a
  // correta costuma vir primeiro) desfariam o embaralhamento de cada tentativa
  if (alternativas.length > 0) await db.insert(testeAlternativas).values(embaralhadas(alternativas));
}

/** Cópia em ordem aleatória (Fisher–Yates com o gerador criptográfico). */
function embaralhadas<T>(itens: readonly T[]): T[] {
  const copia = [...itens];
  for (let i = copia.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [copia[i], copia[j]] = [copia[j] as T, copia[i] as T];
  }
  return copia;
}

export async function excluirTeste(db: Db, testeId: number): Promise<void> {
  await db.delete(testes).where(eq(testes.id, testeId));
}

/* ---------- quem faz o teste ---------- */

/**
 * Os testes publicados das turmas em que a pessoa está inscrita (confirmada), com o que a tela
 * precisa numa consulta: a turma, o evento, as tentativas resumidas, a frequência em contagens e se a
 * turma já foi avaliada.
 */
export async function testesDaPessoa(db: Db, usuarioId: number, turmaId?: number) {
  const r = await db.execute(sql`
    select t.id as turma_id, t.nome as turma_nome, t.data_inicio::text, t.data_fim::text, t.fim,
      e.id as evento_id, e.titulo as evento_titulo,
      x.id as teste_id, x.titulo, x.descricao, x.obrigatorio, x.nota_minima::float8 as nota_minima, x.tentativas_max, x.tempo_minutos,
      (select count(*) from teste_questoes q where q.teste_id = x.id)::int as questoes,
      (select count(*) from datas_turma d where d.turma_id = t.id)::int as agendados,
      (select count(*) from presencas p join datas_turma d on d.turma_id = p.turma_id and d.data = p.data
        where p.turma_id = t.id and p.usuario_id = i.usuario_id and p.presente)::int as presentes,
      exists (select 1 from avaliacoes a where a.turma_id = t.id and a.usuario_id = i.usuario_id) as avaliou,
      (select count(*) from teste_tentativas tt where tt.teste_id = x.id and tt.usuario_id = i.usuario_id and tt.enviada_em is not null)::int as enviadas,
      coalesce((select bool_or(tt.aprovado) from teste_tentativas tt where tt.teste_id = x.id and tt.usuario_id = i.usuario_id), false) as aprovado,
      (select max(tt.nota)::float8 from teste_tentativas tt where tt.teste_id = x.id and tt.usuario_id = i.usuario_id) as melhor_nota,
      (select tt.nota::float8 from teste_tentativas tt where tt.teste_id = x.id and tt.usuario_id = i.usuario_id and tt.enviada_em is not null
        order by tt.numero desc limit 1) as ultima_nota,
      (select tt.id from teste_tentativas tt where tt.teste_id = x.id and tt.usuario_id = i.usuario_id and tt.enviada_em is null) as aberta_id,
      (select tt.prazo from teste_tentativas tt where tt.teste_id = x.id and tt.usuario_id = i.usuario_id and tt.enviada_em is null) as aberta_prazo
    from inscricoes i
    join turmas t on t.id = i.turma_id
    join eventos e on e.id = t.evento_id
    join testes x on x.evento_id = e.id and x.status = 'publicado'
    where i.usuario_id = ${usuarioId} and i.status = 'confirmada' ${turmaId === undefined ? sql`` : sql`and t.id = ${turmaId}`}
    order by t.fim desc, t.id`);
  type Linha = {
    turma_id: number; turma_nome: string; data_inicio: string; data_fim: string; fim: Date | string;
    evento_id: number; evento_titulo: string; teste_id: number; titulo: string; descricao: string; obrigatorio: boolean;
    nota_minima: number; tentativas_max: number; tempo_minutos: number | null; questoes: number; agendados: number; presentes: number;
    avaliou: boolean; enviadas: number; aprovado: boolean; melhor_nota: number | null; ultima_nota: number | null;
    aberta_id: number | null; aberta_prazo: Date | string | null;
  };
  const data = (v: Date | string | null) => (v === null ? null : v instanceof Date ? v : new Date(v));
  return (r as unknown as { rows: Linha[] }).rows.map((l) => ({
    ...l,
    fim: data(l.fim)!,
    aberta_prazo: data(l.aberta_prazo),
    nota_minima: Number(l.nota_minima),
    melhor_nota: l.melhor_nota === null ? null : Number(l.melhor_nota),
    ultima_nota: l.ultima_nota === null ? null : Number(l.ultima_nota),
    questoes: Number(l.questoes), agendados: Number(l.agendados), presentes: Number(l.presentes), enviadas: Number(l.enviadas),
  }));
}
export type LinhaTesteDaPessoa = Awaited<ReturnType<typeof testesDaPessoa>>[number];

/** A turma, o evento, o teste (qualquer situação) e a inscrição ativa da pessoa, para começar uma tentativa. */
export async function turmaParaTeste(db: Db, turmaId: number, usuarioId: number) {
  const [l] = await db
    .select({
      turmaId: turmas.id, turmaNome: turmas.nome, fim: turmas.fim, eventoId: eventos.id, eventoTitulo: eventos.titulo,
      testeId: testes.id, testeStatus: testes.status,
      inscricaoId: inscricoes.id, inscricaoStatus: inscricoes.status,
    })
    .from(turmas)
    .innerJoin(eventos, eq(eventos.id, turmas.eventoId))
    .leftJoin(testes, eq(testes.eventoId, eventos.id))
    .leftJoin(inscricoes, and(eq(inscricoes.turmaId, turmas.id), eq(inscricoes.usuarioId, usuarioId), sql`${inscricoes.status} <> 'cancelada'`))
    .where(eq(turmas.id, turmaId));
  return l ?? null;
}

/** As tentativas da pessoa no teste, de qualquer turma do evento (o limite e a aprovação são por pessoa). */
export async function tentativasDaPessoa(db: Db, testeId: number, usuarioId: number): Promise<LinhaTentativa[]> {
  return db
    .select()
    .from(testeTentativas)
    .where(and(eq(testeTentativas.testeId, testeId), eq(testeTentativas.usuarioId, usuarioId)))
    .orderBy(asc(testeTentativas.numero));
}

/** Encerra uma tentativa aberta cujo prazo (com a tolerância) passou: nota 0, fora do prazo. */
export async function encerrarVencida(db: Db, tentativaId: number, em: Date): Promise<void> {
  await db
    .update(testeTentativas)
    .set({ enviadaEm: em, foraDoPrazo: true, nota: 0, aprovado: false, acertos: 0, erradas: 0, emBranco: 0 })
    .where(and(eq(testeTentativas.id, tentativaId), isNull(testeTentativas.enviadaEm)));
}

export async function inserirTentativa(db: Db, valores: typeof testeTentativas.$inferInsert): Promise<LinhaTentativa> {
  const [t] = await db.insert(testeTentativas).values(valores).returning();
  return t!;
}

export async function tentativaPorId(db: Db, tentativaId: number): Promise<LinhaTentativa | null> {
  const [t] = await db.select().from(testeTentativas).where(eq(testeTentativas.id, tentativaId));
  return t ?? null;
}

/** Fecha a tentativa com a correção, se ainda estava aberta; devolve nula quando outro envio chegou antes. */
export async function fecharTentativa(
  db: Db,
  tentativaId: number,
  valores: Pick<typeof testeTentativas.$inferInsert, 'enviadaEm' | 'foraDoPrazo' | 'nota' | 'aprovado' | 'acertos' | 'erradas' | 'emBranco'>,
): Promise<LinhaTentativa | null> {
  const [t] = await db
    .update(testeTentativas)
    .set(valores)
    .where(and(eq(testeTentativas.id, tentativaId), isNull(testeTentativas.enviadaEm)))
    .returning();
  return t ?? null;
}

export async function gravarRespostas(db: Db, linhas: (typeof testeRespostas.$inferInsert)[]): Promise<void> {
  if (linhas.length > 0) await db.insert(testeRespostas).values(linhas);
}

/** Se a pessoa já enviou a avaliação da turma (o próximo passo depois do teste). */
export async function jaAvaliou(db: Db, turmaId: number, usuarioId: number): Promise<boolean> {
  const r = await db.execute(sql`select exists (select 1 from avaliacoes where turma_id = ${turmaId} and usuario_id = ${usuarioId}) as sim`);
  return Boolean((r as unknown as { rows: { sim: boolean }[] }).rows[0]?.sim);
}

/**
 * Dos pares pessoa–turma dados, os que ainda devem o teste obrigatório do evento da turma (teste
 * publicado e obrigatório, sem tentativa aprovada da pessoa — em qualquer turma do evento), numa consulta.
 */
export async function paresQueDevemOTeste(db: Db, pares: readonly { turmaId: number; usuarioId: number }[]): Promise<{ turma_id: number; usuario_id: number }[]> {
  const r = await db.execute(sql`
    select p.turma_id, p.usuario_id
    from unnest(${sql.param(pares.map((p) => p.turmaId))}::int[], ${sql.param(pares.map((p) => p.usuarioId))}::int[]) as p(turma_id, usuario_id)
    join turmas t on t.id = p.turma_id
    join testes x on x.evento_id = t.evento_id and x.status = 'publicado' and x.obrigatorio
    where not exists (
      select 1 from teste_tentativas tt
      where tt.teste_id = x.id and tt.usuario_id = p.usuario_id and tt.aprovado
    )`);
  return (r as unknown as { rows: { turma_id: number; usuario_id: number }[] }).rows;
}
