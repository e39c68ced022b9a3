import { createElement, Fragment, useMemo, type ReactNode } from 'react';
import { lerMarkdown, menorNivel, type Bloco, type Trecho } from './markdown.ts';

const CLASSE_TITULO: Record<number, string> = {
  2: 'mt-5 text-xl font-bold text-escola-800 dark:text-escola-100',
  3: 'mt-5 text-lg font-bold text-escola-800 dark:text-escola-100',
  4: 'mt-4 text-base font-bold text-slate-900 dark:text-slate-100',
  5: 'mt-3 text-sm font-bold text-slate-900 dark:text-slate-100',
  6: 'mt-3 text-sm font-semibold text-slate-800 dark:text-slate-200',
};
const CLASSE_LINK = 'font-semibold text-escola-700 underline underline-offset-2 break-words dark:text-escola-100';

function Trechos({ trechos }: { trechos: readonly Trecho[] }) {
  return trechos.map((t, i) => {
    switch (t.t) {
      case 'texto':
        return <Fragment key={i}>{t.v}</Fragment>;
      case 'negrito':
        return (
          <strong key={i} className="font-semibold">
            <Trechos trechos={t.filhos} />
          </strong>
        );
      case 'italico':
        return (
          <em key={i}>
            <Trechos trechos={t.filhos} />
          </em>
        );
      case 'codigo':
        return (
          <code key={i} className="rounded bg-slate-100 px-1 font-mono text-[0.9em] dark:bg-slate-800">
            {t.v}
          </code>
        );
      case 'quebra':
        return <br key={i} />;
      case 'link': {
        const externo = /^(https?:)?\/\//i.test(t.href);
        return (
          <a key={i} href={t.href} className={CLASSE_LINK} {...(externo ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}>
            <Trechos trechos={t.filhos} />
            {externo && (
              <>
                {' '}
                <span className="sr-only">(abre em nova aba)</span>
              </>
            )}
          </a>
        );
      }
    }
  });
}

function Blocos({ blocos, deslocamento }: { blocos: readonly Bloco[]; deslocamento: number }): ReactNode {
  return blocos.map((b, i) => {
    switch (b.t) {
      case 'titulo': {
        const nivel = Math.min(6, Math.max(2, b.nivel + deslocamento));
        return createElement(`h${nivel}`, { key: i, className: CLASSE_TITULO[nivel] }, <Trechos trechos={b.trechos} />);
      }
      case 'paragrafo':
        return (
          <p key={i} className="mt-3 first:mt-0">
            <Trechos trechos={b.trechos} />
          </p>
        );
      case 'lista': {
        const itens = b.itens.map((item, k) => (
          <li key={k} className="pl-1 [&>p]:mt-1">
            <Blocos blocos={item} deslocamento={deslocamento} />
          </li>
        ));
        return b.ordenada ? (
          <ol key={i} start={b.inicio === 1 ? undefined : b.inicio} className="mt-3 list-decimal space-y-1 pl-6">
            {itens}
          </ol>
        ) : (
          <ul key={i} className="mt-3 list-disc space-y-1 pl-6">
            {itens}
          </ul>
        );
      }
      case 'citacao':
        return (
          <blockquote key={i} className="mt-3 border-l-4 border-slate-300 pl-3 text-slate-700 dark:border-slate-600 dark:text-slate-300">
            <Blocos blocos={b.blocos} deslocamento={deslocamento} />
          </blockquote>
        );
      case 'codigo':
        return (
          <pre key={i} className="mt-3 overflow-x-auto rounded-lg bg-slate-100 p-3 text-sm dark:bg-slate-800">
            <code>{b.v}</code>
          </pre>
        );
      case 'regua':
        return <hr key={i} className="my-4 border-slate-200 dark:border-slate-700" />;
    }
  });
}

/**
 * O texto em Markdown de um edital, como elementos React (decisão 024: nada de HTML cru, links só seguros).
 * `nivelBase` é o nível do maior título do texto na página (o `##` de um edital vira `h3` debaixo do `h2`
 * da seção), para não quebrar a hierarquia de títulos.
 */
export function TextoMarkdown({ texto, nivelBase = 3, className = '' }: { texto: string; nivelBase?: number; className?: string }) {
  const blocos = useMemo(() => lerMarkdown(texto), [texto]);
  const deslocamento = nivelBase - menorNivel(blocos);
  return (
    <div className={`text-slate-800 break-words dark:text-slate-200 ${className}`}>
      <Blocos blocos={blocos} deslocamento={deslocamento} />
    </div>
  );
}
