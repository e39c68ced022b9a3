import type { z } from 'zod';
import type { EventoDetalhe, EventoEntradaValidada, EventoIdParamsSchema } from '#shared/contracts/eventos.ts';
import { cargaHoraria, periodoDosEncontros } from '#shared/rules/cronograma.ts';
import { permiteVariasTurmas } from '#shared/rules/eventos.ts';
import type { Ctx, CtxAutenticado } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { exigirPermissao } from '../../lib/permissao.ts';
import { diferencaCompacta, registrarAuditoria } from '../auditoria/auditoria.service.ts';
import { aoMudarVagas } from '../inscricoes/inscricoes.service.ts';
import { obterEvento } from './eventos.service.ts';
import { buscarEvento, restricaoDoEvento, turmasDosEventos } from './eventos.repository.ts';
import {
  alterarEvento,
  alterarTurma,
  contarInscricoesDoEvento,
  excluirEvento,
  excluirTurmas,
  idsExistentes,
  inscricoesPorTurma,
  inscritosAtivosEntre,
  inserirEvento,
  inserirTurma,
  pessoasComPerfis,
  substituirPessoasEDatas,
  substituirRestricao,
  travarEvento,
  turmasDoEventoParaEditar,
  type ValoresTurma,
} from './eventos-edicao.repository.ts';
import { podeEditarEventos } from './eventos.policy.ts';

/**
 * O evento como a trilha de auditoria o compara: os campos que a administração edita, com as turmas por
 * id (nome, vagas, carga, encontros, instrutores, palestrantes e assinantes).
 */
function retratoParaAuditoria(d: EventoDetalhe): Record<string, unknown> {
  return {
    titulo: d.titulo, descricao: d.descricao, local: d.local, tipo: d.tipo, unidade_id: d.unidade_id, publico_alvo: d.publico_alvo,
    publicado: d.publicado,
    restricao: d.restricao ? { modo: d.restricao.modo, registros: d.restricao.registros, cargos: d.restricao.cargos.map((c) => c.id), unidades: d.restricao.unidades.map((u) => u.id) } : null,
    turmas: Object.fromEntries(d.turmas.map((t) => [String(t.id), {
      nome: t.nome, vagas: t.vagas, carga_horaria: t.carga_horaria,
      datas: t.datas.map((x) => `${x.data} ${x.horario_inicio}-${x.horario_fim}`),
      instrutores: t.instrutor.map((p) => p.id), palestrantes: t.palestrantes.map((p) => p.nome), assinantes: t.assinantes.map((p) => p.id),
    }])),
  };
}

/** Edição de eventos pela administração: criar, editar (sincronizando turmas), publicar, despublicar, excluir. */

const eventoNaoEncontrado = () => new AppError('NAO_ENCONTRADO', 'Evento não encontrado.');


type Entrada = EventoEntradaValidada;

function erroCampos(campos: { campo: string; mensagem: string }[], code: 'DADOS_INVALIDOS' | 'CONFLITO' = 'DADOS_INVALIDOS'): AppError {
  return new AppError(code, campos[0]!.mensagem, { details: { campos } });
}

/**
 * Confere no banco o que o contrato não alcança: unidade, cargos e unidades da restrição existem;
 * instrutores e assinantes são contas ativas com perfil de instrutor ou administrador; palestrantes
 * com conta existem. Devolve os nomes dos palestrantes com conta.
 * @throws DADOS_INVALIDOS com o campo de cada problema
 */
