import { Award } from 'lucide-react';
import { ROTULO_DECISAO, ROTULO_TIPO_AVALIACAO } from '#shared/rules/chamadas.ts';
import { CLASSE_CARTAO, CLASSE_LINK_TEXTO } from '#web/components/ui/classes.ts';
import { ErroCarregamento, Esqueleto } from '#web/components/ui/estados.tsx';
import { formatarData } from '#web/lib/formato.ts';
import { Link } from '#web/lib/roteador.tsx';
import { CERTIFICADOS } from '#web/lib/caminhos.ts';
import { useResultado } from '../../api/obter-resultado.ts';
import { formatarNota } from '../avaliador/formato.ts';

const nota = (v: number | null) => (v === null ? '—' : formatarNota(v));

/**
 * O resultado do trabalho para quem o escreveu, depois que a administração libera: a decisão (com o motivo), as
 * notas e o que cada parecer disse, critério a critério — sem dizer quem avaliou. Antes da liberação, nada.
 */
export function ResultadoDoTrabalho({ submissaoId }: { submissaoId: number }) {
  const consulta = useResultado(submissaoId, true);
  if (consulta.isPending) return <Esqueleto linhas={3} rotulo="Carregando o resultado…" />;
  if (!consulta.data) return <ErroCarregamento mensagem="Não foi possível carregar o resultado da avaliação." aoTentar={() => void consulta.refetch()} />;
  const r = consulta.data;
  if (!r.liberado || !r.decisao) return null;
  return (
    <section aria-labelledby="resultado-titulo" className={`${CLASSE_CARTAO} space-y-4`}>
      <div>
        <h3 id="resultado-titulo" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
          Resultado da avaliação
        </h3>
        <p className="text-sm text-slate-600 dark:text-slate-400">Comunicado em {formatarData(r.liberado_em)}. Quem avaliou não é identificado.</p>
      </div>
      <p className="text-base font-semibold">{ROTULO_DECISAO[r.decisao]}</p>
      {r.motivo && <p className="whitespace-pre-wrap text-sm">Motivo: {r.motivo}</p>}
      <dl className="grid grid-cols-3 gap-2 text-sm">
        {(
          [
            ['Nota escrita', r.nota_escrita],
            ['Nota oral', r.nota_oral],
            ['Nota final', r.nota_final],
          ] as const
        ).map(([rotulo, v]) => (
          <div key={rotulo}>
            <dt className="text-xs font-semibold text-slate-600 dark:text-slate-400">{rotulo}</dt>
            <dd className="text-lg font-bold tabular-nums">{nota(v)}</dd>
          </div>
        ))}
      </dl>
      {r.pareceres.length > 0 && (
        <ol className="space-y-3" aria-label="Pareceres">
          {r.pareceres.map((p, i) => (
            <li key={i} className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
              <p className="font-semibold">
                Parecer {i + 1} · {ROTULO_TIPO_AVALIACAO[p.tipo]} · nota {formatarNota(p.nota)}
              </p>
              <ul className="mt-2 space-y-1">
                {p.criterios.map((c) => (
                  <li key={c.titulo}>
                    <span className="font-medium">{c.titulo}</span>: {formatarNota(c.nota)} (de {c.escala_min} a {c.escala_max})
                    {c.comentario && <span className="block whitespace-pre-wrap text-slate-700 dark:text-slate-300">{c.comentario}</span>}
                  </li>
                ))}
              </ul>
              {p.comentario && <p className="mt-2 whitespace-pre-wrap">{p.comentario}</p>}
            </li>
          ))}
        </ol>
      )}
      {r.decisao !== 'reprovada' && (
        <p className="flex items-center gap-2 text-sm">
          <Award aria-hidden="true" className="size-4" />
          <span>
            O certificado de apresentação sai quando a Escola encerrar a chamada, em{' '}
            <Link to={CERTIFICADOS} className={CLASSE_LINK_TEXTO}>
              Meus Certificados
            </Link>
            .
          </span>
        </p>
      )}
    </section>
  );
}
