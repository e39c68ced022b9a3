import { useQueryClient } from '@tanstack/react-query';
import { salasKeys } from './keys.ts';

/**
 * Toda escrita da administração (decisões, reservas diretas, cancelamentos, salas, bloqueios) mexe em
 * agendas, listas e salas: invalida o ramo `['salas']` inteiro. Decidir e cancelar invalidam também na
 * recusa (`onSettled`): um 403/409 porque outra pessoa já agiu refaz as listas.
 */
export function useInvalidarSalas() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: salasKeys.todas() });
}

/**
 * Depois de qualquer escrita da pessoa: a agenda (o horário ocupou ou liberou) e a lista dela. Editar,
 * cancelar e confirmar refazem as duas também quando o servidor recusa (`onSettled`): um 403/409 quer dizer
 * que o pedido mudou por outra mão (decidido, cancelado, fora da janela), e a lista nova tira os botões
 * que já não valem.
 */
export function useAoMudarReserva() {
  const client = useQueryClient();
  return () =>
    Promise.all([client.invalidateQueries({ queryKey: salasKeys.agendas() }), client.invalidateQueries({ queryKey: salasKeys.minhas() })]);
}
