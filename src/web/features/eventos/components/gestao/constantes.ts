/** Espera da busca digitada antes de consultar a API (a mesma da gestão de usuários). */
export const ATRASO_BUSCA_MS = 300;
