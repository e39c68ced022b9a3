import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChamadaAdmin } from '#shared/contracts/chamadas.ts';
import { DecisaoBodySchema } from '#shared/contracts/revisao.ts';
import { MENSAGENS_REVISAO as R, encerrarSemDecisoesMensagem, REGRA_DE_DESEMPATE } from '#shared/rules/revisao.ts';
import type { DbHandle } from '../../db/client.ts';
import { auditoria, certificados, emails, notificacoes, submissoes, usuarios } from '../../db/schema/index.ts';
import type { CtxAutenticado } from '../../lib/context.ts';
import { ANTES_DO_PRAZO, chamadaPublicada, DEPOIS_DO_PRAZO, pessoasDaMostra, type PessoasDaMostra } from '../../testing/chamadas.ts';
import { criarBancoDeTeste, limparBanco } from '../../testing/db.ts';
import { criarUsuario, ctxDeTeste } from '../../testing/factories.ts';
import { recusaDe } from '../../testing/recusa.ts';
import { avaliadora, retirarSubmissao, trabalhoEnviado } from '../../testing/revisao.ts';
import { validar } from '../certificados/certificados.service.ts';
import {
  atribuir,
  decidir,
  declararLinhas,
  encerrar,
  exportarRanking,
  liberarDecisoes,
  painel,
  previaDasDecisoes,
  ranking,
  resultadoDoAutor,
  revogar,
  salvarParecer,
} from './revisao.service.ts';
import { tarefasNaFila } from '../../testing/tarefas.ts';

let h: DbHandle;
beforeAll(async () => {
  h = await criarBancoDeTeste();
});
afterAll(() => h.close());

let agora = ANTES_DO_PRAZO;
const now = () => agora;
let p: PessoasDaMostra;
let c: ChamadaAdmin;
beforeEach(async () => {
  await limparBanco(h);
  agora = ANTES_DO_PRAZO;
  p = await pessoasDaMostra(h.db, now);
  c = await chamadaPublicada(p.admin, { prazo_avaliacao: '2030-04-15T23:59' });
});

const motivo = (m: string | null = null) => m;
const decidirA = (s: { id: number }, decisao: 'aprovada_exposicao' | 'aprovada_oral' | 'reprovada', m: string | null = null) => decidir(p.admin, { submissaoId: s.id }, { decisao, motivo: motivo(m) });
/** Dá o parecer escrito (atribui e envia) com as notas de Relevância (1–5) e Método (0–10). */
async function avaliar(quem: CtxAutenticado, s: { id: number }, relevancia: number, metodo: number, comentario = '') {
  await atribuir(p.admin, { submissaoId: s.id }, { avaliador_id: quem.user.id, tipo: 'escrita' });
  await salvarParecer(quem, { submissaoId: s.id, tipo: 'escrita' }, {
    notas: [{ criterio_id: c.criterios[0]!.id, nota: relevancia, comentario: 'Tema central na APS.' }, { criterio_id: c.criterios[1]!.id, nota: metodo, comentario: '' }],
    comentario, observacao_reservada: 'Só para a comissão: conheço a equipe.', enviar: true,
  });
}

