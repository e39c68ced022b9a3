/**
 * Encerrar a chamada (decisão 022, revisão): depois do prazo final e com todas as decisões comunicadas,
 * a chamada fecha (nada mais muda na revisão) e os certificados saem pelo motor de certificados:
 * "apresentação de trabalho" para cada autor e coautor (com ou sem conta) de um trabalho aprovado, e
 * "avaliador" para quem terminou os pareceres (todas as atribuições ativas enviadas). Idempotente:
 * encerrar de novo emite só o que faltar (nada, se nada mudou); dois pedidos ao mesmo tempo emitem uma vez.
 */
import type { z } from 'zod';
import type { ChamadaIdParamsSchema } from '#shared/contracts/chamadas.ts';
import { prazoEncerrado } from '#shared/rules/chamadas.ts';
import { encerrarSemDecisoesMensagem, MENSAGENS_REVISAO as R } from '#shared/rules/revisao.ts';
import type { Db } from '../../db/client.ts';
import type { CtxAutenticado } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { exigirPermissao } from '../../lib/permissao.ts';
import { registrarAuditoria } from '../auditoria/auditoria.service.ts';
import { certificadosDaChamada, emitirDaChamada, type DevidoDaChamada } from '../certificados/certificados.service.ts';
import { chamadaExistente, horarioDoBanco } from './comum.ts';
import * as repo from './revisao.repository.ts';
import { podeGerenciarRevisao } from './revisao.policy.ts';

/** Os certificados que a chamada deve: autores e coautores dos aprovados, e quem terminou os pareceres. */
export async function certificadosDevidos(db: Db, c: repo.LinhaChamada): Promise<DevidoDaChamada[]> {
  const aprovados = await repo.aprovadosLiberados(db, c.id);
  const coautorias = await repo.coautoriasDe(db, aprovados.map((a) => a.id));
  const devidos: DevidoDaChamada[] = [];
  for (const t of aprovados) {
    const base = { tipo: 'apresentacao_trabalho' as const, chamadaId: c.id, submissaoId: t.id, chamada: c.titulo, trabalho: t.titulo };
    const emails = new Set([t.autorEmail]);
    devidos.push({ ...base, usuarioId: t.autorId, email: t.autorEmail, nome: t.autorNome, cpf: t.autorCpf });
    for (const co of coautorias.get(t.id) ?? []) {
      if (emails.has(co.email)) continue;
      emails.add(co.email);
      devidos.push({ ...base, usuarioId: co.usuarioId, email: co.email, nome: co.contaNome ?? co.nome, cpf: co.contaCpf ?? co.cpf });
    }
  }
  for (const a of await repo.avaliadoresQueTerminaram(db, c.id)) {
    devidos.push({ tipo: 'avaliador', chamadaId: c.id, submissaoId: null, usuarioId: a.id, email: a.email, nome: a.nome, cpf: a.cpf, chamada: c.titulo, trabalho: null });
  }
  return devidos;
}

/**
 * Encerra a chamada e emite os certificados.
 * @throws SEM_PERMISSAO, NAO_ENCONTRADO, REGRA_NEGOCIO (não publicada; prazo final aberto; decisões por comunicar)
 */
export async function encerrar(ctx: CtxAutenticado, params: z.output<typeof ChamadaIdParamsSchema>) {
  exigirPermissao(podeGerenciarRevisao(ctx.user));
  const { encerradaEm, emitidos } = await ctx.db.transaction(async (tx) => {
    await repo.travarRevisao(tx, params.chamadaId);
    const c = await chamadaExistente(tx, params.chamadaId);
    if (!c.publicado) throw new AppError('REGRA_NEGOCIO', R.naoPublicada);
    const agora = ctx.now();
    if (!c.encerradaEm) {
      if (!prazoEncerrado(horarioDoBanco(c.prazoFinal), agora)) throw new AppError('REGRA_NEGOCIO', R.encerrarNoPrazo);
      const faltam = await repo.semDecisaoLiberada(tx, c.id);
      if (faltam > 0) throw new AppError('REGRA_NEGOCIO', encerrarSemDecisoesMensagem(faltam));
      await repo.marcarEncerrada(tx, c.id, agora);
    }
    const emitidos = await emitirDaChamada({ ...ctx, db: tx }, await certificadosDevidos(tx, c), ctx.user.id);
    await registrarAuditoria({ db: tx }, { atorId: ctx.user.id, acao: 'revisao.encerrar', alvoTipo: 'chamada', alvoId: c.id, detalhes: { emitidos: emitidos.length },
      antes: { encerrada_em: c.encerradaEm?.toISOString() ?? null },
      depois: { encerrada_em: (c.encerradaEm ?? agora).toISOString() },
    });
    return { encerradaEm: c.encerradaEm ?? agora, emitidos: emitidos.length };
  });
  ctx.log.info({ chamadaId: params.chamadaId, emitidos }, 'chamada encerrada');
  const certificados = await certificadosDaChamada(ctx, params.chamadaId);
  return {
    encerrada_em: encerradaEm.toISOString(),
    emitidos_agora: emitidos,
    certificados,
    mensagem:
      emitidos === 0
        ? 'Chamada encerrada. Nenhum certificado novo a emitir.'
        : `Chamada encerrada. ${emitidos.toLocaleString('pt-BR')} ${emitidos === 1 ? 'certificado emitido' : 'certificados emitidos'}: cada pessoa recebe o seu por e-mail.`,
  };
}
