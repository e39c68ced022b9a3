import { horarioMaisFrequente, type Encontro } from '#shared/rules/cronograma.ts';
import type { Ctx } from '../../lib/context.ts';
import { TAREFA_EMAIL, type Mensagem } from '../../lib/mailer.ts';
import { criarNotificacao } from '../notificacoes/notificacoes.service.ts';

export type TipoAviso = 'confirmada' | 'em_espera' | 'promovida' | 'cancelada_pela_organizacao';

export interface DadosAviso {
  inscricaoId: number;
  pessoa: { id: number; nome: string; email: string };
  evento: { titulo: string; local: string };
  turma: { nome: string; dataInicio: string; dataFim: string; cargaHoraria: number };
  datas: readonly Encontro[];
  posicao?: number | null;
  motivo?: string | null;
}

/** `AAAA-MM-DD` → `dd/mm/aaaa` (sem passar por `Date`: nada de fuso). */
export function dataBr(data: string): string {
  const [a, m, d] = data.slice(0, 10).split('-');
  return `${d}/${m}/${a}`;
}

function linhasDaTurma(d: DadosAviso): string[] {
  const periodo = d.turma.dataInicio === d.turma.dataFim ? dataBr(d.turma.dataInicio) : `${dataBr(d.turma.dataInicio)} a ${dataBr(d.turma.dataFim)}`;
  const h = horarioMaisFrequente(d.datas);
  return [
    `Evento: ${d.evento.titulo}`,
    `Turma: ${d.turma.nome}`,
    `Período: ${periodo}`,
    ...(h ? [`Horário: ${h.horario_inicio} às ${h.horario_fim}`] : []),
    `Carga horária: ${d.turma.cargaHoraria} ${d.turma.cargaHoraria === 1 ? 'hora' : 'horas'}`,
    `Local: ${d.evento.local}`,
  ];
}

const TEXTOS: Record<TipoAviso, (d: DadosAviso) => { titulo: string; abertura: string; assunto: string }> = {
  confirmada: (d) => ({
    titulo: `Inscrição confirmada: ${d.evento.titulo}`,
    abertura: 'Sua inscrição está confirmada.',
    assunto: 'Inscrição confirmada – Escola da Saúde',
  }),
  em_espera: (d) => ({
    titulo: `Lista de espera: ${d.evento.titulo}`,
    abertura: `A turma está lotada e você entrou na lista de espera${d.posicao ? ` (posição ${d.posicao})` : ''}. Se uma vaga abrir, você é inscrito automaticamente e avisado.`,
    assunto: 'Lista de espera – Escola da Saúde',
  }),
  promovida: (d) => ({
    titulo: `Vaga confirmada: ${d.evento.titulo}`,
    abertura: 'Abriu uma vaga e sua inscrição, que estava na lista de espera, foi confirmada.',
    assunto: 'Sua vaga foi confirmada – Escola da Saúde',
  }),
  cancelada_pela_organizacao: (d) => ({
    titulo: `Inscrição cancelada: ${d.evento.titulo}`,
    abertura: `Sua inscrição foi cancelada pela organização.${d.motivo ? ` Motivo: ${d.motivo}` : ''}`,
    assunto: 'Inscrição cancelada – Escola da Saúde',
  }),
};

/** A notificação no app e o e-mail de um aviso, prontos para gravar (sem tocar no banco). */
export function montarAviso(tipo: TipoAviso, d: DadosAviso) {
  const t = TEXTOS[tipo](d);
  const detalhes = linhasDaTurma(d);
  const notificacao = {
    usuarioId: d.pessoa.id,
    tipo: 'inscricao' as const,
    titulo: t.titulo.slice(0, 255),
    mensagem: [t.abertura, ...detalhes].join('\n'),
    link: '/minhas-inscricoes',
  };
  const email: Mensagem = {
    para: d.pessoa.email,
    assunto: t.assunto,
    texto: [`Olá, ${d.pessoa.nome}.`, '', t.abertura, '', ...detalhes, '', 'Acompanhe suas inscrições em Meus Cursos.'].join('\n'),
  };
  return { notificacao, email };
}

/**
 * A notificação como `criarNotificacao` a gravaria (título e mensagem aparados, com os mesmos limites),
 * para quem a grava no próprio comando (a inscrição).
 * @throws Error quando passa dos limites (erro de programação, como em `criarNotificacao`)
 */
export function notificacaoConferida(n: ReturnType<typeof montarAviso>['notificacao']) {
  const titulo = n.titulo.trim();
  const mensagem = n.mensagem.trim();
  if (titulo.length < 1 || titulo.length > 255 || mensagem.length < 1 || mensagem.length > 5000) {
    throw new Error(`Notificação inválida: título com ${titulo.length} e mensagem com ${mensagem.length} caracteres`);
  }
  return { ...n, titulo, mensagem };
}

/** Põe o e-mail do aviso na fila (na transação de quem chama), com a chave por inscrição e tipo de aviso. */
export async function enfileirarEmailDoAviso(ctx: Pick<Ctx, 'db' | 'jobs'>, tipo: TipoAviso, inscricaoId: number, email: Mensagem): Promise<void> {
  await ctx.jobs.enfileirar(ctx.db, { tipo: TAREFA_EMAIL, dados: email, chave: `email:inscricao:${inscricaoId}:${tipo}` });
}

/**
 * Avisa a pessoa de uma mudança na inscrição: a notificação no app entra na transação de quem chama
 * (nasce e morre com a mudança) e o e-mail vai pela fila de tarefas com uma chave por inscrição e
 * tipo de aviso (nunca duas vezes, mesmo que a operação seja repetida).
 */
export async function avisar(ctx: Pick<Ctx, 'db' | 'jobs'>, tipo: TipoAviso, d: DadosAviso): Promise<void> {
  const { notificacao, email } = montarAviso(tipo, d);
  await criarNotificacao(ctx, notificacao);
  await enfileirarEmailDoAviso(ctx, tipo, d.inscricaoId, email);
}
