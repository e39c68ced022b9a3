/**
 * Regras do gerador de QR de presença (SPEC §2.9, §3, §5): títulos, nomes, busca, validação da turma e
 * a cor de cada cartão. Funções puras, testadas em regras.test.ts.
 */
import type { EventoComTurmas } from '#shared/contracts/presencas.ts';

export type EventoQr = EventoComTurmas;
export type TurmaQr = EventoComTurmas['turmas'][number];

/** Títulos vão para o PDF aparados e com no máximo 170 caracteres (SPEC §5; o auxiliar usa 200). */
export const LIMITE_TITULO = 170;

export const MENSAGENS_QR = {
  turmaNaoEncontrada: 'Turma não encontrada.',
  idInvalido: 'ID da turma inválido.',
  imagem: 'Erro ao gerar imagem do QR Code.',
  qr: 'Erro ao gerar QR Code.',
  pdf: '❌ Erro ao gerar PDF do QR Code.',
  gerado: '🔳 QR Code gerado!',
  todosGerados: '✅ PDFs gerados para todas as turmas do evento.',
  algunsFalharam: '❌ Erro ao gerar alguns PDFs.',
} as const;

/** Apara, junta espaços repetidos e corta em `max` caracteres (o último vira "…"). */
export function truncar(texto: string, max = 200): string {
  const limpo = texto.replace(/\s+/g, ' ').trim();
  return limpo.length <= max ? limpo : `${limpo.slice(0, max - 1).trimEnd()}…`;
}

/** Título do evento como aparece na tela e no PDF; sem título, "Evento #id". */
export function tituloEvento(evento: Pick<EventoQr, 'id' | 'titulo'>): string {
  return truncar(evento.titulo ?? '', LIMITE_TITULO) || `Evento #${evento.id}`;
}

/** Nome da turma; sem nome, "Turma #id". */
export function nomeTurma(turma: Pick<TurmaQr, 'id' | 'nome'>): string {
  return truncar(turma.nome ?? '', LIMITE_TITULO) || `Turma #${turma.id}`;
}

const nomesLimpos = (pessoas: readonly { nome: string }[]) => pessoas.map((i) => i.nome.replace(/\s+/g, ' ').trim()).filter(Boolean);

/**
 * Nomes dos instrutores para a linha da turma e o PDF, separados por vírgula ("" quando não há): os do
 * evento (`instrutor[]`) e, só quando o evento não tem nenhum, os da turma (SPEC §3).
 */
export function nomesInstrutores(evento: Pick<EventoQr, 'instrutor'>, turma: Pick<TurmaQr, 'instrutores'>): string {
  const doEvento = nomesLimpos(evento.instrutor);
  return (doEvento.length > 0 ? doEvento : nomesLimpos(turma.instrutores)).join(', ');
}

/** Texto de busca comparável: aparado, minúsculo e sem acentos ("Saúde" acha "saude"). */
export function normalizarBusca(texto: string): string {
  return texto.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * Filtra os eventos pela busca (SPEC §5): o evento fica inteiro quando o título bate; senão fica só com
 * as turmas cujo nome ou algum instrutor bate; sem nenhuma, sai. Busca vazia devolve a lista como está.
 */
export function filtrarEventos(eventos: readonly EventoQr[], busca: string): EventoQr[] {
  const termo = normalizarBusca(busca);
  if (!termo) return [...eventos];
  const bate = (texto: string) => normalizarBusca(texto).includes(termo);
  return eventos.flatMap((evento) => {
    if (bate(evento.titulo) || bate(tituloEvento(evento))) return [evento];
    const turmas = evento.turmas.filter((t) => bate(t.nome) || bate(nomeTurma(t)) || t.instrutores.some((i) => bate(i.nome)) || bate(nomesInstrutores(evento, t)));
    return turmas.length > 0 ? [{ ...evento, turmas }] : [];
  });
}

/** `recentes` (padrão): turmas que não acabaram ou acabaram há até 60 dias; `todas`, sem limite de data. */
export type PeriodoQr = 'recentes' | 'todas';
export const TEXTOS_PERIODO: Record<PeriodoQr, { rotulo: string; explicacao: string }> = {
  recentes: {
    rotulo: 'Recentes',
    explicacao: 'Mostrando as turmas programadas, em andamento e as encerradas há até 60 dias. Para achar uma turma mais antiga, escolha “Todas as turmas”.',
  },
  todas: { rotulo: 'Todas as turmas', explicacao: 'Mostrando todas as turmas, inclusive as encerradas há mais de 60 dias.' },
};

export const contarTurmas = (eventos: readonly EventoQr[]) => eventos.reduce((soma, e) => soma + e.turmas.length, 0);

/** A turma precisa existir e ter id só com dígitos (SPEC §5); devolve a mensagem do problema ou null. */
export function validarTurma(turma: { id?: unknown } | null | undefined): string | null {
  const id = turma?.id;
  if (id === undefined || id === null || String(id).trim() === '') return MENSAGENS_QR.turmaNaoEncontrada;
  return /^\d+$/.test(String(id).trim()) ? null : MENSAGENS_QR.idInvalido;
}

/** O link do QR: a página de confirmação desta origem com a turma (SPEC §2.9). */
export const urlPresenca = (origem: string, turmaId: number | string) => `${origem}/presenca?turma=${turmaId}`;

export const nomeArquivoPdf = (turmaId: number | string) => `qr_presenca_turma_${turmaId}.pdf`;

/** Faixas dos cartões: tons escuros o bastante para o texto branco (contraste ≥ 4,5). */
export const GRADIENTES = [
  'from-escola-700 to-emerald-800',
  'from-sky-700 to-indigo-800',
  'from-violet-700 to-fuchsia-800',
  'from-rose-700 to-orange-800',
  'from-teal-700 to-cyan-800',
  'from-amber-700 to-red-800',
  'from-blue-700 to-sky-800',
  'from-slate-700 to-slate-900',
] as const;

/** A mesma faixa para o mesmo evento em toda visita (mistura o id; ids vizinhos caem em cores diferentes). */
export function gradienteDoEvento(id: number): string {
  const misturado = Math.imul(Math.abs(Math.trunc(id)) ^ 0x5bd1e995, 0x9e3779b1) >>> 0;
  return GRADIENTES[(misturado >>> 16) % GRADIENTES.length]!;
}
