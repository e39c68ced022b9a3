import { z } from 'zod';
/**
 * Aviso de que a avaliação abriu (issue 8): uma rotina da fila de tarefas, três vezes ao dia, procura
 * quem terminou uma turma com frequência mínima e ainda não avaliou, e enfileira um aviso por pessoa e
 * turma com chave própria (a chave da tarefa é o registro: nunca duas vezes, nem com dois processos).
 * O aviso confere de novo, registra-se no livro `lembretes_enviados` (pessoa + turma + tipo: uma vez só),
 * cria a notificação no app e manda o e-mail pela fila — se a pessoa não desligou "Avaliação disponível".
 */
import { frequenciaAtingida } from '#shared/rules/presenca.ts';
import type { Ctx } from '../../lib/context.ts';
import { baseDoSite } from '../../lib/site.ts';
import { definirTarefa, type RotinaDiaria } from '../../lib/tarefas/definicao.ts';
import { criarNotificacao } from '../notificacoes/notificacoes.service.ts';
import { enfileirarEmailsOpcionais } from '../perfil/perfil.service.ts';
import { chaveDoPar, devemTesteObrigatorio, deveTesteObrigatorio } from '../testes/testes.service.ts';
import { candidatosAoAvisoDeAvaliacao, dadosDoAviso, registrarAvisoNoLivro, turmaParaAvaliar } from './avaliacoes.repository.ts';

export const TAREFA_PROCURAR_AVISOS = 'avaliacao.procurar-avisos';
export const TAREFA_AVISO = 'avaliacao.aviso';
/** Turmas encerradas há até 30 dias: depois disso, quem não foi avisado também não precisa ser. */
const DIAS_PARA_TRAS = 30;
const HORARIOS = ['12:30', '18:30', '23:30'];
/** A chave do aviso de uma pessoa numa turma: a rotina e a aprovação no teste usam a mesma (um aviso só). */
export const chaveDoAviso = (turmaId: number, usuarioId: number) => `aviso-avaliacao:${turmaId}:${usuarioId}`;

/** A rotina: enfileira um aviso por pessoa e turma que ainda não o recebeu. Devolve quantos entraram na fila. */
export async function procurarAvisos(ctx: Ctx): Promise<number> {
  const candidatos = await candidatosAoAvisoDeAvaliacao(ctx.db, ctx.now(), DIAS_PARA_TRAS);
  const comFrequencia = candidatos.filter((x) => frequenciaAtingida(x.presentes, x.agendados));
  // quem ainda deve o teste obrigatório é avisado ao passar nele (com a mesma chave)
  const devem = await devemTesteObrigatorio(ctx, comFrequencia.map((c) => ({ turmaId: c.turma_id, usuarioId: c.usuario_id })));
  const avisar = comFrequencia.filter((x) => !devem.has(chaveDoPar({ turmaId: x.turma_id, usuarioId: x.usuario_id })));
  return ctx.jobs.enfileirarVarias(
    ctx.db,
    avisar.map((c) => ({ tipo: TAREFA_AVISO, dados: { turmaId: c.turma_id, usuarioId: c.usuario_id }, chave: chaveDoAviso(c.turma_id, c.usuario_id) })),
  );
}

/** Um aviso: notificação no app e e-mail (com chave), se a pessoa ainda não avaliou. */
export async function enviarAviso(ctx: Ctx, dados: unknown): Promise<void> {
  const { turmaId, usuarioId } = dados as { turmaId: number; usuarioId: number };
  const situacao = await turmaParaAvaliar(ctx.db, turmaId, usuarioId);
  const d = await dadosDoAviso(ctx.db, turmaId, usuarioId);
  if (!situacao || situacao.jaAvaliou || situacao.inscricaoStatus !== 'confirmada' || !d) return;
  if (await deveTesteObrigatorio(ctx, turmaId, usuarioId)) return;
  const titulo = `Avaliação disponível: ${d.titulo}`.slice(0, 255);
  const abertura = `A turma "${d.turma}" terminou e a avaliação do curso está aberta. Sua opinião leva poucos minutos e libera o certificado.`;
  await ctx.db.transaction(async (tx) => {
    // o livro dos lembretes: só avisa quem esta gravação registrou (uma vez por pessoa e turma)
    if (!(await registrarAvisoNoLivro(tx, usuarioId, turmaId, d.data_fim, ctx.now()))) return;
    await criarNotificacao({ db: tx }, { usuarioId, tipo: 'avaliacao', titulo, mensagem: abertura, link: `/avaliar/${turmaId}` });
    await enfileirarEmailsOpcionais({ db: tx, jobs: ctx.jobs }, 'avaliacao_disponivel', [{
      usuarioId,
      mensagem: { para: d.email, assunto: 'Avaliação do curso disponível – Escola da Saúde', texto: [`Olá, ${d.nome}.`, '', abertura, '', `Avalie em: ${baseDoSite(ctx)}/avaliar/${turmaId}`].join('\n') },
      chave: `email:aviso-avaliacao:${turmaId}:${usuarioId}`,
    }]);
  });
}

export const tarefaProcurarAvisos = definirTarefa({
  nome: TAREFA_PROCURAR_AVISOS,
  dados: z.object({}),
  executar: async (ctx) => {
    await procurarAvisos(ctx);
  },
  limiteSeg: 600,
});

export const tarefaAvisoDeAvaliacao = definirTarefa({ nome: TAREFA_AVISO, dados: z.object({ turmaId: z.number().int(), usuarioId: z.number().int() }), executar: enviarAviso });

/** Três vezes ao dia (São Paulo). */
export const rotinasDeAvisosDeAvaliacao: RotinaDiaria[] = HORARIOS.map((hora) => ({ nome: `avisos-de-avaliacao-${hora.replace(':', 'h')}`, hora, tarefa: TAREFA_PROCURAR_AVISOS }));
