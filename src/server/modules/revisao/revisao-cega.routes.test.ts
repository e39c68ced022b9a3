/**
 * Revisão cega: percorre o JSON de cada resposta que quem avalia recebe (as rotas de /api/avaliador,
 * nos caminhos felizes e nas recusas) e procura qualquer coisa que identifique os autores — nome,
 * e-mail, CPF (com e sem máscara), a unidade do autor e a de um coautor, nome e e-mail dos coautores.
 */
import { asc } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revisaoEndpoints } from '#shared/contracts/revisao.ts';
import { unidades } from '../../db/schema/index.ts';
import { criarAppDeTeste, fechar, type AppDeTeste } from '../../testing/app.ts';
import { ANTES_DO_PRAZO } from '../../testing/chamadas.ts';
import { criarUsuarioComSessao } from '../../testing/factories.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste({ inicio: ANTES_DO_PRAZO });
});
afterAll(() => fechar(t));

const pedir = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });

/** Todos os textos de um JSON (chaves e valores), em minúsculas. */
function textos(v: unknown, saida: string[] = []): string[] {
  if (typeof v === 'string') saida.push(v.toLowerCase());
  else if (Array.isArray(v)) for (const x of v) textos(x, saida);
  else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      saida.push(k.toLowerCase());
      textos(x, saida);
    }
  }
  return saida;
}

