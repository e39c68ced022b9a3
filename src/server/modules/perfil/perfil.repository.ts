import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  cargos,
  coresRacas,
  deficiencias,
  escolaridades,
  generos,
  orientacoesSexuais,
  auditoria,
  sessoes,
  unidades,
  usuarios,
} from '../../db/schema/index.ts';

export type LinhaUsuario = typeof usuarios.$inferSelect;
export type ValoresUsuario = Partial<Omit<typeof usuarios.$inferInsert, 'id' | 'cpf' | 'criadoEm'>>;

/** Campo do contrato → tabela de apoio de onde vem o id. */
export const TABELAS_OPCOES = {
  cargo_id: cargos,
  unidade_id: unidades,
  genero_id: generos,
  orientacao_sexual_id: orientacoesSexuais,
  cor_raca_id: coresRacas,
  escolaridade_id: escolaridades,
  deficiencia_id: deficiencias,
} as const;
export type CampoOpcao = keyof typeof TABELAS_OPCOES;

export async function buscarUsuario(db: Db, id: number): Promise<LinhaUsuario | null> {
  const [linha] = await db.select().from(usuarios).where(eq(usuarios.id, id)).limit(1);
  return linha ?? null;
}

/** Outra pessoa já usa este e-mail (já em minúsculas)? */
export async function emailEmUsoPorOutro(db: Db, email: string, usuarioId: number): Promise<boolean> {
  const [linha] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios.email, email), ne(usuarios.id, usuarioId)))
    .limit(1);
  return linha !== undefined;
}

/**
 * Quais dos pedidos apontam para uma opção que existe e está ativa: uma consulta só (UNION ALL).
 * Devolve os nomes dos campos encontrados.
 */
export async function camposComOpcaoAtiva(db: Db, pedidos: { campo: CampoOpcao; id: number }[]): Promise<Set<CampoOpcao>> {
  if (pedidos.length === 0) return new Set();
  const consultas = pedidos.map(({ campo, id }) => {
    const t = TABELAS_OPCOES[campo];
    return db
      .select({ campo: sql<string>`${campo}::text`.as('campo') })
      .from(t)
      .where(and(eq(t.id, id), eq(t.ativo, true)));
  });
  const [primeira, segunda, ...resto] = consultas;
  const linhas = segunda ? await unionAll(primeira!, segunda, ...resto) : await primeira!;
  return new Set(linhas.map((l) => l.campo as CampoOpcao));
}

export async function atualizarUsuario(db: Db, id: number, valores: ValoresUsuario): Promise<void> {
  await db.update(usuarios).set(valores).where(eq(usuarios.id, id));
}

/** Revoga as sessões ativas da pessoa, menos a atual (troca de senha). */
export async function revogarOutrasSessoes(db: Db, usuarioId: number, sessaoAtual: string, agora: Date): Promise<number> {
  const r = await db
    .update(sessoes)
    .set({ revogadaEm: agora })
    .where(and(eq(sessoes.usuarioId, usuarioId), isNull(sessoes.revogadaEm), ne(sessoes.id, sessaoAtual)))
    .returning({ id: sessoes.id });
  return r.length;
}

function opcoesAtivas(db: Db, t: (typeof TABELAS_OPCOES)[Exclude<CampoOpcao, 'unidade_id'>]) {
  return db.select({ id: t.id, nome: t.nome }).from(t).where(eq(t.ativo, true)).orderBy(asc(t.ordem), asc(t.id));
}

/** As sete listas do perfil, só opções ativas, na ordem de exibição. */
export async function listarOpcoes(db: Db) {
  const [cargosL, unidadesL, generosL, orientacoesL, coresL, escolaridadesL, deficienciasL] = await Promise.all([
    opcoesAtivas(db, cargos),
    db
      .select({ id: unidades.id, nome: unidades.nome, sigla: unidades.sigla })
      .from(unidades)
      .where(eq(unidades.ativo, true))
      .orderBy(asc(unidades.ordem), asc(unidades.id)),
    opcoesAtivas(db, generos),
    opcoesAtivas(db, orientacoesSexuais),
    opcoesAtivas(db, coresRacas),
    opcoesAtivas(db, escolaridades),
    opcoesAtivas(db, deficiencias),
  ]);
  return {
    cargos: cargosL,
    unidades: unidadesL,
    generos: generosL,
    orientacoesSexuais: orientacoesL,
    coresRacas: coresL,
    escolaridades: escolaridadesL,
    deficiencias: deficienciasL,
  };
}

/** Tudo o que a plataforma guarda ligado à pessoa, para a exportação da LGPD (três consultas). */
export async function dadosDaPessoa(db: Db, usuarioId: number) {
  const [sessoesDaPessoa, alteracoes] = await Promise.all([
    db
      .select({ criadaEm: sessoes.criadaEm, expiraEm: sessoes.expiraEm, renovadaEm: sessoes.renovadaEm, revogadaEm: sessoes.revogadaEm })
      .from(sessoes)
      .where(eq(sessoes.usuarioId, usuarioId))
      .orderBy(desc(sessoes.criadaEm)),
    db
      .select({ acao: auditoria.acao, criadoEm: auditoria.criadoEm, detalhes: auditoria.detalhes })
      .from(auditoria)
      .where(and(eq(auditoria.alvoTipo, 'usuario'), eq(auditoria.alvoId, String(usuarioId))))
      .orderBy(desc(auditoria.criadoEm)),
  ]);
  return { sessoesDaPessoa, alteracoes };
}
