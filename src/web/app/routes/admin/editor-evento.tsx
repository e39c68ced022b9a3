import { CabecalhoPagina, Vazio } from '#web/components/ui/estados.tsx';
import { Trilha } from '#web/components/ui/trilha.tsx';
import { EditorEvento } from '#web/features/eventos/components/gestao/editor-evento.tsx';
import { Link, useLocation, useParams } from '#web/lib/roteador.tsx';
import PaginaTesteEvento from './teste-evento.tsx';
import { GERENCIAR_EVENTOS } from '#web/lib/caminhos.ts';

/**
 * /gerenciar-eventos/novo e /gerenciar-eventos/:id: o editor do evento numa página inteira (melhor que um
 * modal no celular). /gerenciar-eventos/:id/teste vem no mesmo pedaço de JS (decisão 007) e mostra o teste.
 */
export default function PaginaEditorEvento() {
  const { pathname } = useLocation();
  return /\/teste\/?$/i.test(pathname) ? <PaginaTesteEvento /> : <EditorDoEvento />;
}

function EditorDoEvento() {
  const { id: param } = useParams();
  // /novo não tem parâmetro; em /:id só vale um id numérico
  const novo = param === undefined;
  const id = param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null;
  const titulo = novo ? 'Novo evento' : 'Editar evento';
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <Trilha itens={[{ rotulo: 'Gestão de Eventos', para: GERENCIAR_EVENTOS }, { rotulo: titulo }]} />
      <CabecalhoPagina titulo={titulo} subtitulo={novo ? 'O evento fica como rascunho até ser publicado.' : 'As alterações valem para as turmas e inscrições deste evento.'} />
      {novo || id !== null ? (
        <EditorEvento key={id ?? 'novo'} id={id} />
      ) : (
        <Vazio
          mensagem="Evento não encontrado."
          sugestao={
            <Link to={GERENCIAR_EVENTOS} className="font-semibold text-escola-700 underline underline-offset-2 dark:text-escola-100">
              Voltar para a lista de eventos
            </Link>
          }
        />
      )}
    </div>
  );
}
