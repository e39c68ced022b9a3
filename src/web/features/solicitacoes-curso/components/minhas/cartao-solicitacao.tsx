import { ChevronDown, ExternalLink, Pencil, Send, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { Solicitacao } from '#shared/contracts/solicitacoes-curso.ts';
import { ROTULO_MODALIDADE, type StatusSolicitacao } from '#shared/rules/solicitacoes-curso.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { Link } from '#web/lib/roteador.tsx';
import { CLASSE_LINK_BOTAO } from '../comum/classes.ts';
import { DetalheSolicitacao, MotivoRejeicao } from '../comum/detalhe-solicitacao.tsx';
import { textoCarga, textoEncontro, textoPeriodo, textoQuantasDatas } from '../comum/formato.ts';
import { ChipDepartamento, SeloStatus } from '../comum/selos.tsx';
import { EVENTO, caminho } from '#web/lib/caminhos.ts';

/** O próximo passo de cada situação, dito à pessoa que propôs. */
const PROXIMO_PASSO: Record<StatusSolicitacao, string> = {
  rascunho: 'Rascunho: só você vê. Envie para análise quando estiver pronto.',
  enviada: 'Enviada: aguardando a análise da Escola.',
  em_analise: 'A Escola está analisando a sua proposta.',
  aprovada: 'Aprovada! A Escola vai criar o evento a partir desta proposta.',
  rejeitada: 'Não aprovada. Se quiser, faça uma nova solicitação com os ajustes.',
  retirada: 'Você retirou esta solicitação.',
  convertida: 'Virou um evento da Escola.',
};

const MAX_DATAS_CARTAO = 3;

/** "Ver evento" só quando o evento já está publicado (`evento_publicado`); antes disso, só o texto. */
function EventoDaSolicitacao({ eventoId, publicado }: { eventoId: number; publicado: boolean }) {
  if (publicado) {
    return (
      <Link to={caminho(EVENTO, { id: eventoId })} className={CLASSE_LINK_BOTAO}>
        <ExternalLink aria-hidden="true" className="size-4" />
        Ver evento
      </Link>
    );
  }
  return <p className="text-sm font-medium text-violet-900 dark:text-violet-200">Convertida em evento. Ele aparece em Eventos quando a Escola publicar.</p>;
}

interface Props {
  s: Solicitacao;
  enviando: boolean;
  aoEditar: (s: Solicitacao) => void;
  aoEnviar: (s: Solicitacao) => void;
  aoRetirar: (s: Solicitacao) => void;
}

/** Uma solicitação minha: situação, departamento, datas, motivo ou evento, e as ações permitidas. */
export function CartaoSolicitacao({ s, enviando, aoEditar, aoEnviar, aoRetirar }: Props) {
  const id = useId();
  const [aberto, setAberto] = useState(false);
  const extras = s.datas.length - MAX_DATAS_CARTAO;
  const podeEnviar = s.status === 'rascunho' && s.pode_editar;
  return (
    <article aria-labelledby={`${id}-titulo`} aria-busy={enviando || undefined} className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div>
        <h3 id={`${id}-titulo`} className="text-lg font-semibold break-words text-slate-900 dark:text-slate-100">
          {s.titulo}
        </h3>
        <div className="mt-2 flex flex-wrap gap-2">
          <SeloStatus status={s.status} />
          <ChipDepartamento departamento={s.departamento} />
        </div>
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">{PROXIMO_PASSO[s.status]}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600 dark:text-slate-400">Modalidade</dt>
        <dd>
          {s.tipo} · {ROTULO_MODALIDADE[s.modalidade]}
        </dd>
        <dt className="text-slate-600 dark:text-slate-400">Período</dt>
        <dd className="tabular-nums">
          {textoPeriodo(s.datas.map((d) => d.data))} ({textoQuantasDatas(s.datas.length)})
        </dd>
        <dt className="text-slate-600 dark:text-slate-400">Datas</dt>
        <dd>
          <ul className="tabular-nums">
            {s.datas.slice(0, MAX_DATAS_CARTAO).map((d) => (
              <li key={d.data}>{textoEncontro(d)}</li>
            ))}
            {extras > 0 && <li className="text-slate-600 dark:text-slate-400">e mais {textoQuantasDatas(extras)}</li>}
          </ul>
        </dd>
        <dt className="text-slate-600 dark:text-slate-400">Carga horária</dt>
        <dd>{textoCarga(s)}</dd>
      </dl>
      {s.status === 'rejeitada' && <MotivoRejeicao motivo={s.motivo} />}
      {s.status === 'convertida' && s.evento_id !== null && <EventoDaSolicitacao eventoId={s.evento_id} publicado={s.evento_publicado === true} />}
      <div>
        <button
          type="button"
          aria-expanded={aberto}
          aria-controls={`${id}-detalhe`}
          onClick={() => setAberto((a) => !a)}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-escola-700 dark:text-escola-100"
        >
          <ChevronDown aria-hidden="true" className={`size-4 transition-transform motion-reduce:transition-none ${aberto ? 'rotate-180' : ''}`} />
          {aberto ? 'Ocultar detalhes' : 'Ver detalhes'}
          {' '}<span className="sr-only">de {s.titulo}</span>
        </button>
        <div id={`${id}-detalhe`} hidden={!aberto} className="mt-2">
          {aberto && <DetalheSolicitacao s={s} />}
        </div>
      </div>
      {(s.pode_editar || podeEnviar || s.pode_retirar) && (
        <div className="mt-auto flex flex-wrap gap-2 border-t border-slate-100 pt-3 *:flex-auto sm:*:flex-none dark:border-slate-800">
          {s.pode_editar && (
            <Botao variante="secundario" onClick={() => aoEditar(s)}>
              <Pencil aria-hidden="true" className="size-4" />
              Editar{' '}<span className="sr-only">{s.titulo}</span>
            </Botao>
          )}
          {podeEnviar && (
            <Botao onClick={() => aoEnviar(s)} carregando={enviando} textoCarregando="Enviando…">
              <Send aria-hidden="true" className="size-4" />
              Enviar para análise<span className="sr-only">: {s.titulo}</span>
            </Botao>
          )}
          {s.pode_retirar && (
            <Botao variante="secundario" onClick={() => aoRetirar(s)} className="text-red-800 dark:text-red-200">
              <Undo2 aria-hidden="true" className="size-4" />
              Retirar{' '}<span className="sr-only">{s.titulo}</span>
            </Botao>
          )}
        </div>
      )}
    </article>
  );
}
