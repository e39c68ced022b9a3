/**
 * Endereços oficiais da Escola mostrados nos QR Codes e atalhos. São provisórios (página da
 * Prefeitura e o Instagram genérico): troque aqui quando a Escola confirmar os definitivos.
 */
export const NOME_ESCOLA = 'Escola da Saúde';
export const URL_SITE_OFICIAL = 'https://www.santos.sp.gov.br';
export const URL_INSTAGRAM_OFICIAL = 'https://www.instagram.com/';

/** Dados de contato provisórios (troque pelos oficiais antes de publicar). */
export const CONTATO = {
  endereco: 'Av. Exemplo, 000 — Santos/SP',
  telefone: '(13) 0000-0000',
  telefoneLink: 'tel:+551300000000',
  email: 'contato@escola.demo',
  horario: 'Segunda a sexta-feira, das 8h às 17h (exceto feriados)',
} as const;
