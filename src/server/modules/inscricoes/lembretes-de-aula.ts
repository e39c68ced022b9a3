import { z } from 'zod';
/**
 * Lembrete de aula na véspera (issue 21, DESIGN §5): todo dia às 09:00 de São Paulo, cada pessoa com
 * inscrição confirmada numa turma que tem encontro amanhã (dia de São Paulo) recebe uma notificação no app
 * e um e-mail com data, horário e local.
 * Uma vez só, mesmo com dois processos: a rodada começa tomando `pg_advisory_xact_lock` e só avisa quem
 * ela mesma conseguiu registrar no livro `lembretes_enviados` (chave pessoa + turma + tipo + data,
 * `ON CONFLICT DO NOTHING RETURNING`); o e-mail ainda leva uma chave de idempotência própria na fila.
 * O e-mail é opcional (preferência "Lembrete de aula" no perfil); a notificação no app sai sempre.
 */
import { somarDias } from '#shared/rules/salas.ts';
import { dataEmSaoPaulo } from '#shared/rules/cronograma.ts';
import type { Ctx, Servicos } from '../../lib/context.ts';
import { baseDoSite } from '../../lib/site.ts';
import { definirTarefa, type RotinaDiaria } from '../../lib/tarefas/definicao.ts';
import { criarNotificacoes } from '../notificacoes/notificacoes.service.ts';
import { enfileirarEmailsOpcionais } from '../perfil/perfil.service.ts';
import { dataBr } from './avisos.ts';
import { encontrosDoDia, registrarNoLivro, travarLembretesDeAula, type Encontro } from './lembretes.repository.ts';

export const TAREFA_LEMBRETES_DE_AULA = 'inscricoes.lembretes-de-aula';
export const HORA_DOS_LEMBRETES = '09:00';

type CtxDaRotina = Pick<Servicos, 'db' | 'jobs' | 'config' | 'now'> & Partial<Pick<Ctx, 'log'>>;

export interface RodadaLembretes {
  /** O dia dos encontros lembrados (amanhã, em São Paulo). */
  dia: string;
  lembrados: number;
  emails: number;
}

function textos(e: Encontro, dia: string) {
  const quando = `${dataBr(dia)}, das ${e.horarioInicio} às ${e.horarioFim}`;
  return {
    titulo: `Amanhã tem aula: ${e.evento}`.slice(0, 255),
    detalhes: [`Turma: ${e.turma}`, `Data: ${dataBr(dia)}`, `Horário: ${e.horarioInicio} às ${e.horarioFim}`, `Local: ${e.local}`],
    abertura: `Lembrete: amanhã (${quando}) tem encontro da turma "${e.turma}".`,
  };
}

/** Uma rodada (idempotente): lembra os encontros de amanhã. */
export async function rodarLembretesDeAula(ctx: CtxDaRotina): Promise<RodadaLembretes> {
  const agora = ctx.now();
  const dia = somarDias(dataEmSaoPaulo(agora), 1);
  const r = await ctx.db.transaction(async (tx) => {
    await travarLembretesDeAula(tx);
    const encontros = await encontrosDoDia(tx, dia);
    const novos = await registrarNoLivro(tx, encontros, dia, agora);
    const avisar = encontros.filter((e) => novos.has(`${e.usuarioId}:${e.turmaId}`));
    const link = '/minhas-inscricoes';
    await criarNotificacoes({ db: tx }, avisar.map((e) => {
      const t = textos(e, dia);
      return { usuarioId: e.usuarioId, tipo: 'evento' as const, titulo: t.titulo, mensagem: [t.abertura, ...t.detalhes].join('\n'), link };
    }));
    const emails = await enfileirarEmailsOpcionais({ db: tx, jobs: ctx.jobs }, 'lembrete_aula', avisar.map((e) => {
      const t = textos(e, dia);
      return {
        usuarioId: e.usuarioId,
        chave: `email:lembrete-aula:${e.turmaId}:${e.usuarioId}:${dia}`,
        mensagem: {
          para: e.email,
          assunto: `Lembrete: amanhã tem aula de ${e.evento}`.slice(0, 200) + ' – Escola da Saúde',
          texto: [`Olá, ${e.nome}.`, '', t.abertura, '', `Evento: ${e.evento}`, ...t.detalhes, '', `Suas inscrições: ${baseDoSite(ctx)}${link}`].join('\n'),
        },
      };
    }));
    return { lembrados: avisar.length, emails };
  });
  ctx.log?.info({ dia, ...r }, 'lembretes de aula');
  return { dia, ...r };
}

export const tarefaLembretesDeAula = definirTarefa({
  nome: TAREFA_LEMBRETES_DE_AULA,
  dados: z.object({}),
  executar: async (ctx) => {
    await rodarLembretesDeAula(ctx);
  },
  limiteSeg: 600,
});

export const rotinasDeLembretesDeAula: RotinaDiaria[] = [{ nome: 'lembretes-de-aula', hora: HORA_DOS_LEMBRETES, tarefa: TAREFA_LEMBRETES_DE_AULA }];
