/**
 * Certificados da chamada de trabalhos (issue 20; decisão 022): "apresentação de trabalho" para cada
 * autor e coautor de um trabalho aprovado (com ou sem conta) e "avaliador" para quem terminou os
 * pareceres, emitidos pela revisão ao encerrar a chamada. Mesma numeração (`EMSP-SMS-CH-…`), código,
 * PDF, validação pública e envio por e-mail dos de turma: a tarefa `certificado.documento` gera o PDF,
 * manda o e-mail (a quem não tem conta, no e-mail do trabalho) e avisa no app quem tem conta.
 */
import { ASSINANTES_MAX, identificadorImpresso } from '#shared/rules/certificado.ts';
import type { Servicos } from '../../lib/context.ts';
import { contagemDaChamada, inserirDaChamadaSeNuncaEmitido } from './certificados-da-chamada.repository.ts';
import { registrarHistorico, type LinhaCertificado, type NovoCertificado } from './certificados.repository.ts';
import { assinantesPadraoGravados, novoCodigo, TAREFA_DOCUMENTO } from './certificados.service.ts';

type CtxServicos = Pick<Servicos, 'db' | 'config' | 'jobs' | 'storage' | 'now'>;

/**
 * O certificado devido a alguém numa chamada de trabalhos: apresentação de trabalho (cada autor e
 * coautor de um trabalho aprovado, com ou sem conta) ou avaliador (quem terminou os pareceres).
 */
export interface DevidoDaChamada {
  tipo: 'apresentacao_trabalho' | 'avaliador';
  chamadaId: number;
  /** O trabalho apresentado (só na apresentação). */
  submissaoId: number | null;
  /** A conta, quando há (o avaliador sempre tem; coautor pode não ter). */
  usuarioId: number | null;
  /** Para quem vai o e-mail sem conta; na apresentação, a chave com o trabalho (minúsculo). */
  email: string;
  nome: string;
  /** CPF (11 dígitos) ou nada; o documento leva a forma mascarada. */
  cpf: string | null;
  /** Título da chamada. */
  chamada: string;
  /** Título do trabalho (apresentação). */
  trabalho: string | null;
}

/**
 * Emite os certificados da chamada que ainda não existem (nenhum: um cancelado pela administração não
 * volta sozinho), com os assinantes institucionais padrão, e enfileira os documentos (PDF, aviso e
 * e-mail). Idempotente: emitir de novo não cria nada; dois pedidos simultâneos esbarram no índice
 * único. Devolve os emitidos agora.
 */
export async function emitirDaChamada(ctx: CtxServicos, devidos: readonly DevidoDaChamada[], emitidoPor: number | null): Promise<LinhaCertificado[]> {
  if (devidos.length === 0) return [];
  const assinantes = (await assinantesPadraoGravados(ctx)).slice(0, ASSINANTES_MAX);
  const agora = ctx.now();
  const novos: NovoCertificado[] = devidos.map((d) => ({
    codigo: novoCodigo(), origem: 'chamada' as const, tipo: d.tipo, usuarioId: d.usuarioId, chamadaId: d.chamadaId, submissaoId: d.submissaoId,
    email: d.email.toLowerCase(), nome: d.nome, cpfMascarado: identificadorImpresso(d.cpf), curso: d.chamada, turmaNome: d.trabalho,
    dataInicio: null, dataFim: null, cargaHoraria: null, assinantes, emitidoEm: agora, emitidoPor,
  }));
  const inseridos = await inserirDaChamadaSeNuncaEmitido(ctx.db, novos);
  await registrarHistorico(ctx.db, inseridos.map((c) => ({ certificadoId: c.id, acao: 'emitido' as const, usuarioId: emitidoPor, criadoEm: agora })));
  await ctx.jobs.enfileirarVarias(ctx.db, inseridos.map((c) => ({ tipo: TAREFA_DOCUMENTO, dados: { id: c.id }, chave: `${TAREFA_DOCUMENTO}:${c.id}` })));
  return inseridos;
}

/** Quantos certificados válidos de cada tipo a chamada tem. */
export async function certificadosDaChamada(ctx: Pick<Servicos, 'db'>, chamadaId: number): Promise<{ apresentacao_trabalho: number; avaliador: number }> {
  return contagemDaChamada(ctx.db, chamadaId);
}
