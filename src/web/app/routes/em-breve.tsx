import { Link } from 'react-router';
import { useTituloDaRota } from '../titulo.ts';

/** Página provisória de uma tela cuja funcionalidade ainda não chegou (a rota já responde com a sua guarda). */
export default function EmBreve() {
  const titulo = useTituloDaRota();
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold text-escola-800 dark:text-escola-100">{titulo}</h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">Em breve: esta funcionalidade está em construção.</p>
      <p className="mt-6 flex flex-wrap gap-4">
        <Link to="/dashboard" className="font-semibold text-escola-700 underline dark:text-escola-100">
          Voltar ao painel
        </Link>
        <Link to="/ajuda" className="font-semibold text-escola-700 underline dark:text-escola-100">
          Central de Ajuda
        </Link>
      </p>
    </section>
  );
}
