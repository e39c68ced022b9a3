/**
 * Para os testes dos painéis e do histórico: turmas com datas exatas (em São Paulo), inscrições,
 * presenças e avaliações gravadas direto no banco (as regras delas têm os próprios testes).
 */
import { criteriosDoTipo } from '#shared/rules/avaliacao.ts';
import { instanteEmSaoPaulo } from '#shared/rules/cronograma.ts';
import type { Db } from '../db/client.ts';
import { avaliacoes, inscricoes, presencas } from '../db/schema/index.ts';
import { criarEventoDeTeste } from './eventos.ts';

const camel = (k: string) => k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** Antes de todas as datas dos cenários: o evento é criado "hoje" = este instante. */
export const CRIACAO = new Date('2029-11-01T12:00:00Z');

export interface TurmaDoCenario {
  turmaId: number;
  eventoId: number;
  titulo: string;
}

/** Um evento publicado de uma turma com os encontros dados (`[data, início, fim]`, hora de São Paulo). */
export async function turmaCom(db: Db, o: { titulo: string; instrutores: number[]; encontros: [string, string, string][]; nome?: string }): Promise<TurmaDoCenario> {
  const { evento } = await criarEventoDeTeste(db, {
    titulo: o.titulo, now: () => CRIACAO,
    turmas: [{ nome: o.nome ?? 'Turma A', instrutores: o.instrutores, vagas: 40, datas: o.encontros.map(([data, horario_inicio, horario_fim]) => ({ data, horario_inicio, horario_fim })) }],
  });
  return { turmaId: evento.turmas[0]!.id, eventoId: evento.id, titulo: o.titulo };
}

/** Inscreve (confirmada, salvo outro status), marca presença nos dias dados e, com `nota`, grava a avaliação. */
export async function participante(db: Db, t: TurmaDoCenario, usuarioId: number, o: { dias?: string[]; nota?: number; status?: 'confirmada' | 'em_espera' } = {}) {
  const status = o.status ?? 'confirmada';
  const [insc] = await db
    .insert(inscricoes)
    .values({ turmaId: t.turmaId, eventoId: t.eventoId, usuarioId, status, exclusiva: true, criadaEm: CRIACAO, confirmadaEm: status === 'confirmada' ? CRIACAO : null })
    .returning({ id: inscricoes.id });
  const base = { inscricaoId: insc!.id, turmaId: t.turmaId, usuarioId };
  if (o.dias?.length) {
    await db.insert(presencas).values(o.dias.map((data) => ({ ...base, data, presente: true, metodo: 'manual', registradaEm: instanteEmSaoPaulo(data, '08:10') })));
  }
  if (o.nota !== undefined) {
    const notas = Object.fromEntries(criteriosDoTipo('Curso').filter((c) => c.obrigatorio).map((c) => [camel(c.chave), o.nota]));
    await db.insert(avaliacoes).values({ ...base, ...notas } as typeof avaliacoes.$inferInsert);
  }
  return insc!.id;
}
