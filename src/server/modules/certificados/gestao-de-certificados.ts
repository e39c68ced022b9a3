/**
 * Certificados para o instrutor (os seus e a emissão das suas turmas) e para a gestão da administração:
 * turmas com o que falta a cada pessoa, busca, cancelar, reemitir, reenviar.
 */
import type { z } from 'zod';
import type { CancelarBodySchema, GestaoQuerySchema } from '#shared/contracts/certificados.ts';
import type { TurmaIdParamsSchema } from '#shared/contracts/eventos.ts';
import { etapaQueFalta, TEXTO_DA_ETAPA, type Etapa } from '#shared/rules/certificado.ts';
import { frequenciaAtingida } from '#shared/rules/presenca.ts';
import type { Ctx, CtxAutenticado } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { registrarAuditoria } from '../auditoria/auditoria.service.ts';
import { chaveDoPar, devemTesteObrigatorio } from '../testes/testes.service.ts';
import * as repo from './certificados.repository.ts';
import { emitir, enviarCertificadoPorEmail, paraApi, paraGestao } from './certificados.service.ts';

async function resumoDasTurmas(ctx: Ctx, turmas: Awaited<ReturnType<typeof repo.turmasComEmissao>>) {
  const agora = ctx.now();
  const pessoas = await repo.inscritosDasTurmas(ctx.db, turmas.map((t) => t.id));
  const devem = await devemTesteObrigatorio(ctx, pessoas.map((p) => ({ turmaId: p.turma_id, usuarioId: p.usuario_id })));
  const etapas = new Map<number, Map<Etapa, number>>();
  const porId = new Map(turmas.map((t) => [t.id, t]));
  for (const p of pessoas) {
    if (p.certificado_id !== null) continue;
    const t = porId.get(p.turma_id)!;
    const etapa = etapaDaPessoa(p, new Date(t.fim), agora, devem);
    if (!etapa) continue;
    const m = etapas.get(p.turma_id) ?? new Map<Etapa, number>();
    m.set(etapa, (m.get(etapa) ?? 0) + 1);
    etapas.set(p.turma_id, m);
  }
  return turmas.map((t) => ({
    turma: { id: t.id, nome: t.nome, data_inicio: t.data_inicio, data_fim: t.data_fim, encerrada: new Date(t.fim).getTime() < agora.getTime() },
    evento: { id: Number(t.evento_id), titulo: t.titulo },
    inscritos: Number(t.inscritos),
    emitidos: Number(t.emitidos),
    faltam: [...(etapas.get(t.id) ?? new Map<Etapa, number>())].map(([etapa, pessoas]) => ({ etapa, texto: TEXTO_DA_ETAPA[etapa], pessoas })),
  }));
}

function etapaDaPessoa(
  p: { turma_id: number; usuario_id: number; presentes: number; agendados: number; avaliou: boolean },
  fim: Date, agora: Date, devem: Set<string>,
): Etapa | null {
  return etapaQueFalta({
    inscrito: true, turmaEncerrada: fim.getTime() < agora.getTime(), frequenciaAtingida: frequenciaAtingida(p.presentes, p.agendados),
    testePendente: devem.has(chaveDoPar({ turmaId: p.turma_id, usuarioId: p.usuario_id })), avaliou: p.avaliou,
  });
}

export async function certificadosDoInstrutor(ctx: CtxAutenticado) {
  const certificados = (await repo.certificadosDoUsuario(ctx.db, ctx.user.id, ['instrutor', 'palestrante'])).map((l) => paraApi(ctx, l.c, l.eventoId));
  const turmas = await resumoDasTurmas(ctx, await repo.turmasComEmissao(ctx.db, ctx.now(), { instrutorId: ctx.user.id }));
  return { certificados, turmas };
}

export async function turmasDaGestao(ctx: CtxAutenticado) {
  return resumoDasTurmas(ctx, await repo.turmasComEmissao(ctx.db, ctx.now()));
}

