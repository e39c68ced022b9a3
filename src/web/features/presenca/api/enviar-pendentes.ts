/**
 * Envio das confirmações guardadas sem internet (pendentes.ts): quando a rede volta (`online`), quando o
 * app abre com algo na fila (o main.tsx adianta a página /presenca, cujo módulo liga este envio) e quando
 * a pessoa entra na conta depois de um 401. O resultado vai
 * para a página de presença da turma, se estiver aberta; senão, vira um toast.
 */
import type { Confirmacao } from '#shared/contracts/presencas.ts';
import type { ApiError } from '#web/lib/api-client.ts';
import { formatarData } from '#web/lib/formato.ts';
import { observarSessao, haSessao } from '#web/lib/sessao.ts';
import { notificarErro, notificarSucesso } from '#web/lib/toast.ts';
import { confirmarPresenca } from './confirmar-presenca.ts';
import { comoApiError, ehTransitorio } from './falhas.ts';
import { daContaAtual, diaDe, lerPendentes, removerPendente, removerPendenteDeQualquerConta, separarPorDia, type Pendente } from './pendentes.ts';

export type EventoEnvio = { tipo: 'enviando' } | { tipo: 'sucesso'; confirmacao: Confirmacao } | { tipo: 'recusa'; erro: ApiError } | { tipo: 'sem-rede' };

/** Depois de uma falha passageira com a rede de pé (servidor fora do ar), tenta de novo em 1 min, até 5 vezes. */
export const NOVA_TENTATIVA_MS = 60_000;
const MAX_NOVAS_TENTATIVAS = 5;

const ouvintes = new Map<number, (e: EventoEnvio) => void>();
let emCurso: Promise<void> | null = null;
let desligar: (() => void) | null = null;
let esperandoLogin = false;
let novasTentativas = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

/** A página da turma recebe os resultados dela (em vez do toast) enquanto estiver aberta. */
export function observarEnvio(turma: number, fn: (e: EventoEnvio) => void): () => void {
  ouvintes.set(turma, fn);
  return () => {
    if (ouvintes.get(turma) === fn) ouvintes.delete(turma);
  };
}

const nomeDaTurma = (c: Confirmacao) => `${c.turma.evento.titulo} — ${c.turma.nome} (${formatarData(c.data)})`;

function avisarSucesso(c: Confirmacao): void {
  const ouvinte = ouvintes.get(c.turma.id);
  if (ouvinte) ouvinte({ tipo: 'sucesso', confirmacao: c });
  else notificarSucesso(`${c.mensagem.replace(/[.!]$/, '')}: ${nomeDaTurma(c)}.`, { toastId: `presenca-${c.turma.id}` });
}

function avisarRecusa(p: Pendente, erro: ApiError): void {
  const ouvinte = ouvintes.get(p.turma);
  if (ouvinte) ouvinte({ tipo: 'recusa', erro });
  else notificarErro(`A presença guardada (turma ${p.turma}) não foi registrada: ${erro.message}`, { toastId: `presenca-${p.turma}` });
}

function descartarVencidas(vencidas: Pendente[]): void {
  for (const v of vencidas) {
    // a de outra conta sai calada: quem está logado não precisa saber da turma de outra pessoa
    const daConta = daContaAtual(v);
    removerPendenteDeQualquerConta(v);
    if (!daConta) continue;
    notificarErro(
      `A confirmação de presença guardada em ${formatarData(diaDe(v))} (turma ${v.turma}) não pôde ser enviada no mesmo dia e foi descartada. Procure o instrutor da turma.`,
    );
  }
}

function agendarNovaTentativa(): void {
  if (timer || novasTentativas >= MAX_NOVAS_TENTATIVAS || navigator.onLine === false) return;
  novasTentativas++;
  timer = setTimeout(() => {
    timer = undefined;
    void enviarPendentes();
  }, NOVA_TENTATIVA_MS);
}

/** Envia uma; devolve false quando é melhor parar a fila (rede ruim ou sessão ausente). */
async function enviarUma(p: Pendente): Promise<boolean> {
  ouvintes.get(p.turma)?.({ tipo: 'enviando' });
  try {
    const c = await confirmarPresenca({ turma: p.turma, t: p.t });
    removerPendente(p.turma, diaDe(p));
    avisarSucesso(c);
    return true;
  } catch (err) {
    const erro = comoApiError(err);
    if (erro.status === 401) {
      // fica na fila: vai quando a pessoa entrar de novo (observarSessao abaixo)
      esperandoLogin = true;
      avisarRecusa(p, erro);
      return false;
    }
    if (ehTransitorio(erro)) {
      ouvintes.get(p.turma)?.({ tipo: 'sem-rede' });
      agendarNovaTentativa();
      return false;
    }
    removerPendente(p.turma, diaDe(p));
    avisarRecusa(p, erro);
    return true;
  }
}

async function enviarTodas(): Promise<void> {
  const { deHoje, vencidas } = separarPorDia(lerPendentes());
  descartarVencidas(vencidas);
  esperandoLogin = false;
  // só as da conta logada: as de outra pessoa esperam ela entrar de novo neste celular
  for (const p of deHoje.filter(daContaAtual)) if (!(await enviarUma(p))) return;
}

/** O envio da fila em andamento, se houver (a página da turma espera por ele antes de mandar o seu). */
export const envioEmCurso = (): Promise<void> | null => emCurso;

/** Envia a fila (uma chamada por vez: pedidos simultâneos esperam o mesmo envio). */
export function enviarPendentes(): Promise<void> {
  return (emCurso ??= enviarTodas().finally(() => (emCurso = null)));
}

/** Liga o envio automático (idempotente) e já envia o que houver, se houver rede. */
export function iniciarEnvioDePendentes(): void {
  ligar();
  if (navigator.onLine !== false && lerPendentes().length) void enviarPendentes();
}

/**
 * Uma confirmação acabou de entrar na fila porque a rede não respondeu: vai quando a rede voltar
 * (`online`) ou, se o aparelho se diz on-line (Wi-Fi sem internet), na nova tentativa de 1 min.
 */
export function aguardarRede(): void {
  ligar();
  agendarNovaTentativa();
}

function ligar(): void {
  if (!desligar) {
    const aoVoltarARede = () => {
      novasTentativas = 0;
      void enviarPendentes();
    };
    window.addEventListener('online', aoVoltarARede);
    const cancelarSessao = observarSessao(() => {
      if (esperandoLogin && haSessao()) void enviarPendentes();
    });
    desligar = () => {
      window.removeEventListener('online', aoVoltarARede);
      cancelarSessao();
    };
  }
}

/** Só para testes: desliga tudo e volta ao estado de quem acabou de abrir o app. */
export function reiniciarEnvioParaTestes(): void {
  desligar?.();
  desligar = null;
  ouvintes.clear();
  clearTimeout(timer);
  timer = undefined;
  novasTentativas = 0;
  esperandoLogin = false;
}
