import { BadgeCheck, CircleAlert, SearchX } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { textoDaCarga } from '#shared/rules/certificado.ts';
import { formatarNumero } from '#web/lib/formato.ts';
import type { ValidacaoHistorico } from '../../api/validar-historico.ts';
import { dataDoInstante, periodo } from '../comum/formato.ts';

type Historico = NonNullable<ValidacaoHistorico['historico']>;

/** O título do resultado (o mesmo no anúncio do leitor de tela). */
export function tituloDoHistorico(v: ValidacaoHistorico): string {
  if (!v.historico) return 'Histórico não encontrado';
  return v.historico.sem_validade === 0 ? 'Histórico de formação autêntico' : 'Histórico autêntico, com certificado sem validade';
}

function Faixa({ v }: { v: ValidacaoHistorico }) {
  const [Icone, cor] = !v.historico
    ? [SearchX, 'border-slate-300 bg-slate-50 text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100']
    : v.historico.sem_validade === 0
      ? [BadgeCheck, 'border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100']
      : [CircleAlert, 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100'];
  return (
    <div className={`flex items-start gap-3 border-b p-4 sm:p-5 ${cor}`}>
      <Icone aria-hidden="true" className="mt-0.5 size-7 shrink-0" />
      <div>
        <p className="text-lg font-bold">{tituloDoHistorico(v)}</p>
        <p className="mt-1">{v.mensagem}</p>
      </div>
    </div>
  );
}

const horas = (h: number) => textoDaCarga(h);

function Situacao({ valido }: { valido: boolean }) {
  return valido ? (
    <span className="text-xs font-semibold text-green-800 dark:text-green-300">Válido hoje</span>
  ) : (
    <span className="text-xs font-semibold text-red-800 dark:text-red-300">Sem validade hoje (cancelado ou substituído)</span>
  );
}

/** Os cursos: lista no celular, tabela a partir de 640 px (uma das duas fica fora da árvore de acessibilidade). */
function Itens({ h }: { h: Historico }) {
  if (h.itens.length === 0) return <p className="p-4 sm:p-5">Este histórico não lista cursos: foi emitido antes de qualquer curso concluído.</p>;
  return (
    <>
      <ul aria-label="Cursos listados no histórico" className="divide-y divide-slate-200 border-t border-slate-200 sm:hidden dark:divide-slate-800 dark:border-slate-800">
        {h.itens.map((i) => (
          <li key={i.numero} className="space-y-0.5 px-4 py-3 text-sm">
            <p className="font-medium">{i.curso}</p>
            {i.turma && <p className="text-xs text-slate-600 dark:text-slate-400">{i.turma}</p>}
            <p>
              {periodo(i.data_inicio, i.data_fim) ?? '—'} · {horas(i.carga_horaria)}
            </p>
            <p className="font-mono text-xs">{i.numero}</p>
            <Situacao valido={i.certificado_valido} />
          </li>
        ))}
      </ul>
      <table className="hidden w-full text-left text-sm sm:table">
        <caption className="sr-only">Cursos listados no histórico</caption>
        <thead className="bg-slate-50 dark:bg-slate-800">
          <tr>
            <th scope="col" className="px-4 py-2 font-semibold">Curso</th>
            <th scope="col" className="px-4 py-2 font-semibold">Período</th>
            <th scope="col" className="px-4 py-2 font-semibold">Carga</th>
            <th scope="col" className="px-4 py-2 font-semibold">Certificado</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {h.itens.map((i) => (
            <tr key={i.numero}>
              <td className="px-4 py-2 align-top">
                <span className="font-medium">{i.curso}</span>
                {i.turma && <span className="block text-xs text-slate-600 dark:text-slate-400">{i.turma}</span>}
              </td>
              <td className="px-4 py-2 align-top">{periodo(i.data_inicio, i.data_fim) ?? '—'}</td>
              <td className="px-4 py-2 align-top whitespace-nowrap">{horas(i.carga_horaria)}</td>
              <td className="px-4 py-2 align-top">
                <span className="block font-mono text-xs">{i.numero}</span>
                <Situacao valido={i.certificado_valido} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function Dado({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">{rotulo}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}

/** O resultado da validação do histórico: a faixa com a situação, os dados, os cursos e os totais. */
export function ResultadoHistorico({ validacao, focar, acoes }: { validacao: ValidacaoHistorico; focar: boolean; acoes: ReactNode }) {
  const titulo = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focar) titulo.current?.focus();
  }, [focar]);
  const h = validacao.historico;
  return (
    <section ref={titulo} tabIndex={-1} aria-label={tituloDoHistorico(validacao)} className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm outline-none dark:border-slate-800 dark:bg-slate-900">
      <Faixa v={validacao} />
      {h && (
        <>
          <dl className="grid gap-4 p-4 sm:grid-cols-3 sm:p-5">
            <Dado rotulo="Nome">{h.nome}</Dado>
            <Dado rotulo="Emitido em">{dataDoInstante(h.emitido_em)}</Dado>
            <Dado rotulo="Código">
              <span className="font-mono">{h.codigo}</span>
            </Dado>
          </dl>
          <Itens h={h} />
          <div className="border-t border-slate-200 p-4 sm:p-5 dark:border-slate-800">
            <h2 className="font-bold">Totais</h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {h.totais.por_ano.map((a) => (
                <li key={a.ano} className="rounded-lg bg-slate-100 px-3 py-1 text-sm dark:bg-slate-800">
                  <strong>{a.ano}</strong>: {horas(a.horas)} em {formatarNumero(a.cursos)} {a.cursos === 1 ? 'curso' : 'cursos'}
                </li>
              ))}
            </ul>
            <p className="mt-3 font-semibold">
              Total geral: {horas(h.totais.horas)} em {formatarNumero(h.totais.cursos)} {h.totais.cursos === 1 ? 'curso' : 'cursos'}
            </p>
            {h.hash_sha256 && (
              <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">
                Hash SHA-256 do PDF: <span className="font-mono break-all">{h.hash_sha256}</span>
              </p>
            )}
          </div>
        </>
      )}
      <div className="flex flex-wrap gap-2 border-t border-slate-200 p-4 print:hidden dark:border-slate-800">{acoes}</div>
    </section>
  );
}
