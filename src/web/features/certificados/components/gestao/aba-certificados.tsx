import { FilterX, Mail } from 'lucide-react';
import { useState } from 'react';
import { ROTULO_STATUS_CERTIFICADO, ROTULO_TIPO, STATUS_CERTIFICADO, TIPOS_DA_ORIGEM } from '#shared/rules/certificado.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { ErroCarregamento, Esqueleto, Vazio } from '#web/components/ui/estados.tsx';
import { Paginacao } from '#web/components/ui/paginacao.tsx';
import { POR_PAGINA, useCertificadosDaGestao } from '../../api/buscar-certificados.ts';
import type { FiltrosGestao } from '../../api/keys.ts';
import { CLASSE_CARTAO, CLASSE_ENTRADA, CLASSE_ROTULO } from '../comum/classes.ts';
import { plural } from '../comum/formato.ts';
import { TabelaCertificados } from './tabela-certificados.tsx';
import { useBuscaAtrasada } from './use-busca-atrasada.ts';
import { useEnvioEmLote } from './use-envio-em-lote.tsx';

interface Props {
  filtros: FiltrosGestao;
  filtrar: (parcial: Partial<FiltrosGestao>) => void;
}

/**
 * Aba "Certificados": busca (nome, e-mail, número, código, curso) com pausa de 250 ms, filtros de situação
 * e tipo, lista paginada com as ações de cada um e o envio por e-mail dos selecionados (de várias páginas).
 */
export function AbaCertificados({ filtros, filtrar }: Props) {
  const consulta = useCertificadosDaGestao(filtros);
  const [texto, setTexto] = useBuscaAtrasada(filtros.busca ?? '', (busca) => filtrar({ busca: busca || undefined }));
  const [selecionados, setSelecionados] = useState<ReadonlySet<number>>(new Set());
  const envio = useEnvioEmLote();
  const dados = consulta.data;
  const totalPaginas = dados ? Math.max(1, Math.ceil(dados.total / (dados.por_pagina || POR_PAGINA))) : 1;
  const algumFiltro = Boolean(filtros.busca || filtros.status || filtros.tipo);
  const validosDaPagina = dados?.itens.filter((c) => c.status === 'emitido' && c.origem === 'evento').map((c) => c.id) ?? [];
  const todosDaPagina = validosDaPagina.length > 0 && validosDaPagina.every((id) => selecionados.has(id));

  function alternar(id: number) {
    setSelecionados((s) => {
      const novo = new Set(s);
      if (!novo.delete(id)) novo.add(id);
      return novo;
    });
  }

  function alternarPagina() {
    setSelecionados((s) => {
      const novo = new Set(s);
      for (const id of validosDaPagina) {
        if (todosDaPagina) novo.delete(id);
        else novo.add(id);
      }
      return novo;
    });
  }

  function limpar() {
    setTexto('');
    filtrar({ busca: undefined, status: undefined, tipo: undefined });
  }

  return (
    <div className="space-y-4">
      <fieldset className={CLASSE_CARTAO}>
        <legend className="px-1 text-sm font-semibold text-slate-800 dark:text-slate-100">Busca e filtros</legend>
        <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
          <div>
            <label htmlFor="busca-certificados" className={CLASSE_ROTULO}>
              Buscar
            </label>
            <input
              id="busca-certificados"
              type="search"
              value={texto}
              onChange={(e) => setTexto(e.target.value)}
              placeholder="Nome, e-mail, número, código ou curso…"
              autoComplete="off"
              maxLength={120}
              className={CLASSE_ENTRADA}
            />
          </div>
          <div>
            <label htmlFor="filtro-status" className={CLASSE_ROTULO}>
              Situação
            </label>
            <select id="filtro-status" className={CLASSE_ENTRADA} value={filtros.status ?? ''} onChange={(e) => filtrar({ status: (e.target.value || undefined) as FiltrosGestao['status'] })}>
              <option value="">Todas</option>
              {STATUS_CERTIFICADO.map((s) => (
                <option key={s} value={s}>
                  {ROTULO_STATUS_CERTIFICADO[s]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="filtro-tipo" className={CLASSE_ROTULO}>
              Tipo
            </label>
            <select id="filtro-tipo" className={CLASSE_ENTRADA} value={filtros.tipo ?? ''} onChange={(e) => filtrar({ tipo: (e.target.value || undefined) as FiltrosGestao['tipo'] })}>
              <option value="">Todos</option>
              {/* a gestão é dos certificados de turma: os da chamada de trabalhos não entram aqui */}
              {TIPOS_DA_ORIGEM.evento.map((t) => (
                <option key={t} value={t}>
                  {ROTULO_TIPO[t]}
                </option>
              ))}
            </select>
          </div>
        </div>
        {algumFiltro && (
          <Botao variante="fantasma" className="mt-3" onClick={limpar}>
            <FilterX aria-hidden="true" className="size-4" />
            Limpar filtros
          </Botao>
        )}
      </fieldset>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p role="status" aria-live="polite" className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {dados ? `${plural(dados.total, 'certificado encontrado', 'certificados encontrados')}${consulta.isFetching ? ' · atualizando…' : ''}` : consulta.isPending ? 'Carregando certificados…' : ''}
        </p>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium">
            <input type="checkbox" className="size-5 rounded border-slate-400 accent-escola-700" checked={todosDaPagina} disabled={validosDaPagina.length === 0} onChange={alternarPagina} />
            Selecionar os válidos desta página
          </label>
          <Botao
            onClick={() => envio.iniciar({ certificado_ids: [...selecionados] }, 'Envio por e-mail dos selecionados', () => setSelecionados(new Set()))}
            disabled={selecionados.size === 0}
            carregando={envio.enviando}
            textoCarregando="Preparando envio…"
          >
            <Mail aria-hidden="true" className="size-4" />
            Enviar selecionados por e-mail{selecionados.size > 0 ? ` (${selecionados.size})` : ''}
          </Botao>
        </div>
      </div>
      {consulta.isPending && <Esqueleto linhas={5} rotulo="Carregando certificados…" />}
      {consulta.isError && !dados && <ErroCarregamento mensagem="Erro ao carregar certificados. Confira a conexão e tente novamente." aoTentar={() => void consulta.refetch()} />}
      {dados && dados.itens.length === 0 && (
        <Vazio
          mensagem={algumFiltro ? 'Nenhum certificado com esta busca ou filtros.' : 'Nenhum certificado emitido ainda.'}
          sugestao={
            algumFiltro ? (
              <Botao variante="secundario" className="mt-1" onClick={limpar}>
                Limpar filtros
              </Botao>
            ) : (
              'Os certificados aparecem aqui quando as turmas terminam e os participantes completam as etapas. Veja a aba Turmas.'
            )
          }
        />
      )}
      {dados && dados.itens.length > 0 && <TabelaCertificados itens={dados.itens} selecionados={selecionados} alternar={alternar} />}
      <Paginacao pagina={filtros.pagina} totalPaginas={totalPaginas} aoMudar={(pagina) => filtrar({ pagina })} rotulo="Páginas de certificados" className="" />
      {envio.dialogo}
    </div>
  );
}
