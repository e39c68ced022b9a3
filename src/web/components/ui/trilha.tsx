import { Link } from '#web/lib/roteador.tsx';

export interface ItemTrilha {
  rotulo: string;
  /** Sem `para` (ou no último item) o rótulo aparece como texto. */
  para?: string;
}

/**
 * Trilha de navegação ("breadcrumb"): Início › Seção › Página atual. O último item é a página
 * atual (aria-current="page"); os separadores são decorativos.
 */
export function Trilha({ itens, className = '' }: { itens: readonly ItemTrilha[]; className?: string }) {
  if (itens.length === 0) return null;
  return (
    <nav aria-label="Trilha de navegação" className={`mb-4 text-sm ${className}`}>
      <ol className="flex flex-wrap items-center gap-x-1 text-slate-600 dark:text-slate-400">
        {itens.map((item, i) => {
          const atual = i === itens.length - 1;
          return (
            <li key={`${i}-${item.rotulo}`} className="flex items-center gap-x-1">
              {i > 0 && (
                <span aria-hidden="true" className="px-0.5">
                  ›
                </span>
              )}
              {item.para && !atual ? (
                <Link to={item.para} className="inline-flex min-h-11 items-center text-escola-700 underline-offset-4 hover:underline dark:text-escola-100">
                  {item.rotulo}
                </Link>
              ) : (
                <span aria-current={atual ? 'page' : undefined} className={atual ? 'font-semibold text-slate-800 dark:text-slate-200' : ''}>
                  {item.rotulo}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
