import { CircleAlert } from 'lucide-react';

/**
 * Recusa ou falha explicada pelo servidor (o texto `erro` da API) dentro de um formulário, diálogo ou
 * cartão, anunciada na hora (`role="alert"`). Sem mensagem, nada.
 */
export function AlertaErro({ mensagem, id }: { mensagem: string | null | undefined; id?: string }) {
  if (!mensagem) return null;
  return (
    <p id={id} role="alert" className="mt-3 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{mensagem}</span>
    </p>
  );
}
