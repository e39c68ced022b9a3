import { CalendarDays, CirclePlay, Info, Star } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { TesteDaTurma } from '#shared/contracts/testes.ts';
import { formatarData, formatarNumero } from '#web/lib/formato.ts';
import { Link } from '#web/lib/roteador.tsx';
import { ChipSituacao } from '../chip-situacao.tsx';
import { CLASSE_LINK_PRIMARIO, CLASSE_LINK_SECUNDARIO } from '../classes.ts';
import { formatarNota, periodo, tentativasUsadas, textoTempo } from '../formato.ts';
import { AVALIAR, TESTE_DA_TURMA, caminho } from '#web/lib/caminhos.ts';

function Item({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-1">
      <dt className="font-semibold">{rotulo}:</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** Um teste de "Teste do Curso": curso, turma, situação, tentativas, notas, limites e o próximo passo. */
export function CartaoTeste({ item }: { item: TesteDaTurma }) {
  const idTitulo = useId();
  const { teste, turma, evento, situacao } = item;
  const usadas = tentativasUsadas(teste.tentativas_max, item.tentativas_restantes);
  const podeResponder = situacao === 'disponivel' || situacao === 'em_andamento';

  return (
    <li>
      <article aria-labelledby={idTitulo} className="h-full rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <div className="flex flex-wrap items-center gap-2">
          <ChipSituacao situacao={situacao} />
          {teste.obrigatorio && <span className="text-xs font-semibold text-slate-600 dark:text-slate-300">Obrigatório para o certificado</span>}
        </div>
        <h3 id={idTitulo} className="mt-2 text-lg font-bold break-words text-escola-800 dark:text-escola-100">
          {evento.titulo}
        </h3>
        <p className="text-sm text-slate-700 dark:text-slate-200">Turma: {turma.nome}</p>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
          {periodo(turma.data_inicio, turma.data_fim)}
        </p>
        <dl className="mt-3 grid gap-1.5 text-sm text-slate-700 sm:grid-cols-2 dark:text-slate-200">
          <Item rotulo="Tentativas">
            {formatarNumero(usadas)} de {formatarNumero(teste.tentativas_max)} {teste.tentativas_max === 1 ? 'tentativa usada' : 'tentativas usadas'}
          </Item>
          <Item rotulo="Melhor nota">{item.melhor_nota === null ? '—' : formatarNota(item.melhor_nota)}</Item>
          <Item rotulo="Tempo limite">{textoTempo(teste.tempo_minutos)}</Item>
          <Item rotulo="Nota mínima">{formatarNota(teste.nota_minima)}</Item>
        </dl>
        {situacao === 'em_andamento' && item.prazo_em_aberto && (
          <p className="mt-3 text-sm font-medium text-amber-900 dark:text-amber-100">Tentativa em andamento: envie até {formatarData(item.prazo_em_aberto)}.</p>
        )}
        {situacao === 'bloqueado' && item.recusa && (
          <p className="mt-3 flex items-start gap-2 rounded-lg bg-slate-50 p-2 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {item.recusa.mensagem}
          </p>
        )}
        {situacao === 'reprovado' && <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">Você usou todas as tentativas deste teste.</p>}
        {(podeResponder || item.avaliacao_pendente) && (
          <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {podeResponder && (
              <Link to={caminho(TESTE_DA_TURMA, { turmaId: turma.id })} className={CLASSE_LINK_PRIMARIO} aria-describedby={idTitulo}>
                <CirclePlay aria-hidden="true" className="size-4" />
                {situacao === 'em_andamento' ? 'Continuar' : 'Iniciar teste'}
              </Link>
            )}
            {item.avaliacao_pendente && (
              <Link to={caminho(AVALIAR, { turmaId: turma.id })} className={podeResponder ? CLASSE_LINK_SECUNDARIO : CLASSE_LINK_PRIMARIO} aria-describedby={idTitulo}>
                <Star aria-hidden="true" className="size-4" />
                Avaliar o curso
              </Link>
            )}
          </div>
        )}
      </article>
    </li>
  );
}
