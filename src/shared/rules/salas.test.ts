import { describe, expect, it } from 'vitest';
import {
  datasDaRecorrencia, diaDaSemana, ehFimDeSemana, feriadosNacionais, horizonteDaReservaDireta, janelaDeConfirmacao, janelaDeMeses, janelaDeReserva,
  LIMITES_SALA, mesVisivel, ordemNoMes, pascoa, recusaDaData, situacaoDaConfirmacao, somarDias, somarMeses, ultimoDiaDoMes,
} from './salas.ts';

describe('datas de calendário', () => {
  it('soma dias e meses atravessando meses e anos, sem fuso', () => {
    expect(somarDias('2026-02-28', 1)).toBe('2026-03-01');
    expect(somarDias('2028-02-28', 1)).toBe('2028-02-29');
    expect(somarDias('2026-01-01', -1)).toBe('2025-12-31');
    expect(somarMeses('2026-12', 1)).toBe('2027-01');
    expect(somarMeses('2026-01', -1)).toBe('2025-12');
    expect(ultimoDiaDoMes('2026-02')).toBe('2026-02-28');
    expect(ultimoDiaDoMes('2028-02')).toBe('2028-02-29');
    expect(ultimoDiaDoMes('2026-04')).toBe('2026-04-30');
  });

  it('dia da semana e fim de semana', () => {
    expect(diaDaSemana('2026-03-14')).toBe(6);
    expect(diaDaSemana('2026-03-15')).toBe(0);
    expect(ehFimDeSemana('2026-03-14')).toBe(true);
    expect(ehFimDeSemana('2026-03-15')).toBe(true);
    expect(ehFimDeSemana('2026-03-16')).toBe(false);
  });
});

describe('janela de meses e de reserva', () => {
  it('de janeiro a dezembro do ano corrente', () => {
    expect(janelaDeMeses('2026-01-02')).toEqual({ primeiro: '2026-01', ultimo: '2026-12' });
    expect(janelaDeMeses('2026-10-31')).toEqual({ primeiro: '2026-01', ultimo: '2026-12' });
    expect(janelaDeReserva('2026-10-31')).toEqual({ de: '2026-10-31', ate: '2026-12-31' });
  });

  it('em novembro vai até janeiro do ano seguinte; em dezembro, até fevereiro', () => {
    expect(janelaDeMeses('2026-11-01')).toEqual({ primeiro: '2026-01', ultimo: '2027-01' });
    expect(janelaDeReserva('2026-11-30')).toEqual({ de: '2026-11-30', ate: '2027-01-31' });
    expect(janelaDeMeses('2026-12-01')).toEqual({ primeiro: '2026-01', ultimo: '2027-02' });
    expect(janelaDeReserva('2026-12-31')).toEqual({ de: '2026-12-31', ate: '2027-02-28' });
    // ano bissexto
    expect(janelaDeReserva('2027-12-01').ate).toBe('2028-02-29');
  });

  it('mês visível: dentro da janela, nunca o ano anterior nem depois do último', () => {
    expect(mesVisivel('2026-01', '2026-06-10')).toBe(true);
    expect(mesVisivel('2026-12', '2026-06-10')).toBe(true);
    expect(mesVisivel('2025-12', '2026-06-10')).toBe(false);
    expect(mesVisivel('2027-01', '2026-06-10')).toBe(false);
    expect(mesVisivel('2027-01', '2026-11-10')).toBe(true);
    expect(mesVisivel('2027-02', '2026-11-10')).toBe(false);
    expect(mesVisivel('2027-02', '2026-12-10')).toBe(true);
    expect(mesVisivel('2027-03', '2026-12-10')).toBe(false);
  });
});

describe('recusaDaData', () => {
  const nenhuma = new Set<string>();
  it('passado, fora da janela, fim de semana e bloqueio, nessa ordem', () => {
    const hoje = '2026-10-30'; // sexta-feira
    expect(recusaDaData('2026-10-29', hoje, nenhuma)).toBe('passado');
    expect(recusaDaData('2026-10-30', hoje, nenhuma)).toBeNull(); // hoje vale
    expect(recusaDaData('2026-12-31', hoje, nenhuma)).toBeNull();
    expect(recusaDaData('2027-01-04', hoje, nenhuma)).toBe('foraDaJanela');
    expect(recusaDaData('2026-10-31', hoje, nenhuma)).toBe('fimDeSemana');
    expect(recusaDaData('2026-11-02', hoje, new Set(['2026-11-02']))).toBe('bloqueada');
    // sábado passado: o passado vem antes
    expect(recusaDaData('2026-10-24', hoje, nenhuma)).toBe('passado');
  });

  it('em novembro e dezembro a janela já aceita o ano seguinte', () => {
    expect(recusaDaData('2027-01-04', '2026-11-03', nenhuma)).toBeNull();
    expect(recusaDaData('2027-02-01', '2026-11-03', nenhuma)).toBe('foraDaJanela');
    expect(recusaDaData('2027-02-26', '2026-12-01', nenhuma)).toBeNull();
    expect(recusaDaData('2027-03-01', '2026-12-01', nenhuma)).toBe('foraDaJanela');
  });
});

