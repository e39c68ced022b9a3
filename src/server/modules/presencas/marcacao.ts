/**
 * Lista de presença da turma e marcação manual: instrutores da turma dentro da janela (30 min antes
 * do início até 48 h depois do fim de cada encontro); administração a qualquer momento, com motivo,
 * auditada. Correções guardam o estado anterior no histórico.
 */
import type { z } from 'zod';
import type { TurmaIdParamsSchema } from '#shared/contracts/eventos.ts';
import type { EventoComTurmas, MarcarPresencasBodySchema, PresencasDaTurma, TurmasPresencaQuerySchema } from '#shared/contracts/presencas.ts';
import { mascararCpf } from '#shared/rules/cpf.ts';
import { instanteEmSaoPaulo, statusDoPeriodo, type Encontro } from '#shared/rules/cronograma.ts';
import { fimDaJanelaDoInstrutor, MINUTOS_ANTES_DA_CONFIRMACAO } from '#shared/rules/presenca.ts';
import type { CtxAutenticado } from '../../lib/context.ts';
import { AppError, erroCampo } from '../../lib/errors.ts';
import { registrarAuditoria } from '../auditoria/auditoria.service.ts';
import { instrutoresDasTurmas } from '../eventos/eventos.service.ts';
import { exigirEquipeDaTurma, frequenciaDaApi, turmaNaoEncontrada } from './comum.ts';
import { veTodasAsTurmas } from './presencas.policy.ts';
import {
  gravarPresencas,
  inscritosConfirmados,
  presencasDaTurma,
  registrarHistorico,
  travarPresencasDaTurma,
  turmaParaPresenca,
  type Correcao,
  type GravacaoPresenca,
} from './presencas.repository.ts';
import { turmasDaEquipe } from './turmas-da-equipe.repository.ts';

const DIAS_DAS_RECENTES = 60;

/** Eventos com turmas: todos (administração) ou só as turmas do instrutor. */
export async function listarTurmasDaEquipe(ctx: CtxAutenticado, q: z.output<typeof TurmasPresencaQuerySchema>): Promise<EventoComTurmas[]> {
  const agora = ctx.now();
  const administrador = veTodasAsTurmas(ctx.user);
  const desde = q.periodo === 'recentes' ? new Date(agora.getTime() - DIAS_DAS_RECENTES * 86_400_000) : null;
  const linhas = await turmasDaEquipe(ctx.db, { instrutorId: administrador ? null : ctx.user.id, desde });
  const eventos = new Map<number, EventoComTurmas>();
  for (const l of linhas) {
    let e = eventos.get(l.evento_id);
    if (!e) eventos.set(l.evento_id, (e = { id: l.evento_id, titulo: l.titulo, instrutor: l.evento_instrutores, turmas: [] }));
    e.turmas.push({
      id: l.turma_id,
      nome: l.nome,
      status: statusDoPeriodo({ inicio: l.inicio, fim: l.fim }, agora),
      data_inicio: l.data_inicio,
      data_fim: l.data_fim,
      instrutores: l.instrutores,
      inscritos: Number(l.inscritos),
      exige_qr_ao_vivo: l.exige_qr_ao_vivo,
    });
  }
  return [...eventos.values()];
}

/** Desde quando o instrutor pode marcar o encontro (junto com a confirmação pelo QR). */
const aberturaDoInstrutor = (e: Encontro) => new Date(instanteEmSaoPaulo(e.data, e.horario_inicio).getTime() - MINUTOS_ANTES_DA_CONFIRMACAO * 60_000);
const dentroDaJanela = (e: Encontro, agora: Date) => agora >= aberturaDoInstrutor(e) && agora <= fimDaJanelaDoInstrutor(e);

async function turmaExistente(ctx: CtxAutenticado, turmaId: number) {
  const turma = await turmaParaPresenca(ctx.db, turmaId);
  if (!turma) throw turmaNaoEncontrada();
  return turma;
}

