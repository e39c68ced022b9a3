import { Download, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import type { ChamadaAdmin } from '#shared/contracts/chamadas.ts';
import { ROTULO_DECISAO } from '#shared/rules/chamadas.ts';
import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';
import { Botao } from '#web/components/ui/botao.tsx';
import { CampoSelecao } from '#web/components/ui/campo.tsx';
import { CLASSE_CELULA, CLASSE_TR_CARTAO } from '#web/components/ui/classes.ts';
import { ErroCarregamento, Esqueleto, Vazio } from '#web/components/ui/estados.tsx';
import { CelulaRotulada as Celula, TabelaCartoes } from '#web/components/ui/tabela.tsx';
import { formatarNumero } from '#web/lib/formato.ts';
import { baixarRanking } from '../../../api/baixar-ranking.ts';
import { useRanking } from '../../../api/obter-ranking.ts';
import { formatarNota } from '../../avaliador/formato.ts';

const nota = (v: number | null) => (v === null ? '—' : formatarNota(v));

/**
 * O ranking (geral ou de uma linha), na ordem da regra de desempate escrita acima da tabela; o título abre o
 * trabalho (avaliação e decisão). Exporta o que está na tela em CSV ou XLSX.
 */
export function Ranking({ chamada, aoAbrirTrabalho }: { chamada: ChamadaAdmin; aoAbrirTrabalho: (id: number) => void }) {
  const [linhaId, setLinhaId] = useState<number | null>(null);
  const consulta = useRanking(chamada.id, linhaId);
  const [baixando, setBaixando] = useState<'csv' | 'xlsx' | null>(null);
  const [erro, setErro] = useState<string | null>(null);

  async function exportar(formato: 'csv' | 'xlsx') {
    setErro(null);
    setBaixando(formato);
    try {
      await baixarRanking(chamada.id, linhaId, formato);
    } catch (e) {
      setErro(e instanceof Error ? e.message : 'Não foi possível exportar o ranking.');
    } finally {
      setBaixando(null);
    }
  }

  const itens = consulta.data?.itens ?? [];
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <CampoSelecao
          rotulo="Linha temática do ranking"
          vazio="Todas as linhas (ranking geral)"
          value={linhaId ?? ''}
          opcoes={chamada.linhas.map((l) => ({ valor: l.id, rotulo: `${l.codigo} — ${l.nome}` }))}
          onChange={(e) => setLinhaId(e.target.value ? Number(e.target.value) : null)}
        />
        <div className="flex flex-wrap gap-2 *:flex-auto sm:*:flex-none">
          <Botao variante="secundario" onClick={() => void exportar('csv')} carregando={baixando === 'csv'} textoCarregando="Exportando…" disabled={itens.length === 0}>
            <Download aria-hidden="true" className="size-4" />
            Exportar CSV
          </Botao>
          <Botao variante="secundario" onClick={() => void exportar('xlsx')} carregando={baixando === 'xlsx'} textoCarregando="Exportando…" disabled={itens.length === 0}>
            <Download aria-hidden="true" className="size-4" />
            Exportar XLSX
          </Botao>
        </div>
      </div>
      <AlertaErro mensagem={erro} />
      {consulta.data && <p className="text-sm text-slate-700 dark:text-slate-300">Desempate: {consulta.data.regra_de_desempate}</p>}
      {consulta.isPending ? (
        <Esqueleto linhas={5} rotulo="Carregando o ranking…" />
      ) : !consulta.data ? (
        <ErroCarregamento mensagem="Não foi possível carregar o ranking." aoTentar={() => void consulta.refetch()} />
      ) : itens.length === 0 ? (
        <Vazio mensagem={linhaId === null ? 'Nenhum trabalho enviado nesta chamada.' : 'Nenhum trabalho enviado nesta linha.'} sugestao="O ranking mostra os trabalhos enviados, com a nota assim que os pareceres chegam." />
      ) : (
        <TabelaCartoes
          legenda={linhaId === null ? 'Ranking geral' : 'Ranking da linha'}
          colunas={[
            { rotulo: 'Posição', className: 'w-20' },
            { rotulo: 'Trabalho' },
            { rotulo: 'Linha' },
            { rotulo: 'Escrita', direita: true },
            { rotulo: 'Oral', direita: true },
            { rotulo: 'Final', direita: true },
            { rotulo: 'Decisão' },
          ]}
        >
          {itens.map((i) => (
            <tr key={i.submissao.id} role="row" className={`${CLASSE_TR_CARTAO} grid grid-cols-3 gap-y-1.5`}>
              <Celula rotulo="Posição" className="col-span-3 font-bold tabular-nums">
                {formatarNumero(i.posicao)}º{linhaId === null && i.linha ? <span className="ml-1 text-xs font-normal whitespace-nowrap text-slate-600 lg:ml-0 lg:block dark:text-slate-400">({formatarNumero(i.posicao_na_linha)}º na linha)</span> : null}
              </Celula>
              <th role="rowheader" scope="row" className={`${CLASSE_CELULA} col-span-3 text-left font-normal break-words`}>
                <button
                  type="button"
                  onClick={() => aoAbrirTrabalho(i.submissao.id)}
                  className="inline-flex min-h-11 items-center text-left font-semibold text-escola-700 underline underline-offset-4 lg:min-h-0 dark:text-escola-100"
                >
                  {i.submissao.titulo || 'Trabalho sem título'}
                </button>
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {i.autor.nome} · {formatarNumero(i.pareceres_escritos)} parecer(es) escrito(s)
                  {i.pareceres_orais > 0 ? `, ${formatarNumero(i.pareceres_orais)} oral(is)` : ''}
                </span>
                {i.divergente && (
                  <span className="mt-1 inline-flex items-center gap-1 text-xs font-semibold text-amber-900 dark:text-amber-200">
                    <TriangleAlert aria-hidden="true" className="size-3.5" />
                    Notas divergentes
                  </span>
                )}
              </th>
              <Celula rotulo="Linha" className="col-span-3">
                {i.linha ? i.linha.codigo : '—'}
              </Celula>
              <Celula rotulo="Escrita" className="tabular-nums lg:text-right">
                {nota(i.nota_escrita)}
              </Celula>
              <Celula rotulo="Oral" className="tabular-nums lg:text-right">
                {nota(i.nota_oral)}
              </Celula>
              <Celula rotulo="Final" className="font-bold tabular-nums lg:text-right">
                {nota(i.nota_final)}
              </Celula>
              <Celula rotulo="Decisão" className="col-span-3">
                {i.decisao ? ROTULO_DECISAO[i.decisao] : 'Sem decisão'}
                {i.decisao && <span className="block text-xs text-slate-600 dark:text-slate-400">{i.liberada ? 'Comunicada ao autor' : 'Ainda não comunicada'}</span>}
              </Celula>
            </tr>
          ))}
        </TabelaCartoes>
      )}
    </div>
  );
}
