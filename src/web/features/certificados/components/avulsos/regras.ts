/** Regras da tela de certificados avulsos (SPEC §2.8, §4, §5): filtros, contagens e textos das linhas. */
import type { Avulso } from '#shared/contracts/certificados-avulsos.ts';
import { formatarData, formatarNumero } from '#web/lib/formato.ts';

export const FILTROS_ENVIO = ['todos', 'enviados', 'nao-enviados'] as const;
export type FiltroEnvio = (typeof FILTROS_ENVIO)[number];

export const ROTULO_FILTRO: Record<FiltroEnvio, string> = { todos: 'Todos', enviados: 'Enviados', 'nao-enviados': 'Não enviados' };

export const ehFiltroEnvio = (v: unknown): v is FiltroEnvio => typeof v === 'string' && (FILTROS_ENVIO as readonly string[]).includes(v);

/** `enviado` nulo ou falso é "não enviado" (SPEC §3). */
const foiEnviado = (a: Pick<Avulso, 'enviado'>) => a.enviado === true;

/** Busca: trecho do nome, do e-mail ou do curso, sem diferença de maiúsculas (SPEC §5). */
export function filtrarAvulsos(lista: readonly Avulso[], filtro: FiltroEnvio, busca: string): Avulso[] {
  const termo = busca.trim().toLocaleLowerCase('pt-BR');
  return lista.filter((a) => {
    if (filtro === 'enviados' && !foiEnviado(a)) return false;
    if (filtro === 'nao-enviados' && foiEnviado(a)) return false;
    if (!termo) return true;
    return [a.nome, a.email, a.curso].some((campo) => campo.toLocaleLowerCase('pt-BR').includes(termo));
  });
}

export function contarAvulsos(lista: readonly Avulso[]) {
  const enviados = lista.filter(foiEnviado).length;
  return { total: lista.length, enviados, naoEnviados: lista.length - enviados };
}

/** Linha viva do total filtrado: "Nenhum certificado encontrado.", "1 certificado encontrado.", "12 certificados encontrados.". */
export function textoEncontrados(n: number): string {
  if (n === 0) return 'Nenhum certificado encontrado.';
  return n === 1 ? '1 certificado encontrado.' : `${formatarNumero(n)} certificados encontrados.`;
}

/** O servidor pode mandar a data com horário (SPEC §3): vale só o dia, nunca convertido por fuso. */
const dia = (v: string | null) => (v ? v.slice(0, 10) : null);

/** "01/03/2026 a 05/03/2026"; um dia só quando início e término coincidem; "—" sem datas. */
export function textoPeriodo(a: Pick<Avulso, 'data_inicio' | 'data_fim'>): string {
  const inicio = dia(a.data_inicio);
  const fim = dia(a.data_fim);
  if (!inicio && !fim) return '—';
  if (!inicio || !fim || inicio === fim) return formatarData(inicio ?? fim);
  return `${formatarData(inicio)} a ${formatarData(fim)}`;
}

export const textoCarga = (horas: number) => `${formatarNumero(horas)} h`;
