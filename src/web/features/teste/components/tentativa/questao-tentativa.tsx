import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Tentativa } from '#shared/contracts/testes.ts';
import { formatarNumero } from '#web/lib/formato.ts';
import { CLASSE_ENTRADA } from '../classes.ts';

type Questao = Tentativa['questoes'][number];

interface Props {
  questao: Questao;
  numero: number;
  registro: UseFormRegisterReturn;
  erro?: string | undefined;
}

const CLASSE_CAIXA = 'rounded-xl border bg-white p-3 shadow-sm sm:p-4 dark:bg-slate-900';

function Cabecalho({ numero, questao }: { numero: number; questao: Questao }) {
  return (
    <>
      <span className="text-escola-800 dark:text-escola-100">{numero}. </span>
      <span className="break-words whitespace-pre-line">{questao.enunciado}</span>
      <span className="ml-1 text-sm font-normal text-slate-600 dark:text-slate-400">(peso {formatarNumero(questao.peso)})</span>
    </>
  );
}

/**
 * Uma questão da tentativa. Múltipla escolha: fieldset + legend e rádios nativos (Tab entra no grupo, as
 * setas trocam a opção). Dissertativa: rótulo e área de texto.
 */
export function QuestaoTentativa({ questao, numero, registro, erro }: Props) {
  const id = `questao-${questao.id}`;
  const borda = erro ? 'border-red-600 dark:border-red-500' : 'border-slate-200 dark:border-slate-800';
  const mensagem = erro && (
    <p id={`${id}-erro`} className="mt-2 text-sm text-red-700 dark:text-red-400">
      {erro}
    </p>
  );

  if (questao.tipo === 'dissertativa') {
    return (
      <div className={`${CLASSE_CAIXA} ${borda}`}>
        <label htmlFor={id} className="block font-semibold text-slate-900 dark:text-slate-100">
          <Cabecalho numero={numero} questao={questao} />
        </label>
        <textarea
          id={id}
          rows={4}
          maxLength={4000}
          placeholder="Digite sua resposta..."
          aria-invalid={erro ? true : undefined}
          aria-describedby={erro ? `${id}-erro` : undefined}
          className={CLASSE_ENTRADA}
          {...registro}
        />
        {mensagem}
      </div>
    );
  }

  return (
    <fieldset aria-describedby={erro ? `${id}-erro` : undefined} className={`${CLASSE_CAIXA} ${borda} min-w-0`}>
      <legend className="float-left w-full font-semibold text-slate-900 dark:text-slate-100">
        <Cabecalho numero={numero} questao={questao} />
      </legend>
      <div className="clear-both space-y-2 pt-3">
        {questao.alternativas.map((a) => (
          <label
            key={a.id}
            className={
              'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 px-3 py-2 text-slate-800 hover:bg-slate-50 ' +
              'has-[:checked]:border-escola-700 has-[:checked]:bg-escola-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-escola-600 ' +
              'dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800 dark:has-[:checked]:border-escola-100 dark:has-[:checked]:bg-slate-800'
            }
          >
            <input type="radio" value={String(a.id)} className="mt-1 size-5 shrink-0 accent-escola-700" {...registro} />
            <span className="min-w-0 break-words">{a.texto}</span>
          </label>
        ))}
      </div>
      {mensagem}
    </fieldset>
  );
}
