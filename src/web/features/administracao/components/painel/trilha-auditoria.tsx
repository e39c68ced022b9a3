import { ChevronDown, ChevronRight, RotateCcw } from 'lucide-react';
import { Fragment, useEffect, useState } from 'react';
import type { EntradaAuditoria } from '#shared/contracts/auditoria.ts';
import { CampoDeBusca } from '#web/components/ui/campo-de-busca.tsx';
import { Campo, CampoSelecao } from '#web/components/ui/campo.tsx';
import { CLASSE_BOTAO_LINHA, CLASSE_BOTAO_LISTA, CLASSE_ROTULO, CLASSE_TD, CLASSE_TH } from '#web/components/ui/classes.ts';
import { ErroCarregamento, Esqueleto, Vazio } from '#web/components/ui/estados.tsx';
import { Paginacao } from '#web/components/ui/paginacao.tsx';
import { useParametrosDaUrl } from '#web/lib/estado-na-url.ts';
import { formatarData, formatarNumero } from '#web/lib/formato.ts';
import { useValorAtrasado } from '#web/lib/use-valor-atrasado.ts';
import { TRILHA_POR_PAGINA, useTrilhaAuditoria } from '../../api/listar-auditoria.ts';
import { CamposAlterados, rotuloDoCampo } from './campos-alterados.tsx';

const DATA = /^\d{4}-\d{2}-\d{2}$/;
const quem = (e: EntradaAuditoria) => e.ator.nome ?? (e.ator.id === null ? 'Sistema' : `Pessoa nº ${e.ator.id}`);

/**
 * A trilha de auditoria pesquisável: busca (ação, alvo ou quem agiu), ação, período; filtros e página no
 * endereço. Cada linha abre o antes e o depois como lista de campos.
 */
