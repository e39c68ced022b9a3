import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { lojaDeLimitesNoBanco } from './lib/limites-compartilhados.ts';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db, DbKind } from './db/client.ts';
import { corpoErro, registrarTratadorDeErros } from './lib/error-handler.ts';
import { registrarParserJson, responderErroDeConexao } from './lib/http.ts';
import { mascararUrl, serializarErro } from './lib/log-seguro.ts';
import type { Mailer } from './lib/mailer.ts';
import { ROTINAS, TAREFAS } from './modules/registro-de-tarefas.ts';
import { criarStorageLocal, type Storage } from './lib/storage.ts';
import { criarFila } from './lib/tarefas/fila.ts';
import { criarMetricas, type Metricas } from './lib/metricas.ts';
import type { Servicos } from './lib/context.ts';
import { criarSelador } from './lib/auth/tokens.ts';
import { registrarModulos } from './modules/index.ts';

/** "45 s", "1 minuto", "15 minutos": quanto falta para o limite da rota liberar de novo. */
export function tempoDeEspera(ms: number): string {
  const s = Math.max(1, Math.ceil(ms / 1000));
  if (s < 60) return `${s} s`;
  const min = Math.ceil(s / 60);
  return min === 1 ? '1 minuto' : `${min} minutos`;
}
import { WEB_DIST_DIR } from './lib/web-build.ts';

export { WEB_DIST_DIR };

