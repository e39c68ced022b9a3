import { CalendarDays, QrCode, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatarData, formatarNumero } from '#web/lib/formato.ts';
import { ChipStatus } from '../chip-status.tsx';
import { EncontrosDaTurma } from './encontros-da-turma.tsx';
import type { TurmaDaLista } from './filtro-turmas.ts';

const periodo = (t: TurmaDaLista) => (t.data_fim && t.data_fim !== t.data_inicio ? `${formatarData(t.data_inicio)} a ${formatarData(t.data_fim)}` : formatarData(t.data_inicio));

/** Turma: nome, situação, datas, inscritos, instrutores (opcional) e as ações de quem usa a lista. */
export function CartaoTurmaPresenca({ turma: t, mostrarInstrutores, acoes }: { turma: TurmaDaLista; mostrarInstrutores?: boolean; acoes: ReactNode }) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold break-words text-slate-900 dark:text-slate-100">{t.nome}</h3>
        <ChipStatus status={t.status} />
      </div>
      <ul className="space-y-1 text-sm text-slate-700 dark:text-slate-200">
        <li className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
          {periodo(t)}
        </li>
        <li className="flex items-center gap-2">
          <Users aria-hidden="true" className="size-4 shrink-0" />
          {t.inscritos === 1 ? '1 inscrito' : `${formatarNumero(t.inscritos)} inscritos`}
        </li>
        {mostrarInstrutores && (
          <li className="break-words text-slate-600 dark:text-slate-400">Instrutores: {t.instrutores.length ? t.instrutores.map((i) => i.nome).join(', ') : 'a definir'}</li>
        )}
        {t.exige_qr_ao_vivo && (
          <li className="flex items-center gap-2 text-slate-600 dark:text-slate-400">
            <QrCode aria-hidden="true" className="size-4 shrink-0" />
            Exige QR ao vivo
          </li>
        )}
      </ul>
      <EncontrosDaTurma turmaId={t.id} nome={t.nome} />
      <div className="mt-auto grid gap-2 sm:flex sm:flex-wrap">{acoes}</div>
    </li>
  );
}
