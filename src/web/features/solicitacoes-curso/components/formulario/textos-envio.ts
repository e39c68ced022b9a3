/** Os avisos do envio de uma solicitação (num arquivo à parte: a página os usa sem descer o formulário). */
export const TEXTOS_ENVIO = {
  revise: 'Revise os campos destacados.',
  rascunho: 'Rascunho salvo. Envie para análise quando estiver pronto.',
  enviada: 'Solicitação enviada para análise. A Escola responde por aqui e por e-mail.',
  falha: 'Não foi possível salvar agora. Tente de novo em instantes.',
} as const;
