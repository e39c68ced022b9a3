import { FileQuestion, Inbox, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { ChamadaAdmin } from '#shared/contracts/chamadas.ts';
import { MENSAGENS_CHAMADA as M } from '#shared/rules/chamadas.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { CLASSE_LINK_SECUNDARIO } from '#web/components/ui/classes.ts';
import { CabecalhoPagina, ErroCarregamento, Esqueleto } from '#web/components/ui/estados.tsx';
import { EstadoRecusa } from '#web/components/ui/estado-recusa.tsx';
import { Trilha } from '#web/components/ui/trilha.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { idDaUrl } from '#web/lib/estado-na-url.ts';
import { Link, useLocation, useNavigate, useParams } from '#web/lib/roteador.tsx';
import { CHAMADA, caminho, SUBMISSOES_ADMIN, SUBMISSOES_DA_CHAMADA } from '#web/lib/caminhos.ts';
import { useChamadaAdmin } from '../../api/obter-chamada-admin.ts';
import { formatarPrazo, textoTrabalhos } from '../comum/formato.ts';
import { SeloPrazo, SeloPublicacao } from '../comum/selos.tsx';
import { DialogoExcluirChamada } from './dialogo-excluir.tsx';
import { FormularioChamada } from './formulario-chamada.tsx';
import { ModelosChamada } from './modelos-chamada.tsx';

const TITULO_NOVA = 'Criar Submissão de Trabalho';

/** Situação da chamada salva: publicação, prazo, modelos, trabalhos (com o link para eles) e excluir quando pode. */
function Situacao({ c, aoExcluir }: { c: ChamadaAdmin; aoExcluir: () => void }) {
  const modelos = [c.modelos.banner && 'banner', c.modelos.slides && 'slides'].filter(Boolean);
  return (
    <div className="mb-6 space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-center gap-2">
        <SeloPublicacao publicado={c.publicado} />
        {c.publicado && <SeloPrazo aberta={c.aberta} />}
        <span className="text-sm text-slate-700 dark:text-slate-300">Prazo: {formatarPrazo(c.prazo_final)}</span>
        <a href="#modelos-titulo" className="text-sm font-semibold text-escola-700 underline underline-offset-4 dark:text-escola-100">
          {modelos.length === 0 ? 'Sem modelos: enviar' : `Modelos: ${modelos.join(' e ')}`}
        </a>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        <Link to={caminho(SUBMISSOES_DA_CHAMADA, { chamadaId: c.id })} className={CLASSE_LINK_SECUNDARIO}>
          <Inbox aria-hidden="true" className="size-4" />
          {c.total_trabalhos === 0 ? 'Nenhum trabalho enviado' : `${textoTrabalhos(c.total_trabalhos)}: revisão e decisões`}
        </Link>
        {c.pode_excluir ? (
          <Botao variante="secundario" onClick={aoExcluir} className="text-red-800 dark:text-red-200">
            <Trash2 aria-hidden="true" className="size-4" />
            Excluir chamada
          </Botao>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">{c.encerrada_em ? M.encerrada : M.excluirComTrabalhos}</p>
        )}
      </div>
    </div>
  );
}

/**
 * /admin/chamadas/new e /admin/chamadas/:id: a chamada inteira (formulário), a situação (publicação, prazo,
 * trabalhos, excluir) e os modelos de banner e de slides. Criada a chamada, a página passa ao endereço dela e
 * o foco vai aos modelos (o próximo passo).
 */
export function PaginaChamada() {
  const { id: param } = useParams();
  const novo = param === undefined;
  const id = idDaUrl(param ?? null);
  const consulta = useChamadaAdmin(id);
  const navegar = useNavigate();
  const { state } = useLocation();
  const [excluindo, setExcluindo] = useState(false);
  const criada = (state as { criada?: boolean } | null)?.criada === true;
  const c = consulta.data ?? null;
  useEffect(() => {
    if (!criada || !c) return;
    const alvo = document.getElementById('modelos-titulo');
    alvo?.scrollIntoView?.({ block: 'start' });
    alvo?.focus();
  }, [criada, c]);

  const titulo = novo ? TITULO_NOVA : (c?.titulo ?? 'Chamada de trabalhos');
  const trilha = <Trilha itens={[{ rotulo: 'Gerenciar Submissão de Trabalho', para: SUBMISSOES_ADMIN }, { rotulo: novo ? 'Nova chamada' : titulo }]} />;
  if (!novo && (id === null || (consulta.error instanceof ApiError && consulta.error.status === 404))) {
    return (
      <div className="mx-auto max-w-5xl">
        {trilha}
        <EstadoRecusa icone={<FileQuestion aria-hidden="true" className="size-5" />} mensagem="Chamada não encontrada." sugestao="Ela pode ter sido excluída. Escolha outra na lista." voltar={{ para: SUBMISSOES_ADMIN, rotulo: 'Voltar para as chamadas' }} />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-5xl">
      {trilha}
      <CabecalhoPagina titulo={titulo} subtitulo={novo ? 'Nova chamada de trabalhos: o edital, as linhas temáticas, os critérios e os modelos. Ela fica em rascunho até ser publicada.' : 'Chamada de trabalhos'} />
      {!novo && consulta.isPending ? (
        <Esqueleto linhas={6} rotulo="Carregando a chamada…" />
      ) : !novo && !c ? (
        <ErroCarregamento mensagem="Não foi possível carregar a chamada. Confira a conexão e tente novamente." aoTentar={() => void consulta.refetch()} />
      ) : (
        <div className="space-y-8">
          {c && <Situacao c={c} aoExcluir={() => setExcluindo(true)} />}
          <FormularioChamada
            key={c?.id ?? 'nova'}
            chamada={c}
            aoSalvar={(salva) => {
              if (novo) navegar(caminho(CHAMADA, { id: salva.id }), { replace: true, state: { criada: true } });
            }}
          />
          <ModelosChamada chamada={c} />
        </div>
      )}
      {excluindo && c && <DialogoExcluirChamada chamada={c} aoFechar={() => setExcluindo(false)} aoExcluida={() => navegar(SUBMISSOES_ADMIN, { replace: true })} />}
    </div>
  );
}
