import type { InstrutorResumo } from '#shared/contracts/instrutores.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { Dialogo } from '#web/components/ui/dialogo.tsx';
import { ErroCarregamento } from '#web/components/ui/estados.tsx';
import { useTurmasDoInstrutor } from '../api/listar-turmas-do-instrutor.ts';
import { EtiquetaStatus } from './marcadores.tsx';
import { ordenarTurmas, periodo } from './turmas.ts';

/** "Ver turmas": as turmas que um instrutor ensina ou ensinou, com situação e período. */
export function DialogoTurmasInstrutor({ instrutor, aoFechar }: { instrutor: InstrutorResumo; aoFechar: () => void }) {
  const consulta = useTurmasDoInstrutor(instrutor.id);
  const turmas = consulta.data;
  return (
    <Dialogo
      titulo={`Turmas de ${instrutor.nome}`}
      aoFechar={aoFechar}
      largura="lg"
      rodape={
        <Botao variante="secundario" onClick={aoFechar}>
          Fechar
        </Botao>
      }
    >
      <p role="status" aria-live="polite" className="text-sm text-slate-700 dark:text-slate-300">
        {consulta.isPending ? 'Carregando turmas…' : turmas ? (turmas.length ? `${turmas.length} turma(s).` : 'Nenhuma turma encontrada.') : ''}
      </p>
      {consulta.isError && <ErroCarregamento mensagem="Não foi possível carregar as turmas deste instrutor." aoTentar={() => void consulta.refetch()} />}
      {turmas && turmas.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-100 dark:divide-slate-800" aria-label={`Turmas de ${instrutor.nome}`}>
          {ordenarTurmas(turmas).map((t) => (
            <li key={t.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
              <div className="min-w-0">
                <p className="font-semibold break-words">{t.evento.titulo}</p>
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  Turma: {t.nome} · {periodo(t)}
                </p>
              </div>
              <EtiquetaStatus status={t.status} />
            </li>
          ))}
        </ul>
      )}
    </Dialogo>
  );
}
