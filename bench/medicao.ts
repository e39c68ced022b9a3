/**
 * Medida de vazão e latência com o autocannon, comum aos cenários de rotas (`base`, `eventos`): cada rota
 * é aquecida, medida e drenada; a tabela compara cada uma com a rota de referência do mesmo tipo, medida
 * na mesma execução; respostas inesperadas, erros de conexão e metas de razão não atingidas reprovam.
 */
import autocannon, { type ResultadoAutocannon } from 'autocannon';
import { ms, tabela } from './formato.ts';

export interface OpcoesMedida {
  conexoes: number;
  duracao: number;
  aquecimento: number;
  /** Só as rotas cujo nome contém este texto (as referências sempre rodam, para a razão). */
  so?: string;
}

export type Tipo = 'leitura' | 'escrita';

/** Uma requisição montada na hora (caminho e, se houver, o token de quem pede). */
export interface Pedido {
  caminho: string;
  token?: string;
  /** Corpo JSON deste pedido (senão, o da rota). */
  body?: unknown;
}

export interface Rota {
  nome: string;
  method: 'GET' | 'POST';
  caminho: string;
  body?: unknown;
  /** Corpos usados em rodízio, um por requisição (o login reparte as chamadas entre contas). */
  corpos?: readonly unknown[];
  /**
   * Monta cada requisição (caminho e token), na ordem em que saem, somando aquecimento, medida e
   * drenagem: cada chamada é um pedido novo (ex.: uma inscrição nova, de outra pessoa, noutra turma).
   */
  proximo?: () => Pedido;
  /** Status fora de 2xx que esta rota pode responder sem reprovar a medida (padrão: nenhum). */
  esperados?: readonly number[];
  autenticada?: boolean;
  /** Referência deste tipo (as rotas de referência não têm `comparar`). */
  referencia?: Tipo | 'sem banco';
  comparar?: Tipo;
  /** Razão mínima (req/s desta rota ÷ req/s da referência `comparar`): abaixo dela, a medida reprova. */
  alvo?: number;
  conexoes?: number;
  /** Duração mínima da medida (o login, preso ao scrypt, responde poucas vezes por segundo). */
  duracaoMinima?: number;
}

export interface Medida {
  rota: Rota;
  conexoes: number;
  duracao: number;
  r: ResultadoAutocannon;
}

export async function json<T>(r: Response, oque: string): Promise<T> {
  if (!r.ok) throw new Error(`${oque} respondeu ${r.status}: ${(await r.text()).slice(0, 300)}`);
  return (await r.json()) as T;
}

const aceito = (rota: Rota, status: number) => (status >= 200 && status < 300) || Boolean(rota.esperados?.includes(status));

/**
 * Espera a fila do servidor esvaziar: o autocannon para no fim do tempo, mas o servidor ainda atende
 * o que já recebeu (no login, segundos de scrypt). Uma requisição da mesma rota só volta depois disso,
 * então a medida seguinte não herda a fila da anterior. Uma resposta inesperada aqui também reprova.
 */
