import { Link } from '#web/lib/roteador.tsx';
import { CabecalhoPagina } from '#web/components/ui/estados.tsx';
import { PERGUNTAS_GERAIS } from '#web/features/inicio/components/perguntas-gerais.ts';
import { PerguntasFrequentes } from '#web/features/inicio/components/perguntas-frequentes.tsx';
import { CONTATO, MANUAL_USUARIO } from '#web/lib/caminhos.ts';

/** Central de Ajuda: perguntas frequentes e atalho para o manual. */
export default function PaginaAjuda() {
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6">
      <CabecalhoPagina
        titulo="Central de Ajuda"
        subtitulo="Respostas rápidas nas perguntas frequentes ou o passo a passo completo no Manual do Usuário."
        acoes={
          <>
            <Link to={MANUAL_USUARIO} className="inline-flex min-h-11 items-center rounded-lg bg-escola-700 px-4 text-sm font-semibold text-white hover:bg-escola-800">
              Ver Manual
            </Link>
            <a href="#faq" className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800">
              Ir para o FAQ
            </a>
          </>
        }
      />
      <section id="faq" aria-labelledby="faq-titulo" className="scroll-mt-20 space-y-3">
        <h2 id="faq-titulo" className="text-xl font-bold text-escola-800 dark:text-escola-100">
          Perguntas frequentes
        </h2>
        <PerguntasFrequentes perguntas={PERGUNTAS_GERAIS} />
      </section>
      <p className="text-slate-700 dark:text-slate-200">
        Não achou o que procurava?{' '}
        <Link to={CONTATO} className="font-semibold text-escola-700 underline dark:text-escola-100">
          Fale com a equipe da Escola
        </Link>
        .
      </p>
    </div>
  );
}
