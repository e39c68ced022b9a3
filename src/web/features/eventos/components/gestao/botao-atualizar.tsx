import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { Botao } from '#web/components/ui/botao.tsx';
import { gestaoEventosKeys } from '../../api/keys.ts';

/** "Atualizar": recarrega as listas da gestão de eventos ("Atualizando…" enquanto busca). */
export function BotaoAtualizar() {
  const qc = useQueryClient();
  const buscando = useIsFetching({ queryKey: gestaoEventosKeys.todos }) > 0;
  return (
    <Botao variante="secundario" onClick={() => void qc.invalidateQueries({ queryKey: gestaoEventosKeys.todos })} aria-busy={buscando || undefined}>
      <RefreshCw aria-hidden="true" className={`size-4 ${buscando ? 'animate-spin motion-reduce:animate-none' : ''}`} />
      {buscando ? 'Atualizando…' : 'Atualizar'}
    </Botao>
  );
}
