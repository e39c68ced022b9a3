/**
 * Perfis de acesso; uma pessoa pode ter qualquer combinação. `administrador` passa por toda guarda.
 * Sem zod de propósito: este arquivo entra no pacote inicial do web (orçamento da página /login).
 */
export const PERFIS = ['usuario', 'instrutor', 'administrador'] as const;
export type Perfil = (typeof PERFIS)[number];

export const ROTULO_PERFIL: Record<Perfil, string> = {
  usuario: 'Usuário',
  instrutor: 'Instrutor',
  administrador: 'Administrador',
};

export function ehPerfil(valor: unknown): valor is Perfil {
  return typeof valor === 'string' && (PERFIS as readonly string[]).includes(valor);
}

/** Perfil principal (o mais alto), usado no campo `perfil` da sessão. */
export function perfilPrincipal(perfis: readonly string[]): Perfil {
  if (perfis.includes('administrador')) return 'administrador';
  if (perfis.includes('instrutor')) return 'instrutor';
  return 'usuario';
}

/** Verifica se quem tem `perfis` satisfaz algum dos `exigidos`; administrador passa sempre; sem perfis vale `usuario`. */
export function temAlgumPerfil(perfis: readonly string[], exigidos: readonly Perfil[]): boolean {
  if (perfis.includes('administrador')) return true;
  const efetivos = perfis.length === 0 ? ['usuario'] : perfis;
  return exigidos.some((p) => efetivos.includes(p));
}
