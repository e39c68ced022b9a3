import { and, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  assinaturas, certificadoHistorico, certificados, certificadosAvulsos, certificadoValidacoes, eventos,
  turmaAssinantes, turmas, usuarios,
  type AssinanteGravado,
} from '../../db/schema/index.ts';

export type LinhaCertificado = typeof certificados.$inferSelect;
export type NovoCertificado = typeof certificados.$inferInsert;
type Acao = (typeof certificadoHistorico.$inferInsert)['acao'];

const linhas = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** Quem já concluiu a turma como participante, com avaliação enviada e sem nenhum certificado de participante. */
export interface CandidatoParticipante {
  turma_id: number;
  usuario_id: number;
  presentes: number;
  agendados: number;
}

/**
 * Participantes que enviaram a avaliação de uma turma encerrada e ainda não têm certificado de
 * participante (nenhum: um cancelado pela administração não volta sozinho). Filtros opcionais.
 */
export async function candidatosParticipantes(db: Db, agora: Date, filtro: { turmaId?: number; usuarioId?: number } = {}): Promise<CandidatoParticipante[]> {
  const r = await db.execute(sql`
    select i.turma_id, i.usuario_id,
      (select count(*) from datas_turma d where d.turma_id = i.turma_id)::int as agendados,
      (select count(*) from presencas p join datas_turma d on d.turma_id = p.turma_id and d.data = p.data
        where p.turma_id = i.turma_id and p.usuario_id = i.usuario_id and p.presente)::int as presentes
    from inscricoes i
    join turmas t on t.id = i.turma_id
    join avaliacoes a on a.turma_id = i.turma_id and a.usuario_id = i.usuario_id
    where i.status = 'confirmada' and t.fim < ${agora.toISOString()}::timestamptz
      ${filtro.turmaId ? sql`and i.turma_id = ${filtro.turmaId}` : sql``}
      ${filtro.usuarioId ? sql`and i.usuario_id = ${filtro.usuarioId}` : sql``}
      and not exists (select 1 from certificados c where c.origem = 'evento' and c.turma_id = i.turma_id and c.usuario_id = i.usuario_id and c.tipo = 'participante')
    order by i.turma_id, i.usuario_id`);
  return linhas<CandidatoParticipante>(r).map((l) => ({ ...l, presentes: Number(l.presentes), agendados: Number(l.agendados) }));
}

/** Instrutores e palestrantes com conta de turmas encerradas, sem certificado do tipo. */
export async function candidatosDaEquipe(db: Db, agora: Date, filtro: { turmaId?: number } = {}) {
  const r = await db.execute(sql`
    select x.turma_id, x.usuario_id, x.tipo from (
      select ti.turma_id, ti.usuario_id, 'instrutor' as tipo from turma_instrutores ti
      union
      select tp.turma_id, tp.usuario_id, 'palestrante' as tipo from turma_palestrantes tp where tp.usuario_id is not null
    ) x
    join turmas t on t.id = x.turma_id
    where t.fim < ${agora.toISOString()}::timestamptz
      ${filtro.turmaId ? sql`and x.turma_id = ${filtro.turmaId}` : sql``}
      and not exists (select 1 from certificados c where c.origem = 'evento' and c.turma_id = x.turma_id and c.usuario_id = x.usuario_id and c.tipo = x.tipo)
    order by x.turma_id, x.usuario_id`);
  return linhas<{ turma_id: number; usuario_id: number; tipo: 'instrutor' | 'palestrante' }>(r);
}

/** O que o certificado imprime de cada par pessoa–turma (uma consulta para todos). */
export interface DadosDaEmissao {
  turma_id: number;
  usuario_id: number;
  nome: string;
  cpf: string;
  email: string;
  turma: string;
  data_inicio: string;
  data_fim: string;
  carga_horaria: number;
  evento_id: number;
  titulo: string;
}

export async function dadosDaEmissao(db: Db, pares: readonly { turmaId: number; usuarioId: number }[]): Promise<DadosDaEmissao[]> {
  if (pares.length === 0) return [];
  const r = await db.execute(sql`
    select p.turma_id, p.usuario_id, u.nome, u.cpf, u.email, t.nome as turma, t.data_inicio::text, t.data_fim::text, t.carga_horaria,
      e.id as evento_id, e.titulo
    from unnest(${sql.param(pares.map((p) => p.turmaId))}::int[], ${sql.param(pares.map((p) => p.usuarioId))}::int[]) as p(turma_id, usuario_id)
    join usuarios u on u.id = p.usuario_id
    join turmas t on t.id = p.turma_id
    join eventos e on e.id = t.evento_id`);
  return linhas<DadosDaEmissao>(r).map((l) => ({ ...l, carga_horaria: Number(l.carga_horaria), evento_id: Number(l.evento_id) }));
}

