/**
 * Avisos das reservas de sala: notificação no app (tipo `reserva`) e, quando a pessoa precisa saber fora
 * dele, e-mail pela fila com chave (`email:reserva:<id>:<aviso>`), sempre na transação da mudança que
 * os causa: se ela não confirmar, nada sai; se a mesma mudança for tentada de novo, o e-mail não se repete.
 */
import { janelaDeConfirmacao, MENSAGENS_SALA as M } from '#shared/rules/salas.ts';
import type { Servicos } from '../../lib/context.ts';
import { TAREFA_EMAIL } from '../../lib/mailer.ts';
import { baseDoSite } from '../../lib/site.ts';
import { criarNotificacao } from '../notificacoes/notificacoes.service.ts';
import { dataBr, periodoPorExtenso } from './comum.ts';
import type { ReservaDetalhada } from './reservas.repository.ts';

export type AvisoDeReserva = 'aprovada' | 'rejeitada' | 'cancelada' | 'pedido_confirmacao' | 'cancelada_sem_confirmacao' | 'uso_confirmado';

/** Onde a pessoa acompanha as próprias reservas. */
export const LINK_DAS_RESERVAS = '/agendamento-sala';

interface Texto {
  titulo: string;
  /** Assunto do e-mail; sem ele, o aviso fica só no app. */
  assunto?: string;
  mensagem: string;
}

/** "da sala Auditório em 10/03/2026, Manhã (8h às 12h) — Reunião de equipe". */
function oHorario(d: ReservaDetalhada): string {
  return `da sala ${d.sala.nome} em ${dataBr(d.r.data)}, ${periodoPorExtenso(d.r.periodo)} — ${d.r.finalidade}`;
}

const CHEGADA = 'Chegue com 30 minutos de antecedência.';

const observacao = (texto: string | null | undefined, rotulo = 'Observação') => (texto ? ` ${rotulo}: ${texto}` : '');

function textoDo(aviso: AvisoDeReserva, d: ReservaDetalhada, extra: string | null): Texto {
  const janela = janelaDeConfirmacao(d.r.data);
  const prazo = `entre ${dataBr(janela.abre)} e ${dataBr(janela.fecha)} (de 7 dias a 48 horas antes)`;
  switch (aviso) {
    case 'aprovada':
      return {
        titulo: 'Reserva aprovada', assunto: 'Reserva aprovada',
        mensagem: `Seu pedido ${oHorario(d)} foi aprovado.${observacao(extra)} ${
          // aprovada com a janela de confirmação já fechada: a aprovação valeu pela confirmação
          d.r.confirmadoEm
            ? `O uso da sala já está confirmado: não é preciso confirmar. ${CHEGADA}`
            : `Confirme o uso da sala ${prazo}; sem a confirmação a reserva é cancelada automaticamente.`
        }`,
      };
    case 'rejeitada':
      return { titulo: 'Reserva não aprovada', assunto: 'Reserva não aprovada', mensagem: `Seu pedido ${oHorario(d)} não foi aprovado.${observacao(extra)}` };
    case 'cancelada':
      return { titulo: 'Reserva cancelada', assunto: 'Reserva cancelada', mensagem: `Sua reserva ${oHorario(d)} foi cancelada pela administração.${observacao(extra, 'Motivo')}` };
    case 'pedido_confirmacao':
      return {
        titulo: 'Confirme o uso da sala', assunto: 'Confirmação obrigatória de uso da sala',
        mensagem: `Sua reserva ${oHorario(d)} precisa ter o uso confirmado até ${dataBr(janela.fecha)}. Sem a confirmação, a reserva será cancelada automaticamente.`,
      };
    case 'cancelada_sem_confirmacao':
      return {
        titulo: 'Reserva cancelada por falta de confirmação', assunto: 'Reserva cancelada por falta de confirmação',
        mensagem: `Sua reserva ${oHorario(d)} foi cancelada. ${M.motivoCancelamentoAutomatico}`,
      };
    case 'uso_confirmado':
      return { titulo: 'Uso da sala confirmado', mensagem: `O uso ${oHorario(d)} está confirmado. ${CHEGADA}` };
  }
}

/**
 * Avisa quem pediu a reserva (no app e, conforme o aviso, por e-mail). `extra` é a observação da
 * administração (decisão) ou o motivo (cancelamento). Chame com o `tx` da mudança.
 */
export async function avisarSobreReserva(
  ctx: Pick<Servicos, 'db' | 'jobs' | 'config'>,
  aviso: AvisoDeReserva,
  d: ReservaDetalhada,
  extra: string | null = null,
): Promise<void> {
  const t = textoDo(aviso, d, extra);
  await criarNotificacao(ctx, { usuarioId: d.solicitante.id, tipo: 'reserva', titulo: t.titulo, mensagem: t.mensagem, link: LINK_DAS_RESERVAS });
  if (!t.assunto) return;
  const site = baseDoSite(ctx);
  await ctx.jobs.enfileirar(ctx.db, {
    tipo: TAREFA_EMAIL,
    dados: {
      para: d.solicitante.email,
      assunto: t.assunto,
      texto: [`Olá, ${d.solicitante.nome}.`, '', t.mensagem, '', `Acompanhe em: ${site}${LINK_DAS_RESERVAS}`].join('\n'),
    },
    chave: `email:reserva:${d.r.id}:${aviso}`,
  });
}
