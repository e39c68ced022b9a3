import { Plus } from 'lucide-react';
import { CabecalhoPagina } from '#web/components/ui/estados.tsx';
import { BotaoAtualizar } from '#web/features/eventos/components/gestao/botao-atualizar.tsx';
import { CLASSE_LINK_PRIMARIO } from '#web/features/eventos/components/gestao/classes.ts';
import { GestaoEventos } from '#web/features/eventos/components/gestao/gestao-eventos.tsx';
import { Link } from '#web/lib/roteador.tsx';
import { NOVO_EVENTO } from '#web/lib/caminhos.ts';

/** Gerenciar Eventos (administradores): lista com rascunhos, publicação e exclusão; o editor fica em /gerenciar-eventos/novo e /:id. */
export default function PaginaGerenciarEventos() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <CabecalhoPagina
        titulo="Gestão de Eventos"
        subtitulo="Crie, publique e edite seus eventos e turmas."
        acoes={
          <>
            <BotaoAtualizar />
            <Link to={NOVO_EVENTO} className={CLASSE_LINK_PRIMARIO}>
              <Plus aria-hidden="true" className="size-4" />
              Criar evento
            </Link>
          </>
        }
      />
      <GestaoEventos />
    </div>
  );
}