async function conferirReferencias(ctx: Ctx, e: Entrada): Promise<Map<number, string>> {
  const r = e.restricao;
  const [unidadesOk, cargosOk, pessoas] = await Promise.all([
    idsExistentes(ctx.db, 'unidades', [e.unidade_id, ...(r?.unidades ?? [])]),
    idsExistentes(ctx.db, 'cargos', r?.cargos ?? []),
    pessoasComPerfis(ctx.db, [
      ...new Set(
        e.turmas.flatMap((t) => [
          ...t.instrutores,
          ...t.assinantes,
          ...t.palestrantes.flatMap((p) => ('usuario_id' in p ? [p.usuario_id] : [])),
        ]),
      ),
    ]),
  ]);
  const campos: { campo: string; mensagem: string }[] = [];
  if (!unidadesOk.has(e.unidade_id)) campos.push({ campo: 'unidade_id', mensagem: 'Selecione uma unidade válida.' });
  if (r?.modo === 'cargos' && r.cargos.some((c) => !cargosOk.has(c))) campos.push({ campo: 'restricao.cargos', mensagem: 'Há cargo inexistente na restrição.' });
  if (r?.modo === 'unidades' && r.unidades.some((u) => !unidadesOk.has(u))) campos.push({ campo: 'restricao.unidades', mensagem: 'Há unidade inexistente na restrição.' });
  const porId = new Map(pessoas.map((p) => [p.id, p]));
  const podeEnsinar = (id: number) => {
    const p = porId.get(id);
    return Boolean(p?.ativo && (p.perfis.includes('instrutor') || p.perfis.includes('administrador')));
  };
  e.turmas.forEach((t, i) => {
    const n = i + 1;
    if (new Set(t.instrutores).size !== t.instrutores.length) campos.push({ campo: `turmas.${i}.instrutores`, mensagem: `Turma ${n}: instrutor repetido.` });
    const invalido = t.instrutores.find((id) => !podeEnsinar(id));
    if (invalido !== undefined) {
      campos.push({ campo: `turmas.${i}.instrutores`, mensagem: `Turma ${n}: ${porId.get(invalido)?.nome ?? 'pessoa inexistente'} não tem perfil de instrutor ativo.` });
    }
    if (new Set(t.assinantes).size !== t.assinantes.length) campos.push({ campo: `turmas.${i}.assinantes`, mensagem: `Turma ${n}: assinante repetido.` });
    const assinanteInvalido = t.assinantes.find((id) => !podeEnsinar(id));
    if (assinanteInvalido !== undefined) {
      campos.push({
        campo: `turmas.${i}.assinantes`,
        mensagem: `Turma ${n}: ${porId.get(assinanteInvalido)?.nome ?? 'pessoa inexistente'} não pode assinar certificados (precisa ser instrutor ou administrador ativo).`,
      });
    }
    const idsPal = t.palestrantes.flatMap((p) => ('usuario_id' in p ? [p.usuario_id] : []));
    if (idsPal.some((id) => !porId.get(id)?.ativo)) campos.push({ campo: `turmas.${i}.palestrantes`, mensagem: `Turma ${n}: palestrante sem conta ativa.` });
    if (new Set(idsPal).size !== idsPal.length) campos.push({ campo: `turmas.${i}.palestrantes`, mensagem: `Turma ${n}: palestrante repetido.` });
  });
  if (campos.length > 0) throw erroCampos(campos);
  return new Map(pessoas.map((p) => [p.id, p.nome]));
}

function valoresDaTurma(t: Entrada['turmas'][number]): ValoresTurma {
  const periodo = periodoDosEncontros(t.datas)!;
  return {
    nome: t.nome,
    vagas: t.vagas,
    inicio: periodo.inicio,
    fim: periodo.fim,
    dataInicio: periodo.data_inicio,
    dataFim: periodo.data_fim,
    cargaHoraria: cargaHoraria(t.datas),
  };
}

function pessoasDaTurma(t: Entrada['turmas'][number], nomes: Map<number, string>) {
  return {
    datas: t.datas,
    instrutores: t.instrutores,
    palestrantes: t.palestrantes.map((p) => ('usuario_id' in p ? { usuarioId: p.usuario_id, nome: nomes.get(p.usuario_id) ?? '' } : { usuarioId: null, nome: p.nome })),
    assinantes: t.assinantes,
  };
}

/** Resumo do período do evento a partir das turmas (`inicio`, `fim`, datas). */
function periodoDoEvento(turmas: readonly Entrada['turmas'][number][]) {
  const p = periodoDosEncontros(turmas.flatMap((t) => t.datas));
  return p
    ? { inicio: p.inicio, fim: turmas.map((t) => valoresDaTurma(t).fim).reduce((a, b) => (b > a ? b : a)), dataInicio: p.data_inicio, dataFim: p.data_fim }
    : { inicio: null, fim: null, dataInicio: null, dataFim: null };
}