/** Assinantes escolhidos por turma, em ordem (turmas sem escolha ficam de fora do mapa). */
export async function assinantesDasTurmas(db: Db, turmaIds: readonly number[]): Promise<Map<number, AssinanteGravado[]>> {
  const mapa = new Map<number, AssinanteGravado[]>();
  if (turmaIds.length === 0) return mapa;
  const r = await db
    .select({ turmaId: turmaAssinantes.turmaId, usuarioId: turmaAssinantes.usuarioId, nome: usuarios.nome, funcao: assinaturas.funcao })
    .from(turmaAssinantes)
    .innerJoin(usuarios, eq(usuarios.id, turmaAssinantes.usuarioId))
    .leftJoin(assinaturas, eq(assinaturas.usuarioId, turmaAssinantes.usuarioId))
    .where(inArray(turmaAssinantes.turmaId, [...new Set(turmaIds)]))
    .orderBy(turmaAssinantes.turmaId, turmaAssinantes.ordem);
  for (const l of r) {
    const lista = mapa.get(l.turmaId) ?? [];
    lista.push({ usuario_id: l.usuarioId, nome: l.nome, funcao: l.funcao ?? null });
    mapa.set(l.turmaId, lista);
  }
  return mapa;
}

// os assinantes padrão (um ajuste da administração) e as pessoas que assinam ficam em assinantes.repository.ts
export { CHAVE_ASSINANTES_PADRAO, gravarConfiguracao, lerConfiguracao, pessoasAssinantes } from './assinantes.repository.ts';

/** Insere os certificados; os que já têm um válido igual (índice único parcial) ficam de fora. */
export async function inserirCertificados(db: Db, novos: NovoCertificado[]): Promise<LinhaCertificado[]> {
  const inseridos: LinhaCertificado[] = [];
  for (let i = 0; i < novos.length; i += 500) {
    const bloco = novos.slice(i, i + 500);
    inseridos.push(...(await db.insert(certificados).values(bloco).onConflictDoNothing().returning()));
  }
  return inseridos;
}

/**
 * A emissão automática: insere só onde a pessoa ainda não tem nenhum certificado do tipo na turma
 * (nem cancelado), conferido no próprio INSERT — um cancelamento que chegou depois de a rotina calcular
 * a lista vale. O índice único parcial segura duas emissões simultâneas.
 */
export async function inserirSeNuncaEmitido(db: Db, novos: NovoCertificado[]): Promise<LinhaCertificado[]> {
  const ids: number[] = [];
  for (let i = 0; i < novos.length; i += 500) {
    const linhasSql = novos.slice(i, i + 500).map(
      (n) => sql`(${n.codigo}, ${n.tipo}, ${n.usuarioId}::int, ${n.turmaId}::int, ${n.nome}, ${n.cpfMascarado ?? null}, ${n.curso}, ${n.turmaNome ?? null},
        ${n.dataInicio ?? null}::date, ${n.dataFim ?? null}::date, ${n.cargaHoraria ?? null}::int, ${JSON.stringify(n.assinantes ?? [])}::jsonb,
        ${(n.emitidoEm as Date).toISOString()}::timestamptz, ${n.emitidoPor ?? null}::int)`,
    );
    const r = await db.execute(sql`
      insert into certificados (codigo, origem, tipo, usuario_id, turma_id, nome, cpf_mascarado, curso, turma_nome, data_inicio, data_fim,
        carga_horaria, assinantes, emitido_em, emitido_por)
      select v.codigo, 'evento', v.tipo, v.usuario_id, v.turma_id, v.nome, v.cpf, v.curso, v.turma_nome, v.data_inicio, v.data_fim,
        v.carga, v.assinantes, v.emitido_em, v.emitido_por
      from (values ${sql.join(linhasSql, sql`, `)}) as v(codigo, tipo, usuario_id, turma_id, nome, cpf, curso, turma_nome, data_inicio, data_fim, carga, assinantes, emitido_em, emitido_por)
      where not exists (select 1 from certificados c where c.origem = 'evento' and c.turma_id = v.turma_id and c.usuario_id = v.usuario_id and c.tipo = v.tipo)
      on conflict do nothing
      returning id`);
    ids.push(...linhas<{ id: number }>(r).map((l) => Number(l.id)));
  }
  if (ids.length === 0) return [];
  return db.select().from(certificados).where(inArray(certificados.id, ids)).orderBy(certificados.id);
}