/** Lista de presença da turma: encontros (com a janela de quem chama) e inscritos com seus registros. */
export async function presencasDaTurmaParaEquipe(ctx: CtxAutenticado, params: z.output<typeof TurmaIdParamsSchema>): Promise<PresencasDaTurma> {
  const turma = await turmaExistente(ctx, params.turmaId);
  const { administrador, instrutor } = await exigirEquipeDaTurma(ctx, turma.id);
  const agora = ctx.now();
  const [inscritos, registros, instrutores] = await Promise.all([
    inscritosConfirmados(ctx.db, turma.id),
    presencasDaTurma(ctx.db, turma.id),
    instrutoresDasTurmas(ctx, [turma.id]),
  ]);
  const porPessoa = new Map<number, typeof registros>();
  for (const r of registros) porPessoa.set(r.usuarioId, [...(porPessoa.get(r.usuarioId) ?? []), r]);
  return {
    turma: {
      id: turma.id,
      nome: turma.nome,
      status: statusDoPeriodo({ inicio: turma.inicio, fim: turma.fim }, agora),
      exige_qr_ao_vivo: turma.exigeQrAoVivo,
      local: turma.local,
      evento: { id: turma.eventoId, titulo: turma.titulo },
      instrutores: instrutores.map((i) => i.nome),
    },
    encontros: turma.encontros.map((e) => ({
      ...e,
      editavel: instrutor && dentroDaJanela(e, agora),
      abre_em: aberturaDoInstrutor(e).toISOString(),
      fecha_em: fimDaJanelaDoInstrutor(e).toISOString(),
    })),
    participantes: inscritos.map((p) => {
      const regs = porPessoa.get(p.usuarioId) ?? [];
      return {
        usuario_id: p.usuarioId,
        nome: p.nome,
        cpf_mascarado: mascararCpf(p.cpf),
        presencas: regs.map((r) => ({
          data: r.data,
          presente: r.presente,
          metodo: r.metodo as PresencasDaTurma['participantes'][number]['presencas'][number]['metodo'],
          registrada_em: r.registradaEm.toISOString(),
          registrada_por: r.registradaPorNome ?? null,
        })),
        frequencia: frequenciaDaApi(turma.encontros, regs.filter((r) => r.presente).map((r) => r.data), agora),
      };
    }),
    administrador,
  };
}

const fmtData = (d: string) => d.split('-').reverse().join('/');
const fmtHora = (i: Date) => i.toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Sao_Paulo' });

/** Confere pessoas, datas e repetições do lote; devolve o encontro de cada data. */
function conferirLote(registros: z.output<typeof MarcarPresencasBodySchema>['registros'], encontros: readonly Encontro[], inscritos: Set<number>) {
  const porData = new Map(encontros.map((e) => [e.data, e]));
  const vistos = new Set<string>();
  for (const r of registros) {
    if (!porData.has(r.data)) throw erroCampo('registros', `O dia ${fmtData(r.data)} não é um encontro desta turma.`);
    if (!inscritos.has(r.usuario_id)) throw erroCampo('registros', 'Há marcações para quem não está inscrito nesta turma.');
    const chave = `${r.usuario_id}:${r.data}`;
    if (vistos.has(chave)) throw erroCampo('registros', 'Há marcações repetidas para a mesma pessoa e o mesmo dia.');
    vistos.add(chave);
  }
  return porData;
}

/** Marcação sem motivo: instrutor da turma e todos os dias dentro da janela. Fora dela, só a administração. */
function modoDaMarcacao(datas: Encontro[], papel: { administrador: boolean; instrutor: boolean }, motivo: string | undefined, agora: Date) {
  const fora = datas.find((e) => !dentroDaJanela(e, agora));
  if (papel.instrutor && !fora) return { metodo: 'manual' as const, motivo: null };
  if (!papel.administrador) {
    const e = fora!;
    if (agora < aberturaDoInstrutor(e)) {
      throw new AppError('SEM_PERMISSAO', `A presença do encontro de ${fmtData(e.data)} só pode ser registrada a partir das ${fmtHora(aberturaDoInstrutor(e))} daquele dia.`);
    }
    throw new AppError('SEM_PERMISSAO', `O prazo de 48h para registrar a presença do encontro de ${fmtData(e.data)} já expirou.`);
  }
  if (!motivo) throw erroCampo('motivo', 'Informe o motivo (mínimo 5 caracteres).');
  return { metodo: 'administrador' as const, motivo };
}

