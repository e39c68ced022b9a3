import { describe, expect, it } from 'vitest';
import { avulsoDeTeste, avulsosDeTeste } from '../../testing/fixtures-avulsos.ts';
import { contarAvulsos, filtrarAvulsos, textoCarga, textoEncontrados, textoPeriodo } from './regras.ts';

describe('regras da tela de certificados avulsos', () => {
  it('período em pt-BR sem passar por fuso: dois dias, um dia só, só uma das datas, data com horário, nenhuma', () => {
    expect(textoPeriodo({ data_inicio: '2026-03-01', data_fim: '2026-03-05' })).toBe('01/03/2026 a 05/03/2026');
    expect(textoPeriodo({ data_inicio: '2026-03-01', data_fim: '2026-03-01' })).toBe('01/03/2026');
    expect(textoPeriodo({ data_inicio: '2026-03-01', data_fim: null })).toBe('01/03/2026');
    expect(textoPeriodo({ data_inicio: null, data_fim: '2026-03-05' })).toBe('05/03/2026');
    // meia-noite em UTC ainda é o dia 1º (em São Paulo seria 31/12 se passasse por new Date)
    expect(textoPeriodo({ data_inicio: '2026-01-01T00:00:00.000Z', data_fim: '2026-01-02 00:00:00' })).toBe('01/01/2026 a 02/01/2026');
    expect(textoPeriodo({ data_inicio: null, data_fim: null })).toBe('—');
  });

  it('busca por trecho do nome, e-mail ou curso, sem diferença de maiúsculas e sem olhar outros campos', () => {
    const lista = avulsosDeTeste();
    const nomes = (filtro: Parameters<typeof filtrarAvulsos>[1], busca: string) => filtrarAvulsos(lista, filtro, busca).map((a) => a.nome);
    expect(nomes('todos', '')).toEqual(['Beatriz Nunes', 'Caio Prado', 'Ana Souza']);
    expect(nomes('todos', 'PRADO')).toEqual(['Caio Prado']);
    expect(nomes('todos', 'SAUDE.SANTOS')).toEqual(['Caio Prado']);
    expect(nomes('todos', 'primeiros socorros')).toEqual(['Beatriz Nunes']);
    expect(nomes('todos', 'EMSP-SMS')).toEqual([]);
    expect(nomes('enviados', '')).toEqual(['Beatriz Nunes']);
    expect(nomes('nao-enviados', 'curso')).toEqual(['Ana Souza']);
  });

  it('contagens e textos', () => {
    expect(contarAvulsos([...avulsosDeTeste(), avulsoDeTeste(9, { enviado: true })])).toEqual({ total: 4, enviados: 2, naoEnviados: 2 });
    expect(textoEncontrados(0)).toBe('Nenhum certificado encontrado.');
    expect(textoEncontrados(1)).toBe('1 certificado encontrado.');
    expect(textoEncontrados(1500)).toBe('1.500 certificados encontrados.');
    expect(textoCarga(1200)).toBe('1.200 h');
  });
});
