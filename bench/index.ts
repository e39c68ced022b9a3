/**
 * `npm run bench -- <cenário> [-- --connections N --duration S --warmup S --only texto]`
 *   base       vazão/latência das rotas reais contra as de referência (PGlite; e PostgreSQL com DATABASE_URL)
 *   eventos    lista de eventos e inscrição com 2.000 eventos e 10.000 turmas, contra as mesmas referências
 *              (meta: lista ≥ 0,8× a leitura indexada; PGlite e, com DATABASE_URL, PostgreSQL)
 *   presenca   confirmações de presença (novas e repetidas) com 50 pessoas simultâneas, contra uma escrita
 *              autenticada de referência (meta ≥ 1,0×; p99 < 50 ms no PostgreSQL)
 *   web        JavaScript do /login (orçamento de 86 kB gzip), bytes na rede e Lighthouse por página, com a CPU
 *              calibrada para a máquina [--runs N (padrão 5) --only /caminho]
 *   carga      o dia de um congresso: 200 clientes com login, lista, inscrição, presença e certificado misturados,
 *              contra 1 e 2 processos (`npm run cluster`) atrás do nginx, no PostgreSQL (DATABASE_URL); razão 2 ÷ 1
 *   orcamento  só o JavaScript do /login, estático (sem navegador): passo do `npm test`
 *   certificados  PDFs por segundo num núcleo [--duration S] e a emissão de 1.000 certificados de ponta a ponta
 *              (tempo e pico de memória do servidor) [--quantos N]; PGlite e, com DATABASE_URL, PostgreSQL
 *   chamadas   a distribuição automática da revisão: 600 trabalhos para 60 avaliadoras, prévia e gravação pelo
 *              servidor real, conferindo conflitos, linhas e equilíbrio (meta: gravar em menos de 2 s)
 *              [--trabalhos N --avaliadores M]; PGlite e, com DATABASE_URL, PostgreSQL
 *   relatorios  exportação XLSX de 50.000 inscrições pelo servidor real: tempo e pico de memória contra a memória
 *              parada (meta ≤ +50 MB), e a referência do write-excel-file em memória [--inscricoes N];
 *              PGlite e, com DATABASE_URL ou TEST_DATABASE_URL, PostgreSQL
 *
 * Para investigar: BENCH_SO_POSTGRES=1 (eventos: só o PostgreSQL) e SERVIDOR_NODE_ARGS (opções do Node do servidor
 * medido, ex.: `--cpu-prof --cpu-prof-dir=/tmp/perfil` para ver onde vai a CPU).
 */
import { limparTudoSincrono } from '../scripts/servidor-local.ts';
import { cenarioBase } from './base.ts';
import { cenarioCertificados } from './certificados.ts';
import { cenarioChamadas } from './chamadas.ts';
import { cenarioEventos } from './eventos.ts';
import { cenarioCarga } from './carga.ts';
import { cenarioPresenca } from './presenca.ts';
import { cenarioRelatorios } from './relatorios.ts';
import { rodarLimpezas } from './limpeza.ts';
import { cenarioOrcamento, cenarioWeb } from './web.ts';

function lerOpcoes(args: string[]): { cenario: string | undefined; numeros: Record<string, number>; so?: string } {
  const numeros: Record<string, number> = {};
  let cenario: string | undefined;
  let so: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--') continue;
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(a);
    if (m) {
      const valor = m[2] ?? args[++i];
      if (m[1] === 'only') {
        so = valor;
        continue;
      }
      const n = Number(valor);
      if (!Number.isFinite(n) || n < 0) throw new Error(`--${m[1]} precisa de um número (recebi "${valor}")`);
      numeros[m[1]!] = n;
    } else if (!cenario) cenario = a;
    else throw new Error(`argumento inesperado: ${a}`);
  }
  return { cenario, numeros, so };
}

async function main(): Promise<number> {
  const { cenario, numeros, so } = lerOpcoes(process.argv.slice(2));
  process.on('exit', limparTudoSincrono);
  process.on('SIGINT', () => {
    limparTudoSincrono(); // mata os servidores (soltam as conexões) antes de apagar o banco temporário
    void rodarLimpezas().finally(() => process.exit(130));
  });
  const t0 = Date.now();
  let codigo: number;
  const medida = { conexoes: numeros.connections ?? 50, duracao: numeros.duration ?? 10, aquecimento: numeros.warmup ?? 2, so };
  if (cenario === 'base') {
    codigo = await cenarioBase(medida);
  } else if (cenario === 'eventos') {
    codigo = await cenarioEventos(medida);
  } else if (cenario === 'presenca') {
    codigo = await cenarioPresenca(medida);
  } else if (cenario === 'web') {
    codigo = await cenarioWeb({ execucoes: numeros.runs ?? 5, ...(so ? { so } : {}) });
  } else if (cenario === 'certificados') {
    codigo = await cenarioCertificados({ duracao: numeros.duration ?? 10, quantos: numeros.quantos ?? 1000 });
  } else if (cenario === 'chamadas') {
    codigo = await cenarioChamadas({ trabalhos: numeros.trabalhos ?? 600, avaliadores: numeros.avaliadores ?? 60 });
  } else if (cenario === 'relatorios') {
    codigo = await cenarioRelatorios({ inscricoes: numeros.inscricoes ?? 50_000 });
  } else if (cenario === 'carga') {
    codigo = await cenarioCarga({ conexoes: numeros.connections ?? 200, duracao: numeros.duration ?? 20, aquecimento: numeros.warmup ?? 3 });
  } else if (cenario === 'orcamento') {
    codigo = await cenarioOrcamento();
  } else {
    process.stderr.write('Uso: npm run bench -- base|eventos|presenca|web|orcamento|certificados|chamadas|relatorios|carga [-- --connections 50 --duration 10 --warmup 2 --only login --runs 3]\n');
    return 2;
  }
  process.stdout.write(`\nbench ${cenario}: ${((Date.now() - t0) / 1000).toFixed(0)} s\n`);
  return codigo;
}

main().then(
  (codigo) => process.exit(codigo),
  (err: unknown) => {
    process.stderr.write(`\nFalha no benchmark: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  },
);
