import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CRITERIOS } from '#shared/rules/avaliacao.ts';
import { instanteEmSaoPaulo } from '#shared/rules/cronograma.ts';
import { avaliacoes } from '../../db/schema/index.ts';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { diaDaqui } from '../../testing/eventos.ts';
import { turmaComInscritos } from '../../testing/presencas.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => fechar(t));
beforeEach(async () => {
  await limpar(t);
  t.relogio.agora = new Date();
});

const obrigatorias = Object.fromEntries(CRITERIOS.filter((c) => c.obrigatorio).map((c) => [c.chave, 'bom']));
const DIA = diaDaqui(3);

async function encerradaComPresenca() {
  const r = await turmaComInscritos(t, 1, { datas: [{ data: DIA, horario_inicio: '08:00', horario_fim: '12:00' }] });
  t.relogio.agora = instanteEmSaoPaulo(DIA, '08:10');
  const ok = await t.app.inject({ method: 'POST', url: '/api/presencas/confirmar', headers: r.pessoas[0]!.headers, payload: { turma: r.turmaId } });
  expect(ok.statusCode).toBe(200);
  t.relogio.agora = instanteEmSaoPaulo(diaDaqui(4), '09:00');
  return { turmaId: r.turmaId, headers: r.pessoas[0]!.headers };
}

describe('rotas da avaliação', () => {
  it('401 sem sessão', async () => {
    for (const [method, url, payload] of [['GET', '/api/avaliacoes/pendentes'], ['GET', '/api/turmas/1/avaliacao'], ['POST', '/api/turmas/1/avaliacao', { respostas: obrigatorias }]] as const) {
      expect((await t.app.inject({ method, url, ...(payload ? { payload } : {}) })).statusCode, url).toBe(401);
    }
  });

  it('nota fora da escala e critério desconhecido: 400 em português, nada gravado', async () => {
    const { turmaId, headers } = await encerradaComPresenca();
    for (const respostas of [{ ...obrigatorias, limpeza: 'excelente' }, { ...obrigatorias, cafe: 'bom' }]) {
      const r = await t.app.inject({ method: 'POST', url: `/api/turmas/${turmaId}/avaliacao`, headers, payload: { respostas } });
      expect(r.statusCode).toBe(400);
      expect(r.json().erro).toMatch(/Escolha uma opção da escala|Campo não reconhecido/);
    }
    expect(await t.handle.db.select().from(avaliacoes)).toHaveLength(0);
  });

  it('dez envios ao mesmo tempo: uma avaliação, nove recusas claras', async () => {
    const { turmaId, headers } = await encerradaComPresenca();
    const respostas = await Promise.all(
      Array.from({ length: 10 }, () => t.app.inject({ method: 'POST', url: `/api/turmas/${turmaId}/avaliacao`, headers, payload: { respostas: obrigatorias } })),
    );
    expect(respostas.map((r) => r.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(new Set(respostas.filter((r) => r.statusCode === 409).map((r) => r.json().erro))).toEqual(new Set(['Você já avaliou esta turma.']));
    expect(await t.handle.db.select().from(avaliacoes)).toHaveLength(1);
  });
});
