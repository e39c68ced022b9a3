/**
 * Agendamento de salas (issue 10): salas, agenda do mês e calendário de bloqueios. Os pedidos das
 * pessoas ficam em `reservas.service.ts`; a administração das reservas em `gestao-de-reservas.ts`;
 * a rotina de confirmação de uso em `confirmacao-de-uso.ts`. Regras e mensagens: `rules/salas.ts`.
 */
import type { z } from 'zod';
import type {
  AgendaDoMes, AgendaQuerySchema, Bloqueio, BloqueioEntradaSchema, DiaDaAgenda, FeriadosNacionaisBodySchema, ListarBloqueiosQuerySchema, Sala,
  SalaEntradaSchema, SituacaoHorario,
} from '#shared/contracts/salas.ts';
import {
  ehFimDeSemana, feriadosNacionais, janelaDeMeses, janelaDeReserva, MENSAGENS_SALA as M, mesVisivel, PERIODOS, somarDias, ultimoDiaDoMes,
} from '#shared/rules/salas.ts';
import type { CtxAutenticado, Servicos } from '../../lib/context.ts';
import { AppError, erroCampo, violacaoUnica } from '../../lib/errors.ts';
import { hojeDe } from './comum.ts';
import { veSalasForaDaJanela } from './salas.policy.ts';
import { ocupacaoDaSala } from './reservas.repository.ts';
import * as repo from './salas.repository.ts';

/* ------------------------------------------------------------------ salas */

const paraSala = (s: repo.LinhaSala): Sala => ({ id: s.id, nome: s.nome, capacidade: s.capacidade, ativa: s.ativa });

/** Salas ativas, por nome (quem pede escolhe entre elas). */
export async function salasAtivas(ctx: Pick<Servicos, 'db'>): Promise<Sala[]> {
  return (await repo.listarSalas(ctx.db, { somenteAtivas: true })).map(paraSala);
}

/** Todas as salas, ativas ou não (administração). */
export async function todasAsSalas(ctx: CtxAutenticado): Promise<Sala[]> {
  return (await repo.listarSalas(ctx.db, { somenteAtivas: false })).map(paraSala);
}

const NOME_REPETIDO = 'Já existe uma sala com este nome.';

/** Grava uma sala; o nome é único sem diferenciar maiúsculas (índice `salas_nome_uq`). */
async function gravarSala(fn: () => Promise<repo.LinhaSala | null>): Promise<repo.LinhaSala | null> {
  try {
    return await fn();
  } catch (err) {
    if (violacaoUnica(err) === 'salas_nome_uq') throw new AppError('CONFLITO', NOME_REPETIDO, { details: { campos: [{ campo: 'nome', mensagem: NOME_REPETIDO }] } });
    throw err;
  }
}

/** Cadastra uma sala. @throws CONFLITO nome repetido */
export async function criarSala(ctx: Pick<Servicos, 'db'>, body: z.output<typeof SalaEntradaSchema>): Promise<Sala> {
  const s = await gravarSala(() => repo.inserirSala(ctx.db, body));
  return paraSala(s!);
}

/** Edita nome, capacidade ou se a sala está ativa. @throws NAO_ENCONTRADO, CONFLITO nome repetido */
export async function editarSala(ctx: CtxAutenticado, id: number, body: z.output<typeof SalaEntradaSchema>): Promise<Sala> {
  const s = await gravarSala(() => repo.atualizarSala(ctx.db, id, body));
  if (!s) throw new AppError('NAO_ENCONTRADO', M.salaInexistente);
  return paraSala(s);
}

/* ------------------------------------------------------------------ agenda do mês */

/**
 * A agenda de uma sala num mês: cada dia com fim de semana, bloqueio e a situação de cada período.
 * Um horário com reserva mostra a situação dela (pendente, aprovada, bloqueada); sem reserva, fica
 * indisponível no passado, em fim de semana, em data bloqueada e depois da última data que se pode
 * pedir; senão, livre. De outras pessoas só sai a situação (nunca finalidade nem nome); da própria,
 * o id. Fora da janela de meses só a administração vê; sala desativada também.
 * Duas consultas para o mês inteiro (bloqueios e ocupação), nunca uma por dia.
 * @throws NAO_ENCONTRADO sala inexistente (ou desativada, para quem não administra); DADOS_INVALIDOS mês fora da janela
 */
export async function agendaDoMes(ctx: CtxAutenticado, query: z.output<typeof AgendaQuerySchema>): Promise<AgendaDoMes> {
  const admin = veSalasForaDaJanela(ctx.user);
  const sala = await repo.salaPorId(ctx.db, query.sala_id);
  if (!sala || (!sala.ativa && !admin)) throw new AppError('NAO_ENCONTRADO', M.salaInexistente);
  const hoje = hojeDe(ctx);
  if (!admin && !mesVisivel(query.mes, hoje)) throw erroCampo('mes', M.mesForaDaJanela);
  const de = `${query.mes}-01`;
  const ate = ultimoDiaDoMes(query.mes);
  const [bloqueios, ocupacao] = await Promise.all([repo.bloqueiosEntre(ctx.db, de, ate), ocupacaoDaSala(ctx.db, sala.id, de, ate)]);
  const bloqueioDoDia = new Map(bloqueios.map((b) => [b.data, { tipo: b.tipo, descricao: b.descricao }]));
  const reservaDoHorario = new Map(ocupacao.map((o) => [`${o.data}:${o.periodo}`, o]));
  const reservavelAte = janelaDeReserva(hoje).ate;
  const dias: DiaDaAgenda[] = [];
  for (let data = de; data <= ate; data = somarDias(data, 1)) {
    const fimDeSemana = ehFimDeSemana(data);
    const bloqueio = bloqueioDoDia.get(data) ?? null;
    const indisponivel = data < hoje || fimDeSemana || bloqueio !== null || data > reservavelAte;
    dias.push({
      data,
      fim_de_semana: fimDeSemana,
      bloqueio,
      horarios: PERIODOS.map((periodo) => {
        const r = reservaDoHorario.get(`${data}:${periodo}`);
        const situacao: SituacaoHorario = r ? (r.status as SituacaoHorario) : indisponivel ? 'indisponivel' : 'livre';
        return { periodo, situacao, minha_reserva_id: r && r.solicitanteId === ctx.user.id ? r.id : null };
      }),
    });
  }
  const janela = janelaDeMeses(hoje);
  return { sala: paraSala(sala), mes: query.mes, hoje, primeiro_mes: janela.primeiro, ultimo_mes: janela.ultimo, reservavel_ate: reservavelAte, dias };
}

