import { Lock, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useFormState, type UseFormRegister } from 'react-hook-form';
import { LIMITES_CHAMADA as L, linhaEmUsoMensagem } from '#shared/rules/chamadas.ts';
import { Campo } from '#web/components/ui/campo.tsx';
import { CampoTextoLongo } from '#web/components/ui/campo-texto-longo.tsx';
import { CLASSE_BOTAO_LISTA, CLASSE_PERIGO } from '#web/components/ui/classes.ts';
import { CLASSE_FIELDSET, CLASSE_LEGENDA } from '#web/lib/formularios.ts';
import { campoId, linhaVazia, mensagemDoErro, type ChamadaForm, type ControleChamada } from './esquema-chamada.ts';

/**
 * Linhas temáticas (código, nome, descrição): incluir, editar e remover. Uma linha com trabalhos não sai (o
 * botão dá lugar ao motivo). "Incluir" leva o foco ao código novo; "Remover", à legenda da seção.
 */
export function SecaoLinhas({ control, register }: { control: ControleChamada; register: UseFormRegister<ChamadaForm> }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'linhas', keyName: 'chave' });
  const { errors } = useFormState({ control });
  const [anuncio, setAnuncio] = useState('');
  const erroLista = mensagemDoErro(errors, 'linhas');
  const erro = (c: string) => mensagemDoErro(errors, c);

  function incluir() {
    append(linhaVazia(), { shouldFocus: false });
    setAnuncio(`Linha temática ${fields.length + 1} incluída.`);
    requestAnimationFrame(() => document.getElementById(campoId(`linhas.${fields.length}.codigo`))?.focus());
  }
  function tirar(i: number) {
    remove(i);
    setAnuncio(`Linha temática ${i + 1} removida.`);
    requestAnimationFrame(() => document.getElementById(campoId('linhas'))?.focus());
  }

  return (
    <fieldset className={CLASSE_FIELDSET} aria-describedby={erroLista ? `${campoId('linhas')}-erro` : undefined}>
      <legend id={campoId('linhas')} tabIndex={-1} className={CLASSE_LEGENDA}>
        Linhas temáticas
      </legend>
      <p className="text-sm text-slate-600 dark:text-slate-400">Quem submete escolhe uma linha. Publicar exige ao menos uma. O código é único na chamada (ex.: APS).</p>
      {erroLista && (
        <p id={`${campoId('linhas')}-erro`} className="text-sm font-medium text-red-700 dark:text-red-400">
          {erroLista}
        </p>
      )}
      {fields.map((f, i) => (
        <fieldset key={f.chave} className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
          <legend className="px-1 text-sm font-semibold">Linha {i + 1}</legend>
          <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
            <Campo id={campoId(`linhas.${i}.codigo`)} rotulo="Código" obrigatorio maxLength={L.codigoLinha} autoComplete="off" erro={erro(`linhas.${i}.codigo`)} {...register(`linhas.${i}.codigo`)} />
            <Campo id={campoId(`linhas.${i}.nome`)} rotulo="Nome" obrigatorio maxLength={L.nomeLinha} autoComplete="off" erro={erro(`linhas.${i}.nome`)} {...register(`linhas.${i}.nome`)} />
          </div>
          <CampoTextoLongo id={campoId(`linhas.${i}.descricao`)} rotulo="Descrição" rows={2} maxLength={L.descricaoLinha} erro={erro(`linhas.${i}.descricao`) ?? erro(`linhas.${i}`)} {...register(`linhas.${i}.descricao`)} />
          {f.em_uso ? (
            <p className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-300">
              <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {linhaEmUsoMensagem(f.nome)}
            </p>
          ) : (
            <button type="button" onClick={() => tirar(i)} className={`${CLASSE_BOTAO_LISTA} ${CLASSE_PERIGO}`}>
              <Trash2 aria-hidden="true" className="size-4" />
              Remover linha {i + 1}
            </button>
          )}
        </fieldset>
      ))}
      {fields.length < L.linhasMax ? (
        <button type="button" onClick={incluir} className={CLASSE_BOTAO_LISTA}>
          <Plus aria-hidden="true" className="size-4" />
          Incluir linha temática
        </button>
      ) : (
        <p className="text-sm font-medium">No máximo {L.linhasMax} linhas temáticas.</p>
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {anuncio}
      </p>
    </fieldset>
  );
}
