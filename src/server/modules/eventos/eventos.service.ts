import type { z } from 'zod';
import type {
  DatasQuerySchema,
  EventoDaTurmaParamsSchema,
  EventoDetalhe,
  EventoIdParamsSchema,
  EventoResumo,
  ListarEventosQuerySchema,
  Turma,
  TurmaIdParamsSchema,
} from '#shared/contracts/eventos.ts';
import { paginaDosEventos } from '#shared/contracts/eventos.ts';
import { horarioMaisFrequente, statusDoPeriodo, type Encontro } from '#shared/rules/cronograma.ts';
import { ROTULO_RESTRICAO, type ModoRestricao, type TipoEvento } from '#shared/rules/eventos.ts';
import type { Ctx } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { ehAdmin } from '../../lib/permissao.ts';
import { situacaoNasTurmas } from '../inscricoes/inscricoes.service.ts';
import { diasComPresenca } from '../presencas/presencas.service.ts';
import {
  buscarEvento,
  buscarTurmaComEvento,
  contarEventos,
  encontrosDaTurma,
  instrutoresDeTurmas,
  instrutorNaTurma,
  listarEventos as listarEventosRepo,
  restricaoDoEvento,
  turmasDosEventos,
  type LinhaListaEvento,
  type TurmaCompleta,
} from './eventos.repository.ts';
import { podeVerEvento } from './eventos.policy.ts';

// criar evento é da edição; fica exposto aqui para outros módulos (a conversão de solicitações de curso)
export { criarEvento } from './eventos-edicao.ts';

const eventoNaoEncontrado = () => new AppError('NAO_ENCONTRADO', 'Evento não encontrado.');
const turmaNaoEncontrada = () => new AppError('NAO_ENCONTRADO', 'Turma não encontrada.');

/** Endereço público do folder; a versão (data da última troca) invalida caches quando a imagem muda. */
function urlFolder(eventoId: number, atualizado: Date | string): string {
  return `/api/eventos/${eventoId}/folder?v=${new Date(atualizado).getTime().toString(36)}`;
}

function paraResumo(l: LinhaListaEvento, agora: Date): EventoResumo {
  const instrutores = typeof l.instrutores === 'string' ? (JSON.parse(l.instrutores) as { id: number; nome: string }[]) : l.instrutores;
  return {
    id: l.id,
    titulo: l.titulo,
    tipo: l.tipo as TipoEvento,
    local: l.local,
    publico_alvo: l.publico_alvo,
    unidade_sigla: l.unidade_sigla,
    publicado: l.publicado,
    restrito: l.restricao !== null,
    restricao_modo: l.restricao as ModoRestricao | null,
    status: statusDoPeriodo(l.inicio && l.fim ? { inicio: l.inicio, fim: l.fim } : null, agora),
    data_inicio: l.data_inicio,
    data_fim: l.data_fim,
    instrutor: instrutores.map((i) => ({ id: Number(i.id), nome: i.nome })),
    turmas_qtd: l.turmas_qtd,
    vagas_total: l.vagas_total,
    vagas_restantes: Math.max(0, l.vagas_total - l.confirmadas),
    folder: l.folder_chave ? { url: urlFolder(l.id, l.atualizado_em), largura: l.folder_largura, altura: l.folder_altura } : null,
  };
}

/**
 * Lista de eventos, paginada, numa consulta (mais uma de contagem só quando a página passou do fim).
 * Quem não administra vê só os publicados. O total vai para os cabeçalhos (a resposta é um array, SPEC §7).
 */
export async function listarEventos(ctx: Ctx, q: z.output<typeof ListarEventosQuerySchema>): Promise<{ itens: EventoResumo[]; total: number }> {
  const agora = ctx.now();
  const admin = ehAdmin(ctx.user);
  const { pagina, porPagina } = paginaDosEventos(q);
  const filtros = {
    somentePublicados: !admin || q.publicacao === 'publicados',
    rascunhos: admin && q.publicacao === 'rascunhos',
    busca: q.busca || undefined,
    tipo: q.tipo,
    ano: q.ano,
    status: q.status,
    ordem: q.ordem,
    limite: porPagina,
    deslocamento: (pagina - 1) * porPagina,
  };
  const linhas = await listarEventosRepo(ctx.db, filtros, agora);
  const total = linhas[0]?.total ?? (pagina > 1 ? await contarEventos(ctx.db, filtros, agora) : 0);
  return { itens: linhas.map((l) => paraResumo(l, agora)), total };
}

