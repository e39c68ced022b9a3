/**
 * Preferências de e-mail (issue 21): a pessoa escolhe quais e-mails OPCIONAIS recebe. Os demais
 * (recuperação de senha, inscrição confirmada ou cancelada, vaga da lista de espera, certificado emitido,
 * decisões sobre reservas, solicitações e trabalhos) são obrigatórios e sempre saem. A notificação no app
 * é criada em qualquer caso: a preferência vale só para o e-mail.
 */
export const TIPOS_EMAIL_OPCIONAL = ['lembrete_aula', 'avaliacao_disponivel', 'lembrete_avaliacao'] as const;
export type TipoEmailOpcional = (typeof TIPOS_EMAIL_OPCIONAL)[number];

export const ROTULOS_EMAIL_OPCIONAL: Record<TipoEmailOpcional, { rotulo: string; descricao: string }> = {
  lembrete_aula: {
    rotulo: 'Lembrete de aula',
    descricao: 'Na véspera de cada encontro das suas turmas, com data, horário e local.',
  },
  avaliacao_disponivel: {
    rotulo: 'Avaliação disponível',
    descricao: 'Quando a avaliação de um curso que você concluiu abre (ela libera o certificado).',
  },
  lembrete_avaliacao: {
    rotulo: 'Lembrete de avaliação pendente',
    descricao: 'Quando a organização lembra quem ainda não avaliou um curso.',
  },
};
