import { Lock, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useFormState, type UseFormRegister } from 'react-hook-form';
import { criterioEmUsoMensagem, LIMITES_CHAMADA as L } from '#shared/rules/chamadas.ts';
import { Campo } from '#web/components/ui/campo.tsx';
import { CampoTextoLongo } from '#web/components/ui/campo-texto-longo.tsx';
import { CLASSE_BOTAO_LISTA, CLASSE_PERIGO } from '#web/components/ui/classes.ts';
import { CLASSE_FIELDSET, CLASSE_LEGENDA } from '#web/lib/formularios.ts';
import { campoId, criterioVazio, mensagemDoErro, type ChamadaForm, type ControleChamada } from './esquema-chamada.ts';

interface Props {
  control: ControleChamada;
  register: UseFormRegister<ChamadaForm>;
  lista: 'criterios' | 'criterios_orais';
}

const TEXTOS = {
  criterios: { titulo: 'Critérios da avaliação escrita', item: 'Critério escrito', explicacao: 'Cada avaliador dá uma nota na escala de cada critério; a nota do trabalho é a média ponderada pelos pesos, de 0 a 10. Publicar exige ao menos um.', outros: 'criterios_outros' },
  criterios_orais: { titulo: 'Critérios da apresentação oral', item: 'Critério oral', explicacao: 'Para os trabalhos aprovados para apresentação oral. Opcional.', outros: 'oral_outros' },
} as const;

/**
 * Critérios (título, escala mínima e máxima, peso) da avaliação escrita ou da oral, e o texto de "outros
 * critérios". Um critério com notas não sai nem muda de escala (os campos travam com o motivo).
 */
export function SecaoCriterios({ control, register, lista }: Props) {
  const t = TEXTOS[lista];
  const tipo = lista === 'criterios' ? 'escrita' : 'oral';
  const { fields, append, remove } = useFieldArray({ control, name: lista, keyName: 'chave' });
  const { errors } = useFormState({ control });
  const [anuncio, setAnuncio] = useState('');
  const erroLista = mensagemDoErro(errors, lista);
  const erro = (c: string) => mensagemDoErro(errors, c);

  function incluir() {
    append(criterioVazio(tipo), { shouldFocus: false });
    setAnuncio(`${t.item} ${fields.length + 1} incluído.`);
    requestAnimationFrame(() => document.getElementById(campoId(`${lista}.${fields.length}.titulo`))?.focus());
  }
  function tirar(i: number) {
    remove(i);
    setAnuncio(`${t.item} ${i + 1} removido.`);
    requestAnimationFrame(() => document.getElementById(campoId(lista))?.focus());
  }

  return (
    <fieldset className={CLASSE_FIELDSET}>
      <legend id={campoId(lista)} tabIndex={-1} className={CLASSE_LEGENDA}>
        {t.titulo}
      </legend>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t.explicacao}</p>
      {erroLista && <p className="text-sm font-medium text-red-700 dark:text-red-400">{erroLista}</p>}
      {fields.map((f, i) => (
        <fieldset key={f.chave} className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
          <legend className="px-1 text-sm font-semibold">
            {t.item} {i + 1}
          </legend>
          <div className="grid grid-cols-3 items-end gap-3 lg:grid-cols-[1fr_7rem_7rem_7rem]">
            <div className="col-span-3 lg:col-span-1">
              <Campo id={campoId(`${lista}.${i}.titulo`)} rotulo="Título" obrigatorio maxLength={L.tituloCriterio} autoComplete="off" erro={erro(`${lista}.${i}.titulo`) ?? erro(`${lista}.${i}`)} {...register(`${lista}.${i}.titulo`)} />
            </div>
            <Campo id={campoId(`${lista}.${i}.escala_min`)} rotulo="Nota mínima" type="number" inputMode="numeric" min={L.escala.min} max={L.escala.max - 1} readOnly={f.em_uso} erro={erro(`${lista}.${i}.escala_min`)} {...register(`${lista}.${i}.escala_min`)} />
            <Campo id={campoId(`${lista}.${i}.escala_max`)} rotulo="Nota máxima" type="number" inputMode="numeric" min={L.escala.min + 1} max={L.escala.max} readOnly={f.em_uso} erro={erro(`${lista}.${i}.escala_max`)} {...register(`${lista}.${i}.escala_max`)} />
            <Campo id={campoId(`${lista}.${i}.peso`)} rotulo="Peso" inputMode="decimal" autoComplete="off" erro={erro(`${lista}.${i}.peso`)} {...register(`${lista}.${i}.peso`)} />
          </div>
          {f.em_uso ? (
            <p className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-300">
              <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {criterioEmUsoMensagem(f.titulo)} A escala também fica como está.
            </p>
          ) : (
            <button type="button" onClick={() => tirar(i)} className={`${CLASSE_BOTAO_LISTA} ${CLASSE_PERIGO}`}>
              <Trash2 aria-hidden="true" className="size-4" />
              Remover {t.item.toLowerCase()} {i + 1}
            </button>
          )}
        </fieldset>
      ))}
      {fields.length < L.criteriosMax ? (
        <button type="button" onClick={incluir} className={CLASSE_BOTAO_LISTA}>
          <Plus aria-hidden="true" className="size-4" />
          Incluir {t.item.toLowerCase()}
        </button>
      ) : (
        <p className="text-sm font-medium">No máximo {L.criteriosMax} critérios.</p>
      )}
      <CampoTextoLongo id={campoId(t.outros)} rotulo="Outros critérios (texto livre)" rows={3} maxLength={L.criteriosOutros} erro={erro(t.outros)} {...register(t.outros)} />
      <p role="status" aria-live="polite" className="sr-only">
        {anuncio}
      </p>
    </fieldset>
  );
}
