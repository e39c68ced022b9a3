/**
 * Lembrete de avaliação (issue 8): a administração lembra, de uma vez, quem está apto e ainda não avaliou
 * as turmas escolhidas. Um lembrete por pessoa, turma e dia (no calendário de São Paulo): a chave da
 * tarefa é o registro, então apertar duas vezes no mesmo dia não manda duas vezes. O lembrete confere de
 * novo, cria a notificação no app e manda o e-mail pela fila, como o aviso de que a avaliação abriu.
 */
import { z } from 'zod';
import type { LembrarBodySchema, LembretesEnviados } from '#shared/contracts/avaliacoes-resultados.ts';
import { dataEmSaoPaulo } from '#shared/rules/cronograma.ts';
import type { Ctx, CtxAutenticado } from '../../lib/context.ts';
import { baseDoSite } from '../../lib/site.ts';
import { definirTarefa } from '../../lib/tarefas/definicao.ts';
import { criarNotificacao } from '../notificacoes/notificacoes.service.ts';
import { enfileirarEmailsOpcionais } from '../perfil/perfil.service.ts';
import { dadosDoAviso, turmaParaAvaliar } from './avaliacoes.repository.ts';
import { aptosSemAvaliacao } from './resultados.service.ts';

export const TAREFA_LEMBRETE = 'avaliacao.lembrete';

/** Chave do lembrete: uma vez por pessoa e turma em cada dia de São Paulo. */
export const chaveDoLembrete = (turmaId: number, usuarioId: number, dia: string) => `lembrete-avaliacao:${turmaId}:${usuarioId}:${dia}`;

const plural = (n: number, um: string, varios: string) => (n === 1 ? um : varios.replace('#', String(n)));

function mensagemDoLembrete(enfileirados: number, jaHoje: number): string {
  if (enfileirados === 0 && jaHoje === 0) return 'Todas as pessoas aptas já avaliaram: não há quem lembrar.';
  const partes = [];
  if (enfileirados > 0) partes.push(plural(enfileirados, '1 lembrete enviado.', '# lembretes enviados.'));
  else partes.push('Nenhum lembrete novo.');
  if (jaHoje > 0) partes.push(plural(jaHoje, '1 pessoa já tinha sido lembrada hoje.', '# pessoas já tinham sido lembradas hoje.'));
  return partes.join(' ');
}

/**
 * Enfileira um lembrete para cada pessoa apta que ainda não avaliou as turmas dadas (inscrição
 * confirmada, turma encerrada, frequência ≥ 75 %, sem teste obrigatório pendente). Turmas inexistentes
 * não têm ninguém a lembrar. Devolve quantos entraram na fila e quantos já tinham sido lembrados hoje.
 */
export async function lembrarQuemNaoRespondeu(ctx: CtxAutenticado, body: z.output<typeof LembrarBodySchema>): Promise<LembretesEnviados> {
  const pendentes = await aptosSemAvaliacao(ctx, [...new Set(body.turma_ids)]);
  const dia = dataEmSaoPaulo(ctx.now());
  const enfileirados = await ctx.db.transaction((tx) =>
    ctx.jobs.enfileirarVarias(
      tx,
      pendentes.map((p) => ({ tipo: TAREFA_LEMBRETE, dados: { turmaId: p.turmaId, usuarioId: p.usuarioId, dia }, chave: chaveDoLembrete(p.turmaId, p.usuarioId, dia) })),
    ),
  );
  const jaHoje = pendentes.length - enfileirados;
  ctx.log.info({ turmas: body.turma_ids.length, enfileirados, jaHoje }, 'lembretes de avaliação');
  return { enfileirados, ja_enviados_hoje: jaHoje, mensagem: mensagemDoLembrete(enfileirados, jaHoje) };
}

/** Um lembrete: notificação no app e e-mail (com chave do dia), se a pessoa ainda não avaliou. */
export async function enviarLembrete(ctx: Ctx, dados: unknown): Promise<void> {
  const { turmaId, usuarioId, dia } = dados as { turmaId: number; usuarioId: number; dia: string };
  const situacao = await turmaParaAvaliar(ctx.db, turmaId, usuarioId);
  const d = await dadosDoAviso(ctx.db, turmaId, usuarioId);
  if (!situacao || situacao.jaAvaliou || situacao.inscricaoStatus !== 'confirmada' || !d) return;
  const titulo = `Lembrete: avalie ${d.titulo}`.slice(0, 255);
  const texto = `A avaliação da turma "${d.turma}" ainda está esperando por você. Sua opinião leva poucos minutos, ajuda a melhorar os próximos cursos e libera o certificado.`;
  await ctx.db.transaction(async (tx) => {
    await criarNotificacao({ db: tx }, { usuarioId, tipo: 'avaliacao', titulo, mensagem: texto, link: `/avaliar/${turmaId}` });
    await enfileirarEmailsOpcionais({ db: tx, jobs: ctx.jobs }, 'lembrete_avaliacao', [{
      usuarioId,
      mensagem: { para: d.email, assunto: 'Lembrete: avaliação do curso – Escola da Saúde', texto: [`Olá, ${d.nome}.`, '', texto, '', `Avalie em: ${baseDoSite(ctx)}/avaliar/${turmaId}`].join('\n') },
      chave: `email:${chaveDoLembrete(turmaId, usuarioId, dia)}`,
    }]);
  });
}

export const tarefaLembreteDeAvaliacao = definirTarefa({
  nome: TAREFA_LEMBRETE,
  dados: z.object({ turmaId: z.number().int(), usuarioId: z.number().int(), dia: z.string() }),
  executar: enviarLembrete,
});
