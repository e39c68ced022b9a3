import { Check, Coffee, X } from 'lucide-react';
import type { ReservaAdmin } from '#shared/contracts/salas.ts';
import { HORARIO_PERIODO, ROTULO_PERIODO } from '#shared/rules/salas.ts';
import { CelulaRotulada, TabelaCartoes, type Coluna } from '#web/components/ui/tabela.tsx';
import { formatarNumero } from '#web/lib/formato.ts';
import { CLASSE_BOTAO_PERIGO, CLASSE_BOTAO_PRIMARIO, CLASSE_CAIXA, CLASSE_CELULA, CLASSE_TR } from '../comum/classes.ts';
import { dataComSemana, descreverReserva } from '../comum/datas.ts';
import { BotaoTermo } from './botao-termo.tsx';

interface Props {
  pedidos: readonly ReservaAdmin[];
  selecionados: ReadonlySet<number>;
  aoMarcar: (id: number, marcado: boolean) => void;
  /** Uma decisão corre: os botões ficam desabilitados. */
  ocupado: boolean;
  aoAprovar: (r: ReservaAdmin) => void;
  aoRejeitar: (r: ReservaAdmin) => void;
}

const COLUNAS: Coluna[] = [
  { rotulo: 'Selecionar', oculto: true, className: 'w-12' },
  { rotulo: 'Solicitante' },
  { rotulo: 'Sala e horário' },
  { rotulo: 'Pessoas' },
  { rotulo: 'Finalidade' },
  { rotulo: 'Ações', direita: true },
];

/**
 * A caixa de aprovação: uma linha por pedido (cartão no celular) com a caixa de seleção, quem pediu, sala e
 * horário, pessoas, coffee break, finalidade, o termo assinado e as decisões daquele pedido.
 */
export function TabelaPedidos({ pedidos, selecionados, aoMarcar, ocupado, aoAprovar, aoRejeitar }: Props) {
  return (
    <TabelaCartoes legenda="Pedidos pendentes" colunas={COLUNAS}>
      {pedidos.map((r) => {
        const quem = `${r.solicitante.nome}, ${descreverReserva(r)}`;
        return (
          <tr key={r.id} role="row" className={CLASSE_TR}>
            <td role="cell" className={CLASSE_CELULA}>
              <label className="inline-flex min-h-11 min-w-11 cursor-pointer items-center">
                <input type="checkbox" className={CLASSE_CAIXA} disabled={!r.pode_decidir} checked={selecionados.has(r.id)} onChange={(e) => aoMarcar(r.id, e.target.checked)} />
                <span className="sr-only">Selecionar o pedido de {quem}</span>
              </label>
            </td>
            <th role="rowheader" scope="row" className={`${CLASSE_CELULA} text-left font-normal`}>
              <span className="block font-semibold text-slate-900 dark:text-slate-100">{r.solicitante.nome}</span>
              <span className="block text-xs break-all text-slate-600 dark:text-slate-400">{r.solicitante.email}</span>
            </th>
            <td role="cell" className={CLASSE_CELULA}>
              <span className="block font-semibold">{r.sala.nome}</span>
              <span className="block">{dataComSemana(r.data)}</span>
              <span className="block text-slate-600 dark:text-slate-400">
                {ROTULO_PERIODO[r.periodo]} ({HORARIO_PERIODO[r.periodo]})
              </span>
            </td>
            <CelulaRotulada rotulo="Pessoas">
              {r.qtd_pessoas === null ? '—' : formatarNumero(r.qtd_pessoas)}
              <span className="mt-0.5 flex items-center gap-1 text-xs text-slate-600 dark:text-slate-400">
                <Coffee aria-hidden="true" className="size-3.5" />
                {r.coffee_break ? 'Com coffee break' : 'Sem coffee break'}
              </span>
            </CelulaRotulada>
            <CelulaRotulada rotulo="Finalidade" className="break-words whitespace-pre-line">
              {r.finalidade}
            </CelulaRotulada>
            <td role="cell" className={`${CLASSE_CELULA} lg:text-right`}>
              <div className="flex flex-wrap items-center gap-2 lg:justify-end">
                {r.termo_aceito_em && <BotaoTermo id={r.id} de={quem} />}
                <button type="button" className={CLASSE_BOTAO_PRIMARIO} disabled={ocupado || !r.pode_decidir} onClick={() => aoAprovar(r)}>
                  <Check aria-hidden="true" className="size-4" />
                  Aprovar{' '}<span className="sr-only">o pedido de {quem}</span>
                </button>
                <button type="button" aria-haspopup="dialog" className={CLASSE_BOTAO_PERIGO} disabled={ocupado || !r.pode_decidir} onClick={() => aoRejeitar(r)}>
                  <X aria-hidden="true" className="size-4" />
                  Rejeitar{' '}<span className="sr-only">o pedido de {quem}</span>
                </button>
              </div>
            </td>
          </tr>
        );
      })}
    </TabelaCartoes>
  );
}