export async function registrarHistorico(db: Db, itens: { certificadoId: number; acao: Acao; motivo?: string | null; usuarioId?: number | null; criadoEm: Date }[]) {
  for (let i = 0; i < itens.length; i += 1000) {
    const bloco = itens.slice(i, i + 1000);
    if (bloco.length) await db.insert(certificadoHistorico).values(bloco);
  }
}

export async function certificadoPorId(db: Db, id: number, travar = false): Promise<LinhaCertificado | null> {
  const q = db.select().from(certificados).where(eq(certificados.id, id));
  const [c] = await (travar ? q.for('update') : q);
  return c ?? null;
}

export async function certificadoPorCodigo(db: Db, codigo: string): Promise<LinhaCertificado | null> {
  const [c] = await db.select().from(certificados).where(eq(certificados.codigo, codigo));
  return c ?? null;
}

/** Grava o PDF do certificado se ainda não há um (quem chegar primeiro); devolve a linha se gravou. */
export async function gravarDocumento(db: Db, id: number, arquivo: string, hash: string): Promise<boolean> {
  const r = await db
    .update(certificados)
    .set({ arquivo, hashSha256: hash })
    .where(and(eq(certificados.id, id), isNull(certificados.arquivo)))
    .returning({ id: certificados.id });
  return r.length > 0;
}

/** O arquivo sumiu do `Storage` e foi refeito: troca a chave (o hash confere, o PDF é determinístico). */
export async function trocarDocumento(db: Db, id: number, arquivo: string, hash: string): Promise<void> {
  await db.update(certificados).set({ arquivo, hashSha256: hash }).where(eq(certificados.id, id));
}

/** Marca o envio no certificado (e no cadastro do avulso, que a tela mostra como "Enviado"). */
export async function marcarEnviado(db: Db, c: Pick<LinhaCertificado, 'id' | 'avulsoId'>, quando: Date): Promise<void> {
  await db.update(certificados).set({ enviadoEm: quando }).where(eq(certificados.id, c.id));
  if (c.avulsoId) await db.update(certificadosAvulsos).set({ enviado: true, enviadoEm: quando }).where(eq(certificadosAvulsos.id, c.avulsoId));
}

export async function emailDoDono(db: Db, c: Pick<LinhaCertificado, 'usuarioId' | 'avulsoId' | 'email'>): Promise<string | null> {
  if (c.usuarioId) {
    const [u] = await db.select({ email: usuarios.email }).from(usuarios).where(eq(usuarios.id, c.usuarioId));
    return u?.email ?? null;
  }
  if (c.avulsoId) {
    const r = await db.execute(sql`select email from certificados_avulsos where id = ${c.avulsoId}`);
    return linhas<{ email: string }>(r)[0]?.email ?? null;
  }
  // coautor sem conta, na chamada de trabalhos: o e-mail gravado no certificado
  return c.email ?? null;
}

export async function cancelarCertificado(db: Db, id: number, motivo: string, usuarioId: number, agora: Date): Promise<LinhaCertificado | null> {
  const [c] = await db
    .update(certificados)
    .set({ status: 'cancelado', canceladoEm: agora, canceladoPor: usuarioId, motivoCancelamento: motivo })
    .where(and(eq(certificados.id, id), eq(certificados.status, 'emitido')))
    .returning();
  return c ?? null;
}

export async function marcarSubstituido(db: Db, id: number): Promise<void> {
  await db.update(certificados).set({ status: 'substituido' }).where(and(eq(certificados.id, id), eq(certificados.status, 'emitido')));
}

/** Existe outro certificado válido para a mesma pessoa, turma e tipo (ou o mesmo avulso)? */
export async function existeOutroValido(db: Db, c: LinhaCertificado): Promise<boolean> {
  const mesmo = c.origem === 'evento'
    ? and(eq(certificados.turmaId, c.turmaId!), eq(certificados.usuarioId, c.usuarioId!), eq(certificados.tipo, c.tipo))
    : eq(certificados.avulsoId, c.avulsoId!);
  const r = await db
    .select({ id: certificados.id })
    .from(certificados)
    .where(and(mesmo, eq(certificados.status, 'emitido'), sql`${certificados.id} <> ${c.id}`))
    .limit(1);
  return r.length > 0;
}

export async function certificadosDoUsuario(db: Db, usuarioId: number, tipos?: readonly string[]) {
  return db
    .select({ c: certificados, eventoId: turmas.eventoId })
    .from(certificados)
    .leftJoin(turmas, eq(turmas.id, certificados.turmaId))
    .where(and(eq(certificados.usuarioId, usuarioId), eq(certificados.status, 'emitido'), tipos ? inArray(certificados.tipo, [...tipos] as LinhaCertificado['tipo'][]) : undefined))
    .orderBy(desc(certificados.emitidoEm), desc(certificados.id));
}