describe('decisão', () => {
  it('guarda sem avisar; repetir a mesma não muda nada; mudar troca e tira a mensagem da prévia', async () => {
    const s = await trabalhoEnviado(p.autor, c);
    const d = await decidirA(s, 'aprovada_exposicao');
    expect(d).toEqual({ submissao_id: s.id, decisao: 'aprovada_exposicao', motivo: null, decidida_em: ANTES_DO_PRAZO.toISOString(), liberado_em: null, status: 'submetida' });
    agora = new Date(ANTES_DO_PRAZO.getTime() + 60_000);
    expect(await decidirA(s, 'aprovada_exposicao')).toEqual(d);
    expect((await h.db.select().from(notificacoes).where(eq(notificacoes.usuarioId, p.autor.user.id))).map((n) => n.titulo)).toEqual(['Trabalho submetido']);
    await previaDasDecisoes(p.admin, { chamadaId: c.id });
    const trocada = await decidirA(s, 'reprovada', 'Fora do escopo da mostra.');
    expect(trocada).toMatchObject({ decisao: 'reprovada', motivo: 'Fora do escopo da mostra.', decidida_em: agora.toISOString() });
    expect((await previaDasDecisoes(p.admin, { chamadaId: c.id })).mensagens.map((m) => m.decisao)).toEqual(['reprovada']);
  });

  it('reprovar exige motivo (o contrato recusa); trabalho inexistente, rascunho e retirado recusados', async () => {
    expect(DecisaoBodySchema.safeParse({ decisao: 'reprovada' }).error?.issues[0]).toMatchObject({ message: R.reprovarSemMotivo, path: ['motivo'] });
    expect(DecisaoBodySchema.safeParse({ decisao: 'reprovada', motivo: '   ' }).success).toBe(false);
    expect(await recusaDe(decidir(p.admin, { submissaoId: 9999 }, { decisao: 'aprovada_oral', motivo: null }))).toMatchObject({ code: 'NAO_ENCONTRADO' });
    const retirado = await trabalhoEnviado(p.autor, c);
    await retirarSubmissao(p.autor, { submissaoId: retirado.id });
    expect(await recusaDe(decidirA(retirado, 'aprovada_oral'))).toMatchObject({ code: 'CONFLITO', mensagem: R.naoDecidivel });
    expect(await recusaDe(decidir(p.avaliadora, { submissaoId: retirado.id }, { decisao: 'aprovada_oral', motivo: null }))).toMatchObject({ code: 'SEM_PERMISSAO' });
  });
});

