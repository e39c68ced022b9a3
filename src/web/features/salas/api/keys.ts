/**
 * Chaves das consultas do agendamento de salas, todas debaixo de `['salas']`: um pedido, uma decisão,
 * um bloqueio ou uma sala nova mudam a agenda, as reservas da pessoa e as listas da administração, então
 * as escritas invalidam o ramo todo (são poucas consultas, e só as da tela aberta buscam de novo).
 */
export interface FiltrosReservasAdmin {
  status?: 'pendente';
  sala_id?: number;
  mes?: string;
}

export const salasKeys = {
  todas: () => ['salas'] as const,
  ativas: () => [...salasKeys.todas(), 'ativas'] as const,
  agendas: () => [...salasKeys.todas(), 'agenda'] as const,
  agenda: (salaId: number, mes: string) => [...salasKeys.agendas(), salaId, mes] as const,
  minhas: () => [...salasKeys.todas(), 'minhas'] as const,
  adminSalas: () => [...salasKeys.todas(), 'admin', 'salas'] as const,
  adminReservas: (f: FiltrosReservasAdmin) => [...salasKeys.todas(), 'admin', 'reservas', f] as const,
  bloqueios: (ano: number) => [...salasKeys.todas(), 'bloqueios', ano] as const,
};