function camposDoEvento(e: Entrada) {
  return {
    titulo: e.titulo,
    descricao: e.descricao,
    local: e.local,
    tipo: e.tipo,
    unidadeId: e.unidade_id,
    publicoAlvo: e.publico_alvo,
    restricao: e.restricao?.modo ?? null,
    ...periodoDoEvento(e.turmas),
  };
}

function listasDaRestricao(e: Entrada) {
  const r = e.restricao;
  return {
    registros: r?.modo === 'lista_registros' ? r.registros : [],
    cargos: r?.modo === 'cargos' ? [...new Set(r.cargos)] : [],
    unidades: r?.modo === 'unidades' ? [...new Set(r.unidades)] : [],
  };
}

/**
 * Cria um evento com as turmas e os encontros, como rascunho (não publicado), numa transação.
 * @throws SEM_PERMISSAO, DADOS_INVALIDOS (referências inexistentes ou pessoas sem perfil)
 */
export async function criarEvento(ctx: CtxAutenticado, e: Entrada): Promise<EventoDetalhe> {
  exigirPermissao(podeEditarEventos(ctx.user));
  const nomes = await conferirReferencias(ctx, e);
  const agora = ctx.now();
  const id = await ctx.db.transaction(async (tx) => {
    const evento = await inserirEvento(tx, { ...camposDoEvento(e), publicado: false, criadoPor: ctx.user.id, criadoEm: agora, atualizadoEm: agora });
    await substituirRestricao(tx, evento.id, listasDaRestricao(e));
    for (const t of e.turmas) {
      const turmaId = await inserirTurma(tx, evento.id, valoresDaTurma(t));
      await substituirPessoasEDatas(tx, turmaId, pessoasDaTurma(t, nomes));
    }
    const criado = retratoParaAuditoria(await obterEvento({ ...ctx, db: tx }, { id: evento.id }));
    await registrarAuditoria({ db: tx }, { atorId: ctx.user.id, acao: 'evento.criar', alvoTipo: 'evento', alvoId: evento.id, detalhes: { titulo: e.titulo }, depois: criado });
    return evento.id;
  });
  ctx.log.info({ eventoId: id }, 'evento criado');
  return obterEvento(ctx, { id });
}

/** Vagas não ficam abaixo das confirmadas; quem vira instrutor não pode estar inscrito na turma. @throws CONFLITO */
async function conferirTurmasEditadas(tx: Ctx['db'], e: Entrada, porId: Map<number, { id: number; nome: string; confirmadas: number }>): Promise<void> {
  for (const [i, t] of e.turmas.entries()) {
    const existente = t.id === undefined ? undefined : porId.get(t.id);
    if (existente && t.vagas < existente.confirmadas) {
      throw erroCampos(
        [{ campo: `turmas.${i}.vagas`, mensagem: `A turma "${existente.nome}" tem ${existente.confirmadas} inscrições confirmadas: as vagas não podem ficar abaixo disso.` }],
        'CONFLITO',
      );
    }
    if (existente) {
      const inscritos = await inscritosAtivosEntre(tx, existente.id, t.instrutores);
      if (inscritos[0]) {
        throw erroCampos([{ campo: `turmas.${i}.instrutores`, mensagem: `${inscritos[0].nome} está inscrito nesta turma e não pode ser instrutor dela.` }], 'CONFLITO');
      }
    }
  }
}

/**
 * Edita um evento e sincroniza as turmas: as do corpo com `id` são atualizadas, as sem `id` criadas e
 * as que faltam removidas, salvo as que têm inscrições (409: despublique ou mantenha a turma). Vagas não
 * ficam abaixo das inscrições confirmadas; mais vagas chamam a lista de espera. Um instrutor não pode
 * estar inscrito como participante da mesma turma. O tipo não passa de congresso para outro (nem o
 * contrário) depois que há inscrições, porque a regra de uma turma por evento mudaria para quem já está.
 * @throws SEM_PERMISSAO, NAO_ENCONTRADO, DADOS_INVALIDOS, CONFLITO
 */
