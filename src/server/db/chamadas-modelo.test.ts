/**
 * As regras das chamadas que o banco garante sozinho (decisão 022), por fora dos serviços: quem grava
 * direto (uma rotina, um script, a metade da revisão) também não consegue quebrá-las.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIMITES_PADRAO } from '#shared/rules/chamadas.ts';
import type { Db, DbHandle } from './client.ts';
import {
  chamadaCriterios,
  chamadaLinhas,
  chamadas,
  parecerNotas,
  pareceres,
  submissaoAvaliadores,
  submissaoCoautores,
  submissaoPosteres,
  submissoes,
} from './schema/index.ts';
import { criarBancoDeTeste, limparBanco } from '../testing/db.ts';
import { criarUsuario } from '../testing/factories.ts';

let h: DbHandle;
beforeAll(async () => {
  h = await criarBancoDeTeste();
});
afterAll(() => h.close());
beforeEach(() => limparBanco(h));

const limites = {
  limiteTitulo: LIMITES_PADRAO.titulo,
  limiteIntroducao: LIMITES_PADRAO.introducao,
  limiteObjetivos: LIMITES_PADRAO.objetivos,
  limiteMetodo: LIMITES_PADRAO.metodo,
  limiteResultados: LIMITES_PADRAO.resultados,
  limiteConsideracoes: LIMITES_PADRAO.consideracoes,
  limiteBibliografia: LIMITES_PADRAO.bibliografia,
};

/** O erro do PostgreSQL por trás do erro do Drizzle: a restrição violada. */
async function restricaoViolada(p: Promise<unknown>): Promise<string | undefined> {
  try {
    await p;
  } catch (err) {
    const e = ((err as { cause?: unknown }).cause ?? err) as { constraint?: string; message?: string };
    return e.constraint ?? e.message;
  }
  throw new Error('esperava uma violação');
}

/** Uma chamada (publicada ou não) com uma linha e um critério de cada tipo. */
async function chamadaCompleta(db: Db, publicado = true) {
  return db.transaction(async (tx) => {
    const [c] = await tx.insert(chamadas).values({ titulo: 'Mostra 2030', periodoExperienciaInicio: '2029-01', periodoExperienciaFim: '2030-06', prazoFinal: '2030-08-31 23:59:00', publicado, ...limites }).returning();
    const [linha] = await tx.insert(chamadaLinhas).values({ chamadaId: c!.id, ordem: 1, codigo: 'APS', nome: 'Atenção Primária' }).returning();
    const [escrita] = await tx.insert(chamadaCriterios).values({ chamadaId: c!.id, tipo: 'escrita', ordem: 1, titulo: 'Relevância', escalaMin: 1, escalaMax: 5 }).returning();
    const [oral] = await tx.insert(chamadaCriterios).values({ chamadaId: c!.id, tipo: 'oral', ordem: 1, titulo: 'Clareza', escalaMin: 1, escalaMax: 3 }).returning();
    return { chamada: c!, linha: linha!, escrita: escrita!, oral: oral! };
  });
}

async function trabalho(db: Db, chamadaId: number, autorId: number, linhaId: number | null = null) {
  const [s] = await db.insert(submissoes).values({ chamadaId, autorId, titulo: 'Experiência', linhaId }).returning();
  return s!;
}

