import { ListChecks, PenLine } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { TipoQuestao } from '#shared/rules/teste.ts';
import { CLASSE_BOTAO_LINHA } from '../classes.ts';
import { DialogoConfirmar } from '../dialogo-confirmar.tsx';
import { CartaoQuestao } from './cartao-questao.tsx';
import { novaQuestao, type TesteForm } from './regras-editor.ts';

/** No máximo 100 questões por teste (contrato). */
const QUESTOES_MAX = 100;

const focar = (id: string) => setTimeout(() => document.getElementById(id)?.focus());

/** As questões do rascunho: acrescentar (múltipla escolha ou dissertativa), mover, remover com confirmação. */
export function ListaQuestoes() {
  const { control } = useFormContext<TesteForm>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'questoes' });
  const [removendo, setRemovendo] = useState<number | null>(null);
  const cheio = fields.length >= QUESTOES_MAX;

  const acrescentar = (tipo: TipoQuestao) => append(novaQuestao(tipo), { focusName: `questoes.${fields.length}.enunciado` });

  function mover(de: number, para: number) {
    move(de, para);
    // o foco acompanha a questão movida (no botão de mesma direção, ou no outro se este ficou desabilitado)
    const direcao = para < de ? 'subir' : 'descer';
    const limite = para === 0 || para === fields.length - 1;
    focar(`questao-${para}-${limite ? (direcao === 'subir' ? 'descer' : 'subir') : direcao}`);
  }

  function confirmarRemocao() {
    if (removendo === null) return;
    const i = removendo;
    remove(i);
    setRemovendo(null);
    const restantes = fields.length - 1;
    focar(restantes > 0 ? `questao-${Math.min(i, restantes - 1)}-titulo` : 'questoes-adicionar');
  }

  return (
    <section aria-labelledby="titulo-questoes" className="space-y-4">
      <div>
        <h2 id="titulo-questoes" className="text-lg font-bold text-escola-800 dark:text-escola-100">
          Questões
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          A nota vem das questões de múltipla escolha: o peso acertado sobre o peso de todas elas. A soma dos pesos de todas as questões deve fechar 10.
        </p>
      </div>
      {fields.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-700 dark:border-slate-700 dark:text-slate-300">
          Nenhuma questão ainda. Adicione a primeira questão com os botões abaixo.
        </p>
      ) : (
        <ol className="space-y-4">
          {fields.map((f, i) => (
            <li key={f.id}>
              <CartaoQuestao indice={i} total={fields.length} aoMover={mover} aoRemover={() => setRemovendo(i)} />
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <button id="questoes-adicionar" type="button" className={CLASSE_BOTAO_LINHA} disabled={cheio} onClick={() => acrescentar('multipla_escolha')}>
          <ListChecks aria-hidden="true" className="size-4" />
          Adicionar questão de múltipla escolha
        </button>
        <button type="button" className={CLASSE_BOTAO_LINHA} disabled={cheio} onClick={() => acrescentar('dissertativa')}>
          <PenLine aria-hidden="true" className="size-4" />
          Adicionar questão dissertativa
        </button>
      </div>
      {removendo !== null && (
        <DialogoConfirmar
          titulo={`Remover a questão ${removendo + 1}?`}
          descricao="O enunciado, o peso e as alternativas desta questão saem do rascunho. A remoção só vale depois de salvar."
          rotuloConfirmar="Remover questão"
          perigo
          aoConfirmar={confirmarRemocao}
          aoFechar={() => setRemovendo(null)}
        />
      )}
    </section>
  );
}
