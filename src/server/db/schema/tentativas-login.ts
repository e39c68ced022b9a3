import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { usuarios } from './usuarios.ts';

/**
 * Limite de tentativas de conferir uma senha (login e senha atual do perfil) por par (alvo, IP) —
 * decisão 010. `chave` é o selo HMAC do servidor sobre "alvo|IP" (alvo = a conta, ou o identificador
 * normalizado quando não há conta): nem e-mail, nem CPF, nem IP ficam legíveis aqui. Linhas sem
 * atividade há 24 horas são apagadas aos poucos pelas próprias falhas.
 */
export const tentativasLogin = pgTable(
  'tentativas_login',
  {
    chave: text().primaryKey(),
    /** Conta do par (nulo para identificador sem conta): a redefinição de senha apaga as linhas dela. */
    usuarioId: integer().references(() => usuarios.id, { onDelete: 'cascade' }),
    /** Falhas seguidas do par; zera no acerto. */
    falhas: integer().notNull().default(0),
    /** Conferências de senha em andamento (vagas tomadas antes de conferir). */
    emConferencia: integer().notNull().default(0),
    esperaAte: timestamp({ withTimezone: true }),
    /** Quando a última vaga foi tomada: vagas antigas demais são de um processo que caiu e deixam de contar. */
    reservadaEm: timestamp({ withTimezone: true }).notNull(),
    atualizadaEm: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('tentativas_login_usuario_idx').on(t.usuarioId),
    index('tentativas_login_atualizada_idx').on(t.atualizadaEm),
    check('tentativas_login_contadores', sql`${t.falhas} >= 0 and ${t.emConferencia} >= 0`),
  ],
);
