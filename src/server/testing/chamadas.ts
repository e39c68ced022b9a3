/** Ajudantes dos testes das chamadas e submissões: corpos válidos, pessoas e uma chamada publicada. */
import { ChamadaEntradaSchema, type ChamadaAdmin, type ChamadaEntrada } from '#shared/contracts/chamadas.ts';
import { SubmissaoEntradaSchema, type SubmissaoEntrada } from '#shared/contracts/submissoes.ts';
import type { Db } from '../db/client.ts';
import { submissaoAvaliadores, unidades } from '../db/schema/index.ts';
import type { CtxAutenticado } from '../lib/context.ts';
import { criarChamada } from '../modules/chamadas/edicao.ts';
import { criarUsuario, ctxDeTeste } from './factories.ts';

/** Dez dias antes do prazo padrão (31/03/2030 às 23:59 de São Paulo = 01/04 02:59 UTC). */
export const ANTES_DO_PRAZO = new Date('2030-03-21T12:00:00Z');
/** O último segundo do prazo padrão e o primeiro depois dele. */
export const ULTIMO_SEGUNDO = new Date('2030-04-01T02:59:59Z');
export const DEPOIS_DO_PRAZO = new Date('2030-04-01T03:00:00Z');

/** Um corpo de chamada publicável (duas linhas, dois critérios escritos e um oral), com as mudanças dadas. */
export function corpoDeChamada(o: Partial<ChamadaEntrada> = {}) {
  return ChamadaEntradaSchema.parse({
    titulo: 'Mostra de Experiências 2030',
    descricao_markdown: '## Normas\n\nEnvie relatos de experiência do SUS.',
    periodo_experiencia_inicio: '2029-01',
    periodo_experiencia_fim: '2030-06',
    prazo_final: '2030-03-31T23:59',
    linhas: [
      { codigo: 'APS', nome: 'Atenção Primária' },
      { codigo: 'VIG', nome: 'Vigilância em Saúde', descricao: 'Vigilância epidemiológica e sanitária.' },
    ],
    criterios: [
      { titulo: 'Relevância', escala_min: 1, escala_max: 5, peso: 2 },
      { titulo: 'Método', escala_min: 0, escala_max: 10, peso: 1 },
    ],
    criterios_orais: [{ titulo: 'Clareza', escala_min: 1, escala_max: 3, peso: 1 }],
    publicado: true,
    ...o,
  });
}

/** Um trabalho completo na primeira linha da chamada, com as mudanças dadas. */
export function corpoDeTrabalho(chamada: Pick<ChamadaAdmin, 'linhas'>, o: Partial<SubmissaoEntrada> = {}) {
  return SubmissaoEntradaSchema.parse({
    titulo: 'Acolhimento com classificação de risco na UBS Centro',
    inicio_experiencia: '2029-05',
    linha_id: chamada.linhas[0]!.id,
    introducao: 'O acolhimento organiza o acesso.',
    objetivos: 'Reduzir o tempo de espera.',
    metodo: 'Relato de experiência.',
    resultados: 'A espera caiu pela metade.',
    consideracoes: 'O modelo pode ser replicado.',
    ...o,
  });
}

export interface PessoasDaMostra {
  autor: CtxAutenticado;
  outro: CtxAutenticado;
  admin: CtxAutenticado;
  /** Instrutora que avalia trabalhos (atribuída direto no banco nos testes desta metade). */
  avaliadora: CtxAutenticado;
  unidadeId: number;
}

/** Autor, outra pessoa, uma administradora e uma avaliadora, todos com o mesmo relógio. */
export async function pessoasDaMostra(db: Db, now: () => Date): Promise<PessoasDaMostra> {
  const autor = await criarUsuario(db, { nome: 'Alice Autora', email: 'alice@escola.test' });
  const outro = await criarUsuario(db, { nome: 'Otávio Outro' });
  const admin = await criarUsuario(db, { nome: 'Ana Administradora', perfis: ['usuario', 'administrador'] });
  const avaliadora = await criarUsuario(db, { nome: 'Vera Avaliadora', perfis: ['usuario', 'instrutor'] });
  const [unidade] = await db.select({ id: unidades.id }).from(unidades).orderBy(unidades.ordem).limit(1);
  return {
    autor: ctxDeTeste(db, { id: autor.id, perfis: ['usuario'] }, { now }),
    outro: ctxDeTeste(db, { id: outro.id, perfis: ['usuario'] }, { now }),
    admin: ctxDeTeste(db, { id: admin.id, perfis: ['usuario', 'administrador'] }, { now }),
    avaliadora: ctxDeTeste(db, { id: avaliadora.id, perfis: ['usuario', 'instrutor'] }, { now }),
    unidadeId: unidade!.id,
  };
}

/** Uma chamada publicada criada pela administração. */
export function chamadaPublicada(admin: CtxAutenticado, o: Partial<ChamadaEntrada> = {}): Promise<ChamadaAdmin> {
  return criarChamada(admin, corpoDeChamada(o));
}

/** Atribui o trabalho a quem avalia direto no banco (a atribuição pelo serviço é da metade da revisão). */
export async function atribuirNoBanco(db: Db, s: { id: number; chamadaId: number }, avaliadorId: number, tipo: 'escrita' | 'oral' = 'escrita') {
  const [a] = await db.insert(submissaoAvaliadores).values({ submissaoId: s.id, chamadaId: s.chamadaId, avaliadorId, tipo }).returning();
  return a!;
}
