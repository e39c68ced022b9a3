import { Plus, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useFieldArray, useFormState, type UseFormRegister } from 'react-hook-form';
import type { Lookups } from '#shared/contracts/perfil.ts';
import { maxCoautoresMensagem, PAPEIS_COAUTOR, ROTULO_PAPEL_COAUTOR } from '#shared/rules/chamadas.ts';
import { Campo, CampoSelecao, Moldura } from '#web/components/ui/campo.tsx';
import { CLASSE_BOTAO_LISTA, CLASSE_ENTRADA_DESLIGAVEL, CLASSE_PERIGO } from '#web/components/ui/classes.ts';
import { CLASSE_FIELDSET, CLASSE_LEGENDA } from '#web/lib/formularios.ts';
import { formatarNumero } from '#web/lib/formato.ts';
import { campoId, coautorVazio, mensagemDoErro, type ControleTrabalho, type TrabalhoForm } from './esquema-trabalho.ts';

interface Props {
  control: ControleTrabalho;
  register: UseFormRegister<TrabalhoForm>;
  max: number;
  unidades: Lookups['unidades'] | undefined;
  desligado?: boolean;
}

/**
 * Coautores do trabalho (nome, e-mail, unidade e papel), até o máximo da chamada: "Adicionar coautor" leva o
 * foco ao nome novo; "Remover" devolve o foco ao botão de adicionar. No limite, o botão some e a regra aparece.
 */
export function CampoCoautores({ control, register, max, unidades, desligado }: Props) {
  const id = useId();
  const { fields, append, remove } = useFieldArray({ control, name: 'coautores' });
  const { errors } = useFormState({ control, name: 'coautores' });
  const botaoAdicionar = useRef<HTMLButtonElement>(null);
  const [anuncio, setAnuncio] = useState('');
  const noLimite = fields.length >= max;
  const erroLista = mensagemDoErro(errors, 'coautores');
  const opcoesUnidade = [{ valor: '', rotulo: 'De fora da rede municipal' }, ...(unidades ?? []).map((u) => ({ valor: String(u.id), rotulo: u.sigla ? `${u.sigla} — ${u.nome}` : u.nome }))];

  function adicionar() {
    append(coautorVazio(), { shouldFocus: false });
    setAnuncio(`Coautor ${fields.length + 1} incluído.`);
    // o campo novo existe depois do render
    requestAnimationFrame(() => document.getElementById(campoId(`coautores.${fields.length}.nome`))?.focus());
  }
  function tirar(i: number) {
    remove(i);
    setAnuncio(`Coautor ${i + 1} removido.`);
    requestAnimationFrame(() => botaoAdicionar.current?.focus() ?? document.getElementById(`${id}-legenda`)?.focus());
  }

  return (
    <fieldset className={CLASSE_FIELDSET} aria-describedby={`${id}-regra`}>
      <legend id={`${id}-legenda`} tabIndex={-1} className={CLASSE_LEGENDA}>
        Coautores
      </legend>
      <p id={`${id}-regra`} className="text-sm text-slate-700 dark:text-slate-300">
        {max === 0 ? maxCoautoresMensagem(0) : `Até ${formatarNumero(max)} ${max === 1 ? 'coautor' : 'coautores'} nesta chamada (${formatarNumero(fields.length)} ${fields.length === 1 ? 'incluído' : 'incluídos'}). Você, como autor(a), não entra na lista.`}
      </p>
      {erroLista && (
        <p id={campoId('coautores')} tabIndex={-1} className="text-sm text-red-700 dark:text-red-400">
          {erroLista}
        </p>
      )}
      {fields.map((f, i) => {
        const erro = (campo: string) => mensagemDoErro(errors, `coautores.${i}.${campo}`);
        return (
          <fieldset key={f.id} className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
            <legend className="px-1 text-sm font-semibold">Coautor {i + 1}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <Campo id={campoId(`coautores.${i}.nome`)} rotulo="Nome completo" obrigatorio autoComplete="off" maxLength={150} disabled={desligado} erro={erro('nome')} {...register(`coautores.${i}.nome`)} />
              <Campo id={campoId(`coautores.${i}.email`)} rotulo="E-mail" type="email" obrigatorio autoComplete="off" maxLength={120} disabled={desligado} erro={erro('email')} {...register(`coautores.${i}.email`)} />
              <CampoSelecao id={campoId(`coautores.${i}.unidade_id`)} rotulo="Unidade" opcoes={opcoesUnidade.slice(1)} vazio={opcoesUnidade[0]!.rotulo} disabled={desligado} erro={erro('unidade_id')} {...register(`coautores.${i}.unidade_id`)} />
              <Moldura id={campoId(`coautores.${i}.papel`)} rotulo="Papel no trabalho" erro={erro('papel')}>
                <select id={campoId(`coautores.${i}.papel`)} disabled={desligado} className={CLASSE_ENTRADA_DESLIGAVEL} {...register(`coautores.${i}.papel`)}>
                  {PAPEIS_COAUTOR.map((p) => (
                    <option key={p} value={p}>
                      {ROTULO_PAPEL_COAUTOR[p]}
                    </option>
                  ))}
                </select>
              </Moldura>
            </div>
            {!desligado && (
              <button type="button" onClick={() => tirar(i)} className={`${CLASSE_BOTAO_LISTA} ${CLASSE_PERIGO}`}>
                <Trash2 aria-hidden="true" className="size-4" />
                Remover coautor {i + 1}
              </button>
            )}
          </fieldset>
        );
      })}
      {!desligado && max > 0 && (
        noLimite ? (
          <p className="text-sm font-medium text-slate-700 dark:text-slate-300">{maxCoautoresMensagem(max)}</p>
        ) : (
          <button ref={botaoAdicionar} type="button" onClick={adicionar} className={CLASSE_BOTAO_LISTA}>
            <Plus aria-hidden="true" className="size-4" />
            Adicionar coautor
          </button>
        )
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {anuncio}
      </p>
    </fieldset>
  );
}
