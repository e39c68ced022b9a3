import { CLASSE_SELO } from '../comum/classes.ts';
import { SITUACAO } from '../comum/selos.tsx';

const ITENS = ['livre', 'pendente', 'aprovada', 'bloqueada', 'indisponivel', 'minha'] as const;

/** Legenda do calendário: cada situação com cor, ícone e texto (a cor nunca é a única pista). */
export function LegendaCalendario() {
  return (
    <ul aria-label="Legenda do calendário" className="flex flex-wrap gap-2">
      {ITENS.map((s) => {
        const { classe, Icone, rotulo } = SITUACAO[s];
        return (
          <li key={s} className={`${CLASSE_SELO} ${classe}`}>
            <Icone aria-hidden="true" className="size-3.5 shrink-0" />
            {rotulo}
          </li>
        );
      })}
    </ul>
  );
}
