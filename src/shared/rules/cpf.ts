/** Só os dígitos de um texto. */
export function somenteDigitos(valor: string): string {
  return valor.replace(/\D+/g, '');
}

/** CPF válido: 11 dígitos, não todos iguais, e os dois dígitos verificadores corretos. */
export function cpfValido(valor: string): boolean {
  const cpf = somenteDigitos(valor);
  if (cpf.length !== 11 || /^(\d)\1{10}$/.test(cpf)) return false;
  const digito = (base: string) => {
    let soma = 0;
    for (let i = 0; i < base.length; i++) soma += Number(base[i]) * (base.length + 1 - i);
    const resto = (soma * 10) % 11;
    return resto === 10 ? 0 : resto;
  };
  const d1 = digito(cpf.slice(0, 9));
  const d2 = digito(cpf.slice(0, 10));
  return d1 === Number(cpf[9]) && d2 === Number(cpf[10]);
}

/** CPF no formato 000.000.000-00 (entrada com 11 dígitos). */
export function formatarCpf(valor: string): string {
  const d = somenteDigitos(valor);
  if (d.length !== 11) return valor;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/** CPF mascarado para listas: ***.456.789-** (LGPD: mostra só o miolo). */
export function mascararCpf(valor: string): string {
  const d = somenteDigitos(valor);
  if (d.length !== 11) return '***';
  return `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**`;
}
