import type { ReactNode } from 'react';
import { useState } from 'react';
import { Botao } from '#web/components/ui/botao.tsx';
import { ErroCarregamento, Esqueleto, Vazio } from '#web/components/ui/estados.tsx';
import { useTurmasPresenca, type PeriodoTurmas } from '#web/features/presenca/api/turmas-presenca.ts';
import { formatarNumero } from '#web/lib/formato.ts';
import { CartaoTurmaPresenca } from './cartao-turma-presenca.tsx';
import { contarPorStatus, filtrarEventos, type FiltroStatus, type TurmaDaLista } from './filtro-turmas.ts';
import { FiltrosTurmas } from './filtros-turmas.tsx';

interface Props {
  /** Mostra o campo de busca por evento, turma ou instrutor. */
  comBusca?: boolean;
  mostrarInstrutores?: boolean;
  acoes: (t: TurmaDaLista) => ReactNode;
  /** Sem turma alguma no período: a mensagem e o próximo passo. */
  vazio: { mensagem: string; sugestao: ReactNode };
}

const contarTurmas = (n: number) => (n === 1 ? '1 turma' : `${formatarNumero(n)} turmas`);

/**
 * Eventos com turmas (GET /api/presencas/turmas: as do instrutor, ou todas para a administração),
 * agrupadas por evento, com filtros de situação, período e, quando pedido, busca.
 */
export function PainelTurmas({ comBusca, mostrarInstrutores, acoes, vazio }: Props) {
  const [periodo, setPeriodo] = useState<PeriodoTurmas>('recentes');
  const [status, setStatus] = useState<FiltroStatus>('todos');
  const [busca, setBusca] = useState('');
  const consulta = useTurmasPresenca(periodo);
  const eventos = consulta.data ?? [];
  const visiveis = filtrarEventos(eventos, { busca, status });
  const total = visiveis.reduce((n, e) => n + e.turmas.length, 0);
  const limpar = () => {
    setBusca('');
    setStatus('todos');
  };

  return (
    <div className="space-y-5">
      <FiltrosTurmas
        busca={comBusca ? busca : null}
        aoBuscar={setBusca}
        status={status}
        aoMudarStatus={setStatus}
        contagem={consulta.data ? contarPorStatus(eventos, busca) : null}
        periodo={periodo}
        aoMudarPeriodo={setPeriodo}
      />
      <p role="status" className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {consulta.isPending ? 'Carregando turmas…' : consulta.data ? `${contarTurmas(total)} em ${visiveis.length === 1 ? '1 evento' : `${formatarNumero(visiveis.length)} eventos`}.` : ''}
      </p>
      {consulta.isPending && <Esqueleto linhas={3} rotulo="Carregando turmas…" />}
      {consulta.isError && !consulta.data && <ErroCarregamento mensagem="Não foi possível carregar as turmas. Confira a conexão e tente novamente." aoTentar={() => void consulta.refetch()} />}
      {consulta.data && eventos.length === 0 && (
        <Vazio
          mensagem={vazio.mensagem}
          sugestao={
            <>
              <span className="block">{vazio.sugestao}</span>
              {periodo === 'recentes' && (
                <Botao variante="secundario" className="mt-3" onClick={() => setPeriodo('todas')}>
                  Ver também as turmas antigas
                </Botao>
              )}
            </>
          }
        />
      )}
      {consulta.data && eventos.length > 0 && visiveis.length === 0 && (
        <Vazio
          mensagem="Nenhuma turma corresponde aos filtros."
          sugestao={
            <Botao variante="secundario" className="mt-1" onClick={limpar}>
              Limpar filtros
            </Botao>
          }
        />
      )}
      {visiveis.map((e) => (
        <section key={e.id} aria-labelledby={`evento-presenca-${e.id}`} className="space-y-3">
          <h2 id={`evento-presenca-${e.id}`} className="text-lg font-bold break-words text-escola-800 dark:text-escola-100">
            {e.titulo}
          </h2>
          <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {e.turmas.map((t) => (
              <CartaoTurmaPresenca key={t.id} turma={t} mostrarInstrutores={mostrarInstrutores} acoes={acoes(t)} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
