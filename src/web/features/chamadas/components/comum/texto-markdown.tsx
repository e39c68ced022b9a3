import { lazy, Suspense } from 'react';

/** Sem o leitor (a rede caiu ao baixá-lo), o texto aparece como está, com as quebras de linha: nunca HTML. */
function TextoSimples({ texto, className = '' }: { texto: string; className?: string }) {
  return <p className={`text-slate-800 break-words whitespace-pre-line dark:text-slate-200 ${className}`}>{texto}</p>;
}

const Leitor = lazy(() => import('./leitor-markdown.tsx').catch(() => ({ default: TextoSimples })));

/**
 * O texto em Markdown de um edital (decisão 024). O leitor (react-markdown e o micromark) desce sob demanda,
 * só nas telas que mostram um edital: o /login e as outras páginas não pagam por ele. `nivelBase` é o nível
 * do maior título do texto na página (o `##` de um edital vira `h3` debaixo do `h2` da seção).
 */
export function TextoMarkdown(props: { texto: string; nivelBase?: number; className?: string }) {
  return (
    <Suspense
      fallback={
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          Carregando o texto…
        </p>
      }
    >
      <Leitor {...props} />
    </Suspense>
  );
}
