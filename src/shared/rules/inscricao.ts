/**
 * A regra de inscrição (DESIGN §5, reference §3.3), uma implementação só: o servidor a aplica dentro
 * da transação (com a turma travada) e a usa para dizer, na página do evento, por que alguém não pode
 * se inscrever. A ordem das conferências é a ordem das mensagens.
 */
import type { Status } from './cronograma.ts';
import type { ModoRestricao } from './eventos.ts';

export interface PessoaParaInscricao {
  administrador: boolean;
  registro: string | null;
  cargoId: number | null;
  unidadeId: number | null;
}

export interface RestricaoDoEvento {
  modo: ModoRestricao;
  registros: ReadonlySet<string>;
  cargos: ReadonlySet<number>;
  unidades: ReadonlySet<number>;
  /** Nomes dos cargos ou siglas das unidades, para a mensagem. */
  rotulo: string;
}

export type CodigoRecusa =
  | 'EVENTO_NAO_PUBLICADO'
  | 'TURMA_ENCERRADA'
  | 'RESTRICAO'
  | 'INSTRUTOR_DA_TURMA'
  | 'JA_INSCRITO'
  | 'JA_NA_ESPERA'
  | 'OUTRA_TURMA_DO_EVENTO'
  | 'CONFLITO_DE_HORARIO';

export interface Recusa {
  codigo: CodigoRecusa;
  /** 403 restrição; 409 conflito com o que já existe; 422 regra de tempo ou publicação. */
  status: 403 | 409 | 422;
  mensagem: string;
}

export interface SituacaoInscricao {
  pessoa: PessoaParaInscricao;
  eventoPublicado: boolean;
  statusTurma: Status;
  restricao: RestricaoDoEvento | null;
  instrutorDaTurma: boolean;
  /** Inscrição ativa da pessoa nesta turma. */
  ativaNestaTurma: 'confirmada' | 'em_espera' | null;
  /** Evento que não é congresso e a pessoa já tem inscrição ativa em outra turma dele. */
  outraTurmaDoEvento: { turma: string } | null;
  /** Primeira turma ativa da pessoa cujo horário choca com esta. */
  conflito: { turma: string; evento: string } | null;
}

export const MENSAGEM_SEM_REGISTRO = 'Inscrição disponível apenas para servidores com registro funcional. Informe seu registro em Meu Perfil.';

/** O que a restrição do evento diz desta pessoa: nulo quando deixa passar. */
export function recusaDaRestricao(r: RestricaoDoEvento | null, p: PessoaParaInscricao): string | null {
  if (!r || p.administrador) return null;
  switch (r.modo) {
    case 'servidores':
      return p.registro ? null : MENSAGEM_SEM_REGISTRO;
    case 'lista_registros':
      if (!p.registro) return MENSAGEM_SEM_REGISTRO;
      return r.registros.has(p.registro) ? null : 'Inscrição disponível apenas para os servidores autorizados na lista deste evento.';
    case 'cargos':
      return p.cargoId !== null && r.cargos.has(p.cargoId) ? null : `Inscrição disponível apenas para: ${r.rotulo}.`;
    case 'unidades':
      return p.unidadeId !== null && r.unidades.has(p.unidadeId) ? null : `Inscrição disponível apenas para servidores de: ${r.rotulo}.`;
  }
}

/** A primeira razão que impede a inscrição, ou nulo quando ela pode ser feita (com vaga ou na espera). */
export function recusaDeInscricao(s: SituacaoInscricao): Recusa | null {
  if (!s.eventoPublicado) return { codigo: 'EVENTO_NAO_PUBLICADO', status: 422, mensagem: 'As inscrições deste evento ainda não estão abertas.' };
  if (s.statusTurma === 'encerrado') return { codigo: 'TURMA_ENCERRADA', status: 422, mensagem: 'Esta turma já foi encerrada; as inscrições estão fechadas.' };
  const restricao = recusaDaRestricao(s.restricao, s.pessoa);
  if (restricao) return { codigo: 'RESTRICAO', status: 403, mensagem: restricao };
  if (s.instrutorDaTurma) {
    return { codigo: 'INSTRUTOR_DA_TURMA', status: 409, mensagem: 'Você é instrutor desta turma e não pode se inscrever como participante.' };
  }
  if (s.ativaNestaTurma === 'confirmada') return { codigo: 'JA_INSCRITO', status: 409, mensagem: 'Você já está inscrito nesta turma.' };
  if (s.ativaNestaTurma === 'em_espera') return { codigo: 'JA_NA_ESPERA', status: 409, mensagem: 'Você já está na lista de espera desta turma.' };
  if (s.outraTurmaDoEvento) {
    return {
      codigo: 'OUTRA_TURMA_DO_EVENTO',
      status: 409,
      mensagem: `Você já está inscrito na turma "${s.outraTurmaDoEvento.turma}" deste evento. Só congressos permitem mais de uma turma.`,
    };
  }
  if (s.conflito) {
    return {
      codigo: 'CONFLITO_DE_HORARIO',
      status: 409,
      mensagem: `Conflito de horário com a turma "${s.conflito.turma}" (${s.conflito.evento}), em que você já está inscrito.`,
    };
  }
  return null;
}
