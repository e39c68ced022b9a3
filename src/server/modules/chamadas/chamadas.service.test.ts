import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  criterioEmUsoMensagem,
  escalaEmUsoMensagem,
  LIMITES_PADRAO,
  linhaEmUsoMensagem,
  MENSAGENS_CHAMADA as M,
} from '#shared/rules/chamadas.ts';
import type { DbHandle } from '../../db/client.ts';
import { auditoria, chamadaCriterios, chamadaLinhas, parecerNotas, pareceres, submissoes } from '../../db/schema/index.ts';
import { ANTES_DO_PRAZO, atribuirNoBanco, chamadaPublicada, corpoDeChamada, DEPOIS_DO_PRAZO, pessoasDaMostra, ULTIMO_SEGUNDO, type PessoasDaMostra } from '../../testing/chamadas.ts';
import { criarBancoDeTeste, limparBanco } from '../../testing/db.ts';
import { recusaDe } from '../../testing/recusa.ts';
import { listarChamadas, listarChamadasAdmin, obterChamada, obterChamadaAdmin } from './chamadas.service.ts';
import { criarChamada, editarChamada, excluirChamada, publicarChamada } from './edicao.ts';

let h: DbHandle;
beforeAll(async () => {
  h = await criarBancoDeTeste();
});
afterAll(() => h.close());

const relogio = { agora: ANTES_DO_PRAZO };
let p: PessoasDaMostra;
beforeEach(async () => {
  await limparBanco(h);
  relogio.agora = ANTES_DO_PRAZO;
  p = await pessoasDaMostra(h.db, () => relogio.agora);
});

/** Um trabalho direto no banco (as regras das submissões têm o próprio teste). */
async function trabalhoNaLinha(chamadaId: number, linhaId: number) {
  const [s] = await h.db.insert(submissoes).values({ chamadaId, autorId: p.autor.user.id, titulo: 'Relato', linhaId }).returning();
  return s!;
}

/** A chamada como o formulário a reenvia: linhas e critérios com os ids que vieram. */
function comoVeio(c: Awaited<ReturnType<typeof chamadaPublicada>>, o: Parameters<typeof corpoDeChamada>[0] = {}) {
  return corpoDeChamada({
    linhas: c.linhas.map(({ id, codigo, nome, descricao }) => ({ id, codigo, nome, descricao })),
    criterios: c.criterios.map(({ id, titulo, escala_min, escala_max, peso }) => ({ id, titulo, escala_min, escala_max, peso })),
    criterios_orais: c.criterios_orais.map(({ id, titulo, escala_min, escala_max, peso }) => ({ id, titulo, escala_min, escala_max, peso })),
    ...o,
  });
}