function paraTurma(c: TurmaCompleta, agora: Date, admin: boolean): Turma {
  const t = c.turma;
  return {
    id: t.id,
    evento_id: t.eventoId,
    nome: t.nome,
    vagas: t.vagas,
    confirmadas: t.confirmadas,
    em_espera: c.emEspera,
    vagas_restantes: Math.max(0, t.vagas - t.confirmadas),
    status: statusDoPeriodo(t, agora),
    data_inicio: t.dataInicio,
    data_fim: t.dataFim,
    carga_horaria: t.cargaHoraria,
    horario: horarioMaisFrequente(c.datas),
    datas: c.datas,
    instrutor: c.instrutores,
    palestrantes: c.palestrantes,
    assinantes: admin ? c.assinantes : [],
    minha_inscricao: null,
    impedimento: null,
  };
}

/** Preenche, para quem está logado, a inscrição e o impedimento de cada turma. */
async function aplicarSituacaoDaPessoa(
  ctx: Ctx,
  e: { id: number; tipo: string; publicado: boolean; restricao: string | null },
  completas: readonly TurmaCompleta[],
  turmas: Turma[],
): Promise<{ restricaoImpede: string | null; souInstrutor: boolean }> {
  const user = ctx.user;
  if (!user) return { restricaoImpede: null, souInstrutor: false };
  const s = await situacaoNasTurmas(
    { ...ctx, user },
    { id: e.id, tipo: e.tipo as TipoEvento, publicado: e.publicado, restricao: e.restricao },
    completas.map((c, i) => ({ id: c.turma.id, eventoId: e.id, status: turmas[i]!.status, datas: c.datas, instrutorIds: c.instrutores.map((x) => x.id) })),
  );
  for (const t of turmas) {
    const r = s.porTurma.get(t.id);
    t.minha_inscricao = r?.minha ?? null;
    t.impedimento = r?.impedimento ?? null;
  }
  return { restricaoImpede: s.restricaoImpede, souInstrutor: completas.some((c) => c.instrutores.some((i) => i.id === user.id)) };
}

/** A restrição como a página a mostra; a lista de registros só vai para a administração (LGPD). */
function restricaoParaSaida(modo: ModoRestricao, r: Awaited<ReturnType<typeof restricaoDoEvento>>, admin: boolean) {
  const rotulo = modo === 'cargos' ? r.cargos.map((c) => c.nome).join(', ') : modo === 'unidades' ? r.unidades.map((u) => u.nome).join(', ') : ROTULO_RESTRICAO[modo];
  return { modo, registros: admin ? r.registros : [], cargos: r.cargos, unidades: r.unidades, rotulo };
}

/**
 * Um evento com turmas, cronograma e vagas. Quem não administra só vê eventos publicados (404 nos
 * outros). Para quem está logado, cada turma diz a inscrição da pessoa e o que a impede de se inscrever.
 * @throws NAO_ENCONTRADO
 */
export async function obterEvento(ctx: Ctx, params: z.output<typeof EventoIdParamsSchema>): Promise<EventoDetalhe> {
  const agora = ctx.now();
  const admin = ehAdmin(ctx.user);
  const achado = await buscarEvento(ctx.db, params.id);
  if (!achado || !podeVerEvento(ctx.user, achado.evento)) throw eventoNaoEncontrado();
  const e = achado.evento;
  const [completas, restr] = await Promise.all([
    turmasDosEventos(ctx.db, [e.id]),
    e.restricao ? restricaoDoEvento(ctx.db, e.id) : Promise.resolve(null),
  ]);
  const turmas = completas.map((c) => paraTurma(c, agora, admin));
  const periodo = e.inicio && e.fim ? { inicio: e.inicio, fim: e.fim } : null;
  const { restricaoImpede, souInstrutor } = await aplicarSituacaoDaPessoa(ctx, e, completas, turmas);
  const modo = e.restricao;
  return {
    id: e.id,
    titulo: e.titulo,
    tipo: e.tipo,
    local: e.local,
    publico_alvo: e.publicoAlvo,
    unidade_sigla: achado.unidadeSigla,
    unidade_id: e.unidadeId,
    publicado: e.publicado,
    restrito: modo !== null,
    restricao_modo: modo,
    status: statusDoPeriodo(periodo, agora),
    data_inicio: e.dataInicio,
    data_fim: e.dataFim,
    instrutor: [...new Map(completas.flatMap((c) => c.instrutores).map((i) => [i.id, i])).values()],
    turmas_qtd: turmas.length,
    vagas_total: turmas.reduce((s, t) => s + t.vagas, 0),
    vagas_restantes: turmas.reduce((s, t) => s + t.vagas_restantes, 0),
    folder: e.folderChave ? { url: urlFolder(e.id, e.atualizadoEm), largura: e.folderLargura, altura: e.folderAltura } : null,
    descricao: e.descricao,
    restricao: modo && restr ? restricaoParaSaida(modo, restr, admin) : null,
    programacao:
      e.programacaoChave && e.programacaoNome
        ? { url: `/api/eventos/${e.id}/programacao`, nome: e.programacaoNome, tamanho: e.programacaoTamanho ?? 0 }
        : null,
    turmas,
    sou_instrutor: souInstrutor,
    restricao_impede: restricaoImpede,
    solicitacao_origem: admin ? achado.solicitacaoOrigem : null,
  };
}

