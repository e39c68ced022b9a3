import { Inbox, Pencil, Plus } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ChamadaAdminResumo } from '#shared/contracts/chamadas.ts';
import { CLASSE_BOTAO_LINHA, CLASSE_LINK_PRIMARIO } from '#web/components/ui/classes.ts';
import { Vazio } from '#web/components/ui/estados.tsx';
import { formatarNumero } from '#web/lib/formato.ts';
import { Link } from '#web/lib/roteador.tsx';
import { CHAMADA, caminho, NOVA_CHAMADA, SUBMISSOES_DA_CHAMADA } from '#web/lib/caminhos.ts';
import { formatarPrazo, textoChamadas, textoTrabalhos } from '../comum/formato.ts';
import { SecaoLista } from '../comum/secao-lista.tsx';
import { SeloPrazo, SeloPublicacao } from '../comum/selos.tsx';

/** Uma chamada na lista da administração: situação, prazo, trabalhos, e os caminhos para editar e ver os trabalhos. */
function ItemChamada({ c }: { c: ChamadaAdminResumo }) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center dark:border-slate-800 dark:bg-slate-900">
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold break-words">{c.titulo}</h3>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <SeloPublicacao publicado={c.publicado} />
          {c.publicado && <SeloPrazo aberta={c.aberta} />}
        </div>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          Prazo {formatarPrazo(c.prazo_final)} · {textoTrabalhos(c.total_trabalhos)} {c.total_trabalhos === 1 ? 'enviado' : 'enviados'}
          {c.total_rascunhos > 0 && ` · ${formatarNumero(c.total_rascunhos)} em rascunho`} · {c.total_linhas === 1 ? '1 linha' : `${formatarNumero(c.total_linhas)} linhas`}
        </p>
      </div>
      <div className="flex flex-wrap gap-2 *:flex-auto sm:*:flex-none">
        <Link to={caminho(CHAMADA, { id: c.id })} className={CLASSE_BOTAO_LINHA}>
          <Pencil aria-hidden="true" className="size-4" />
          Editar{' '}<span className="sr-only">{c.titulo}</span>
        </Link>
        <Link to={caminho(SUBMISSOES_DA_CHAMADA, { chamadaId: c.id })} className={CLASSE_BOTAO_LINHA}>
          <Inbox aria-hidden="true" className="size-4" />
          Trabalhos{' '}<span className="sr-only">de {c.titulo}</span>
        </Link>
      </div>
    </li>
  );
}

/** As chamadas (rascunhos inclusive), as mais novas primeiro, com o atalho para criar outra. */
export function ListaChamadasAdmin({ consulta }: { consulta: UseQueryResult<ChamadaAdminResumo[]> }) {
  return (
    <SecaoLista
      id="chamadas-admin-titulo"
      titulo="Chamadas"
      consulta={consulta}
      oQue="as chamadas"
      contagem={(cs) => `${textoChamadas(cs.length)}.`}
      vazio={
        <Vazio
          mensagem="Nenhuma chamada criada ainda."
          sugestao={
            <Link to={NOVA_CHAMADA} className={`${CLASSE_LINK_PRIMARIO} mt-2`}>
              <Plus aria-hidden="true" className="size-4" />
              Criar a primeira chamada
            </Link>
          }
        />
      }
    >
      {(cs) => (
        <ul className="space-y-3" aria-label="Chamadas de trabalhos">
          {cs.map((c) => (
            <ItemChamada key={c.id} c={c} />
          ))}
        </ul>
      )}
    </SecaoLista>
  );
}
