/**
 * Painel do instrutor (issue 21): as turmas dele em um pedido — agora, próximas, encerradas — com
 * a taxa de presença, a média das avaliações (a regra de anonimato dos resultados: com 1 ou 2 respostas,
 * só a contagem) e os certificados de participante pendentes por motivo (a cadeia dos certificados).
 *
 * Taxa de presença = pessoas-dia presentes ÷ (inscritos confirmados × encontros já começados): a fração
 * das presenças possíveis até agora que aconteceram (só de inscritos confirmados; um dia conta uma vez).
 */
import type { PainelInstrutor } from '#shared/contracts/paineis.ts';
import type { CtxAutenticado } from '../../lib/context.ts';
import { mediasDasTurmasDoInstrutor } from '../avaliacoes/avaliacoes.service.ts';
import { certificadosDoInstrutor } from '../certificados/certificados.service.ts';
import { turmasDoInstrutor } from './paineis.repository.ts';

type TurmaDoPainel = PainelInstrutor['turmas'][number];

/** A taxa de presença (0 a 1, 3 casas), nula quando ainda não há presença possível. */
export function taxaDePresenca(presencas: number, inscritos: number, realizados: number): number | null {
  const possiveis = inscritos * realizados;
  return possiveis === 0 ? null : Math.round((presencas / possiveis) * 1000) / 1000;
}

export async function painelDoInstrutor(ctx: CtxAutenticado): Promise<PainelInstrutor> {
  const agora = ctx.now();
  const turmas = await turmasDoInstrutor(ctx.db, ctx.user.id, agora);
  if (turmas.length === 0) return { turmas: [] };
  const avaliacoes = await mediasDasTurmasDoInstrutor(ctx, ctx.user.id);
  const emissao = new Map((await certificadosDoInstrutor(ctx)).turmas.map((r) => [r.turma.id, r]));

  return {
    turmas: turmas.map((t): TurmaDoPainel => {
      const inicio = new Date(t.inicio).getTime();
      const fim = new Date(t.fim).getTime();
      const momento = fim < agora.getTime() ? 'encerradas' : inicio <= agora.getTime() ? 'agora' : 'proximas';
      const e = emissao.get(t.id);
      const proximo = typeof t.proximo === 'string' ? (JSON.parse(t.proximo) as TurmaDoPainel['proximo_encontro']) : t.proximo;
      const [inscritos, presencas, realizados] = [Number(t.inscritos), Number(t.presencas), Number(t.realizados)];
      return {
        turma: { id: t.id, nome: t.nome, data_inicio: t.data_inicio, data_fim: t.data_fim },
        evento: { id: Number(t.evento_id), titulo: t.titulo },
        momento,
        proximo_encontro: proximo,
        inscritos,
        presenca: { agendados: Number(t.agendados), realizados, presencas, taxa: taxaDePresenca(presencas, inscritos, realizados) },
        avaliacao: avaliacoes.get(t.id) ?? { respostas: 0, media: null, oculta: false },
        certificados: { emitidos: e?.emitidos ?? 0, pendentes: e?.faltam ?? [] },
      };
    }),
  };
}
