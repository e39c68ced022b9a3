import { ArrowLeft } from 'lucide-react';
import { Link } from '#web/lib/roteador.tsx';

/** Link de volta para a página inicial (páginas públicas exibidas sem a barra de navegação). */
export function VoltarInicio() {
  return (
    <Link to="/" className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-escola-700 underline underline-offset-4 dark:text-escola-100">
      <ArrowLeft aria-hidden="true" className="size-4 shrink-0" />
      Voltar para a página inicial
    </Link>
  );
}
