import { Abas } from '#web/components/ui/abas.tsx';

export const ABAS = ['pedidos', 'agenda', 'salas'] as const;
export type Aba = (typeof ABAS)[number];
export const ROTULO_ABA: Record<Aba, string> = { pedidos: 'Pedidos pendentes', agenda: 'Agenda', salas: 'Salas' };
export const idDaAba = (aba: Aba) => `aba-salas-${aba}`;
export const ID_PAINEL = 'painel-reservas-salas';

/** Abas da administração de salas; `contagens` aparece ao lado do rótulo. */
export function AbasReservas({ ativa, aoMudar, contagens }: { ativa: Aba; aoMudar: (aba: Aba) => void; contagens: Partial<Record<Aba, number>> }) {
  return (
    <Abas
      abas={ABAS}
      ativa={ativa}
      aoMudar={aoMudar}
      rotulo="Seções das reservas de salas"
      rotulos={ROTULO_ABA}
      idDaAba={idDaAba}
      idPainel={ID_PAINEL}
      extra={(aba) => {
        const n = contagens[aba];
        return (
          <>
            {' '}
            {n !== undefined && n > 0 && (
              <span className="rounded-full bg-amber-100 px-1.5 text-xs text-amber-950 tabular-nums dark:bg-amber-900 dark:text-amber-50">
                {n}
                {' '}<span className="sr-only">{n === 1 ? 'pendente' : 'pendentes'}</span>
              </span>
            )}
          </>
        );
      }}
    />
  );
}