describe('janela de confirmação de uso', () => {
  it('de data − 7 a data − 2, inclusive', () => {
    expect(janelaDeConfirmacao('2026-03-20')).toEqual({ abre: '2026-03-13', fecha: '2026-03-18' });
    expect(janelaDeConfirmacao('2026-03-03')).toEqual({ abre: '2026-02-24', fecha: '2026-03-01' });
  });

  it('situação nas bordas', () => {
    const r = { status: 'aprovada' as const, data: '2026-03-20', confirmadoEm: null };
    expect(situacaoDaConfirmacao(r, '2026-03-12')).toBe('ainda_nao_aberta');
    expect(situacaoDaConfirmacao(r, '2026-03-13')).toBe('aberta');
    expect(situacaoDaConfirmacao(r, '2026-03-18')).toBe('aberta');
    expect(situacaoDaConfirmacao(r, '2026-03-19')).toBe('vencida');
    expect(situacaoDaConfirmacao({ ...r, confirmadoEm: new Date() }, '2026-03-19')).toBe('confirmada');
    expect(situacaoDaConfirmacao({ ...r, status: 'pendente' }, '2026-03-15')).toBe('nao_se_aplica');
    expect(situacaoDaConfirmacao({ ...r, status: 'bloqueada' }, '2026-03-15')).toBe('nao_se_aplica');
  });
});

describe('recorrência', () => {
  it('semanal com intervalo e dias da semana (inclui a data inicial)', () => {
    expect(datasDaRecorrencia('2026-03-02', { tipo: 'semanal', intervalo: 2, dias_semana: [3, 1], ocorrencias: 6 })).toEqual([
      '2026-03-02', '2026-03-04', '2026-03-16', '2026-03-18', '2026-03-30', '2026-04-01',
    ]);
    // sem dias: o dia da semana da data inicial
    expect(datasDaRecorrencia('2026-03-02', { tipo: 'semanal', ate: '2026-03-20' })).toEqual(['2026-03-02', '2026-03-09', '2026-03-16']);
    // um dia anterior à data inicial na primeira semana fica de fora
    expect(datasDaRecorrencia('2026-03-04', { tipo: 'semanal', dias_semana: [1, 3], ocorrencias: 3 })).toEqual(['2026-03-04', '2026-03-09', '2026-03-11']);
  });

  it('mensal no mesmo dia: meses sem o dia 31 ficam de fora', () => {
    expect(datasDaRecorrencia('2026-01-31', { tipo: 'mensal_dia', ocorrencias: 4 })).toEqual(['2026-01-31', '2026-03-31', '2026-05-31', '2026-07-31']);
    expect(datasDaRecorrencia('2026-01-15', { tipo: 'mensal_dia', intervalo: 3, ate: '2026-12-31' })).toEqual(['2026-01-15', '2026-04-15', '2026-07-15', '2026-10-15']);
  });

  it('mensal na n-ésima ocorrência do dia da semana e na última', () => {
    expect(ordemNoMes('2026-03-10')).toEqual({ ordem: 2, ultima: false });
    // segunda terça-feira
    expect(datasDaRecorrencia('2026-03-10', { tipo: 'mensal_semana', ocorrencias: 4 })).toEqual(['2026-03-10', '2026-04-14', '2026-05-12', '2026-06-09']);
    // 31/03 é a quinta terça: vale como a última de cada mês
    expect(datasDaRecorrencia('2026-03-31', { tipo: 'mensal_semana', ocorrencias: 4 })).toEqual(['2026-03-31', '2026-04-28', '2026-05-26', '2026-06-30']);
    // última terça escolhida a partir de uma terça que não é a última
    expect(datasDaRecorrencia('2026-03-24', { tipo: 'mensal_semana', ocorrencias: 2 }, 5)).toEqual(['2026-03-31', '2026-04-28']);
  });

  it('anual: 29 de fevereiro só em anos bissextos', () => {
    expect(datasDaRecorrencia('2028-02-29', { tipo: 'anual', ate: '2036-12-31' })).toEqual(['2028-02-29', '2032-02-29', '2036-02-29']);
    expect(datasDaRecorrencia('2026-05-04', { tipo: 'anual', ocorrencias: 3 })).toEqual(['2026-05-04', '2027-05-04', '2028-05-04']);
  });

  it('termina no que vier antes: ate ou ocorrencias; nunca passa do máximo', () => {
    expect(datasDaRecorrencia('2026-03-02', { tipo: 'semanal', ate: '2026-03-31', ocorrencias: 2 })).toEqual(['2026-03-02', '2026-03-09']);
    expect(datasDaRecorrencia('2026-03-02', { tipo: 'semanal', ate: '2026-03-10', ocorrencias: 10 })).toEqual(['2026-03-02', '2026-03-09']);
    expect(datasDaRecorrencia('2026-03-02', { tipo: 'semanal' })).toHaveLength(LIMITES_SALA.ocorrenciasMax);
    expect(datasDaRecorrencia('2026-03-02', { tipo: 'semanal', ocorrencias: 500 })).toHaveLength(LIMITES_SALA.ocorrenciasMax);
    expect(datasDaRecorrencia('2026-03-02', { tipo: 'semanal', ate: '2026-03-01' })).toEqual([]);
  });

  it('nunca passa de 31/12/2100, nem começando perto do ano 9999', () => {
    expect(datasDaRecorrencia('2100-12-13', { tipo: 'semanal', ocorrencias: 10 })).toEqual(['2100-12-13', '2100-12-20', '2100-12-27']);
    expect(datasDaRecorrencia('2100-10-31', { tipo: 'mensal_dia', ate: '2101-06-30' })).toEqual(['2100-10-31', '2100-12-31']);
    expect(datasDaRecorrencia('2099-01-01', { tipo: 'anual', ate: '9999-12-31' })).toEqual(['2099-01-01', '2100-01-01']);
    expect(datasDaRecorrencia('9999-12-27', { tipo: 'semanal', ocorrencias: 5 })).toEqual([]);
  });
});

