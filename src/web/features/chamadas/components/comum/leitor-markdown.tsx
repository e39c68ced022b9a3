import { createElement, useMemo, type ReactNode } from 'react';
import Markdown, { type Components, type Options } from 'react-markdown';
import { ehExterno, encaixarTitulos, enderecoSeguro } from './markdown.ts';

const CLASSE_TITULO: Record<number, string> = {
  2: 'mt-5 text-xl font-bold text-escola-800 dark:text-escola-100',
  3: 'mt-5 text-lg font-bold text-escola-800 dark:text-escola-100',
  4: 'mt-4 text-base font-bold text-slate-900 dark:text-slate-100',
  5: 'mt-3 text-sm font-bold text-slate-900 dark:text-slate-100',
  6: 'mt-3 text-sm font-semibold text-slate-800 dark:text-slate-200',
};
const CLASSE_LINK = 'font-semibold text-escola-700 underline underline-offset-2 break-words dark:text-escola-100';

type Filhos = { children?: ReactNode };
const titulo = (nivel: number) =>
  function Titulo({ children }: Filhos) {
    return createElement(`h${nivel}`, { className: CLASSE_TITULO[nivel] }, children);
  };

/**
 * Os elementos do edital com as classes da casa (o anel de foco dos links é o `:focus-visible` global). Só
 * passam adiante `children` e os atributos que cada um usa: nada do que o Markdown trouxer vira atributo.
 */
const COMPONENTES: Components = {
  h1: titulo(2),
  h2: titulo(2),
  h3: titulo(3),
  h4: titulo(4),
  h5: titulo(5),
  h6: titulo(6),
  p: ({ children }) => <p className="mt-3 first:mt-0">{children}</p>,
  strong: ({ children }) => <strong className="font-semibold">{children}</strong>,
  em: ({ children }) => <em>{children}</em>,
  ul: ({ children }) => <ul className="mt-3 list-disc space-y-1 pl-6">{children}</ul>,
  ol: ({ children, start }) => (
    <ol start={start === 1 ? undefined : start} className="mt-3 list-decimal space-y-1 pl-6">
      {children}
    </ol>
  ),
  li: ({ children }) => <li className="pl-1 [&>p]:mt-1">{children}</li>,
  blockquote: ({ children }) => <blockquote className="mt-3 border-l-4 border-slate-300 pl-3 text-slate-700 dark:border-slate-600 dark:text-slate-300">{children}</blockquote>,
  // o `code` de dentro de um bloco perde o fundo e a margem do código no meio da frase
  pre: ({ children }) => <pre className="mt-3 overflow-x-auto rounded-lg bg-slate-100 p-3 text-sm dark:bg-slate-800 [&>code]:bg-transparent [&>code]:p-0 [&>code]:text-[1em]">{children}</pre>,
  code: ({ children }) => <code className="rounded bg-slate-100 px-1 font-mono text-[0.9em] dark:bg-slate-800">{children}</code>,
  hr: () => <hr className="my-4 border-slate-200 dark:border-slate-700" />,
  // imagem no edital fica só com a descrição: nada de buscar arquivo de outro site a cada visita
  img: ({ alt }) => alt || null,
  a: ({ href, children }) => {
    if (!href) return <>{children}</>;
    const externo = ehExterno(href);
    return (
      <a href={href} className={CLASSE_LINK} {...(externo ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}>
        {children}
        {externo && (
          <>
            {' '}
            <span className="sr-only">(abre em nova aba)</span>
          </>
        )}
      </a>
    );
  },
};

/**
 * O texto em Markdown de um edital, pelo react-markdown (decisão 024). HTML escrito no texto nunca vira
 * marcação: sem `rehype-raw`, o react-markdown o entrega como texto (quem escreveu vê na prévia que não vale,
 * e nada some em silêncio, como com `skipHtml`, que apaga um bloco HTML inteiro com o texto dentro). Links só
 * http(s), mailto e relativos; os títulos encaixam debaixo de `nivelBase`. Carregado sob demanda por
 * `TextoMarkdown`: só desce onde há edital na tela.
 */
export default function LeitorMarkdown({ texto, nivelBase = 3, className = '' }: { texto: string; nivelBase?: number; className?: string }) {
  const plugins = useMemo<Options['remarkPlugins']>(() => [[encaixarTitulos, { nivelBase }]], [nivelBase]);
  return (
    <div className={`text-slate-800 break-words dark:text-slate-200 ${className}`}>
      <Markdown urlTransform={enderecoSeguro} remarkPlugins={plugins} components={COMPONENTES}>
        {texto}
      </Markdown>
    </div>
  );
}
