import { CircleCheck, LayoutDashboard, ListChecks } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { Confirmacao } from '#shared/contracts/presencas.ts';
import { formatarData } from '#web/lib/formato.ts';
import { Link } from '#web/lib/roteador.tsx';
import { LINK_PRIMARIO, LINK_SECUNDARIO } from './estilos.ts';
import { formatarPercentual, nivelDaFrequencia, plural, situacaoDoMinimo } from './texto-frequencia.ts';
import { MINHAS_PRESENCAS, PAINEL_USUARIO } from '#web/lib/caminhos.ts';

const COR_MINIMO = {
  ok: 'text-green-800 dark:text-green-300',
  atencao: 'text-amber-800 dark:text-amber-300',
  perdida: 'text-red-800 dark:text-red-300',
} as const;

function Linha({ rotulo, valor }: { rotulo: string; valor: string }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-2">
      <dt className="font-medium text-slate-600 sm:w-44 sm:shrink-0 dark:text-slate-400">{rotulo}</dt>
      <dd className="text-slate-900 dark:text-slate-100">{valor}</dd>
    </div>
  );
}

/** Presença registrada: a mensagem do servidor, o encontro, a hora do registro e a frequência até agora. */
export function CartaoSucesso({ confirmacao: c }: { confirmacao: Confirmacao }) {
  const titulo = useRef<HTMLHeadingElement>(null);
  useEffect(() => titulo.current?.focus(), []);
  const f = c.frequencia;
  const jaEstava = c.situacao === 'ja_confirmada';
  return (
    <section
      aria-labelledby="presenca-resultado"
      className="rounded-xl border-2 border-green-600 bg-green-50 p-5 shadow-sm dark:border-green-700 dark:bg-green-950"
    >
      <div role="status">
        <h2 id="presenca-resultado" ref={titulo} tabIndex={-1} className="flex items-start gap-2 text-xl font-bold text-green-900 focus:outline-none dark:text-green-100">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
          {c.mensagem}
        </h2>
        {jaEstava && <p className="mt-1 text-sm text-green-900 dark:text-green-200">Nada mudou: a presença deste dia já estava registrada.</p>}
      </div>
      <dl className="mt-4 space-y-2 text-sm">
        <Linha rotulo="Evento" valor={c.turma.evento.titulo} />
        <Linha rotulo="Turma" valor={c.turma.nome} />
        <Linha rotulo="Dia" valor={formatarData(c.data)} />
        <Linha rotulo="Horário" valor={`${c.horario_inicio.slice(0, 5)} às ${c.horario_fim.slice(0, 5)}`} />
        <Linha rotulo="Registrada em" valor={formatarData(c.registrada_em)} />
        <Linha
          rotulo="Frequência até agora"
          valor={`${plural(f.presentes, 'presença', 'presenças')} de ${plural(f.agendados, 'encontro', 'encontros')} (${formatarPercentual(f.percentual)})`}
        />
      </dl>
      <p className={`mt-3 text-sm font-semibold ${COR_MINIMO[nivelDaFrequencia(f)]}`}>{situacaoDoMinimo(f)}</p>
      <p className="mt-5 flex flex-wrap gap-3">
        <Link to={MINHAS_PRESENCAS} className={LINK_PRIMARIO}>
          <ListChecks aria-hidden="true" className="size-4" />
          Ver minhas presenças
        </Link>
        <Link to={PAINEL_USUARIO} className={LINK_SECUNDARIO}>
          <LayoutDashboard aria-hidden="true" className="size-4" />
          Ir para o painel
        </Link>
      </p>
    </section>
  );
}
