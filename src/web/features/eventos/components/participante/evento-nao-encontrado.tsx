import { CabecalhoPagina, Vazio } from '#web/components/ui/estados.tsx';
import { Link } from '#web/lib/roteador.tsx';
import { EVENTOS } from '#web/lib/caminhos.ts';

/** Evento inexistente, não publicado ou endereço inválido (a API responde 404 nos três). */
export function EventoNaoEncontrado({ mensagem = 'Evento não encontrado.' }: { mensagem?: string }) {
  return (
    <>
      <CabecalhoPagina titulo="Evento" />
      <Vazio
        mensagem={mensagem}
        sugestao={
          <Link to={EVENTOS} className="inline-flex min-h-11 items-center font-semibold text-escola-700 underline underline-offset-4 dark:text-escola-100">
            Ver os eventos disponíveis
          </Link>
        }
      />
    </>
  );
}