describe('caixa de saída e liberação', () => {
  it('a prévia mostra cada mensagem como sai; liberar manda essas, de uma vez, e libera o resultado; repetir não manda nada', async () => {
    const a = await trabalhoEnviado(p.autor, c, { titulo: 'Acolhimento' });
    const b = await trabalhoEnviado(p.outro, c, { titulo: 'Busca ativa' });
    const semDecisao = await trabalhoEnviado(p.outro, c, { titulo: 'Sem decisão' });
    await decidirA(a, 'aprovada_oral', 'Excelente relato.');
    await decidirA(b, 'reprovada', 'Faltou o método.');
    const caixa = await previaDasDecisoes(p.admin, { chamadaId: c.id });
    expect(caixa).toMatchObject({ sem_decisao: 1, ja_liberados: 0 });
    expect(caixa.mensagens.map((m) => [m.submissao.titulo, m.para.email, m.decisao, m.assunto])).toEqual([
      ['Acolhimento', 'alice@escola.test', 'aprovada_oral', 'Selecionado para Apresentação Oral – Escola da Saúde'],
      ['Busca ativa', expect.any(String), 'reprovada', 'Não selecionado – Escola da Saúde'],
    ]);
    expect(caixa.mensagens[0]!.texto).toMatch(/^Olá, Alice Autora\.\n\nO trabalho "Acolhimento", da chamada "Mostra de Experiências 2030", foi aprovado para apresentação oral\.\nMotivo: Excelente relato\.\n\nAcompanhe/);
    // a prévia refeita não duplica
    expect((await previaDasDecisoes(p.admin, { chamadaId: c.id })).mensagens).toHaveLength(2);
    expect(await tarefasNaFila(h.db, { chave: `email:submissao:${a.id}:aprovada_oral` })).toEqual([]);

    // decidida depois da prévia: fica para a próxima
    await decidirA(semDecisao, 'aprovada_exposicao');
    expect(await liberarDecisoes(p.admin, { chamadaId: c.id })).toEqual({ liberados: 2, mensagem: '2 decisões comunicadas aos autores.' });
    const [sa] = await h.db.select().from(submissoes).where(eq(submissoes.id, a.id));
    expect(sa).toMatchObject({ status: 'aprovada_oral', resultadoLiberadoEm: ANTES_DO_PRAZO });
    expect((await h.db.select().from(submissoes).where(eq(submissoes.id, semDecisao.id)))[0]!.status).toBe('submetida');
    const avisos = await h.db.select().from(notificacoes).where(eq(notificacoes.usuarioId, p.autor.user.id));
    expect(avisos.map((n) => n.titulo)).toEqual(['Trabalho submetido', 'Selecionado para Apresentação Oral']);
    const [email] = await tarefasNaFila(h.db, { chave: `email:submissao:${a.id}:aprovada_oral` });
    expect(email!.dados).toEqual({ para: 'alice@escola.test', assunto: caixa.mensagens[0]!.assunto, texto: caixa.mensagens[0]!.texto });
    await p.admin.jobs.processarPendentes();
    const decisoes = (await h.db.select({ assunto: emails.assunto }).from(emails)).map((e) => e.assunto).filter((x) => !x.startsWith('Trabalho submetido'));
    expect(decisoes.sort()).toEqual(['Não selecionado – Escola da Saúde', 'Selecionado para Apresentação Oral – Escola da Saúde']);

    expect(await liberarDecisoes(p.admin, { chamadaId: c.id })).toMatchObject({ liberados: 0 });
    expect(await tarefasNaFila(h.db, { chave: `email:submissao:${a.id}:aprovada_oral` })).toHaveLength(1);
    // depois da liberação a decisão não muda
    expect(await recusaDe(decidirA(a, 'reprovada', 'Mudei de ideia.'))).toMatchObject({ code: 'CONFLITO', mensagem: R.resultadoLiberado });
  });

  it('coautores recebem a decisão: a prévia mostra a mensagem de cada um; e-mail a todos, no app a quem tem conta (pelo e-mail ou CPF)', async () => {
    const carla = await criarUsuario(h.db, { nome: 'Carla Coautora', email: 'carla@rede.test', scryptLogN: 4 });
    const a = await trabalhoEnviado(p.autor, c, {
      titulo: 'Acolhimento',
      coautores: [
        { nome: 'Carla', email: 'carla@rede.test', unidade_id: null, papel: 'coautor', cpf: null },
        { nome: 'Davi de Fora', email: 'davi@uni.test', unidade_id: null, papel: 'coautor', cpf: null },
        { nome: 'Olga Orientadora', email: 'olga@uni.test', unidade_id: null, papel: 'orientador', cpf: '52998224725' },
      ],
    });
    // a conta de Olga nasce depois do trabalho, com outro e-mail e o mesmo CPF: ela recebe no app também
    const olga = await criarUsuario(h.db, { nome: 'Olga Orientadora', email: 'olga.conta@rede.test', cpf: '52998224725', scryptLogN: 4 });
    await decidirA(a, 'aprovada_exposicao', 'Relato claro.');
    const caixa = await previaDasDecisoes(p.admin, { chamadaId: c.id });
    expect(caixa.mensagens.map((m) => [m.para, m.assunto])).toEqual([
      [{ id: p.autor.user.id, nome: 'Alice Autora', email: 'alice@escola.test', papel: 'autor' }, 'Selecionado para Exposição – Escola da Saúde'],
      [{ id: carla.id, nome: 'Carla', email: 'carla@rede.test', papel: 'coautor' }, 'Selecionado para Exposição – Escola da Saúde'],
      [{ id: null, nome: 'Davi de Fora', email: 'davi@uni.test', papel: 'coautor' }, 'Selecionado para Exposição – Escola da Saúde'],
      [{ id: olga.id, nome: 'Olga Orientadora', email: 'olga@uni.test', papel: 'orientador' }, 'Selecionado para Exposição – Escola da Saúde'],
    ]);
    expect(new Set(caixa.mensagens.map((m) => m.id)).size).toBe(4);
    const [, , davi, orientadora] = caixa.mensagens;
    expect(davi!.texto).toMatch(/^Olá, Davi de Fora\.\n\nO trabalho "Acolhimento", da chamada "Mostra de Experiências 2030", foi aprovado para exposição\.\nMotivo: Relato claro\.\n\nVocê recebe esta mensagem por constar como coautor\(a\) do trabalho, submetido por Alice Autora\./);
    expect(orientadora!.texto).toContain('por constar como orientador(a) do trabalho');
    // refazer a prévia não duplica
    expect((await previaDasDecisoes(p.admin, { chamadaId: c.id })).mensagens).toHaveLength(4);

    expect(await liberarDecisoes(p.admin, { chamadaId: c.id })).toEqual({ liberados: 1, mensagem: '1 decisão comunicada aos autores.' });
    const novas = await previaDasDecisoes(p.admin, { chamadaId: c.id });
    expect(novas.mensagens).toEqual([]);
    for (const [quem, titulos] of [[carla.id, ['Selecionado para Exposição']], [olga.id, ['Selecionado para Exposição']]] as const) {
      const n = await h.db.select().from(notificacoes).where(eq(notificacoes.usuarioId, quem));
      expect(n.map((x) => x.titulo)).toEqual(titulos);
      expect(n[0]!.link).toBeNull();
    }
    const tarefasDoTrabalho = await tarefasNaFila(h.db, { prefixo: `email:submissao:${a.id}:aprovada_exposicao` });
    expect(tarefasDoTrabalho.map((t) => (t.dados as { para: string }).para).sort()).toEqual(['alice@escola.test', 'carla@rede.test', 'davi@uni.test', 'olga@uni.test']);
    await p.admin.jobs.processarPendentes();
    const enviados = (await h.db.select({ para: emails.para, assunto: emails.assunto, texto: emails.texto }).from(emails)).filter((e) => e.assunto.startsWith('Selecionado'));
    expect(enviados.map((e) => e.para).sort()).toEqual(['alice@escola.test', 'carla@rede.test', 'davi@uni.test', 'olga@uni.test']);
    expect(enviados.find((e) => e.para === 'davi@uni.test')!.texto.startsWith(davi!.texto)).toBe(true);
    // repetir não manda de novo
    expect(await liberarDecisoes(p.admin, { chamadaId: c.id })).toMatchObject({ liberados: 0 });
    expect(await tarefasNaFila(h.db, { prefixo: `email:submissao:${a.id}:aprovada_exposicao` })).toHaveLength(4);
  });

  it('o e-mail da conta do autor igual ao de um coautor (trocado depois): uma mensagem só para esse e-mail', async () => {
    const a = await trabalhoEnviado(p.autor, c, { titulo: 'Acolhimento', coautores: [{ nome: 'Bia', email: 'bia@rede.test', unidade_id: null, papel: 'coautor', cpf: null }] });
    await h.db.update(usuarios).set({ email: 'bia@rede.test' }).where(eq(usuarios.id, p.autor.user.id));
    await decidirA(a, 'aprovada_exposicao');
    const caixa = await previaDasDecisoes(p.admin, { chamadaId: c.id });
    expect(caixa.mensagens.map((m) => [m.para.papel, m.para.email])).toEqual([['autor', 'bia@rede.test']]);
  });

  it('liberado o resultado escrito, parecer escrito e revogação escrita são recusados', async () => {
    const s = await trabalhoEnviado(p.autor, c);
    const pendente = await atribuir(p.admin, { submissaoId: s.id }, { avaliador_id: p.avaliadora.user.id, tipo: 'escrita' });
    await decidirA(s, 'aprovada_exposicao');
    await previaDasDecisoes(p.admin, { chamadaId: c.id });
    await liberarDecisoes(p.admin, { chamadaId: c.id });
    const corpo = { notas: c.criterios.map((k) => ({ criterio_id: k.id, nota: k.escala_max, comentario: '' })), comentario: '', observacao_reservada: '', enviar: true };
    expect(await recusaDe(salvarParecer(p.avaliadora, { submissaoId: s.id, tipo: 'escrita' }, corpo))).toMatchObject({ code: 'CONFLITO', mensagem: R.resultadoLiberado });
    expect(await recusaDe(revogar(p.admin, { submissaoId: s.id, atribuicaoId: pendente.id }))).toMatchObject({ code: 'CONFLITO', mensagem: R.resultadoLiberado });
  });
});

