import type { TipoAvaliacao } from '#shared/rules/chamadas.ts';

/**
 * Chaves de consulta das chamadas de trabalhos e das submissões (decisão 023). Tudo fica debaixo de
 * `['chamadas']`: salvar uma chamada, enviar um modelo, salvar ou retirar um trabalho invalida o edital, as
 * listas da administração e os trabalhos de uma vez (as telas do participante e da administração dividem o cache).
 */
export const chamadasKeys = {
  todas: ['chamadas'] as const,
  /** GET /api/chamadas: as publicadas. */
  publicas: () => [...chamadasKeys.todas, 'publicas'] as const,
  /** GET /api/chamadas/:chamadaId: o edital. */
  publica: (id: number) => [...chamadasKeys.todas, 'publica', id] as const,
  /** GET /api/admin/chamadas: todas, rascunhos inclusive. */
  admin: () => [...chamadasKeys.todas, 'admin', 'lista'] as const,
  /** GET /api/admin/chamadas/:chamadaId: a chamada inteira. */
  adminDetalhe: (id: number) => [...chamadasKeys.todas, 'admin', 'detalhe', id] as const,
  /** GET /api/submissoes/minhas. */
  minhas: () => [...chamadasKeys.todas, 'submissoes', 'minhas'] as const,
  /** GET /api/submissoes/:submissaoId. */
  submissao: (id: number) => [...chamadasKeys.todas, 'submissoes', 'detalhe', id] as const,
  /** GET /api/admin/submissoes: a consulta inteira é a chave. */
  submissoesAdmin: (consulta: { chamadaId: number | null; linhaId: number | null }) => [...chamadasKeys.todas, 'submissoes', 'admin', consulta] as const,
  /** GET /api/admin/chamadas/:chamadaId/submissoes. */
  submissoesDaChamada: (chamadaId: number, linhaId: number | null) => [...chamadasKeys.todas, 'submissoes', 'da-chamada', chamadaId, linhaId] as const,
  /** GET /api/submissoes/:submissaoId/resultado: o resultado liberado ao autor. */
  resultado: (id: number) => [...chamadasKeys.todas, 'submissoes', 'resultado', id] as const,
  /** GET /api/admin/chamadas/:chamadaId/painel: o andamento da revisão. */
  painel: (chamadaId: number) => [...chamadasKeys.todas, 'revisao', 'painel', chamadaId] as const,
  /** GET /api/admin/chamadas/:chamadaId/avaliadores: quem pode avaliar, com linhas, carga e lances. */
  avaliadoresDaChamada: (chamadaId: number) => [...chamadasKeys.todas, 'revisao', 'avaliadores', chamadaId] as const,
  /** GET /api/admin/chamadas/:chamadaId/ranking (geral, ou de uma linha). */
  ranking: (chamadaId: number, linhaId: number | null) => [...chamadasKeys.todas, 'revisao', 'ranking', chamadaId, linhaId] as const,
  /** GET /api/admin/submissoes/:submissaoId/avaliacao: atribuições, pareceres e decisão de um trabalho. */
  avaliacaoDoTrabalho: (submissaoId: number) => [...chamadasKeys.todas, 'revisao', 'avaliacao', submissaoId] as const,
};

/** Chaves das consultas de quem avalia, debaixo de `['chamadas', 'avaliador']` (as mutações invalidam a raiz). */
export const avaliadorKeys = {
  todas: () => [...chamadasKeys.todas, 'avaliador'] as const,
  chamadas: () => [...avaliadorKeys.todas(), 'chamadas'] as const,
  trabalhos: (chamadaId: number) => [...avaliadorKeys.todas(), 'trabalhos', chamadaId] as const,
  atribuicoes: () => [...avaliadorKeys.todas(), 'atribuicoes'] as const,
  parecer: (submissaoId: number, tipo: TipoAvaliacao) => [...avaliadorKeys.todas(), 'parecer', submissaoId, tipo] as const,
};
