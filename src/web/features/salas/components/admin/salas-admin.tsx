import { CircleCheck, CircleMinus, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import type { Sala } from '#shared/contracts/salas.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { ErroCarregamento, Esqueleto, Vazio } from '#web/components/ui/estados.tsx';
import { formatarNumero } from '#web/lib/formato.ts';
import { useSalasAdmin } from '../../api/listar-salas-admin.ts';
import {
  CLASSE_BOTAO_LINHA,
  CLASSE_CELULA,
  CLASSE_MOLDURA_TABELA,
  CLASSE_ROTULO_MOVEL,
  CLASSE_SELO,
  CLASSE_TABELA,
  CLASSE_TBODY,
  CLASSE_TH,
  CLASSE_THEAD,
  CLASSE_TR,
} from '../comum/classes.ts';
import { DialogoSala } from './dialogo-sala.tsx';

function Situacao({ ativa }: { ativa: boolean }) {
  return ativa ? (
    <span className={`${CLASSE_SELO} bg-emerald-50 text-emerald-900 ring-emerald-300 dark:bg-emerald-950 dark:text-emerald-100 dark:ring-emerald-800`}>
      <CircleCheck aria-hidden="true" className="size-3.5" />
      Ativa
    </span>
  ) : (
    <span className={`${CLASSE_SELO} bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600`}>
      <CircleMinus aria-hidden="true" className="size-3.5" />
      Inativa
    </span>
  );
}

/** "Salas": todas as salas (ativas ou não), com "Nova sala" e "Editar". */
export function SalasAdmin() {
  const consulta = useSalasAdmin();
  const [editando, setEditando] = useState<Sala | 'nova' | null>(null);
  const salas = consulta.data ?? [];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status" aria-live="polite" className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {consulta.isPending ? 'Carregando salas…' : consulta.data ? `${formatarNumero(salas.length)} ${salas.length === 1 ? 'sala' : 'salas'}.` : ''}
        </p>
        <Botao aria-haspopup="dialog" onClick={() => setEditando('nova')}>
          <Plus aria-hidden="true" className="size-4" />
          Nova sala
        </Botao>
      </div>
      {consulta.isPending ? (
        <Esqueleto linhas={2} rotulo="Carregando salas…" />
      ) : consulta.isError && !consulta.data ? (
        <ErroCarregamento mensagem="Não foi possível carregar as salas." aoTentar={() => void consulta.refetch()} />
      ) : salas.length === 0 ? (
        <Vazio mensagem="Nenhuma sala cadastrada." sugestao="Use “Nova sala” para cadastrar as salas da Escola, com nome e capacidade." />
      ) : (
        <div className={CLASSE_MOLDURA_TABELA}>
          <table className={CLASSE_TABELA}>
            <caption className="sr-only">Salas</caption>
            <thead className={CLASSE_THEAD}>
              <tr>
                <th scope="col" className={CLASSE_TH}>Nome</th>
                <th scope="col" className={CLASSE_TH}>Capacidade</th>
                <th scope="col" className={CLASSE_TH}>Situação</th>
                <th scope="col" className={`${CLASSE_TH} lg:text-right`}>Ações</th>
              </tr>
            </thead>
            <tbody className={CLASSE_TBODY}>
              {salas.map((s) => (
                <tr key={s.id} className={CLASSE_TR}>
                  <th scope="row" className={`${CLASSE_CELULA} text-left font-semibold`}>{s.nome}</th>
                  <td className={CLASSE_CELULA}>
                    <span className={CLASSE_ROTULO_MOVEL}>Capacidade:</span>
                    {formatarNumero(s.capacidade)} pessoas
                  </td>
                  <td className={CLASSE_CELULA}>
                    <Situacao ativa={s.ativa} />
                  </td>
                  <td className={`${CLASSE_CELULA} lg:text-right`}>
                    <button type="button" aria-haspopup="dialog" className={CLASSE_BOTAO_LINHA} onClick={() => setEditando(s)}>
                      <Pencil aria-hidden="true" className="size-4" />
                      Editar{' '}<span className="sr-only">{s.nome}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editando && <DialogoSala sala={editando === 'nova' ? null : editando} aoFechar={() => setEditando(null)} />}
    </div>
  );
}
