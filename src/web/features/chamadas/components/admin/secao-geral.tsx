import { useId, useState } from 'react';
import { useFormState, useWatch, type UseFormRegister } from 'react-hook-form';
import { LIMITES_CHAMADA as L } from '#shared/rules/chamadas.ts';
import { Abas } from '#web/components/ui/abas.tsx';
import { Campo } from '#web/components/ui/campo.tsx';
import { CLASSE_ENTRADA_DESLIGAVEL, CLASSE_ROTULO } from '#web/components/ui/classes.ts';
import { CLASSE_FIELDSET, CLASSE_LEGENDA } from '#web/lib/formularios.ts';
import { TextoMarkdown } from '../comum/texto-markdown.tsx';
import { campoId, mensagemDoErro, type ChamadaForm, type ControleChamada } from './esquema-chamada.ts';

type Aba = 'escrever' | 'previa';

/** A descrição (edital em Markdown) com "Escrever" e "Pré-visualizar": a prévia é a mesma tela de quem submete. */
function CampoDescricao({ control, register }: { control: ControleChamada; register: UseFormRegister<ChamadaForm> }) {
  const id = useId();
  const [aba, setAba] = useState<Aba>('escrever');
  const texto = useWatch({ control, name: 'descricao_markdown' });
  const { errors } = useFormState({ control, name: 'descricao_markdown' });
  const erro = mensagemDoErro(errors, 'descricao_markdown');
  const idCampo = campoId('descricao_markdown');
  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <label htmlFor={idCampo} className={CLASSE_ROTULO}>
          Descrição e normas (edital)
        </label>
        <Abas
          classeLista="flex gap-2"
          abas={['escrever', 'previa'] as const} ativa={aba} aoMudar={setAba} rotulo="Descrição: escrever ou ver como fica" rotulos={{ escrever: 'Escrever', previa: 'Pré-visualizar' }} idDaAba={(a) => `${id}-${a}`} idPainel={`${id}-painel`}
        />
      </div>
      <div id={`${id}-painel`} role="tabpanel" aria-labelledby={`${id}-${aba}`} className="mt-2">
        <textarea
          id={idCampo}
          rows={10}
          maxLength={L.descricao}
          hidden={aba !== 'escrever'}
          aria-invalid={erro ? true : undefined}
          aria-describedby={erro ? `${idCampo}-erro` : `${idCampo}-dica`}
          className={`${CLASSE_ENTRADA_DESLIGAVEL} font-mono text-sm`}
          {...register('descricao_markdown')}
        />
        {aba === 'previa' && (
          <div className="min-h-32 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
            {texto.trim() ? <TextoMarkdown texto={texto} nivelBase={3} /> : <p className="text-sm text-slate-600 dark:text-slate-400">Nada escrito ainda.</p>}
          </div>
        )}
      </div>
      {erro ? (
        <p id={`${idCampo}-erro`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {erro}
        </p>
      ) : (
        <p id={`${idCampo}-dica`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          Aceita Markdown: ## título, **negrito**, *itálico*, listas com - ou 1., [texto](https://endereço) ou &lt;https://endereço&gt;. HTML não é interpretado.
        </p>
      )}
    </div>
  );
}

/** Título, edital, período da experiência e prazo final (horário de São Paulo). */
export function SecaoGeral({ control, register }: { control: ControleChamada; register: UseFormRegister<ChamadaForm> }) {
  const { errors } = useFormState({ control });
  const erro = (c: string) => mensagemDoErro(errors, c);
  return (
    <fieldset className={CLASSE_FIELDSET}>
      <legend className={CLASSE_LEGENDA}>Informações gerais</legend>
      <Campo id={campoId('titulo')} rotulo="Título da chamada" obrigatorio maxLength={L.titulo} autoComplete="off" erro={erro('titulo')} {...register('titulo')} />
      <CampoDescricao control={control} register={register} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Campo
          id={campoId('periodo_experiencia_inicio')}
          rotulo="Experiências a partir de"
          type="month"
          obrigatorio
          placeholder="AAAA-MM"
          dica="Primeiro mês aceito para o início da experiência."
          erro={erro('periodo_experiencia_inicio')}
          {...register('periodo_experiencia_inicio')}
        />
        <Campo
          id={campoId('periodo_experiencia_fim')}
          rotulo="Experiências até"
          type="month"
          obrigatorio
          placeholder="AAAA-MM"
          dica="Último mês aceito."
          erro={erro('periodo_experiencia_fim')}
          {...register('periodo_experiencia_fim')}
        />
      </div>
      <Campo
        id={campoId('prazo_final')}
        rotulo="Prazo final de submissão"
        type="datetime-local"
        obrigatorio
        dica="Horário de Brasília (São Paulo). Vale até o fim do minuto: 23:59 aceita envios até 23:59:59."
        erro={erro('prazo_final')}
        className="sm:max-w-xs"
        {...register('prazo_final')}
      />
    </fieldset>
  );
}
