import { CalendarCheck2, CalendarClock, History, PlayCircle, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ErroCarregamento, Vazio } from '#web/components/ui/estados.tsx';
import { AVALIACAO_INSTRUTOR, CERTIFICADOS_INSTRUTOR, EVENTO, PRESENCAS_DA_TURMA, caminho } from '#web/lib/caminhos.ts';
import { formatarData, formatarMedia } from '#web/lib/formato.ts';
import { Link } from '#web/lib/roteador.tsx';
import { usePainelInstrutor, type PainelInstrutor as Dados } from '../api/painel-instrutor.ts';
import { diaComSemana, faixaDeHorario, porcento } from './formato.ts';

type Turma = Dados['turmas'][number];
type Momento = Turma['momento'];

const ORDEM: readonly Momento[] = ['agora', 'proximas', 'encerradas'];

const GRUPOS: Record<Momento, { titulo: string; Icone: LucideIcon; vazio: string }> = {
  agora: { titulo: 'Acontecendo agora', Icone: PlayCircle, vazio: 'Nenhuma turma em andamento.' },
  proximas: { titulo: 'Próximas', Icone: CalendarClock, vazio: 'Nenhuma turma programada.' },
  encerradas: { titulo: 'Encerradas', Icone: History, vazio: 'Nenhuma turma encerrada ainda.' },
};

const LINK_ACAO =
  'inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-3 text-sm font-semibold text-escola-800 hover:bg-slate-100 dark:border-slate-600 dark:text-escola-100 dark:hover:bg-slate-800';

function Numero({ rotulo, children, dica }: { rotulo: string; children: ReactNode; dica?: string }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">{rotulo}</dt>
      <dd className="text-lg font-bold text-escola-800 dark:text-escola-100">{children}</dd>
      {dica && <dd className="text-xs text-slate-600 dark:text-slate-400">{dica}</dd>}
    </div>
  );
}

function CartaoTurma({ t }: { t: Turma }) {
  const p = t.presenca;
  const presencaDica = p.realizados === 0 ? 'Nenhum encontro começou' : `${p.presencas} de ${t.inscritos * p.realizados} possíveis · ${p.realizados} de ${p.agendados} encontros`;
  const pendentes = t.certificados.pendentes.reduce((s, x) => s + x.pessoas, 0);
  return (
    <article aria-labelledby={`turma-${t.turma.id}`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h3 id={`turma-${t.turma.id}`} className="font-bold">
        <Link to={caminho(EVENTO, { id: t.evento.id })} className="text-escola-700 underline-offset-4 hover:underline dark:text-escola-100">
          {t.evento.titulo}
        </Link>
        <span className="font-normal text-slate-600 dark:text-slate-400"> · {t.turma.nome}</span>
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {formatarData(t.turma.data_inicio)} a {formatarData(t.turma.data_fim)}
        {t.proximo_encontro && (
          <>
            {' '}
            · próximo: {diaComSemana(t.proximo_encontro.data)}, {faixaDeHorario(t.proximo_encontro.horario_inicio, t.proximo_encontro.horario_fim)}
          </>
        )}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Numero rotulo="Inscritos">{t.inscritos}</Numero>
        <Numero rotulo="Presença" dica={presencaDica}>
          {p.taxa === null ? '—' : porcento(p.taxa)}
        </Numero>
        <Numero rotulo="Avaliação" dica={t.avaliacao.oculta ? 'Média oculta: menos de 3 respostas' : `${t.avaliacao.respostas} resposta(s)`}>
          {formatarMedia(t.avaliacao.media)}
        </Numero>
        <Numero rotulo="Certificados" dica={pendentes ? `${pendentes} pendente(s)` : undefined}>
          {t.certificados.emitidos}
        </Numero>
      </dl>
      {t.certificados.pendentes.length > 0 && (
        <div className="mt-3">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">Certificados pendentes, por motivo</p>
          <ul className="mt-1 flex flex-wrap gap-2">
            {t.certificados.pendentes.map((x) => (
              <li key={x.etapa} className="rounded-full bg-amber-50 px-3 py-1 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-800">
                {x.texto.replace(/\.$/, '')}: {x.pessoas}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Link to={caminho(PRESENCAS_DA_TURMA, { turmaId: t.turma.id })} className={LINK_ACAO}>
          Presença
        </Link>
        <Link to={`${AVALIACAO_INSTRUTOR}?turma=${t.turma.id}`} className={LINK_ACAO}>
          Avaliação
        </Link>
        <Link to={CERTIFICADOS_INSTRUTOR} className={LINK_ACAO}>
          Certificados
        </Link>
      </div>
    </article>
  );
}

function Grupo({ momento, turmas }: { momento: Momento; turmas: Turma[] }) {
  const g = GRUPOS[momento];
  return (
    <section aria-labelledby={`grupo-${momento}`}>
      <h2 id={`grupo-${momento}`} className="mb-2 flex items-center gap-2 text-lg font-bold text-escola-800 dark:text-escola-100">
        <g.Icone aria-hidden="true" className="size-5 shrink-0" />
        {g.titulo} ({turmas.length})
      </h2>
      {turmas.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{g.vazio}</p>
      ) : (
        <div className="grid gap-3 lg:grid-cols-2">
          {turmas.map((t) => (
            <CartaoTurma key={t.turma.id} t={t} />
          ))}
        </div>
      )}
    </section>
  );
}

/**
 * O painel do instrutor: as turmas em três grupos (agora, próximas, encerradas; as encerradas da mais
 * recente para a mais antiga), cada uma com inscritos, taxa de presença, média das avaliações e os
 * certificados pendentes por motivo, com atalhos para presença, avaliação e certificados.
 */
export function PainelInstrutor() {
  const consulta = usePainelInstrutor();
  const d = consulta.data;
  const aviso = consulta.isPending ? 'Carregando suas turmas…' : d ? `Painel carregado: ${d.turmas.length} turma(s).` : '';
  let conteudo: ReactNode;
  if (consulta.isPending) {
    conteudo = (
      <div aria-hidden="true" className="space-y-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-32 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />
        ))}
      </div>
    );
  } else if (!d) {
    conteudo = <ErroCarregamento mensagem="Não foi possível carregar o painel do instrutor." aoTentar={() => void consulta.refetch()} />;
  } else if (d.turmas.length === 0) {
    conteudo = <Vazio mensagem="Você ainda não tem turmas como instrutor(a)." sugestao="Quando a administração vincular você a uma turma, ela aparecerá aqui." />;
  } else {
    conteudo = ORDEM.map((m) => {
      const turmas = d.turmas.filter((t) => t.momento === m);
      return <Grupo key={m} momento={m} turmas={m === 'encerradas' ? [...turmas].reverse() : turmas} />;
    });
  }
  return (
    <div className="space-y-6">
      <p role="status" aria-live="polite" className="sr-only">
        {aviso}
      </p>
      <p className="flex items-start gap-2 text-sm text-slate-600 dark:text-slate-400">
        <CalendarCheck2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Presença = dias de presença dos inscritos ÷ (inscritos × encontros que já começaram).
      </p>
      {conteudo}
    </div>
  );
}
