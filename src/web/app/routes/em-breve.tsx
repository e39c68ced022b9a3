import { useTituloDaRota } from '../titulo.ts';

/** Página provisória de uma tela cuja funcionalidade ainda não chegou. */
export default function EmBreve() {
  const titulo = useTituloDaRota();
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold">{titulo}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">Em breve: esta funcionalidade está em construção.</p>
    </section>
  );
}
