import { Botao } from './botao.tsx';

/** Navegação "Anterior"/"Próxima" com a página atual. */
export function Paginacao({
  pagina,
  totalPaginas,
  aoMudar,
  rotulo = 'Paginação',
  className = 'mt-6',
}: {
  pagina: number;
  totalPaginas: number;
  aoMudar: (p: number) => void;
  rotulo?: string;
  className?: string;
}) {
  if (totalPaginas <= 1) return null;
  return (
    <nav aria-label={rotulo} className={`flex items-center justify-between gap-3 ${className}`}>
      <Botao variante="secundario" disabled={pagina <= 1} onClick={() => aoMudar(pagina - 1)}>
        Anterior
      </Botao>
      <span className="text-sm text-slate-700 dark:text-slate-300">
        Página {pagina} de {totalPaginas}
      </span>
      <Botao variante="secundario" disabled={pagina >= totalPaginas} onClick={() => aoMudar(pagina + 1)}>
        Próxima
      </Botao>
    </nav>
  );
}
