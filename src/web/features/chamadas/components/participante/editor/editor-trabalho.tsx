import { DECISOES } from '#shared/rules/chamadas.ts';
import { ArrowLeft, FileQuestion, Lock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Submissao } from '#shared/contracts/submissoes.ts';
import { ErroCarregamento, Esqueleto } from '#web/components/ui/estados.tsx';
import { EstadoRecusa } from '#web/components/ui/estado-recusa.tsx';
import { CLASSE_LINK_TEXTO, CLASSE_TITULO_SECAO } from '#web/components/ui/classes.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useLookups } from '#web/lib/dados/lookups.ts';
import { Link } from '#web/lib/roteador.tsx';
import { SUBMISSOES } from '#web/lib/caminhos.ts';
import { useChamada } from '../../../api/obter-chamada.ts';
import { useSubmissao } from '../../../api/obter-submissao.ts';
import { DetalheTrabalho } from '../../comum/detalhe-trabalho.tsx';
import { formatarPrazo } from '../../comum/formato.ts';
import { FormularioTrabalho } from './formulario-trabalho.tsx';
import type { AcaoEditor } from './use-salvar-trabalho.ts';
import { ResultadoDoTrabalho } from '../resultado-do-trabalho.tsx';

interface Props {
  /** Trabalho salvo (`?trabalho=`) ou nulo (novo, na chamada `chamadaId`). */
  submissaoId: number | null;
  chamadaId: number | null;
  aoCriar: (s: Submissao) => void;
  aoEnviar: (s: Submissao) => void;
  aoRetirar: (s: Submissao) => void;
}

/** Por que o trabalho só aparece para leitura, dito a quem escreveu. */
function motivoSoLeitura(s: Submissao, prazo: string): string {
  if (s.status === 'rascunho' || s.status === 'submetida') return `Prazo encerrado para alterações (${formatarPrazo(prazo)}). O trabalho fica só para leitura.`;
  if (s.status === 'retirada') return 'Você retirou este trabalho: ele não volta para a chamada. Até o prazo, você pode criar um trabalho novo.';
  if (s.status === 'em_avaliacao') return 'O trabalho está em avaliação e não pode mais ser alterado.';
  return 'A avaliação terminou: o trabalho não pode mais ser alterado.';
}

const naoAchou = (err: unknown) => err instanceof ApiError && err.status === 404;

function Voltar() {
  return (
    <Link to={SUBMISSOES} className={CLASSE_LINK_TEXTO}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Voltar para Submissão de Trabalhos
    </Link>
  );
}

/**
 * O editor de um trabalho, na própria página /submissoes (`?trabalho=ID` ou `?chamada=ID` para um novo): o
 * título recebe o foco ao abrir. Depois do prazo (ou retirado, em avaliação, decidido) o trabalho aparece só
 * para leitura. O formulário fica montado quando o trabalho novo ganha id (o endereço troca, o foco não se perde).
 */
export function EditorTrabalho({ submissaoId, chamadaId, aoCriar, aoEnviar, aoRetirar }: Props) {
  const trabalho = useSubmissao(submissaoId);
  const idDaChamada = submissaoId === null ? chamadaId : (trabalho.data?.chamada.id ?? null);
  const chamada = useChamada(idDaChamada);
  const lookups = useLookups();
  const titulo = useRef<HTMLHeadingElement>(null);
  const chaveDaUrl = submissaoId === null ? `c${chamadaId}` : `t${submissaoId}`;
  const [criado, setCriado] = useState<{ id: number; chave: string } | null>(null);
  const chave = criado && chaveDaUrl === `t${criado.id}` ? criado.chave : chaveDaUrl;
  const carregando = (submissaoId !== null && trabalho.isPending) || (idDaChamada !== null && chamada.isPending);
  useEffect(() => {
    if (!carregando) titulo.current?.focus();
  }, [carregando, chave]);

  if (carregando) return <Esqueleto linhas={6} rotulo="Abrindo o trabalho…" />;
  const recusa = (mensagem: string) => (
    <EstadoRecusa icone={<FileQuestion aria-hidden="true" className="size-5" />} mensagem={mensagem} sugestao="Confira o link ou escolha na lista." voltar={{ para: SUBMISSOES, rotulo: 'Voltar para Submissão de Trabalhos' }} />
  );
  if (trabalho.isError || chamada.isError) {
    if (naoAchou(trabalho.error ?? chamada.error)) return recusa(trabalho.isError ? 'Trabalho não encontrado.' : 'Chamada não encontrada.');
    return <ErroCarregamento mensagem="Não foi possível abrir o trabalho. Confira a conexão e tente novamente." aoTentar={() => void (trabalho.isError ? trabalho.refetch() : chamada.refetch())} />;
  }
  if (idDaChamada === null || !chamada.data) return recusa('Chamada não encontrada.');
  const c = chamada.data;
  const s = trabalho.data ?? null;
  const somenteLeitura = s !== null && !s.pode_editar;

  if (s === null && !c.aberta) {
    return <EstadoRecusa icone={<Lock aria-hidden="true" className="size-5" />} mensagem="O prazo desta chamada encerrou." sugestao={`As submissões iam até ${formatarPrazo(c.prazo_final)}.`} voltar={{ para: SUBMISSOES, rotulo: 'Voltar para Submissão de Trabalhos' }} />;
  }

  function salvo(nova: Submissao, acao: AcaoEditor) {
    if (s === null) {
      setCriado({ id: nova.id, chave });
      aoCriar(nova);
    }
    if (acao === 'enviar' && (s === null || s.status === 'rascunho')) aoEnviar(nova);
  }

  return (
    <section aria-labelledby="editor-trabalho-titulo" className="max-w-4xl space-y-5">
      <Voltar />
      <div>
        <h2 id="editor-trabalho-titulo" ref={titulo} tabIndex={-1} className={`${CLASSE_TITULO_SECAO} break-words focus:outline-none`}>
          {somenteLeitura ? s.titulo || 'Trabalho sem título' : s ? 'Editar trabalho' : 'Novo trabalho'}
        </h2>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{c.titulo}</p>
      </div>
      {somenteLeitura ? (
        <>
          <p className="rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm dark:border-slate-700 dark:bg-slate-950">
            {motivoSoLeitura(s, c.prazo_final)}
          </p>
          {(DECISOES as readonly string[]).includes(s.status) && <ResultadoDoTrabalho submissaoId={s.id} />}
          <DetalheTrabalho s={s} />
        </>
      ) : (
        <FormularioTrabalho key={chave} chamada={c} submissao={s} unidades={lookups.data?.unidades} aoSalvo={salvo} aoRetirar={aoRetirar} />
      )}
      <Voltar />
    </section>
  );
}