describe('criar e publicar', () => {
  it('guarda a chamada inteira, com o prazo no horário de São Paulo e os limites padrão', async () => {
    const c = await chamadaPublicada(p.admin, { descricao_markdown: '# Edital\n\n<script>alert(1)</script> [x](javascript:alert(1))' });
    expect(c).toMatchObject({
      titulo: 'Mostra de Experiências 2030',
      // o servidor guarda o Markdown como veio; a tela o mostra sem HTML cru nem links javascript:
      descricao_markdown: '# Edital\n\n<script>alert(1)</script> [x](javascript:alert(1))',
      periodo_experiencia_inicio: '2029-01',
      periodo_experiencia_fim: '2030-06',
      prazo_final: '2030-03-31T23:59',
      prazo_final_em: '2030-04-01T03:00:00.000Z',
      aberta: true,
      publicado: true,
      limites: LIMITES_PADRAO,
      max_coautores: 10,
      avaliadores_por_trabalho: 2,
      limiar_divergencia: 3,
      terceiro_automatico: false,
      conflito_unidade: false,
      lances_inicio: null,
      modelos: { banner: null, slides: null },
      total_trabalhos: 0,
      pode_excluir: true,
    });
    expect(c.linhas.map((l) => [l.codigo, l.em_uso])).toEqual([['APS', false], ['VIG', false]]);
    expect(c.criterios.map((k) => [k.titulo, k.escala_min, k.escala_max, k.peso])).toEqual([['Relevância', 1, 5, 2], ['Método', 0, 10, 1]]);
    expect(c.criterios_orais.map((k) => k.titulo)).toEqual(['Clareza']);
    expect(await h.db.select({ acao: auditoria.acao }).from(auditoria)).toEqual([{ acao: 'chamada.criar' }]);
  });

  it('publicar exige uma linha temática e um critério escrito (o oral não basta)', async () => {
    expect(await recusaDe(criarChamada(p.admin, corpoDeChamada({ linhas: [] })))).toMatchObject({
      code: 'REGRA_NEGOCIO', status: 422, mensagem: M.publicarSemLinha, details: { campos: [{ campo: 'linhas', mensagem: M.publicarSemLinha }] },
    });
    expect(await recusaDe(criarChamada(p.admin, corpoDeChamada({ criterios: [] })))).toMatchObject({ code: 'REGRA_NEGOCIO', mensagem: M.publicarSemCriterio });
    // o rascunho pode ficar sem nada; publicá-lo depois esbarra na mesma regra
    const rascunho = await criarChamada(p.admin, corpoDeChamada({ linhas: [], criterios: [], publicado: false }));
    expect(await recusaDe(publicarChamada(p.admin, { chamadaId: rascunho.id }, { publicado: true }))).toMatchObject({ mensagem: M.publicarSemLinha });
    await editarChamada(p.admin, { chamadaId: rascunho.id }, corpoDeChamada({ criterios: [], publicado: false }));
    expect(await recusaDe(publicarChamada(p.admin, { chamadaId: rascunho.id }, { publicado: true }))).toMatchObject({ mensagem: M.publicarSemCriterio });
  });

  it('publica e despublica pelo atalho; repetir não muda nada', async () => {
    const c = await criarChamada(p.admin, corpoDeChamada({ publicado: false }));
    expect(await publicarChamada(p.admin, { chamadaId: c.id }, { publicado: true })).toMatchObject({ publicado: true, aberta: true });
    expect(await publicarChamada(p.admin, { chamadaId: c.id }, { publicado: true })).toMatchObject({ publicado: true });
    expect(await publicarChamada(p.admin, { chamadaId: c.id }, { publicado: false })).toMatchObject({ publicado: false, aberta: false });
  });

  it('"aberta" segue o relógio de São Paulo: até 23:59:59 do prazo', async () => {
    const c = await chamadaPublicada(p.admin);
    relogio.agora = ULTIMO_SEGUNDO;
    expect((await obterChamada(p.autor, { chamadaId: c.id })).aberta).toBe(true);
    relogio.agora = DEPOIS_DO_PRAZO;
    expect((await obterChamada(p.autor, { chamadaId: c.id })).aberta).toBe(false);
  });

  it('só a administração cria, edita, publica, exclui e vê a lista completa', async () => {
    const c = await chamadaPublicada(p.admin);
    for (const op of [
      criarChamada(p.autor, corpoDeChamada()),
      editarChamada(p.avaliadora, { chamadaId: c.id }, corpoDeChamada()),
      publicarChamada(p.autor, { chamadaId: c.id }, { publicado: false }),
      excluirChamada(p.autor, { chamadaId: c.id }),
      listarChamadasAdmin(p.autor),
      obterChamadaAdmin(p.avaliadora, { chamadaId: c.id }),
    ]) {
      expect(await recusaDe(op)).toMatchObject({ code: 'SEM_PERMISSAO', status: 403 });
    }
  });
});

