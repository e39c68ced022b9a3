import type { UseFormRegisterReturn } from 'react-hook-form';
import { MAXIMO_TEXTO_LIVRE } from '#shared/rules/avaliacao.ts';
import { Moldura } from '#web/components/ui/campo.tsx';
import { formatarNumero } from '#web/lib/formato.ts';

interface Props {
  chave: string;
  rotulo: string;
  tamanho: number;
  registro: UseFormRegisterReturn;
  erro?: string | undefined;
}

/** Texto livre opcional com o contador de caracteres (limite das regras). */
export function CampoTextoLivre({ chave, rotulo, tamanho, registro, erro }: Props) {
  const id = `texto-${chave}`;
  return (
    <Moldura id={id} rotulo={`${rotulo} (opcional)`} erro={erro} dica={`${formatarNumero(tamanho)} de ${formatarNumero(MAXIMO_TEXTO_LIVRE)} caracteres.`}>
      <textarea
        id={id}
        rows={3}
        maxLength={MAXIMO_TEXTO_LIVRE}
        aria-invalid={erro ? true : undefined}
        aria-describedby={erro ? `${id}-erro` : `${id}-dica`}
        className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
        {...registro}
      />
    </Moldura>
  );
}
