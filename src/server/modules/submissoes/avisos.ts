/**
 * Aviso ao autor a cada mudança de situação do trabalho (issue 20: o sistema anterior nunca avisava):
 * uma notificação no app e um e-mail pela fila, os dois na transação da mudança (nascem e morrem com
 * ela). A chave do e-mail é o trabalho e a situação: cada situação acontece uma vez por trabalho, então
 * uma repetição não manda dois e-mails.
 */
import type { StatusSubmissao } from '#shared/rules/chamadas.ts';
import type { Db } from '../../db/client.ts';
import type { Servicos } from '../../lib/context.ts';
import { TAREFA_EMAIL } from '../../lib/mailer.ts';
import { baseDoSite } from '../../lib/site.ts';
import { criarNotificacao, criarNotificacoes } from '../notificacoes/notificacoes.service.ts';
import { contaDe } from './submissoes.repository.ts';

/** Onde o autor acompanha os próprios trabalhos. */
export const LINK_DO_AUTOR = '/submissoes';

/** `2030-03-31T23:59` → `31/03/2030 às 23:59`. */
export const prazoPorExtenso = (h: string): string => `${h.slice(8, 10)}/${h.slice(5, 7)}/${h.slice(0, 4)} às ${h.slice(11, 16)}`;

export interface TrabalhoAvisado {
  id: number;
  autorId: number;
  titulo: string;
  chamadaTitulo: string;
  /** Prazo da chamada (`AAAA-MM-DDTHH:MM`), para dizer até quando o autor ainda mexe. */
  prazoFinal: string;
  /** Motivo da decisão, quando a situação nova é uma decisão liberada. */
  motivo?: string | null;
}

/** Título e texto de cada situação que chega ao autor (`rascunho` não é mudança: nasce assim). */
export function textoDaSituacao(status: Exclude<StatusSubmissao, 'rascunho'>, t: TrabalhoAvisado): { titulo: string; mensagem: string } {
  const trabalho = `"${t.titulo || 'Sem título'}"`;
  const chamada = `"${t.chamadaTitulo}"`;
  const motivo = t.motivo ? `\nMotivo: ${t.motivo}` : '';
  switch (status) {
    case 'submetida':
      return { titulo: 'Trabalho submetido', mensagem: `O trabalho ${trabalho} foi submetido na chamada ${chamada}. Você pode alterá-lo ou retirá-lo até ${prazoPorExtenso(t.prazoFinal)}.` };
    case 'retirada':
      return { titulo: 'Trabalho retirado', mensagem: `O trabalho ${trabalho} foi retirado da chamada ${chamada}.` };
    case 'em_avaliacao':
      return { titulo: 'Trabalho em avaliação', mensagem: `O trabalho ${trabalho}, da chamada ${chamada}, está em avaliação.` };
    case 'aprovada_exposicao':
    case 'aprovada_oral':
      return {
        titulo: status === 'aprovada_oral' ? 'Selecionado para Apresentação Oral' : 'Selecionado para Exposição',
        mensagem: `O trabalho ${trabalho}, da chamada ${chamada}, foi ${status === 'aprovada_oral' ? 'aprovado para apresentação oral' : 'aprovado para exposição'}.${motivo}`,
      };
    case 'reprovada':
      return { titulo: 'Não selecionado', mensagem: `O trabalho ${trabalho}, da chamada ${chamada}, não foi selecionado.${motivo}` };
  }
}

/** O aviso pronto: a notificação no app e o e-mail (com a chave que impede repeti-lo). */
export interface AvisoMontado {
  /** A conta que recebe no app; nula para o coautor sem conta (só o e-mail). */
  usuarioId: number | null;
  /** Para onde a notificação leva; sem ele, a lista do autor. */
  link?: string | null;
  titulo: string;
  mensagem: string;
  para: string;
  assunto: string;
  texto: string;
  chave: string;
}

