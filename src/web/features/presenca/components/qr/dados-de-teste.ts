/** Dados de teste do gerador de QR: eventos e turmas que passam pelo esquema do contrato. */
import type { EventoQr, TurmaQr } from './regras.ts';

export function turma(parcial: Partial<TurmaQr> & { id: number }): TurmaQr {
  return {
    nome: `Turma ${parcial.id}`,
    status: 'programado',
    data_inicio: '2026-03-10',
    data_fim: '2026-03-12',
    instrutores: [{ id: 900, nome: 'Igor Instrutor Lima' }],
    inscritos: 10,
    exige_qr_ao_vivo: false,
    ...parcial,
  };
}

export function evento(parcial: Partial<EventoQr> & { id: number }): EventoQr {
  return { titulo: `Evento ${parcial.id}`, instrutor: [], turmas: [], ...parcial };
}

/** Três eventos: um com duas turmas, um com uma (instrutora Beatriz) e um sem turmas. */
export const EVENTOS_EXEMPLO: EventoQr[] = [
  evento({
    id: 1,
    titulo: 'Oficina de Primeiros Socorros',
    turmas: [turma({ id: 11, nome: 'Turma Manhã' }), turma({ id: 12, nome: 'Turma Tarde', instrutores: [{ id: 901, nome: 'Carla Dias' }] })],
  }),
  evento({ id: 2, titulo: 'Curso de Acolhimento na Atenção Básica', turmas: [turma({ id: 21, nome: 'Turma única', instrutores: [{ id: 902, nome: 'Beatriz Nóbrega' }] })] }),
  evento({ id: 3, titulo: 'Seminário de Vigilância', turmas: [] }),
];
