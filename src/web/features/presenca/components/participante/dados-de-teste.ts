/** Dados de teste das telas de presença; os handlers passam tudo pelo `.parse` do contrato. */
import type { Confirmacao, Frequencia, MinhaPresenca } from '#shared/contracts/presencas.ts';

export function frequenciaDeTeste(p: Partial<Frequencia> = {}): Frequencia {
  return { presentes: 3, agendados: 4, realizados: 3, percentual: 75, atingiu: true, faltam: 0, alcancavel: true, ...p };
}

export function confirmacaoDeTeste(p: Partial<Confirmacao> = {}): Confirmacao {
  return {
    situacao: 'confirmada',
    mensagem: 'Presença confirmada.',
    turma: { id: 42, nome: 'Turma A', evento: { id: 9, titulo: 'Curso de Vacinação' } },
    data: '2030-03-05',
    horario_inicio: '08:00',
    horario_fim: '12:00',
    metodo: 'qr',
    registrada_em: '2030-03-05T11:05:00.000Z',
    frequencia: frequenciaDeTeste(),
    ...p,
  };
}

export function minhaPresencaDeTeste(p: Partial<MinhaPresenca> & { id: number }): MinhaPresenca {
  const { id, ...resto } = p;
  return {
    turma: { id, nome: `Turma ${id}`, status: 'em_andamento', data_inicio: '2030-03-03', data_fim: '2030-03-06' },
    evento: { id: 100 + id, titulo: `Evento ${id}` },
    encontros: [
      { data: '2030-03-03', horario_inicio: '08:00', horario_fim: '12:00', situacao: 'presente', registrada_em: '2030-03-03T11:10:00.000Z' },
      { data: '2030-03-04', horario_inicio: '08:00', horario_fim: '12:00', situacao: 'ausente', registrada_em: null },
      { data: '2030-03-05', horario_inicio: '08:00', horario_fim: '12:00', situacao: 'hoje', registrada_em: null },
      { data: '2030-03-06', horario_inicio: '08:00', horario_fim: '12:00', situacao: 'futuro', registrada_em: null },
    ],
    ausencias: 1,
    frequencia: frequenciaDeTeste({ presentes: 1, agendados: 4, realizados: 2, percentual: 25, atingiu: false, faltam: 2, alcancavel: true }),
    elegivel_avaliacao: false,
    ...resto,
  };
}
