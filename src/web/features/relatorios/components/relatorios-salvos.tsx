import { CalendarClock, FolderOpen, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { RelatorioSalvo } from '#shared/contracts/relatorios.ts';
import { CATALOGO, ROTULO_FREQUENCIA } from '#shared/rules/relatorios.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { DialogoConfirmacao } from '#web/components/ui/dialogo-confirmacao.tsx';
import { ErroCarregamento, Esqueleto, Vazio } from '#web/components/ui/estados.tsx';
import { formatarData } from '#web/lib/formato.ts';
import { notificarSucesso } from '#web/lib/toast.ts';
import { useExcluirRelatorio } from '../api/excluir-relatorio.ts';
import { useRelatoriosSalvos } from '../api/listar-relatorios.ts';
import { DialogoAgenda } from './dialogo-agenda.tsx';

/** A lista dos relatórios salvos: abrir (rodar e editar), agendar e excluir com confirmação. */
export function RelatoriosSalvos({ aoAbrir, idTitulo }: { aoAbrir: (r: RelatorioSalvo) => void; idTitulo: string }) {
  const salvos = useRelatoriosSalvos();
  const excluir = useExcluirRelatorio();
  const [agendando, setAgendando] = useState<RelatorioSalvo | null>(null);
  const [excluindo, setExcluindo] = useState<RelatorioSalvo | null>(null);

  if (salvos.isPending) return <Esqueleto linhas={2} rotulo="Carregando os relatórios salvos…" />;
  if (salvos.isError) return <ErroCarregamento mensagem="Não foi possível carregar os relatórios salvos." aoTentar={() => void salvos.refetch()} />;
  if (salvos.data.length === 0) return <Vazio mensagem="Nenhum relatório salvo ainda." sugestao="Monte um relatório acima e use “Salvar relatório” para rodá-lo de novo depois ou agendar o envio." />;

  return (
    <>
      <ul aria-labelledby={idTitulo} className="space-y-3">
        {salvos.data.map((r) => (
          <li key={r.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between dark:border-slate-800 dark:bg-slate-900">
            <div className="min-w-0">
              <p className="font-semibold break-words text-slate-900 dark:text-slate-100">{r.nome}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {CATALOGO[r.assunto].rotulo} · {r.definicao.campos.length} {r.definicao.campos.length === 1 ? 'coluna' : 'colunas'} · por {r.dono.nome ?? 'conta removida'}
              </p>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {r.agenda.frequencia ? `${ROTULO_FREQUENCIA[r.agenda.frequencia]} para ${r.agenda.emails.length} ${r.agenda.emails.length === 1 ? 'e-mail' : 'e-mails'}` : 'Sem envio agendado'}
                {r.ultimo_envio_em && ` · último envio em ${formatarData(r.ultimo_envio_em)}`}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Botao variante="secundario" onClick={() => aoAbrir(r)} aria-label={`Abrir o relatório ${r.nome}`}>
                <FolderOpen aria-hidden="true" className="size-4" />
                Abrir
              </Botao>
              <Botao variante="secundario" onClick={() => setAgendando(r)} aria-label={`Agendar o envio do relatório ${r.nome}`}>
                <CalendarClock aria-hidden="true" className="size-4" />
                Agendar
              </Botao>
              <Botao variante="fantasma" onClick={() => setExcluindo(r)} aria-label={`Excluir o relatório ${r.nome}`}>
                <Trash2 aria-hidden="true" className="size-4" />
                Excluir
              </Botao>
            </div>
          </li>
        ))}
      </ul>
      {agendando && <DialogoAgenda relatorio={agendando} aoFechar={() => setAgendando(null)} />}
      {excluindo && (
        <DialogoConfirmacao
          titulo="Excluir relatório?"
          descricao={`“${excluindo.nome}” sai da lista${excluindo.agenda.frequencia ? ' e o envio agendado para' : ''}. Os dados em si não mudam.`}
          confirmar="Excluir"
          confirmando="Excluindo…"
          carregando={excluir.isPending}
          erro={excluir.error?.message}
          aoFechar={() => {
            excluir.reset();
            setExcluindo(null);
          }}
          aoConfirmar={() =>
            excluir.mutate(excluindo.id, {
              onSuccess: () => {
                notificarSucesso('Relatório excluído.');
                setExcluindo(null);
              },
            })
          }
        />
      )}
    </>
  );
}
