/**
 * Peças puras da tentativa: as respostas do formulário (guardadas no aparelho até o envio), o corpo do
 * envio, a contagem de respondidas e o tempo restante pelo relógio do servidor.
 */
import type { Tentativa } from '#shared/contracts/testes.ts';
import type { CorpoEnvio } from '../../api/enviar-tentativa.ts';

/** Respostas por questão (`q<id>`): o id da alternativa marcada ou o texto escrito; vazio = em branco. */
export interface ValoresTentativa {
  respostas: Record<string, string>;
}

export const campoDaQuestao = (questaoId: number) => `q${questaoId}`;

/**
 * Chave das respostas desta tentativa no sessionStorage: uma por pessoa e tentativa, apagada depois do
 * envio e quando o servidor diz que a tentativa já fechou. O sessionStorage sobrevive a recarregar a
 * página, mas não a fechar a aba: num celular compartilhado, as respostas de uma pessoa não ficam no
 * aparelho para quem vem depois (e a pessoa na chave impede que outra conta, na mesma aba, as receba).
 * Sem a pessoa (`usuarioId` desconhecido), nula: nada fica guardado.
 */
export const chaveLocal = (usuarioId: number | undefined, tentativaId: number): string | null =>
  usuarioId === undefined ? null : `teste:tentativa:${tentativaId}:usuario:${usuarioId}:respostas`;

/** As respostas guardadas neste aparelho (vazio se não há, ou se o que há não é legível). */
export function lerRespostasLocais(chave: string | null): Record<string, string> {
  if (chave === null) return {};
  try {
    const bruto = JSON.parse(sessionStorage.getItem(chave) ?? '{}') as unknown;
    if (typeof bruto !== 'object' || bruto === null || Array.isArray(bruto)) return {};
    return Object.fromEntries(Object.entries(bruto).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

export function salvarRespostasLocais(chave: string | null, respostas: Record<string, string>): void {
  if (chave === null) return;
  try {
    sessionStorage.setItem(chave, JSON.stringify(respostas));
  } catch {
    // armazenamento cheio ou bloqueado (navegação privada): a tentativa segue, só não sobrevive a recarregar
  }
}

export function limparRespostasLocais(chave: string | null): void {
  if (chave === null) return;
  try {
    sessionStorage.removeItem(chave);
  } catch {
    // idem
  }
}

/** Valores iniciais: o que estava guardado para esta tentativa, só das questões e alternativas dela. */
export function valoresIniciais(t: Tentativa, guardadas: Record<string, string>): ValoresTentativa {
  const respostas: Record<string, string> = {};
  for (const q of t.questoes) {
    const v = guardadas[campoDaQuestao(q.id)] ?? '';
    const valida = q.tipo === 'dissertativa' || v === '' || q.alternativas.some((a) => String(a.id) === v);
    respostas[campoDaQuestao(q.id)] = valida ? v : '';
  }
  return { respostas };
}

export const respondida = (v: string | undefined) => Boolean(v?.trim());

/** Quantas questões têm resposta (texto só de espaços conta como em branco). */
export function contarRespondidas(t: Tentativa, respostas: Record<string, string> | undefined): number {
  return t.questoes.filter((q) => respondida(respostas?.[campoDaQuestao(q.id)])).length;
}

/** Uma resposta por questão, na ordem da tela; em branco vai como nula (conta como errada). */
export function montarCorpo(t: Tentativa, respostas: Record<string, string>): CorpoEnvio {
  return {
    respostas: t.questoes.map((q) => {
      const v = respostas[campoDaQuestao(q.id)] ?? '';
      return q.tipo === 'multipla_escolha'
        ? { questao_id: q.id, alternativa_id: v ? Number(v) : null }
        : { questao_id: q.id, resposta_texto: respondida(v) ? v : null };
    }),
  };
}

/** Milissegundos até o prazo pelo relógio do servidor (`deslocamento` = servidor − aparelho); negativo depois dele. */
export function msAtePrazo(prazo: string, agoraDoAparelho: number, deslocamento: number): number {
  return Date.parse(prazo) - (agoraDoAparelho + deslocamento);
}

/** O mesmo, para mostrar: nunca negativo. */
export function restanteMs(prazo: string, agoraDoAparelho: number, deslocamento: number): number {
  return Math.max(0, msAtePrazo(prazo, agoraDoAparelho, deslocamento));
}

/** `mm:ss` (ou `h:mm:ss` a partir de uma hora), arredondando os segundos para cima. */
export function formatarRestante(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const dois = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${dois(m)}:${dois(s)}` : `${dois(m)}:${dois(s)}`;
}

/** O aviso falado do tempo: ao passar de 5 minutos e de 1 minuto, e ao esgotar (vazio antes disso). */
export function avisoDoTempo(ms: number): string {
  if (ms <= 0) return 'Tempo esgotado. Enviando suas respostas…';
  if (ms <= 60_000) return 'Falta menos de 1 minuto.';
  if (ms <= 5 * 60_000) return 'Faltam menos de 5 minutos.';
  return '';
}

/** O índice da questão citada num erro do servidor (`respostas.2.resposta_texto` → 2), ou nulo. */
export function questaoDoCampo(campo: string): number | null {
  const m = /^respostas\.(\d+)(?:\.|$)/.exec(campo);
  return m ? Number(m[1]) : null;
}
