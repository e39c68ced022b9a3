/** Contas e senha da demonstração (SEED_DEMO), tamanhos de tela e CPF válido para cadastros. */
import { cpfValido } from '#shared/rules/cpf.ts';

export const SENHA_DEMO = 'Escola@2026';
export const CONTAS = {
  admin: { email: 'admin@escola.demo', nome: 'Ana Administradora Souza' },
  instrutor: { email: 'instrutor@escola.demo', nome: 'Igor Instrutor Lima' },
  usuario: { email: 'usuario@escola.demo', nome: 'Úrsula Usuária Santos' },
} as const;
export type Conta = keyof typeof CONTAS;

export const CELULAR = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** CPF aleatório válido (dígitos verificadores calculados). */
export function gerarCpf(): string {
  for (;;) {
    const base = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
    const dv = (nums: number[]) => {
      const soma = nums.reduce((s, n, i) => s + n * (nums.length + 1 - i), 0);
      const r = (soma * 10) % 11;
      return r === 10 ? 0 : r;
    };
    const d1 = dv(base);
    const d2 = dv([...base, d1]);
    const cpf = [...base, d1, d2].join('');
    if (cpfValido(cpf)) return cpf;
  }
}

/** Ambiente do servidor das jornadas (o modelo semeado e os servidores dos workers usam o mesmo). */
export const AMBIENTE_SERVIDOR = {
  SEED_DEMO: 'true',
  SCRYPT_LOG_N: '12',
  AUTH_RATE_LIMIT_PER_MIN: '1000',
  METRICAS_RATE_LIMIT_PER_MIN: '1000',
  LOG_LEVEL: 'warn',
};
