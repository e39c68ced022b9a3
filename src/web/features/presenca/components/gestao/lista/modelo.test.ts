import { describe, expect, it } from 'vitest';
import { AGORA_PADRAO, encontroDeTeste, presencasDeTeste } from '../../../testing/fixtures-gestao.ts';
import { chaveAlteracao, correspondeBusca, datasForaDaJanela, encontroPadrao, frequenciaNaTela, registrosDaMarcacao } from './modelo.ts';

const dados = presencasDeTeste();
const maria = dados.participantes[0]!;
const angela = dados.participantes[2]!;

describe('encontro aberto por padrão', () => {
  const encontros = ['2030-03-05', '2030-03-06', '2030-03-07'].map((d) => encontroDeTeste(d, AGORA_PADRAO));

  it('é o encontro de hoje (São Paulo), mesmo antes de começar', () => {
    expect(encontroPadrao(encontros, new Date('2030-03-07T09:00:00.000Z'))).toBe(2); // 06:00 de 07/03
  });

  it('sem encontro hoje, é o último que já começou', () => {
    expect(encontroPadrao(encontros, new Date('2030-03-10T12:00:00.000Z'))).toBe(2);
    expect(encontroPadrao([encontros[0]!, encontroDeTeste('2030-03-20', AGORA_PADRAO)], new Date('2030-03-10T12:00:00.000Z'))).toBe(0);
  });

  it('antes do primeiro encontro, é o primeiro', () => {
    expect(encontroPadrao(encontros, new Date('2030-02-01T12:00:00.000Z'))).toBe(0);
  });
});

describe('busca por nome ou CPF', () => {
  it('nome sem acento e sem caixa', () => {
    expect(correspondeBusca(angela, 'angela')).toBe(true);
    expect(correspondeBusca(angela, 'COSTA')).toBe(true);
    expect(correspondeBusca(angela, 'maria')).toBe(false);
  });

  it('os dígitos têm de estar entre os visíveis do CPF mascarado', () => {
    expect(correspondeBusca(maria, '456')).toBe(true);
    expect(correspondeBusca(maria, '456.789')).toBe(true);
    expect(correspondeBusca(maria, '123')).toBe(false);
    // CPF completo: confere nas posições visíveis
    expect(correspondeBusca(maria, '123.456.789-01')).toBe(true);
    expect(correspondeBusca(maria, '123.456.780-01')).toBe(false);
  });
});

describe('alterações pendentes', () => {
  const alteracoes = new Map([
    [chaveAlteracao(3, '2030-03-06'), true],
    [chaveAlteracao(2, '2030-03-05'), true],
  ]);

  it('viram os registros do PUT, na ordem em que foram feitas', () => {
    expect(registrosDaMarcacao(alteracoes)).toEqual([
      { usuario_id: 3, data: '2030-03-06', presente: true },
      { usuario_id: 2, data: '2030-03-05', presente: true },
    ]);
  });

  it('dizem quais datas estão fora da janela do instrutor', () => {
    const agora = new Date('2030-03-08T16:00:00.000Z'); // 05 e 06 fechadas
    const encontros = ['2030-03-05', '2030-03-06', '2030-03-07'].map((d) => encontroDeTeste(d, agora));
    expect(datasForaDaJanela(alteracoes, encontros)).toEqual(['2030-03-05', '2030-03-06']);
    expect(datasForaDaJanela(new Map([[chaveAlteracao(3, '2030-03-07'), true]]), encontros)).toEqual([]);
  });

  it('entram na prévia da frequência pela mesma regra dos 75 %', () => {
    expect(frequenciaNaTela(maria, dados.encontros, new Map(), AGORA_PADRAO)).toEqual({ percentual: 66.7, atingiu: false, previa: false });
    const comTerceira = new Map([[chaveAlteracao(1, '2030-03-07'), true]]);
    expect(frequenciaNaTela(maria, dados.encontros, comTerceira, AGORA_PADRAO)).toEqual({ percentual: 100, atingiu: true, previa: true });
  });
});
