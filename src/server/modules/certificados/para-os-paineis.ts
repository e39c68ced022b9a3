/** O que os painéis (issue 21) leem dos certificados, pelo serviço do módulo. */
import type { Servicos } from '../../lib/context.ts';
import { chaveDoPar, devemTesteObrigatorio } from '../testes/testes.service.ts';
import * as repo from './certificados.repository.ts';
import type { LinhaCertificado } from './certificados.repository.ts';

/**
 * Para o painel (issue 21): as inscrições confirmadas da pessoa sem certificado de participante válido,
 * com presença, avaliação e se ainda deve o teste obrigatório (poucas consultas, nenhuma por turma).
 */
export async function inscricoesAindaSemCertificado(ctx: Pick<Servicos, 'db'>, usuarioId: number) {
  const inscricoes = await repo.inscricoesSemCertificado(ctx.db, usuarioId);
  const turmaIds = inscricoes.map((i) => i.turma_id);
  const minhas = new Map((await repo.inscritosDasTurmas(ctx.db, turmaIds, usuarioId)).map((p) => [p.turma_id, p]));
  const devem = await devemTesteObrigatorio(ctx, turmaIds.map((turmaId) => ({ turmaId, usuarioId })));
  return inscricoes.map((i) => ({
    ...i, presentes: minhas.get(i.turma_id)?.presentes ?? 0, agendados: minhas.get(i.turma_id)?.agendados ?? 0,
    testePendente: devem.has(chaveDoPar({ turmaId: i.turma_id, usuarioId })),
  }));
}

/** Os certificados válidos da pessoa (todos os tipos), do mais recente ao mais antigo. */
export async function certificadosValidosDoUsuario(ctx: Pick<Servicos, 'db'>, usuarioId: number): Promise<LinhaCertificado[]> {
  return (await repo.certificadosDoUsuario(ctx.db, usuarioId)).map((l) => l.c);
}