/** Inscrições confirmadas da pessoa sem certificado de participante válido (para dizer o que falta). */
export async function inscricoesSemCertificado(db: Db, usuarioId: number) {
  const r = await db.execute(sql`
    select t.id as turma_id, t.nome, t.data_inicio::text, t.data_fim::text, t.fim, e.id as evento_id, e.titulo, e.tipo,
      exists (select 1 from avaliacoes a where a.turma_id = t.id and a.usuario_id = i.usuario_id) as avaliou,
      exists (select 1 from certificados c where c.origem = 'evento' and c.turma_id = t.id and c.usuario_id = i.usuario_id
        and c.tipo = 'participante' and c.status = 'cancelado') as cancelado
    from inscricoes i join turmas t on t.id = i.turma_id join eventos e on e.id = t.evento_id
    where i.usuario_id = ${usuarioId} and i.status = 'confirmada'
      and not exists (select 1 from certificados c where c.origem = 'evento' and c.turma_id = t.id and c.usuario_id = i.usuario_id
        and c.tipo = 'participante' and c.status = 'emitido')
    order by t.fim desc, t.id desc
    limit 100`);
  return linhas<{ turma_id: number; nome: string; data_inicio: string; data_fim: string; fim: string | Date; evento_id: number; titulo: string; tipo: string; avaliou: boolean; cancelado: boolean }>(r);
}

/** Turmas (todas, ou as de um instrutor) encerradas ou em andamento, com contagens de emissão. */
export async function turmasComEmissao(db: Db, agora: Date | null, filtro: { instrutorId?: number; turmaId?: number } = {}) {
  const r = await db.execute(sql`
    select t.id, t.nome, t.data_inicio::text, t.data_fim::text, t.fim, e.id as evento_id, e.titulo,
      (select count(*) from inscricoes i where i.turma_id = t.id and i.status = 'confirmada')::int as inscritos,
      (select count(*) from certificados c where c.turma_id = t.id and c.tipo = 'participante' and c.status = 'emitido')::int as emitidos
    from turmas t join eventos e on e.id = t.evento_id
    where ${agora ? sql`t.inicio <= ${agora.toISOString()}::timestamptz` : sql`true`}
      ${filtro.turmaId ? sql`and t.id = ${filtro.turmaId}` : sql``}
      ${filtro.instrutorId ? sql`and exists (select 1 from turma_instrutores ti where ti.turma_id = t.id and ti.usuario_id = ${filtro.instrutorId})` : sql``}
    order by t.fim desc, t.id desc
    limit 300`);
  return linhas<{ id: number; nome: string; data_inicio: string; data_fim: string; fim: string | Date; evento_id: number; titulo: string; inscritos: number; emitidos: number }>(r);
}

/** Inscritos confirmados das turmas com presença, avaliação e certificado de participante (para dizer o que falta a cada um). */
export async function inscritosDasTurmas(db: Db, turmaIds: readonly number[], usuarioId?: number) {
  if (turmaIds.length === 0) return [];
  const r = await db.execute(sql`
    select i.turma_id, i.usuario_id, u.nome, u.email,
      (select count(*) from datas_turma d where d.turma_id = i.turma_id)::int as agendados,
      (select count(*) from presencas p join datas_turma d on d.turma_id = p.turma_id and d.data = p.data
        where p.turma_id = i.turma_id and p.usuario_id = i.usuario_id and p.presente)::int as presentes,
      exists (select 1 from avaliacoes a where a.turma_id = i.turma_id and a.usuario_id = i.usuario_id) as avaliou,
      (select c.id from certificados c where c.origem = 'evento' and c.turma_id = i.turma_id and c.usuario_id = i.usuario_id
        and c.tipo = 'participante' order by (c.status = 'emitido') desc, c.id desc limit 1) as certificado_id
    from inscricoes i join usuarios u on u.id = i.usuario_id
    where i.turma_id = any(${sql.param([...new Set(turmaIds)])}::int[]) and i.status = 'confirmada'
      ${usuarioId ? sql`and i.usuario_id = ${usuarioId}` : sql``}
    order by lower(u.nome), u.id`);
  return linhas<{ turma_id: number; usuario_id: number; nome: string; email: string; agendados: number; presentes: number; avaliou: boolean; certificado_id: number | null }>(r).map(
    (l) => ({ ...l, agendados: Number(l.agendados), presentes: Number(l.presentes) }),
  );
}

