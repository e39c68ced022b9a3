import type { z } from 'zod';
import type { AgendaQuerySchema, ItemAgenda } from '#shared/contracts/agenda.ts';
import { dataEmSaoPaulo, instanteEmSaoPaulo, statusDoPeriodo } from '#shared/rules/cronograma.ts';
import type { Ctx, CtxAutenticado } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { exigirPermissao } from '../../lib/permissao.ts';
import { podeVerAgendaDaAdministracao } from './agenda.policy.ts';
import { gerarIcal } from './ical.ts';
import { encontrosDaAgenda, novaVersaoDoCalendario, pessoaAtiva, versaoDoCalendario, type FiltroAgenda } from './agenda.repository.ts';

type Query = z.output<typeof AgendaQuerySchema>;

/** A mesma data `anos` anos antes ou depois (29/02 vira 01/03 fora do bissexto). */
function somarAnos(data: string, anos: number): string {
  const [a, m, d] = data.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(a + anos, m - 1, d)).toISOString().slice(0, 10);
}

/**
 * Sem intervalo pedido: do mês passado a um ano à frente (o que cabe num calendário de bolso). Com
 * só uma das pontas, um ano a partir dela: o limite de 400 dias do contrato vale também aí.
 */
function intervalo(q: Query, agora: Date): { de: string; ate: string } {
  if (q.de && q.ate) return { de: q.de, ate: q.ate };
  if (q.de) return { de: q.de, ate: somarAnos(q.de, 1) };
  if (q.ate) return { de: somarAnos(q.ate, -1), ate: q.ate };
  const [a, m] = dataEmSaoPaulo(agora).split('-').map(Number) as [number, number];
  return { de: new Date(Date.UTC(a, m - 2, 1)).toISOString().slice(0, 10), ate: new Date(Date.UTC(a + 1, m - 1, 1)).toISOString().slice(0, 10) };
}

async function montar(ctx: Ctx, filtro: FiltroAgenda, papelPadrao: ItemAgenda['papel']): Promise<ItemAgenda[]> {
  const agora = ctx.now();
  const { linhas, instrutores } = await encontrosDaAgenda(ctx.db, filtro);
  return linhas.map((l) => ({
    data: l.data,
    horario_inicio: l.horarioInicio,
    horario_fim: l.horarioFim,
    papel: l.instrutor ? 'instrutor' : l.inscricao ? 'participante' : papelPadrao,
    inscricao: l.instrutor ? null : ((l.inscricao as ItemAgenda['inscricao']) ?? null),
    evento: { id: l.eventoId, titulo: l.titulo, tipo: l.tipo, local: l.local },
    turma: { id: l.turmaId, nome: l.turmaNome, status: statusDoPeriodo(l, agora) },
    instrutor: instrutores.filter((i) => i.turmaId === l.turmaId).map(({ id, nome }) => ({ id, nome })),
  }));
}

/** Agenda da pessoa logada: turmas em que está inscrita (confirmada ou em espera) e as que ensina. */
export async function minhaAgenda(ctx: CtxAutenticado, q: Query): Promise<ItemAgenda[]> {
  return montar(ctx, { ...intervalo(q, ctx.now()), usuarioId: ctx.user.id, papeis: ['participante', 'instrutor'] }, 'participante');
}

/** Agenda de quem ensina: só as turmas da pessoa logada como instrutora. */
export async function agendaDoInstrutor(ctx: CtxAutenticado, q: Query): Promise<ItemAgenda[]> {
  return montar(ctx, { ...intervalo(q, ctx.now()), usuarioId: ctx.user.id, papeis: ['instrutor'] }, 'instrutor');
}

/** Agenda da administração: todos os encontros, de eventos publicados ou não. @throws SEM_PERMISSAO */
export async function agendaDaAdministracao(ctx: CtxAutenticado, q: Query): Promise<ItemAgenda[]> {
  exigirPermissao(podeVerAgendaDaAdministracao(ctx.user));
  return montar(ctx, { ...intervalo(q, ctx.now()), papeis: [] }, 'administracao');
}

