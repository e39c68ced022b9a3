/**
 * Corridas da revisão. No PostgreSQL (projeto `server-pg`, `TEST_DATABASE_URL`) as requisições correm de
 * verdade em conexões diferentes; no PGlite passam uma de cada vez, e as garantias têm de valer igual:
 * duas administradoras distribuindo, decidindo, liberando e encerrando ao mesmo tempo; duas avaliadoras
 * enviando pareceres divergentes ao mesmo tempo.
 */
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditoria, certificados, notificacoes, submissaoAvaliadores } from '../../db/schema/index.ts';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { ANTES_DO_PRAZO, DEPOIS_DO_PRAZO } from '../../testing/chamadas.ts';
import { criarUsuarioComSessao } from '../../testing/factories.ts';
import { tarefasNaFila } from '../../testing/tarefas.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste({ inicio: ANTES_DO_PRAZO });
});
afterAll(() => fechar(t));
beforeEach(async () => {
  await limpar(t);
  t.relogio.agora = ANTES_DO_PRAZO;
});

const pedir = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });
const aoMesmoTempo = <T>(...fs: (() => Promise<T>)[]) => Promise.all(fs.map((f) => f()));

/** Duas administradoras, quatro avaliadoras com a linha declarada e seis trabalhos enviados por três autores. */
async function cenario(o: Record<string, unknown> = {}) {
  const s = { scryptLogN: 4 };
  const adm1 = await criarUsuarioComSessao(t, { ...s, perfis: ['usuario', 'administrador'] });
  const adm2 = await criarUsuarioComSessao(t, { ...s, perfis: ['usuario', 'administrador'] });
  const chamada = (await pedir('POST', '/api/admin/chamadas', adm1.headers, {
    titulo: 'Mostra concorrida', periodo_experiencia_inicio: '2029-01', periodo_experiencia_fim: '2030-06', prazo_final: '2030-03-31T23:59',
    linhas: [{ codigo: 'APS', nome: 'Atenção Primária' }], criterios: [{ titulo: 'Relevância', escala_min: 0, escala_max: 10 }], publicado: true, ...o,
  })).json() as { id: number; linhas: { id: number }[]; criterios: { id: number }[] };
  const avaliadoras = [];
  for (let i = 0; i < 4; i++) {
    const a = await criarUsuarioComSessao(t, { ...s, perfis: ['usuario', 'instrutor'] });
    await pedir('PUT', `/api/avaliador/chamadas/${chamada.id}/linhas`, a.headers, { linha_ids: [chamada.linhas[0]!.id] });
    avaliadoras.push(a);
  }
  const trabalhos: number[] = [];
  for (let i = 0; i < 3; i++) {
    const autor = await criarUsuarioComSessao(t, s);
    for (let j = 0; j < 2; j++) {
      const r = await pedir('POST', `/api/chamadas/${chamada.id}/submissoes`, autor.headers, {
        titulo: `Trabalho ${i}.${j}`, inicio_experiencia: '2029-05', linha_id: chamada.linhas[0]!.id, introducao: 'a', objetivos: 'b', metodo: 'c', resultados: 'd', consideracoes: 'e', enviar: true,
      });
      trabalhos.push((r.json() as { id: number }).id);
    }
  }
  return { adm1, adm2, chamada, avaliadoras, trabalhos };
}

