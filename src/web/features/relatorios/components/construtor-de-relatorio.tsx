import { FileSpreadsheet, FileText, Plus, Save, Search } from 'lucide-react';
import { useId, useState } from 'react';
import type { Definicao, Filtro, FormatoRelatorio } from '#shared/contracts/relatorios.ts';
import { ASSUNTOS, CATALOGO, FUNCOES_DE_TOTAL, ROTULO_FUNCAO, type Assunto, type CampoRelatorio, type Opcao } from '#shared/rules/relatorios.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { Campo, CampoSelecao } from '#web/components/ui/campo.tsx';
import { Cartao } from '#web/components/ui/estados.tsx';
import { useLookups } from '#web/lib/dados/lookups.ts';
import { definicaoInicial, filtroNovo, problemaDaDefinicao } from './definicao.ts';
import { FiltroDoRelatorio } from './filtro-do-relatorio.tsx';

interface Props {
  definicao: Definicao;
  aoMudar: (d: Definicao) => void;
  mostrarCpf: boolean;
  aoMudarMostrarCpf: (v: boolean) => void;
  aoVerPrevia: () => void;
  aoExportar: (formato: FormatoRelatorio) => void;
  exportando: FormatoRelatorio | null;
  aoSalvar: () => void;
  /** O relatório salvo em edição (o botão vira "Salvar alterações"). */
  emEdicao: string | null;
}

const TITULO_SECAO = 'text-base font-semibold text-escola-800 dark:text-escola-100';

