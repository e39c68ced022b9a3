import { definirTarefa, type DefinicaoDeTarefa, type RotinaDiaria } from '../lib/tarefas/definicao.ts';
import { MensagemDaFilaSchema, TAREFA_EMAIL } from '../lib/mailer.ts';
import { tarefaRecuperacao } from './auth/auth.service.ts';
import { tarefaAvisoDeAvaliacao, tarefaProcurarAvisos, rotinasDeAvisosDeAvaliacao } from './avaliacoes/avisos-de-avaliacao.ts';
import { tarefaLembreteDeAvaliacao } from './avaliacoes/lembretes-de-avaliacao.ts';
import { rotinasDeCertificados, tarefaDocumento, tarefaProcurarPendentes } from './certificados/certificados.service.ts';
import { tarefaItemDoLote } from './certificados/envios-em-lote.ts';
import { rotinasDeLembretesDeAula, tarefaLembretesDeAula } from './inscricoes/lembretes-de-aula.ts';
import { entregarEmailDaInstituicao } from './instituicao/instituicao.service.ts';
import { rotinasDeRelatorios, tarefaEnviarAgendado, tarefaProcurarAgendados } from './relatorios/relatorios.agenda.ts';
import { rotinasDeSalas, tarefaConfirmacaoDeUso } from './salas/confirmacao-de-uso.ts';

/**
 * Todos os tipos de tarefa em segundo plano e as rotinas agendadas da aplicação, num lugar só (ao lado de
 * `index.ts`, que lista as rotas). Cada tipo declara o formato dos dados, o que faz, as tentativas e o tempo
 * máximo; a fila (`lib/tarefas/fila.ts`) cria uma fila do pg-boss para cada um.
 */

/** Entrega de e-mail: o SMTP tem esperas explícitas de 15 s + 15 s + 60 s (lib/mailer.ts), abaixo do limite. */
const tarefaEmail = definirTarefa({ nome: TAREFA_EMAIL, dados: MensagemDaFilaSchema, executar: entregarEmailDaInstituicao, limiteSeg: 150, simultaneas: 4 });

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const TAREFAS: readonly DefinicaoDeTarefa<any>[] = [
  tarefaEmail,
  tarefaRecuperacao,
  tarefaDocumento,
  tarefaProcurarPendentes,
  tarefaItemDoLote,
  tarefaAvisoDeAvaliacao,
  tarefaProcurarAvisos,
  tarefaLembreteDeAvaliacao,
  tarefaLembretesDeAula,
  tarefaConfirmacaoDeUso,
  tarefaProcurarAgendados,
  tarefaEnviarAgendado,
];

export const ROTINAS: readonly RotinaDiaria[] = [
  ...rotinasDeCertificados,
  ...rotinasDeAvisosDeAvaliacao,
  ...rotinasDeLembretesDeAula,
  ...rotinasDeSalas,
  ...rotinasDeRelatorios,
];
