import { CircleCheck, Info } from 'lucide-react';
import type { ResultadoReservaDireta } from '#shared/contracts/salas.ts';
import { formatarNumero } from '#web/lib/formato.ts';
import { CLASSE_ATENCAO, CLASSE_SUCESSO } from '../comum/classes.ts';
import { dataComSemana } from '../comum/datas.ts';

function ListaDeDatas({ titulo, itens }: { titulo: string; itens: ResultadoReservaDireta['puladas'] }) {
  if (itens.length === 0) return null;
  return (
    <div className="mt-3">
      <p className="font-semibold">{titulo}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {itens.map((i) => (
          <li key={`${i.data}-${i.motivo}`}>
            <span className="first-letter:uppercase">{dataComSemana(i.data)}</span>: {i.motivo}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** O que a reserva direta criou, e as datas puladas (fins de semana, bloqueios) e em conflito, em pt-BR. */
export function ResultadoDireta({ resultado: r, tipo }: { resultado: ResultadoReservaDireta; tipo: 'reserva' | 'bloqueio' }) {
  const n = r.criadas.length;
  const algoFicouDeFora = r.puladas.length + r.conflitos.length > 0;
  const nome = tipo === 'reserva' ? (n === 1 ? 'reserva criada' : 'reservas criadas') : n === 1 ? 'bloqueio criado' : 'bloqueios criados';
  return (
    <div className={algoFicouDeFora ? CLASSE_ATENCAO : CLASSE_SUCESSO}>
      {algoFicouDeFora ? <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> : <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />}
      <div className="min-w-0">
        <p className="font-semibold">{r.mensagem}</p>
        <p>
          {formatarNumero(n)} {nome}.
        </p>
        <ListaDeDatas titulo={`Puladas (${formatarNumero(r.puladas.length)})`} itens={r.puladas} />
        <ListaDeDatas titulo={`Em conflito, horário já ocupado (${formatarNumero(r.conflitos.length)})`} itens={r.conflitos} />
      </div>
    </div>
  );
}
