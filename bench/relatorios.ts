/**
 * `npm run bench -- relatorios [-- --inscricoes N]` (issue 21):
 * 1. Referência: o `write-excel-file` (que monta a planilha inteira na memória) com as mesmas 50.000
 *    linhas, neste processo: tempo e quanto o pico de memória (VmHWM) subiu — a medida que levou à escrita
 *    em partes (decisão 025).
 * 2. Semente: 50.000 inscrições (e pessoas) em SQL em massa; o servidor real sobe sobre o banco.
 * 3. Exportação XLSX de 50.000 linhas por `POST /api/admin/relatorios/exportacao`: tempo, linhas conferidas
 *    no arquivo (descompactado aqui) e a memória do servidor — o pico (VmHWM zerado logo antes por
 *    `/proc/<pid>/clear_refs`) contra a memória parada (VmRSS depois de uma exportação pequena de
 *    aquecimento). Meta: pico ≤ parado + 50 MB.
 * PGlite e, com DATABASE_URL (ou TEST_DATABASE_URL), PostgreSQL num banco temporário criado e apagado.
 * Sai com código 1 se houver erro, resposta não-2xx, linhas faltando ou a memória passar da meta.
 *
 * Gancho: `MEDICOES_EXTRAS` recebe outras medições sobre o mesmo banco semeado e o mesmo servidor
 * (ex.: o tempo de `GET /api/admin/dashboard-analitico` com as 50.000 inscrições).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import writeXlsxFile from 'write-excel-file/node';
import { dataEmSaoPaulo, instanteEmSaoPaulo } from '../src/shared/rules/cronograma.ts';
import type { Db } from '../src/server/db/client.ts';
import { eventos, turmas, unidades, usuarios } from '../src/server/db/schema/index.ts';
import { seedLookups } from '../src/server/db/seed.ts';
import { hashSenha } from '../src/server/lib/senha.ts';
import { semearInscricoesEmMassa } from '../src/server/testing/relatorios.ts';
import type { Servidor } from '../scripts/servidor-local.ts';
import { comBancoTemporario, comServidor, semearBanco } from './ambiente.ts';
import { ms } from './formato.ts';
import { registrarLimpeza } from './limpeza.ts';
import { medirPainelAnalitico } from './painel-analitico.ts';

const SENHA_ADMIN = 'Bench@2026';
const ADMIN = { identificador: 'relatorios@escola.bench', senha: SENHA_ADMIN };
const META_MB = 50;

export interface ContextoDaMedicao {
  servidor: Servidor;
  auth: Record<string, string>;
  rotulo: string;
  inscricoes: number;
}

/**
 * Medições extras sobre o mesmo servidor e as mesmas 50.000 inscrições; cada uma devolve um erro (texto)
 * ou nulo. Ex.: `MEDICOES_EXTRAS.push(async ({ servidor, auth }) => { … fetch(`${servidor.url}/api/admin/dashboard-analitico`, { headers: auth }) … })`.
 */
export const MEDICOES_EXTRAS: ((c: ContextoDaMedicao) => Promise<string | null>)[] = [];

function statusDaMemoria(pid: number | 'self'): { rss: number; hwm: number } | null {
  try {
    const t = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return { rss: Number(/VmRSS:\s+(\d+) kB/.exec(t)![1]) / 1024, hwm: Number(/VmHWM:\s+(\d+) kB/.exec(t)![1]) / 1024 };
  } catch {
    return null;
  }
}

/** Zera o pico (VmHWM) do processo; falso se o sistema não deixa. */
function zerarPico(pid: number | 'self'): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

const linhaDeExemplo = (i: number) => [`Pessoa massa ${String(i).padStart(6, '0')}`, '***.456.789-**', 'Curso do benchmark de relatórios', `Turma ${(i % 4) + 1}`, 'Confirmada', new Date(Date.UTC(2026, 2, 1 + (i % 7))), 4];

