import { CRITERIOS, criteriosDoTipo } from '#shared/rules/avaliacao.ts';
import { instanteEmSaoPaulo } from '#shared/rules/cronograma.ts';
import type { TipoEvento } from '#shared/rules/eventos.ts';
import type { Db } from '../db/client.ts';
import { avaliacoes, inscricoes, presencas } from '../db/schema/index.ts';
import { criarEventoDeTeste, diaDaqui } from './eventos.ts';
import { criarUsuario } from './factories.ts';

const camel = (k: string) => k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

export interface ParticipanteDeTeste {
  /** Dias com presença, entre os 4 encontros. */
  presencas: number;
  status?: 'confirmada' | 'em_espera';
  /** A avaliação enviada: `nota` para todos os critérios do tipo, `notas` por critério (snake_case), textos. */
  avaliacao?: { nota?: number; notas?: Record<string, number | null>; gostou_mais?: string; sugestoes_melhoria?: string; comentarios_finais?: string };
}

/**
 * Uma turma de 4 encontros (a partir de `inicio` dias de hoje, das 08:00 às 12:00) com participantes: a
 * inscrição, as presenças e a avaliação entram direto no banco (as regras delas têm os próprios testes).
 * `depoisDoFim` é um instante dois dias após o último encontro.
 */
export async function turmaComAvaliacoes(
  db: Db,
  o: { inicio: number; titulo?: string; tipo?: TipoEvento; nome?: string; instrutores?: number[]; participantes: ParticipanteDeTeste[] },
) {
  const dias = [0, 1, 2, 3].map((i) => diaDaqui(o.inicio + i));
  const { evento } = await criarEventoDeTeste(db, {
    titulo: o.titulo ?? 'Curso de Teste',
    tipo: o.tipo ?? 'Curso',
    turmas: [{ ...(o.nome ? { nome: o.nome } : {}), ...(o.instrutores ? { instrutores: o.instrutores } : {}), vagas: 50, datas: dias.map((data) => ({ data, horario_inicio: '08:00', horario_fim: '12:00' })) }],
  });
  const turmaId = evento.turmas[0]!.id;
  const criterios = criteriosDoTipo(o.tipo ?? 'Curso');
  const pessoas = [];
  for (const p of o.participantes) {
    const u = await criarUsuario(db, { scryptLogN: 4 });
    pessoas.push(u);
    const status = p.status ?? 'confirmada';
    const agora = new Date();
    const [insc] = await db
      .insert(inscricoes)
      .values({ turmaId, eventoId: evento.id, usuarioId: u.id, status, exclusiva: true, criadaEm: agora, confirmadaEm: status === 'confirmada' ? agora : null })
      .returning({ id: inscricoes.id });
    const base = { inscricaoId: insc!.id, turmaId, usuarioId: u.id };
    if (p.presencas > 0) {
      await db.insert(presencas).values(dias.slice(0, p.presencas).map((data) => ({ ...base, data, presente: true, metodo: 'manual', registradaEm: instanteEmSaoPaulo(data, '08:10') })));
    }
    if (p.avaliacao) {
      const a = p.avaliacao;
      const notas = Object.fromEntries(criterios.filter((c) => c.obrigatorio).map((c) => [camel(c.chave), a.nota ?? 8]));
      for (const [k, v] of Object.entries(a.notas ?? {})) {
        if (!CRITERIOS.some((c) => c.chave === k)) throw new Error(`critério desconhecido: ${k}`);
        notas[camel(k)] = v as number;
      }
      await db.insert(avaliacoes).values({
        ...base, ...notas,
        gostouMais: a.gostou_mais ?? null, sugestoesMelhoria: a.sugestoes_melhoria ?? null, comentariosFinais: a.comentarios_finais ?? null,
        criadaEm: instanteEmSaoPaulo(diaDaqui(o.inicio + 4), '10:00'),
      } as typeof avaliacoes.$inferInsert);
    }
  }
  return { turmaId, eventoId: evento.id, pessoas, dias, depoisDoFim: instanteEmSaoPaulo(diaDaqui(o.inicio + 5), '09:00') };
}
