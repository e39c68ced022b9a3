/**
 * Ações da administração sobre as solicitações de curso (issue 10): pôr em análise, decidir (aprovar
 * ou rejeitar com motivo) e converter a aprovada num evento rascunho com uma turma. Cada mudança de
 * situação é um UPDATE condicional (`mudarSeEstiver`): duas pessoas agindo ao mesmo tempo não passam
 * as duas; quem perde recebe a mensagem da situação nova. O autor é avisado no app, na mesma
 * transação da mudança; a decisão vai também por e-mail (fila, com chave: uma tentativa repetida não
 * manda duas vezes).
 */
import type { z } from 'zod';
import { EventoEntradaSchema, type EventoEntradaValidada } from '#shared/contracts/eventos.ts';
import type { ConversaoBodySchema, ConversaoSchema, DecisaoSolicitacaoBodySchema, Solicitacao, SolicitacaoIdParamsSchema } from '#shared/contracts/solicitacoes-curso.ts';
import { LIMITES_EVENTO } from '#shared/rules/eventos.ts';
import { MENSAGENS_SOLICITACAO as M, podeDecidir, STATUS_SOLICITACAO } from '#shared/rules/solicitacoes-curso.ts';
import type { Db } from '../../db/client.ts';
import type { CtxAutenticado } from '../../lib/context.ts';
import { AppError, erroCampo } from '../../lib/errors.ts';
import { exigirPermissao } from '../../lib/permissao.ts';
import { TAREFA_EMAIL } from '../../lib/mailer.ts';
import { baseDoSite } from '../../lib/site.ts';
import { criarEvento } from '../eventos/eventos.service.ts';
import { criarNotificacao } from '../notificacoes/notificacoes.service.ts';
import {
  buscarSolicitacao,
  contatoDe,
  datasEPalestrantes,
  mudarSeEstiver,
  vincularEvento,
  type LinhaSolicitacao,
  type SolicitacaoComNomes,
} from './solicitacoes-curso.repository.ts';
import { explicarRecusa, naoEncontrada, obterSolicitacao } from './solicitacoes-curso.service.ts';
import { enxergaSolicitacao, podeDecidirSolicitacoes } from './solicitacoes-curso.policy.ts';
import { registrarAuditoria } from '../auditoria/auditoria.service.ts';

type Id = z.output<typeof SolicitacaoIdParamsSchema>;

/** Onde o autor acompanha as próprias solicitações. */
const LINK_DO_AUTOR = '/solicitar-curso';
export const MENSAGEM_SEM_UNIDADE = 'Informe a unidade responsável antes de converter.';
export const MENSAGEM_CONVERTIDA = 'Evento criado como rascunho, com uma turma. Revise-o na gestão de eventos e publique quando estiver pronto.';

const conflito = (mensagem: string) => () => new AppError('CONFLITO', mensagem);

function exigirAdmin(ctx: CtxAutenticado): void {
  exigirPermissao(podeDecidirSolicitacoes(ctx.user));
}

/** Aviso no app para o autor, dentro da transação de quem chama. */
async function avisarAutor(tx: Db, s: LinhaSolicitacao, titulo: string, mensagem: string): Promise<void> {
  await criarNotificacao({ db: tx }, { usuarioId: s.autorId, tipo: 'solicitacao', titulo: titulo.slice(0, 255), mensagem, link: LINK_DO_AUTOR });
}

/**
 * Marca uma solicitação enviada como em análise e avisa o autor.
 * @throws SEM_PERMISSAO, NAO_ENCONTRADO, CONFLITO (`naoAnalisa`)
 */
export async function analisarSolicitacao(ctx: CtxAutenticado, params: Id): Promise<Solicitacao> {
  exigirAdmin(ctx);
  const mudou = await ctx.db.transaction(async (tx) => {
    const s = await mudarSeEstiver(tx, params.id, { de: ['enviada'] }, { status: 'em_analise', analisadoPor: ctx.user.id, atualizadoEm: ctx.now() });
    if (s) {
      await avisarAutor(tx, s, 'Sua solicitação de curso está em análise', `A solicitação "${s.titulo}" começou a ser analisada pela Escola da Saúde.`);
      await registrarAuditoria({ db: tx }, { atorId: ctx.user.id, acao: 'solicitacao.analisar', alvoTipo: 'solicitacao', alvoId: s.id, antes: { status: 'enviada' }, depois: { status: s.status } });
    }
    return Boolean(s);
  });
  if (!mudou) throw await explicarRecusa(ctx, params.id, { doAutor: false, erroDaSituacao: conflito(M.naoAnalisa) });
  ctx.log.info({ solicitacaoId: params.id }, 'solicitação de curso em análise');
  return obterSolicitacao(ctx, params);
}