describe('editar', () => {
  it('mantém as linhas e os critérios com id, inclui os novos, tira os ausentes e troca códigos entre linhas', async () => {
    const c = await chamadaPublicada(p.admin);
    const [aps, vig] = c.linhas;
    const editada = await editarChamada(
      p.admin,
      { chamadaId: c.id },
      comoVeio(c, {
        titulo: 'Mostra 2030 (retificada)',
        linhas: [
          { id: aps!.id, codigo: 'VIG', nome: 'Atenção Primária à Saúde' },
          { id: vig!.id, codigo: 'APS', nome: 'Vigilância' },
          { codigo: 'SM', nome: 'Saúde Mental' },
        ],
        criterios: [{ id: c.criterios[1]!.id, titulo: 'Método e rigor', escala_min: 0, escala_max: 10, peso: 3.5 }],
      }),
    );
    expect(editada.titulo).toBe('Mostra 2030 (retificada)');
    expect(editada.linhas.map((l) => [l.id, l.codigo])).toEqual([[aps!.id, 'VIG'], [vig!.id, 'APS'], [expect.any(Number), 'SM']]);
    expect(editada.criterios).toEqual([{ id: c.criterios[1]!.id, titulo: 'Método e rigor', escala_min: 0, escala_max: 10, peso: 3.5, em_uso: false }]);
    expect(await h.db.select().from(chamadaCriterios).where(eq(chamadaCriterios.id, c.criterios[0]!.id))).toEqual([]);
  });

  it('recusa linha ou critério de outra chamada (ou de outro tipo)', async () => {
    const c = await chamadaPublicada(p.admin);
    const outra = await chamadaPublicada(p.admin, { titulo: 'Outra' });
    const linhaAlheia = comoVeio(c, { linhas: [{ id: outra.linhas[0]!.id, codigo: 'X', nome: 'X' }] });
    expect(await recusaDe(editarChamada(p.admin, { chamadaId: c.id }, linhaAlheia))).toMatchObject({ code: 'DADOS_INVALIDOS', mensagem: M.linhaDeOutraChamada });
    const oralComoEscrito = comoVeio(c, { criterios: [{ id: c.criterios_orais[0]!.id, titulo: 'Clareza', escala_min: 1, escala_max: 3, peso: 1 }] });
    expect(await recusaDe(editarChamada(p.admin, { chamadaId: c.id }, oralComoEscrito))).toMatchObject({ code: 'DADOS_INVALIDOS', mensagem: M.criterioDeOutraChamada });
  });

  it('com trabalhos: a linha usada não sai, a chamada não volta a rascunho nem é excluída', async () => {
    const c = await chamadaPublicada(p.admin);
    await trabalhoNaLinha(c.id, c.linhas[0]!.id);
    const admin = await obterChamadaAdmin(p.admin, { chamadaId: c.id });
    expect(admin.linhas.map((l) => l.em_uso)).toEqual([true, false]);
    expect(admin.pode_excluir).toBe(false);
    const semAps = comoVeio(c, { linhas: [{ id: c.linhas[1]!.id, codigo: 'VIG', nome: 'Vigilância em Saúde' }] });
    expect(await recusaDe(editarChamada(p.admin, { chamadaId: c.id }, semAps))).toMatchObject({ code: 'CONFLITO', status: 409, mensagem: linhaEmUsoMensagem('Atenção Primária') });
    // a linha sem trabalhos sai
    const semVig = comoVeio(c, { linhas: [{ id: c.linhas[0]!.id, codigo: 'APS', nome: 'Atenção Primária' }] });
    expect((await editarChamada(p.admin, { chamadaId: c.id }, semVig)).linhas).toHaveLength(1);
    expect(await recusaDe(editarChamada(p.admin, { chamadaId: c.id }, comoVeio(c, { linhas: semVig.linhas, publicado: false })))).toMatchObject({ code: 'CONFLITO', mensagem: M.despublicarComTrabalhos });
    expect(await recusaDe(publicarChamada(p.admin, { chamadaId: c.id }, { publicado: false }))).toMatchObject({ code: 'CONFLITO', mensagem: M.despublicarComTrabalhos });
    expect(await recusaDe(excluirChamada(p.admin, { chamadaId: c.id }))).toMatchObject({ code: 'CONFLITO', mensagem: M.excluirComTrabalhos });
  });

  it('um critério com notas não sai nem muda de escala; o peso e o título mudam', async () => {
    const c = await chamadaPublicada(p.admin);
    const s = await trabalhoNaLinha(c.id, c.linhas[0]!.id);
    const at = await atribuirNoBanco(h.db, s, p.avaliadora.user.id);
    const [parecer] = await h.db.insert(pareceres).values({ atribuicaoId: at.id, chamadaId: c.id, tipo: 'escrita' }).returning();
    await h.db.insert(parecerNotas).values({ parecerId: parecer!.id, criterioId: c.criterios[0]!.id, chamadaId: c.id, tipo: 'escrita', nota: 4 });
    const [relevancia, metodo] = c.criterios;
    const criterio = (o: object) => ({ id: relevancia!.id, titulo: 'Relevância', escala_min: 1, escala_max: 5, peso: 2, ...o });
    const semRelevancia = comoVeio(c, { criterios: [{ id: metodo!.id, titulo: 'Método', escala_min: 0, escala_max: 10, peso: 1 }] });
    expect(await recusaDe(editarChamada(p.admin, { chamadaId: c.id }, semRelevancia))).toMatchObject({ code: 'CONFLITO', mensagem: criterioEmUsoMensagem('Relevância') });
    expect(await recusaDe(editarChamada(p.admin, { chamadaId: c.id }, comoVeio(c, { criterios: [criterio({ escala_max: 10 })] })))).toMatchObject({ code: 'CONFLITO', mensagem: escalaEmUsoMensagem('Relevância') });
    const editada = await editarChamada(p.admin, { chamadaId: c.id }, comoVeio(c, { criterios: [criterio({ titulo: 'Relevância para o SUS', peso: 4 })] }));
    expect(editada.criterios).toEqual([{ id: relevancia!.id, titulo: 'Relevância para o SUS', escala_min: 1, escala_max: 5, peso: 4, em_uso: true }]);
  });

  it('chamada inexistente: 404 para a administração', async () => {
    expect(await recusaDe(editarChamada(p.admin, { chamadaId: 999 }, corpoDeChamada()))).toMatchObject({ code: 'NAO_ENCONTRADO', mensagem: M.chamadaNaoEncontrada });
    expect(await recusaDe(excluirChamada(p.admin, { chamadaId: 999 }))).toMatchObject({ code: 'NAO_ENCONTRADO' });
  });
});

