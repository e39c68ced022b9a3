import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessoes, usuarios } from '../../db/schema/index.ts';

/** O que cada requisição autenticada precisa da pessoa: perfis, situação e os campos da completude do perfil. */
export const colunasAcesso = {
  id: usuarios.id,
  perfis: usuarios.perfis,
  ativo: usuarios.ativo,
  cargo_id: usuarios.cargoId,
  unidade_id: usuarios.unidadeId,
  genero_id: usuarios.generoId,
  orientacao_sexual_id: usuarios.orientacaoSexualId,
  cor_raca_id: usuarios.corRacaId,
  escolaridade_id: usuarios.escolaridadeId,
  deficiencia_id: usuarios.deficienciaId,
  data_nascimento: usuarios.dataNascimento,
};

function prepararSessaoAtiva(db: Db) {
  return db
    .select(colunasAcesso)
    .from(sessoes)
    .innerJoin(usuarios, eq(usuarios.id, sessoes.usuarioId))
    .where(
      and(
        eq(sessoes.id, sql.placeholder('sessaoId')),
        eq(sessoes.usuarioId, sql.placeholder('usuarioId')),
        isNull(sessoes.revogadaEm),
        gt(sessoes.expiraEm, sql.placeholder('agora')),
      ),
    )
    .limit(1)
    .prepare('sessao_ativa');
}

/** Consulta preparada por banco: roda em toda requisição autenticada (o caminho mais quente da API). */
const preparadas = new WeakMap<Db, ReturnType<typeof prepararSessaoAtiva>>();

/** Sessão ativa (não revogada, não expirada) com os dados da pessoa que o acesso precisa. */
export async function buscarSessaoAtiva(db: Db, sessaoId: string, usuarioId: number, agora: Date) {
  let consulta = preparadas.get(db);
  if (!consulta) {
    consulta = prepararSessaoAtiva(db);
    preparadas.set(db, consulta);
  }
  const [linha] = await consulta.execute({ sessaoId, usuarioId, agora: agora.toISOString() });
  return linha ?? null;
}