async function referenciaEmMemoria(n: number): Promise<void> {
  global.gc?.();
  const antes = statusDaMemoria('self');
  const zerou = zerarPico('self');
  const t0 = performance.now();
  const cab = ['Pessoa', 'CPF', 'Evento', 'Turma', 'Situação', 'Inscrita em', 'Carga horária'].map((v) => ({ value: v, fontWeight: 'bold' as const }));
  const dados = [cab, ...Array.from({ length: n }, (_, i) => linhaDeExemplo(i).map((v) => (v instanceof Date ? { value: v, type: Date, format: 'dd/mm/yyyy' } : { value: v })))];
  const buf = await writeXlsxFile(dados as never).toBuffer();
  const t = performance.now() - t0;
  const depois = statusDaMemoria('self');
  process.stdout.write(
    `\n1. Referência: write-excel-file (planilha inteira na memória), ${n.toLocaleString('pt-BR')} linhas neste processo\n` +
      `   ${ms(t)} · ${(buf.length / 1e6).toFixed(1)} MB de arquivo · memória antes ${antes?.rss.toFixed(0)} MB, pico ${zerou ? depois?.hwm.toFixed(0) : '?'} MB ` +
      `(+${zerou && antes && depois ? (depois.hwm - antes.rss).toFixed(0) : '?'} MB)\n`,
  );
}

async function semear(db: Db, n: number): Promise<{ turmas: number }> {
  await seedLookups(db);
  await db.insert(usuarios).values({ nome: 'Administração Bench', email: ADMIN.identificador, cpf: '52998224725', celular: '13991234567', senhaHash: await hashSenha(SENHA_ADMIN, 10), perfis: ['usuario', 'administrador'] });
  const [unidade] = await db.select({ id: unidades.id }).from(unidades).limit(1);
  const dia = dataEmSaoPaulo(new Date(Date.now() + 30 * 86_400_000));
  const [inicio, fim] = [instanteEmSaoPaulo(dia, '08:00'), instanteEmSaoPaulo(dia, '12:00')];
  const [evento] = await db
    .insert(eventos)
    .values({ titulo: 'Curso do benchmark de relatórios', local: 'Auditório', tipo: 'Congresso', unidadeId: unidade!.id, publicado: true, inicio, fim, dataInicio: dia, dataFim: dia })
    .returning({ id: eventos.id });
  const ts = await db
    .insert(turmas)
    .values([1, 2, 3, 4].map((i) => ({ eventoId: evento!.id, nome: `Turma ${i}`, vagas: 10_000, confirmadas: 0, inicio, fim, dataInicio: dia, dataFim: dia, cargaHoraria: 4 })))
    .returning({ id: turmas.id });
  const t0 = performance.now();
  await semearInscricoesEmMassa(db, { n, turmas: ts.map((t) => ({ id: t.id, eventoId: evento!.id })), prefixo: 'bench' });
  await db.execute(sql`analyze`);
  process.stdout.write(`  ${n.toLocaleString('pt-BR')} inscrições semeadas em ${ms(performance.now() - t0)}\n`);
  return { turmas: ts.length };
}

const DEFINICAO = { assunto: 'inscricoes', campos: ['pessoa', 'cpf', 'evento', 'turma', 'status', 'criada_em', 'carga_horaria'] };

async function exportar(s: Servidor, auth: Record<string, string>, definicao: object): Promise<{ status: number; corpo: Buffer; ms: number; amostras: number[] }> {
  const amostras: number[] = [];
  const relogio = setInterval(() => {
    const m = statusDaMemoria(s.pid);
    if (m) amostras.push(m.rss);
  }, 20);
  const t0 = performance.now();
  try {
    const r = await fetch(`${s.url}/api/admin/relatorios/exportacao`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ definicao, formato: 'xlsx' }) });
    const corpo = Buffer.from(await r.arrayBuffer());
    return { status: r.status, corpo, ms: performance.now() - t0, amostras };
  } finally {
    clearInterval(relogio);
  }
}

const linhasDaPlanilha = (xlsx: Buffer) => (strFromU8(unzipSync(new Uint8Array(xlsx))['xl/worksheets/sheet1.xml']!).match(/<row /g) ?? []).length - 1;

