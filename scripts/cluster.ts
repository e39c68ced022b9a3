/**
 * `npm run cluster -- --processos N --porta P`: N servidores (`src/server/start.ts`) no mesmo PostgreSQL
 * (`DATABASE_URL`), nas portas P … P+N−1, para ficarem atrás de um balanceador (docs/implantacao.md traz a
 * configuração do nginx). O primeiro sobe sozinho (constrói o web se preciso, migra, semeia) e só então os
 * demais; um processo que cai é reiniciado; SIGTERM/SIGINT encerram todos com calma (cada um termina os pedidos
 * em andamento e devolve as tarefas).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const RAIZ = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function falhar(mensagem: string): never {
  process.stderr.write(`\n${mensagem}\n\n`);
  process.exit(2);
}

function argumento(nome: string): string | undefined {
  const i = process.argv.indexOf(`--${nome}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

if (process.argv.includes('--ajuda')) {
  process.stdout.write(
    'Uso: DATABASE_URL=postgres://… npm run cluster -- [--processos N] [--porta P]\n' +
      '  N processos (padrão: um por núcleo), nas portas P … P+N−1 (padrão: PORT ou 3001).\n' +
      '  Todos usam o mesmo banco, o mesmo DATA_DIR (ou S3) e o mesmo JWT_SECRET; veja docs/implantacao.md.\n',
  );
  process.exit(0);
}

const processos = Number(argumento('processos') ?? os.availableParallelism());
const portaBase = Number(argumento('porta') ?? process.env.PORT ?? 3001);
if (!Number.isInteger(processos) || processos < 1 || processos > 64) falhar('--processos deve ser um número inteiro de 1 a 64.');
if (!Number.isInteger(portaBase) || portaBase < 1 || portaBase + processos - 1 > 65535) falhar('--porta deve ser uma porta válida.');
if (!process.env.DATABASE_URL) {
  falhar('O cluster precisa de um PostgreSQL: defina DATABASE_URL. O PGlite (o banco embutido) atende um processo só — use npm start.');
}

interface Processo {
  indice: number;
  porta: number;
  filho: ChildProcess | null;
}

let encerrando = false;
const todos: Processo[] = Array.from({ length: processos }, (_, indice) => ({ indice, porta: portaBase + indice, filho: null }));

function iniciar(p: Processo, primeiro: boolean): void {
  const filho = spawn(process.execPath, ['--import', 'tsx', 'src/server/start.ts'], {
    cwd: RAIZ,
    env: { ...process.env, PORT: String(p.porta), ...(primeiro ? {} : { SKIP_WEB_BUILD: '1' }) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  p.filho = filho;
  process.stderr.write(`[cluster] processo ${p.indice + 1} na porta ${p.porta} (pid ${filho.pid})\n`);
  filho.once('exit', (codigo, sinal) => {
    p.filho = null;
    if (encerrando) return;
    process.stderr.write(`[cluster] o processo ${p.indice + 1} (porta ${p.porta}) saiu (${codigo ?? sinal}); reiniciando em 1 s\n`);
    setTimeout(() => {
      if (!encerrando) iniciar(p, false);
    }, 1000).unref();
  });
}

/** Espera o processo responder pronto (banco e fila) em /api/health/pronto. */
async function esperarPronto(p: Processo, limiteMs: number): Promise<void> {
  const fim = Date.now() + limiteMs;
  for (;;) {
    if (!p.filho) throw new Error(`o processo da porta ${p.porta} saiu antes de ficar pronto`);
    try {
      const r = await fetch(`http://127.0.0.1:${p.porta}/api/health/pronto`, { signal: AbortSignal.timeout(2000) });
      if (r.ok) return;
    } catch {
      /* ainda subindo */
    }
    if (Date.now() > fim) throw new Error(`o processo da porta ${p.porta} não ficou pronto em ${limiteMs / 1000} s`);
    await new Promise((ok) => setTimeout(ok, 250));
  }
}

async function encerrar(sinal: NodeJS.Signals, codigo = 0): Promise<void> {
  if (encerrando) return;
  encerrando = true;
  process.stderr.write(`[cluster] ${sinal}: encerrando ${todos.filter((p) => p.filho).length} processo(s)\n`);
  const saidas = todos.map((p) => {
    const f = p.filho;
    if (!f) return Promise.resolve();
    const saiu = new Promise<void>((ok) => f.once('exit', () => ok()));
    f.kill('SIGTERM');
    // cada servidor espera até 30 s as tarefas em execução; passado isso, à força
    const forcar = setTimeout(() => f.kill('SIGKILL'), 40_000);
    return saiu.finally(() => clearTimeout(forcar));
  });
  await Promise.all(saidas);
  process.exit(codigo);
}

process.on('SIGINT', () => void encerrar('SIGINT'));
process.on('SIGTERM', () => void encerrar('SIGTERM'));

async function main(): Promise<void> {
  const [primeiro, ...demais] = todos;
  iniciar(primeiro!, true);
  await esperarPronto(primeiro!, 10 * 60_000);
  for (const p of demais) iniciar(p, false);
  await Promise.all(demais.map((p) => esperarPronto(p, 120_000)));
  const servidores = todos.map((p) => `    server 127.0.0.1:${p.porta};`).join('\n');
  process.stdout.write(`\n[cluster] ${processos} processo(s) prontos nas portas ${portaBase}–${portaBase + processos - 1}. No nginx:\n  upstream escola {\n${servidores}\n  }\n\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`[cluster] ${(err as Error).message}\n`);
  void encerrar('SIGTERM', 1);
});
