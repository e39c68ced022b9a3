/**
 * Regras das solicitações de curso e do calendário anual de planejamento (issue 10; referência §1.8 e
 * §3.16): departamentos com suas cores, situações e quem pode fazer o quê em cada uma.
 */

/** Departamentos da Secretaria Municipal de Saúde, na ordem em que aparecem nos resumos (todos sempre listados). */
export const DEPARTAMENTOS = ['GAB-SMS', 'DESMEN', 'DEAPS', 'DEMAC', 'DEVIG', 'DEREG', 'DEAFIN-SMS'] as const;
export type Departamento = (typeof DEPARTAMENTOS)[number];

export const COR_DEPARTAMENTO: Record<Departamento, string> = {
  'GAB-SMS': '#7c3aed',
  DESMEN: '#2563eb',
  DEAPS: '#16a34a',
  DEMAC: '#ea580c',
  DEVIG: '#dc2626',
  DEREG: '#0891b2',
  'DEAFIN-SMS': '#9333ea',
};

export const MODALIDADES = ['presencial', 'online', 'hibrido'] as const;
export type Modalidade = (typeof MODALIDADES)[number];
export const ROTULO_MODALIDADE: Record<Modalidade, string> = { presencial: 'Presencial', online: 'On-line', hibrido: 'Híbrido' };

/**
 * Situações: rascunho → enviada (pela pessoa) → em_analise (a administração começou a analisar) →
 * aprovada | rejeitada (com motivo); aprovada → convertida (virou evento). A pessoa retira (→ retirada)
 * enquanto a solicitação não foi decidida.
 */
export const STATUS_SOLICITACAO = ['rascunho', 'enviada', 'em_analise', 'aprovada', 'rejeitada', 'retirada', 'convertida'] as const;
export type StatusSolicitacao = (typeof STATUS_SOLICITACAO)[number];
export const ROTULO_STATUS_SOLICITACAO: Record<StatusSolicitacao, string> = {
  rascunho: 'Rascunho',
  enviada: 'Enviada',
  em_analise: 'Em análise',
  aprovada: 'Aprovada',
  rejeitada: 'Rejeitada',
  retirada: 'Retirada',
  convertida: 'Convertida em evento',
};

/** Quem é autor edita só rascunhos. */
export const autorPodeEditar = (s: StatusSolicitacao): boolean => s === 'rascunho';
/** O autor retira enquanto não houve decisão. */
export const autorPodeRetirar = (s: StatusSolicitacao): boolean => s === 'rascunho' || s === 'enviada' || s === 'em_analise';
/** A administração decide o que foi enviado ou está em análise. */
export const podeDecidir = (s: StatusSolicitacao): boolean => s === 'enviada' || s === 'em_analise';

export const LIMITES_SOLICITACAO = {
  titulo: 200,
  descricao: 5000,
  publicoAlvo: 500,
  local: 200,
  restricao: 500,
  motivo: 1000,
  cargaHorariaMax: 2000,
  datasMax: 60,
  palestrantesMax: 20,
  nomePalestrante: 150,
} as const;

export const MENSAGENS_SOLICITACAO = {
  titulo: 'Informe o título do curso.',
  datas: 'Informe ao menos uma data para a solicitação.',
  restricao: 'Descreva a restrição de público.',
  soRascunho: 'Só é possível editar uma solicitação em rascunho.',
  naoRetira: 'Esta solicitação já foi decidida e não pode ser retirada.',
  naoDecide: 'Só é possível decidir uma solicitação enviada ou em análise.',
  naoAnalisa: 'Só uma solicitação enviada pode entrar em análise.',
  naoConverte: 'Só uma solicitação aprovada pode virar evento.',
  motivo: 'Informe o motivo da rejeição.',
  soSuas: 'Você só pode ver e editar suas próprias solicitações.',
  jaRetirada: 'Esta solicitação já foi retirada.',
  palestranteComConta: 'Só a administração indica palestrantes com conta na plataforma; informe o nome do palestrante.',
} as const;
