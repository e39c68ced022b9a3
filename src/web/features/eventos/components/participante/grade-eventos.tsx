import type { EventoDaLista } from '#web/lib/dados/eventos.ts';
import { CartaoEvento } from './cartao-evento.tsx';

const GRADE = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** Grade de cartões de eventos (uma coluna no celular). */
export function GradeEventos({ eventos, rotulo }: { eventos: EventoDaLista[]; rotulo: string }) {
  return (
    <ul aria-label={rotulo} className={GRADE}>
      {eventos.map((e, i) => (
        <CartaoEvento key={e.id} evento={e} primeiro={i === 0} />
      ))}
    </ul>
  );
}

/** Esqueleto da grade enquanto a lista chega (o anúncio fica na linha de status da página). */
export function EsqueletoGrade({ quantos = 6 }: { quantos?: number }) {
  return (
    <div aria-hidden="true" className={GRADE}>
      {Array.from({ length: quantos }, (_, i) => (
        <div key={i} className="h-72 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />
      ))}
    </div>
  );
}