describe('chamada publicada', () => {
  it('precisa de uma linha temática e de um critério escrito, conferidos no fim da transação', async () => {
    const semNada = h.db.insert(chamadas).values({ titulo: 'X', periodoExperienciaInicio: '2029-01', periodoExperienciaFim: '2029-12', prazoFinal: '2030-01-01 00:00:00', publicado: true, ...limites });
    expect(await restricaoViolada(semNada)).toBe('chamadas_publicada_completa');
    const { chamada, escrita, linha } = await chamadaCompleta(h.db);
    expect(await restricaoViolada(h.db.delete(chamadaCriterios).where(eq(chamadaCriterios.id, escrita.id)))).toBe('chamadas_publicada_completa');
    expect(await restricaoViolada(h.db.delete(chamadaLinhas).where(eq(chamadaLinhas.id, linha.id)))).toBe('chamadas_publicada_completa');
    // em rascunho, pode ficar sem nada
    await h.db.update(chamadas).set({ publicado: false }).where(eq(chamadas.id, chamada.id));
    await h.db.delete(chamadaLinhas).where(eq(chamadaLinhas.id, linha.id));
    expect(await h.db.select().from(chamadaLinhas)).toEqual([]);
  });

  it('com trabalhos, não é excluída nem volta a rascunho; trabalho só nasce em chamada publicada', async () => {
    const autor = await criarUsuario(h.db);
    const rascunho = await chamadaCompleta(h.db, false);
    expect(await restricaoViolada(trabalho(h.db, rascunho.chamada.id, autor.id))).toBe('submissoes_chamada_publicada');
    const { chamada } = await chamadaCompleta(h.db);
    await trabalho(h.db, chamada.id, autor.id);
    expect(await restricaoViolada(h.db.update(chamadas).set({ publicado: false }).where(eq(chamadas.id, chamada.id)))).toBe('chamadas_com_trabalhos_publicada');
    expect(await restricaoViolada(h.db.delete(chamadas).where(eq(chamadas.id, chamada.id)))).toBe('submissoes_chamada_id_chamadas_id_fk');
  });

  it('recusa período invertido, escala invertida, peso zero e códigos de linha repetidos (sem diferenciar maiúsculas)', async () => {
    const { chamada } = await chamadaCompleta(h.db);
    expect(await restricaoViolada(h.db.update(chamadas).set({ periodoExperienciaInicio: '2031-01' }).where(eq(chamadas.id, chamada.id)))).toBe('chamadas_periodo');
    const criterio = { chamadaId: chamada.id, tipo: 'escrita' as const, ordem: 2, titulo: 'Método' };
    expect(await restricaoViolada(h.db.insert(chamadaCriterios).values({ ...criterio, escalaMin: 5, escalaMax: 5 }))).toBe('chamada_criterios_escala');
    expect(await restricaoViolada(h.db.insert(chamadaCriterios).values({ ...criterio, escalaMin: 1, escalaMax: 5, peso: 0 }))).toBe('chamada_criterios_peso');
    expect(await restricaoViolada(h.db.insert(chamadaLinhas).values({ chamadaId: chamada.id, ordem: 2, codigo: 'aps', nome: 'Outra' }))).toBe('chamada_linhas_codigo_uq');
  });
});

describe('trabalho', () => {
  it('a linha temática é da mesma chamada; a linha em uso não sai', async () => {
    const autor = await criarUsuario(h.db);
    const a = await chamadaCompleta(h.db);
    const b = await chamadaCompleta(h.db);
    expect(await restricaoViolada(trabalho(h.db, a.chamada.id, autor.id, b.linha.id))).toBe('submissoes_linha_da_chamada_fk');
    await trabalho(h.db, a.chamada.id, autor.id, a.linha.id);
    await h.db.insert(chamadaLinhas).values({ chamadaId: a.chamada.id, ordem: 2, codigo: 'VIG', nome: 'Vigilância' });
    expect(await restricaoViolada(h.db.delete(chamadaLinhas).where(eq(chamadaLinhas.id, a.linha.id)))).toBe('submissoes_linha_da_chamada_fk');
  });

  it('fora do rascunho está completo; retirado tem data; decisão reprovada tem motivo; situação final só com a decisão liberada', async () => {
    const autor = await criarUsuario(h.db);
    const { chamada, linha } = await chamadaCompleta(h.db);
    const s = await trabalho(h.db, chamada.id, autor.id, linha.id);
    const onde = eq(submissoes.id, s.id);
    expect(await restricaoViolada(h.db.update(submissoes).set({ status: 'submetida', submetidaEm: new Date() }).where(onde))).toBe('submissoes_enviada_completa');
    expect(await restricaoViolada(h.db.update(submissoes).set({ status: 'retirada' }).where(onde))).toBe('submissoes_retirada');
    expect(await restricaoViolada(h.db.update(submissoes).set({ decisao: 'reprovada', decididaEm: new Date() }).where(onde))).toBe('submissoes_decisao_completa');
    const completo = { inicioExperiencia: '2029-05', introducao: 'a', objetivos: 'b', metodo: 'c', resultados: 'd', consideracoes: 'e' };
    await h.db.update(submissoes).set({ ...completo, status: 'submetida', submetidaEm: new Date(), decisao: 'aprovada_oral', decididaEm: new Date() }).where(onde);
    expect(await restricaoViolada(h.db.update(submissoes).set({ status: 'aprovada_oral' }).where(onde))).toBe('submissoes_status_da_decisao');
    expect(await restricaoViolada(h.db.update(submissoes).set({ status: 'reprovada', resultadoLiberadoEm: new Date() }).where(onde))).toBe('submissoes_status_da_decisao');
    await h.db.update(submissoes).set({ status: 'aprovada_oral', resultadoLiberadoEm: new Date() }).where(onde);
    expect(await restricaoViolada(h.db.update(submissoes).set({ notaFinal: 10.5 }).where(onde))).toBe('submissoes_notas');
  });

  it('um pôster atual por trabalho; os anteriores ficam como histórico', async () => {
    const autor = await criarUsuario(h.db);
    const { chamada } = await chamadaCompleta(h.db);
    const s = await trabalho(h.db, chamada.id, autor.id);
    const poster = (chave: string) => ({ submissaoId: s.id, chave, nomeOriginal: 'p.pdf', tipo: 'pdf' as const, mime: 'application/pdf', tamanho: 10, hashSha256: 'a'.repeat(64) });
    await h.db.insert(submissaoPosteres).values(poster('posters/1'));
    expect(await restricaoViolada(h.db.insert(submissaoPosteres).values(poster('posters/2')))).toBe('submissao_posteres_atual_uq');
    await h.db.update(submissaoPosteres).set({ substituidoEm: new Date() });
    await h.db.insert(submissaoPosteres).values(poster('posters/2'));
    expect(await h.db.select().from(submissaoPosteres)).toHaveLength(2);
  });
});

