import { FileText, Lock, MapPin, Target } from 'lucide-react';
import type { EventoDetalhe } from '#shared/contracts/eventos.ts';
import { CabecalhoPagina, ErroCarregamento, Esqueleto, Vazio } from '#web/components/ui/estados.tsx';
import { Trilha } from '#web/components/ui/trilha.tsx';
import { ApiError, montarUrl } from '#web/lib/api-client.ts';
import { useEvento } from '#web/lib/dados/evento.ts';
import { CartaoTurma } from './cartao-turma.tsx';
import { ChipStatus } from './chip-status.tsx';
import { EventoNaoEncontrado } from './evento-nao-encontrado.tsx';
import { periodo, tamanhoArquivo } from './formato-evento.ts';
import { ImagemFolder } from './imagem-folder.tsx';
import { mensagemDeFalha } from './mensagem-erro.ts';
import { Selo } from './selo.tsx';
import { EVENTOS, INICIO } from '#web/lib/caminhos.ts';

const LINK = 'inline-flex min-h-11 items-center gap-2 font-semibold text-escola-700 underline underline-offset-4 dark:text-escola-100';

function Informacoes({ evento: e }: { evento: EventoDetalhe }) {
  return (
    <div className="space-y-4">
      {e.descricao && <p className="whitespace-pre-line break-words text-slate-800 dark:text-slate-100">{e.descricao}</p>}
      <dl className="space-y-2 text-sm text-slate-700 dark:text-slate-200">
        <div className="flex items-start gap-2">
          <dt className="flex items-center gap-2 font-semibold">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            Local:
          </dt>
          <dd className="min-w-0 break-words">{e.local || 'Local a definir'}</dd>
        </div>
        {e.publico_alvo && (
          <div className="flex items-start gap-2">
            <dt className="flex items-center gap-2 font-semibold">
              <Target aria-hidden="true" className="size-4 shrink-0" />
              Público-alvo:
            </dt>
            <dd className="min-w-0 break-words">{e.publico_alvo}</dd>
          </div>
        )}
      </dl>
      {e.programacao && (
        <a href={montarUrl(e.programacao.url)} target="_blank" rel="noopener noreferrer" className={LINK}>
          <FileText aria-hidden="true" className="size-5 shrink-0" />
          Programação (PDF, {tamanhoArquivo(e.programacao.tamanho)})<span className="sr-only"> — abre em nova aba</span>
        </a>
      )}
    </div>
  );
}

function Conteudo({ evento: e }: { evento: EventoDetalhe }) {
  return (
    <article aria-labelledby="titulo-evento" className="space-y-6">
      <header className="space-y-3 border-b border-slate-200 pb-4 dark:border-slate-800">
        <div className="flex flex-wrap items-center gap-2">
          <ChipStatus status={e.status} />
          <Selo>{e.tipo}</Selo>
          {e.restrito && (
            <Selo tom="aviso">
              <Lock aria-hidden="true" className="size-3.5" />
              Restrito
            </Selo>
          )}
          {e.sou_instrutor && <Selo tom="destaque">Você é instrutor deste evento</Selo>}
        </div>
        <h1 id="titulo-evento" className="text-2xl font-bold break-words text-escola-800 dark:text-escola-100">
          {e.titulo}
        </h1>
        <p className="text-slate-600 dark:text-slate-300">{periodo(e.data_inicio, e.data_fim)}</p>
      </header>
      <div className={e.folder ? 'grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]' : ''}>
        <Informacoes evento={e} />
        {e.folder && (
          <div className="overflow-hidden rounded-xl border border-slate-200 md:order-first dark:border-slate-800">
            <ImagemFolder folder={e.folder} titulo={e.titulo} inteiro prioritaria />
          </div>
        )}
      </div>
      {e.restricao_impede && (
        <p role="note" className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {e.restricao_impede}
        </p>
      )}
      <section aria-labelledby="titulo-turmas" className="space-y-3">
        <h2 id="titulo-turmas" className="text-xl font-bold">
          Turmas
        </h2>
        {e.turmas.length === 0 ? (
          <Vazio mensagem="Nenhuma turma cadastrada para este evento." />
        ) : (
          <ul className="space-y-4">
            {e.turmas.map((t) => (
              <CartaoTurma key={t.id} turma={t} tituloEvento={e.titulo} />
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

/** Detalhe do evento com as turmas e a inscrição em cada uma. */
export function DetalheEvento({ id }: { id: number }) {
  const consulta = useEvento(id);
  const trilha = [{ rotulo: 'Início', para: INICIO }, { rotulo: 'Eventos', para: EVENTOS }, { rotulo: consulta.data?.titulo ?? 'Evento' }];
  if (consulta.isError && consulta.error instanceof ApiError && consulta.error.status === 404) {
    return <EventoNaoEncontrado mensagem={consulta.error.message} />;
  }
  return (
    <>
      <Trilha itens={trilha} />
      {consulta.isPending && <Esqueleto linhas={4} rotulo="Carregando evento…" />}
      {consulta.isError && !consulta.data && (
        <>
          <CabecalhoPagina titulo="Evento" />
          <ErroCarregamento mensagem={mensagemDeFalha('Não foi possível carregar o evento.', consulta.error)} aoTentar={() => void consulta.refetch()} />
        </>
      )}
      {consulta.data && <Conteudo evento={consulta.data} />}
    </>
  );
}
