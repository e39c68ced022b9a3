/**
 * Dados de teste da lista de presença e das listas de turmas. Os handlers passam estes valores pelo
 * `.parse` dos esquemas do contrato (`respostaDoContrato`), então eles precisam ser válidos.
 */
import type { EventoComTurmas, Frequencia, PresencasDaTurma } from '#shared/contracts/presencas.ts';
import { instanteEmSaoPaulo } from '#shared/rules/cronograma.ts';
import { fimDaJanelaDoInstrutor, MINUTOS_ANTES_DA_CONFIRMACAO, situacaoDaFrequencia } from '#shared/rules/presenca.ts';

type Encontro = PresencasDaTurma['encontros'][number];
type Participante = PresencasDaTurma['participantes'][number];
type Registro = Participante['presencas'][number];

/** Quarta, 06/03/2030, 12:30 em São Paulo: o encontro de 06/03 acabou de terminar. */
export const AGORA_PADRAO = new Date('2030-03-06T15:30:00.000Z');
export const DATAS_PADRAO = ['2030-03-05', '2030-03-06', '2030-03-07'];

/** Encontro com a janela do instrutor calculada para `agora` (30 min antes do início até 48 h depois do fim). */
export function encontroDeTeste(data: string, agora: Date, horario_inicio = '08:00', horario_fim = '12:00'): Encontro {
  const base = { data, horario_inicio, horario_fim };
  const abre = new Date(instanteEmSaoPaulo(data, horario_inicio).getTime() - MINUTOS_ANTES_DA_CONFIRMACAO * 60_000);
  const fecha = fimDaJanelaDoInstrutor(base);
  return { ...base, abre_em: abre.toISOString(), fecha_em: fecha.toISOString(), editavel: abre <= agora && agora <= fecha };
}

export function registroDeTeste(data: string, presente: boolean, p: Partial<Registro> = {}): Registro {
  return { data, presente, metodo: 'qr', registrada_em: `${data}T11:12:00.000Z`, registrada_por: null, ...p };
}

function frequencia(encontros: Encontro[], presencas: Registro[], agora: Date): Frequencia {
  const s = situacaoDaFrequencia(encontros, presencas.filter((r) => r.presente).map((r) => r.data), agora);
  const { frequencia: f, ...resto } = s;
  return { ...resto, percentual: Math.round(f * 1000) / 10 };
}

export function participanteDeTeste(usuario_id: number, nome: string, cpf: string, presencas: Registro[], encontros: Encontro[], agora: Date): Participante {
  return { usuario_id, nome, cpf_mascarado: cpf, presencas, frequencia: frequencia(encontros, presencas, agora) };
}

/**
 * Turma 5 com três encontros (05, 06 e 07/03/2030, 08:00–12:00) e três pessoas: Maria (presente nos
 * dois primeiros), João (ausente no primeiro, registrado à mão) e Ângela (sem registro).
 */
export function presencasDeTeste(o: { agora?: Date; administrador?: boolean; datas?: string[]; participantes?: Participante[] } = {}): PresencasDaTurma {
  const agora = o.agora ?? AGORA_PADRAO;
  const encontros = (o.datas ?? DATAS_PADRAO).map((d) => encontroDeTeste(d, agora));
  const participantes = o.participantes ?? [
    participanteDeTeste(1, 'Maria Silva', '***.456.789-**', [registroDeTeste('2030-03-05', true), registroDeTeste('2030-03-06', true, { metodo: 'qr-ao-vivo' })], encontros, agora),
    participanteDeTeste(2, 'João Souza', '***.111.222-**', [registroDeTeste('2030-03-05', false, { metodo: 'manual', registrada_por: 'Ana Souza' })], encontros, agora),
    participanteDeTeste(3, 'Ângela Costa', '***.333.444-**', [], encontros, agora),
  ];
  return {
    turma: {
      id: 5,
      nome: 'Turma A',
      status: 'em_andamento',
      exige_qr_ao_vivo: false,
      local: 'Auditório da Escola',
      evento: { id: 1, titulo: 'Curso de Vacinação' },
      instrutores: ['Ana Souza', 'Bruno Lima'],
    },
    encontros,
    participantes,
    administrador: o.administrador ?? false,
  };
}

type TurmaItem = EventoComTurmas['turmas'][number];
export function turmaItemDeTeste(p: Partial<TurmaItem> & { id: number }): TurmaItem {
  return {
    nome: `Turma ${p.id}`,
    status: 'programado',
    data_inicio: '2030-03-05',
    data_fim: '2030-03-07',
    instrutores: [{ id: 7, nome: 'Ana Souza' }],
    inscritos: 12,
    exige_qr_ao_vivo: false,
    ...p,
  };
}

/** Dois eventos: Vacinação (turmas 5, em andamento, e 6, programada) e Saúde Mental (turma 8, encerrada). */
export function eventosComTurmasDeTeste(): EventoComTurmas[] {
  return [
    {
      id: 1,
      titulo: 'Curso de Vacinação',
      instrutor: [],
      turmas: [turmaItemDeTeste({ id: 5, nome: 'Turma A', status: 'em_andamento', inscritos: 30 }), turmaItemDeTeste({ id: 6, nome: 'Turma B', inscritos: 1 })],
    },
    {
      id: 2,
      titulo: 'Saúde Mental na Atenção Básica',
      instrutor: [{ id: 9, nome: 'Carlos Dias' }],
      turmas: [turmaItemDeTeste({ id: 8, nome: 'Turma Única', status: 'encerrado', data_inicio: '2030-01-10', data_fim: '2030-01-10', instrutores: [{ id: 9, nome: 'Carlos Dias' }] })],
    },
  ];
}