export async function turmaDaGestao(ctx: CtxAutenticado, params: z.output<typeof TurmaIdParamsSchema>) {
  const [t] = await repo.turmasComEmissao(ctx.db, null, { turmaId: params.turmaId });
  if (!t) throw new AppError('NAO_ENCONTRADO', 'Turma não encontrada.');
  const [resumo] = await resumoDasTurmas(ctx, [t]);
  const agora = ctx.now();
  const inscritos = await repo.inscritosDasTurmas(ctx.db, [t.id]);
  const equipe = await repo.equipeDaTurma(ctx.db, t.id);
  const ids = [...inscritos.map((p) => p.certificado_id), ...equipe.map((p) => p.certificado_id)].filter((x): x is number => x !== null);
  const porId = new Map((await repo.certificadosPorIds(ctx.db, ids)).map((l) => [l.c.id, paraGestao(ctx, l)]));
  const devem = await devemTesteObrigatorio(ctx, inscritos.map((p) => ({ turmaId: p.turma_id, usuarioId: p.usuario_id })));
  const pessoas = [
    ...equipe.map((p) => ({
      usuario_id: p.usuario_id, nome: p.nome, email: p.email, tipo: p.tipo, frequencia: null,
      certificado: p.certificado_id ? porId.get(p.certificado_id) ?? null : null,
      etapa: null,
      texto: p.certificado_id ? null : resumo!.turma.encerrada ? 'Emissão pendente: use "Emitir pendentes".' : 'A turma ainda não terminou.',
    })),
    ...inscritos.map((p) => {
      const etapa = p.certificado_id ? null : etapaDaPessoa(p, new Date(t.fim), agora, devem);
      return {
        usuario_id: p.usuario_id, nome: p.nome, email: p.email, tipo: 'participante' as const,
        frequencia: p.agendados ? p.presentes / p.agendados : 0,
        certificado: p.certificado_id ? porId.get(p.certificado_id) ?? null : null,
        etapa, texto: etapa ? TEXTO_DA_ETAPA[etapa] : p.certificado_id ? null : 'Cadeia completa: emissão pendente.',
      };
    }),
  ];
  return { resumo: resumo!, pessoas };
}

export async function buscarNaGestao(ctx: CtxAutenticado, q: z.output<typeof GestaoQuerySchema>) {
  const r = await repo.buscarCertificados(ctx.db, {
    busca: q.busca || undefined, eventoId: q.evento_id, turmaId: q.turma_id, status: q.status, tipo: q.tipo, origem: q.origem, pagina: q.pagina, porPagina: q.por_pagina,
  });
  return { itens: r.itens.map((l) => paraGestao(ctx, l)), total: r.total, pagina: q.pagina, por_pagina: q.por_pagina };
}

/** A recusa para um certificado que não é de turma: cada origem tem a sua tela. */
function foraDaGestao(origem: 'avulso' | 'chamada', acao: string): string {
  return origem === 'avulso' ? `Certificados avulsos são ${acao} na tela de certificados avulsos.` : `Certificados da chamada de trabalhos não são ${acao} por esta tela.`;
}

async function daGestao(ctx: Ctx, id: number) {
  const [l] = await repo.certificadosPorIds(ctx.db, [id]);
  if (!l) throw new AppError('NAO_ENCONTRADO', 'Certificado não encontrado.');
  return paraGestao(ctx, l);
}

/**
 * Cancela um certificado de turma ou da chamada de trabalhos (a validação pública passa a dizer que foi
 * cancelado; nenhum dos dois volta sozinho: nem a rotina das turmas nem o reencerramento da chamada o reemitem).
 */