/** Os passos do relatório: assunto, colunas, filtros, agrupamento e totais, e as ações. */
export function ConstrutorDeRelatorio({ definicao: d, aoMudar, mostrarCpf, aoMudarMostrarCpf, aoVerPrevia, aoExportar, exportando, aoSalvar, emEdicao }: Props) {
  const id = useId();
  const [erro, setErro] = useState<string | null>(null);
  const lookups = useLookups();
  const cat = CATALOGO[d.assunto];
  const filtraveis = cat.campos.filter((c) => c.filtravel);
  const agrupaveis = cat.campos.filter((c) => c.agrupavel);
  const somaveis = cat.campos.filter((c) => c.somavel);
  const campoDoPeriodo = cat.campos.find((c) => c.chave === cat.campoDoPeriodo)!;
  const temCpf = d.campos.some((k) => cat.campos.find((c) => c.chave === k)?.cpf);

  const mudar = (parcial: Partial<Definicao>) => {
    setErro(null);
    aoMudar({ ...d, ...parcial });
  };

  function opcoesDaReferencia(c: CampoRelatorio): Opcao[] | null {
    if (c.referencia === 'unidade') return (lookups.data?.unidades ?? []).map((u) => ({ valor: String(u.id), rotulo: `${u.sigla} — ${u.nome}` }));
    if (c.referencia === 'cargo') return (lookups.data?.cargos ?? []).map((u) => ({ valor: String(u.id), rotulo: u.nome }));
    return null;
  }

  function conferirE(acao: () => void) {
    const p = problemaDaDefinicao(d);
    setErro(p);
    if (!p) acao();
  }

  function alternarColuna(chave: string, marcada: boolean) {
    const campos = marcada ? cat.campos.filter((c) => c.chave === chave || d.campos.includes(c.chave)).map((c) => c.chave) : d.campos.filter((c) => c !== chave);
    mudar({ campos, ordenar: d.ordenar && !campos.includes(d.ordenar.campo) && d.agrupar_por === null ? null : d.ordenar });
  }

  function alternarTotal(campo: string, funcao: (typeof FUNCOES_DE_TOTAL)[number], marcado: boolean) {
    const sem = d.totais.filter((t) => !(t.campo === campo && t.funcao === funcao));
    mudar({ totais: marcado ? [...sem, { campo, funcao }] : sem });
  }

  const opcoesDeOrdem =
    d.agrupar_por !== null
      ? [{ valor: d.agrupar_por, rotulo: cat.campos.find((c) => c.chave === d.agrupar_por)?.rotulo ?? '' }, { valor: 'quantidade', rotulo: 'Quantidade' }]
      : d.campos.map((k) => ({ valor: k, rotulo: cat.campos.find((c) => c.chave === k)?.rotulo ?? k }));

  return (
    <Cartao className="space-y-6">
      <section aria-labelledby={`${id}-assunto`}>
        <h2 id={`${id}-assunto`} className={TITULO_SECAO}>
          1. Assunto
        </h2>
        <div className="mt-2 max-w-md">
          <CampoSelecao
            rotulo="Sobre o que é o relatório"
            vazio="Escolha o assunto…"
            opcoes={ASSUNTOS.map((a) => ({ valor: a, rotulo: CATALOGO[a].rotulo }))}
            value={d.assunto}
            dica={cat.descricao}
            onChange={(e) => {
              if (e.target.value) aoMudar(definicaoInicial(e.target.value as Assunto));
              setErro(null);
            }}
          />
        </div>
      </section>

      <fieldset>
        <legend className={TITULO_SECAO}>2. Colunas</legend>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Marque o que aparece em cada linha. {d.agrupar_por !== null && 'Com agrupamento, a prévia mostra o grupo, a quantidade e os totais.'}</p>
        <div className="mt-2 grid gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
          {cat.campos.map((c) => (
            <label key={c.chave} className="flex min-h-11 items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
              <input type="checkbox" className="size-4" checked={d.campos.includes(c.chave)} onChange={(e) => alternarColuna(c.chave, e.target.checked)} />
              {c.rotulo}
              {c.cpf && <span className="text-xs text-slate-600 dark:text-slate-400">(mascarado)</span>}
            </label>
          ))}
        </div>
      </fieldset>

      <section aria-labelledby={`${id}-filtros`}>
        <h2 id={`${id}-filtros`} className={TITULO_SECAO}>
          3. Filtros
        </h2>
        <div className="mt-2 grid max-w-xl gap-3 sm:grid-cols-2">
          <Campo rotulo={`${campoDoPeriodo.rotulo}: de`} type="date" value={d.periodo.de ?? ''} onChange={(e) => mudar({ periodo: { ...d.periodo, de: e.target.value || undefined } })} />
          <Campo rotulo={`${campoDoPeriodo.rotulo}: até`} type="date" value={d.periodo.ate ?? ''} onChange={(e) => mudar({ periodo: { ...d.periodo, ate: e.target.value || undefined } })} />
        </div>
        {d.filtros.length > 0 && (
          <ul className="mt-3 space-y-3">
            {d.filtros.map((f, i) => (
              <FiltroDoRelatorio
                key={i}
                numero={i + 1}
                filtro={f}
                campos={filtraveis}
                opcoesDaReferencia={opcoesDaReferencia}
                aoMudar={(nf: Filtro) => mudar({ filtros: d.filtros.map((x, j) => (j === i ? nf : x)) })}
                aoRemover={() => mudar({ filtros: d.filtros.filter((_, j) => j !== i) })}
              />
            ))}
          </ul>
        )}
        <Botao variante="secundario" className="mt-3" disabled={d.filtros.length >= 10} onClick={() => mudar({ filtros: [...d.filtros, filtroNovo(filtraveis.find((c) => c.chave === 'status') ?? filtraveis[0]!)] })}>
          <Plus aria-hidden="true" className="size-4" />
          Adicionar filtro
        </Botao>
      </section>

      <section aria-labelledby={`${id}-grupos`}>
        <h2 id={`${id}-grupos`} className={TITULO_SECAO}>
          4. Agrupamento, totais e ordem
        </h2>
        <div className="mt-2 grid max-w-2xl gap-3 sm:grid-cols-3">
          <CampoSelecao
            rotulo="Agrupar por"
            vazio="Sem agrupamento"
            opcoes={agrupaveis.map((c) => ({ valor: c.chave, rotulo: c.rotulo }))}
            value={d.agrupar_por ?? ''}
            onChange={(e) => mudar({ agrupar_por: e.target.value || null, totais: e.target.value ? d.totais : [], ordenar: null })}
          />
          <CampoSelecao
            rotulo="Ordenar por"
            vazio="Padrão"
            opcoes={opcoesDeOrdem}
            value={d.ordenar?.campo ?? ''}
            onChange={(e) => mudar({ ordenar: e.target.value ? { campo: e.target.value, direcao: d.ordenar?.direcao ?? 'asc' } : null })}
          />
          <CampoSelecao
            rotulo="Direção"
            vazio="Crescente"
            disabled={!d.ordenar}
            opcoes={[{ valor: 'desc', rotulo: 'Decrescente' }]}
            value={d.ordenar?.direcao === 'desc' ? 'desc' : ''}
            onChange={(e) => d.ordenar && mudar({ ordenar: { ...d.ordenar, direcao: e.target.value === 'desc' ? 'desc' : 'asc' } })}
          />
        </div>
        {d.agrupar_por !== null && somaveis.length > 0 && (
          <fieldset className="mt-3">
            <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">Totais por grupo (a quantidade sai sempre)</legend>
            <div className="mt-1 grid gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
              {somaveis.flatMap((c) =>
                FUNCOES_DE_TOTAL.map((f) => (
                  <label key={`${f}:${c.chave}`} className="flex min-h-11 items-center gap-2 text-sm">
                    <input type="checkbox" className="size-4" checked={d.totais.some((t) => t.campo === c.chave && t.funcao === f)} onChange={(e) => alternarTotal(c.chave, f, e.target.checked)} />
                    {ROTULO_FUNCAO[f]} de {c.rotulo.toLowerCase()}
                  </label>
                )),
              )}
            </div>
          </fieldset>
        )}
      </section>

      {temCpf && d.agrupar_por === null && (
        <label className="flex min-h-11 items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
          <input type="checkbox" className="mt-0.5 size-4" checked={mostrarCpf} onChange={(e) => aoMudarMostrarCpf(e.target.checked)} />
          <span>
            <strong>Mostrar o CPF completo.</strong> Sem isto, o CPF aparece mascarado (***.456.789-**). Cada prévia e exportação com o CPF completo fica registrada na auditoria.
          </span>
        </label>
      )}

      {erro && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100">
          {erro}
        </p>
      )}

      <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
        <Botao onClick={() => conferirE(aoVerPrevia)}>
          <Search aria-hidden="true" className="size-4" />
          Ver prévia
        </Botao>
        <Botao variante="secundario" carregando={exportando === 'xlsx'} textoCarregando="Gerando XLSX…" disabled={exportando !== null} onClick={() => conferirE(() => aoExportar('xlsx'))}>
          <FileSpreadsheet aria-hidden="true" className="size-4" />
          Exportar XLSX
        </Botao>
        <Botao variante="secundario" carregando={exportando === 'csv'} textoCarregando="Gerando CSV…" disabled={exportando !== null} onClick={() => conferirE(() => aoExportar('csv'))}>
          <FileText aria-hidden="true" className="size-4" />
          Exportar CSV
        </Botao>
        <Botao variante="secundario" onClick={() => conferirE(aoSalvar)}>
          <Save aria-hidden="true" className="size-4" />
          {emEdicao ? 'Salvar alterações' : 'Salvar relatório'}
        </Botao>
      </div>
    </Cartao>
  );
}
