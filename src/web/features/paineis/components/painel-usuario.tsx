import { Award, BookOpenCheck, CalendarClock, ClipboardList, Clock3, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { ROTULO_TIPO } from '#shared/rules/certificado.ts';
import { ErroCarregamento, Vazio } from '#web/components/ui/estados.tsx';
import { AGENDA, AVALIAR, CERTIFICADOS, EVENTO, EVENTOS, MINHAS_INSCRICOES, TESTE, TESTE_DA_TURMA, caminho } from '#web/lib/caminhos.ts';
import { formatarData } from '#web/lib/formato.ts';
import { Link } from '#web/lib/roteador.tsx';
import { usePainelUsuario, type PainelUsuario as Dados } from '../api/painel-usuario.ts';
import { diaComSemana, faixaDeHorario, horas } from './formato.ts';
import { Secao, VazioDoBloco } from './secao.tsx';

const LINK_ITEM = 'font-semibold text-escola-700 underline-offset-4 hover:underline dark:text-escola-100';
const ABRIR_EVENTOS = { para: EVENTOS, rotulo: 'Veja os eventos abertos.' };

function Encontros({ d }: { d: Dados }) {
  return (
    <Secao id="titulo-encontros" titulo="Próximos encontros" Icone={CalendarClock} link={{ para: AGENDA, rotulo: 'Ver agenda' }}>
      {d.proximos_encontros.length === 0 ? (
        <VazioDoBloco texto="Nenhum encontro marcado daqui para a frente." acao={ABRIR_EVENTOS} />
      ) : (
        <ol className="divide-y divide-slate-100 dark:divide-slate-800">
          {d.proximos_encontros.map((e) => (
            <li key={`${e.turma.id}-${e.data}`} className="py-2">
              <p className="text-sm font-semibold tabular-nums">
                {diaComSemana(e.data)} · {faixaDeHorario(e.horario_inicio, e.horario_fim)}
              </p>
              <Link to={caminho(EVENTO, { id: e.evento.id })} className={LINK_ITEM}>
                {e.evento.titulo}
              </Link>
              <span className="text-sm text-slate-600 dark:text-slate-400"> · {e.turma.nome}</span>
              <p className="flex items-center gap-1 text-sm text-slate-600 dark:text-slate-400">
                <MapPin aria-hidden="true" className="size-4 shrink-0" />
                {e.local}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Secao>
  );
}

/** A barra de frequência: presenças sobre encontros, com a marca dos 75 %. */
function BarraDeFrequencia({ f }: { f: Dados['cursos'][number]['frequencia'] }) {
  const pct = f.agendados ? Math.round((f.presentes / f.agendados) * 100) : 0;
  return (
    <div>
      <p className="text-sm">
        Presença: <strong>{f.presentes}</strong> de {f.agendados} encontros ({f.realizados} já {f.realizados === 1 ? 'aconteceu' : 'aconteceram'}); mínimo {f.necessarias}
      </p>
      <div className="relative mt-1 h-2 rounded-full bg-slate-200 dark:bg-slate-700" aria-hidden="true">
        <div className={`h-2 rounded-full ${f.presentes >= f.necessarias ? 'bg-green-600' : f.alcancavel ? 'bg-escola-600' : 'bg-red-600'}`} style={{ width: `${pct}%` }} />
        <div className="absolute top-[-3px] h-3.5 w-0.5 bg-slate-700 dark:bg-slate-200" style={{ left: '75%' }} />
      </div>
    </div>
  );
}

function Cursos({ d }: { d: Dados }) {
  return (
    <Secao id="titulo-cursos" titulo="Cursos em andamento" Icone={BookOpenCheck} link={{ para: MINHAS_INSCRICOES, rotulo: 'Meus cursos' }}>
      {d.cursos.length === 0 ? (
        <VazioDoBloco texto="Nenhum curso em andamento." acao={ABRIR_EVENTOS} />
      ) : (
        <ul className="space-y-3">
          {d.cursos.map((c) => (
            <li key={c.turma.id} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
              <Link to={caminho(EVENTO, { id: c.evento.id })} className={LINK_ITEM}>
                {c.evento.titulo}
              </Link>
              <span className="text-sm text-slate-600 dark:text-slate-400"> · {c.turma.nome}</span>
              <div className="mt-2">
                <BarraDeFrequencia f={c.frequencia} />
              </div>
              <p className="mt-2 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">Para o certificado</p>
              <ul className="mt-1 space-y-1 text-sm">
                {c.pendencias.map((p) => (
                  <li key={p.tipo}>
                    {p.link ? (
                      <Link to={p.link} className={LINK_ITEM}>
                        {p.texto}
                      </Link>
                    ) : (
                      p.texto
                    )}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </Secao>
  );
}

function Pendencias({ d }: { d: Dados }) {
  const nada = d.testes_pendentes.length === 0 && d.avaliacoes_pendentes.length === 0;
  return (
    <Secao id="titulo-pendencias" titulo="Testes e avaliações pendentes" Icone={ClipboardList} link={{ para: TESTE, rotulo: 'Testes' }}>
      {nada ? (
        <VazioDoBloco texto="Nada pendente: nenhum teste ou avaliação esperando por você." />
      ) : (
        <ul className="space-y-2 text-sm">
          {d.testes_pendentes.map((t) => (
            <li key={`t${t.turma.id}`}>
              <Link to={caminho(TESTE_DA_TURMA, { turmaId: t.turma.id })} className={LINK_ITEM}>
                {t.em_andamento ? 'Continuar o teste' : 'Fazer o teste'}: {t.titulo}
              </Link>
              <span className="block text-slate-600 dark:text-slate-400">{t.evento.titulo}</span>
            </li>
          ))}
          {d.avaliacoes_pendentes.map((a) => (
            <li key={`a${a.turma.id}`}>
              <Link to={caminho(AVALIAR, { turmaId: a.turma.id })} className={LINK_ITEM}>
                Avaliar: {a.evento.titulo}
              </Link>
              <span className="block text-slate-600 dark:text-slate-400">{a.turma.nome}</span>
            </li>
          ))}
        </ul>
      )}
    </Secao>
  );
}

function Certificados({ d, acao }: { d: Dados; acao: ReactNode }) {
  return (
    <Secao id="titulo-certificados" titulo="Certificados" Icone={Award} link={{ para: CERTIFICADOS, rotulo: `Ver todos (${d.certificados.total})` }}>
      {d.certificados.recentes.length === 0 ? (
        <VazioDoBloco texto="Você ainda não tem certificados: eles chegam quando você conclui um curso (75 % de presença, teste e avaliação)." />
      ) : (
        <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
          {d.certificados.recentes.map((c) => (
            <li key={c.id} className="py-2">
              <span className="font-medium">{c.curso}</span>
              <span className="block text-slate-600 dark:text-slate-400">
                {ROTULO_TIPO[c.tipo]} · nº {c.numero} · {formatarData(c.emitido_em).slice(0, 10)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3">{acao}</div>
    </Secao>
  );
}

function Horas({ d }: { d: Dados }) {
  const maior = Math.max(1, ...d.carga.por_ano.map((a) => a.horas));
  return (
    <Secao id="titulo-horas" titulo="Horas de formação por ano" Icone={Clock3}>
      {d.carga.por_ano.length === 0 ? (
        <VazioDoBloco texto="Nenhuma hora concluída ainda: as horas contam quando o certificado de participação é emitido." />
      ) : (
        <>
          <ul className="space-y-2">
            {d.carga.por_ano.map((a) => (
              <li key={a.ano} className="text-sm">
                <div className="flex justify-between gap-2">
                  <span className="font-semibold tabular-nums">{a.ano}</span>
                  <span>
                    {horas(a.horas)} · {a.cursos} {a.cursos === 1 ? 'curso' : 'cursos'}
                  </span>
                </div>
                <div className="mt-1 h-2 rounded-full bg-slate-200 dark:bg-slate-700" aria-hidden="true">
                  <div className="h-2 rounded-full bg-escola-600 dark:bg-escola-300" style={{ width: `${Math.round((a.horas / maior) * 100)}%` }} />
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm font-semibold">Total: {horas(d.carga.horas)} em {d.carga.cursos} {d.carga.cursos === 1 ? 'curso' : 'cursos'}</p>
        </>
      )}
    </Secao>
  );
}

function Carregando() {
  return (
    <div aria-hidden="true" className="grid gap-4 lg:grid-cols-2">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="h-40 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />
      ))}
    </div>
  );
}

/**
 * O painel de quem participa: próximos encontros, cursos com o que falta para o certificado, testes e
 * avaliações pendentes, certificados e horas por ano — cada bloco com o seu link e o próximo passo
 * quando está vazio. `acaoHistorico`: o botão de baixar o histórico (vem da feature dos certificados).
 */
export function PainelUsuario({ acaoHistorico }: { acaoHistorico: ReactNode }) {
  const consulta = usePainelUsuario();
  const d = consulta.data;
  const aviso = consulta.isPending ? 'Carregando o seu painel…' : d ? 'Painel carregado.' : '';
  let conteudo: ReactNode;
  if (consulta.isPending) conteudo = <Carregando />;
  else if (!d) conteudo = <ErroCarregamento mensagem="Não foi possível carregar o seu painel." aoTentar={() => void consulta.refetch()} />;
  else {
    const semNada = d.proximos_encontros.length === 0 && d.cursos.length === 0 && d.certificados.total === 0 && d.testes_pendentes.length === 0 && d.avaliacoes_pendentes.length === 0;
    conteudo = (
      <>
        {semNada && (
          <Vazio
            mensagem="Você ainda não tem inscrições."
            sugestao={
              <Link to={EVENTOS} className={LINK_ITEM}>
                Veja os eventos abertos e inscreva-se
              </Link>
            }
          />
        )}
        <div className="grid gap-4 lg:grid-cols-2">
          <Encontros d={d} />
          <Pendencias d={d} />
          <Cursos d={d} />
          <div className="space-y-4">
            <Certificados d={d} acao={acaoHistorico} />
            <Horas d={d} />
          </div>
        </div>
      </>
    );
  }
  return (
    <div className="space-y-4">
      <p role="status" aria-live="polite" className="sr-only">
        {aviso}
      </p>
      {conteudo}
    </div>
  );
}