describe('quem vê o quê', () => {
  it('quem não administra vê só as publicadas, as abertas primeiro (prazo mais próximo antes); o rascunho é 404', async () => {
    const tarde = await chamadaPublicada(p.admin, { titulo: 'Prazo em abril', prazo_final: '2030-04-30T18:00' });
    const cedo = await chamadaPublicada(p.admin, { titulo: 'Prazo em março', prazo_final: '2030-03-25T18:00' });
    const encerrada = await chamadaPublicada(p.admin, { titulo: 'Encerrada', prazo_final: '2030-03-01T18:00' });
    const rascunho = await criarChamada(p.admin, corpoDeChamada({ titulo: 'Rascunho', publicado: false }));
    const lista = await listarChamadas(p.autor);
    expect(lista.map((c) => [c.id, c.aberta])).toEqual([[cedo.id, true], [tarde.id, true], [encerrada.id, false]]);
    expect(lista[0]).toMatchObject({ tem_modelo_banner: false, linhas: [{ codigo: 'APS', nome: 'Atenção Primária' }, { codigo: 'VIG' }] });
    expect(await recusaDe(obterChamada(p.autor, { chamadaId: rascunho.id }))).toMatchObject({ code: 'NAO_ENCONTRADO', mensagem: M.chamadaNaoEncontrada });
    // a administração vê o edital do rascunho (pré-visualização) e a lista inteira
    expect((await obterChamada(p.admin, { chamadaId: rascunho.id })).titulo).toBe('Rascunho');
    expect((await listarChamadasAdmin(p.admin)).map((c) => c.titulo).sort()).toEqual(['Encerrada', 'Prazo em abril', 'Prazo em março', 'Rascunho']);
  });

  it('o edital de quem submete não traz as regras internas da avaliação', async () => {
    const c = await chamadaPublicada(p.admin, { conflito_unidade: true, avaliadores_por_trabalho: 3 });
    const edital = await obterChamada(p.autor, { chamadaId: c.id });
    for (const campo of ['avaliadores_por_trabalho', 'limiar_divergencia', 'conflito_unidade', 'terceiro_automatico', 'publicado', 'modelos', 'total_trabalhos']) {
      expect(edital).not.toHaveProperty(campo);
    }
    expect(edital.criterios[0]).toEqual({ id: c.criterios[0]!.id, titulo: 'Relevância', escala_min: 1, escala_max: 5, peso: 2 });
  });

  it('a lista da administração conta trabalhos enviados e rascunhos', async () => {
    const c = await chamadaPublicada(p.admin);
    await trabalhoNaLinha(c.id, c.linhas[0]!.id);
    await h.db.insert(submissoes).values({
      chamadaId: c.id, autorId: p.outro.user.id, titulo: 'Enviado', linhaId: c.linhas[1]!.id, inicioExperiencia: '2029-03',
      introducao: 'a', objetivos: 'b', metodo: 'c', resultados: 'd', consideracoes: 'e', status: 'submetida', submetidaEm: new Date(),
    });
    const [item] = await listarChamadasAdmin(p.admin);
    expect(item).toMatchObject({ total_trabalhos: 1, total_rascunhos: 1, total_linhas: 2, pode_excluir: false, publicado: true });
  });
});

describe('excluir', () => {
  it('apaga a chamada sem trabalhos com linhas e critérios', async () => {
    const c = await chamadaPublicada(p.admin);
    expect(await excluirChamada(p.admin, { chamadaId: c.id })).toBeNull();
    expect(await h.db.select().from(chamadaLinhas)).toEqual([]);
    expect(await recusaDe(obterChamadaAdmin(p.admin, { chamadaId: c.id }))).toMatchObject({ code: 'NAO_ENCONTRADO' });
  });
});