describe('revisão', () => {
  it('ninguém avalia o próprio trabalho nem um em que é coautor com conta, por nenhum caminho', async () => {
    const autor = await criarUsuario(h.db);
    const coautor = await criarUsuario(h.db);
    const avaliadora = await criarUsuario(h.db, { perfis: ['usuario', 'instrutor'] });
    const { chamada } = await chamadaCompleta(h.db);
    const s = await trabalho(h.db, chamada.id, autor.id);
    await h.db.insert(submissaoCoautores).values({ submissaoId: s.id, ordem: 1, nome: 'Coautor', email: 'co@x.br', usuarioId: coautor.id });
    const atribuir = (avaliadorId: number) => h.db.insert(submissaoAvaliadores).values({ submissaoId: s.id, chamadaId: chamada.id, avaliadorId, tipo: 'escrita' }).returning();
    expect(await restricaoViolada(atribuir(autor.id))).toBe('submissao_avaliadores_sem_autoria');
    expect(await restricaoViolada(atribuir(coautor.id))).toBe('submissao_avaliadores_sem_autoria');
    await atribuir(avaliadora.id);
    // e o caminho inverso: quem já avalia não entra como coautor
    expect(await restricaoViolada(h.db.insert(submissaoCoautores).values({ submissaoId: s.id, ordem: 2, nome: 'Av', email: 'av@x.br', usuarioId: avaliadora.id }))).toBe('submissao_avaliadores_sem_autoria');
    // uma atribuição ativa por pessoa, trabalho e tipo
    expect(await restricaoViolada(atribuir(avaliadora.id))).toBe('submissao_avaliadores_ativa_uq');
  });

  it('a nota aponta para um critério da mesma chamada e do mesmo tipo do parecer; critério com notas não sai', async () => {
    const autor = await criarUsuario(h.db);
    const avaliadora = await criarUsuario(h.db, { perfis: ['usuario', 'instrutor'] });
    const a = await chamadaCompleta(h.db);
    const b = await chamadaCompleta(h.db);
    const s = await trabalho(h.db, a.chamada.id, autor.id);
    const [at] = await h.db.insert(submissaoAvaliadores).values({ submissaoId: s.id, chamadaId: a.chamada.id, avaliadorId: avaliadora.id, tipo: 'escrita' }).returning();
    // o parecer tem o tipo e a chamada da atribuição
    expect(await restricaoViolada(h.db.insert(pareceres).values({ atribuicaoId: at!.id, chamadaId: a.chamada.id, tipo: 'oral' }))).toBe('pareceres_atribuicao_fk');
    const [p] = await h.db.insert(pareceres).values({ atribuicaoId: at!.id, chamadaId: a.chamada.id, tipo: 'escrita' }).returning();
    const nota = (criterioId: number) => h.db.insert(parecerNotas).values({ parecerId: p!.id, criterioId, chamadaId: a.chamada.id, tipo: 'escrita', nota: 4 });
    expect(await restricaoViolada(nota(a.oral.id))).toBe('parecer_notas_criterio_fk');
    expect(await restricaoViolada(nota(b.escrita.id))).toBe('parecer_notas_criterio_fk');
    await nota(a.escrita.id);
    await h.db.insert(chamadaCriterios).values({ chamadaId: a.chamada.id, tipo: 'escrita', ordem: 2, titulo: 'Outro', escalaMin: 0, escalaMax: 10 });
    expect(await restricaoViolada(h.db.delete(chamadaCriterios).where(eq(chamadaCriterios.id, a.escrita.id)))).toBe('parecer_notas_criterio_fk');
    // enviado só com a nota do parecer calculada
    expect(await restricaoViolada(h.db.update(pareceres).set({ enviadoEm: new Date() }).where(eq(pareceres.id, p!.id)))).toBe('pareceres_enviado_com_nota');
    expect(await h.db.select().from(parecerNotas)).toHaveLength(1);
  });
});