async function drenar(url: string, rota: Rota, token: string): Promise<void> {
  const pedido: Pedido = rota.proximo?.() ?? { caminho: rota.caminho, token: rota.autenticada ? token : undefined };
  const body = pedido.body ?? rota.corpos?.[0] ?? rota.body;
  const r = await fetch(url + pedido.caminho, {
    method: rota.method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(pedido.token ? { authorization: `Bearer ${pedido.token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(120_000),
  });
  const texto = await r.text();
  if (!aceito(rota, r.status)) throw new Error(`${rota.method} ${pedido.caminho} (drenagem de ${rota.nome}) respondeu ${r.status}: ${texto.slice(0, 300)}`);
}

/** Requisições montadas uma a uma (rodízio global, não por conexão: as simultâneas caem em contas diferentes). */
function montagem(rota: Rota): { setupRequest: (req: Record<string, unknown>) => Record<string, unknown> }[] | undefined {
  const { proximo } = rota;
  if (proximo) {
    return [
      {
        setupRequest: (req) => {
          const p = proximo();
          const headers = { ...(req.headers as Record<string, string>) };
          if (p.token) headers.authorization = `Bearer ${p.token}`;
          if (p.body !== undefined) headers['content-type'] = 'application/json';
          return { ...req, path: p.caminho, headers, ...(p.body !== undefined ? { body: JSON.stringify(p.body) } : {}) };
        },
      },
    ];
  }
  const corpos = rota.corpos?.map((c) => JSON.stringify(c));
  let i = 0;
  return corpos ? [{ setupRequest: (req) => ({ ...req, body: corpos[i++ % corpos.length] }) }] : undefined;
}

async function medir(url: string, rota: Rota, token: string, conexoes: number, duracao: number): Promise<ResultadoAutocannon> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (rota.body !== undefined || rota.corpos) headers['content-type'] = 'application/json';
  if (rota.autenticada) headers.authorization = `Bearer ${token}`;
  const requests = montagem(rota);
  return autocannon({
    url: url + rota.caminho,
    method: rota.method,
    headers,
    body: rota.body === undefined ? undefined : JSON.stringify(rota.body),
    ...(requests ? { requests } : {}),
    connections: conexoes,
    duration: duracao,
    timeout: 30,
  });
}

/** Aquece, mede e drena cada rota, em ordem; `token` autentica as rotas `autenticada` sem `proximo`. */
export async function medirRotas(url: string, rotas: readonly Rota[], token: string, opts: OpcoesMedida): Promise<Medida[]> {
  const medidas: Medida[] = [];
  for (const rota of rotas) {
    const conexoes = rota.conexoes ?? opts.conexoes;
    const duracao = Math.max(opts.duracao, rota.duracaoMinima ?? 0);
    process.stdout.write(`  ${rota.nome} (${conexoes} conexões): aquecendo ${opts.aquecimento} s, medindo ${duracao} s…`);
    if (opts.aquecimento > 0) {
      await medir(url, rota, token, conexoes, opts.aquecimento);
      await drenar(url, rota, token);
    }
    const r = await medir(url, rota, token, conexoes, duracao);
    await drenar(url, rota, token);
    process.stdout.write(` ${Math.round(r.requests.average)} req/s\n`);
    medidas.push({ rota, conexoes, r, duracao });
  }
  return medidas;
}

/**
 * Mede as rotas em rodadas alternadas (A, B, A, B…): a vazão de cada uma soma as rodadas (requisições ÷
 * tempo), então uma máquina que fica mais lenta ou mais rápida no meio pesa igual nas duas e a razão entre
 * elas não depende do minuto em que cada uma caiu. Aquece só na primeira rodada; `depois` roda depois de
 * cada medida (ex.: esperar o trabalho em segundo plano que a rota deixou). Latência: cada percentil, o da pior rodada.
 */
export async function medirAlternadas(
  url: string,
  rotas: readonly Rota[],
  token: string,
  opts: OpcoesMedida & { rodadas: number },
  depois?: (rota: Rota) => Promise<void>,
): Promise<Medida[]> {
  const rodadas = rotas.map(() => [] as ResultadoAutocannon[]);
  for (let i = 0; i < opts.rodadas; i++) {
    const linha: string[] = [];
    for (const [j, rota] of rotas.entries()) {
      const conexoes = rota.conexoes ?? opts.conexoes;
      const duracao = Math.max(opts.duracao, rota.duracaoMinima ?? 0);
      if (i === 0 && opts.aquecimento > 0) {
        await medir(url, rota, token, conexoes, opts.aquecimento);
        await drenar(url, rota, token);
        await depois?.(rota);
      }
      const r = await medir(url, rota, token, conexoes, duracao);
      await drenar(url, rota, token);
      await depois?.(rota);
      rodadas[j]!.push(r);
      linha.push(`${rota.nome} ${Math.round(r.requests.total / r.duration)} req/s`);
    }
    process.stdout.write(`  rodada ${i + 1} de ${opts.rodadas} (${opts.duracao} s cada): ${linha.join(' · ')}\n`);
  }
  return rotas.map((rota, j) => ({
    rota, conexoes: rota.conexoes ?? opts.conexoes, duracao: Math.max(opts.duracao, rota.duracaoMinima ?? 0) * opts.rodadas, r: somar(rodadas[j]!),
  }));
}

/** Um resultado com as rodadas somadas: req/s = total ÷ tempo total; cada percentil de latência, o da pior rodada. */
function somar(rs: readonly ResultadoAutocannon[]): ResultadoAutocannon {
  const soma = (f: (r: ResultadoAutocannon) => number) => rs.reduce((t, r) => t + f(r), 0);
  const duracao = soma((r) => r.duration);
  const total = soma((r) => r.requests.total);
  const pior = (f: (r: ResultadoAutocannon) => number) => Math.max(...rs.map(f));
  const status: Record<string, { count: number }> = {};
  for (const r of rs) for (const [c, st] of Object.entries(r.statusCodeStats)) status[c] = { count: (status[c]?.count ?? 0) + st.count };
  const base = rs[0]!;
  return {
    ...base,
    duration: duracao,
    errors: soma((r) => r.errors),
    timeouts: soma((r) => r.timeouts),
    non2xx: soma((r) => r.non2xx),
    mismatches: soma((r) => r.mismatches),
    '2xx': soma((r) => r['2xx']),
    statusCodeStats: status,
    latency: { ...base.latency, p50: pior((r) => r.latency.p50), p90: pior((r) => r.latency.p90), p99: pior((r) => r.latency.p99), max: pior((r) => r.latency.max) },
    requests: { ...base.requests, total, average: total / duracao, mean: total / duracao, sent: soma((r) => r.requests.sent) },
  };
}

/** 0.42, 1.3, ou 0.0048 (duas casas significativas quando pequena: o login fica na casa de 1/200). */
export const fmtRazao = (r: number) => (r >= 0.1 ? r.toFixed(2) : r.toPrecision(2));

/**
 * O que reprova uma medida: status fora de 2xx que a rota não declarou em `esperados`, erros de
 * conexão e tempos esgotados. Números de uma rota que recusou ou falhou não medem a rota.
 */
function problemas(m: Medida): string[] {
  const rotulo = `${m.rota.nome} (${m.conexoes} conexões)`;
  const inesperados = Object.entries(m.r.statusCodeStats).filter(([c]) => !aceito(m.rota, Number(c)));
  const lista: string[] = [];
  if (inesperados.length > 0) lista.push(`${rotulo}: respostas inesperadas ${inesperados.map(([c, st]) => `${c}×${st.count}`).join(', ')}`);
  if (m.r.errors > 0) lista.push(`${rotulo}: ${m.r.errors} erros de conexão (${m.r.timeouts} por tempo esgotado)`);
  return lista;
}

/** req/s médio de cada referência medida. */
function referencias(medidas: readonly Medida[]): Map<string, number> {
  const refs = new Map<string, number>();
  for (const m of medidas) if (m.rota.referencia) refs.set(m.rota.referencia, m.r.requests.average);
  return refs;
}

/** Imprime a tabela e devolve os problemas das medidas (vazio quando tudo respondeu como esperado). */
export function imprimir(titulo: string, medidas: Medida[]): string[] {
  const refs = referencias(medidas);
  const linhas = medidas.map((m) => {
    const erros = m.r.errors + m.r.timeouts;
    const naoOk = m.r.non2xx;
    const ref = m.rota.comparar ? refs.get(m.rota.comparar) : undefined;
    const razao = m.rota.referencia
      ? `referência (${m.rota.referencia})`
      : ref
        ? `${fmtRazao(m.r.requests.average / ref)}× a ref. de ${m.rota.comparar}`
        : '—';
    return [m.rota.nome, String(m.conexoes), `${m.duracao} s`, Math.round(m.r.requests.average).toLocaleString('pt-BR'), ms(m.r.latency.p50), ms(m.r.latency.p99), `${erros}/${naoOk}`, razao];
  });
  process.stdout.write(`\n${titulo}\n`);
  process.stdout.write(tabela(['rota', 'conex.', 'tempo', 'req/s', 'p50', 'p99', 'erros/não-2xx', 'razão (req/s)'], linhas, [false, true, true, true, true, true, true, false]));
  const lista = medidas.flatMap(problemas);
  for (const p of lista) process.stdout.write(`  ✗ ${p}\n`);
  return lista;
}

/**
 * Confere as metas de razão (`alvo`) contra a referência medida na mesma execução; imprime PASSOU/FALHOU
 * por rota e devolve as que ficaram abaixo, com os números (vazio quando todas passaram).
 */
export function conferirAlvos(rotulo: string, medidas: readonly Medida[]): string[] {
  const refs = referencias(medidas);
  const falhas: string[] = [];
  for (const m of medidas) {
    if (m.rota.alvo === undefined || !m.rota.comparar) continue;
    const ref = refs.get(m.rota.comparar);
    if (!ref) throw new Error(`a referência de ${m.rota.comparar} não foi medida: sem ela não há razão para ${m.rota.nome}`);
    const razao = m.r.requests.average / ref;
    const passou = razao >= m.rota.alvo;
    const texto = `${m.rota.nome}: ${Math.round(m.r.requests.average).toLocaleString('pt-BR')} req/s = ${fmtRazao(razao)}× a ref. de ${m.rota.comparar} (${Math.round(ref).toLocaleString('pt-BR')} req/s); meta ≥ ${fmtRazao(m.rota.alvo)}×`;
    process.stdout.write(`  ${passou ? 'PASSOU' : 'FALHOU'} [${rotulo}] ${texto}\n`);
    if (!passou) falhas.push(`[${rotulo}] ${texto}`);
  }
  return falhas;
}
