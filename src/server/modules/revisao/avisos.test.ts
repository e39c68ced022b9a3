import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChamadaAdmin } from '#shared/contracts/chamadas.ts';
import type { DbHandle } from '../../db/client.ts';
import { emails, notificacoes, unidades, usuarios } from '../../db/schema/index.ts';
import type { CtxAutenticado } from '../../lib/context.ts';
import { ANTES_DO_PRAZO, chamadaPublicada, pessoasDaMostra, type PessoasDaMostra } from '../../testing/chamadas.ts';
import { criarBancoDeTeste, limparBanco } from '../../testing/db.ts';
import { recusaDe } from '../../testing/recusa.ts';
import { avaliadora, trabalhoEnviado } from '../../testing/revisao.ts';
import { atribuicaoAutomatica, atribuir, revogar, salvarParecer, substituir } from './revisao.service.ts';
import { tarefasNaFila } from '../../testing/tarefas.ts';

/** Avisos a quem avalia (decisão 022): no app e por e-mail, sem nada que identifique a autoria. */
let h: DbHandle;
beforeAll(async () => {
  h = await criarBancoDeTeste();
});
afterAll(() => h.close());

const agora = ANTES_DO_PRAZO;
const now = () => agora;
let p: PessoasDaMostra;
let c: ChamadaAdmin;
let unidadeDaCoautora: { id: number; nome: string };
beforeEach(async () => {
  await limparBanco(h);
  p = await pessoasDaMostra(h.db, now);
  c = await chamadaPublicada(p.admin, { prazo_avaliacao: '2030-04-15T23:59' });
  // uma unidade de nome que a mensagem não teria por outro motivo (a primeira é a própria Escola da Saúde)
  unidadeDaCoautora = (await h.db.select({ id: unidades.id, nome: unidades.nome }).from(unidades)).find((u) => !'Escola da Saúde'.includes(u.nome))!;
});

/** Um trabalho com coautora (e unidade) para conferir que nada disso vaza. */
const trabalho = (titulo: string, ch: Pick<ChamadaAdmin, 'id' | 'linhas'> = c) =>
  trabalhoEnviado(p.autor, ch, { titulo, coautores: [{ nome: 'Cecília Coautora Secreta', email: 'cecilia.secreta@rede.test', unidade_id: unidadeDaCoautora.id, papel: 'coautor', cpf: null }] });

const notificacoesDe = (quem: { user: { id: number } }) => h.db.select().from(notificacoes).where(eq(notificacoes.usuarioId, quem.user.id)).orderBy(notificacoes.id);
const emailsPara = async (email: string) => (await tarefasNaFila(h.db)).filter((t) => (t.dados as { para?: string }).para === email);

/** Nada da autoria: nome e e-mail do autor, coautora, unidade. */
function semAutoria(texto: string) {
  for (const proibido of ['Alice', 'alice@escola.test', 'Cecília', 'cecilia.secreta', unidadeDaCoautora.nome]) expect(texto).not.toContain(proibido);
}