describe('corridas da revisão', () => {
  it('duas distribuições automáticas ao mesmo tempo: N por trabalho, nenhuma atribuição em dobro', async () => {
    const { adm1, adm2, chamada } = await cenario();
    const url = `/api/admin/chamadas/${chamada.id}/atribuicao-automatica`;
    const [a, b] = await aoMesmoTempo(() => pedir('POST', url, adm1.headers, { aplicar: true }), () => pedir('POST', url, adm2.headers, { aplicar: true }));
    expect([a!.statusCode, b!.statusCode]).toEqual([200, 200]);
    expect([a!.json().resumo.novas, b!.json().resumo.novas].sort()).toEqual([0, 12]);
    const gravadas = await t.handle.db.select().from(submissaoAvaliadores);
    expect(gravadas).toHaveLength(12);
    expect(new Set(gravadas.map((g) => `${g.submissaoId}:${g.avaliadorId}`)).size).toBe(12);
    // cada autor avisado uma vez por trabalho que entrou em avaliação
    expect(await t.handle.db.select().from(notificacoes).where(eq(notificacoes.titulo, 'Trabalho em avaliação'))).toHaveLength(6);
  }, 120_000);

  it('decidir, liberar e encerrar ao mesmo tempo: uma decisão gravada, cada aviso e cada certificado uma vez', async () => {
    const { adm1, adm2, chamada, avaliadoras, trabalhos } = await cenario();
    // a mesma decisão pelas duas: uma grava, a outra não muda nada
    const decisao = (adm: typeof adm1, id: number) => () => pedir('PUT', `/api/admin/submissoes/${id}/decisao`, adm.headers, { decisao: 'aprovada_exposicao' });
    const [d1, d2] = await aoMesmoTempo(decisao(adm1, trabalhos[0]!), decisao(adm2, trabalhos[0]!));
    expect([d1!.statusCode, d2!.statusCode, d1!.json().decidida_em]).toEqual([200, 200, d2!.json().decidida_em]);
    expect(await t.handle.db.select().from(auditoria).where(eq(auditoria.acao, 'revisao.decidir'))).toMatchObject([
      { alvoTipo: 'submissao', alvoId: String(trabalhos[0]), antes: { decisao: null }, depois: { decisao: 'aprovada_exposicao' } },
    ]);
    for (const id of trabalhos.slice(1)) await decisao(adm1, id)();
    // um parecer, para haver certificado de avaliadora
    await pedir('POST', `/api/admin/submissoes/${trabalhos[0]}/avaliadores`, adm1.headers, { avaliador_id: avaliadoras[0]!.usuario.id });
    await pedir('PUT', `/api/avaliador/submissoes/${trabalhos[0]}/pareceres/escrita`, avaliadoras[0]!.headers, { notas: [{ criterio_id: chamada.criterios[0]!.id, nota: 8 }], enviar: true });

    await aoMesmoTempo(() => pedir('POST', `/api/admin/chamadas/${chamada.id}/decisoes/previa`, adm1.headers), () => pedir('POST', `/api/admin/chamadas/${chamada.id}/decisoes/previa`, adm2.headers));
    const liberar = (adm: typeof adm1) => () => pedir('POST', `/api/admin/chamadas/${chamada.id}/decisoes/liberacao`, adm.headers);
    const [l1, l2] = await aoMesmoTempo(liberar(adm1), liberar(adm2));
    expect([l1!.json().liberados, l2!.json().liberados].sort()).toEqual([0, 6]);
    expect(await t.handle.db.select().from(notificacoes).where(eq(notificacoes.titulo, 'Selecionado para Exposição'))).toHaveLength(6);
    const emails = (await tarefasNaFila(t.handle.db)).filter((x) => x.chave?.endsWith(':aprovada_exposicao'));
    expect(emails).toHaveLength(6);

    t.relogio.agora = DEPOIS_DO_PRAZO;
    const encerrar = (adm: typeof adm1) => () => pedir('POST', `/api/admin/chamadas/${chamada.id}/encerramento`, adm.headers);
    const [e1, e2] = await aoMesmoTempo(encerrar(adm1), encerrar(adm2));
    expect([e1!.statusCode, e2!.statusCode]).toEqual([200, 200]);
    // seis autores (um por trabalho; três pessoas, dois trabalhos cada) e uma avaliadora
    expect([e1!.json().emitidos_agora, e2!.json().emitidos_agora].sort()).toEqual([0, 7]);
    expect(await t.handle.db.select().from(certificados)).toHaveLength(7);
  }, 120_000);

  it('dois pareceres divergentes enviados ao mesmo tempo: um terceiro avaliador só', async () => {
    const { adm1, chamada, avaliadoras, trabalhos } = await cenario({ terceiro_automatico: true, limiar_divergencia: 2 });
    const id = trabalhos[0]!;
    for (const a of avaliadoras.slice(0, 2)) await pedir('POST', `/api/admin/submissoes/${id}/avaliadores`, adm1.headers, { avaliador_id: a.usuario.id });
    const enviar = (a: (typeof avaliadoras)[number], nota: number) => () =>
      pedir('PUT', `/api/avaliador/submissoes/${id}/pareceres/escrita`, a.headers, { notas: [{ criterio_id: chamada.criterios[0]!.id, nota }], enviar: true });
    const [r1, r2] = await aoMesmoTempo(enviar(avaliadoras[0]!, 10), enviar(avaliadoras[1]!, 1));
    expect([r1!.statusCode, r2!.statusCode]).toEqual([200, 200]);
    const origens = (await t.handle.db.select().from(submissaoAvaliadores).where(eq(submissaoAvaliadores.submissaoId, id))).map((a) => a.origem);
    expect(origens.sort()).toEqual(['manual', 'manual', 'terceiro']);
  }, 120_000);
});
