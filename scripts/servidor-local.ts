/**
 * Sobe o servidor real (`node --import tsx src/server/start.ts`) como processo filho, numa porta livre,
 * e espera /api/health. Usado pelas fixtures das jornadas (e2e/support/) e pelo benchmark (bench/).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const RAIZ = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Caminho do Chromium do Debian (ou CHROMIUM_PATH); nulo quando não existe. */
export function acharChromium(): string | null {
  const caminho = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  try {
    fs.accessSync(caminho, fs.constants.X_OK);
    return caminho;
  } catch {
    return null;
  }
}

/** Uma porta TCP livre agora (pequena janela de corrida, aceitável em teste). */
export function portaLivre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const endereco = srv.address();
      const porta = typeof endereco === 'object' && endereco ? endereco.port : 0;
      srv.close(() => resolve(porta));
    });
  });
}

export interface Servidor {
  url: string;
  /** Processo do servidor (o benchmark lê o pico de memória em /proc). */
  pid: number;
  porta: number;
  dataDir: string;
  /** Últimas linhas de stdout/stderr do servidor (para diagnóstico). */
  log(): string;
  parar(): Promise<void>;
}

export interface OpcoesServidor {
  /** Variáveis extra (DATABASE_URL, BENCH_ROUTES…). PORT, DATA_DIR e HOST são preenchidas aqui. */
  env?: Record<string, string>;
  /** Prefixo do diretório temporário de dados. */
  rotulo?: string;
  /** Raiz do projeto a executar (padrão: o checkout; veja `prepararRaiz`). */
  raiz?: string;
  /** DATA_DIR já migrado e semeado, copiado para o diretório temporário (o modelo não é tocado). */
  modelo?: string;
  /** Usa este DATA_DIR em vez de um temporário; ele fica no disco ao parar (para virar `modelo`). */
  dataDir?: string;
  esperaMs?: number;
}

const vivos = new Set<{ filho: ChildProcess; apagarDados(): void }>();
const raizes = new Set<string>();

/** Mata servidores e apaga diretórios temporários de forma síncrona (saída do processo, Ctrl-C). */
export function limparTudoSincrono(): void {
  for (const v of vivos) {
    if (v.filho.exitCode === null && v.filho.signalCode === null) {
      try {
        v.filho.kill('SIGKILL');
      } catch {
        /* já saiu */
      }
    }
    v.apagarDados();
  }
  vivos.clear();
  for (const r of raizes) fs.rmSync(r, { recursive: true, force: true });
  raizes.clear();
}

const ITENS_DA_RAIZ = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json', 'tsconfig.base.json', 'tsconfig.server.json', 'tsconfig.web.json'];

/**
 * Cópia instantânea do projeto (fontes + node_modules por link simbólico) num diretório temporário.
 * O servidor serve `dist/web` ao lado das fontes e registra os arquivos do build ao subir: um
 * `vite build` feito por outra pessoa no mesmo checkout, no meio da execução, trocaria os hashes e
 * quebraria a página. Na cópia, o build e o código testados são os do momento em que a execução começou.
 */
export function prepararRaiz(rotulo = 'escola-raiz'): { raiz: string; limpar(): void } {
  const raiz = fs.mkdtempSync(path.join(os.tmpdir(), `${rotulo}-`));
  raizes.add(raiz);
  for (const item of ITENS_DA_RAIZ) {
    const origem = path.join(RAIZ, item);
    if (fs.existsSync(origem)) fs.cpSync(origem, path.join(raiz, item), { recursive: true });
  }
  fs.symlinkSync(path.join(RAIZ, 'node_modules'), path.join(raiz, 'node_modules'), 'dir');
  return {
    raiz,
    limpar: () => {
      raizes.delete(raiz);
      fs.rmSync(raiz, { recursive: true, force: true });
    },
  };
}

/**
 * Sobe o servidor numa porta livre. Entre `portaLivre()` e o `listen` do filho outra pessoa pode pegar
 * a porta (dois workers do Playwright sobem servidores ao mesmo tempo): com EADDRINUSE, tenta outra.
 */
