import { FileQuestion, Pencil, Plus } from 'lucide-react';
import { BotaoAtualizar } from '#web/components/ui/botao-atualizar.tsx';
import { CLASSE_LINK_PRIMARIO, CLASSE_LINK_SECUNDARIO } from '#web/components/ui/classes.ts';
import { CabecalhoPagina } from '#web/components/ui/estados.tsx';
import { EstadoRecusa } from '#web/components/ui/estado-recusa.tsx';
import { Trilha } from '#web/components/ui/trilha.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { idDaUrl } from '#web/lib/estado-na-url.ts';
import { Link, useParams } from '#web/lib/roteador.tsx';
import { CHAMADA, caminho, NOVA_CHAMADA, SUBMISSOES_ADMIN } from '#web/lib/caminhos.ts';
import { useChamadasAdmin } from '../../api/listar-chamadas-admin.ts';
import { useSubmissoesAdmin } from '../../api/listar-submissoes-admin.ts';
import { useSubmissoesDaChamada } from '../../api/listar-submissoes-da-chamada.ts';
import { useChamadaAdmin } from '../../api/obter-chamada-admin.ts';
import { formatarPrazo } from '../comum/formato.ts';
import { SeloPrazo, SeloPublicacao } from '../comum/selos.tsx';
import { DialogoTrabalho } from './dialogo-trabalho.tsx';
import { ListaChamadasAdmin } from './lista-chamadas-admin.tsx';
import { PainelRevisao } from './revisao/painel-revisao.tsx';
import { SecaoTrabalhos } from './secao-trabalhos.tsx';
import { useFiltrosSubmissoes } from './use-filtros-submissoes.ts';

export const TITULO_GERAL = 'Gerenciar Submissão de Trabalho';

/**
 * /admin/submissoes (todas as chamadas, com a lista de chamadas) e /admin/chamadas/:chamadaId/submissoes (uma
 * chamada): os trabalhos enviados com filtros de chamada, situação e linha, a contagem por situação, e cada
 * trabalho aberto no diálogo (texto, pôster, avaliação e decisão). Na página de uma chamada, o painel da revisão.
 */
export function PaginaSubmissoesAdmin() {
  const { chamadaId: param } = useParams();
  const daRota = param === undefined ? null : idDaUrl(param);
  const porChamada = param !== undefined;
  const filtros = useFiltrosSubmissoes(daRota);
  const chamadas = useChamadasAdmin(!porChamada);
  const chamada = useChamadaAdmin(filtros.chamadaId);
  const geral = useSubmissoesAdmin({ chamadaId: filtros.chamadaId, linhaId: filtros.linhaId }, !porChamada);
  const daChamada = useSubmissoesDaChamada(daRota ?? 0, filtros.linhaId, porChamada && daRota !== null);
  const c = chamada.data ?? null;

  if (porChamada && (daRota === null || (chamada.error instanceof ApiError && chamada.error.status === 404))) {
    return (
      <EstadoRecusa icone={<FileQuestion aria-hidden="true" className="size-5" />} mensagem="Chamada não encontrada." sugestao="Ela pode ter sido excluída. Escolha outra na lista." voltar={{ para: SUBMISSOES_ADMIN, rotulo: 'Voltar para as chamadas' }} />
    );
  }

  return (
    <>
      {porChamada && <Trilha itens={[{ rotulo: TITULO_GERAL, para: SUBMISSOES_ADMIN }, { rotulo: c?.titulo ?? 'Chamada' }]} />}
      <CabecalhoPagina
        titulo={porChamada ? 'Submissões da chamada' : TITULO_GERAL}
        subtitulo={porChamada ? (c?.titulo ?? 'Carregando a chamada…') : 'Crie e publique chamadas e acompanhe os trabalhos enviados.'}
        acoes={
          <div className="flex w-full flex-wrap gap-2 *:flex-auto sm:w-auto sm:*:flex-none">
            <BotaoAtualizar consulta={porChamada ? daChamada : geral} />
            {porChamada && daRota !== null ? (
              <Link to={caminho(CHAMADA, { id: daRota })} className={CLASSE_LINK_SECUNDARIO}>
                <Pencil aria-hidden="true" className="size-4" />
                Editar chamada
              </Link>
            ) : (
              <Link to={NOVA_CHAMADA} className={CLASSE_LINK_PRIMARIO}>
                <Plus aria-hidden="true" className="size-4" />
                Nova chamada
              </Link>
            )}
          </div>
        }
      />
      {porChamada && c && (
        <div className="mb-6 flex flex-wrap items-center gap-2 text-sm">
          <SeloPublicacao publicado={c.publicado} />
          {c.publicado && <SeloPrazo aberta={c.aberta} />}
          <span className="text-slate-700 dark:text-slate-300">Prazo: {formatarPrazo(c.prazo_final)}</span>
        </div>
      )}
      <div className="space-y-8">
        {!porChamada && <ListaChamadasAdmin consulta={chamadas} />}
        <SecaoTrabalhos
          consulta={porChamada ? daChamada : geral}
          filtros={filtros}
          chamadas={porChamada ? null : (chamadas.data ?? [])}
          linhas={c?.linhas ?? null}
          comChamada={!porChamada}
        />
        {porChamada && c && <PainelRevisao chamada={c} aoAbrirTrabalho={filtros.abrir} />}
      </div>
      {filtros.trabalhoId !== null && <DialogoTrabalho id={filtros.trabalhoId} aoFechar={() => filtros.abrir(null)} />}
    </>
  );
}