/** Os serviços (que cada operação recebe no `ctx`) e o tipo do banco. */
export interface AppDeps extends Servicos {
  dbKind: DbKind;
  metricas: Metricas;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

const REQ_ID_RE = /^[A-Za-z0-9._-]{1,128}$/;

export interface BuildAppOptions {
  db: Db;
  dbKind: DbKind;
  mailer: Mailer;
  /** Segredo do JWT já resolvido (config ou arquivo em DATA_DIR). */
  jwtSecret: string;
  /** Arquivos (padrão: diretório `DATA_DIR/files`). */
  storage?: Storage;
  /** Liga a varredura periódica da fila de tarefas (o servidor liga; os testes rodam a fila à mão). */
  iniciarTarefas?: boolean;
  now?: () => Date;
  /** Servir o SPA de `dist/web` (padrão: quando existe). */
  serveWeb?: boolean;
  /** Diretório do build do web (padrão: `dist/web`; os testes passam um build falso). */
  webDir?: string;
  logger?: boolean;
  /** Logs legíveis (pino-pretty) num terminal; JSON nos demais casos. */
  logsLegiveis?: boolean;
  /** Destino dos logs em JSON (os testes leem o que foi registrado); padrão: stdout. */
  logStream?: NodeJS.WritableStream;
}

/** Monta a aplicação sem escutar porta (os testes usam `inject`). */
export async function montarApp(config: Config, opts: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opcoesDeLog(config, opts),
    trustProxy: config.trustProxy,
    // uma linha por requisição (hook onResponse abaixo), em vez de duas com objetos aninhados
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    genReqId: (req) => {
      const recebido = req.headers['x-request-id'];
      return typeof recebido === 'string' && REQ_ID_RE.test(recebido) ? recebido : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    // cabeçalhos grandes demais (431), linha de requisição malformada: mesmo corpo de erro, em português
    clientErrorHandler: responderErroDeConexao,
    // Erros do roteador (URL malformada, parâmetro longo demais) no mesmo formato dos demais
    frameworkErrors: (erro, _req, reply) => {
      const status = erro.statusCode && erro.statusCode >= 400 && erro.statusCode < 500 ? erro.statusCode : 400;
      return (reply as FastifyReply).code(status).send(corpoErro('DADOS_INVALIDOS', status === 414 ? 'Endereço longo demais.' : 'Endereço inválido.'));
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registrarParserJson(app);
  const metricas = criarMetricas(config.env !== 'test');
  const jobs = criarFila({
    log: app.log.child({ componente: 'tarefas' }), tarefas: TAREFAS, rotinas: ROTINAS, automatica: opts.iniciarTarefas ?? false,
    aoFalhar: (tipo) => metricas.registrarFalhaDeTarefa(tipo),
  });
  const deps: AppDeps = {
    db: opts.db,
    dbKind: opts.dbKind,
    config,
    mailer: opts.mailer,
    selador: criarSelador(opts.jwtSecret),
    jobs,
    metricas,
    storage: opts.storage ?? criarStorageLocal(path.join(config.dataDir, 'files')),
    now: opts.now ?? (() => new Date()),
  };
  jobs.vincular(deps);
  metricas.contarTarefasCom(() => jobs.contarPorSituacao());
  await jobs.preparar();
  app.decorate('deps', deps);
  if (opts.iniciarTarefas) app.addHook('onReady', async () => jobs.iniciar());
  app.addHook('onClose', async () => jobs.parar());
  app.addHook('onSend', async (req, reply) => {
    reply.header('X-Request-Id', req.id);
  });
  app.addHook('onResponse', async (req, reply) => {
    const nivel = req.url.startsWith('/api/') && req.url !== '/api/health' ? 'info' : 'debug';
    const url = mascararUrl(req.url);
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    req.log[nivel]({ metodo: req.method, url, status: reply.statusCode, ms }, `${req.method} ${url} → ${reply.statusCode} (${ms} ms)`);
    // o molde da rota (`/api/eventos/:id`), nunca a URL: ids não viram séries
    metricas.registrarPedido(req.method, req.routeOptions.url ?? 'desconhecida', reply.statusCode, reply.elapsedTime / 1000);
  });

  await registrarPlugins(app, config);

  registrarTratadorDeErros(app);
  await app.register(registrarModulos);
  const webDir = opts.webDir ?? WEB_DIST_DIR;
  await registrarWeb(app, webDir, opts.serveWeb ?? fs.existsSync(path.join(webDir, 'index.html')));
  return app;
}

/** Logger do Fastify: JSON (ou legível num terminal), sem corpo nem cabeçalhos, URLs e erros sem dados pessoais. */
function opcoesDeLog(config: Config, opts: BuildAppOptions): FastifyServerOptions['logger'] {
  return (
  opts.logger === false || config.logLevel === 'silent'
    ? false
    : {
        level: config.logLevel,
        ...(opts.logStream
          ? { stream: opts.logStream }
          : opts.logsLegiveis
            ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId,metodo,url,status,ms' } } }
            : {}),
        redact: ['req.headers.authorization', 'req.headers.cookie'],
        serializers: {
          // LGPD: sem corpo, sem cabeçalhos; da consulta só os valores de parâmetros inofensivos
          req: (req) => ({ method: req.method, url: mascararUrl(req.url), reqId: req.id }),
          // LGPD: erros de consulta sem os parâmetros (nome, CPF, e-mail, hash da senha)
          err: serializarErro,
        },
      }
  );
}

/** Segurança (helmet), cookies, limites por rota e a documentação OpenAPI em /api/docs. */
async function registrarPlugins(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'", 'https://accounts.google.com/gsi/client'],
        'frame-src': ["'self'", 'https://accounts.google.com/gsi/'],
        'connect-src': ["'self'", 'https://accounts.google.com/gsi/'],
        'img-src': ["'self'", 'data:', 'blob:'],
        // só com https: na rede local por http o navegador trocaria os scripts por https (página em branco)
        'upgrade-insecure-requests': config.appUrl?.startsWith('https://') ? [] : null,
      },
    },
    // o login com Google abre um popup que precisa conversar com a página
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    // contadores no banco: todos os processos contam juntos (decisão 027)
    store: lojaDeLimitesNoBanco(app.deps.db),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      ...corpoErro('MUITAS_TENTATIVAS', `Muitas tentativas. Aguarde ${tempoDeEspera(ctx.ttl)} e tente novamente.`),
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Escola da Saúde — API', version: '1.0.0', description: 'API da plataforma da Escola da Saúde.' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'sessao' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

/**
 * SPA e arquivos estáticos; `/api/*` desconhecido responde 404 em JSON. O build já traz `.br` e `.gz`
 * ao lado dos arquivos de texto (vite.config.ts): `preCompressed` entrega a versão que o navegador
 * aceita (também no index.html do fallback, via sendFile), com `Vary: Accept-Encoding`.
 */
async function registrarWeb(app: FastifyInstance, webDir: string, servir: boolean): Promise<void> {
  if (servir) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // os `.br`/`.gz` não viram rotas próprias: só respondem no lugar do original
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (res, caminho) => {
        const imutavel = caminho.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', imutavel ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    if (url === '/api' || url.startsWith('/api/') || !servir || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.code(404).send(corpoErro('ROTA_NAO_ENCONTRADA', 'Rota da API não encontrada.'));
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
