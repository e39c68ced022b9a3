import { BellRing, Mail, UserRound } from 'lucide-react';
import { useId, useState } from 'react';
import { Botao } from '#web/components/ui/botao.tsx';
import { ErroCarregamento, Esqueleto, Vazio } from '#web/components/ui/estados.tsx';
import { formatarNumero } from '#web/lib/formato.ts';
import { notificarSucesso } from '#web/lib/toast.ts';
import type { FiltrosResultados } from '../../api/keys.ts';
import { useLembrarQuemNaoRespondeu } from '../../api/lembrar.ts';
import { useNaoResponderam, type NaoResponderam } from '../../api/nao-responderam.ts';

const pessoas = (n: number) => (n === 1 ? '1 pessoa' : `${formatarNumero(n)} pessoas`);
const turmas = (n: number) => (n === 1 ? '1 turma' : `${formatarNumero(n)} turmas`);

function Lista({ dados }: { dados: NaoResponderam }) {
  return (
    <ul className="grid gap-2 md:grid-cols-2">
      {dados.pessoas.map((p) => (
        <li key={`${p.turma_id}:${p.email}`} className="rounded-xl border border-slate-200 bg-white p-3 text-sm dark:border-slate-800 dark:bg-slate-900">
          <p className="flex items-center gap-1.5 font-semibold break-words">
            <UserRound aria-hidden="true" className="size-4 shrink-0" />
            {p.nome}
          </p>
          <p className="mt-0.5 flex items-center gap-1.5 break-all text-slate-700 dark:text-slate-300">
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {p.email}
          </p>
          <p className="mt-0.5 break-words text-slate-600 dark:text-slate-400">
            {p.evento} — {p.turma}
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * Quem está apto e ainda não avaliou (nas turmas filtradas ou na escolhida): nome, e-mail e turma, nunca
 * respostas. "Lembrar quem não respondeu" manda, de uma vez, o lembrete no app e por e-mail (uma vez por dia).
 */
export function QuemNaoRespondeu({ filtros }: { filtros: FiltrosResultados }) {
  const id = useId();
  const consulta = useNaoResponderam(filtros);
  const lembrar = useLembrarQuemNaoRespondeu();
  const [aviso, setAviso] = useState('');
  const dados = consulta.data;

  function enviar() {
    if (!dados) return;
    lembrar.mutate(dados.turma_ids, {
      onSuccess: (r) => {
        setAviso(r.mensagem);
        notificarSucesso(r.mensagem);
      },
    });
  }

  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={id} className="text-xl font-bold text-escola-800 dark:text-escola-100">
            Quem ainda não respondeu
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">Pessoas aptas (turma encerrada, 75% de frequência e teste em dia) que ainda não avaliaram. A lista não mostra respostas.</p>
        </div>
        {dados && dados.total > 0 && (
          <Botao onClick={enviar} carregando={lembrar.isPending} textoCarregando="Enviando lembretes…" className="shrink-0">
            <BellRing aria-hidden="true" className="size-4" />
            Lembrar quem não respondeu
          </Botao>
        )}
      </div>
      <p role="status" className="text-sm font-medium text-slate-700 empty:hidden dark:text-slate-200">
        {aviso}
      </p>
      {consulta.isPending ? (
        <Esqueleto linhas={2} rotulo="Carregando quem não respondeu…" />
      ) : !dados ? (
        <ErroCarregamento mensagem="Não foi possível carregar quem não respondeu. Confira a conexão e tente novamente." aoTentar={() => void consulta.refetch()} />
      ) : dados.total === 0 ? (
        <Vazio mensagem="Todas as pessoas aptas já responderam." sugestao="Quem ainda não atingiu 75% de frequência ou deve o teste do curso não entra nesta lista." />
      ) : (
        <>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {pessoas(dados.total)} em {turmas(dados.turma_ids.length)}.
            {dados.total > dados.pessoas.length && ` Mostrando as primeiras ${formatarNumero(dados.pessoas.length)}; o lembrete vai para todas.`}
          </p>
          <Lista dados={dados} />
        </>
      )}
    </section>
  );
}
