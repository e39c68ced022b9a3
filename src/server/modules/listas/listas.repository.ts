import { and, asc, eq, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { cargos, coresRacas, deficiencias, escolaridades, generos, orientacoesSexuais, unidades } from '../../db/schema/index.ts';

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
