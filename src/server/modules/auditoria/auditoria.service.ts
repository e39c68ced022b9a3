import type { z } from 'zod';
import type { ListaAuditoria, ListarAuditoriaQuerySchema } from '#shared/contracts/auditoria.ts';
import { instanteEmSaoPaulo } from '#shared/rules/cronograma.ts';
import type { Ctx, CtxAutenticado } from '../../lib/context.ts';
import { exigirPermissao } from '../../lib/permissao.ts';
import { podeLerAuditoria } from './auditoria.policy.ts';
import { acoesDaAuditoria, contarAuditoria, inserirAuditoria, listarAuditoria, type FiltrosAuditoria, type NovaAuditoria } from './auditoria.repository.ts';

/**
 * Registra uma ação de administrador sobre dados de outra pessoa (LGPD), na transação da própria ação
 * (`{ db: tx }`): a linha de auditoria nasce e morre com a mudança. `antes`/`depois`: só os campos que mudaram.
 * Nunca CPF, senha nem tokens em `detalhes`, `antes` ou `depois`.
 */
export async function registrarAuditoria(
  ctx: Pick<Ctx, 'db'>,
  a: { atorId: number; acao: string; alvoTipo: string; alvoId: string | number; detalhes?: unknown; antes?: unknown; depois?: unknown },
): Promise<void> {
  await inserirAuditoria(ctx.db, [a]);
}

/** Várias linhas de uma vez (uma decisão em lote, uma recorrência), no mesmo comando. */
export async function registrarAuditorias(ctx: Pick<Ctx, 'db'>, lista: readonly NovaAuditoria[]): Promise<void> {
  await inserirAuditoria(ctx.db, lista);
}

/**
 * A trilha, mais nova primeiro, com os filtros da tela; o período é em dias de São Paulo (`ate` inclusive).
 * @throws SEM_PERMISSAO
 */
export async function listarTrilha(ctx: CtxAutenticado, q: z.output<typeof ListarAuditoriaQuerySchema>): Promise<ListaAuditoria> {
  exigirPermissao(podeLerAuditoria(ctx.user));
  const filtros: FiltrosAuditoria = {
    busca: q.busca,
    acao: q.acao,
    atorId: q.ator_id,
    alvoTipo: q.alvo_tipo,
    alvoId: q.alvo_id,
    desde: q.de ? instanteEmSaoPaulo(q.de, '00:00') : undefined,
    ate: q.ate ? instanteEmSaoPaulo(diaSeguinte(q.ate), '00:00') : undefined,
  };
  const [linhas, total, acoes] = await Promise.all([
    listarAuditoria(ctx.db, filtros, { limite: q.por_pagina, deslocamento: (q.pagina - 1) * q.por_pagina }),
    contarAuditoria(ctx.db, filtros),
    acoesDaAuditoria(ctx.db),
  ]);
  return {
    itens: linhas.map((l) => ({
      id: l.id,
      quando: l.criadoEm.toISOString(),
      ator: { id: l.atorId, nome: l.atorNome },
      acao: l.acao,
      alvo_tipo: l.alvoTipo,
      alvo_id: l.alvoId,
      detalhes: l.detalhes ?? null,
      antes: l.antes ?? null,
      depois: l.depois ?? null,
    })),
    total,
    pagina: q.pagina,
    por_pagina: q.por_pagina,
    acoes,
  };
}

/** `2026-12-31` → `2027-01-01` (datas de calendário, sem fuso). */
function diaSeguinte(data: string): string {
  const d = new Date(`${data}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export { diferencaCompacta } from './diferencas.ts';
