import { describe, expect, it } from 'vitest';
import {
  cargaHoraria,
  dataEmSaoPaulo,
  encontrosConflitam,
  horarioMaisFrequente,
  instanteEmSaoPaulo,
  minutosDoDia,
  ordenarEncontros,
  periodoDosEncontros,
  statusDoPeriodo,
  type Encontro,
} from './cronograma.ts';

const enc = (data: string, horario_inicio: string, horario_fim: string): Encontro => ({ data, horario_inicio, horario_fim });

describe('minutosDoDia', () => {
  it('converte HH:MM e HH:MM:SS (como o PostgreSQL devolve) e recusa horário inválido', () => {
    expect(minutosDoDia('00:00')).toBe(0);
    expect(minutosDoDia('08:30')).toBe(510);
    expect(minutosDoDia('23:59:00')).toBe(1439);
    for (const h of ['24:00', '8:00', '08:60', 'xx:yy', '']) expect(() => minutosDoDia(h), h).toThrow(/horário inválido/);
  });
});

describe('cargaHoraria', () => {
  it('sem encontros a carga é 0', () => {
    expect(cargaHoraria([])).toBe(0);
  });

  it('soma os dias: 4 h + 4 h + 3 h = 11 h', () => {
    expect(cargaHoraria([enc('2025-03-10', '08:00', '12:00'), enc('2025-03-11', '13:00', '17:00'), enc('2025-03-12', '19:00', '22:00')])).toBe(11);
  });

  it('desconta 60 min de almoço num dia de exatamente 6 h e acima, e não abaixo', () => {
    expect(cargaHoraria([enc('2025-03-10', '08:00', '14:00')])).toBe(5); // 6 h − 1 h
    expect(cargaHoraria([enc('2025-03-10', '08:00', '17:00')])).toBe(8); // 9 h − 1 h
    expect(cargaHoraria([enc('2025-03-10', '08:00', '13:59')])).toBe(6); // 5 h 59: sem desconto, arredonda para 6
    expect(cargaHoraria([enc('2025-03-10', '08:00', '12:00'), enc('2025-03-10', '13:00', '17:00')])).toBe(8); // cada encontro conta por si
  });

  it('o desconto vale por dia: dois dias de 8 h somam 14 h', () => {
    expect(cargaHoraria([enc('2025-03-10', '08:00', '16:00'), enc('2025-03-11', '08:00', '16:00')])).toBe(14);
  });

  it('arredonda o total (não cada dia) para a hora mais próxima', () => {
    expect(cargaHoraria([enc('2025-03-10', '08:00', '09:20')])).toBe(1); // 1 h 20
    expect(cargaHoraria([enc('2025-03-10', '08:00', '09:30')])).toBe(2); // 1 h 30 → 2
    expect(cargaHoraria([enc('2025-03-10', '08:00', '10:29')])).toBe(2); // 2 h 29
    // 3 × 1 h 20 = 4 h: arredondar por dia daria 3
    expect(cargaHoraria([enc('2025-03-10', '08:00', '09:20'), enc('2025-03-11', '08:00', '09:20'), enc('2025-03-12', '08:00', '09:20')])).toBe(4);
  });

  it('no mínimo 1 hora quando há encontros', () => {
    expect(cargaHoraria([enc('2025-03-10', '08:00', '08:20')])).toBe(1);
  });

  it('aceita horários com segundos vindos do banco', () => {
    expect(cargaHoraria([enc('2025-03-10', '08:00:00', '14:00:00')])).toBe(5);
  });
});

describe('instanteEmSaoPaulo e dataEmSaoPaulo', () => {
  it('hoje São Paulo está em UTC−3 (sem horário de verão desde 2019)', () => {
    expect(instanteEmSaoPaulo('2025-03-10', '08:00').toISOString()).toBe('2025-03-10T11:00:00.000Z');
    expect(instanteEmSaoPaulo('2025-07-15', '00:00').toISOString()).toBe('2025-07-15T03:00:00.000Z');
    expect(instanteEmSaoPaulo('2025-12-31', '23:59').toISOString()).toBe('2026-01-01T02:59:00.000Z');
  });

  it('no horário de verão antigo (dezembro de 2018) São Paulo estava em UTC−2', () => {
    expect(instanteEmSaoPaulo('2018-12-01', '08:00').toISOString()).toBe('2018-12-01T10:00:00.000Z');
    expect(instanteEmSaoPaulo('2018-12-01', '23:30').toISOString()).toBe('2018-12-02T01:30:00.000Z');
    // fora do verão do mesmo ano, UTC−3
    expect(instanteEmSaoPaulo('2018-07-01', '08:00').toISOString()).toBe('2018-07-01T11:00:00.000Z');
  });

  it('a data do calendário de São Paulo de um instante (perto da meia-noite UTC)', () => {
    expect(dataEmSaoPaulo(new Date('2025-01-02T02:59:00Z'))).toBe('2025-01-01');
    expect(dataEmSaoPaulo(new Date('2025-01-02T03:00:00Z'))).toBe('2025-01-02');
    expect(dataEmSaoPaulo(new Date('2018-12-02T01:59:00Z'))).toBe('2018-12-01');
    expect(dataEmSaoPaulo(new Date('2018-12-02T02:00:00Z'))).toBe('2018-12-02');
  });
});

