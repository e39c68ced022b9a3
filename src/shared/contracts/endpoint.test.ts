import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from './endpoint.ts';
import * as agenda from './agenda.ts';
import * as assinaturas from './assinaturas.ts';
import * as auth from './auth.ts';
import * as avaliacoesResultados from './avaliacoes-resultados.ts';
import * as avaliacoes from './avaliacoes.ts';
import * as bench from './bench.ts';
import * as campos from './campos.ts';
import * as certificadosAvulsos from './certificados-avulsos.ts';
import * as chamadas from './chamadas.ts';
import * as certificados from './certificados.ts';
import * as comum from './comum.ts';
import * as eventos from './eventos.ts';
import * as inscricoes from './inscricoes.ts';
import * as instrutores from './instrutores.ts';
import * as notificacoes from './notificacoes.ts';
import * as perfil from './perfil.ts';
import * as presencas from './presencas.ts';
import * as salas from './salas.ts';
import * as sistema from './sistema.ts';
import * as solicitacoesCurso from './solicitacoes-curso.ts';
import * as submissoes from './submissoes.ts';
import * as tarefas from './tarefas.ts';
import * as testes from './testes.ts';
import * as usuarios from './usuarios.ts';

// todos os contratos: cada objeto `*Endpoints` exportado (um contrato novo entra nesta lista)
const modulos: Record<string, Record<string, unknown>> = { agenda, assinaturas, auth, avaliacoesResultados, avaliacoes, bench, campos, certificadosAvulsos, certificados, chamadas, comum, eventos, inscricoes, instrutores, notificacoes, perfil, presencas, salas, sistema, solicitacoesCurso, submissoes, tarefas, testes, usuarios };
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
