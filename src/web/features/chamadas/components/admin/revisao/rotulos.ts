import type { OrigemAtribuicao } from '#shared/rules/chamadas.ts';
import type { Lance } from '../../../api/marcar-lance.ts';

/** Os lances como a administração os lê. */
export const ROTULO_LANCE: Record<Lance, string> = { quero: 'Quero', posso: 'Posso', prefiro_nao: 'Prefiro não' };

/** De onde veio uma atribuição. */
export const ROTULO_ORIGEM: Record<OrigemAtribuicao, string> = { manual: 'Atribuída à mão', automatica: 'Atribuição automática', terceiro: 'Terceiro avaliador' };
