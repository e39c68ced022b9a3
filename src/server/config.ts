import { z } from 'zod';

const booleano = z
  .enum(['true', 'false', '1', '0', 'sim', 'nao'], { error: 'use true ou false' })
  .transform((v) => v === 'true' || v === '1' || v === 'sim');

/** Variáveis de ambiente aceitas. `.env.example` lista todas com o valor padrão. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number({ error: 'deve ser um número' }).int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'deve começar com postgres://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  MIGRATE_ON_START: booleano.default(true),
  SEED_DEMO: booleano.optional(),
  APP_URL: z.url('deve ser uma URL completa, como https://escola.exemplo.gov.br').optional().or(z.literal('').transform(() => undefined)),
  JWT_SECRET: z.string().min(32, 'deve ter ao menos 32 caracteres').optional(),
  ACCESS_TOKEN_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  TRUST_PROXY: booleano.default(false),
  AUTH_RATE_LIMIT_PER_MIN: z.coerce.number({ error: 'deve ser um número' }).int().min(1).max(100_000).default(30),
  METRICAS_RATE_LIMIT_PER_MIN: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Token do coletor de métricas (Prometheus: `Authorization: Bearer …`); sem ele, só administradores leem. */
  METRICS_TOKEN: z.string().min(24, 'deve ter ao menos 24 caracteres').optional().or(z.literal('').transform(() => undefined)),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'deve começar com smtp:// ou smtps://').optional().or(z.literal('').transform(() => undefined)),
  /** Remetente fixo; sem ele vale o remetente dos dados da instituição (/admin/instituicao, decisão 019). */
  SMTP_FROM: z.string().min(3).optional().or(z.literal('').transform(() => undefined)),
  GOOGLE_CLIENT_ID: z.string().optional().or(z.literal('').transform(() => undefined)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BENCH_ROUTES: booleano.default(false),
  /** Custo do scrypt (log2 de N). 15 = 32 MiB por hash; os testes usam menos. */
  SCRYPT_LOG_N: z.coerce.number().int().min(10).max(20).default(15),
  /** Com ele, os arquivos vão para este bucket S3 (privado: tudo sai pelas rotas da API); sem ele, DATA_DIR/files. */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'nome de bucket inválido (3 a 63 caracteres: letras minúsculas, números, ponto e hífen)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Serviço compatível (MinIO, Ceph…); sem ele, a AWS da região. */
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'deve ser uma URL http:// ou https://, como http://minio:9000' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_REGION: z.string().regex(/^[a-z0-9-]{2,40}$/, 'região inválida (como us-east-1 ou sa-east-1)').default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional().or(z.literal('').transform(() => undefined)),
  S3_SECRET_ACCESS_KEY: z.string().optional().or(z.literal('').transform(() => undefined)),
  /** Padrão: true com S3_ENDPOINT (MinIO e afins), false na AWS. */
  S3_FORCE_PATH_STYLE: z.preprocess((v) => (v === '' ? undefined : v), booleano.optional()),
}).superRefine((e, ctx) => {
  // chave sem segredo (ou o contrário) cairia na cadeia do SDK sem aviso; S3_* sem bucket, no diretório local
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    const falta = e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    ctx.addIssue({ code: 'custom', path: [falta], message: 'defina S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY juntas' });
  }
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID || e.S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'obrigatório quando S3_ENDPOINT ou as credenciais S3 são dadas (sem ele, os arquivos ficam em DATA_DIR/files)' });
  }
});

/** A configuração da app, derivada do esquema do ambiente (um lugar só: `montarConfig`). */
export type Config = ReturnType<typeof montarConfig>;

export class ConfigError extends Error {}

/** Lê o ambiente uma vez; lança `ConfigError` com uma mensagem por variável inválida. */
export function carregarConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const linhas = parsed.error.issues.map((i) => `  ${String(i.path[0])}: ${i.message}`);
    throw new ConfigError(`Configuração inválida:\n${linhas.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production') {
    const faltam = [
      ...(e.JWT_SECRET ? [] : ['  JWT_SECRET: obrigatório em produção (32+ caracteres)']),
      // sem ela, links de e-mail, QR e o endereço do calendário sairiam do cabeçalho Host de quem pede
      ...(e.APP_URL ? [] : ['  APP_URL: obrigatório em produção (o endereço público, como https://escola.exemplo.gov.br)']),
    ];
    if (faltam.length > 0) throw new ConfigError(`Configuração inválida:\n${faltam.join('\n')}`);
  }
  return montarConfig(e);
}

/** Ambiente já validado → configuração agrupada e congelada. */
function montarConfig(e: z.output<typeof EnvSchema>) {
  return Object.freeze({
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: e.DATA_DIR,
    appUrl: e.APP_URL?.replace(/\/+$/, ''),
    db: Object.freeze({ url: e.DATABASE_URL, poolMax: e.DATABASE_POOL_MAX, migrateOnStart: e.MIGRATE_ON_START, seedDemo: e.SEED_DEMO }),
    auth: Object.freeze({
      jwtSecret: e.JWT_SECRET,
      accessTokenMinutes: e.ACCESS_TOKEN_MINUTES,
      sessionDays: e.SESSION_DAYS,
      cookieSecure: e.COOKIE_SECURE,
      rateLimitPerMin: e.AUTH_RATE_LIMIT_PER_MIN,
      scryptLogN: e.SCRYPT_LOG_N,
      googleClientId: e.GOOGLE_CLIENT_ID,
    }),
    trustProxy: e.TRUST_PROXY,
    metricasRateLimitPerMin: e.METRICAS_RATE_LIMIT_PER_MIN,
    metricsToken: e.METRICS_TOKEN ?? null,
    smtp: Object.freeze({ url: e.SMTP_URL, from: e.SMTP_FROM }),
    logLevel: e.LOG_LEVEL,
    benchRoutes: e.BENCH_ROUTES,
    /** Onde ficam os arquivos: o bucket S3 quando há `S3_BUCKET`; sem ele (`s3: null`), `DATA_DIR/files`. */
    storage: Object.freeze({
      s3: e.S3_BUCKET
        ? Object.freeze({
            bucket: e.S3_BUCKET,
            endpoint: e.S3_ENDPOINT,
            regiao: e.S3_REGION,
            credenciais: e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
            pathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
          })
        : null,
    }),
  });
}
