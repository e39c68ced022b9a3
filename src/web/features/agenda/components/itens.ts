/** Organização dos encontros da agenda: por dia, em ordem de horário, e a busca por título. */
import type { ItemAgenda } from '#shared/contracts/agenda.ts';

/** Identidade de um encontro: uma turma tem no máximo um encontro por dia. */
export const chaveDoItem = (i: ItemAgenda) => `${i.turma.id}-${i.data}`;

const porHorario = (a: ItemAgenda, b: ItemAgenda) =>
  a.data.localeCompare(b.data) || a.horario_inicio.localeCompare(b.horario_inicio) || a.evento.titulo.localeCompare(b.evento.titulo, 'pt-BR');

/** Encontros agrupados por data, cada dia em ordem de início. */
export function agruparPorDia(itens: readonly ItemAgenda[]): Map<string, ItemAgenda[]> {
  const dias = new Map<string, ItemAgenda[]>();
  for (const i of [...itens].sort(porHorario)) dias.set(i.data, [...(dias.get(i.data) ?? []), i]);
  return dias;
}

export interface GrupoDoDia {
  data: string;
  itens: ItemAgenda[];
}

/**
 * Lista por dia, próximos primeiro: de hoje em diante em ordem crescente; os dias que já passaram
 * depois, do mais recente para o mais antigo.
 */
export function separarProximos(itens: readonly ItemAgenda[], hoje: string): { proximos: GrupoDoDia[]; anteriores: GrupoDoDia[] } {
  const grupos = [...agruparPorDia(itens)].map(([data, doDia]) => ({ data, itens: doDia }));
  return {
    proximos: grupos.filter((g) => g.data >= hoje),
    anteriores: grupos.filter((g) => g.data < hoje).reverse(),
  };
}

/** Minúsculas e sem acentos, para comparar buscas. */
export const normalizar = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** Encontros cujo título do evento contém o termo (sem diferenciar maiúsculas nem acentos). */
export function filtrarPorTitulo(itens: readonly ItemAgenda[], termo: string): ItemAgenda[] {
  const t = normalizar(termo);
  return t ? itens.filter((i) => normalizar(i.evento.titulo).includes(t)) : [...itens];
}
