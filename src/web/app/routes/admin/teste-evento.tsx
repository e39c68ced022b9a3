import { Vazio } from '#web/components/ui/estados.tsx';
import { Trilha } from '#web/components/ui/trilha.tsx';
import { EditorTeste } from '#web/features/teste/components/editor/editor-teste.tsx';
import { Link, useParams } from '#web/lib/roteador.tsx';
import { EDITAR_EVENTO, GERENCIAR_EVENTOS, caminho } from '#web/lib/caminhos.ts';

/** /gerenciar-eventos/:id/teste: o teste do curso do evento (ajustes, questões, publicação). */
export default function PaginaTesteEvento() {
  const { id: param } = useParams();
  const id = param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      <Trilha
        itens={[
          { rotulo: 'Gestão de Eventos', para: GERENCIAR_EVENTOS },
          ...(id === null ? [] : [{ rotulo: 'Editar evento', para: caminho(EDITAR_EVENTO, { id: id }) }]),
          { rotulo: 'Teste do curso' },
        ]}
      />
      {id === null ? (
        <Vazio
          mensagem="Evento não encontrado."
          sugestao={
            <Link to={GERENCIAR_EVENTOS} className="font-semibold text-escola-700 underline underline-offset-2 dark:text-escola-100">
              Voltar para a lista de eventos
            </Link>
          }
        />
      ) : (
        <EditorTeste key={id} eventoId={id} />
      )}
    </div>
  );
}
