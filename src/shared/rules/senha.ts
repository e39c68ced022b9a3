/** Regra de senha forte: 8+ caracteres, com maiúscula, minúscula, número e símbolo, sem espaços. */
export const SENHA_MINIMO = 8;
export const MENSAGEM_SENHA_FRACA =
  'A senha precisa ter 8+ caracteres, com maiúscula, minúscula, número e símbolo, sem espaços.';

export function senhaForte(senha: string): boolean {
  return (
    senha.length >= SENHA_MINIMO &&
    senha.length <= 128 &&
    !/\s/.test(senha) &&
    /[a-z]/.test(senha) &&
    /[A-Z]/.test(senha) &&
    /\d/.test(senha) &&
    /[^A-Za-z0-9]/.test(senha)
  );
}

/** Força de 0 a 4, para o medidor do cadastro. */
export function forcaSenha(senha: string): 0 | 1 | 2 | 3 | 4 {
  if (!senha) return 0;
  let pontos = 0;
  if (senha.length >= SENHA_MINIMO) pontos++;
  if (/[a-z]/.test(senha) && /[A-Z]/.test(senha)) pontos++;
  if (/\d/.test(senha)) pontos++;
  if (/[^A-Za-z0-9]/.test(senha)) pontos++;
  return pontos as 0 | 1 | 2 | 3 | 4;
}
