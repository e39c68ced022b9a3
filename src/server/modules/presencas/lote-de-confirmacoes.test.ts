import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client.ts';
import { presencas } from '../../db/schema/index.ts';
import { criarBancoDeTeste, limparBanco } from '../../testing/db.ts';
import { criarUsuario, ctxDeTeste } from '../../testing/factories.ts';
import { criarEventoDeTeste, diaDaqui } from '../../testing/eventos.ts';
import { inscrever } from '../inscricoes/inscricoes.service.ts';
import { confirmarNoLote } from './lote-de-confirmacoes.ts';
import type { ItemConfirmacao } from './presencas.repository.ts';

let h: DbHandle;
beforeAll(async () => {
  h = await criarBancoDeTeste();
});
afterAll(() => h.close());
beforeEach(() => limparBanco(h));

const DIA = diaDaqui(4);

async function cenario(pessoas: number) {
  const { evento } = await criarEventoDeTeste(h.db, { turmas: [{ datas: [{ data: DIA, horario_inicio: '08:00', horario_fim: '12:00' }] }] });
  const turmaId = evento.turmas[0]!.id;
  const ids: number[] = [];
  for (let i = 0; i < pessoas; i++) {
    const u = await criarUsuario(h.db);
    await inscrever(ctxDeTeste(h.db, { id: u.id, perfis: ['usuario'] }), { turmaId });
    ids.push(u.id);
  }
  const item = (usuarioId: number, o: Partial<ItemConfirmacao> = {}): ItemConfirmacao => ({
    turmaId, usuarioId, data: DIA, horarioInicio: '08:00', horarioFim: '12:00', aoVivo: false, metodo: 'qr', agora: new Date(), ...o,
  });
  return { ids, item };
}

describe('lote de confirmações', () => {
  it('pedidos do mesmo giro vão juntos; o repetido no mesmo lote responde como já confirmado', async () => {
    const { ids, item } = await cenario(3);
    const [a, b, c, aDeNovo] = await Promise.all([confirmarNoLote(h.db, item(ids[0]!)), confirmarNoLote(h.db, item(ids[1]!)), confirmarNoLote(h.db, item(ids[2]!)), confirmarNoLote(h.db, item(ids[0]!))]);
    for (const r of [a, b, c]) expect(r).toMatchObject({ confere: true, inscricao: 'confirmada', nova: expect.any(String) });
    expect(aDeNovo).toMatchObject({ nova: null, anterior: { presente: true, registrada_em: a!.nova } });
    expect(await h.db.select().from(presencas)).toHaveLength(3);
  });

  it('um item que faz o lote falhar falha sozinho; os outros gravam', async () => {
    const { ids, item } = await cenario(2);
    const resultados = await Promise.allSettled([confirmarNoLote(h.db, item(ids[0]!)), confirmarNoLote(h.db, item(ids[1]!, { data: '2026-02-31' })), confirmarNoLote(h.db, item(ids[1]!))]);
    expect(resultados.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await h.db.select().from(presencas)).map((p) => p.usuarioId).sort()).toEqual([ids[0], ids[1]].sort());
  });

  it('não grava quem não está inscrito nem encontro que mudou no banco (confere = falso)', async () => {
    const { ids, item } = await cenario(1);
    const estranho = await criarUsuario(h.db);
    const [fora, mudou] = await Promise.all([confirmarNoLote(h.db, item(estranho.id)), confirmarNoLote(h.db, item(ids[0]!, { horarioInicio: '09:00' }))]);
    expect(fora).toMatchObject({ inscricao: null, nova: null });
    expect(mudou).toMatchObject({ confere: false, nova: null, inscricao: 'confirmada' });
    expect(await h.db.select().from(presencas)).toHaveLength(0);
  });
});