function textosDaDecisao(s: LinhaSolicitacao, aprovada: boolean) {
  return aprovada
    ? {
        titulo: 'Solicitação de curso aprovada',
        mensagem: `A solicitação "${s.titulo}" foi aprovada. A Escola da Saúde vai prepará-la como evento e avisar quando estiver pronta.`,
        assunto: 'Solicitação de curso aprovada – Escola da Saúde',
      }
    : {
        titulo: 'Solicitação de curso não aprovada',
        mensagem: `A solicitação "${s.titulo}" não foi aprovada.\nMotivo: ${s.motivo ?? ''}`,
        assunto: 'Solicitação de curso não aprovada – Escola da Saúde',
      };
}

/**
 * Aprova ou rejeita (com motivo) uma solicitação enviada ou em análise; o autor é avisado no app e por
 * e-mail. A chave do e-mail é a da solicitação: uma solicitação é decidida uma vez só.
 * @throws SEM_PERMISSAO, NAO_ENCONTRADO, CONFLITO (`naoDecide`)
 */
export async function decidirSolicitacao(ctx: CtxAutenticado, params: Id, body: z.output<typeof DecisaoSolicitacaoBodySchema>): Promise<Solicitacao> {
  exigirAdmin(ctx);
  const aprovada = body.decisao === 'aprovar';
  const agora = ctx.now();
  const mudou = await ctx.db.transaction(async (tx) => {
    const s = await mudarSeEstiver(
      tx,
      params.id,
      { de: STATUS_SOLICITACAO.filter(podeDecidir) },
      { status: aprovada ? 'aprovada' : 'rejeitada', motivo: aprovada ? null : (body.motivo ?? null), decididaEm: agora, analisadoPor: ctx.user.id, atualizadoEm: agora },
    );
    if (!s) return false;
    await registrarAuditoria({ db: tx }, {
      atorId: ctx.user.id, acao: aprovada ? 'solicitacao.aprovar' : 'solicitacao.rejeitar', alvoTipo: 'solicitacao', alvoId: s.id,
      depois: { status: s.status, ...(s.motivo ? { motivo: s.motivo } : {}) },
    });
    const t = textosDaDecisao(s, aprovada);
    await avisarAutor(tx, s, t.titulo, t.mensagem);
    const autor = await contatoDe(tx, s.autorId);
    if (autor) {
      const texto = [`Olá, ${autor.nome}.`, '', t.mensagem, '', `Acompanhe suas solicitações em: ${baseDoSite(ctx)}${LINK_DO_AUTOR}`].join('\n');
      await ctx.jobs.enfileirar(tx, { tipo: TAREFA_EMAIL, dados: { para: autor.email, assunto: t.assunto, texto }, chave: `email:solicitacao-decisao:${s.id}` });
    }
    return true;
  });
  if (!mudou) throw await explicarRecusa(ctx, params.id, { doAutor: false, erroDaSituacao: conflito(M.naoDecide) });
  ctx.log.info({ solicitacaoId: params.id, decisao: body.decisao }, 'solicitação de curso decidida');
  return obterSolicitacao(ctx, params);
}

/** Corta um texto no limite, marcando o corte com reticências. */
const cortar = (texto: string, max: number) => (texto.length > max ? `${texto.slice(0, max - 1).trimEnd()}…` : texto);

/**
 * O evento que nasce da solicitação: título, descrição (com a restrição proposta, que o evento não
 * tem como texto livre: ele fica aberto e a administração ajusta a restrição estruturada), local ("A
 * definir" se vazio), tipo, unidade, público-alvo e uma turma "Turma 1" com as datas e os palestrantes.
 * @throws REGRA_NEGOCIO se o evento montado não passa no contrato dos eventos (não deve acontecer)
 */
