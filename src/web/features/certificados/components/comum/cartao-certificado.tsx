import { CalendarDays, Clock, Info } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { Certificado } from '#shared/contracts/certificados.ts';
import { textoDaCarga } from '#shared/rules/certificado.ts';
import { AcoesDoDono } from './acoes-do-dono.tsx';
import { CLASSE_CARTAO } from './classes.ts';
import { dataDoInstante, periodo } from './formato.ts';
import { SeloStatus, SeloTipo } from './selos.tsx';

function Item({ rotulo, children, mono }: { rotulo: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className="flex flex-wrap gap-x-1">
      <dt className="font-semibold">{rotulo}:</dt>
      <dd className={`min-w-0 break-words ${mono ? 'font-mono' : ''}`}>{children}</dd>
    </div>
  );
}

const AVISO: Record<Exclude<Certificado['status'], 'emitido'>, string> = {
  cancelado: 'Este certificado foi cancelado e não vale mais. Em caso de dúvida, fale com a Escola da Saúde.',
  substituido: 'Este certificado foi substituído por uma nova emissão: use o mais recente.',
};

/** Um certificado da pessoa (Meus certificados, Certificados de Instrutor): dados impressos, situação e ações. */
export function CartaoCertificado({ certificado: c }: { certificado: Certificado }) {
  const idTitulo = useId();
  const quando = periodo(c.data_inicio, c.data_fim);
  return (
    <li>
      <article aria-labelledby={idTitulo} className={`h-full ${CLASSE_CARTAO}`}>
        <div className="flex flex-wrap items-center gap-2">
          <SeloStatus status={c.status} />
          <SeloTipo tipo={c.tipo} />
        </div>
        <h3 id={idTitulo} className="mt-2 text-lg font-bold break-words text-escola-800 dark:text-escola-100">
          {c.curso}
        </h3>
        {c.turma && <p className="text-sm text-slate-700 dark:text-slate-200">Turma: {c.turma}</p>}
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
          {quando && (
            <p className="flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
              <span className="sr-only">Período: </span>
              {quando}
            </p>
          )}
          {c.carga_horaria !== null && (
            <p className="flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4 shrink-0" />
              <span className="sr-only">Carga horária: </span>
              {textoDaCarga(c.carga_horaria)}
            </p>
          )}
        </div>
        <dl className="mt-3 grid gap-1.5 text-sm text-slate-700 dark:text-slate-200">
          <Item rotulo="Número">{c.numero}</Item>
          <Item rotulo="Código de validação" mono>
            {c.codigo}
          </Item>
          <Item rotulo="Emitido em">{dataDoInstante(c.emitido_em)}</Item>
        </dl>
        {c.status === 'emitido' ? (
          <AcoesDoDono certificado={c} idTitulo={idTitulo} />
        ) : (
          <p className="mt-3 flex items-start gap-2 rounded-lg bg-slate-50 p-2 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {AVISO[c.status]}
          </p>
        )}
      </article>
    </li>
  );
}
