import { readdirSync } from 'node:fs';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from './endpoint.ts';
// todos os contratos: cada objeto `*Endpoints` exportado por um arquivo desta pasta (um contrato novo entra sozinho)
const arquivos = readdirSync(new URL('.', import.meta.url)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
const modulos: Record<string, Record<string, unknown>> = Object.fromEntries(
  await Promise.all(arquivos.map(async (f) => [f.replace(/\.ts$/, ''), (await import(`./${f}`)) as Record<string, unknown>] as const)),
);
const endpoints: [string, Endpoint][] = Object.entries(modulos).flatMap(([arquivo, m]) =>
  Object.entries(m)
    .filter(([nome]) => nome.endsWith('Endpoints'))
    .flatMap(([nome, grupo]) => Object.entries(grupo as Record<string, Endpoint>).map(([op, e]) => [`${arquivo} ${nome}.${op}`, e] as [string, Endpoint])),
);

const nomesDoCaminho = (path: string) => [...path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!).sort();

describe('contratos', () => {
  it('acha as definições (a lista não está vazia)', () => {
    expect(endpoints.length).toBeGreaterThan(100);
  });

  it.each(endpoints)('%s: os parâmetros do esquema são exatamente os do caminho', (_nome, e) => {
    const doEsquema = e.params instanceof z.ZodObject ? Object.keys(e.params.shape).sort() : [];
    expect(doEsquema).toEqual(nomesDoCaminho(e.path));
  });

  it('método e caminho identificam uma operação só', () => {
    const chaves = endpoints.map(([, e]) => `${e.method} ${e.path.replace(/:[A-Za-z_]+/g, ':')}`);
    expect(chaves.filter((c, i) => chaves.indexOf(c) !== i)).toEqual([]);
  });
});
