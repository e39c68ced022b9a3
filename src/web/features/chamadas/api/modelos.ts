import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Modelo } from '#shared/contracts/chamadas.ts';
import type { TipoModelo } from '#shared/rules/chamadas.ts';
import { baixarModeloBanner } from './baixar-modelo-banner.ts';
import { baixarModeloSlides } from './baixar-modelo-slides.ts';
import { enviarModeloBanner } from './enviar-modelo-banner.ts';
import { enviarModeloSlides } from './enviar-modelo-slides.ts';
import { chamadasKeys } from './keys.ts';
import { removerModeloBanner } from './remover-modelo-banner.ts';
import { removerModeloSlides } from './remover-modelo-slides.ts';

/**
 * Os dois modelos de uma chamada (banner e slides) pelo tipo: cada operação tem o fetcher no arquivo dela;
 * este arquivo só escolhe qual e cuida do cache.
 */
export const baixarModelo = (tipo: TipoModelo, chamadaId: number) => (tipo === 'banner' ? baixarModeloBanner(chamadaId) : baixarModeloSlides(chamadaId));

export interface EnvioModelo {
  tipo: TipoModelo;
  chamadaId: number;
  arquivo: File;
  aoProgresso?: (fracao: number) => void;
}

/** Envia (ou troca) um modelo. Silencioso: o campo do arquivo mostra a recusa. */
export function useEnviarModelo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ tipo, chamadaId, arquivo, aoProgresso }: EnvioModelo): Promise<Modelo> =>
      tipo === 'banner' ? enviarModeloBanner(chamadaId, arquivo, aoProgresso) : enviarModeloSlides(chamadaId, arquivo, aoProgresso),
    meta: { silencioso: true },
    onSettled: () => qc.invalidateQueries({ queryKey: chamadasKeys.todas }),
  });
}

/** Remove um modelo. Silencioso: o diálogo mostra a recusa. */
export function useRemoverModelo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ tipo, chamadaId }: { tipo: TipoModelo; chamadaId: number }) => (tipo === 'banner' ? removerModeloBanner(chamadaId) : removerModeloSlides(chamadaId)),
    meta: { silencioso: true },
    onSettled: () => qc.invalidateQueries({ queryKey: chamadasKeys.todas }),
  });
}
