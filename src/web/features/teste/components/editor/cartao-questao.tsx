import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { ENUNCIADO_MINIMO, PESO_MAXIMO, ROTULO_TIPO_QUESTAO } from '#shared/rules/teste.ts';
import { Campo, Moldura } from '#web/components/ui/campo.tsx';
import { CLASSE_BOTAO_LINHA, CLASSE_ENTRADA, CLASSE_PERIGO } from '../classes.ts';
import { ListaAlternativas } from './lista-alternativas.tsx';
import { mensagemDoErro, type TesteForm } from './regras-editor.ts';

interface Props {
  indice: number;
  total: number;
  aoMover: (de: number, para: number) => void;
  aoRemover: () => void;
}

/** Uma questão do rascunho: enunciado, peso (aceita vírgula), alternativas (múltipla escolha), mover e remover. */
export function CartaoQuestao({ indice, total, aoMover, aoRemover }: Props) {
  const { register, control } = useFormContext<TesteForm>();
  const tipo = useWatch({ control, name: `questoes.${indice}.tipo` });
  const { errors } = useFormState({ control, name: `questoes.${indice}` });
  const n = indice + 1;
  const idTitulo = `questao-${indice}-titulo`;
  const idEnunciado = `questao-${indice}-enunciado`;
  const erroEnunciado = mensagemDoErro(errors, `questoes.${indice}.enunciado`);

  return (
    <section aria-labelledby={idTitulo} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={idTitulo} tabIndex={-1} className="font-semibold text-escola-800 focus:outline-none dark:text-escola-100">
          Questão {n} <span className="font-normal text-slate-600 dark:text-slate-400">· {ROTULO_TIPO_QUESTAO[tipo]}</span>
        </h3>
        <div className="flex gap-2">
          <button type="button" id={`questao-${indice}-subir`} className={CLASSE_BOTAO_LINHA} disabled={indice === 0} onClick={() => aoMover(indice, indice - 1)} aria-label={`Mover a questão ${n} para cima`}>
            <ArrowUp aria-hidden="true" className="size-4" />
          </button>
          <button type="button" id={`questao-${indice}-descer`} className={CLASSE_BOTAO_LINHA} disabled={indice === total - 1} onClick={() => aoMover(indice, indice + 1)} aria-label={`Mover a questão ${n} para baixo`}>
            <ArrowDown aria-hidden="true" className="size-4" />
          </button>
          <button type="button" className={`${CLASSE_BOTAO_LINHA} ${CLASSE_PERIGO}`} onClick={aoRemover} aria-label={`Remover a questão ${n}`}>
            <Trash2 aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline" aria-hidden="true">
              Remover
            </span>
          </button>
        </div>
      </div>
      <div className="mt-3 space-y-4">
        <Moldura id={idEnunciado} rotulo={`Enunciado da questão ${n}`} obrigatorio erro={erroEnunciado} dica={`Pelo menos ${ENUNCIADO_MINIMO} caracteres.`}>
          <textarea
            id={idEnunciado}
            rows={3}
            maxLength={2000}
            aria-invalid={erroEnunciado ? true : undefined}
            aria-describedby={erroEnunciado ? `${idEnunciado}-erro` : `${idEnunciado}-dica`}
            className={CLASSE_ENTRADA}
            {...register(`questoes.${indice}.enunciado`)}
          />
        </Moldura>
        <div className="max-w-xs">
          <Campo
            id={`questao-${indice}-peso`}
            rotulo={`Peso da questão ${n}`}
            inputMode="decimal"
            autoComplete="off"
            obrigatorio
            dica={`Maior que 0 e até ${PESO_MAXIMO}; aceita vírgula, ex.: 2,5.`}
            erro={mensagemDoErro(errors, `questoes.${indice}.peso`)}
            {...register(`questoes.${indice}.peso`)}
          />
        </div>
        {tipo === 'multipla_escolha' ? (
          <ListaAlternativas indice={indice} />
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">Resposta escrita: fica guardada para leitura e não entra na nota.</p>
        )}
      </div>
    </section>
  );
}