function eventoDaSolicitacao(
  l: SolicitacaoComNomes & { datas: Solicitacao['datas']; palestrantes: Solicitacao['palestrantes'] },
  turma: { vagas: number; instrutores: number[]; unidadeId: number },
): EventoEntradaValidada {
  const s = l.solicitacao;
  const restricao = s.restrito && s.restricaoDescricao ? `\n\nRestrição proposta: ${s.restricaoDescricao}` : '';
  const r = EventoEntradaSchema.safeParse({
    titulo: s.titulo,
    descricao: cortar(s.descricao, LIMITES_EVENTO.descricao - restricao.length) + restricao,
    local: s.local.trim() || 'A definir',
    tipo: s.tipo,
    unidade_id: turma.unidadeId,
    publico_alvo: cortar(s.publicoAlvo, LIMITES_EVENTO.publicoAlvo),
    restricao: null,
    turmas: [
      {
        nome: 'Turma 1',
        vagas: turma.vagas,
        instrutores: turma.instrutores,
        palestrantes: l.palestrantes.map((p) => (p.usuario_id === null ? { nome: p.nome } : { usuario_id: p.usuario_id })),
        assinantes: [],
        datas: l.datas,
      },
    ],
  });
  if (!r.success) throw new AppError('REGRA_NEGOCIO', `Não foi possível montar o evento: ${r.error.issues[0]?.message ?? 'dados inválidos.'}`);
  return r.data;
}

/**
 * Converte uma solicitação aprovada num evento não publicado com uma turma, numa transação só: o
 * evento é criado pelo módulo de eventos (mesmas validações; a transação dele vira um savepoint desta),
 * a solicitação passa a `convertida` e guarda o `evento_id`, e o autor é avisado. Se algo falha
 * (instrutor inexistente, por exemplo), nada muda. Instrutores: os do corpo, ou quem converte. Unidade:
 * a do corpo, ou a da solicitação (sem nenhuma das duas, 400).
 * @throws SEM_PERMISSAO, NAO_ENCONTRADO, CONFLITO (`naoConverte`), DADOS_INVALIDOS (sem unidade; pessoas inválidas)
 */
export async function converterSolicitacao(
  ctx: CtxAutenticado,
  params: Id,
  body: z.output<typeof ConversaoBodySchema>,
): Promise<z.infer<typeof ConversaoSchema>> {
  exigirAdmin(ctx);
  const l = await buscarSolicitacao(ctx.db, params.id);
  if (!l || !enxergaSolicitacao(ctx.user, l.solicitacao)) throw naoEncontrada();
  if (l.solicitacao.status !== 'aprovada') throw conflito(M.naoConverte)();
  const unidadeId = body.unidade_id ?? l.solicitacao.unidadeId;
  if (unidadeId === null) throw erroCampo('unidade_id', MENSAGEM_SEM_UNIDADE);
  const { datas, palestrantes } = await datasEPalestrantes(ctx.db, [params.id]);
  const entrada = eventoDaSolicitacao(
    { ...l, datas: datas.get(params.id) ?? [], palestrantes: palestrantes.get(params.id) ?? [] },
    { vagas: body.vagas, instrutores: body.instrutores.length > 0 ? body.instrutores : [ctx.user.id], unidadeId },
  );
  const eventoId = await ctx.db.transaction(async (tx) => {
    const s = await mudarSeEstiver(tx, params.id, { de: ['aprovada'] }, { status: 'convertida', atualizadoEm: ctx.now() });
    if (!s) return null;
    const evento = await criarEvento({ ...ctx, db: tx }, entrada);
    await vincularEvento(tx, s.id, evento.id);
    await registrarAuditoria({ db: tx }, { atorId: ctx.user.id, acao: 'solicitacao.converter', alvoTipo: 'solicitacao', alvoId: s.id, antes: { status: 'aprovada' }, depois: { status: 'convertida', evento_id: evento.id } });
    await avisarAutor(tx, s, 'Sua solicitação virou evento', `A solicitação "${s.titulo}" foi convertida em evento. A Escola da Saúde está preparando a publicação.`);
    return evento.id;
  });
  if (eventoId === null) throw await explicarRecusa(ctx, params.id, { doAutor: false, erroDaSituacao: conflito(M.naoConverte) });
  ctx.log.info({ solicitacaoId: params.id, eventoId }, 'solicitação de curso convertida em evento');
  return { solicitacao: await obterSolicitacao(ctx, params), evento_id: eventoId, mensagem: MENSAGEM_CONVERTIDA };
}
