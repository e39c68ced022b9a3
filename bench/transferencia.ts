/**
 * Bytes que de fato passam pela rede (com a compressão que o servidor entrega) ao abrir cada página
 * no Chromium, como um visitante que chega pela primeira vez: cache vazio, service worker bloqueado.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../scripts/servidor-local.ts';
import { CONTAS, SENHA_DEMO } from '../e2e/support/dados.ts';
import { kb, tabela } from './formato.ts';

export interface Pagina {
  caminho: string;
  /** Precisa de sessão (vai com o cookie `sessao` da conta de demonstração `usuario`, ou de `conta`). */
  logada?: boolean;
  /** A conta de demonstração da sessão, quando não é a `usuario` (a tela de quem avalia pede um instrutor; os painéis da administração, um administrador). */
  conta?: Conta;
}

export type Conta = 'usuario' | 'instrutor' | 'admin';
/** Sessões por conta (o valor do cookie `sessao`). */
export type Sessoes = Record<Conta, string>;
export const sessaoDa = (p: Pagina, sessoes: Sessoes) => sessoes[p.conta ?? 'usuario'];

/** As páginas medidas: entrada, inicial, painel, QR Codes, as do participante (eventos, inscrições, agenda, certificados, salas, solicitações, trabalhos, histórico), as de quem avalia e ensina, os dois painéis da administração e as validações públicas. */
export const PAGINAS: Pagina[] = [
  { caminho: '/login' },
  { caminho: '/' },
  { caminho: '/usuario/dashboard', logada: true },
  { caminho: '/qr-site', logada: true },
  { caminho: '/eventos', logada: true },
  { caminho: '/minhas-inscricoes', logada: true },
  { caminho: '/agenda', logada: true },
  { caminho: '/minhas-presencas', logada: true },
  { caminho: '/scanner', logada: true },
  { caminho: '/teste', logada: true },
  { caminho: '/avaliacao', logada: true },
  { caminho: '/certificados', logada: true },
  { caminho: '/agendamento-sala', logada: true },
  { caminho: '/solicitar-curso', logada: true },
  { caminho: '/submissoes', logada: true },
  { caminho: '/avaliador/submissoes', logada: true, conta: 'instrutor' },
  { caminho: '/instrutor', logada: true, conta: 'instrutor' },
  { caminho: '/administrador', logada: true, conta: 'admin' },
  { caminho: '/dashboard-analitico', logada: true, conta: 'admin' },
  { caminho: '/validar-certificado' },
  { caminho: '/historico' },
  { caminho: '/validar-historico' },
];

/** Entra pela API com uma conta de demonstração e devolve o valor do cookie `sessao`. */
export async function entrarPelaApi(url: string, conta: Conta = 'usuario'): Promise<string> {
  const r = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identificador: CONTAS[conta].email, senha: SENHA_DEMO }),
  });
  const cookie = r.headers.getSetCookie().find((c) => c.startsWith('sessao='));
  if (!r.ok || !cookie) throw new Error(`login de demonstração falhou (HTTP ${r.status})`);
  return cookie.slice('sessao='.length).split(';')[0]!;
}

interface Medida {
  caminho: string;
  urlFinal: string;
  pedidos: number;
  js: number;
  css: number;
  total: number;
  /** Bytes sem compressão (o que viajaria sem br/gzip). */
  descomprimido: number;
}

export async function medirTransferencia(url: string, executavel: string, sessoes: Sessoes): Promise<Medida[]> {
  const browser = await chromium.launch({ executablePath: executavel, headless: true, args: CHROMIUM_ARGS });
  const medidas: Medida[] = [];
  try {
    for (const p of PAGINAS) {
      const contexto = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR', serviceWorkers: 'block' });
      if (p.logada) await contexto.addCookies([{ name: 'sessao', value: sessaoDa(p, sessoes), url }]);
      const page = await contexto.newPage();
      const respostas: Promise<{ tipo: string; transferido: number; corpo: number }>[] = [];
      page.on('requestfinished', (req) => {
        respostas.push(
          Promise.all([req.sizes(), req.response().then((r) => r?.body().catch(() => Buffer.alloc(0)) ?? Buffer.alloc(0))]).then(([t, corpo]) => ({
            tipo: req.resourceType(),
            transferido: t.responseBodySize + t.responseHeadersSize,
            corpo: corpo.length,
          })),
        );
      });
      await page.goto(`${url}${p.caminho}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      await page.waitForLoadState('networkidle');
      const lista = await Promise.all(respostas);
      const soma = (f: (r: (typeof lista)[number]) => boolean) => lista.filter(f).reduce((s, r) => s + r.transferido, 0);
      medidas.push({
        caminho: p.caminho,
        urlFinal: new URL(page.url()).pathname,
        pedidos: lista.length,
        js: soma((r) => r.tipo === 'script'),
        css: soma((r) => r.tipo === 'stylesheet'),
        total: soma(() => true),
        descomprimido: lista.reduce((s, r) => s + r.corpo, 0),
      });
      await contexto.close();
    }
  } finally {
    await browser.close();
  }
  return medidas;
}

export function imprimirTransferencia(medidas: Medida[]): void {
  const linhas = medidas.map((m) => [
    m.caminho + (m.urlFinal !== m.caminho ? ` → ${m.urlFinal}` : ''),
    String(m.pedidos),
    kb(m.js),
    kb(m.css),
    kb(m.total),
    kb(m.descomprimido),
  ]);
  process.stdout.write(tabela(['página', 'pedidos', 'JS', 'CSS', 'total na rede', 'sem compressão'], linhas, [false, true, true, true, true, true]));
}
