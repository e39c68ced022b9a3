import { Download, FileSpreadsheet, Layers, SearchX } from 'lucide-react';
import { useId, useState } from 'react';
import { Botao } from '#web/components/ui/botao.tsx';
import { BotaoAtualizar } from '#web/components/ui/botao-atualizar.tsx';
import { CabecalhoPagina, ErroCarregamento, Esqueleto, Vazio } from '#web/components/ui/estados.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { Link } from '#web/lib/roteador.tsx';
import { notificarErro } from '#web/lib/toast.ts';
import { baixarAvaliacoes, type FormatoExportacao } from '../../api/exportar.ts';
import { useResultadosDaAdministracao } from '../../api/resultados-da-administracao.ts';
import { CartoesResumo } from './cartoes-resumo.tsx';
import { EstadoRecusa } from '#web/components/ui/estado-recusa.tsx';
import { FiltrosResultados } from './filtros-resultados.tsx';
import { focarTitulo } from './foco.ts';
import { CLASSE_LINK_TEXTO } from './formato.ts';
import { QuemNaoRespondeu } from './quem-nao-respondeu.tsx';
import { ResultadoAvaliacao } from './resultado-avaliacao.tsx';
import { TabelaTurmas } from './tabela-turmas.tsx';
import { useFiltrosDaUrl } from './use-filtros-da-url.ts';
import { AVALIACOES_ADMIN, GERENCIAR_EVENTOS } from '#web/lib/caminhos.ts';

/** "Exportar CSV" e "Exportar XLSX": respostas sem identificação da seleção atual (o XLSX traz as médias por turma). */
function useExportacao(filtros: Parameters<typeof baixarAvaliacoes>[0]) {
  const [gerando, setGerando] = useState<FormatoExportacao | null>(null);
  async function exportar(formato: FormatoExportacao) {
    setGerando(formato);
    try {
      await baixarAvaliacoes(filtros, formato);
    } catch {
      notificarErro('Não foi possível gerar o arquivo. Tente de novo em instantes.');
    } finally {
      setGerando(null);
    }
  }
  return { gerando, exportar };
}

/**
 * /admin/avaliacoes: resultados de todos os eventos com filtros guardados no endereço, resumo por turma,
 * o resultado da seleção (uma turma ou todas as filtradas), quem ainda não respondeu (com o lembrete) e
 * a exportação em CSV e XLSX.
 */
export function ResultadosDaAdministracao() {
  const id = useId();
  const { filtros, alterar, escolherTurma, limpar, algumFiltro } = useFiltrosDaUrl();
  const consulta = useResultadosDaAdministracao(filtros);
  const { gerando, exportar } = useExportacao(filtros);
  const dados = consulta.data;
  const selecionada = dados?.turmas.find((t) => t.turma.id === dados.turma_id) ?? null;
  const semRespostas = !dados?.resultado?.respostas;
  const tituloResultado = selecionada ? `${selecionada.evento.titulo} — ${selecionada.turma.nome}` : dados?.turma_id ? 'Turma escolhida' : 'Todas as turmas filtradas';

  return (
    <>
      <CabecalhoPagina
        titulo="Gestão de Avaliações"
        subtitulo="Resultados das avaliações dos cursos, quem ainda não respondeu e as respostas para baixar, sem identificação."
        acoes={
          // uma linha só a partir de 640 px (o título encolhe, não os botões; "Exportar" só aparece a partir
          // de 1024 px, mas continua no nome acessível); no celular, os botões quebram e ocupam a largura
          <div className="flex w-full flex-wrap gap-2 whitespace-nowrap *:flex-auto sm:w-auto sm:flex-nowrap sm:*:flex-none">
            <Botao variante="secundario" onClick={() => void exportar('csv')} disabled={semRespostas || gerando !== null} carregando={gerando === 'csv'} textoCarregando="Gerando CSV…">
              <Download aria-hidden="true" className="size-4" />
              <span>
                <span className="max-lg:sr-only">Exportar</span> CSV
              </span>
            </Botao>
            <Botao variante="secundario" onClick={() => void exportar('xlsx')} disabled={semRespostas || gerando !== null} carregando={gerando === 'xlsx'} textoCarregando="Gerando XLSX…">
              <FileSpreadsheet aria-hidden="true" className="size-4" />
              <span>
                <span className="max-lg:sr-only">Exportar</span> XLSX
              </span>
            </Botao>
            <BotaoAtualizar consulta={consulta} />
          </div>
        }
      />
      <div className="space-y-8">
        <FiltrosResultados filtros={filtros} opcoes={dados?.opcoes ?? null} alterar={alterar} limpar={limpar} algumFiltro={algumFiltro} />
        {consulta.isPending ? (
          <Esqueleto linhas={4} rotulo="Carregando resultados…" />
        ) : !dados ? (
          consulta.error instanceof ApiError && consulta.error.status === 404 ? (
            <EstadoRecusa icone={<SearchX aria-hidden="true" className="size-5" />} mensagem="Turma não encontrada." sugestao="Ela pode ter sido excluída ou o endereço está incompleto." voltar={{ para: AVALIACOES_ADMIN, rotulo: 'Ver todas as turmas' }} />
          ) : (
            <ErroCarregamento mensagem="Não foi possível carregar os resultados. Confira a conexão e tente novamente." aoTentar={() => void consulta.refetch()} />
          )
        ) : dados.turmas.length === 0 && !dados.resultado ? (
          <Vazio
            mensagem={algumFiltro ? 'Nenhuma turma encerrada com estes filtros.' : 'Nenhuma turma encerrada ainda.'}
            sugestao={
              algumFiltro ? (
                <Botao variante="secundario" className="mt-1" onClick={limpar}>
                  Limpar filtros
                </Botao>
              ) : (
                <Link to={GERENCIAR_EVENTOS} className={CLASSE_LINK_TEXTO}>
                  Ir para a Gestão de Eventos
                </Link>
              )
            }
          />
        ) : (
          <>
            <section aria-labelledby={`${id}-geral`} className="space-y-4">
              <h2 id={`${id}-geral`} className="text-xl font-bold text-escola-800 dark:text-escola-100">
                Visão geral
              </h2>
              <CartoesResumo agregado={dados.geral} rotulo="Números das turmas filtradas" comTurmas />
              <TabelaTurmas
                legenda="Resumo por turma"
                turmas={dados.turmas}
                selecionada={dados.turma_id}
                mostrarInstrutores
                aoSelecionar={(turmaId) => {
                  escolherTurma(turmaId === dados.turma_id ? undefined : turmaId);
                  focarTitulo(`${id}-resultado`);
                }}
              />
              {dados.turma_id !== null && (
                <Botao variante="secundario" onClick={() => escolherTurma(undefined)}>
                  <Layers aria-hidden="true" className="size-4" />
                  Ver todas as turmas juntas
                </Botao>
              )}
            </section>
            {dados.resultado && (
              <ResultadoAvaliacao
                titulo={`Resultado: ${tituloResultado}`}
                resultado={dados.resultado}
                idTitulo={`${id}-resultado`}
                semRespostas="Quem está apto aparece em “Quem ainda não respondeu”, logo abaixo: dá para lembrar todos de uma vez."
              />
            )}
            <QuemNaoRespondeu filtros={filtros} />
          </>
        )}
      </div>
    </>
  );
}
