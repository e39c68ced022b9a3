/**
 * Máscaras de digitação (funções puras): aplicadas a cada mudança do campo, também servem para
 * normalizar o que foi colado ("123 456 789 09", "123.456.789-09" ou só dígitos).
 */
import { somenteDigitos } from '#shared/rules/cpf.ts';

/** 000.000.000-00, montado conforme os dígitos chegam (no máximo 11). */
export function mascaraCpf(valor: string): string {
  const d = somenteDigitos(valor).slice(0, 11);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}.${d.slice(3)}`;
  if (d.length <= 9) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/** (13) 9999-9999 com 10 dígitos; (13) 99999-9999 com 11. */
export function mascaraCelular(valor: string): string {
  const d = somenteDigitos(valor).slice(0, 11);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  const ddd = `(${d.slice(0, 2)}) `;
  const resto = d.slice(2);
  const corte = d.length === 11 ? 5 : 4;
  return resto.length <= corte ? ddd + resto : `${ddd}${resto.slice(0, corte)}-${resto.slice(corte)}`;
}

/** Registro funcional: 00.000-0 (6 dígitos) ou 000.000-0 (7 dígitos). */
export function mascaraRegistro(valor: string): string {
  const d = somenteDigitos(valor).slice(0, 7);
  if (d.length === 7) return `${d.slice(0, 3)}.${d.slice(3, 6)}-${d.slice(6)}`;
  if (d.length <= 2) return d;
  if (d.length <= 5) return `${d.slice(0, 2)}.${d.slice(2)}`;
  return `${d.slice(0, 2)}.${d.slice(2, 5)}-${d.slice(5)}`;
}

/**
 * O identificador do login parece um CPF: só dígitos, pontos, hífen e espaços, com ao menos um dígito.
 * Um e-mail sempre tem "@" e letras, então nunca cai aqui.
 */
export function pareceCpf(valor: string): boolean {
  return /^[\d.\-\s]+$/.test(valor) && /\d/.test(valor);
}
