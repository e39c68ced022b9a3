import type { ItemAgenda } from '#shared/contracts/agenda.ts';
import { ROTULO_INSCRICAO } from '#shared/rules/eventos.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { Dialogo } from '#web/components/ui/dialogo.tsx';
import { Link } from '#web/lib/roteador.tsx';
import { dataPorExtenso, hora } from './datas.ts';
import { EtiquetaStatus, MarcadorPapel } from './marcadores.tsx';
import { EVENTO, caminho } from '#web/lib/caminhos.ts';

const LINK_BOTAO =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-escola-700 px-4 py-2 text-sm font-semibold text-white hover:bg-escola-800 ' +
  'dark:bg-escola-100 dark:text-escola-900 dark:hover:bg-white';

function participacao(item: ItemAgenda): string | null {
  if (item.papel === 'instrutor') return 'Você é instrutor(a) desta turma.';
  if (item.inscricao === 'em_espera') return 'Você está na lista de espera desta turma.';
  if (item.inscricao) return `Inscrição: ${ROTULO_INSCRICAO[item.inscricao]}.`;
  return null;
}

/** Detalhes de um encontro: evento, turma, dia, horário, local, instrutores e o link para o evento. */
export function DetalhesEncontro({ item, aoFechar }: { item: ItemAgenda; aoFechar: () => void }) {
  const papel = participacao(item);
  return (
    <Dialogo
      titulo={item.evento.titulo}
      descricao={`${item.evento.tipo} · ${dataPorExtenso(item.data)}`}
      aoFechar={aoFechar}
      rodape={
        <>
          <Botao variante="secundario" onClick={aoFechar}>
            Fechar
          </Botao>
          <Link to={caminho(EVENTO, { id: item.evento.id })} className={LINK_BOTAO}>
            Ver evento
          </Link>
        </>
      }
    >
      <div className="flex flex-wrap gap-2">
        <EtiquetaStatus status={item.turma.status} />
        <MarcadorPapel item={item} />
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="font-medium text-slate-600 dark:text-slate-400">Turma</dt>
        <dd className="break-words">{item.turma.nome}</dd>
        <dt className="font-medium text-slate-600 dark:text-slate-400">Data</dt>
        <dd>{dataPorExtenso(item.data)}</dd>
        <dt className="font-medium text-slate-600 dark:text-slate-400">Horário</dt>
        <dd className="tabular-nums">
          {hora(item.horario_inicio)} às {hora(item.horario_fim)}
        </dd>
        <dt className="font-medium text-slate-600 dark:text-slate-400">Local</dt>
        <dd className="break-words">{item.evento.local}</dd>
        <dt className="font-medium text-slate-600 dark:text-slate-400">{item.instrutor.length > 1 ? 'Instrutores' : 'Instrutor(a)'}</dt>
        <dd className="break-words">{item.instrutor.length ? item.instrutor.map((p) => p.nome).join(', ') : 'A definir'}</dd>
      </dl>
      {papel && <p className="mt-3 text-sm font-medium">{papel}</p>}
    </Dialogo>
  );
}