async function medir(s: Servidor, rotulo: string, n: number): Promise<string | null> {
  const login = await fetch(`${s.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  if (!login.ok) return `login da administração: ${login.status}`;
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  // aquecimento: carrega módulos e planos (uma exportação pequena), depois a memória parada
  const aquece = await exportar(s, auth, { ...DEFINICAO, filtros: [{ campo: 'pessoa', operador: 'contem', valor: 'massa 00001' }] });
  if (aquece.status !== 200) return `exportação de aquecimento respondeu ${aquece.status}: ${aquece.corpo.toString('utf8').slice(0, 300)}`;
  await new Promise((ok) => setTimeout(ok, 1500));
  const parado = statusDaMemoria(s.pid);
  const zerou = zerarPico(s.pid);
  const r = await exportar(s, auth, DEFINICAO);
  if (r.status !== 200) return `exportação respondeu ${r.status}: ${r.corpo.toString('utf8').slice(0, 300)}`;
  const depois = statusDaMemoria(s.pid);
  const pico = Math.max(zerou && depois ? depois.hwm : 0, ...r.amostras);
  const linhas = linhasDaPlanilha(r.corpo);
  process.stdout.write(
    `   ${rotulo}: XLSX de ${linhas.toLocaleString('pt-BR')} linhas em ${ms(r.ms)} (${(r.corpo.length / 1e6).toFixed(1)} MB) · ` +
      `memória do servidor parada ${parado?.rss.toFixed(0) ?? '?'} MB, pico ${pico.toFixed(0)} MB (+${parado ? (pico - parado.rss).toFixed(0) : '?'} MB; meta ≤ +${META_MB} MB; ${zerou ? 'VmHWM zerado' : 'amostras de VmRSS a cada 20 ms'})\n`,
  );
  if (linhas !== n) return `a planilha tem ${linhas} linhas; esperadas ${n}`;
  if (parado && pico - parado.rss > META_MB) return `o pico de memória subiu ${(pico - parado.rss).toFixed(0)} MB (meta ≤ ${META_MB} MB)`;
  for (const extra of MEDICOES_EXTRAS) {
    const e = await extra({ servidor: s, auth, rotulo, inscricoes: n });
    if (e) return e;
  }
  return null;
}

export async function cenarioRelatorios(opts: { inscricoes: number }): Promise<number> {
  const falhas: string[] = [];
  const n = opts.inscricoes;
  if (!MEDICOES_EXTRAS.includes(medirPainelAnalitico)) MEDICOES_EXTRAS.push(medirPainelAnalitico);
  await referenciaEmMemoria(n);
  process.stdout.write(`\n2. Exportação XLSX pelo servidor real (${n.toLocaleString('pt-BR')} inscrições)\n`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'escola-bench-relatorios-'));
  const apagar = async () => fs.promises.rm(dataDir, { recursive: true, force: true });
  const desregistrar = registrarLimpeza(apagar);
  try {
    await semearBanco({ dataDir }, (db) => semear(db, n));
    const erro = await comServidor({ DATABASE_URL: '', SEED_DEMO: 'false', BENCH_ROUTES: 'true' }, 'escola-bench-relatorios', (s) => medir(s, 'PGlite', n), { dataDir });
    if (erro) falhas.push(`PGlite: ${erro}`);
  } finally {
    await apagar();
    desregistrar();
  }
  const urlBase = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (urlBase) {
    const arquivos = fs.mkdtempSync(path.join(os.tmpdir(), 'escola-bench-relatorios-pg-'));
    try {
      await comBancoTemporario(urlBase, async (url) => {
        await semearBanco({ url }, (db) => semear(db, n));
        const erro = await comServidor({ DATABASE_URL: url, SEED_DEMO: 'false', BENCH_ROUTES: 'true' }, 'escola-bench-relatorios-pg', (s) => medir(s, 'PostgreSQL', n), { dataDir: arquivos });
        if (erro) falhas.push(`PostgreSQL: ${erro}`);
      });
    } finally {
      fs.rmSync(arquivos, { recursive: true, force: true });
    }
  } else {
    process.stdout.write('   (PostgreSQL: defina DATABASE_URL ou TEST_DATABASE_URL para medir também)\n');
  }
  process.stdout.write(falhas.length ? `\n✗ ${falhas.join('\n✗ ')}\n` : '\n✓ Exportação completa, sem erros, com a memória dentro da meta.\n');
  return falhas.length ? 1 : 0;
}
