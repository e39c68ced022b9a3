import { describe, expect, it } from 'vitest';
import { mascararUrl, serializarErro } from './log-seguro.ts';

/** Erro no formato do driver do PostgreSQL, com os campos que citam valores. */
function erroDoBanco(message: string, extra: Record<string, unknown> = {}) {
  return Object.assign(new Error(message), { severity: 'ERROR', code: '22P02', detail: 'Failing row contains (52998224725)', where: 'x', ...extra });
}

describe('serializarErro', () => {
  it('erro do banco: mensagem só até o valor citado, sem detail/where, com código e restrição', () => {
    const s = serializarErro(erroDoBanco('invalid input syntax for type integer: "529.982.247-25"', { constraint: 'c1', table: 'usuarios' }));
    expect(s).toMatchObject({ type: 'DatabaseError', message: 'invalid input syntax for type integer', code: '22P02', constraint: 'c1', table: 'usuarios' });
    expect(JSON.stringify(s)).not.toMatch(/529|Failing row/);
  });

  it('erro de consulta do Drizzle: sem query nem params, com a causa tratada do mesmo jeito, em qualquer profundidade', () => {
    const consulta = Object.assign(new Error('Failed query: update "usuarios" set "email" = $1 where "id" = $2\nparams: ana@saude.gov.br,7'), {
      query: 'update "usuarios" set "email" = $1 where "id" = $2',
      params: ['ana@saude.gov.br', 7],
      cause: erroDoBanco('value too long: ana@saude.gov.br', { cause: new Error('interno') }),
    });
    const s = serializarErro(new Error('falhou', { cause: consulta }));
    expect(s.message).toBe('falhou');
    expect(s.cause).toMatchObject({ message: 'Failed query: update "usuarios" set "email" …', cause: { message: 'value too long', cause: { message: 'interno' } } });
    expect(s.cause).not.toHaveProperty('params');
    expect(JSON.stringify(s)).not.toContain('ana@saude');
  });

  it('valor lançado que não é objeto não vai para o log', () => {
    expect(JSON.stringify(serializarErro('CPF 52998224725'))).not.toContain('52998224725');
  });

  it('causas circulares param na profundidade máxima', () => {
    const a: Error & { cause?: unknown } = new Error('a');
    a.cause = a;
    expect(JSON.stringify(serializarErro(a)).match(/"message":"a"/g)).toHaveLength(6);
  });
});

describe('mascararUrl', () => {
  it('mantém parâmetros da lista livre e mascara os demais valores, nomes estranhos e o token do caminho', () => {
    expect(mascararUrl('/api/usuarios?busca=maria&perfil=instrutor&ativo=false&por_pagina=5&pagina=2')).toBe(
      '/api/usuarios?busca=***&perfil=instrutor&ativo=false&por_pagina=5&pagina=2',
    );
    expect(mascararUrl('/x?52998224725&ok&via=email&email=a%40b.c')).toBe('/x?***&ok&via=email&email=***');
    expect(mascararUrl('/redefinir-senha/abc?token=1')).toBe('/redefinir-senha/***?token=***');
    expect(mascararUrl('/api/health')).toBe('/api/health');
  });
});