describe('revisão cega', () => {
  it('nenhuma resposta para quem avalia leva nome, e-mail, CPF ou unidade dos autores, nem os coautores', async () => {
    const [u1, u2, u3] = (await t.handle.db.select({ id: unidades.id, nome: unidades.nome }).from(unidades).orderBy(asc(unidades.ordem))).slice(1, 4);
    const autor = await criarUsuarioComSessao(t, { scryptLogN: 4, nome: 'Xerxes Quintanilha Autor', email: 'xerxes.quintanilha@identifica.test', cpf: '39053344705', campos: { unidadeId: u1!.id } });
    const admin = await criarUsuarioComSessao(t, { scryptLogN: 4, perfis: ['usuario', 'administrador'] });
    const vera = await criarUsuarioComSessao(t, { scryptLogN: 4, nome: 'Vera Avaliadora', perfis: ['usuario', 'instrutor'], campos: { unidadeId: u3!.id } });
    const chamada = (await pedir('POST', '/api/admin/chamadas', admin.headers, {
      titulo: 'Mostra cega', periodo_experiencia_inicio: '2029-01', periodo_experiencia_fim: '2030-06', prazo_final: '2030-03-31T23:59',
      lances_inicio: '2030-03-20T08:00', lances_fim: '2030-03-30T18:00', conflito_unidade: true,
      linhas: [{ codigo: 'APS', nome: 'Atenção Primária' }], criterios: [{ titulo: 'Relevância', escala_min: 1, escala_max: 5 }],
      criterios_orais: [{ titulo: 'Clareza', escala_min: 1, escala_max: 3 }], publicado: true,
    })).json() as { id: number; linhas: { id: number }[]; criterios: { id: number }[]; criterios_orais: { id: number }[] };
    const trabalho = (await pedir('POST', `/api/chamadas/${chamada.id}/submissoes`, autor.headers, {
      titulo: 'Acolhimento com classificação de risco', inicio_experiencia: '2029-05', linha_id: chamada.linhas[0]!.id,
      introducao: 'Relato da equipe.', objetivos: 'Organizar o acesso.', metodo: 'Relato.', resultados: 'Menos espera.', consideracoes: 'Replicável.',
      coautores: [
        { nome: 'Zuleika Coautora Identificável', email: 'zuleika.coautora@identifica.test', unidade_id: u2!.id, cpf: '11144477735' },
        { nome: 'Orientador Wenceslau', email: 'wenceslau@universidade.test', papel: 'orientador' },
      ],
      enviar: true,
    })).json() as { id: number };

    const proibidos = [
      'Xerxes', 'Quintanilha', 'xerxes.quintanilha@identifica.test', '39053344705', '533.447', u1!.nome, u2!.nome,
      'Zuleika', 'zuleika.coautora@identifica.test', '11144477735', '444.777', 'Wenceslau', 'wenceslau@universidade.test', 'identifica.test',
      // e nenhum campo que fale de autoria
      'autor', 'unidade', 'email', 'cpf',
    ].map((x) => x.toLowerCase());
    const respostas: [string, unknown][] = [];
    const guardar = async (rotulo: string, r: Awaited<ReturnType<typeof pedir>>, status: number) => {
      expect(r.statusCode, rotulo).toBe(status);
      respostas.push([rotulo, r.json()]);
    };
    const base = `/api/avaliador/submissoes/${trabalho.id}`;

    await guardar('minhas chamadas', await pedir('GET', '/api/avaliador/chamadas', vera.headers), 200);
    await guardar('linhas', await pedir('PUT', `/api/avaliador/chamadas/${chamada.id}/linhas`, vera.headers, { linha_ids: [chamada.linhas[0]!.id] }), 200);
    await guardar('trabalhos para lance', await pedir('GET', `/api/avaliador/chamadas/${chamada.id}/trabalhos`, vera.headers), 200);
    await guardar('lance', await pedir('PUT', `${base}/lance`, vera.headers, { lance: 'quero' }), 200);
    await guardar('parecer sem atribuição (404)', await pedir('GET', `${base}/pareceres/escrita`, vera.headers), 404);
    expect((await pedir('POST', `/api/admin/submissoes/${trabalho.id}/avaliadores`, admin.headers, { avaliador_id: vera.usuario.id })).statusCode).toBe(201);
    await guardar('minhas atribuições', await pedir('GET', '/api/avaliador/submissoes', vera.headers), 200);
    await guardar('parecer', await pedir('GET', `${base}/pareceres/escrita`, vera.headers), 200);
    await guardar('parecer guardado', await pedir('PUT', `${base}/pareceres/escrita`, vera.headers, { notas: [{ criterio_id: chamada.criterios[0]!.id, nota: 3 }] }), 200);
    await guardar('parecer fora da escala (400)', await pedir('PUT', `${base}/pareceres/escrita`, vera.headers, { notas: [{ criterio_id: chamada.criterios[0]!.id, nota: 9 }] }), 400);
    await guardar('parecer enviado', await pedir('PUT', `${base}/pareceres/escrita`, vera.headers, { notas: [{ criterio_id: chamada.criterios[0]!.id, nota: 3 }], enviar: true }), 200);
    await guardar('parecer repetido (409)', await pedir('PUT', `${base}/pareceres/escrita`, vera.headers, { notas: [], enviar: true }), 409);
    // o oral, depois da aprovação para apresentação oral
    await pedir('PUT', `/api/admin/submissoes/${trabalho.id}/decisao`, admin.headers, { decisao: 'aprovada_oral' });
    expect((await pedir('POST', `/api/admin/submissoes/${trabalho.id}/avaliadores`, admin.headers, { avaliador_id: vera.usuario.id, tipo: 'oral' })).statusCode).toBe(201);
    await guardar('parecer oral', await pedir('GET', `${base}/pareceres/oral`, vera.headers), 200);
    await guardar('parecer oral enviado', await pedir('PUT', `${base}/pareceres/oral`, vera.headers, { notas: [{ criterio_id: chamada.criterios_orais[0]!.id, nota: 2 }], enviar: true }), 200);
    await guardar('minhas atribuições (depois)', await pedir('GET', '/api/avaliador/submissoes', vera.headers), 200);
    // o lance num trabalho decidido já não existe para quem avalia
    await guardar('lance em decidido (404)', await pedir('PUT', `${base}/lance`, vera.headers, { lance: 'posso' }), 404);

    // cada rota de quem avalia passou por aqui
    const deQuemAvalia = Object.values(revisaoEndpoints).filter((e) => e.path.startsWith('/api/avaliador/')).length;
    expect(deQuemAvalia).toBe(7);
    expect(respostas.length).toBeGreaterThanOrEqual(deQuemAvalia);
    for (const [rotulo, json] of respostas) {
      const todos = textos(json);
      for (const p of proibidos) expect(todos.filter((x) => x.includes(p)), `${rotulo}: "${p}"`).toEqual([]);
    }
    // e o que chegou é o trabalho: o teste não passaria com respostas vazias
    expect(JSON.stringify(respostas)).toContain('Acolhimento com classificação de risco');
    expect(JSON.stringify(respostas)).toContain('Relato da equipe.');
  });
});
