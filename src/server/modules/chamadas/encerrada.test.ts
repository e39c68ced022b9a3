import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChamadaAdmin } from '#shared/contracts/chamadas.ts';
import { MENSAGENS_CHAMADA as M } from '#shared/rules/chamadas.ts';
import { MENSAGENS_REVISAO as R } from '#shared/rules/revisao.ts';
import type { DbHandle } from '../../db/client.ts';
import { chamadaModelos } from '../../db/schema/index.ts';
import { ARQUIVOS_DE_TESTE as A } from '../../testing/arquivos.ts';
import { ANTES_DO_PRAZO, chamadaPublicada, corpoDeChamada, DEPOIS_DO_PRAZO, pessoasDaMostra, type PessoasDaMostra } from '../../testing/chamadas.ts';
import { criarBancoDeTeste, limparBanco } from '../../testing/db.ts';
import { recusaDe } from '../../testing/recusa.ts';
import { avaliadora, trabalhoEnviado } from '../../testing/revisao.ts';
import {
  atribuicaoAutomatica, atribuir, decidir, declararLinhas, encerrar, liberarDecisoes, marcarLance, previaDasDecisoes, revogar, substituir,
} from '../revisao/revisao.service.ts';
import { obterChamadaAdmin } from './chamadas.service.ts';
import { editarChamada, excluirChamada, publicarChamada } from './edicao.ts';
import { enviarModelo, removerModelo } from './modelos.ts';

/** Encerrada, a chamada não muda mais (decisão 022): nem a chamada, nem os modelos, nem a revisão. */
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
  c = await chamadaPublicada(p.admin, { lances_inicio: '2030-03-20T08:00', lances_fim: '2030-04-25T18:00' });
});

describe('chamada encerrada', () => {
  it('edição, publicação, modelos e exclusão recusados com 409 e a mensagem; nada muda', async () => {
    await enviarModelo(p.admin, c.id, 'banner', { nome: 'banner.pptx', conteudo: A.pptx });
    const vera = await avaliadora(h.db, now, { chamada: c, linhas: [c.linhas[0]!.id] });
    const s = await trabalhoEnviado(p.autor, c);
    const a = await atribuir(p.admin, { submissaoId: s.id }, { avaliador_id: vera.user.id, tipo: 'escrita' });
    agora = DEPOIS_DO_PRAZO;
    await decidir(p.admin, { submissaoId: s.id }, { decisao: 'aprovada_exposicao', motivo: null });
    await previaDasDecisoes(p.admin, { chamadaId: c.id });
    await liberarDecisoes(p.admin, { chamadaId: c.id });
    await encerrar(p.admin, { chamadaId: c.id });
    const antes = await obterChamadaAdmin(p.admin, { chamadaId: c.id });
    expect(antes).toMatchObject({ encerrada_em: DEPOIS_DO_PRAZO.toISOString(), pode_excluir: false });

    const encerrada = { code: 'CONFLITO', status: 409, mensagem: M.encerrada };
    expect(await recusaDe(editarChamada(p.admin, { chamadaId: c.id }, corpoDeChamada({ titulo: 'Mudou depois' })))).toMatchObject(encerrada);
    expect(await recusaDe(publicarChamada(p.admin, { chamadaId: c.id }, { publicado: false }))).toMatchObject(encerrada);
    expect(await recusaDe(excluirChamada(p.admin, { chamadaId: c.id }))).toMatchObject(encerrada);
    const leu = { vezes: 0 };
    const lerArquivo = async () => {
      leu.vezes += 1;
      return { nome: 'novo.pdf', conteudo: A.pdf };
    };
    expect(await recusaDe(enviarModelo(p.admin, c.id, 'slides', lerArquivo))).toMatchObject(encerrada);
    // recusada antes de ler o corpo do envio
    expect(leu.vezes).toBe(0);
    expect(await recusaDe(enviarModelo(p.admin, c.id, 'banner', { nome: 'outro.pdf', conteudo: A.pdf }))).toMatchObject(encerrada);
    expect(await recusaDe(removerModelo(p.admin, c.id, 'banner'))).toMatchObject(encerrada);
    expect(await obterChamadaAdmin(p.admin, { chamadaId: c.id })).toEqual(antes);
    expect((await h.db.select().from(chamadaModelos)).map((m) => [m.tipo, m.nomeArquivo])).toEqual([['banner', 'banner.pptx']]);

    // a revisão também não muda (já era assim; fica provado aqui)
    const r = { code: 'CONFLITO', mensagem: R.chamadaEncerrada };
    const nina = await avaliadora(h.db, now, { nome: 'Nina' });
    expect(await recusaDe(atribuir(p.admin, { submissaoId: s.id }, { avaliador_id: nina.user.id, tipo: 'escrita' }))).toMatchObject(r);
    expect(await recusaDe(substituir(p.admin, { submissaoId: s.id, atribuicaoId: a.id }, { avaliador_id: nina.user.id }))).toMatchObject(r);
    expect(await recusaDe(revogar(p.admin, { submissaoId: s.id, atribuicaoId: a.id }))).toMatchObject(r);
    expect(await recusaDe(atribuicaoAutomatica(p.admin, { chamadaId: c.id }, { tipo: 'escrita', aplicar: true }))).toMatchObject(r);
    expect(await recusaDe(decidir(p.admin, { submissaoId: s.id }, { decisao: 'reprovada', motivo: 'Mudou.' }))).toMatchObject(r);
    expect(await recusaDe(previaDasDecisoes(p.admin, { chamadaId: c.id }))).toMatchObject(r);
    expect(await recusaDe(liberarDecisoes(p.admin, { chamadaId: c.id }))).toMatchObject(r);
    expect(await recusaDe(declararLinhas(vera, { chamadaId: c.id }, { linha_ids: [] }))).toMatchObject(r);
    // encerrada, todo trabalho tem decisão comunicada: lance nenhum (o decidido some da lista de lances)
    expect(await recusaDe(marcarLance(nina, { submissaoId: s.id }, { lance: 'quero' }))).toMatchObject({ code: 'NAO_ENCONTRADO' });
  });
});
