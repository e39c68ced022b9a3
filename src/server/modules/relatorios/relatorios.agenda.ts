import { z } from 'zod';
/**
 * Envio agendado dos relatórios salvos (semanal ou mensal) pela fila de tarefas.
 *
 * Uma rotina diária (06:00 de São Paulo) acha os relatórios agendados que ainda não saíram no período
 * corrente (`2026-W48` na semana ISO, `2026-11` no mês) e enfileira UMA tarefa por relatório e período,
 * com a chave de idempotência `relatorio-agendado:<id>:<período>`: com dois processos, a segunda
 * tentativa de enfileirar não cria nada (chave única na tabela `tarefas`). A tarefa gera a planilha
 * (CPF sempre mascarado), guarda no armazenamento e, numa transação, marca o período como enviado
 * (`UPDATE … WHERE ultimo_periodo is distinct from`, que só uma rodada ganha) e enfileira um e-mail por
 * destinatário com a planilha anexada (também com chave própria).
 */
import { dataEmSaoPaulo } from '#shared/rules/cronograma.ts';
import { CATALOGO, type Frequencia } from '#shared/rules/relatorios.ts';
import type { Ctx } from '../../lib/context.ts';
import { TAREFA_EMAIL, type AnexoGuardado } from '../../lib/mailer.ts';
import { definirTarefa, type RotinaDiaria } from '../../lib/tarefas/definicao.ts';
import { registrarAuditoria } from '../auditoria/auditoria.service.ts';
import * as repo from './relatorios.repository.ts';
import { definicaoGuardada, gerarArquivo } from './relatorios.service.ts';

export const TAREFA_PROCURAR_AGENDADOS = 'relatorios.procurar-agendados';
export const TAREFA_ENVIAR_AGENDADO = 'relatorios.enviar-agendado';

/** Semana ISO (`2026-W01`) de uma data de calendário `AAAA-MM-DD`. */
export function semanaIso(data: string): string {
  const d = new Date(`${data}T12:00:00Z`);
  const diaDaSemana = (d.getUTCDay() + 6) % 7; // segunda = 0
  d.setUTCDate(d.getUTCDate() - diaDaSemana + 3); // a quinta-feira da mesma semana decide o ano
  const ano = d.getUTCFullYear();
  const primeiraQuinta = new Date(Date.UTC(ano, 0, 4, 12));
  primeiraQuinta.setUTCDate(primeiraQuinta.getUTCDate() - ((primeiraQuinta.getUTCDay() + 6) % 7) + 3);
  const semana = 1 + Math.round((d.getTime() - primeiraQuinta.getTime()) / (7 * 86_400_000));
  return `${ano}-W${String(semana).padStart(2, '0')}`;
}

export function periodoAtual(frequencia: Frequencia, hoje: string): string {
  return frequencia === 'semanal' ? semanaIso(hoje) : hoje.slice(0, 7);
}

/** Uma rodada da rotina: enfileira os envios do período que faltam; devolve quantas tarefas criou. */
export async function procurarAgendados(ctx: Pick<Ctx, 'db' | 'jobs' | 'now'>): Promise<number> {
  const hoje = dataEmSaoPaulo(ctx.now());
  let criadas = 0;
  for (const frequencia of ['semanal', 'mensal'] as const) {
    const periodo = periodoAtual(frequencia, hoje);
    const pendentes = await repo.agendadosPendentes(ctx.db, frequencia, periodo);
    criadas += await ctx.jobs.enfileirarVarias(
      ctx.db,
      pendentes.map((r) => ({ tipo: TAREFA_ENVIAR_AGENDADO, dados: { relatorioId: r.id, periodo }, chave: `relatorio-agendado:${r.id}:${periodo}` })),
    );
  }
  return criadas;
}

async function paraBuffer(s: NodeJS.ReadableStream): Promise<Buffer> {
  const partes: Buffer[] = [];
  for await (const p of s) partes.push(Buffer.isBuffer(p) ? p : Buffer.from(p as unknown as Uint8Array));
  return Buffer.concat(partes);
}

/** A tarefa de um relatório num período: gera, guarda e enfileira os e-mails (uma vez por período). */
export async function enviarAgendado(ctx: Ctx, dados: unknown): Promise<void> {
  const { relatorioId, periodo } = (dados ?? {}) as { relatorioId?: number; periodo?: string };
  if (typeof relatorioId !== 'number' || typeof periodo !== 'string') throw new Error('tarefa de relatório agendado sem relatório ou período');
  const r = await repo.relatorioPorId(ctx.db, relatorioId);
  // excluído, desagendado ou já enviado neste período: nada a fazer
  if (!r || !r.agendaFrequencia || r.ultimoPeriodo === periodo || r.agendaEmails.length === 0) return;
  const def = definicaoGuardada(r);
  const formato = r.agendaFormato === 'csv' ? 'csv' : 'xlsx';
  const nomeBase = `relatorio-${r.id}`;
  const arquivo = await gerarArquivo(ctx, def, formato, false, nomeBase);
  const conteudo = await paraBuffer(arquivo.conteudo);
  const chave = await ctx.storage.salvar('relatorios', conteudo, `.${formato}`);
  const anexo: AnexoGuardado = { nome: arquivo.nome, chave, tipo: arquivo.mime as AnexoGuardado['tipo'] };
  const enviado = await ctx.db.transaction(async (tx) => {
    if (!(await repo.marcarEnviado(tx, r.id, periodo, ctx.now()))) return false;
    await ctx.jobs.enfileirarVarias(
      tx,
      r.agendaEmails.map((para) => ({
        tipo: TAREFA_EMAIL,
        chave: `relatorio-agendado:${r.id}:${periodo}:${para}`,
        dados: {
          para,
          assunto: `Relatório "${r.nome}" (${periodo})`,
          texto: `Segue em anexo o relatório "${r.nome}" (${CATALOGO[def.assunto].rotulo}), envio ${r.agendaFrequencia} do período ${periodo}.\n\nO CPF, quando presente, vai mascarado. Para mudar ou cancelar o envio, acesse Relatórios customizados na administração.`,
          anexos: [anexo],
        },
      })),
    );
    if (r.criadoPor !== null) {
      await registrarAuditoria({ db: tx }, {
        atorId: r.criadoPor, acao: 'relatorio.exportar', alvoTipo: 'relatorio', alvoId: r.id,
        detalhes: { agendado: true, periodo, formato, assunto: def.assunto, destinatarios: r.agendaEmails.length, cpf_visivel: false },
      });
    }
    return true;
  });
  if (!enviado) await ctx.storage.remover(chave);
  ctx.log.info({ relatorioId: r.id, periodo, enviado }, 'relatório agendado');
}

export const tarefaProcurarAgendados = definirTarefa({
  nome: TAREFA_PROCURAR_AGENDADOS,
  dados: z.object({}),
  executar: async (ctx) => {
    await procurarAgendados(ctx);
  },
});

export const tarefaEnviarAgendado = definirTarefa({
  nome: TAREFA_ENVIAR_AGENDADO,
  dados: z.object({ relatorioId: z.number().int(), periodo: z.string() }),
  executar: enviarAgendado,
  limiteSeg: 600,
});

/** Todo dia às 06:00 (São Paulo). */
export const rotinasDeRelatorios: RotinaDiaria[] = [{ nome: 'relatorios-agendados', hora: '06:00', tarefa: TAREFA_PROCURAR_AGENDADOS }];
