/** Textos de senha mostrados nos formulários (a regra em si fica em `shared/rules/senha.ts`). */
export const TEXTO_REGRA_SENHA = 'Mínimo 8 caracteres, com maiúscula, minúscula, número e símbolo.';
export const MENSAGEM_SENHAS_DIFERENTES = 'As senhas não coincidem.';
