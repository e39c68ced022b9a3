import { CircleCheck, Lock } from 'lucide-react';
import type { TesteAdmin } from '#shared/contracts/testes.ts';
import { ROTULO_TIPO_QUESTAO, SOMA_DOS_PESOS } from '#shared/rules/teste.ts';
import { formatarNumero } from '#web/lib/formato.ts';
import { letra } from './regras-editor.ts';

/** As questões de um teste publicado, só para leitura (mudar as questões pede uma nova versão). */
export function QuestoesPublicadas({ teste }: { teste: TesteAdmin }) {
  return (
    <section aria-labelledby="titulo-questoes" className="space-y-4">
      <div>
        <h2 id="titulo-questoes" className="text-lg font-bold text-escola-800 dark:text-escola-100">
          Questões
        </h2>
        <p className="mt-2 flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-50">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            O teste está publicado: as questões não podem ser alteradas. Os ajustes acima continuam editáveis. Para mudar as questões, crie uma nova versão (possível só enquanto ninguém começou o
            teste).
          </span>
        </p>
        <p className="mt-2 text-sm font-semibold">
          Peso total: {formatarNumero(teste.soma_dos_pesos)} de {formatarNumero(SOMA_DOS_PESOS)}
        </p>
      </div>
      <ol className="space-y-3">
        {teste.questoes.map((q, i) => (
          <li key={q.id} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4 dark:border-slate-800 dark:bg-slate-900">
            <h3 className="font-semibold text-escola-800 dark:text-escola-100">
              Questão {i + 1} <span className="font-normal text-slate-600 dark:text-slate-400">· {ROTULO_TIPO_QUESTAO[q.tipo]} · peso {formatarNumero(q.peso)}</span>
            </h3>
            <p className="mt-1 break-words whitespace-pre-line text-slate-800 dark:text-slate-200">{q.enunciado}</p>
            {q.alternativas.length > 0 && (
              <ul className="mt-2 space-y-1 text-sm">
                {q.alternativas.map((a, j) => (
                  <li key={a.id} className={`flex items-start gap-2 rounded-lg px-2 py-1 ${a.correta ? 'bg-green-50 font-semibold text-green-900 dark:bg-green-950 dark:text-green-100' : 'text-slate-700 dark:text-slate-300'}`}>
                    <span aria-hidden="true" className="w-4 shrink-0">
                      {letra(j)}
                    </span>
                    <span className="min-w-0 break-words">
                      <span className="sr-only">Alternativa {letra(j)}: </span>
                      {a.texto}
                    </span>
                    {a.correta && (
                      <span className="ml-auto inline-flex shrink-0 items-center gap-1">
                        <CircleCheck aria-hidden="true" className="size-4" />
                        Correta
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
