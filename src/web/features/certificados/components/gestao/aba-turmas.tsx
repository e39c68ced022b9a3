import { Eye } from 'lucide-react';
import { useMemo } from 'react';
import { Botao } from '#web/components/ui/botao.tsx';
import { ErroCarregamento, Esqueleto, Vazio } from '#web/components/ui/estados.tsx';
import { Link } from '#web/lib/roteador.tsx';
import type { TurmaEmissao } from '../../api/certificados-do-instrutor.ts';
import { useTurmasDaGestao } from '../../api/turmas-da-gestao.ts';
import { CLASSE_CARTAO, CLASSE_ENTRADA, CLASSE_LINK_TEXTO, CLASSE_ROTULO } from '../comum/classes.ts';
import { plural } from '../comum/formato.ts';
import { TabelaEmissao } from '../comum/tabela-emissao.tsx';
import { DetalheTurma } from './detalhe-turma.tsx';
import { useBuscaAtrasada } from './use-busca-atrasada.ts';
import { GERENCIAR_EVENTOS } from '#web/lib/caminhos.ts';

/** Sem maiúsculas nem acentos: "vacinacao" acha "Vacinação". */
const simplificar = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export function filtrarTurmas(turmas: readonly TurmaEmissao[], busca: string): TurmaEmissao[] {
  const termo = simplificar(busca.trim());
  if (!termo) return [...turmas];
  return turmas.filter((t) => simplificar(`${t.evento.titulo} ${t.turma.nome}`).includes(termo));
}

interface Props {
  turma: number | null;
  filtro: string;
  abrirTurma: (turma: number | null) => void;
  filtrar: (q: string) => void;
}

/** Aba "Turmas": a emissão por turma, com busca pelo nome do evento ou da turma; cada uma abre as suas pessoas. */
export function AbaTurmas({ turma, filtro, abrirTurma, filtrar }: Props) {
  const consulta = useTurmasDaGestao();
  const [texto, setTexto] = useBuscaAtrasada(filtro, filtrar);
  const visiveis = useMemo(() => (consulta.data ? filtrarTurmas(consulta.data, filtro) : null), [consulta.data, filtro]);

  if (turma !== null) return <DetalheTurma turmaId={turma} aoVoltar={() => abrirTurma(null)} />;

  return (
    <div className="space-y-4">
      <div className={CLASSE_CARTAO}>
        <label htmlFor="busca-turmas" className={CLASSE_ROTULO}>
          Buscar turma
        </label>
        <input
          id="busca-turmas"
          type="search"
          value={texto}
          onChange={(e) => setTexto(e.target.value)}
          placeholder="Nome do evento ou da turma…"
          autoComplete="off"
          maxLength={120}
          className={CLASSE_ENTRADA}
        />
      </div>
      <p role="status" aria-live="polite" className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {consulta.isPending ? 'Carregando turmas…' : visiveis ? `${plural(visiveis.length, 'turma encontrada', 'turmas encontradas')}${consulta.isFetching ? ' · atualizando…' : ''}` : ''}
      </p>
      {consulta.isPending && <Esqueleto linhas={4} rotulo="Carregando turmas…" />}
      {consulta.isError && !visiveis && <ErroCarregamento mensagem="Erro ao carregar as turmas. Confira a conexão e tente novamente." aoTentar={() => void consulta.refetch()} />}
      {visiveis && visiveis.length === 0 && (
        <Vazio
          mensagem={filtro ? 'Nenhuma turma com este nome.' : 'Nenhuma turma com inscritos ainda.'}
          sugestao={
            filtro ? (
              <Botao variante="secundario" className="mt-1" onClick={() => setTexto('')}>
                Limpar busca
              </Botao>
            ) : (
              <Link to={GERENCIAR_EVENTOS} className={CLASSE_LINK_TEXTO}>
                Ir para a Gestão de Eventos
              </Link>
            )
          }
        />
      )}
      {visiveis && visiveis.length > 0 && (
        <TabelaEmissao
          legenda="Emissão de certificados por turma"
          turmas={visiveis}
          acao={(t) => (
            <Botao variante="secundario" className="w-full lg:w-auto" onClick={() => abrirTurma(t.turma.id)} aria-label={`Ver pessoas — ${t.evento.titulo} — ${t.turma.nome}`}>
              <Eye aria-hidden="true" className="size-4" />
              Ver pessoas
            </Botao>
          )}
        />
      )}
    </div>
  );
}
