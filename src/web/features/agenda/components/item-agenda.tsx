import { Clock, MapPin } from 'lucide-react';
import type { ItemAgenda } from '#shared/contracts/agenda.ts';
import { COR_ITEM } from './cores.ts';
import { hora } from './datas.ts';
import { EtiquetaStatus, MarcadorPapel } from './marcadores.tsx';

/** Linha de um encontro nas listas (vista "Lista" e dia escolhido): abre os detalhes. */
export function ItemAgendaLinha({ item, aoAbrir }: { item: ItemAgenda; aoAbrir: (i: ItemAgenda) => void }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={() => aoAbrir(item)}
      className={`flex min-h-11 w-full flex-col gap-1 rounded-lg border border-l-4 px-3 py-2 text-left ${COR_ITEM[item.turma.status]} ${item.inscricao === 'em_espera' ? 'border-dashed' : ''}`}
    >
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="inline-flex items-center gap-1 font-semibold tabular-nums">
          <Clock aria-hidden="true" className="size-4" />
          {hora(item.horario_inicio)} às {hora(item.horario_fim)}
        </span>
        <EtiquetaStatus status={item.turma.status} />
        <MarcadorPapel item={item} />
      </span>
      <span className="font-semibold break-words">{item.evento.titulo}</span>
      <span className="flex flex-wrap gap-x-3 text-sm opacity-90">
        <span>Turma: {item.turma.nome}</span>
        <span className="inline-flex items-center gap-1">
          <MapPin aria-hidden="true" className="size-4" />
          {item.evento.local}
        </span>
      </span>
    </button>
  );
}
