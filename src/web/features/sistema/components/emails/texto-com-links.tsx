import { dividirLinks } from './dividir-links.ts';

/** Texto simples de um e-mail com as URLs clicáveis (abre em nova aba), sem HTML injetado. */
export function TextoComLinks({ texto }: { texto: string }) {
  return (
    <p className="whitespace-pre-wrap break-words text-slate-800 dark:text-slate-100">
      {dividirLinks(texto).map((t, i) =>
        t.tipo === 'link' ? (
          <a key={i} href={t.valor} target="_blank" rel="noopener noreferrer" className="break-all text-escola-700 underline underline-offset-2 dark:text-escola-100">
            {t.valor}
          </a>
        ) : (
          <span key={i}>{t.valor}</span>
        ),
      )}
    </p>
  );
}