export async function atualizarEvento(ctx: CtxAutenticado, input: Entrada & { id: number }): Promise<EventoDetalhe> {
  exigirPermissao(podeEditarEventos(ctx.user));
  const { id, ...e } = input;
  const nomes = await conferirReferencias(ctx, e);
  const agora = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const atual = await travarEvento(tx, id);
    if (!atual) throw eventoNaoEncontrado();
    const antes = retratoParaAuditoria(await obterEvento({ ...ctx, db: tx }, { id }));
    const existentes = await turmasDoEventoParaEditar(tx, id);
    const porId = new Map(existentes.map((t) => [t.id, t]));
    const campos: { campo: string; mensagem: string }[] = [];
    e.turmas.forEach((t, i) => {
      if (t.id !== undefined && !porId.has(t.id)) campos.push({ campo: `turmas.${i}.id`, mensagem: `Turma ${i + 1}: não pertence a este evento.` });
    });
    if (campos.length > 0) throw erroCampos(campos);
    const mantidas = new Set(e.turmas.flatMap((t) => (t.id === undefined ? [] : [t.id])));
    const removidas = existentes.filter((t) => !mantidas.has(t.id));
    const historico = await inscricoesPorTurma(tx, existentes.map((t) => t.id));
    const comHistorico = removidas.find((t) => (historico.get(t.id) ?? 0) > 0);
    if (comHistorico) {
      throw new AppError('CONFLITO', `A turma "${comHistorico.nome}" tem inscrições e não pode ser removida. Mantenha-a no evento (ou despublique o evento).`);
    }
    const temInscricoes = [...historico.values()].some((n) => n > 0);
    if (temInscricoes && permiteVariasTurmas(atual.tipo) !== permiteVariasTurmas(e.tipo)) {
      throw erroCampos([{ campo: 'tipo', mensagem: 'Com inscrições feitas, o tipo não pode mudar entre Congresso e os outros tipos.' }], 'CONFLITO');
    }
    await conferirTurmasEditadas(tx, e, porId);
    await excluirTurmas(tx, removidas.map((t) => t.id));
    await alterarEvento(tx, id, { ...camposDoEvento(e), atualizadoEm: agora });
    await substituirRestricao(tx, id, listasDaRestricao(e));
    for (const t of e.turmas) {
      const existente = t.id === undefined ? undefined : porId.get(t.id);
      const turmaId = existente ? existente.id : await inserirTurma(tx, id, valoresDaTurma(t));
      if (existente) await alterarTurma(tx, existente.id, valoresDaTurma(t));
      await substituirPessoasEDatas(tx, turmaId, pessoasDaTurma(t, nomes));
      if (existente && t.vagas > existente.vagas) await aoMudarVagas({ ...ctx, db: tx }, existente.id);
    }
    const mudou = diferencaCompacta(antes, retratoParaAuditoria(await obterEvento({ ...ctx, db: tx }, { id })));
    await registrarAuditoria({ db: tx }, {
      atorId: ctx.user.id,
      acao: 'evento.editar',
      alvoTipo: 'evento',
      alvoId: id,
      detalhes: { titulo: e.titulo, turmasRemovidas: removidas.map((t) => t.id) },
      antes: mudou?.antes ?? null,
      depois: mudou?.depois ?? null,
    });
  });
  ctx.log.info({ eventoId: id }, 'evento editado');
  return obterEvento(ctx, { id });
}

/**
 * Publica um evento depois de conferir o mínimo (reference §3.2): título, local, tipo, unidade, ao menos
 * uma turma, cada turma com encontros e instrutor, e as listas da restrição. Republicar não muda nada.
 * @throws SEM_PERMISSAO, NAO_ENCONTRADO, REGRA_NEGOCIO (com a primeira pendência)
 */
