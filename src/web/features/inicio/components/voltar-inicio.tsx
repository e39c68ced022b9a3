import { Link } from 'react-router';

/** Link de volta para a página inicial (páginas públicas exibidas sem a barra de navegação). */
export function VoltarInicio() {
  return (
    <Link to="/" className="inline-flex min-h-11 items-center font-semibold text-escola-700 underline underline-offset-4 dark:text-escola-100">
      <span aria-hidden="true">←&nbsp;</span>Voltar para a página inicial
    </Link>
  );
}
