import type { Frequencia } from '#shared/contracts/presencas.ts';
import type { Encontro } from '#shared/rules/cronograma.ts';
import { situacaoDaFrequencia } from '#shared/rules/presenca.ts';
import type { CtxAutenticado } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { ehAdmin, exigirPermissao } from '../../lib/permissao.ts';
import { MENSAGEM_FORA_DA_EQUIPE, podeGerenciarTurma } from '../eventos/eventos.policy.ts';
import { ehInstrutorDaTurma } from '../eventos/eventos.service.ts';

export const turmaNaoEncontrada = () => new AppError('NAO_ENCONTRADO', 'Turma não encontrada.');

/** Frequência no formato da API (percentual com uma casa), pela regra compartilhada. */
export function frequenciaDaApi(encontros: readonly Encontro[], dias: Iterable<string>, agora: Date): Frequencia {
  const { frequencia, ...resto } = situacaoDaFrequencia(encontros, dias, agora);
  return { ...resto, percentual: Math.round(frequencia * 1000) / 10 };
}

/** Instrutor da turma ou administração; senão 403. */
export async function exigirEquipeDaTurma(ctx: CtxAutenticado, turmaId: number): Promise<{ administrador: boolean; instrutor: boolean }> {
  const administrador = ehAdmin(ctx.user);
  const instrutor = await ehInstrutorDaTurma(ctx, turmaId, ctx.user.id);
  exigirPermissao(podeGerenciarTurma(ctx.user, { souInstrutor: instrutor }), MENSAGEM_FORA_DA_EQUIPE);
  return { administrador, instrutor };
}