export async function publicarEvento(ctx: CtxAutenticado, params: z.output<typeof EventoIdParamsSchema>) {
  exigirPermissao(podeEditarEventos(ctx.user));
  const achado = await buscarEvento(ctx.db, params.id);
  if (!achado) throw eventoNaoEncontrado();
  const e = achado.evento;
  const [turmas, restr] = await Promise.all([turmasDosEventos(ctx.db, [e.id]), e.restricao ? restricaoDoEvento(ctx.db, e.id) : null]);
  const pendencia = !e.titulo.trim()
    ? 'Evento sem título.'
    : !e.local.trim()
      ? 'Evento sem local.'
      : turmas.length === 0
        ? 'Evento sem turma cadastrada.'
        : turmas.some((t) => t.datas.length === 0)
          ? 'Evento possui turma sem datas cadastradas.'
          : turmas.some((t) => t.instrutores.length === 0)
            ? 'Evento possui turma sem instrutor vinculado.'
            : e.restricao === 'lista_registros' && restr?.registros.length === 0
              ? 'Evento restrito por lista precisa ter ao menos um registro autorizado.'
              : e.restricao === 'cargos' && restr?.cargos.length === 0
                ? 'Evento restrito por cargo precisa ter ao menos um cargo.'
                : e.restricao === 'unidades' && restr?.unidades.length === 0
                  ? 'Evento restrito por unidade precisa ter ao menos uma unidade.'
                  : null;
  if (pendencia) throw new AppError('REGRA_NEGOCIO', pendencia);
  await ctx.db.transaction(async (tx) => {
    await alterarEvento(tx, e.id, { publicado: true, atualizadoEm: ctx.now() });
    await registrarAuditoria({ db: tx }, { atorId: ctx.user.id, acao: 'evento.publicar', alvoTipo: 'evento', alvoId: e.id, antes: { publicado: e.publicado }, depois: { publicado: true } });
  });
  return { mensagem: 'Evento publicado.' };
}

/**
 * Tira o evento do ar: some das listas e da inscrição; inscrições, turmas e histórico continuam.
 * @throws SEM_PERMISSAO, NAO_ENCONTRADO
 */
export async function despublicarEvento(ctx: CtxAutenticado, params: z.output<typeof EventoIdParamsSchema>) {
  exigirPermissao(podeEditarEventos(ctx.user));
  const achado = await buscarEvento(ctx.db, params.id);
  if (!achado) throw eventoNaoEncontrado();
  await ctx.db.transaction(async (tx) => {
    await alterarEvento(tx, params.id, { publicado: false, atualizadoEm: ctx.now() });
    await registrarAuditoria({ db: tx }, { atorId: ctx.user.id, acao: 'evento.despublicar', alvoTipo: 'evento', alvoId: params.id, antes: { publicado: achado.evento.publicado }, depois: { publicado: false } });
  });
  return { mensagem: 'Evento despublicado.' };
}

/**
 * Exclui um evento sem nenhuma inscrição (turmas e encontros vão junto). Com inscrições, 409: o
 * histórico das pessoas fica; o caminho é despublicar.
 * @throws SEM_PERMISSAO, NAO_ENCONTRADO, CONFLITO
 */
export async function excluirEventoSemHistorico(ctx: CtxAutenticado, params: z.output<typeof EventoIdParamsSchema>): Promise<null> {
  exigirPermissao(podeEditarEventos(ctx.user));
  const chaves = await ctx.db.transaction(async (tx) => {
    const atual = await travarEvento(tx, params.id);
    if (!atual) throw eventoNaoEncontrado();
    const antes = retratoParaAuditoria(await obterEvento({ ...ctx, db: tx }, { id: params.id }));
    const { total } = await contarInscricoesDoEvento(tx, params.id);
    if (total > 0) throw new AppError('CONFLITO', 'Este evento tem inscrições e não pode ser excluído. Despublique-o para tirá-lo do ar.');
    await excluirEvento(tx, params.id);
    await registrarAuditoria({ db: tx }, { atorId: ctx.user.id, acao: 'evento.excluir', alvoTipo: 'evento', alvoId: params.id, detalhes: { titulo: atual.titulo }, antes, depois: null });
    return [atual.folderChave, atual.programacaoChave].filter((c): c is string => Boolean(c));
  });
  for (const chave of chaves) await ctx.storage.remover(chave).catch(() => undefined);
  return null;
}
