import { describe, expect, it } from 'vitest';
import { alternarStatus, escreverFiltros, filtrosAtivos, lerFiltros } from './filtros-eventos.ts';

const ler = (qs: string) => lerFiltros(new URLSearchParams(qs));

describe('filtros da página de eventos na query string', () => {
  it('sem parâmetros: programados e em andamento, sem tipo, sem busca, página 1', () => {
    expect(ler('')).toEqual({ status: ['programado', 'em_andamento'], tipo: null, busca: '', pagina: 1 });
    expect(escreverFiltros(ler('')).toString()).toBe('');
  });

  it('lê e escreve status, tipo, busca e página; "todos" marca as três situações', () => {
    const f = ler('status=encerrado,programado&tipo=Oficina&busca=%20saude%20mental%20&pagina=3');
    expect(f).toEqual({ status: ['programado', 'encerrado'], tipo: 'Oficina', busca: 'saude mental', pagina: 3 });
    expect(escreverFiltros(f).toString()).toBe('status=programado%2Cencerrado&tipo=Oficina&busca=saude+mental&pagina=3');
    expect(ler('status=todos').status).toEqual(['programado', 'em_andamento', 'encerrado']);
    expect(escreverFiltros(ler('status=programado,em_andamento,encerrado')).get('status')).toBe('todos');
  });

  it('ignora valores estranhos (situação, tipo e página inválidos)', () => {
    expect(ler('status=xyz&tipo=Festa&pagina=-2')).toEqual(ler(''));
    expect(ler('pagina=1.5').pagina).toBe(1);
    expect(ler(`busca=${'a'.repeat(200)}`).busca).toHaveLength(120);
  });

  it('alterna situações sem deixar o filtro vazio', () => {
    expect(alternarStatus(['programado', 'em_andamento'], 'em_andamento')).toEqual(['programado']);
    expect(alternarStatus(['programado'], 'encerrado')).toEqual(['programado', 'encerrado']);
    expect(alternarStatus(['programado'], 'programado')).toEqual(['programado']);
  });

  it('sabe quando há filtro além do padrão (a página não conta)', () => {
    expect(filtrosAtivos(ler('pagina=4'))).toBe(false);
    expect(filtrosAtivos(ler('tipo=Curso'))).toBe(true);
  });
});
