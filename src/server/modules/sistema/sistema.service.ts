import type { z } from 'zod';
import type { PaginacaoQuerySchema } from '#shared/contracts/comum.ts';
import type { HealthSchema, ListaEmailsSchema, MetricasPublicas, ProntidaoSchema } from '#shared/contracts/sistema.ts';
import type { Config } from '../../config.ts';
import type { DbKind } from '../../db/client.ts';
import type { Ctx, CtxAutenticado } from '../../lib/context.ts';
import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../lib/errors.ts';
import type { Metricas } from '../../lib/metricas.ts';
import { exigirPermissao } from '../../lib/permissao.ts';
import { contarEmails, incrementarMetrica, lerMetrica, listarEmails, pingBanco, registrarLeituraDaCaixa } from './sistema.repository.ts';
import { podeLerCaixaDeSaida, podeLerMetricas } from './sistema.policy.ts';

export const VERSAO = '0.1.0';
/** Chave do contador de acessos ao app (SPEC §2.10 "Acessos ao app"). */
export const METRICA_ACESSOS = 'acessos_app';

/** Responde à sonda de conectividade depois de um `select 1` no banco. */
export async function verificarSaude(ctx: Ctx, banco: DbKind): Promise<z.infer<typeof HealthSchema>> {
  await pingBanco(ctx.db);
  return { status: 'ok', banco, versao: VERSAO };
}

/** Quanto a prontidão espera cada verificação antes de responder 503. */
const ESPERA_DA_PRONTIDAO_MS = 3_000;

async function comEspera(verificacao: Promise<unknown>): Promise<boolean> {
  let temporizador: NodeJS.Timeout | undefined;
  const esgotou = new Promise<false>((ok) => (temporizador = setTimeout(() => ok(false), ESPERA_DA_PRONTIDAO_MS)));
  try {
    return await Promise.race([verificacao.then(() => true, () => false), esgotou]);
  } finally {
    clearTimeout(temporizador);
  }
}

/**
 * Prontidão (o balanceador manda tráfego só a um processo pronto): o banco responde a um `select 1` e o motor
 * da fila de tarefas ao seu esquema, cada um em até 3 s.
 * @throws INDISPONIVEL (503) dizendo qual parte não respondeu
 */
export async function verificarProntidao(ctx: Ctx): Promise<z.infer<typeof ProntidaoSchema>> {
  const [banco, fila] = await Promise.all([comEspera(pingBanco(ctx.db)), comEspera(ctx.jobs.verificar())]);
  if (!banco || !fila) {
    ctx.log.warn({ banco, fila }, 'prontidão: indisponível');
    throw new AppError('INDISPONIVEL', !banco ? 'Serviço indisponível: o banco de dados não respondeu.' : 'Serviço indisponível: a fila de tarefas não respondeu.');
  }
  return { status: 'pronto', banco: 'ok', fila: 'ok' };
}

/** O token do coletor confere (comparação em tempo constante); sem token configurado, nunca. */
export function tokenDeMetricasConfere(recebido: string | null, configurado: string | null): boolean {
  if (!recebido || !configurado) return false;
  const a = createHash('sha256').update(recebido).digest();
  const b = createHash('sha256').update(configurado).digest();
  return timingSafeEqual(a, b);
}

/**
 * As métricas no formato do Prometheus. `ctx` nulo = o coletor com o token; senão, só administradores.
 * @throws NAO_AUTENTICADO, SEM_PERMISSAO
 */
export async function exportarMetricas(ctx: Ctx | null, metricas: Metricas): Promise<{ tipo: string; conteudo: Buffer }> {
  if (ctx) {
    if (!ctx.user) throw new AppError('NAO_AUTENTICADO', 'Entre como administrador ou use o token do coletor de métricas.');
    exigirPermissao(podeLerMetricas(ctx.user));
  }
  return { tipo: metricas.registro.contentType, conteudo: Buffer.from(await metricas.registro.metrics()) };
}