/* ------------------------------------------------------------------ calendário de bloqueios */

const paraBloqueio = (b: Pick<repo.LinhaBloqueio, 'id' | 'data' | 'tipo' | 'descricao'>): Bloqueio => ({
  id: b.id, data: b.data, tipo: b.tipo, descricao: b.descricao,
});

/** As datas bloqueadas de um ano, em ordem. */
export async function bloqueiosDoAno(ctx: Pick<Servicos, 'db'>, query: z.output<typeof ListarBloqueiosQuerySchema>): Promise<Bloqueio[]> {
  return (await repo.bloqueiosEntre(ctx.db, `${query.ano}-01-01`, `${query.ano}-12-31`)).map(paraBloqueio);
}

/** Grava um bloqueio; a data é única no calendário (índice `bloqueios_calendario_data_uq`). */
async function gravarBloqueio(ctx: Pick<Servicos, 'db'>, fn: () => Promise<repo.LinhaBloqueio | null>) {
  let b: repo.LinhaBloqueio | null;
  try {
    b = await fn();
  } catch (err) {
    if (violacaoUnica(err) === 'bloqueios_calendario_data_uq') {
      throw new AppError('CONFLITO', M.bloqueioDuplicado, { details: { campos: [{ campo: 'data', mensagem: M.bloqueioDuplicado }] } });
    }
    throw err;
  }
  if (!b) return null;
  // as reservas que já existiam no dia ficam como estão: a administração decide o que fazer com elas
  return { bloqueio: paraBloqueio(b), reservas_no_dia: await repo.reservasAtivasNoDia(ctx.db, b.data) };
}

/** Bloqueia uma data para todas as salas. @throws CONFLITO data já bloqueada */
export async function criarBloqueio(ctx: CtxAutenticado, body: z.output<typeof BloqueioEntradaSchema>) {
  return (await gravarBloqueio(ctx, () => repo.inserirBloqueio(ctx.db, { ...body, criadoPor: ctx.user.id, criadoEm: ctx.now() })))!;
}

/** Edita uma data bloqueada. @throws NAO_ENCONTRADO, CONFLITO data já bloqueada */
export async function editarBloqueio(ctx: CtxAutenticado, id: number, body: z.output<typeof BloqueioEntradaSchema>) {
  const salvo = await gravarBloqueio(ctx, () => repo.atualizarBloqueio(ctx.db, id, body));
  if (!salvo) throw new AppError('NAO_ENCONTRADO', 'Bloqueio não encontrado.');
  return salvo;
}

/** Libera uma data bloqueada. @throws NAO_ENCONTRADO */
export async function removerBloqueio(ctx: CtxAutenticado, id: number): Promise<null> {
  if (!(await repo.removerBloqueio(ctx.db, id))) throw new AppError('NAO_ENCONTRADO', 'Bloqueio não encontrado.');
  return null;
}

/** Inclui os feriados nacionais e pontos facultativos federais do ano; as datas já cadastradas ficam como estão. */
export async function incluirFeriadosNacionais(ctx: CtxAutenticado, body: z.output<typeof FeriadosNacionaisBodySchema>) {
  const lista = feriadosNacionais(body.ano);
  const incluidos = await repo.inserirBloqueiosSeNovos(ctx.db, lista, ctx.user.id);
  const jaExistiam = lista.length - incluidos;
  const mensagem =
    incluidos === 0
      ? `Os feriados nacionais de ${body.ano} já estavam no calendário.`
      : `${incluidos} ${incluidos === 1 ? 'data incluída' : 'datas incluídas'} no calendário de ${body.ano}` +
        (jaExistiam > 0 ? ` (${jaExistiam} já ${jaExistiam === 1 ? 'existia' : 'existiam'}).` : '.');
  return { incluidos, ja_existiam: jaExistiam, mensagem };
}

/* ------------------------------------------------------------------ semente */

/** As salas que a escola tem desde o início (só num cadastro vazio). */
const SALAS_INICIAIS = [
  { nome: 'Auditório', capacidade: 60 },
  { nome: 'Sala de Reunião', capacidade: 30 },
];

/**
 * Semente de base, idempotente (roda a cada início): as salas iniciais num cadastro vazio e os
 * feriados nacionais do ano corrente e do seguinte, para cada ano que ainda não tem nenhum.
 */
export async function semearSalasEFeriados(ctx: Pick<Servicos, 'db'>, hoje: string): Promise<void> {
  if ((await repo.contarSalas(ctx.db)) === 0) await repo.inserirSalasSeNovas(ctx.db, SALAS_INICIAIS);
  const ano = Number(hoje.slice(0, 4));
  for (const a of [ano, ano + 1]) {
    if (!(await repo.temFeriadoNacionalNoAno(ctx.db, a))) await repo.inserirBloqueiosSeNovos(ctx.db, feriadosNacionais(a), null);
  }
}
