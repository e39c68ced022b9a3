import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { TIPOS_EMAIL_OPCIONAL } from '#shared/rules/preferencias-email.ts';
import { turmas } from './eventos.ts';
import { usuarios } from './usuarios.ts';
import { umDe } from './valores.ts';

export const TIPOS_LEMBRETE = ['aula', 'avaliacao_disponivel'] as const;

/**
 * O livro dos lembretes (issue 21): uma linha por pessoa, turma, tipo e data. Quem envia registra antes
 * (`ON CONFLICT DO NOTHING RETURNING`) e só avisa quem a própria gravação registrou: duas rodadas, em
 * dois processos, nunca avisam a mesma pessoa duas vezes pelo mesmo motivo.
 * `data`: o dia do encontro (lembrete de aula) ou o último dia da turma (avaliação disponível).
 */
export const lembretesEnviados = pgTable(
  'lembretes_enviados',
  {
    usuarioId: integer()
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    turmaId: integer()
      .notNull()
      .references(() => turmas.id, { onDelete: 'cascade' }),
    tipo: text({ enum: TIPOS_LEMBRETE }).notNull(),
    data: date({ mode: 'string' }).notNull(),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.usuarioId, t.turmaId, t.tipo, t.data] }),
    check('lembretes_enviados_tipo', umDe(t.tipo, TIPOS_LEMBRETE)),
    index('lembretes_enviados_turma_idx').on(t.turmaId, t.data),
  ],
);

/** E-mails opcionais que a pessoa escolheu (sem linha = recebe). */
export const preferenciasEmail = pgTable(
  'preferencias_email',
  {
    usuarioId: integer()
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    tipo: text({ enum: TIPOS_EMAIL_OPCIONAL }).notNull(),
    recebe: boolean().notNull(),
    atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.tipo] }), check('preferencias_email_tipo', umDe(t.tipo, TIPOS_EMAIL_OPCIONAL))],
);
