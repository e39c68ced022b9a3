import type { z } from 'zod';
import type { BenchNota, CriarBenchNotaBodySchema } from '#shared/contracts/bench.ts';
import type { IdParamsSchema } from '#shared/contracts/comum.ts';
import type { Ctx } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { buscarNota, criarTabelaBench, inserirNota, type LinhaBenchNota } from './bench.repository.ts';

const paraNota = (l: LinhaBenchNota): BenchNota => ({ id: l.id, texto: l.texto, criada_em: l.criadaEm.toISOString() });

/** Prepara o banco para o benchmark: a tabela das notas de referência (fora das migrações). */
export function prepararBench(ctx: Pick<Ctx, 'db'>): Promise<void> {
  return criarTabelaBench(ctx.db);
}

/**
 * Referência de leitura: uma consulta pela chave primária.
 * @throws NAO_ENCONTRADO
 */
export async function obterNota(ctx: Ctx, params: z.output<typeof IdParamsSchema>): Promise<BenchNota> {
  const linha = await buscarNota(ctx.db, params.id);
  if (!linha) throw new AppError('NAO_ENCONTRADO', 'Nota não encontrada.');
  return paraNota(linha);
}

/** Referência de escrita: um INSERT … RETURNING. */
export async function criarNota(ctx: Ctx, body: z.output<typeof CriarBenchNotaBodySchema>): Promise<BenchNota> {
  return paraNota(await inserirNota(ctx.db, body.texto));
}
