import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useEnviarEmLote, type Lote, type PedidoDeLote } from '../../api/enviar-em-lote.ts';
import { certificadosKeys } from '../../api/keys.ts';
import { DialogoEnvio } from './dialogo-envio.tsx';

/**
 * Começa um envio em lote e abre o acompanhamento. Ao fechar o acompanhamento, as listas são buscadas
 * de novo (a data de envio de cada certificado mudou). A recusa (nenhum válido) vira toast.
 */
export function useEnvioEmLote() {
  const client = useQueryClient();
  const enviar = useEnviarEmLote();
  const [aberto, setAberto] = useState<{ lote: Lote; titulo: string } | null>(null);

  function iniciar(pedido: PedidoDeLote, titulo: string, aoIniciar?: () => void) {
    enviar.mutate(pedido, {
      onSuccess: (lote) => {
        setAberto({ lote, titulo });
        aoIniciar?.();
      },
    });
  }

  function fechar() {
    setAberto(null);
    void client.invalidateQueries({ queryKey: certificadosKeys.todos() });
  }

  const dialogo = aberto && <DialogoEnvio inicial={aberto.lote} titulo={aberto.titulo} aoFechar={fechar} />;
  return { iniciar, enviando: enviar.isPending, dialogo };
}
