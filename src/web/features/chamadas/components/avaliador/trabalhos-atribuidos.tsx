import { useId } from 'react';
import type { MinhaAtribuicao } from '#shared/contracts/revisao.ts';
import { CircleCheck, Clock, FilePen, TriangleAlert } from 'lucide-react';
import { ROTULO_TIPO_AVALIACAO, type TipoAvaliacao } from '#shared/rules/chamadas.ts';
import { ROTULO_SITUACAO_PARECER, type SituacaoParecer } from '#shared/rules/revisao.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { Cartao, ErroCarregamento, Esqueleto, Vazio } from '#web/components/ui/estados.tsx';
import { useMinhasAtribuicoes } from '../../api/listar-minhas-atribuicoes.ts';
import { formatarHorario, formatarNota } from './formato.ts';

const ICONES: Record<SituacaoParecer, typeof Clock> = { pendente: Clock, rascunho: FilePen, enviado: CircleCheck };
const CORES: Record<SituacaoParecer, string> = {
  pendente: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  rascunho: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  enviado: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
};

/** A lista dos trabalhos atribuídos, com a situação do parecer e o prazo; abre o formulário. */
export function TrabalhosAtribuidos({ aoAbrir }: { aoAbrir: (submissaoId: number, tipo: TipoAvaliacao) => void }) {
  const q = useMinhasAtribuicoes();
  if (q.isPending) return <Esqueleto rotulo="Carregando trabalhos atribuídos…" />;
  if (q.isError) return <ErroCarregamento mensagem="Erro ao carregar os trabalhos atribuídos." aoTentar={() => void q.refetch()} />;
  if (q.data.length === 0)
    return (
      <Vazio
        mensagem="Nenhum trabalho atribuído a você ainda."
        sugestao="Declare as linhas que você avalia e marque interesse nos trabalhos enquanto a janela de lances estiver aberta; a administração faz a distribuição e os trabalhos aparecem aqui."
      />
    );

  const pendentes = q.data.filter((a) => a.situacao !== 'enviado');
  const realizadas = q.data.filter((a) => a.situacao === 'enviado');
  return (
    <>
      <p role="status" className="mb-4 text-sm text-slate-600 dark:text-slate-300">
        {pendentes.length === 0 ? 'Todos os pareceres foram enviados.' : pendentes.length === 1 ? '1 parecer a enviar.' : `${pendentes.length} pareceres a enviar.`}
      </p>
      <Grupo titulo={`Avaliações pendentes (${pendentes.length})`} itens={pendentes} vazio="Nenhuma avaliação pendente." aoAbrir={aoAbrir} />
      <Grupo titulo={`Avaliações realizadas (${realizadas.length})`} itens={realizadas} vazio="Nenhum parecer enviado ainda." aoAbrir={aoAbrir} />
    </>
  );
}

function Grupo({ titulo, itens, vazio, aoAbrir }: { titulo: string; itens: MinhaAtribuicao[]; vazio: string; aoAbrir: (submissaoId: number, tipo: TipoAvaliacao) => void }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mb-6">
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {titulo}
      </h2>
      {itens.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-300">{vazio}</p>}
      <ul className="grid gap-3">
        {itens.map((a) => {
          const Icone = ICONES[a.situacao];
          return (
            <li key={`${a.submissao.id}-${a.tipo}`}>
              <Cartao className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <h3 className="font-semibold break-words">{a.submissao.titulo}</h3>
                  <p className="text-sm text-slate-600 dark:text-slate-300">
                    {a.chamada.titulo}
                    {a.submissao.linha && ` · ${a.submissao.linha.nome}`} · {ROTULO_TIPO_AVALIACAO[a.tipo]}
                  </p>
                  <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
                    <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-medium ${CORES[a.situacao]}`}>
                      <Icone aria-hidden="true" className="size-4" />
                      {ROTULO_SITUACAO_PARECER[a.situacao]}
                    </span>
                    {a.situacao === 'enviado' && a.nota !== null && <span>Nota: {formatarNota(a.nota)} de 10</span>}
                    {a.chamada.prazo_avaliacao && a.situacao !== 'enviado' && (
                      <span className={a.atrasado ? 'inline-flex items-center gap-1 font-semibold text-red-800 dark:text-red-300' : 'text-slate-600 dark:text-slate-300'}>
                        {a.atrasado && <TriangleAlert aria-hidden="true" className="size-4" />}
                        {a.atrasado ? 'Atrasado: o prazo era ' : 'Prazo: '}
                        {formatarHorario(a.chamada.prazo_avaliacao)}
                      </span>
                    )}
                  </p>
                </div>
                <Botao
                  variante={a.situacao === 'enviado' ? 'secundario' : 'primario'}
                  onClick={() => aoAbrir(a.submissao.id, a.tipo)}
                  aria-label={`${a.situacao === 'enviado' ? 'Ver parecer' : a.situacao === 'rascunho' ? 'Continuar parecer' : 'Avaliar'}: ${a.submissao.titulo}`}
                >
                  {a.situacao === 'enviado' ? 'Ver parecer' : a.situacao === 'rascunho' ? 'Continuar' : 'Avaliar'}
                </Botao>
              </Cartao>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