export function TrilhaAuditoria() {
  const [params, mudar] = useParametrosDaUrl();
  const [texto, setTexto] = useState(params.get('busca') ?? '');
  const busca = useValorAtrasado(texto.trim(), 300);
  const acao = params.get('acao') ?? '';
  const de = DATA.test(params.get('de') ?? '') ? params.get('de')! : '';
  const ate = DATA.test(params.get('ate') ?? '') ? params.get('ate')! : '';
  const pagina = Math.max(1, Number(params.get('pagina')) || 1);
  const [abertas, setAbertas] = useState<ReadonlySet<number>>(new Set());
  const filtros = { pagina, ...(busca ? { busca } : {}), ...(acao ? { acao } : {}), ...(de ? { de } : {}), ...(ate && (!de || ate >= de) ? { ate } : {}) };
  const consulta = useTrilhaAuditoria(filtros);
  const dados = consulta.data;

  const buscaNaUrl = params.get('busca') ?? '';
  useEffect(() => {
    if (busca !== buscaNaUrl) mudar({ busca: busca || null, pagina: null });
    // só quando a busca (já com o atraso) muda
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [busca]);
  const alternar = (id: number) =>
    setAbertas((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });
  const filtrado = Boolean(busca || acao || de || ate);

  return (
    <section aria-labelledby="titulo-trilha" className="mt-8">
      <h2 id="titulo-trilha" className="mb-1 text-lg font-semibold text-escola-800 dark:text-escola-100">
        Trilha de auditoria
      </h2>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">Quem fez o quê, quando, com o antes e o depois. A trilha não pode ser alterada nem apagada.</p>
      <form aria-label="Filtros da trilha" className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1.5fr_1fr_1fr_auto] lg:items-end" onSubmit={(e) => e.preventDefault()}>
        <div>
          <label htmlFor="busca-trilha" className={CLASSE_ROTULO}>
            Buscar por ação, alvo ou pessoa
          </label>
          <CampoDeBusca id="busca-trilha" valor={texto} aoMudar={setTexto} placeholder="Ex.: evento, Maria" />
        </div>
        <CampoSelecao
          rotulo="Ação"
          vazio="Todas as ações"
          value={acao}
          onChange={(e) => mudar({ acao: e.target.value || null, pagina: null })}
          opcoes={(dados?.acoes ?? (acao ? [acao] : [])).map((a) => ({ valor: a, rotulo: a }))}
        />
        <Campo rotulo="De" type="date" value={de} onChange={(e) => mudar({ de: e.target.value || null, pagina: null })} />
        <Campo
          rotulo="Até"
          type="date"
          value={ate}
          min={de || undefined}
          erro={ate && de && ate < de ? 'A data final deve ser igual ou posterior à inicial.' : undefined}
          onChange={(e) => mudar({ ate: e.target.value || null, pagina: null })}
        />
        {filtrado && (
          <button
            type="button"
            className={CLASSE_BOTAO_LISTA}
            onClick={() => {
              setTexto('');
              mudar({ busca: null, acao: null, de: null, ate: null, pagina: null });
            }}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            Limpar
          </button>
        )}
      </form>
      {consulta.isPending ? (
        <Esqueleto linhas={3} rotulo="Carregando a trilha…" />
      ) : consulta.isError || !dados ? (
        <ErroCarregamento mensagem="Erro ao carregar a trilha de auditoria." aoTentar={() => void consulta.refetch()} />
      ) : (
        <>
          <p role="status" aria-live="polite" className="mb-2 text-sm text-slate-700 dark:text-slate-300">
            {dados.total === 0 ? 'Nenhuma entrada encontrada.' : `${formatarNumero(dados.total)} ${dados.total === 1 ? 'entrada' : 'entradas'}`}
          </p>
          {dados.itens.length === 0 ? (
            <Vazio mensagem={filtrado ? 'Nenhuma entrada com estes filtros.' : 'A trilha ainda está vazia.'} sugestao={filtrado ? 'Mude a busca, a ação ou o período, ou limpe os filtros.' : 'As ações administrativas aparecem aqui assim que acontecem.'} />
          ) : (
            <div className="overflow-x-auto rounded-xl [contain:inline-size] border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Trilha de auditoria, mais nova primeiro</caption>
                <thead>
                  <tr className="border-b border-slate-200 dark:border-slate-700">
                    <th scope="col" className={CLASSE_TH}>
                      Quando e quem
                    </th>
                    <th scope="col" className={CLASSE_TH}>
                      O quê
                    </th>
                    <th scope="col" className={CLASSE_TH}>
                      <span className="sr-only">Alterações</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {dados.itens.map((e) => {
                    const aberta = abertas.has(e.id);
                    return (
                      <Fragment key={e.id}>
                        <tr className="border-b border-slate-100 dark:border-slate-800">
                          <td className={CLASSE_TD}>
                            <time dateTime={e.quando} className="whitespace-nowrap">
                              {formatarData(e.quando)}
                            </time>
                            <span className="block text-slate-600 dark:text-slate-400">{quem(e)}</span>
                          </td>
                          <td className={CLASSE_TD}>
                            <span className="font-medium break-all">{e.acao}</span>
                            <span className="block text-slate-600 dark:text-slate-400">
                              {rotuloDoCampo(e.alvo_tipo)} nº {e.alvo_id}
                            </span>
                          </td>
                          <td className={`${CLASSE_TD} text-right`}>
                            <button type="button" className={CLASSE_BOTAO_LINHA} aria-expanded={aberta} aria-controls={`trilha-${e.id}`} aria-label={`${aberta ? 'Ocultar' : 'Detalhes'} de ${e.acao} em ${formatarData(e.quando)}`} onClick={() => alternar(e.id)}>
                              {aberta ? <ChevronDown aria-hidden="true" className="size-4" /> : <ChevronRight aria-hidden="true" className="size-4" />}
                              {aberta ? 'Ocultar' : 'Detalhes'}
                            </button>
                          </td>
                        </tr>
                        <tr id={`trilha-${e.id}`} hidden={!aberta} className="border-b border-slate-100 bg-slate-50 dark:border-slate-800 dark:bg-slate-950">
                          <td colSpan={3} className="px-3 py-3">
                            {aberta && <CamposAlterados antes={e.antes} depois={e.depois} detalhes={e.detalhes} />}
                          </td>
                        </tr>
                      </Fragment>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
          <Paginacao
            className="mt-4"
            pagina={pagina}
            totalPaginas={Math.max(1, Math.ceil(dados.total / TRILHA_POR_PAGINA))}
            aoMudar={(p) => mudar({ pagina: p === 1 ? null : String(p) })}
            rotulo="Páginas da trilha"
          />
        </>
      )}
    </section>
  );
}
