/**
 * `npm run bench -- carga`: o dia de um congresso. Muitos clientes ao mesmo tempo (200 por padrão), uma
 * mistura do que as pessoas fazem nesse dia — entrar, ver a lista de eventos, se inscrever, confirmar a
 * presença pelo QR, baixar o certificado — contra 1 e depois 2 processos (`npm run cluster`) atrás do nginx
 * (a configuração do guia, docs/nginx/escola.conf), no PostgreSQL. Imprime vazão, p50/p99, erros e a razão
 * 2 processos ÷ 1; qualquer erro ou resposta fora de 2xx reprova a medida (não é número).
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { dataEmSaoPaulo, instanteEmSaoPaulo } from '../src/shared/rules/cronograma.ts';
import type { Db } from '../src/server/db/client.ts';
import { certificados, datasTurma, eventos, inscricoes, turmaInstrutores, turmas, unidades } from '../src/server/db/schema/index.ts';
import { seedLookups } from '../src/server/db/seed.ts';
import { comBancoTemporario, semearBanco } from './ambiente.ts';
import { comCluster, NGINX } from './cluster.ts';
import { entrarTodas, rodizioDeInscricoes } from './eventos.ts';
import { ms } from './formato.ts';
import { semearEventos, type CargaEventos } from './semente-eventos.ts';

const PESSOAS = 1000;

/** Proporção de cada ação na mistura (em 100 pedidos). */
const MISTURA = { login: 2, lista: 40, inscricao: 15, presenca: 30, certificado: 13 } as const;
type Acao = keyof typeof MISTURA;

interface Carga extends CargaEventos {
  turmaHoje: number;
  /** Certificado de cada participante, na ordem das contas. */
  certificados: number[];
}

/** Um congresso hoje com todos inscritos (presenças) e um certificado emitido para cada pessoa (PDF gerado no 1º download). */
async function semear(db: Db): Promise<Carga> {
  await seedLookups(db);
  const base = await semearEventos(db, new Date(), PESSOAS);
  const ids = ((await db.execute(sql`select id, nome from usuarios where email like 'participante%@escola.bench' order by id`)) as unknown as { rows: { id: number; nome: string }[] }).rows;
  const [instrutor] = ((await db.execute(sql`select id from usuarios where email like 'instrutor%@escola.bench' limit 1`)) as unknown as { rows: { id: number }[] }).rows;
  const [unidade] = await db.select({ id: unidades.id }).from(unidades).limit(1);
  const agora = new Date();
  const hoje = dataEmSaoPaulo(agora);
  const inicio = instanteEmSaoPaulo(hoje, '00:00');
  const fim = instanteEmSaoPaulo(hoje, '23:59');
  const [ev] = await db.insert(eventos).values({ titulo: 'Congresso da carga', local: 'Teatro', tipo: 'Congresso', unidadeId: unidade!.id, publicado: true, inicio, fim, dataInicio: hoje, dataFim: hoje }).returning({ id: eventos.id });
  const [t] = await db.insert(turmas).values({ eventoId: ev!.id, nome: 'Plenária', vagas: PESSOAS, confirmadas: PESSOAS, inicio, fim, dataInicio: hoje, dataFim: hoje, cargaHoraria: 24 }).returning({ id: turmas.id });
  await db.insert(datasTurma).values({ turmaId: t!.id, data: hoje, horarioInicio: '00:00', horarioFim: '23:59' });
  await db.insert(turmaInstrutores).values({ turmaId: t!.id, usuarioId: instrutor!.id, ordem: 1 });
  await db.insert(inscricoes).values(ids.map((u) => ({ turmaId: t!.id, eventoId: ev!.id, usuarioId: u.id, status: 'confirmada' as const, exclusiva: false, criadaEm: agora, confirmadaEm: agora })));
  const certs = await db
    .insert(certificados)
    .values(ids.map((u, i) => ({
      codigo: `CARG-${String(i).padStart(4, '0')}-0000`, origem: 'evento' as const, tipo: 'participante' as const, usuarioId: u.id, turmaId: t!.id,
      nome: u.nome, curso: 'Congresso da carga', turmaNome: 'Plenária', dataInicio: hoje, dataFim: hoje, cargaHoraria: 24,
    })))
    .returning({ id: certificados.id });
  await db.execute(sql`analyze usuarios, inscricoes, certificados, turmas`);
  return { ...base, turmaHoje: t!.id, certificados: certs.map((c) => c.id) };
}

/** Os pedidos da mistura, em rodízio determinístico (k-ésimo pedido → ação e pessoa). */
function misturador(tokens: readonly string[], carga: Carga, contas: CargaEventos['participantes']) {
  const roda: Acao[] = (Object.entries(MISTURA) as [Acao, number][]).flatMap(([acao, n]) => Array<Acao>(n).fill(acao));
  const inscrever = rodizioDeInscricoes(tokens, carga.abertas);
  const contagem: Record<Acao, number> = { login: 0, lista: 0, inscricao: 0, presenca: 0, certificado: 0 };
  const foraDe2xx: string[] = [];
  let k = 0;
  const proximo = () => ({ acao: roda[(k * 37) % roda.length]!, ...pedido() });
  const zerar = () => {
    for (const a of Object.keys(contagem) as Acao[]) contagem[a] = 0;
    foraDe2xx.length = 0;
  };
  const pedido = () => {
    const acao = roda[(k * 37) % roda.length]!;
    const u = k % tokens.length;
    k++;
    contagem[acao]++;
    switch (acao) {
      case 'login':
        return { method: 'POST', path: '/api/auth/login', body: contas[u]!, token: null };
      case 'lista':
        return { method: 'GET', path: '/api/eventos?status=programado,em_andamento&pagina=1&por_pagina=20', token: tokens[u]! };
      case 'inscricao': {
        const p = inscrever();
        return { method: 'POST', path: p.caminho, body: {}, token: p.token };
      }
      case 'presenca':
        return { method: 'POST', path: '/api/presencas/confirmar', body: { turma: carga.turmaHoje }, token: tokens[u]! };
      case 'certificado':
        return { method: 'GET', path: `/api/certificados/${carga.certificados[u]!}/pdf`, token: tokens[u]! };
    }
  };
  return { proximo, contagem, foraDe2xx, zerar };
}