export async function iniciarServidor(opts: OpcoesServidor = {}): Promise<Servidor> {
  for (let tentativa = 1; ; tentativa++) {
    try {
      return await subirNaPorta(opts, await portaLivre());
    } catch (err) {
      if (tentativa >= 3 || !(err instanceof Error && /EADDRINUSE|já está em uso/.test(err.message))) throw err;
    }
  }
}

/** Ambiente do servidor filho: PGlite e caixa de saída, mesmo que quem roda tenha outro banco ou SMTP. */
function ambienteDoFilho(porta: number, dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // o vite build do processo pai põe NODE_ENV=production, que exigiria JWT_SECRET
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(porta),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SKIP_WEB_BUILD: '1',
    DATABASE_URL: '',
    SMTP_URL: '',
    MIGRATE_ON_START: 'true',
    ...extra,
  };
  // produção exige APP_URL (os benches sobem assim): o próprio endereço do filho
  if (env.NODE_ENV === 'production' && !env.APP_URL) env.APP_URL = `http://127.0.0.1:${porta}`;
  return env;
}

async function subirNaPorta(opts: OpcoesServidor, porta: number): Promise<Servidor> {
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), `${opts.rotulo ?? 'escola'}-`));
  const apagarDados = () => {
    if (!opts.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // sem a trava do PGlite (`<dir>.lock`): ela é do processo que semeou o modelo
  if (opts.modelo) fs.cpSync(opts.modelo, dataDir, { recursive: true, filter: (origem) => !origem.endsWith('.lock') });
  const linhas: string[] = [];
  const guardar = (buf: Buffer) => {
    for (const l of buf.toString('utf8').split('\n')) if (l.trim()) linhas.push(l);
    if (linhas.length > 400) linhas.splice(0, linhas.length - 400);
  };
  // SERVIDOR_NODE_ARGS: opções do Node para o servidor medido (ex.: `--cpu-prof --cpu-prof-dir=/tmp/perfil`)
  const opcoesDoNode = process.env.SERVIDOR_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const filho = spawn(process.execPath, [...opcoesDoNode, '--import', 'tsx', 'src/server/start.ts'], {
    cwd: opts.raiz ?? RAIZ,
    env: ambienteDoFilho(porta, dataDir, opts.env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const registro = { filho, apagarDados };
  vivos.add(registro);
  filho.stdout?.on('data', guardar);
  filho.stderr?.on('data', guardar);
  const saiu = new Promise<void>((resolve) => filho.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${porta}`;

  const parar = async () => {
    if (filho.exitCode === null && filho.signalCode === null) {
      filho.kill('SIGTERM');
      const t = setTimeout(() => filho.kill('SIGKILL'), 8000);
      await saiu;
      clearTimeout(t);
    }
    vivos.delete(registro);
    apagarDados();
  };

  const limite = Date.now() + (opts.esperaMs ?? 120_000);
  for (;;) {
    if (filho.exitCode !== null || filho.signalCode !== null) {
      await parar();
      throw new Error(`O servidor saiu antes de ficar pronto (código ${filho.exitCode ?? filho.signalCode}).\n${linhas.slice(-40).join('\n')}`);
    }
    try {
      const r = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (r.ok) break;
    } catch {
      /* ainda subindo */
    }
    if (Date.now() > limite) {
      await parar();
      throw new Error(`O servidor não respondeu /api/health a tempo.\n${linhas.slice(-40).join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, pid: filho.pid ?? 0, porta, dataDir, log: () => linhas.join('\n'), parar };
}

/** `vite build` num processo filho, na raiz dada (configuração do projeto: sai em <raiz>/dist/web). */
export function construirWeb(raiz = RAIZ): Promise<void> {
  return new Promise((resolve, reject) => {
    const filho = spawn(process.execPath, [path.join(RAIZ, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
      cwd: raiz,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    filho.on('error', reject);
    filho.on('exit', (codigo) => (codigo === 0 ? resolve() : reject(new Error(`vite build falhou (código ${codigo})`))));
  });
}