/** Monta o aviso de que o trabalho passou a `status` (o texto do e-mail é o que a caixa de saída mostra). */
export function montarAviso(
  ctx: Pick<Servicos, 'config'>,
  t: TrabalhoAvisado,
  status: Exclude<StatusSubmissao, 'rascunho'>,
  autor: { nome: string; email: string },
): AvisoMontado {
  const { titulo, mensagem } = textoDaSituacao(status, t);
  const texto = [`Olá, ${autor.nome}.`, '', mensagem, '', `Acompanhe seus trabalhos em: ${baseDoSite(ctx)}${LINK_DO_AUTOR}`].join('\n');
  return { usuarioId: t.autorId, titulo, mensagem, para: autor.email, assunto: `${titulo} – Escola da Saúde`, texto, chave: `email:submissao:${t.id}:${status}` };
}

/** Um coautor (ou orientador) do trabalho, com a conta quando o e-mail ou o CPF bate com uma. */
export interface CoautorAvisado {
  nome: string;
  email: string;
  papel: 'coautor' | 'orientador';
  usuarioId: number | null;
}

/**
 * O aviso da decisão a um coautor: a mesma notícia que o autor recebe, dizendo por que ele a recebe. Sem
 * link para a lista de trabalhos (ela é de quem submeteu); a chave do e-mail leva o e-mail do coautor.
 */
export function montarAvisoAoCoautor(
  t: TrabalhoAvisado,
  status: Exclude<StatusSubmissao, 'rascunho'>,
  coautor: CoautorAvisado,
  autorNome: string,
): AvisoMontado {
  const { titulo, mensagem } = textoDaSituacao(status, t);
  const papel = coautor.papel === 'orientador' ? 'orientador(a)' : 'coautor(a)';
  const texto = [`Olá, ${coautor.nome}.`, '', mensagem, '', `Você recebe esta mensagem por constar como ${papel} do trabalho, submetido por ${autorNome}.`].join('\n');
  return {
    usuarioId: coautor.usuarioId, link: null, titulo, mensagem, para: coautor.email, assunto: `${titulo} – Escola da Saúde`, texto,
    chave: `email:submissao:${t.id}:${status}:${coautor.email}`,
  };
}

/**
 * Entrega avisos já montados, no app e por e-mail, dentro da transação de quem mudou as situações:
 * um INSERT para as notificações e um para a fila (um e-mail já enfileirado com a mesma chave não se repete).
 */
export async function entregarAvisos(ctx: Pick<Servicos, 'jobs'> & { db: Db }, avisos: readonly AvisoMontado[]): Promise<void> {
  if (avisos.length === 0) return;
  await criarNotificacoes(
    { db: ctx.db },
    avisos.flatMap((a) => (a.usuarioId === null ? [] : [{ usuarioId: a.usuarioId, tipo: 'submissao' as const, titulo: a.titulo, mensagem: a.mensagem, link: a.link === undefined ? LINK_DO_AUTOR : a.link }])),
  );
  await ctx.jobs.enfileirarVarias(ctx.db, avisos.map((a) => ({ tipo: TAREFA_EMAIL, dados: { para: a.para, assunto: a.assunto, texto: a.texto }, chave: a.chave })));
}

/**
 * Avisa o autor de que o trabalho passou a `status`, no app e por e-mail, dentro da transação `tx` de
 * quem mudou a situação.
 */
export async function avisarMudancaDeSituacao(
  ctx: Pick<Servicos, 'jobs' | 'config'> & { db: Db },
  t: TrabalhoAvisado,
  status: Exclude<StatusSubmissao, 'rascunho'>,
): Promise<void> {
  const { titulo, mensagem } = textoDaSituacao(status, t);
  await criarNotificacao({ db: ctx.db }, { usuarioId: t.autorId, tipo: 'submissao', titulo, mensagem, link: LINK_DO_AUTOR });
  const autor = await contaDe(ctx.db, t.autorId);
  if (!autor) return;
  const a = montarAviso(ctx, t, status, autor);
  await ctx.jobs.enfileirar(ctx.db, { tipo: TAREFA_EMAIL, dados: { para: a.para, assunto: a.assunto, texto: a.texto }, chave: a.chave });
}
