import { Plus } from 'lucide-react';
import { useFieldArray, useFormState, type UseFormRegister } from 'react-hook-form';
import { LIMITES_EVENTO } from '#shared/rules/eventos.ts';
import { campoId, focarCampo } from './caminhos-formulario.ts';
import { CartaoTurma, type InscricoesTurma } from './cartao-turma.tsx';
import { CLASSE_BOTAO_LINHA } from './classes.ts';
import { mensagemDoErro, turmaVazia, type ControleEvento, type EventoForm } from './esquema-evento.ts';

interface Props {
  control: ControleEvento;
  register: UseFormRegister<EventoForm>;
  /** Inscrições das turmas já salvas, pelo id da turma. */
  inscricoes: ReadonlyMap<number, InscricoesTurma>;
}

/** As turmas do evento: acrescentar, editar e remover na própria página. */
export function SecaoTurmas({ control, register, inscricoes }: Props) {
  // keyName: o `id` dos itens é o da turma salva, não a chave gerada pelo react-hook-form
  const { fields, append, remove } = useFieldArray({ control, name: 'turmas', keyName: 'chave' });
  const { errors } = useFormState({ control, name: 'turmas' });
  const erro = mensagemDoErro(errors, 'turmas');
  const cheio = fields.length >= LIMITES_EVENTO.turmasMax;

  return (
    <section aria-labelledby="titulo-turmas" className="space-y-4">
      <div>
        <h2 id="titulo-turmas" className="text-lg font-bold text-escola-800 dark:text-escola-100">
          Turmas
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">Defina nome, vagas, instrutores e encontros de cada turma. A carga horária é estimada automaticamente.</p>
      </div>
      {fields.map((f, i) => (
        <CartaoTurma
          key={f.chave}
          indice={i}
          control={control}
          register={register}
          inscricoes={f.id === undefined ? undefined : inscricoes.get(f.id)}
          aoRemover={() => {
            remove(i);
            // o botão clicado some com a turma: o foco vai para a turma seguinte (ou para "Adicionar turma")
            setTimeout(() => focarCampo(fields.length > 1 ? `turmas.${Math.min(i, fields.length - 2)}` : 'turmas'));
          }}
        />
      ))}
      {erro && (
        <p id={`${campoId('turmas')}-erro`} className="text-sm text-red-700 dark:text-red-400">
          {erro}
        </p>
      )}
      <button
        id={campoId('turmas')}
        type="button"
        className={CLASSE_BOTAO_LINHA}
        disabled={cheio}
        aria-describedby={erro ? `${campoId('turmas')}-erro` : undefined}
        onClick={() => append(turmaVazia(), { focusName: `turmas.${fields.length}.nome` })}
      >
        <Plus aria-hidden="true" className="size-4" />
        Adicionar turma
      </button>
    </section>
  );
}