/**
 * Marca presente/ausente em lote. Só grava o que muda; cada correção de um registro existente vai
 * para o histórico; marcações da administração são auditadas.
 * @throws NAO_ENCONTRADO, SEM_PERMISSAO, DADOS_INVALIDOS
 */
export async function marcarPresencas(ctx: CtxAutenticado, params: z.output<typeof TurmaIdParamsSchema>, body: z.output<typeof MarcarPresencasBodySchema>) {
  const turma = await turmaExistente(ctx, params.turmaId);
  const papel = await exigirEquipeDaTurma(ctx, turma.id);
  const agora = ctx.now();
  const inscritos = await inscritosConfirmados(ctx.db, turma.id);
  const inscricaoDe = new Map(inscritos.map((i) => [i.usuarioId, i.inscricaoId]));
  const porData = conferirLote(body.registros, turma.encontros, new Set(inscricaoDe.keys()));
  const datas = [...new Set(body.registros.map((r) => r.data))].map((d) => porData.get(d)!);
  const modo = modoDaMarcacao(datas, papel, body.motivo, agora);
  return ctx.db.transaction(async (tx) => {
    await travarPresencasDaTurma(tx, turma.id);
    const atuais = new Map((await presencasDaTurma(tx, turma.id)).map((r) => [`${r.usuarioId}:${r.data}`, r]));
    const mudancas: GravacaoPresenca[] = body.registros
      .filter((r) => atuais.get(`${r.usuario_id}:${r.data}`)?.presente !== r.presente)
      .map((r) => ({ inscricaoId: inscricaoDe.get(r.usuario_id)!, usuarioId: r.usuario_id, data: r.data, presente: r.presente, metodo: modo.metodo, motivo: modo.motivo }));
    await gravarPresencas(tx, turma.id, ctx.user.id, agora, mudancas);
    const correcoes: Correcao[] = mudancas.flatMap((m) => {
      const antes = atuais.get(`${m.usuarioId}:${m.data}`);
      if (!antes) return [];
      const de = { presente: antes.presente, metodo: antes.metodo, registradaPor: antes.registradaPor, registradaEm: antes.registradaEm };
      return [{ presencaId: antes.id, antes: de, presenteDepois: m.presente, metodoDepois: m.metodo, por: ctx.user.id, em: agora, motivo: m.motivo }];
    });
    await registrarHistorico(tx, correcoes);
    // a administração (qualquer marcação) e a equipe quando corrige um registro que já existia ficam na trilha
    if ((modo.metodo === 'administrador' && mudancas.length > 0) || correcoes.length > 0) {
      const chave = (m: { usuarioId: number; data: string }) => `${m.usuarioId} ${m.data}`;
      const registradas = modo.metodo === 'administrador' ? mudancas : mudancas.filter((m) => atuais.has(`${m.usuarioId}:${m.data}`));
      await registrarAuditoria({ db: tx }, {
        atorId: ctx.user.id, acao: modo.metodo === 'administrador' ? 'presencas.marcar' : 'presencas.corrigir', alvoTipo: 'turma', alvoId: turma.id,
        detalhes: { motivo: modo.motivo, alteradas: registradas.length, datas: [...new Set(registradas.map((m) => m.data))] },
        antes: Object.fromEntries(registradas.map((m) => [chave(m), atuais.get(`${m.usuarioId}:${m.data}`)?.presente ?? null])),
        depois: Object.fromEntries(registradas.map((m) => [chave(m), m.presente])),
      });
    }
    const alteradas = mudancas.length;
    const inalteradas = body.registros.length - alteradas;
    const mensagem = alteradas === 0 ? 'Nada mudou: as marcações já estavam assim.' : alteradas === 1 ? '1 presença registrada.' : `${alteradas} presenças registradas.`;
    return { alteradas, inalteradas, mensagem };
  });
}