describe('o resultado para o autor', () => {
  it('antes da liberação, nada; depois, notas e comentários sem quem avaliou nem a observação reservada', async () => {
    const s = await trabalhoEnviado(p.autor, c);
    const vera = await avaliadora(h.db, now, { nome: 'Vera Avaliadora Secreta' });
    await avaliar(vera, s, 5, 10, 'Parabéns pelo relato.');
    expect(await resultadoDoAutor(p.autor, { submissaoId: s.id })).toEqual({ liberado: false, liberado_em: null, decisao: null, motivo: null, nota_escrita: null, nota_oral: null, nota_final: null, pareceres: [] });
    for (const quem of [p.outro, vera]) expect(await recusaDe(resultadoDoAutor(quem, { submissaoId: s.id }))).toMatchObject({ code: 'NAO_ENCONTRADO' });
    await decidirA(s, 'aprovada_exposicao', 'Muito bem avaliado.');
    await previaDasDecisoes(p.admin, { chamadaId: c.id });
    await liberarDecisoes(p.admin, { chamadaId: c.id });
    const r = await resultadoDoAutor(p.autor, { submissaoId: s.id });
    expect(r).toEqual({
      liberado: true, liberado_em: ANTES_DO_PRAZO.toISOString(), decisao: 'aprovada_exposicao', motivo: 'Muito bem avaliado.', nota_escrita: 10, nota_oral: null, nota_final: 10,
      pareceres: [{
        tipo: 'escrita', nota: 10, comentario: 'Parabéns pelo relato.',
        criterios: [
          { titulo: 'Relevância', escala_min: 1, escala_max: 5, peso: 2, nota: 5, comentario: 'Tema central na APS.' },
          { titulo: 'Método', escala_min: 0, escala_max: 10, peso: 1, nota: 10, comentario: '' },
        ],
      }],
    });
    const json = JSON.stringify(r);
    for (const proibido of ['Vera', vera.email, '"avaliador', 'Só para a comissão']) expect(json).not.toContain(proibido);
    expect((await resultadoDoAutor(p.admin, { submissaoId: s.id })).liberado).toBe(true);
  });
});

