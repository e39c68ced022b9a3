import { Construction } from 'lucide-react';
import { Link } from '#web/lib/roteador.tsx';
import { useLogado } from '#web/lib/use-logado.ts';
import { useTituloDaRota } from '../titulo.ts';
import { AJUDA, AJUDA_PUBLICA, DASHBOARD, INICIO } from '#web/lib/caminhos.ts';

const LINK = 'inline-flex min-h-11 items-center font-semibold text-escola-700 underline underline-offset-2 dark:text-escola-100';

/** Página provisória de uma tela cuja funcionalidade ainda não chegou (a rota já responde com a sua guarda). */
export default function EmBreve() {
  const titulo = useTituloDaRota();
  const logado = useLogado();
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold text-escola-800 dark:text-escola-100">{titulo}</h1>
      <p className="mt-3 flex items-center gap-2 text-slate-700 dark:text-slate-300">
        <Construction aria-hidden="true" className="size-5 shrink-0 text-amber-700 dark:text-amber-300" />
        Em breve: esta funcionalidade está em construção.
      </p>
      {/* quem não entrou não tem painel nem Central de Ajuda (ambos pedem login) */}
      <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
        <Link to={logado ? DASHBOARD : INICIO} className={LINK}>
          {logado ? 'Voltar ao painel' : 'Voltar para a página inicial'}
        </Link>
        <Link to={logado ? AJUDA : AJUDA_PUBLICA} className={LINK}>
          {logado ? 'Central de Ajuda' : 'Ajuda'}
        </Link>
      </p>
    </section>
  );
}