describe('ordenarEncontros e periodoDosEncontros', () => {
  const fora = [enc('2025-03-12', '13:00', '17:00'), enc('2025-03-10', '08:00', '12:00'), enc('2025-03-11', '09:00', '11:00')];

  it('ordena por data sem alterar a lista recebida', () => {
    const copia = [...fora];
    expect(ordenarEncontros(fora).map((e) => e.data)).toEqual(['2025-03-10', '2025-03-11', '2025-03-12']);
    expect(fora).toEqual(copia);
  });

  it('o período vai do início do primeiro encontro ao fim do último, no fuso de São Paulo', () => {
    expect(periodoDosEncontros(fora)).toEqual({
      inicio: new Date('2025-03-10T11:00:00Z'),
      fim: new Date('2025-03-12T20:00:00Z'),
      data_inicio: '2025-03-10',
      data_fim: '2025-03-12',
    });
    expect(periodoDosEncontros([])).toBeNull();
  });
});

describe('statusDoPeriodo', () => {
  const periodo = { inicio: new Date('2025-03-10T11:00:00Z'), fim: new Date('2025-03-12T20:00:00Z') };
  const em = (iso: string) => statusDoPeriodo(periodo, new Date(iso));

  it('programado antes do início, em andamento do instante do início ao instante do fim, encerrado depois', () => {
    expect(em('2025-03-10T10:59:59.999Z')).toBe('programado');
    expect(em('2025-03-10T11:00:00.000Z')).toBe('em_andamento');
    expect(em('2025-03-11T12:00:00.000Z')).toBe('em_andamento');
    expect(em('2025-03-12T20:00:00.000Z')).toBe('em_andamento');
    expect(em('2025-03-12T20:00:00.001Z')).toBe('encerrado');
  });

  it('aceita instantes como texto (linhas cruas do banco) e, sem datas, é programado', () => {
    expect(statusDoPeriodo({ inicio: '2025-03-10T11:00:00Z', fim: '2025-03-12T20:00:00Z' }, new Date('2025-03-13T00:00:00Z'))).toBe('encerrado');
    expect(statusDoPeriodo(null, new Date('2030-01-01T00:00:00Z'))).toBe('programado');
  });
});

describe('encontrosConflitam', () => {
  const manha = [enc('2025-03-10', '08:00', '12:00')];

  it('no mesmo dia, horários que se cruzam conflitam (nas duas ordens)', () => {
    expect(encontrosConflitam(manha, [enc('2025-03-10', '10:00', '14:00')])).toBe(true);
    expect(encontrosConflitam([enc('2025-03-10', '10:00', '14:00')], manha)).toBe(true);
    expect(encontrosConflitam(manha, [enc('2025-03-10', '09:00', '10:00')])).toBe(true); // contido
    expect(encontrosConflitam(manha, [enc('2025-03-10', '07:00', '18:00')])).toBe(true); // contém
    expect(encontrosConflitam(manha, manha)).toBe(true);
  });

  it('terminar às 12:00 e começar às 12:00 não é conflito (intervalos semiabertos)', () => {
    expect(encontrosConflitam(manha, [enc('2025-03-10', '12:00', '16:00')])).toBe(false);
    expect(encontrosConflitam([enc('2025-03-10', '12:00', '16:00')], manha)).toBe(false);
    expect(encontrosConflitam(manha, [enc('2025-03-10', '12:01', '16:00')])).toBe(false);
    expect(encontrosConflitam(manha, [enc('2025-03-10', '11:59', '16:00')])).toBe(true);
  });

  it('dias diferentes nunca conflitam, mesmo com o mesmo horário', () => {
    expect(encontrosConflitam(manha, [enc('2025-03-11', '08:00', '12:00')])).toBe(false);
  });

  it('basta um dia em comum chocar entre vários encontros; sem encontros, nada conflita', () => {
    const a = [enc('2025-03-10', '08:00', '12:00'), enc('2025-03-11', '08:00', '12:00'), enc('2025-03-12', '08:00', '12:00')];
    const b = [enc('2025-03-09', '08:00', '12:00'), enc('2025-03-12', '11:00', '13:00')];
    expect(encontrosConflitam(a, b)).toBe(true);
    expect(encontrosConflitam(a, [])).toBe(false);
    expect(encontrosConflitam([], a)).toBe(false);
  });
});

describe('horarioMaisFrequente', () => {
  it('o horário que mais se repete entre os encontros', () => {
    const datas = [
      enc('2025-03-10', '13:00', '17:00'),
      enc('2025-03-11', '08:00', '12:00'),
      enc('2025-03-12', '08:00', '12:00'),
      enc('2025-03-13', '13:00', '17:00'),
      enc('2025-03-14', '08:00', '12:00'),
    ];
    expect(horarioMaisFrequente(datas)).toEqual({ horario_inicio: '08:00', horario_fim: '12:00' });
  });

  it('no empate fica o que apareceu primeiro; segundos do banco são ignorados; sem encontros, nulo', () => {
    expect(horarioMaisFrequente([enc('2025-03-10', '13:00:00', '17:00:00'), enc('2025-03-11', '08:00', '12:00')])).toEqual({
      horario_inicio: '13:00',
      horario_fim: '17:00',
    });
    expect(horarioMaisFrequente([enc('2025-03-10', '08:00:00', '12:00:00'), enc('2025-03-11', '08:00', '12:00'), enc('2025-03-12', '09:00', '10:00')]))
      .toEqual({ horario_inicio: '08:00', horario_fim: '12:00' });
    expect(horarioMaisFrequente([])).toBeNull();
  });
});
