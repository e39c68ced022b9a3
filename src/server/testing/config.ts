import { carregarConfig, type Config } from '../config.ts';

/** Segredo dos JWTs nos testes (app de teste e contextos de serviço). */
export const SEGREDO_TESTE = 'segredo-de-teste-com-mais-de-32-caracteres!';

/** Configuração dos testes: scrypt barato, sem logs, limites altos (cada teste pode baixar os seus). */
export function configDeTeste(env: Record<string, string> = {}): Config {
  return carregarConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SCRYPT_LOG_N: '10',
    AUTH_RATE_LIMIT_PER_MIN: '10000',
    METRICAS_RATE_LIMIT_PER_MIN: '10000',
    APP_URL: 'http://escola.teste',
    ...env,
  });
}
