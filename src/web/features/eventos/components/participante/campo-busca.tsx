import { useEffect, useEffectEvent, useId, useState } from 'react';
import { CampoDeBusca } from '#web/components/ui/campo-de-busca.tsx';
import { useValorAtrasado } from '#web/lib/use-valor-atrasado.ts';

/** Espera depois da última tecla antes de buscar (SPEC §9: 250 ms). */
export const ATRASO_BUSCA_MS = 250;

interface Props {
  rotulo: string;
  placeholder: string;
  /** A busca aplicada (vinda do endereço). */
  valor: string;
  /** Chamado 250 ms depois da última tecla, com o texto sem espaços nas pontas. */
  aoBuscar: (busca: string) => void;
  maxLength?: number;
}

/**
 * Campo de busca com espera: digita à vontade e a busca sai na pausa. Se a busca aplicada mudar por
 * fora (voltar do navegador, "Limpar filtros"), o campo acompanha.
 */
export function CampoBusca({ rotulo, placeholder, valor, aoBuscar, maxLength = 120 }: Props) {
  const id = useId();
  const [texto, setTexto] = useState(valor);
  const [visto, setVisto] = useState(valor);
  if (valor !== visto) {
    setVisto(valor);
    setTexto(valor);
  }
  const atrasado = useValorAtrasado(texto, ATRASO_BUSCA_MS);
  const aplicar = useEffectEvent((busca: string) => {
    if (busca.trim() !== valor) aoBuscar(busca.trim());
  });
  useEffect(() => aplicar(atrasado), [atrasado]);

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {rotulo}
      </label>
      <CampoDeBusca id={id} valor={texto} aoMudar={setTexto} placeholder={placeholder} maxLength={maxLength} />
    </div>
  );
}
