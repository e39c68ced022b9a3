import { describe, expect, it } from 'vitest';
import { ConfigError, carregarConfig } from './config.ts';

describe('configuração', () => {
  it('sem variáveis usa os padrões: porta 3000, ./data, PGlite, limite de 30 por minuto', () => {
    const c = carregarConfig({});
    expect(c.port).toBe(3000);
    expect(c.dataDir).toBe('./data');
    expect(c.db.url).toBeUndefined();
    expect(c.db.seedDemo).toBeUndefined();
    expect(c.auth.rateLimitPerMin).toBe(30);
    expect(Object.isFrozen(c)).toBe(true);
  });

  it('DATABASE_URL vazio vale como ausente; SEED_DEMO=false desliga a demonstração', () => {
    const c = carregarConfig({ DATABASE_URL: '', SEED_DEMO: 'false' });
    expect(c.db.url).toBeUndefined();
    expect(c.db.seedDemo).toBe(false);
  });

  it('valor inválido gera uma mensagem clara por variável', () => {
    expect(() => carregarConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      carregarConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    } catch (err) {
      expect((err as Error).message).toContain('PORT: deve ser um número');
      expect((err as Error).message).toContain('DATABASE_URL: deve começar com postgres://');
    }
  });

  it('em produção exige JWT_SECRET', () => {
    expect(() => carregarConfig({ NODE_ENV: 'production', APP_URL: 'https://escola.teste' })).toThrow(/JWT_SECRET: obrigatório em produção/);
    expect(carregarConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), APP_URL: 'https://escola.teste' }).auth.jwtSecret).toHaveLength(32);
  });

  it('em produção exige APP_URL (os links não saem do cabeçalho Host de quem pede); as duas faltas numa mensagem só', () => {
    expect(() => carregarConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) })).toThrow(/APP_URL: obrigatório em produção/);
    expect(() => carregarConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: obrigatório[\s\S]*APP_URL: obrigatório/);
    expect(carregarConfig({ NODE_ENV: 'development' }).appUrl).toBeUndefined();
  });

  it('APP_URL perde a barra final', () => {
    expect(carregarConfig({ APP_URL: 'https://escola.exemplo.gov.br/' }).appUrl).toBe('https://escola.exemplo.gov.br');
  });
});
