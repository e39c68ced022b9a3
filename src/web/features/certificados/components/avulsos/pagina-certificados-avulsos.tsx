import { FilePlus2 } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Botao } from '#web/components/ui/botao.tsx';
import { BotaoAtualizar } from '#web/components/ui/botao-atualizar.tsx';
import { CabecalhoPagina } from '#web/components/ui/estados.tsx';
import { notificarErro } from '#web/lib/toast.ts';
import { useCriarAvulso } from '../../api/criar-avulso.ts';
import { useAssinaturasDisponiveis } from '../../api/assinaturas-disponiveis.ts';
import { useAvulsos } from '../../api/listar-avulsos.ts';
import { BarraProgresso } from './barra-progresso.tsx';
import { ContadoresAvulsos } from './contadores-avulsos.tsx';
import { FiltrosAvulsos } from './filtros-avulsos.tsx';
import { FormularioAvulso } from './formulario-avulso.tsx';
import { ListaAvulsos } from './lista-avulsos.tsx';
import { OpcoesDocumento, opcoesIniciais, type EstadoOpcoes } from './opcoes-documento.tsx';
import { contarAvulsos, filtrarAvulsos, textoEncontrados } from './regras.ts';
import { useAcoesDaLinha } from './use-acoes-da-linha.ts';
import { useFiltrosPersistidos } from './use-filtros-persistidos.ts';

export const TEXTO_ERRO_LISTA = '❌ Erro ao carregar certificados.';

const CLASSE_TITULO_SECAO = 'text-xl font-bold text-escola-800 dark:text-escola-100';

/** Opções do documento e o bloqueio da 2ª assinatura: a mensagem vai ao toast e ao campo, que recebe o foco. */
function useOpcoes() {
  const [opcoes, setOpcoesEstado] = useState<EstadoOpcoes>(opcoesIniciais);
  const [erroSegunda, setErroSegunda] = useState<string | null>(null);
  const refSelecao = useRef<HTMLSelectElement>(null);
  const setOpcoes = (novo: EstadoOpcoes) => {
    setOpcoesEstado(novo);
    if (novo.assinatura2 || !novo.segunda) setErroSegunda(null);
  };
  const bloquear = useCallback((mensagem: string) => {
    setErroSegunda(mensagem);
    notificarErro(mensagem);
    refSelecao.current?.focus();
  }, []);
  return { opcoes, setOpcoes, erroSegunda, refSelecao, bloquear };
}

/**
 * /certificados-avulsos (SPEC §2.8): cadastro de certificados fora do fluxo automático, o PDF e o envio
 * por e-mail. A lista vem toda de uma vez; busca e filtro rodam aqui e ficam guardados no navegador.
 */
export default function PaginaCertificadosAvulsos() {
  const id = useId();
  const idForm = `${id}-form`;
  const consulta = useAvulsos();
  const assinantes = useAssinaturasDisponiveis();
  const criar = useCriarAvulso();
  const filtros = useFiltrosPersistidos();
  const { opcoes, setOpcoes, erroSegunda, refSelecao, bloquear } = useOpcoes();
  const acoes = useAcoesDaLinha(opcoes, bloquear);

  // a falha esvazia a lista (SPEC §4, §8), mesmo se uma carga anterior tinha dado certo
  const falhou = consulta.isError;
  const lista = useMemo(() => (falhou ? [] : (consulta.data ?? [])), [falhou, consulta.data]);
  const carregada = consulta.data !== undefined && !falhou;
  const filtrados = useMemo(() => filtrarAvulsos(lista, filtros.filtro, filtros.buscaAplicada), [lista, filtros.filtro, filtros.buscaAplicada]);
  const { errorUpdatedAt } = consulta;

  useEffect(() => {
    if (falhou) notificarErro(TEXTO_ERRO_LISTA, { toastId: `avulsos-lista-${errorUpdatedAt}` });
  }, [falhou, errorUpdatedAt]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <CabecalhoPagina
        titulo="Certificados Avulsos"
        subtitulo="Cadastre, gere o PDF e envie por e-mail certificados fora do fluxo automático."
        acoes={
          <div className="flex w-full flex-wrap gap-2 *:flex-auto sm:w-auto sm:*:flex-none">
            <BotaoAtualizar consulta={consulta} />
            <Botao type="submit" form={idForm} carregando={criar.isPending} textoCarregando="Cadastrando…">
              <FilePlus2 aria-hidden="true" className="size-4" />
              Cadastrar
            </Botao>
          </div>
        }
      />
      <BarraProgresso ativa={consulta.isFetching} rotulo={carregada ? 'Atualizando certificados…' : 'Carregando certificados…'} />
      <ContadoresAvulsos contagem={carregada ? contarAvulsos(lista) : null} />

      <section aria-labelledby={`${id}-novo`} className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        <h2 id={`${id}-novo`} className={CLASSE_TITULO_SECAO}>
          Novo certificado
        </h2>
        <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-400">
          Campos com <span aria-hidden="true" className="text-red-700 dark:text-red-400">*</span>
          <span className="sr-only">asterisco</span> são obrigatórios.
        </p>
        <FormularioAvulso id={idForm} aoCadastrar={criar.mutateAsync} aoCadastrado={() => filtros.setFiltro('todos')}>
          <OpcoesDocumento
            valor={opcoes}
            aoMudar={setOpcoes}
            assinantes={assinantes.data ?? []}
            carregandoAssinantes={assinantes.isPending}
            erroSegunda={erroSegunda}
            refSelecao={refSelecao}
          />
        </FormularioAvulso>
      </section>

      <section aria-labelledby={`${id}-lista`} className="mt-8 space-y-4">
        <h2 id={`${id}-lista`} className={CLASSE_TITULO_SECAO}>
          Certificados cadastrados
        </h2>
        <FiltrosAvulsos
          busca={filtros.busca}
          aoBuscar={filtros.setBusca}
          filtro={filtros.filtro}
          aoFiltrar={filtros.setFiltro}
          algumFiltro={filtros.algumFiltro}
          aoLimpar={filtros.limpar}
        />
        <p role="status" aria-live="polite" className="min-h-5 text-sm font-medium text-slate-700 dark:text-slate-200">
          {carregada ? textoEncontrados(filtrados.length) : consulta.isPending ? 'Carregando certificados…' : ''}
        </p>
        <ListaAvulsos
          estado={falhou ? 'falhou' : carregada ? 'carregada' : 'carregando'}
          total={lista.length}
          filtrados={filtrados}
          algumFiltro={filtros.algumFiltro}
          aoLimparFiltros={filtros.limpar}
          aoTentarDeNovo={() => void consulta.refetch()}
          emCurso={acoes.emCurso}
          aoAgir={acoes.executar}
        />
      </section>
    </div>
  );
}
