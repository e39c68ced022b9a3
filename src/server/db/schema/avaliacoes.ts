import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { inscricoes } from './eventos.ts';

const nota = () => smallint();
/** Nota da escala (10/8/6/4/2) ou vazia. */
const notaValida = (coluna: string) => sql.raw(`"${coluna}" is null or "${coluna}" in (2, 4, 6, 8, 10)`);

/**
 * Avaliação do curso: uma por pessoa e turma (chave única), sempre de uma inscrição da mesma pessoa na
 * mesma turma. Notas da escala como número (Ótimo 10 … Péssimo 2); os 12 critérios obrigatórios não ficam
 * vazios; os de congresso e simpósio, sim. A pessoa fica guardada (uma por turma, lembretes), mas as telas
 * de instrutores e da administração mostram só agregados e comentários sem nome.
 */
export const avaliacoes = pgTable(
  'avaliacoes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    inscricaoId: integer().notNull(),
    turmaId: integer().notNull(),
    usuarioId: integer().notNull(),
    divulgacaoEvento: nota().notNull(),
    recepcao: nota().notNull(),
    credenciamento: nota().notNull(),
    materialApoio: nota().notNull(),
    pontualidade: nota().notNull(),
    sinalizacaoLocal: nota().notNull(),
    conteudoTemas: nota().notNull(),
    desempenhoInstrutor: nota().notNull(),
    estruturaLocal: nota().notNull(),
    acessibilidade: nota().notNull(),
    limpeza: nota().notNull(),
    inscricaoOnline: nota().notNull(),
    exposicaoTrabalhos: nota(),
    apresentacaoOralMostra: nota(),
    apresentacaoTcrs: nota(),
    oficinas: nota(),
    gostouMais: text(),
    sugestoesMelhoria: text(),
    comentariosFinais: text(),
    criadaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('avaliacoes_turma_usuario_uq').on(t.turmaId, t.usuarioId),
    index('avaliacoes_usuario_idx').on(t.usuarioId),
    foreignKey({ name: 'avaliacoes_inscricao_fk', columns: [t.inscricaoId, t.turmaId, t.usuarioId], foreignColumns: [inscricoes.id, inscricoes.turmaId, inscricoes.usuarioId] }),
    ...[
      'divulgacao_evento', 'recepcao', 'credenciamento', 'material_apoio', 'pontualidade', 'sinalizacao_local', 'conteudo_temas',
      'desempenho_instrutor', 'estrutura_local', 'acessibilidade', 'limpeza', 'inscricao_online', 'exposicao_trabalhos',
      'apresentacao_oral_mostra', 'apresentacao_tcrs', 'oficinas',
    ].map((c) => check(`avaliacoes_${c}_escala`, notaValida(c))),
    check('avaliacoes_textos_tamanho', sql`coalesce(char_length(${t.gostouMais}), 0) <= 4000 and coalesce(char_length(${t.sugestoesMelhoria}), 0) <= 4000 and coalesce(char_length(${t.comentariosFinais}), 0) <= 4000`),
  ],
);