describe('avisos a quem avalia', () => {
  it('atribuição à mão: notificação e e-mail com a chamada, o número e o título e o link; sem autoria; na transação', async () => {
    const s = await trabalho('Rodas de conversa');
    const vera = p.avaliadora;
    await atribuir(p.admin, { submissaoId: s.id }, { avaliador_id: vera.user.id, tipo: 'escrita' });
    const [n] = await notificacoesDe(vera);
    expect(n).toMatchObject({
      tipo: 'submissao', titulo: 'Trabalho para avaliar', link: '/avaliador/submissoes',
      mensagem: `Você recebeu o trabalho nº ${s.id}, "Rodas de conversa" para a avaliação escrita na chamada "Mostra de Experiências 2030".`,
    });
    const [{ email }] = (await h.db.select({ email: usuarios.email }).from(usuarios).where(eq(usuarios.id, vera.user.id))) as [{ email: string }];
    const [tarefa] = await emailsPara(email);
    const dados = tarefa!.dados as { para: string; assunto: string; texto: string };
    expect(dados.assunto).toBe('Trabalho para avaliar – Escola da Saúde');
    expect(dados.texto).toContain(`nº ${s.id}, "Rodas de conversa"`);
    expect(dados.texto).toContain('Prazo dos pareceres: 15/04/2030 às 23:59.');
    expect(dados.texto).toMatch(/Veja os trabalhos que você avalia em: http\S+\/avaliador\/submissoes$/);
    semAutoria(JSON.stringify([n, dados]));

    // o e-mail sai de verdade pela fila, com o mesmo texto
    await p.admin.jobs.processarPendentes();
    const [enviado] = await h.db.select().from(emails).where(eq(emails.assunto, 'Trabalho para avaliar – Escola da Saúde'));
    expect(enviado!.texto.startsWith(dados.texto)).toBe(true);

    // recusada (já atribuída), nada novo sai
    await recusaDe(atribuir(p.admin, { submissaoId: s.id }, { avaliador_id: vera.user.id, tipo: 'escrita' }));
    expect(await notificacoesDe(vera)).toHaveLength(1);
  });

  it('troca: quem entra recebe o trabalho; quem sai, um aviso curto; revogar também avisa', async () => {
    const s = await trabalho('Busca ativa');
    const a = await atribuir(p.admin, { submissaoId: s.id }, { avaliador_id: p.avaliadora.user.id, tipo: 'escrita' });
    // a troca recusada (a pessoa nova não avalia) desfaz a revogação e o aviso dela: tudo na mesma transação
    expect(await recusaDe(substituir(p.admin, { submissaoId: s.id, atribuicaoId: a.id }, { avaliador_id: p.outro.user.id }))).toMatchObject({ code: 'REGRA_NEGOCIO' });
    expect((await notificacoesDe(p.avaliadora)).map((n) => n.titulo)).toEqual(['Trabalho para avaliar']);
    expect(await tarefasNaFila(h.db, { prefixo: 'email:revogacao:' })).toEqual([]);
    const nina = await avaliadora(h.db, now, { nome: 'Nina Nova', email: 'nina@rede.test' });
    const nova = await substituir(p.admin, { submissaoId: s.id, atribuicaoId: a.id }, { avaliador_id: nina.user.id });
    expect((await notificacoesDe(nina)).map((n) => [n.titulo, n.mensagem])).toEqual([
      ['Trabalho para avaliar', `Você recebeu o trabalho nº ${s.id}, "Busca ativa" para a avaliação escrita na chamada "Mostra de Experiências 2030".`],
    ]);
    expect((await notificacoesDe(p.avaliadora)).map((n) => [n.titulo, n.mensagem])).toEqual([
      ['Trabalho para avaliar', expect.any(String)],
      ['Avaliação retirada', `O trabalho nº ${s.id}, "Busca ativa", da chamada "Mostra de Experiências 2030", não está mais com você para a avaliação escrita.`],
    ]);
    expect(await emailsPara('nina@rede.test')).toHaveLength(1);
    await revogar(p.admin, { submissaoId: s.id, atribuicaoId: nova.id });
    expect((await notificacoesDe(nina)).map((n) => n.titulo)).toEqual(['Trabalho para avaliar', 'Avaliação retirada']);
    const paraNina = await emailsPara('nina@rede.test');
    expect(paraNina.map((t) => (t.dados as { assunto: string }).assunto)).toEqual(['Trabalho para avaliar – Escola da Saúde', 'Avaliação retirada – Escola da Saúde']);
    semAutoria(JSON.stringify([await notificacoesDe(nina), paraNina]));
  });

  it('distribuição automática: só quando aplicada, e uma mensagem por pessoa com quantos e quais trabalhos', async () => {
    const linha = c.linhas[0]!.id;
    const duda = await avaliadora(h.db, now, { nome: 'Duda', email: 'duda@rede.test', chamada: c, linhas: [linha] });
    const edu = await avaliadora(h.db, now, { nome: 'Edu', email: 'edu@rede.test', chamada: c, linhas: [linha] });
    const trabalhos = [await trabalho('Um'), await trabalho('Dois'), await trabalho('Três')];
    await atribuicaoAutomatica(p.admin, { chamadaId: c.id }, { tipo: 'escrita', aplicar: false });
    expect(await notificacoesDe(duda)).toEqual([]);
    const r = await atribuicaoAutomatica(p.admin, { chamadaId: c.id }, { tipo: 'escrita', aplicar: true });
    expect(r.resumo.novas).toBe(6);
    for (const [quem, email] of [[duda, 'duda@rede.test'], [edu, 'edu@rede.test']] as const) {
      const ns = await notificacoesDe(quem);
      expect(ns.map((n) => [n.titulo, n.mensagem, n.link])).toEqual([
        ['Trabalhos para avaliar', 'Você recebeu 3 trabalhos para a avaliação escrita na chamada "Mostra de Experiências 2030".', '/avaliador/submissoes'],
      ]);
      const t = await emailsPara(email);
      expect(t).toHaveLength(1);
      const texto = (t[0]!.dados as { texto: string }).texto;
      for (const s of trabalhos) expect(texto).toContain(`- nº ${s.id}, "${s.titulo}"`);
      semAutoria(JSON.stringify([ns, t]));
    }
    // nada faltando: aplicar de novo não manda nada
    await atribuicaoAutomatica(p.admin, { chamadaId: c.id }, { tipo: 'escrita', aplicar: true });
    expect(await notificacoesDe(duda)).toHaveLength(1);
  });

  it('terceiro avaliador automático: recebe o aviso quando a divergência o atribui', async () => {
    const auto = await chamadaPublicada(p.admin, { titulo: 'Com terceiro', terceiro_automatico: true, limiar_divergencia: 2 });
    const linha = auto.linhas[0]!.id;
    const s = await trabalho('Divergente', auto);
    const a1 = await avaliadora(h.db, now, { chamada: auto, linhas: [linha] });
    const a2 = await avaliadora(h.db, now, { chamada: auto, linhas: [linha] });
    const tereza = await avaliadora(h.db, now, { nome: 'Tereza', email: 'tereza@rede.test', chamada: auto, linhas: [linha] });
    for (const quem of [a1, a2]) await atribuir(p.admin, { submissaoId: s.id }, { avaliador_id: quem.user.id, tipo: 'escrita' });
    const k = auto.criterios;
    const enviar = (quem: CtxAutenticado, r: number, m: number) =>
      salvarParecer(quem, { submissaoId: s.id, tipo: 'escrita' }, { notas: [{ criterio_id: k[0]!.id, nota: r, comentario: '' }, { criterio_id: k[1]!.id, nota: m, comentario: '' }], comentario: '', observacao_reservada: '', enviar: true });
    await enviar(a1, 5, 10);
    expect(await notificacoesDe(tereza)).toEqual([]);
    await enviar(a2, 1, 2);
    expect((await notificacoesDe(tereza)).map((n) => n.mensagem)).toEqual([`Você recebeu o trabalho nº ${s.id}, "Divergente" para a avaliação escrita na chamada "Com terceiro".`]);
    expect(await emailsPara('tereza@rede.test')).toHaveLength(1);
  });
});
