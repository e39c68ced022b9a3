import { ClipboardCheck, FileBadge, TriangleAlert, UserCheck } from 'lucide-react';
import type { Indicadores } from '#shared/contracts/administracao.ts';
import { CLASSE_CARTAO, CLASSE_LINK_TEXTO } from '#web/components/ui/classes.ts';
import { AVALIACOES_ADMIN, GESTAO_CERTIFICADOS, LISTA_PRESENCAS_TURMA } from '#web/lib/caminhos.ts';
import { formatarData, formatarNumero } from '#web/lib/formato.ts';
import { Link } from '#web/lib/roteador.tsx';

const plural = (n: number, um: string, varios: string) => `${formatarNumero(n)} ${n === 1 ? um : varios}`;

/** Por que os certificados ainda não saíram, na ordem da cadeia (teste, avaliação, emissão). */
function motivosCertificado(c: Indicadores['atencao'][number]['certificados_pendentes']): string[] {
  return [
    c.teste > 0 ? `${plural(c.teste, 'aguarda', 'aguardam')} o teste obrigatório` : null,
    c.avaliacao > 0 ? `${plural(c.avaliacao, 'aguarda', 'aguardam')} a avaliação do curso` : null,
    c.emissao > 0 ? `${plural(c.emissao, 'pessoa apta', 'pessoas aptas')} sem certificado emitido` : null,
  ].filter((x): x is string => x !== null);
}

/** Turmas encerradas com frequência baixa, avaliações faltando ou certificados pendentes, cada uma com o link da tela que resolve. */
export function TurmasAtencao({ turmas }: { turmas: Indicadores['atencao'] }) {
  return (
    <section aria-labelledby="titulo-atencao" className="mt-8">
      <h2 id="titulo-atencao" className="mb-1 text-lg font-semibold text-escola-800 dark:text-escola-100">
        Turmas que pedem atenção
      </h2>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">Turmas encerradas no período com menos de 60 % de concluintes com frequência mínima, avaliações faltando ou certificados pendentes.</p>
      {turmas.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm dark:border-slate-700">Nenhuma turma pede atenção neste período.</p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {turmas.map((t) => {
            const motivos = motivosCertificado(t.certificados_pendentes);
            const taxa = t.concluintes > 0 ? Math.round((100 * t.atingiram) / t.concluintes) : 0;
            return (
              <li key={t.turma_id} className={CLASSE_CARTAO}>
                <h3 className="font-semibold">
                  {t.evento} — {t.turma}
                </h3>
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  Encerrada em <time dateTime={t.fim}>{formatarData(t.fim)}</time> • {plural(t.concluintes, 'concluinte', 'concluintes')}
                </p>
                <ul className="mt-2 space-y-2 text-sm">
                  {t.frequencia_baixa && (
                    <li className="flex items-start gap-2">
                      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-300" />
                      <p className="min-w-0">
                      <span>
                        Frequência baixa: {formatarNumero(t.atingiram)} de {formatarNumero(t.concluintes)} ({formatarNumero(taxa)} %) com 75 % ou mais.
                      </span>
                      <Link to={`${LISTA_PRESENCAS_TURMA}?turma=${t.turma_id}`} className={`${CLASSE_LINK_TEXTO} ml-2 min-h-0`} aria-label={`Presenças de ${t.turma}`}>
                        <UserCheck aria-hidden="true" className="size-4" />
                        Presenças
                      </Link>
                      </p>
                    </li>
                  )}
                  {t.avaliacoes_pendentes > 0 && (
                    <li className="flex items-start gap-2">
                      <ClipboardCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-300" />
                      <p className="min-w-0">
                      <span>{plural(t.avaliacoes_pendentes, 'avaliação faltando', 'avaliações faltando')} de quem tem frequência mínima.</span>
                      <Link to={`${AVALIACOES_ADMIN}?turma=${t.turma_id}`} className={`${CLASSE_LINK_TEXTO} ml-2 min-h-0`} aria-label={`Avaliações de ${t.turma}`}>
                        Avaliações
                      </Link>
                      </p>
                    </li>
                  )}
                  {motivos.length > 0 && (
                    <li className="flex items-start gap-2">
                      <FileBadge aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-300" />
                      <p className="min-w-0">
                      <span>Certificados pendentes: {motivos.join('; ')}.</span>
                      <Link to={`${GESTAO_CERTIFICADOS}?turma=${t.turma_id}`} className={`${CLASSE_LINK_TEXTO} ml-2 min-h-0`} aria-label={`Certificados de ${t.turma}`}>
                        Certificados
                      </Link>
                      </p>
                    </li>
                  )}
                </ul>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
