import { useId, useState } from 'react';
import type { Definicao, FormatoRelatorio, RelatorioSalvo } from '#shared/contracts/relatorios.ts';
import { CATALOGO } from '#shared/rules/relatorios.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { Campo } from '#web/components/ui/campo.tsx';
import { Dialogo } from '#web/components/ui/dialogo.tsx';
import { CabecalhoPagina, Cartao, ErroCarregamento, Esqueleto, Vazio } from '#web/components/ui/estados.tsx';
import { Paginacao } from '#web/components/ui/paginacao.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { idDaUrl, useParametrosDaUrl } from '#web/lib/estado-na-url.ts';
import { formatarNumero } from '#web/lib/formato.ts';
import { notificarErro, notificarSucesso } from '#web/lib/toast.ts';
import { useAtualizarRelatorio } from '#web/features/relatorios/api/atualizar-relatorio.ts';
import { useCriarRelatorio } from '#web/features/relatorios/api/criar-relatorio.ts';
import { exportarRelatorio } from '#web/features/relatorios/api/exportar-relatorio.ts';
import { PREVIA_POR_PAGINA, usePreviaRelatorio } from '#web/features/relatorios/api/previa-relatorio.ts';
import { useRelatoriosSalvos } from '#web/features/relatorios/api/listar-relatorios.ts';
import { ConstrutorDeRelatorio } from '#web/features/relatorios/components/construtor-de-relatorio.tsx';
import { definicaoDaUrl, definicaoInicial, definicaoParaUrl } from '#web/features/relatorios/components/definicao.ts';
import { RelatoriosSalvos } from '#web/features/relatorios/components/relatorios-salvos.tsx';
import { TabelaDaPrevia } from '#web/features/relatorios/components/tabela-da-previa.tsx';

/**
 * Relatórios customizados (administração): monta a definição (assunto, colunas, filtros, agrupamento),
 * mostra a prévia paginada, exporta CSV/XLSX, salva e agenda. A definição da prévia fica no endereço
 * (`?d=`), para recarregar ou compartilhar; `?r=` é o relatório salvo em edição.
 */
