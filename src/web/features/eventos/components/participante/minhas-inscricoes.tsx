import { useRef, useState } from 'react';
import type { MinhaInscricaoItem } from '#shared/contracts/inscricoes.ts';
import { BotaoAtualizar } from '#web/components/ui/botao-atualizar.tsx';
import { CabecalhoPagina, ErroCarregamento, Vazio } from '#web/components/ui/estados.tsx';
import { Link, useSearchParams } from '#web/lib/roteador.tsx';
import { useMinhasInscricoes } from '../../api/minhas-inscricoes.ts';
import { CartaoInscricao } from './cartao-inscricao.tsx';
import { DialogoCancelarInscricao } from './dialogo-cancelar-inscricao.tsx';
import { plural } from './formato-evento.ts';
import { IndicadoresInscricoes } from './indicadores-inscricoes.tsx';
import { mensagemDeFalha } from './mensagem-erro.ts';
import { indicadores, ordenarInscricoes } from './regras-inscricoes.ts';
import { EVENTOS } from '#web/lib/caminhos.ts';

const LINK = 'inline-flex min-h-11 items-center font-semibold text-escola-700 underline underline-offset-4 dark:text-escola-100';

/** "Meus Cursos": números do topo, inscrições em cartões, Google Agenda e cancelamento com confirmação. */
export function MinhasInscricoes() {
  const [params, definirParams] = useSearchParams();
  const todas = params.get('situacao') === 'todas';
  const consulta = useMinhasInscricoes(todas ? 'todas' : 'ativas');
  const [cancelando, setCancelando] = useState<MinhaInscricaoItem | null>(null);
  const tituloLista = useRef<HTMLHeadingElement>(null);
  const itens = consulta.data ? ordenarInscricoes(consulta.data) : null;

  const status = consulta.isPending
    ? 'Carregando suas inscrições…'
    : itens
      ? `${plural(itens.length, 'inscrição', 'inscrições')}${todas ? ' (incluindo canceladas)' : ''}${consulta.isFetching ? ' · atualizando…' : ''}`
      : '';

  return (
    <>
      <CabecalhoPagina
        titulo="Meus Cursos"
        subtitulo="Suas inscrições em turmas: datas, horários, local e o que dá para fazer em cada uma."
        acoes={
          <BotaoAtualizar consulta={consulta} />
        }
      />
      <IndicadoresInscricoes valores={itens ? indicadores(itens) : null} />
      <section aria-labelledby="titulo-minhas-inscricoes" className="mt-6 space-y-4">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="titulo-minhas-inscricoes" ref={tituloLista} tabIndex={-1} className="text-lg font-bold focus:outline-none">
            Inscrições
          </h2>
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-200">
            <input
              type="checkbox"
              checked={todas}
              onChange={(e) => definirParams(e.target.checked ? { situacao: 'todas' } : {}, { replace: true })}
              className="size-5 rounded border-slate-400 accent-escola-700"
            />
            Mostrar também as canceladas
          </label>
        </div>
        <p role="status" aria-live="polite" className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {status}
        </p>
        {consulta.isPending && (
          <div aria-hidden="true" className="space-y-4">
            {[0, 1, 2].map((n) => (
              <div key={n} className="h-48 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />
            ))}
          </div>
        )}
        {consulta.isError && !itens && <ErroCarregamento mensagem={mensagemDeFalha('Não foi possível carregar suas inscrições.', consulta.error)} aoTentar={() => void consulta.refetch()} />}
        {itens && itens.length === 0 && (
          <Vazio
            mensagem={todas ? 'Você ainda não fez nenhuma inscrição.' : 'Você não possui inscrições ativas.'}
            sugestao={
              <Link to={EVENTOS} className={LINK}>
                Acesse a página de eventos para se inscrever
              </Link>
            }
          />
        )}
        {itens && itens.length > 0 && (
          <ul className="space-y-4">
            {itens.map((i) => (
              <CartaoInscricao key={i.id} inscricao={i} aoCancelar={setCancelando} />
            ))}
          </ul>
        )}
      </section>
      {cancelando && (
        <DialogoCancelarInscricao
          inscricaoId={cancelando.id}
          descricaoTurma={`${cancelando.evento.titulo} — ${cancelando.turma.nome}`}
          aoFechar={() => setCancelando(null)}
          aoConcluir={() => setTimeout(() => tituloLista.current?.focus(), 0)}
        />
      )}
    </>
  );
}