/** Instrutores e palestrantes com conta de uma turma, com o certificado de cada um (se houver). */
export async function equipeDaTurma(db: Db, turmaId: number) {
  const r = await db.execute(sql`
    select x.usuario_id, x.tipo, u.nome, u.email,
      (select c.id from certificados c where c.origem = 'evento' and c.turma_id = ${turmaId} and c.usuario_id = x.usuario_id
        and c.tipo = x.tipo order by (c.status = 'emitido') desc, c.id desc limit 1) as certificado_id
    from (
      select ti.usuario_id, 'instrutor' as tipo from turma_instrutores ti where ti.turma_id = ${turmaId}
      union
      select tp.usuario_id, 'palestrante' as tipo from turma_palestrantes tp where tp.turma_id = ${turmaId} and tp.usuario_id is not null
    ) x join usuarios u on u.id = x.usuario_id
    order by x.tipo, lower(u.nome)`);
  return linhas<{ usuario_id: number; tipo: 'instrutor' | 'palestrante'; nome: string; email: string; certificado_id: number | null }>(r);
}

/** O e-mail de quem recebe: o gravado no certificado (coautor da chamada sem conta) ou o da conta. */
const emailDoCertificado = sql<string | null>`coalesce(${certificados.email}, ${usuarios.email})`;

export async function certificadosPorIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ c: certificados, eventoId: turmas.eventoId, email: emailDoCertificado })
    .from(certificados)
    .leftJoin(turmas, eq(turmas.id, certificados.turmaId))
    .leftJoin(usuarios, eq(usuarios.id, certificados.usuarioId))
    .where(inArray(certificados.id, [...new Set(ids)]));
}

/**
 * Busca da gestão, paginada: certificados de turma e os da chamada de trabalhos (os avulsos têm a tela
 * deles); `origem` filtra um dos dois.
 */
export async function buscarCertificados(
  db: Db,
  f: {
    busca?: string; eventoId?: number; turmaId?: number; status?: LinhaCertificado['status']; tipo?: LinhaCertificado['tipo']; origem?: 'evento' | 'chamada';
    pagina: number; porPagina: number;
  },
) {
  const condicoes: (SQL | undefined)[] = [f.origem ? eq(certificados.origem, f.origem) : inArray(certificados.origem, ['evento', 'chamada'])];
  if (f.turmaId) condicoes.push(eq(certificados.turmaId, f.turmaId));
  if (f.eventoId) condicoes.push(eq(turmas.eventoId, f.eventoId));
  if (f.status) condicoes.push(eq(certificados.status, f.status));
  if (f.tipo) condicoes.push(eq(certificados.tipo, f.tipo));
  if (f.busca) {
    const termo = `%${f.busca.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // o número impresso: EMSP-SMS-AAAA-NNNNNN (turma) ou EMSP-SMS-CH-AAAA-NNNNNN (chamada)
    const numero = sql`('EMSP-SMS-' || case when ${certificados.origem} = 'chamada' then 'CH-' else '' end || extract(year from ${certificados.emitidoEm} at time zone 'America/Sao_Paulo') || '-' || lpad(${certificados.numero}::text, greatest(6, length(${certificados.numero}::text)), '0'))`;
    condicoes.push(
      or(ilike(certificados.nome, termo), ilike(certificados.curso, termo), ilike(certificados.turmaNome, termo), sql`${emailDoCertificado} ilike ${termo}`, ilike(certificados.codigo, termo), sql`${numero} ilike ${termo}`),
    );
  }
  const onde = and(...condicoes);
  const base = db
    .select({ c: certificados, eventoId: turmas.eventoId, email: emailDoCertificado, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(certificados)
    .leftJoin(turmas, eq(turmas.id, certificados.turmaId))
    .leftJoin(usuarios, eq(usuarios.id, certificados.usuarioId))
    .where(onde)
    .orderBy(desc(certificados.emitidoEm), desc(certificados.id))
    .limit(f.porPagina)
    .offset((f.pagina - 1) * f.porPagina);
  const r = await base;
  return { itens: r, total: r[0]?.total ?? 0 };
}

export async function registrarValidacao(db: Db, v: typeof certificadoValidacoes.$inferInsert): Promise<void> {
  await db.insert(certificadoValidacoes).values(v);
}

export async function eventoDaTurma(db: Db, turmaId: number) {
  const [t] = await db.select({ id: turmas.id, eventoId: turmas.eventoId, titulo: eventos.titulo }).from(turmas).innerJoin(eventos, eq(eventos.id, turmas.eventoId)).where(eq(turmas.id, turmaId));
  return t ?? null;
}