export default function PaginaRelatoriosCustomizados() {
  const idPrevia = useId();
  const idSalvos = useId();
  const [params, mudarParams] = useParametrosDaUrl();
  const daUrl = definicaoDaUrl(params.get('d'));
  const [definicao, setDefinicao] = useState<Definicao>(() => daUrl ?? definicaoInicial('inscricoes'));
  const [rodando, setRodando] = useState<Definicao | null>(daUrl);
  const [pagina, setPagina] = useState(1);
  const [mostrarCpf, setMostrarCpf] = useState(false);
  const [cpfDaPrevia, setCpfDaPrevia] = useState(false);
  const [exportando, setExportando] = useState<FormatoRelatorio | null>(null);
  const [salvando, setSalvando] = useState(false);
  const [nome, setNome] = useState('');
  const [erroNome, setErroNome] = useState<string | null>(null);
  const emEdicaoId = idDaUrl(params.get('r'));
  const salvos = useRelatoriosSalvos();
  const emEdicao = salvos.data?.find((r) => r.id === emEdicaoId) ?? null;
  const previa = usePreviaRelatorio(rodando, pagina, cpfDaPrevia);
  const criar = useCriarRelatorio();
  const atualizar = useAtualizarRelatorio();

  function verPrevia(d: Definicao = definicao) {
    setRodando(d);
    setPagina(1);
    setCpfDaPrevia(mostrarCpf);
    mudarParams({ d: definicaoParaUrl(d) });
  }

  async function exportar(formato: FormatoRelatorio) {
    setExportando(formato);
    try {
      await exportarRelatorio(definicao, formato, mostrarCpf);
      notificarSucesso(`Arquivo ${formato.toUpperCase()} gerado.`);
    } catch (e) {
      notificarErro(e instanceof ApiError ? e.message : 'Não foi possível gerar o arquivo. Tente de novo.');
    } finally {
      setExportando(null);
    }
  }

  function abrir(r: RelatorioSalvo) {
    setDefinicao(r.definicao);
    setNome(r.nome);
    setMostrarCpf(false);
    mudarParams({ r: String(r.id) });
    verPrevia(r.definicao);
    document.getElementById(idPrevia)?.scrollIntoView?.({ block: 'start' });
  }

  function salvar(comoNovo: boolean) {
    const n = nome.trim();
    if (!n) return setErroNome('Informe o nome do relatório.');
    const opcoes = {
      onSuccess: (r: RelatorioSalvo) => {
        notificarSucesso(comoNovo ? 'Relatório salvo.' : 'Alterações salvas.');
        mudarParams({ r: String(r.id) });
        setSalvando(false);
      },
      onError: (e: Error) => setErroNome(e instanceof ApiError ? e.message : 'Não foi possível salvar. Tente de novo.'),
    };
    if (comoNovo || !emEdicao) criar.mutate({ nome: n, definicao }, opcoes);
    else atualizar.mutate({ id: emEdicao.id, nome: n, definicao }, opcoes);
  }

  const totalPaginas = previa.data ? Math.max(1, Math.ceil(previa.data.total / PREVIA_POR_PAGINA)) : 1;
  const anuncio = previa.isFetching
    ? 'Carregando a prévia…'
    : previa.data
      ? `${formatarNumero(previa.data.total)} ${previa.data.agrupado ? (previa.data.total === 1 ? 'grupo' : 'grupos') : previa.data.total === 1 ? 'linha' : 'linhas'} no relatório. Página ${pagina} de ${totalPaginas}.`
      : '';

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-6">
      <CabecalhoPagina titulo="Relatórios Customizados" subtitulo="Escolha o assunto, as colunas e os filtros; veja a prévia, exporte em CSV ou XLSX e salve para rodar de novo." />

      <ConstrutorDeRelatorio
        definicao={definicao}
        aoMudar={setDefinicao}
        mostrarCpf={mostrarCpf}
        aoMudarMostrarCpf={setMostrarCpf}
        aoVerPrevia={() => verPrevia()}
        aoExportar={(f) => void exportar(f)}
        exportando={exportando}
        aoSalvar={() => {
          setErroNome(null);
          setSalvando(true);
        }}
        emEdicao={emEdicao?.nome ?? null}
      />

      <section aria-labelledby={idPrevia} className="scroll-mt-20">
        <h2 id={idPrevia} className="mb-3 text-xl font-semibold text-escola-800 dark:text-escola-100">
          Prévia{rodando && `: ${CATALOGO[rodando.assunto].rotulo}`}
        </h2>
        <p role="status" aria-live="polite" className="mb-3 text-sm text-slate-700 dark:text-slate-300">
          {anuncio}
        </p>
        {!rodando ? (
          <Vazio mensagem="A prévia aparece aqui." sugestao="Monte o relatório acima e use “Ver prévia”." />
        ) : previa.isPending ? (
          <Esqueleto linhas={3} rotulo="Carregando a prévia…" />
        ) : previa.isError ? (
          <ErroCarregamento mensagem={previa.error instanceof ApiError ? previa.error.message : 'Não foi possível carregar a prévia.'} aoTentar={() => void previa.refetch()} />
        ) : previa.data.total === 0 ? (
          <Vazio mensagem="Nenhuma linha com esses filtros." sugestao="Amplie o período ou remova algum filtro." />
        ) : (
          <>
            <TabelaDaPrevia previa={previa.data} idTitulo={idPrevia} />
            <Paginacao pagina={pagina} totalPaginas={totalPaginas} aoMudar={setPagina} rotulo="Páginas da prévia" className="mt-4" />
          </>
        )}
      </section>

      <section aria-labelledby={idSalvos}>
        <h2 id={idSalvos} className="mb-3 text-xl font-semibold text-escola-800 dark:text-escola-100">
          Relatórios salvos
        </h2>
        <RelatoriosSalvos aoAbrir={abrir} idTitulo={idSalvos} />
      </section>

      {salvando && (
        <Dialogo
          titulo={emEdicao ? 'Salvar alterações do relatório' : 'Salvar relatório'}
          descricao="Quem salvou fica registrado. A definição (assunto, colunas, filtros e agrupamento) pode ser aberta, editada e agendada depois."
          aoFechar={() => setSalvando(false)}
          rodape={
            <>
              <Botao variante="secundario" onClick={() => setSalvando(false)}>
                Cancelar
              </Botao>
              {emEdicao && (
                <Botao variante="secundario" carregando={criar.isPending} textoCarregando="Salvando…" onClick={() => salvar(true)}>
                  Salvar como novo
                </Botao>
              )}
              <Botao carregando={criar.isPending || atualizar.isPending} textoCarregando="Salvando…" onClick={() => salvar(false)}>
                Salvar
              </Botao>
            </>
          }
        >
          <form
            onSubmit={(e) => {
              e.preventDefault();
              salvar(false);
            }}
          >
            <Campo
              rotulo="Nome do relatório"
              obrigatorio
              maxLength={120}
              value={nome}
              erro={erroNome ?? undefined}
              data-autofoco
              onChange={(e) => {
                setNome(e.target.value);
                setErroNome(null);
              }}
            />
          </form>
        </Dialogo>
      )}
      <Cartao className="text-sm text-slate-700 dark:text-slate-300">
        As exportações e as prévias com CPF completo ficam registradas na auditoria. Consultas muito pesadas são interrompidas depois de alguns segundos: restrinja o período ou acrescente filtros.
      </Cartao>
    </div>
  );
}
