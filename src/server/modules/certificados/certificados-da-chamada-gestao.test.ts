import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GestaoQuerySchema } from '#shared/contracts/certificados.ts';
import type { DbHandle } from '../../db/client.ts';
import { certificados } from '../../db/schema/index.ts';
import type { CtxAutenticado } from '../../lib/context.ts';
import { ANTES_DO_PRAZO, chamadaPublicada, DEPOIS_DO_PRAZO, pessoasDaMostra, type PessoasDaMostra } from '../../testing/chamadas.ts';
import { criarBancoDeTeste, limparBanco } from '../../testing/db.ts';
import { ctxDeTeste } from '../../testing/factories.ts';
import { recusaDe } from '../../testing/recusa.ts';
import { avaliadora, trabalhoEnviado } from '../../testing/revisao.ts';
import { atribuir, decidir, encerrar, liberarDecisoes, previaDasDecisoes, salvarParecer } from '../revisao/revisao.service.ts';
import { validar } from './validacao-publica.ts';
import { buscarNaGestao, cancelar, reemitir, reenviar } from './gestao-de-certificados.ts';

/** Os certificados da Mostra (apresentação de trabalho e avaliador) na gestão da administração. */
let h: DbHandle;
beforeAll(async () => {
  h = await criarBancoDeTeste();
});
afterAll(() => h.close());

let agora = ANTES_DO_PRAZO;
const now = () => agora;
let p: PessoasDaMostra;
beforeEach(async () => {
  await limparBanco(h);
  agora = ANTES_DO_PRAZO;
  p = await pessoasDaMostra(h.db, now);
});

const busca = (q: Record<string, unknown>) => buscarNaGestao(p.admin, GestaoQuerySchema.parse(q));

/** Uma chamada encerrada com um trabalho aprovado (autora e coautor sem conta) e a avaliadora que terminou. */
async function chamadaEncerrada() {
  const c = await chamadaPublicada(p.admin);
  const vera: CtxAutenticado = await avaliadora(h.db, now, { nome: 'Vera Concluiu' });
  const s = await trabalhoEnviado(p.autor, c, { titulo: 'Aprovado', coautores: [{ nome: 'Davi de Fora', email: 'davi@uni.test', unidade_id: null, papel: 'coautor', cpf: null }] });
  await atribuir(p.admin, { submissaoId: s.id }, { avaliador_id: vera.user.id, tipo: 'escrita' });
  await salvarParecer(vera, { submissaoId: s.id, tipo: 'escrita' }, {
    notas: c.criterios.map((k) => ({ criterio_id: k.id, nota: k.escala_max, comentario: '' })), comentario: '', observacao_reservada: '', enviar: true,
  });
  agora = DEPOIS_DO_PRAZO;
  await decidir(p.admin, { submissaoId: s.id }, { decisao: 'aprovada_exposicao', motivo: null });
  await previaDasDecisoes(p.admin, { chamadaId: c.id });
  await liberarDecisoes(p.admin, { chamadaId: c.id });
  expect(await encerrar(p.admin, { chamadaId: c.id })).toMatchObject({ emitidos_agora: 3 });
  return { c, vera };
}

describe('certificados da chamada na gestão', () => {
  it('aparecem na busca (com origem, e-mail do coautor sem conta, número CH) e o filtro de origem os separa', async () => {
    const { c } = await chamadaEncerrada();
    const todos = await busca({});
    expect(todos.total).toBe(3);
    expect(todos.itens.map((x) => [x.origem, x.tipo, x.nome, x.email, x.curso, x.turma]).sort()).toEqual([
      ['chamada', 'apresentacao_trabalho', 'Alice Autora', 'alice@escola.test', c.titulo, 'Aprovado'],
      ['chamada', 'apresentacao_trabalho', 'Davi de Fora', 'davi@uni.test', c.titulo, 'Aprovado'],
      ['chamada', 'avaliador', 'Vera Concluiu', expect.any(String), c.titulo, null],
    ]);
    expect((await busca({ origem: 'evento' })).total).toBe(0);
    expect((await busca({ origem: 'chamada', tipo: 'avaliador' })).itens.map((x) => x.nome)).toEqual(['Vera Concluiu']);
    const davi = todos.itens.find((x) => x.nome === 'Davi de Fora')!;
    expect(davi.numero).toMatch(/^EMSP-SMS-CH-2030-\d{6}$/);
    expect((await busca({ busca: 'davi@uni' })).itens.map((x) => x.id)).toEqual([davi.id]);
    expect((await busca({ busca: davi.numero })).itens.map((x) => x.id)).toEqual([davi.id]);
    expect(GestaoQuerySchema.safeParse({ origem: 'avulso' }).error?.issues[0]?.message).toBe('Origem inválida.');
  });

  it('cancelar: a validação pública diz que foi cancelado; reencerrar não o reemite; reenviar vale para os válidos; reemitir não é desta tela', async () => {
    const { c } = await chamadaEncerrada();
    const davi = (await busca({ busca: 'Davi' })).itens[0]!;
    const cancelado = await cancelar(p.admin, davi.id, { motivo: 'Coautor incluído por engano.' });
    expect(cancelado).toMatchObject({ id: davi.id, origem: 'chamada', status: 'cancelado', motivo_cancelamento: 'Coautor incluído por engano.', cancelado_em: DEPOIS_DO_PRAZO.toISOString() });
    expect(await recusaDe(cancelar(p.admin, davi.id, { motivo: 'De novo.' }))).toMatchObject({ code: 'CONFLITO', mensagem: 'Este certificado já está cancelado.' });
    const v = await validar(ctxDeTeste(h.db, null, { now }), davi.codigo, '203.0.113.9');
    expect(v).toMatchObject({ situacao: 'cancelado', mensagem: 'Este certificado foi cancelado e não tem mais validade.' });

    // encerrar de novo só emite o que falta: o cancelado não volta
    expect(await encerrar(p.admin, { chamadaId: c.id })).toMatchObject({ emitidos_agora: 0 });
    const doDavi = await h.db.select().from(certificados).where(eq(certificados.email, 'davi@uni.test'));
    expect(doDavi.map((x) => x.status)).toEqual(['cancelado']);

    const alice = (await busca({ busca: 'Alice' })).itens[0]!;
    expect(await reenviar(p.admin, alice.id)).toEqual({ mensagem: 'E-mail enviado!' });
    expect(await recusaDe(reenviar(p.admin, davi.id))).toMatchObject({ code: 'CONFLITO', mensagem: 'Só certificados válidos são enviados.' });
    expect(await recusaDe(reemitir(p.admin, alice.id))).toMatchObject({ code: 'CONFLITO', mensagem: 'Certificados da chamada de trabalhos não são corrigidos por esta tela.' });
  });
});
