import { ClipboardList } from 'lucide-react';
import { CabecalhoPagina } from '#web/components/ui/estados.tsx';
import { CLASSE_LINK_PRIMARIO, CLASSE_LINK_TEXTO } from '#web/features/presenca/components/gestao/classes.ts';
import { PainelTurmas } from '#web/features/presenca/components/gestao/turmas/painel-turmas.tsx';
import { Link } from '#web/lib/roteador.tsx';
import { GERENCIAR_EVENTOS, LISTA_PRESENCAS_TURMA } from '#web/lib/caminhos.ts';

/** /gestao-presenca (administração): todos os eventos com turmas; cada turma abre a lista de presença. */
export default function PaginaGestaoPresenca() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <CabecalhoPagina titulo="Gestão de Presença" subtitulo="Visualize turmas, consulte inscritos e acompanhe presenças com segurança." />
      <PainelTurmas
        comBusca
        mostrarInstrutores
        vazio={{
          mensagem: 'Nenhuma turma neste período.',
          sugestao: (
            <>
              Turmas aparecem aqui quando um evento tem datas cadastradas.{' '}
              <Link to={GERENCIAR_EVENTOS} className={CLASSE_LINK_TEXTO}>
                Ir para Gestão de Eventos
              </Link>
            </>
          ),
        }}
        acoes={(t) => (
          <Link to={`${LISTA_PRESENCAS_TURMA}?turma=${t.id}`} className={CLASSE_LINK_PRIMARIO} aria-label={`Ver presenças — ${t.nome}`}>
            <ClipboardList aria-hidden="true" className="size-4" />
            Ver presenças
          </Link>
        )}
      />
    </div>
  );
}
