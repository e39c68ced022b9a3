import { Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import type { EventoResumo } from '#shared/contracts/eventos.ts';
import { Link } from '#web/lib/roteador.tsx';
import { CLASSE_BOTAO_LINHA, CLASSE_PERIGO } from './classes.ts';
import { EDITAR_EVENTO, caminho } from '#web/lib/caminhos.ts';

export type AcaoEvento = 'publicacao' | 'excluir';

interface Props {
  evento: EventoResumo;
  aoAgir: (acao: AcaoEvento, e: EventoResumo) => void;
  umaLinha?: boolean;
}

/** Editar, Publicar/Despublicar e Excluir; o nome acessível começa pelo texto visível e diz qual evento. */
export function AcoesEvento({ evento: e, aoAgir, umaLinha = false }: Props) {
  const IconePublicacao = e.publicado ? EyeOff : Eye;
  const publicacao = e.publicado ? 'Despublicar' : 'Publicar';
  return (
    <div className={`flex gap-2 ${umaLinha ? 'flex-nowrap whitespace-nowrap' : 'flex-wrap'}`}>
      <Link to={caminho(EDITAR_EVENTO, { id: e.id })} className={CLASSE_BOTAO_LINHA} aria-label={`Editar ${e.titulo}`}>
        <Pencil aria-hidden="true" className="size-4" />
        Editar
      </Link>
      <button type="button" className={CLASSE_BOTAO_LINHA} aria-label={`${publicacao} ${e.titulo}`} onClick={() => aoAgir('publicacao', e)}>
        <IconePublicacao aria-hidden="true" className="size-4" />
        {publicacao}
      </button>
      <button type="button" className={`${CLASSE_BOTAO_LINHA} ${CLASSE_PERIGO}`} aria-label={`Excluir ${e.titulo}`} onClick={() => aoAgir('excluir', e)}>
        <Trash2 aria-hidden="true" className="size-4" />
        Excluir
      </button>
    </div>
  );
}