describe('ranking, exportação e painel', () => {
  it('geral e por linha, com o desempate documentado; retirado fora; sem nota no fim', async () => {
    const vera = await avaliadora(h.db, now);
    const vig = c.linhas[1]!.id;
    const t1 = await trabalhoEnviado(p.autor, c, { titulo: 'Nota 10' });
    agora = new Date(ANTES_DO_PRAZO.getTime() + 1000);
    const t2 = await trabalhoEnviado(p.outro, c, { titulo: 'Empate mais novo', linha_id: vig });
    agora = new Date(ANTES_DO_PRAZO.getTime() - 1000);
    const t3 = await trabalhoEnviado(p.outro, c, { titulo: 'Empate mais antigo', linha_id: vig });
    agora = ANTES_DO_PRAZO;
    const t4 = await trabalhoEnviado(p.autor, c, { titulo: 'Sem parecer' });
    const retirado = await trabalhoEnviado(p.autor, c, { titulo: 'Retirado' });
    await retirarSubmissao(p.autor, { submissaoId: retirado.id });
    await avaliar(vera, t1, 5, 10);
    await avaliar(vera, t2, 3, 5);
    await avaliar(vera, t3, 3, 5);
    const geral = await ranking(p.admin, { chamadaId: c.id }, {});
    expect(geral.regra_de_desempate).toBe(REGRA_DE_DESEMPATE);
    expect(geral.itens.map((i) => [i.posicao, i.posicao_na_linha, i.submissao.titulo, i.nota_final])).toEqual([
      [1, 1, 'Nota 10', 10],
      [2, 1, 'Empate mais antigo', 5],
      [3, 2, 'Empate mais novo', 5],
      [4, 2, 'Sem parecer', null],
    ]);
    expect(geral.itens[0]).toMatchObject({ autor: { nome: 'Alice Autora' }, pareceres_escritos: 1, pareceres_orais: 0, divergente: false, decisao: null, liberada: false });
    expect((await ranking(p.admin, { chamadaId: c.id }, { linha_id: vig })).itens.map((i) => i.submissao.id)).toEqual([t3.id, t2.id]);
    const outra = await chamadaPublicada(p.admin, { titulo: 'Outra' });
    expect(await recusaDe(ranking(p.admin, { chamadaId: c.id }, { linha_id: outra.linhas[0]!.id }))).toMatchObject({ code: 'DADOS_INVALIDOS' });
    expect(t4.id).toBeGreaterThan(0);

    const csv = await exportarRanking(p.admin, { chamadaId: c.id }, { formato: 'csv' });
    const linhas = csv.conteudo.toString('utf8').split('\r\n');
    expect(csv).toMatchObject({ mime: 'text/csv; charset=utf-8', nome: `ranking-chamada-${c.id}-2030-03-21.csv` });
    expect(linhas[0]).toBe('\uFEFFPosição;Posição na linha;Trabalho;Título;Autor;E-mail;Linha temática;Enviado em;Nota escrita;Nota oral;Nota final;Pareceres escritos;Pareceres orais;Divergente;Decisão;Comunicada ao autor');
    expect(linhas[1]).toBe(`1;1;${t1.id};Nota 10;Alice Autora;alice@escola.test;APS — Atenção Primária;21/03/2030;10;;10;1;0;Não;;Não`);
    expect(linhas).toHaveLength(6);
    const xlsx = await exportarRanking(p.admin, { chamadaId: c.id }, { formato: 'xlsx', linha_id: vig });
    expect([xlsx.conteudo.subarray(0, 2).toString(), xlsx.nome, xlsx.mime]).toEqual(['PK', `ranking-chamada-${c.id}-linha-${vig}-2030-03-21.xlsx`, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
  });

  it('painel: atribuídos, enviados, pendentes e atrasados (depois do prazo dos pareceres), por pessoa e por trabalho', async () => {
    const vera = await avaliadora(h.db, now, { nome: 'Vera' });
    const t1 = await trabalhoEnviado(p.autor, c);
    const t2 = await trabalhoEnviado(p.autor, c);
    await trabalhoEnviado(p.outro, c);
    await avaliar(vera, t1, 5, 10);
    await atribuir(p.admin, { submissaoId: t1.id }, { avaliador_id: p.avaliadora.user.id, tipo: 'escrita' });
    await atribuir(p.admin, { submissaoId: t2.id }, { avaliador_id: p.avaliadora.user.id, tipo: 'escrita' });
    await atribuir(p.admin, { submissaoId: t2.id }, { avaliador_id: vera.user.id, tipo: 'escrita' });
    await decidirA(t2, 'reprovada', 'Sem método.');
    const antes = await painel(p.admin, { chamadaId: c.id });
    expect(antes.trabalhos).toEqual({ enviados: 3, sem_avaliadores: 1, incompletos: 0, avaliados: 0, divergentes: 0, decididos: 1, liberados: 0, por_decisao: { aprovada_exposicao: 0, aprovada_oral: 0, reprovada: 1 } });
    expect(antes.pareceres.escrita).toEqual({ atribuidos: 4, enviados: 1, pendentes: 3, atrasados: 0 });
    agora = new Date('2030-04-16T03:00:00Z');
    const depois = await painel(p.admin, { chamadaId: c.id });
    expect(depois.pareceres.escrita.atrasados).toBe(3);
    expect(Object.fromEntries(depois.avaliadores.map((a) => [a.nome, [a.atribuidos, a.enviados, a.atrasados]]))).toEqual({ Vera: [2, 1, 1], 'Vera Avaliadora': [2, 0, 2] });
    expect(depois).toMatchObject({ chamada: { id: c.id, prazo_avaliacao: '2030-04-15T23:59', aberta: false }, mensagens: { pendentes: 0, enviadas: 0 }, certificados: { apresentacao_trabalho: 0, avaliador: 0 } });
  });
});

describe('encerramento e certificados', () => {
  it('depois do prazo e com tudo comunicado: autores e coautores dos aprovados e quem terminou os pareceres; idempotente; validável', async () => {
    const coautoraComConta = await criarUsuario(h.db, { nome: 'Carla Coautora', email: 'carla@rede.test', scryptLogN: 4 });
    const vera = await avaliadora(h.db, now, { nome: 'Vera Concluiu' });
    const aprovado = await trabalhoEnviado(p.autor, c, {
      titulo: 'Aprovado', coautores: [{ nome: 'Carla', email: 'carla@rede.test' }, { nome: 'Davi de Fora', email: 'davi@uni.test' }],
    });
    const reprovado = await trabalhoEnviado(p.outro, c, { titulo: 'Reprovado' });
    await avaliar(vera, aprovado, 5, 10);
    await avaliar(vera, reprovado, 2, 3);
    // a instrutora de demonstração ficou com um parecer pendente: sem certificado de avaliadora
    await atribuir(p.admin, { submissaoId: aprovado.id }, { avaliador_id: p.avaliadora.user.id, tipo: 'escrita' });
    expect(await recusaDe(encerrar(p.admin, { chamadaId: c.id }))).toMatchObject({ code: 'REGRA_NEGOCIO', mensagem: R.encerrarNoPrazo });
    agora = DEPOIS_DO_PRAZO;
    await decidirA(aprovado, 'aprovada_exposicao');
    expect(await recusaDe(encerrar(p.admin, { chamadaId: c.id }))).toMatchObject({ code: 'REGRA_NEGOCIO', mensagem: encerrarSemDecisoesMensagem(2) });
    await decidirA(reprovado, 'reprovada', 'Pouca aplicação.');
    await previaDasDecisoes(p.admin, { chamadaId: c.id });
    await liberarDecisoes(p.admin, { chamadaId: c.id });

    const r = await encerrar(p.admin, { chamadaId: c.id });
    expect(r).toEqual({
      encerrada_em: DEPOIS_DO_PRAZO.toISOString(), emitidos_agora: 4, certificados: { apresentacao_trabalho: 3, avaliador: 1 },
      mensagem: 'Chamada encerrada. 4 certificados emitidos: cada pessoa recebe o seu por e-mail.',
    });
    const emitidos = await h.db.select().from(certificados).orderBy(certificados.id);
    expect(emitidos.map((x) => [x.tipo, x.nome, x.usuarioId, x.email, x.turmaNome, x.curso])).toEqual([
      ['apresentacao_trabalho', 'Alice Autora', p.autor.user.id, 'alice@escola.test', 'Aprovado', c.titulo],
      ['apresentacao_trabalho', 'Carla Coautora', coautoraComConta.id, 'carla@rede.test', 'Aprovado', c.titulo],
      ['apresentacao_trabalho', 'Davi de Fora', null, 'davi@uni.test', 'Aprovado', c.titulo],
      ['avaliador', 'Vera Concluiu', vera.user.id, expect.any(String), null, c.titulo],
    ]);
    // de novo (e com a chamada já encerrada): nada novo
    expect(await encerrar(p.admin, { chamadaId: c.id })).toMatchObject({ emitidos_agora: 0, encerrada_em: DEPOIS_DO_PRAZO.toISOString(), certificados: { apresentacao_trabalho: 3, avaliador: 1 } });
    expect(await h.db.select().from(certificados)).toHaveLength(4);
    // a trilha: a liberação e os dois encerramentos, com o antes e o depois
    const trilha = await h.db.select().from(auditoria).where(eq(auditoria.alvoId, String(c.id))).orderBy(auditoria.id);
    expect(trilha.filter((l) => l.acao === 'revisao.liberar').at(-1)).toMatchObject({ antes: { trabalhos_liberados: false }, depois: { trabalhos_liberados: true } });
    expect(trilha.filter((l) => l.acao === 'revisao.encerrar').map((l) => [l.antes, l.depois])).toEqual([
      [{ encerrada_em: null }, { encerrada_em: DEPOIS_DO_PRAZO.toISOString() }],
      [{ encerrada_em: DEPOIS_DO_PRAZO.toISOString() }, { encerrada_em: DEPOIS_DO_PRAZO.toISOString() }],
    ]);

    // validação pública
    const v = await validar(ctxDeTeste(h.db, null, { now }), emitidos[2]!.codigo, '203.0.113.9');
    expect(v).toMatchObject({ situacao: 'valido', certificado: { origem: 'chamada', tipo: 'apresentacao_trabalho', nome: 'Davi de Fora', frase: `Apresentou o trabalho "Aprovado" em "${c.titulo}".` } });
    expect(v.certificado!.numero).toMatch(/^EMSP-SMS-CH-2030-\d{6}$/);
    // o documento: PDF, e-mail (a quem não tem conta, no e-mail do trabalho) e aviso no app a quem tem conta
    const servico = ctxDeTeste(h.db, null, { now });
    await servico.jobs.processarPendentes();
    const enviados = await h.db.select({ para: emails.para, assunto: emails.assunto }).from(emails);
    const deCertificado = enviados.filter((e) => e.assunto.startsWith('Seu certificado')).map((e) => e.para);
    expect(deCertificado).toHaveLength(4);
    expect(deCertificado).toEqual(expect.arrayContaining(['alice@escola.test', 'carla@rede.test', 'davi@uni.test', vera.email]));
    expect((await h.db.select().from(notificacoes).where(eq(notificacoes.usuarioId, vera.user.id))).map((n) => n.mensagem)).toContain(
      `Seu certificado de avaliador(a) em "${c.titulo}" foi emitido. Baixe o PDF ou compartilhe o link de validação.`,
    );
    expect((await h.db.select().from(certificados)).every((x) => x.hashSha256 !== null)).toBe(true);

    // encerrada: nada mais muda
    expect(await recusaDe(decidirA(aprovado, 'aprovada_oral'))).toMatchObject({ code: 'CONFLITO' });
    expect(await recusaDe(atribuir(p.admin, { submissaoId: aprovado.id }, { avaliador_id: vera.user.id, tipo: 'oral' }))).toMatchObject({ code: 'CONFLITO', mensagem: R.chamadaEncerrada });
    expect(await recusaDe(declararLinhas(vera, { chamadaId: c.id }, { linha_ids: [] }))).toMatchObject({ code: 'CONFLITO', mensagem: R.chamadaEncerrada });
    expect(await recusaDe(salvarParecer(p.avaliadora, { submissaoId: aprovado.id, tipo: 'escrita' }, { notas: [], comentario: '', observacao_reservada: '', enviar: false }))).toMatchObject({
      code: 'CONFLITO', mensagem: R.chamadaEncerrada,
    });
  });
});
