import type { z } from 'zod';
import type { BuscarInscricoesQuerySchema, InscritosQuerySchema, MinhaInscricaoItem, MinhasInscricoesQuerySchema } from '#shared/contracts/inscricoes.ts';
import type { TurmaIdParamsSchema } from '#shared/contracts/eventos.ts';
import { mascararCpf } from '#shared/rules/cpf.ts';
import { horarioMaisFrequente, statusDoPeriodo } from '#shared/rules/cronograma.ts';
import type { CtxAutenticado } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { exigirPermissao } from '../../lib/permissao.ts';
import { podeAdministrarInscricoes } from './inscricoes.policy.ts';
import { instrutoresDasTurmas } from '../eventos/eventos.service.ts';
import { buscarParaAdmin, encontrosDe, existeTurma, inscricoesDaPessoa, posicoesNaEspera } from './inscricoes.repository.ts';

/** Leituras de inscrições: as da própria pessoa e as buscas da administração. */

/** Inscrições da pessoa logada (ativas, ou todas), com turma, evento, encontros e instrutores. */
export async function minhasInscricoes(ctx: CtxAutenticado, query: z.output<typeof MinhasInscricoesQuerySchema>): Promise<MinhaInscricaoItem[]> {
  const agora = ctx.now();
  const linhas = await inscricoesDaPessoa(ctx.db, ctx.user.id, query.situacao === 'todas');
  const turmaIds = [...new Set(linhas.map((l) => l.turma.id))];
  const [encontros, instrutores, posicoes] = await Promise.all([
    encontrosDe(ctx.db, turmaIds),
    instrutoresDasTurmas(ctx, turmaIds),
    posicoesNaEspera(ctx.db, linhas.filter((l) => l.inscricao.status === 'em_espera').map((l) => l.inscricao.id)),
  ]);
  return linhas.map(({ inscricao: i, turma: t, evento: e }) => {
    const datas = encontros.filter((x) => x.turmaId === t.id).map(({ data, horario_inicio, horario_fim }) => ({ data, horario_inicio, horario_fim }));
    const status = statusDoPeriodo(t, agora);
    return {
      id: i.id,
      status: i.status as MinhaInscricaoItem['status'],
      posicao_espera: posicoes.get(i.id) ?? null,
      criada_em: i.criadaEm.toISOString(),
      cancelada_em: i.canceladaEm?.toISOString() ?? null,
      motivo_cancelamento: i.motivoCancelamento,
      evento: { id: e.id, titulo: e.titulo, tipo: e.tipo, local: e.local },
      turma: {
        id: t.id,
        nome: t.nome,
        status,
        data_inicio: t.dataInicio,
        data_fim: t.dataFim,
        carga_horaria: t.cargaHoraria,
        horario: horarioMaisFrequente(datas),
        datas,
        instrutor: instrutores.filter((x) => x.turmaId === t.id).map(({ id, nome }) => ({ id, nome })),
      },
      pode_cancelar: i.status === 'em_espera' || (i.status === 'confirmada' && agora.getTime() < t.inicio.getTime()),
    };
  });
}

function paraInscrito(l: Awaited<ReturnType<typeof buscarParaAdmin>>['linhas'][number], posicoes: Map<number, number>) {
  return {
    id: l.inscricao.id,
    status: l.inscricao.status as MinhaInscricaoItem['status'],
    posicao_espera: posicoes.get(l.inscricao.id) ?? null,
    criada_em: l.inscricao.criadaEm.toISOString(),
    cancelada_em: l.inscricao.canceladaEm?.toISOString() ?? null,
    motivo_cancelamento: l.inscricao.motivoCancelamento,
    usuario: { id: l.usuario.id, nome: l.usuario.nome, email: l.usuario.email, cpf_mascarado: mascararCpf(l.usuario.cpf) },
  };
}

/**
 * Busca inscrições (administração): por evento, turma, pessoa (nome, e-mail ou CPF) e situação.
 * @throws SEM_PERMISSAO
 */
export async function buscarInscricoes(ctx: CtxAutenticado, q: z.output<typeof BuscarInscricoesQuerySchema>) {
  exigirPermissao(podeAdministrarInscricoes(ctx.user));
  const agora = ctx.now();
  const { linhas, total } = await buscarParaAdmin(ctx.db, {
    eventoId: q.evento_id,
    turmaId: q.turma_id,
    busca: q.busca || undefined,
    situacao: q.situacao,
    limite: q.por_pagina,
    deslocamento: (q.pagina - 1) * q.por_pagina,
  });
  const posicoes = await posicoesNaEspera(ctx.db, linhas.filter((l) => l.inscricao.status === 'em_espera').map((l) => l.inscricao.id));
  const itens = linhas.map((l) => ({
    ...paraInscrito(l, posicoes),
    evento: { id: l.evento.id, titulo: l.evento.titulo },
    turma: { id: l.turma.id, nome: l.turma.nome, status: statusDoPeriodo(l.turma, agora) },
  }));
  return { itens, total };
}

/**
 * Inscrições de uma turma (administração), todas de uma vez (uma turma tem no máximo 10.000 vagas).
 * @throws SEM_PERMISSAO, NAO_ENCONTRADO
 */
export async function inscritosDaTurma(ctx: CtxAutenticado, params: z.output<typeof TurmaIdParamsSchema>, q: z.output<typeof InscritosQuerySchema>) {
  exigirPermissao(podeAdministrarInscricoes(ctx.user));
  if (!(await existeTurma(ctx.db, params.turmaId))) throw new AppError('NAO_ENCONTRADO', 'Turma não encontrada.');
  const { linhas } = await buscarParaAdmin(ctx.db, { turmaId: params.turmaId, busca: q.busca || undefined, situacao: q.situacao, limite: 20_000, deslocamento: 0 });
  const posicoes = await posicoesNaEspera(ctx.db, linhas.filter((l) => l.inscricao.status === 'em_espera').map((l) => l.inscricao.id));
  return linhas.map((l) => paraInscrito(l, posicoes));
}