/** `inscricao 409` ×3, `lista 502` ×1 … */
function resumir(lista: readonly string[]): string {
  const n = new Map<string, number>();
  for (const x of lista) n.set(x, (n.get(x) ?? 0) + 1);
  return [...n].map(([x, c]) => `${x} ×${c}`).join(', ');
}

interface Resultado {
  processos: number;
  reqs: number;
  p50: number;
  p99: number;
  erros: number;
  nao2xx: number;
  contagem: Record<Acao, number>;
}

async function medirCom(urlBase: string, processos: number, opts: { conexoes: number; duracao: number; aquecimento: number }): Promise<Resultado> {
  return comBancoTemporario(urlBase, (url) =>
    comCluster(
      url,
      processos,
      'escola-bench-carga-',
      async () => {
        const t0 = Date.now();
        const carga = await semearBanco({ url }, semear);
        process.stdout.write(`  carga gravada em ${((Date.now() - t0) / 1000).toFixed(1)} s: ${PESSOAS} pessoas, congresso hoje, ${carga.certificados.length} certificados, ${carga.turmas} turmas\n`);
        return carga;
      },
      async (alvo, carga) => {
        const tokens = await entrarTodas(alvo, carga.participantes);
        // um rodízio só para o aquecimento e a medida: as inscrições da medida são novas (pares pessoa–evento não se repetem)
        const { proximo, contagem, foraDe2xx, zerar } = misturador(tokens, carga, carga.participantes);
        const rodar = (duracao: number) =>
          autocannon({
            url: alvo, connections: opts.conexoes, duration: duracao, timeout: 30,
            requests: [{
              setupRequest: (req: Record<string, unknown>, contexto: Record<string, unknown>) => {
                const p = proximo();
                contexto.acao = p.acao;
                const headers: Record<string, string> = { accept: 'application/json' };
                if (p.token) headers.authorization = `Bearer ${p.token}`;
                if (p.body !== undefined) headers['content-type'] = 'application/json';
                return { ...req, method: p.method, path: p.path, headers, ...(p.body !== undefined ? { body: JSON.stringify(p.body) } : {}) };
              },
              onResponse: (status: number, _corpo: string, contexto: Record<string, unknown>) => {
                if (status < 200 || status >= 300) foraDe2xx.push(`${String(contexto.acao)} ${status}`);
              },
            }],
          });
        process.stdout.write(`  ${processos} processo(s) atrás do nginx: aquecendo ${opts.aquecimento} s, medindo ${opts.duracao} s com ${opts.conexoes} clientes…`);
        await rodar(opts.aquecimento);
        zerar();
        const r = await rodar(opts.duracao);
        process.stdout.write(` ${Math.round(r.requests.average).toLocaleString('pt-BR')} req/s\n`);
        if (foraDe2xx.length > 0) process.stdout.write(`    fora de 2xx: ${resumir(foraDe2xx)}\n`);
        return { processos, reqs: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, erros: r.errors + r.timeouts, nao2xx: r.non2xx, contagem };
      },
    ),
  );
}

export async function cenarioCarga(opts: { conexoes: number; duracao: number; aquecimento: number }): Promise<number> {
  const urlPg = process.env.DATABASE_URL;
  if (!urlPg || !NGINX) {
    process.stderr.write('O cenário carga precisa de DATABASE_URL (PostgreSQL) e do nginx (apt-get install nginx).\n');
    return 1;
  }
  process.stdout.write(
    `Cenário carga: ${opts.conexoes} clientes, ${opts.duracao} s após ${opts.aquecimento} s de aquecimento; mistura por 100 pedidos: ` +
      `${Object.entries(MISTURA).map(([a, n]) => `${a} ${n}`).join(', ')}; ${os.availableParallelism()} núcleos nesta máquina.\n\n`,
  );
  const resultados: Resultado[] = [];
  for (const n of [1, 2]) resultados.push(await medirCom(urlPg, n, opts));
  process.stdout.write('\nprocessos  req/s    p50      p99      erros  não-2xx  pedidos por ação\n');
  for (const r of resultados) {
    process.stdout.write(
      `${String(r.processos).padEnd(9)}  ${Math.round(r.reqs).toLocaleString('pt-BR').padEnd(7)}  ${ms(r.p50).padEnd(7)}  ${ms(r.p99).padEnd(7)}  ${String(r.erros).padEnd(5)}  ${String(r.nao2xx).padEnd(7)}  ` +
        `${Object.entries(r.contagem).map(([a, n]) => `${a} ${n.toLocaleString('pt-BR')}`).join(', ')}\n`,
    );
  }
  const [um, dois] = resultados;
  process.stdout.write(`\nescala: 2 processos ÷ 1 = ${(dois!.reqs / um!.reqs).toFixed(2)}× a vazão (p99 ${ms(um!.p99)} → ${ms(dois!.p99)})\n`);
  const ruins = resultados.filter((r) => r.erros > 0 || r.nao2xx > 0);
  if (ruins.length > 0) {
    process.stderr.write(`\nBENCHMARK REPROVADO: ${ruins.map((r) => `${r.processos} processo(s): ${r.erros} erros, ${r.nao2xx} respostas fora de 2xx`).join('; ')} — não é número.\n`);
    return 1;
  }
  return 0;
}
