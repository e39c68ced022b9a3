import { useId, type ReactNode } from 'react';
import type { Turma } from '#shared/contracts/eventos.ts';
import { horarioMaisFrequente } from '#shared/rules/cronograma.ts';
import { AcaoInscricao } from './acao-inscricao.tsx';
import { BarraVagas } from './barra-vagas.tsx';
import { ChipStatus } from './chip-status.tsx';
import { DatasEncontros } from './datas-encontros.tsx';
import { faixaHorario, nomes, periodo, textoCargaHoraria } from './formato-evento.ts';

function Item({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">{rotulo}</dt>
      <dd className="break-words text-slate-800 dark:text-slate-100">{children}</dd>
    </div>
  );
}

/** Uma turma do evento: cronograma, carga horária, instrutores, vagas e a ação de inscrição. */
export function CartaoTurma({ turma: t, tituloEvento }: { turma: Turma; tituloEvento: string }) {
  const idTitulo = useId();
  const horario = t.horario ?? horarioMaisFrequente(t.datas);
  return (
    <li>
      <article aria-labelledby={idTitulo} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={idTitulo} className="min-w-0 text-lg font-bold break-words text-escola-800 dark:text-escola-100">
            {t.nome}
          </h3>
          <ChipStatus status={t.status} />
        </div>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <Item rotulo="Período">{periodo(t.data_inicio, t.data_fim)}</Item>
          <Item rotulo="Horário">{faixaHorario(horario)}</Item>
          <Item rotulo="Carga horária">{textoCargaHoraria(t.carga_horaria)}</Item>
          <Item rotulo="Instrutor(es)">{nomes(t.instrutor)}</Item>
          {t.palestrantes.length > 0 && <Item rotulo="Palestrante(s)">{nomes(t.palestrantes)}</Item>}
        </dl>
        <DatasEncontros datas={t.datas} horario={horario} />
        <BarraVagas vagas={t.vagas} confirmadas={t.confirmadas} emEspera={t.em_espera} />
        <AcaoInscricao turma={t} descricaoTurma={`${tituloEvento} — ${t.nome}`} />
      </article>
    </li>
  );
}
