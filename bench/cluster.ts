/**
 * N processos do servidor (`npm run cluster`) atrás do nginx configurado pelo guia (docs/nginx/escola.conf),
 * no PostgreSQL de `url`: para os cenários que medem a escala (carga, certificados).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { portaLivre, RAIZ } from '../scripts/servidor-local.ts';
import { registrarLimpeza } from './limpeza.ts';

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((c) => fs.existsSync(c));

/** A configuração do guia com as portas dadas (1 ou 2 processos) e os caminhos num diretório temporário. */
function configurarNginx(dir: string, porta: number, upstreams: number[]): string {
  const guia = fs.readFileSync(path.join(RAIZ, 'docs/nginx/escola.conf'), 'utf8').replace(/^#.*$/gm, '');
  const linhas = guia.match(/^\s*server 127\.0\.0\.1:\d+ .*$/gm) ?? [];
  if (linhas.length < 1) throw new Error('docs/nginx/escola.conf sem servidores no upstream');
  const modelo = linhas[0]!;
  let conf = guia;
  for (const l of linhas) conf = conf.replace(`${l}\n`, '');
  conf = conf
    .replace(/(upstream escola \{\n(?:.*\n)*?\s*least_conn;\n)/, `$1${upstreams.map((p) => modelo.replace(/:\d+/, `:${p}`)).join('\n')}\n`)
    .replace(/listen 80;/, `listen 127.0.0.1:${porta};`)
    .replace('/var/log/nginx/escola.access.log', 'off')
    .replace(/access_log off escola;/, 'access_log off;');
  const temp = (n: string) => `${n}_temp_path ${path.join(dir, n)};`;
  const arquivo = path.join(dir, 'nginx.conf');
  fs.writeFileSync(arquivo, [
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'daemon off;', 'worker_processes 1;', `pid ${path.join(dir, 'nginx.pid')};`, `error_log ${path.join(dir, 'error.log')} error;`,
    'events { worker_connections 4096; }',
    `http { ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')}\n${conf}\n}`,
  ].join('\n'));
  return arquivo;
}

function parar(filho: ChildProcess | null, sinal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!filho || filho.exitCode !== null || filho.signalCode !== null) return Promise.resolve();
  return new Promise((ok) => {
    const t = setTimeout(() => filho.kill('SIGKILL'), 45_000);
    filho.once('exit', () => {
      clearTimeout(t);
      ok();
    });
    filho.kill(sinal);
  });
}

/** Produção de verdade (JWT_SECRET, APP_URL, TRUST_PROXY atrás do nginx), com o limite de login por IP aberto: todos vêm do loopback. */
export function ambienteDoCluster(url: string, dir: string, portaNginx: number): NodeJS.ProcessEnv {
  return {
    ...process.env, NODE_ENV: 'production', DATABASE_URL: url, DATA_DIR: path.join(dir, 'dados'), APP_URL: `http://127.0.0.1:${portaNginx}`,
    JWT_SECRET: 'segredo-do-bench-de-carga-com-mais-de-32-caracteres', TRUST_PROXY: 'true', SEED_DEMO: 'false', SKIP_WEB_BUILD: '1',
    LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_PER_MIN: '100000', HOST: '127.0.0.1', SMTP_URL: '', MIGRATE_ON_START: 'true',
  };
}

export interface Filhos {
  cluster: ChildProcess | null;
  nginx: ChildProcess | null;
}

/** Sobe `npm run cluster` com N processos e o nginx na frente; devolve o endereço do nginx quando todos estão prontos. */
export async function subirCluster(url: string, dir: string, processos: number, filhos: Filhos): Promise<string> {
  const portaBase = await portaLivre();
  const portaNginx = await portaLivre();
  const saida: string[] = [];
  const cluster = spawn(process.execPath, ['--import', 'tsx', 'scripts/cluster.ts', '--processos', String(processos), '--porta', String(portaBase)], {
    cwd: RAIZ,
    env: ambienteDoCluster(url, dir, portaNginx),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  filhos.cluster = cluster;
  cluster.stdout!.on('data', (b: Buffer) => saida.push(b.toString()));
  cluster.stderr!.on('data', (b: Buffer) => saida.push(b.toString()));
  const portas = Array.from({ length: processos }, (_, i) => portaBase + i);
  filhos.nginx = spawn(NGINX!, ['-c', configurarNginx(dir, portaNginx, portas), '-p', dir], { stdio: 'ignore' });
  const limite = Date.now() + 180_000;
  while (!saida.join('').includes('processo(s) prontos')) {
    if (Date.now() > limite || cluster.exitCode !== null) throw new Error(`o cluster não ficou pronto:\n${saida.slice(-20).join('')}`);
    await new Promise((ok) => setTimeout(ok, 250));
  }
  return `http://127.0.0.1:${portaNginx}`;
}


/** Para o nginx e o cluster (que espera as tarefas em andamento de cada processo). */
export async function pararCluster(filhos: Filhos): Promise<void> {
  await parar(filhos.nginx, 'SIGQUIT');
  await parar(filhos.cluster);
}

/**
 * Um diretório temporário (o DATA_DIR dos processos fica em `<dir>/dados`), `preparar` (semear, com os
 * arquivos em `<dir>/dados/files`), o cluster de N processos atrás do nginx, `fn` com o endereço do nginx; no
 * fim (ou num Ctrl-C) para tudo e apaga o diretório.
 */
export async function comCluster<C, T>(
  url: string,
  processos: number,
  prefixo: string,
  preparar: (arquivos: string) => Promise<C>,
  fn: (alvo: string, carga: C) => Promise<T>,
): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefixo));
  const filhos: Filhos = { cluster: null, nginx: null };
  // interrompido (Ctrl-C): os processos filhos saem antes de o banco temporário ser apagado
  const desregistrar = registrarLimpeza(async () => {
    filhos.cluster?.kill('SIGKILL');
    filhos.nginx?.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });
  try {
    const carga = await preparar(path.join(dir, 'dados', 'files'));
    return await fn(await subirCluster(url, dir, processos, filhos), carga);
  } finally {
    await pararCluster(filhos);
    desregistrar();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
