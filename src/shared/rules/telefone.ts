/**
 * Telefone brasileiro guardado só com dígitos: fixo com DDD (10 dígitos), celular com DDD e o 9 na
 * frente (11 dígitos) ou número nacional de serviço 0800/0300/0500/0900 (11 dígitos).
 */
const FIXO = /^[1-9][1-9]\d{8}$/;
const CELULAR = /^[1-9][1-9]9\d{8}$/;
const NACIONAL = /^0[3589]00\d{7}$/;

export function telefoneValido(digitos: string): boolean {
  return FIXO.test(digitos) || CELULAR.test(digitos) || NACIONAL.test(digitos);
}

/** "(13) 3226-1234", "(13) 99123-4567" ou "0800 123 4567"; outro valor volta como veio. */
export function formatarTelefone(digitos: string): string {
  if (NACIONAL.test(digitos)) return `${digitos.slice(0, 4)} ${digitos.slice(4, 7)} ${digitos.slice(7)}`;
  if (CELULAR.test(digitos)) return `(${digitos.slice(0, 2)}) ${digitos.slice(2, 7)}-${digitos.slice(7)}`;
  if (FIXO.test(digitos)) return `(${digitos.slice(0, 2)}) ${digitos.slice(2, 6)}-${digitos.slice(6)}`;
  return digitos;
}

/** Endereço `tel:` do número (com +55 quando tem DDD; 0800 e afins ficam como são discados). */
export function linkDoTelefone(digitos: string): string {
  return NACIONAL.test(digitos) ? `tel:${digitos}` : `tel:+55${digitos}`;
}