export async function cancelar(ctx: CtxAutenticado, id: number, body: z.output<typeof CancelarBodySchema>) {
  await ctx.db.transaction(async (tx) => {
    const c = await repo.certificadoPorId(tx, id, true);
    if (!c) throw new AppError('NAO_ENCONTRADO', 'Certificado não encontrado.');
    if (c.origem === 'avulso') throw new AppError('CONFLITO', foraDaGestao(c.origem, 'geridos'));
    if (c.status !== 'emitido') throw new AppError('CONFLITO', c.status === 'cancelado' ? 'Este certificado já está cancelado.' : 'Este certificado já foi substituído por outro.');
    await repo.cancelarCertificado(tx, id, body.motivo, ctx.user.id, ctx.now());
    await repo.registrarHistorico(tx, [{ certificadoId: id, acao: 'cancelado', motivo: body.motivo, usuarioId: ctx.user.id, criadoEm: ctx.now() }]);
    await registrarAuditoria({ db: tx }, {
      atorId: ctx.user.id, acao: 'certificado.cancelar', alvoTipo: 'certificado', alvoId: id,
      detalhes: { codigo: c.codigo, origem: c.origem, usuarioId: c.usuarioId, turmaId: c.turmaId },
      antes: { status: c.status }, depois: { status: 'cancelado', motivo: body.motivo },
    });
  });
  return daGestao(ctx, id);
}

/** Reemite com os dados de hoje (nome corrigido, assinantes novos): o novo substitui este. */
export async function reemitir(ctx: CtxAutenticado, id: number) {
  const novo = await ctx.db.transaction(async (tx) => {
    const t = { ...ctx, db: tx };
    const c = await repo.certificadoPorId(tx, id, true);
    if (!c) throw new AppError('NAO_ENCONTRADO', 'Certificado não encontrado.');
    if (c.origem !== 'evento') throw new AppError('CONFLITO', foraDaGestao(c.origem, 'corrigidos'));
    if (c.status === 'substituido') throw new AppError('CONFLITO', 'Este certificado já foi substituído: reemita o mais novo.');
    if (c.status === 'cancelado' && (await repo.existeOutroValido(tx, c))) throw new AppError('CONFLITO', 'Já existe um certificado válido para esta pessoa nesta turma.');
    await repo.marcarSubstituido(tx, c.id);
    const chave = `${c.turmaId}:${c.usuarioId}:${c.tipo}`;
    const [n] = await emitir(t, [{ turmaId: c.turmaId!, usuarioId: c.usuarioId!, tipo: c.tipo }], ctx.user.id, new Map([[chave, c.id]]));
    if (!n) throw new AppError('CONFLITO', 'Já existe um certificado válido para esta pessoa nesta turma.');
    await registrarAuditoria({ db: tx }, {
      atorId: ctx.user.id, acao: 'certificado.reemitir', alvoTipo: 'certificado', alvoId: c.id,
      detalhes: { usuarioId: c.usuarioId, turmaId: c.turmaId, novoId: n.id },
      antes: { status: c.status, codigo: c.codigo }, depois: { status: 'substituido', substituto: { id: n.id, codigo: n.codigo } },
    });
    return n;
  });
  return daGestao(ctx, novo.id);
}

export async function reenviar(ctx: CtxAutenticado, id: number) {
  const c = await repo.certificadoPorId(ctx.db, id);
  if (!c) throw new AppError('NAO_ENCONTRADO', 'Certificado não encontrado.');
  // os da chamada também: o e-mail vai à conta ou, sem ela, ao e-mail gravado no certificado
  if (c.origem === 'avulso') throw new AppError('CONFLITO', foraDaGestao(c.origem, 'enviados'));
  if (c.status !== 'emitido') throw new AppError('CONFLITO', 'Só certificados válidos são enviados.');
  const ok = await enviarCertificadoPorEmail(ctx, c, undefined, ctx.user.id);
  if (!ok) throw new AppError('CONFLITO', 'A pessoa não tem e-mail cadastrado.');
  await registrarAuditoria(ctx, { atorId: ctx.user.id, acao: 'certificado.reenviar', alvoTipo: 'certificado', alvoId: c.id, detalhes: { codigo: c.codigo } });
  return { mensagem: 'E-mail enviado!' };
}