/**
 * Conta uma visita ao app (o web chama uma vez por sessão do navegador). Público; o abuso é contido
 * pelo limite por IP da rota. Só este contador pode ser incrementado (⚠ o sistema anterior aceitava
 * qualquer chave, e até sobrescrever valores, sem login).
 */
export async function contarVisita(ctx: Ctx): Promise<{ ok: boolean }> {
  await incrementarMetrica(ctx.db, METRICA_ACESSOS, ctx.now());
  return { ok: true };
}

/** Acessos ao app e a data da última visita; sem nenhuma visita ainda, 0 e agora. */
export async function obterMetricasPublicas(ctx: Ctx): Promise<MetricasPublicas> {
  const linha = await lerMetrica(ctx.db, METRICA_ACESSOS);
  return {
    acessos_app: linha?.valor ?? 0,
    atualizado_em: (linha?.atualizadoEm ?? ctx.now()).toISOString(),
  };
}

/** O que aparece no lugar de um segredo marcado na mensagem (o link de redefinição de senha). */
export const SEGREDO_OCULTO = '[link oculto — enviado só à pessoa]';

/**
 * Modo de demonstração: `NODE_ENV=development` (o padrão do `npm start`) ou `SEED_DEMO=true` explícito.
 * Só nele a caixa de saída mostra os segredos das mensagens — quem testa sem SMTP precisa do link.
 */
export function segredosVisiveisNaCaixa(config: Pick<Config, 'env' | 'db'>): boolean {
  return config.env === 'development' || config.db.seedDemo === true;
}

/** O texto com cada segredo marcado trocado por `SEGREDO_OCULTO` (os mais longos primeiro). */
function ocultarSegredos(texto: string, segredos: readonly string[]): string {
  return [...segredos]
    .filter((s) => s.length > 0)
    .sort((a, b) => b.length - a.length)
    .reduce((t, s) => t.split(s).join(SEGREDO_OCULTO), texto);
}

/**
 * Caixa de saída de e-mails (instalações sem SMTP), mais novos primeiro, paginada. Só administradores.
 * Regras: fora do modo de demonstração (`segredosVisiveisNaCaixa`) os segredos que a mensagem marcou
 * saem ocultos — um administrador não lê o link de redefinição de senha de outra pessoa (tomaria a
 * conta); toda leitura fica na auditoria (quem leu, quais e-mails, se os segredos estavam visíveis).
 * @throws SEM_PERMISSAO
 */
export async function listarCaixaDeSaida(
  ctx: CtxAutenticado,
  query: z.output<typeof PaginacaoQuerySchema>,
): Promise<z.infer<typeof ListaEmailsSchema>> {
  exigirPermissao(podeLerCaixaDeSaida(ctx.user));
  const [linhas, total] = await Promise.all([
    listarEmails(ctx.db, { limite: query.por_pagina, deslocamento: (query.pagina - 1) * query.por_pagina }),
    contarEmails(ctx.db),
  ]);
  const visiveis = segredosVisiveisNaCaixa(ctx.config);
  await registrarLeituraDaCaixa(ctx.db, {
    atorId: ctx.user.id,
    agora: ctx.now(),
    detalhes: { pagina: query.pagina, por_pagina: query.por_pagina, emails: linhas.map((l) => l.id), segredos_visiveis: visiveis },
  });
  ctx.log.info({ usuarioId: ctx.user.id, emails: linhas.length, segredosVisiveis: visiveis }, 'caixa de saída lida');
  return {
    itens: linhas.map((l) => ({
      id: l.id, para: l.para, assunto: l.assunto, texto: visiveis ? l.texto : ocultarSegredos(l.texto, l.segredos), anexos: l.anexos, criado_em: l.criadoEm.toISOString(),
    })),
    total,
    pagina: query.pagina,
    por_pagina: query.por_pagina,
  };
}