describe('horizonte das reservas diretas', () => {
  it('o mesmo dia, dois anos à frente; 29/02 vira 28/02', () => {
    expect(horizonteDaReservaDireta('2026-03-02')).toBe('2028-03-02');
    expect(horizonteDaReservaDireta('2028-02-29')).toBe('2030-02-28');
  });
});

describe('feriados nacionais', () => {
  it('Páscoa pelo cálculo de Meeus', () => {
    expect(pascoa(2024)).toBe('2024-03-31');
    expect(pascoa(2025)).toBe('2025-04-20');
    expect(pascoa(2026)).toBe('2026-04-05');
  });

  it('2026: fixos, móveis pela Páscoa e a Consciência Negra', () => {
    const f = feriadosNacionais(2026);
    expect(f.map((x) => x.data)).toEqual([
      '2026-01-01', '2026-02-16', '2026-02-17', '2026-04-03', '2026-04-21', '2026-05-01', '2026-06-04',
      '2026-09-07', '2026-10-12', '2026-11-02', '2026-11-15', '2026-11-20', '2026-12-25',
    ]);
    expect(f.find((x) => x.data === '2026-04-03')).toEqual({ data: '2026-04-03', tipo: 'feriado_nacional', descricao: 'Paixão de Cristo' });
    expect(f.filter((x) => x.tipo === 'ponto_facultativo').map((x) => x.descricao)).toEqual(['Carnaval', 'Carnaval', 'Corpus Christi']);
    expect(f.find((x) => x.data === '2026-11-20')?.descricao).toBe('Dia Nacional de Zumbi e da Consciência Negra');
  });

  it('duas no mesmo dia viram uma só: Paixão de Cristo em 21/04 (2000 e 2079)', () => {
    for (const ano of [2000, 2079]) {
      const f = feriadosNacionais(ano);
      expect(pascoa(ano)).toBe(`${ano}-04-23`);
      expect(f.filter((x) => x.data === `${ano}-04-21`)).toEqual([{ data: `${ano}-04-21`, tipo: 'feriado_nacional', descricao: 'Paixão de Cristo e Tiradentes' }]);
      expect(new Set(f.map((x) => x.data)).size).toBe(f.length);
    }
    expect(feriadosNacionais(2000)).toHaveLength(11); // 12 entradas, duas no mesmo dia
    expect(feriadosNacionais(2079)).toHaveLength(12); // 13 com a Consciência Negra
  });

  it('a Consciência Negra só a partir de 2024', () => {
    expect(feriadosNacionais(2023).some((x) => x.data === '2023-11-20')).toBe(false);
    expect(feriadosNacionais(2024).some((x) => x.data === '2024-11-20')).toBe(true);
  });
});
