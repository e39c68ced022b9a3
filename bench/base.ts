/**
 * `npm run bench -- base`: vazão e latência das rotas reais contra rotas de referência do mesmo app
 * (BENCH_ROUTES=1), no PGlite e — com DATABASE_URL — no PostgreSQL (banco temporário criado e apagado).
 */
import type { Servidor } from '../scripts/servidor-local.ts';
import { comBancoTemporario, comServidor } from './ambiente.ts';
import { criarContasDeBench, type ContaBench } from './contas.ts';
import { imprimir, json, medirRotas, type Medida, type OpcoesMedida, type Rota } from './medicao.ts';

export type OpcoesBase = OpcoesMedida;

const USUARIO = { identificador: 'usuario@escola.demo', senha: 'Escola@2026' };

async function rodarConjunto(servidor: Servidor, opts: OpcoesBase): Promise<Medida[]> {
  const sessao = await json<{ token: string }>(
    await fetch(`${servidor.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(USUARIO) }),
    'POST /api/auth/login',
  );
  const nota = await json<{ id: number }>(
    await fetch(`${servidor.url}/api/bench/notas`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ texto: 'nota de referência' }) }),
    'POST /api/bench/notas',
  );
  const rotas: Rota[] = [
    { nome: 'GET /api/bench/hello', method: 'GET', caminho: '/api/bench/hello', referencia: 'sem banco' },
    { nome: 'GET /api/bench/notas/:id', method: 'GET', caminho: `/api/bench/notas/${nota.id}`, referencia: 'leitura' },
    { nome: 'POST /api/bench/notas', method: 'POST', caminho: '/api/bench/notas', body: { texto: 'carga' }, referencia: 'escrita' },
    { nome: 'GET /api/perfil/me', method: 'GET', caminho: '/api/perfil/me', autenticada: true, comparar: 'leitura' },
    { nome: 'GET /api/notificacoes/nao-lidas/contagem', method: 'GET', caminho: '/api/notificacoes/nao-lidas/contagem', autenticada: true, comparar: 'leitura' },
    // scrypt (SCRYPT_LOG_N padrão 15) domina: é o custo real de um login
    // logins corretos repartidos entre contas (veja bench/contas.ts): mede o login, não a recusa
    { nome: 'POST /api/auth/login', method: 'POST', caminho: '/api/auth/login', corpos: [], comparar: 'escrita', duracaoMinima: 20 },
    { nome: 'POST /api/auth/login', method: 'POST', caminho: '/api/auth/login', corpos: [], comparar: 'escrita', conexoes: 10, duracaoMinima: 10 },
  ];
  const escolhidas = rotas.filter((r) => !opts.so || r.referencia || r.nome.includes(opts.so));
  const comContas = escolhidas.filter((r) => r.corpos);
  if (comContas.length > 0) {
    // uma conta por conexão: cada conta fica com ~1 login em andamento por vez
    const quantas = Math.max(...comContas.map((r) => r.conexoes ?? opts.conexoes));
    const contas: ContaBench[] = await criarContasDeBench(servidor.url, quantas);
    process.stdout.write(`  ${contas.length} contas de bench criadas para o login\n`);
    for (const r of comContas) r.corpos = contas;
  }
  return medirRotas(servidor.url, escolhidas, sessao.token, opts);
}

/** Roda o cenário; devolve o código de saída (1 quando alguma medida foi reprovada por `problemas`). */
export async function cenarioBase(opts: OpcoesBase): Promise<number> {
  process.stdout.write(`Cenário base: ${opts.conexoes} conexões, ${opts.duracao} s por rota após ${opts.aquecimento} s de aquecimento.\n\n`);
  process.stdout.write('PGlite (DATA_DIR temporário):\n');
  const pglite = await comServidor({ DATABASE_URL: '' }, 'escola-bench', (s) => rodarConjunto(s, opts));
  const falhas = imprimir('Resultados — PGlite', pglite);

  const urlPg = process.env.DATABASE_URL;
  if (!urlPg) {
    process.stdout.write('\n(sem DATABASE_URL: PostgreSQL não medido)\n');
  } else {
    process.stdout.write('\nPostgreSQL (DATABASE_URL):\n');
    const pg = await comBancoTemporario(urlPg, (url) => comServidor({ DATABASE_URL: url }, 'escola-bench-pg', (s) => rodarConjunto(s, opts)));
    falhas.push(...imprimir('Resultados — PostgreSQL', pg));
  }
  if (falhas.length === 0) return 0;
  process.stderr.write(
    `\nBENCHMARK REPROVADO: ${falhas.length} medida(s) com respostas inesperadas ou erros; os números acima não medem essas rotas.\n` +
      falhas.map((f) => `  - ${f}\n`).join(''),
  );
  return 1;
}