/**
 * Turmas de um evento (SPEC §7), com instrutores, vagas e situação. Mesma visibilidade do evento.
 * @throws NAO_ENCONTRADO
 */
export async function turmasDoEvento(ctx: Ctx, params: z.output<typeof EventoDaTurmaParamsSchema>) {
  const agora = ctx.now();
  const admin = ehAdmin(ctx.user);
  const achado = await buscarEvento(ctx.db, params.eventoId);
  if (!achado || !podeVerEvento(ctx.user, achado.evento)) throw eventoNaoEncontrado();
  return (await turmasDosEventos(ctx.db, [params.eventoId])).map((c) => {
    const { datas: _d, palestrantes: _p, assinantes: _a, minha_inscricao: _m, impedimento: _i, ...resto } = paraTurma(c, agora, admin);
    return resto;
  });
}

/**
 * A equipe de uma turma, para outros módulos (inscrições: instrutor não se inscreve na própria turma;
 * presença e resultados: só os instrutores da turma, além da administração). Dentro de uma transação,
 * passe `{ db: tx }`.
 */
export async function ehInstrutorDaTurma(ctx: Pick<Ctx, 'db'>, turmaId: number, usuarioId: number): Promise<boolean> {
  return instrutorNaTurma(ctx.db, turmaId, usuarioId);
}

/** Instrutores (id e nome) das turmas dadas, na ordem da turma. */
export async function instrutoresDasTurmas(ctx: Pick<Ctx, 'db'>, turmaIds: readonly number[]): Promise<{ turmaId: number; id: number; nome: string }[]> {
  return instrutoresDeTurmas(ctx.db, turmaIds);
}

/**
 * Encontros de uma turma (SPEC §7 `via`): `datas` (o cronograma), `presencas` (dias com presença
 * registrada: os encontros em que alguém esteve) e `intervalo` (todos os dias entre
 * o primeiro e o último encontro, com o horário do primeiro).
 * @throws NAO_ENCONTRADO
 */
export async function datasDaTurma(ctx: Ctx, params: z.output<typeof TurmaIdParamsSchema>, q: z.output<typeof DatasQuerySchema>): Promise<Encontro[]> {
  const achada = await buscarTurmaComEvento(ctx.db, params.turmaId);
  if (!achada || !podeVerEvento(ctx.user, achada)) throw turmaNaoEncontrada();
  const datas = await encontrosDaTurma(ctx.db, params.turmaId);
  if (q.via === 'presencas') {
    const dias = new Set(await diasComPresenca(ctx, params.turmaId));
    return datas.filter((d) => dias.has(d.data));
  }
  if (q.via === 'datas') return datas;
  const primeiro = datas[0];
  if (!primeiro) return [];
  const dias: Encontro[] = [];
  const fim = achada.turma.dataFim;
  for (let d = primeiro.data; d <= fim; d = proximoDia(d)) dias.push({ data: d, horario_inicio: primeiro.horario_inicio, horario_fim: primeiro.horario_fim });
  return dias;
}

function proximoDia(data: string): string {
  const [a, m, d] = data.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(a, m - 1, d + 1)).toISOString().slice(0, 10);
}