/* ------------------------------------------------------------------ feed iCalendar */

const textoDoToken = (usuarioId: number, versao: number) => `agenda:${usuarioId}:${versao}`;

function montarLink(ctx: Ctx, origem: string, usuarioId: number, versao: number) {
  const token = `${usuarioId}-${versao}-${ctx.selador.selar(textoDoToken(usuarioId, versao))}`;
  const url = `${ctx.config.appUrl ?? origem}/api/agenda/ical/${token}.ics`;
  return { url, webcal: url.replace(/^https?:/, 'webcal:') };
}

/** Endereço privado do feed da pessoa logada (o mesmo até ela pedir outro). */
export async function linkDoCalendario(ctx: CtxAutenticado, origem: string) {
  return montarLink(ctx, origem, ctx.user.id, await versaoDoCalendario(ctx.db, ctx.user.id));
}

/** Troca o endereço do feed: o anterior para de funcionar na hora. */
export async function novoLinkDoCalendario(ctx: CtxAutenticado, origem: string) {
  return montarLink(ctx, origem, ctx.user.id, await novaVersaoDoCalendario(ctx.db, ctx.user.id, ctx.now()));
}

const TOKEN_RE = /^([1-9]\d{0,9})-([1-9]\d{0,9})-([A-Za-z0-9_-]{22})$/;

/**
 * O feed iCalendar de uma pessoa, pelo token do endereço: selo do servidor, versão atual e conta ativa.
 * Inclui as turmas em que está inscrita (lista de espera como provisório) e as que ensina, de três meses
 * atrás a um ano à frente.
 * @throws NAO_ENCONTRADO (token inválido, trocado, ou conta desativada — a mesma resposta)
 */
export async function feedIcal(ctx: Ctx, token: string): Promise<string> {
  const naoEncontrado = () => new AppError('NAO_ENCONTRADO', 'Calendário não encontrado. Gere um novo endereço na sua Agenda.');
  const m = TOKEN_RE.exec(token);
  if (!m) throw naoEncontrado();
  const usuarioId = Number(m[1]);
  const versao = Number(m[2]);
  if (usuarioId > 2_147_483_647 || !ctx.selador.conferirSelo(textoDoToken(usuarioId, versao), m[3]!)) throw naoEncontrado();
  const [pessoa, atual] = await Promise.all([pessoaAtiva(ctx.db, usuarioId), versaoDoCalendario(ctx.db, usuarioId)]);
  if (!pessoa || atual !== versao) throw naoEncontrado();
  const agora = ctx.now();
  const de = new Date(agora.getTime() - 92 * 86_400_000).toISOString().slice(0, 10);
  const ate = new Date(agora.getTime() + 366 * 86_400_000).toISOString().slice(0, 10);
  const itens = await montar(ctx, { de, ate, usuarioId, papeis: ['participante', 'instrutor'] }, 'participante');
  const base = ctx.config.appUrl;
  return gerarIcal(
    'Escola da Saúde — minha agenda',
    itens.map((i) => ({
      uid: `turma-${i.turma.id}-${i.data}@escola-da-saude`,
      inicio: instanteEmSaoPaulo(i.data, i.horario_inicio),
      fim: instanteEmSaoPaulo(i.data, i.horario_fim),
      titulo: `${i.evento.titulo}${i.papel === 'instrutor' ? ' (instrutor)' : i.inscricao === 'em_espera' ? ' (lista de espera)' : ''}`,
      local: i.evento.local,
      descricao: [`Turma: ${i.turma.nome}`, i.instrutor.length ? `Instrutor(es): ${i.instrutor.map((x) => x.nome).join(', ')}` : ''].filter(Boolean).join('\n'),
      ...(base ? { url: `${base}/eventos/${i.evento.id}` } : {}),
      provisorio: i.inscricao === 'em_espera',
    })),
    agora,
  );
}
