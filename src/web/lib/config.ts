/**
 * Configuração do web (só variáveis VITE_*). Em produção o SPA é servido pela mesma origem da API,
 * então o build define VITE_API_BASE_URL="/" (vite.config.ts); uma base ausente em produção é erro.
 * Lida a cada chamada (e não no carregamento do módulo) para os testes poderem trocar o ambiente.
 */
export const ERRO_BASE_AUSENTE = 'VITE_API_BASE_URL ausente em produção.';

export function apiBaseUrl(): string {
  const bruto = import.meta.env.VITE_API_BASE_URL as string | undefined;
  if (bruto === undefined || bruto === '') {
    if (import.meta.env.PROD) throw new Error(ERRO_BASE_AUSENTE);
    return '';
  }
  return bruto === '/' ? '' : bruto.replace(/\/+$/, '');
}

export const TEMPO_LIMITE_MS = 15_000;
export const INTERVALO_NOTIFICACOES_MS = 30_000;
