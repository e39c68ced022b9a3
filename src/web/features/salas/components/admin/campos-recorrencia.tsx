import { useWatch } from 'react-hook-form';
import { datasDaRecorrencia, diaDaSemana, LIMITES_SALA, ordemNoMes, TIPOS_RECORRENCIA, type TipoRecorrencia } from '#shared/rules/salas.ts';
import { Campo, CampoSelecao } from '#web/components/ui/campo.tsx';
import { formatarNumero } from '#web/lib/formato.ts';
import { CLASSE_CAIXA, CLASSE_OPCAO } from '../comum/classes.ts';
import { diaEMes, NOMES_DIAS_SEMANA } from '../comum/datas.ts';
import { recorrenciaDe, type FormDireta } from './esquema-reserva-direta.ts';

export const ROTULO_RECORRENCIA: Record<TipoRecorrencia, string> = {
  semanal: 'Semanal',
  mensal_dia: 'Mensal, no mesmo dia do mês',
  mensal_semana: 'Mensal, na mesma semana do mês',
  anual: 'Anual',
};
const ORDENS = ['1ª', '2ª', '3ª', '4ª', 'Última'] as const;
const DIAS_UTEIS = [1, 2, 3, 4, 5] as const;
const MAX_PREVIA = 8;

/** Prévia das datas geradas (antes de o servidor pular fins de semana e bloqueios). */
function Previa({ form }: { form: FormDireta }) {
  const valores = useWatch({ control: form.control });
  const data = valores.data ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(data)) return null;
  const r = recorrenciaDe(form.getValues());
  if (!r || (r.ate === null && r.ocorrencias === null)) return null;
  const datas = datasDaRecorrencia(data, { ...r, ate: r.ate ?? null, ocorrencias: r.ocorrencias ?? null }, r.ordem_semana);
  const resto = datas.length - MAX_PREVIA;
  return (
    <p className="text-sm text-slate-700 dark:text-slate-200">
      <span className="font-semibold">Prévia: {formatarNumero(datas.length)} {datas.length === 1 ? 'data' : 'datas'}</span> ({datas.slice(0, MAX_PREVIA).map(diaEMes).join(', ')}
      {resto > 0 ? ` e mais ${formatarNumero(resto)}` : ''}). Fins de semana e datas bloqueadas são pulados; horários ocupados voltam como conflito.
    </p>
  );
}

/** Recorrência: tipo, intervalo, dias da semana (semanal), semana do mês (mensal na semana) e o término. */
export function CamposRecorrencia({ form }: { form: FormDireta }) {
  const { register, control, formState } = form;
  const e = formState.errors;
  const tipo = useWatch({ control, name: 'rec_tipo' });
  const fim = useWatch({ control, name: 'rec_fim' });
  const data = useWatch({ control, name: 'data' });
  const dataValida = /^\d{4}-\d{2}-\d{2}$/.test(data);
  const diaDaData = dataValida ? NOMES_DIAS_SEMANA[diaDaSemana(data)]! : 'dia da semana da data';
  const ordemDaData = dataValida ? Math.min(ordemNoMes(data).ordem, 5) : null;
  const unidade = tipo === 'semanal' ? 'semanas' : 'meses';

  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 font-semibold text-escola-800 dark:text-escola-100">Recorrência</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <CampoSelecao rotulo="Repetir" obrigatorio opcoes={TIPOS_RECORRENCIA.map((t) => ({ valor: t, rotulo: ROTULO_RECORRENCIA[t] }))} erro={e.rec_tipo?.message} {...register('rec_tipo')} />
        {tipo !== 'anual' && (
          <Campo rotulo={`A cada quantas ${unidade}`} type="number" inputMode="numeric" min={1} max={12} step={1} erro={e.rec_intervalo?.message} {...register('rec_intervalo')} />
        )}
      </div>
      {tipo === 'semanal' && (
        <fieldset>
          <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">Dias da semana</legend>
          <p className="text-xs text-slate-600 dark:text-slate-400">Nenhum marcado: o dia da semana da data inicial.</p>
          <div className="mt-1 flex flex-wrap gap-x-4">
            {DIAS_UTEIS.map((d) => (
              <label key={d} className={CLASSE_OPCAO}>
                <input type="checkbox" value={String(d)} className={CLASSE_CAIXA} {...register('rec_dias')} />
                {NOMES_DIAS_SEMANA[d]}
              </label>
            ))}
          </div>
          {e.rec_dias?.message && <p className="text-sm text-red-700 dark:text-red-400">{e.rec_dias.message}</p>}
        </fieldset>
      )}
      {tipo === 'mensal_semana' && (
        <CampoSelecao
          rotulo="Semana do mês"
          vazio={ordemDaData ? `Como na data inicial (${ORDENS[ordemDaData - 1]!.toLocaleLowerCase('pt-BR')} ${diaDaData})` : 'Como na data inicial'}
          opcoes={ORDENS.map((o, i) => ({ valor: i + 1, rotulo: `${o} ${diaDaData} do mês` }))}
          erro={e.rec_ordem?.message}
          {...register('rec_ordem')}
        />
      )}
      <fieldset>
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">Termina</legend>
        <div className="mt-1 grid gap-3 sm:grid-cols-2">
          <div>
            <label className={CLASSE_OPCAO}>
              <input type="radio" value="ocorrencias" className={CLASSE_CAIXA} {...register('rec_fim')} />
              Depois de um número de vezes
            </label>
            {fim === 'ocorrencias' && (
              <Campo
                rotulo="Quantas vezes"
                type="number"
                inputMode="numeric"
                min={1}
                max={LIMITES_SALA.ocorrenciasMax}
                step={1}
                dica={`Até ${formatarNumero(LIMITES_SALA.ocorrenciasMax)}, contando a data inicial.`}
                erro={e.rec_ocorrencias?.message}
                {...register('rec_ocorrencias')}
              />
            )}
          </div>
          <div>
            <label className={CLASSE_OPCAO}>
              <input type="radio" value="ate" className={CLASSE_CAIXA} {...register('rec_fim')} />
              Numa data
            </label>
            {fim === 'ate' && <Campo rotulo="Até" type="date" min={dataValida ? data : undefined} erro={e.rec_ate?.message} {...register('rec_ate')} />}
          </div>
        </div>
      </fieldset>
      <Previa form={form} />
    </fieldset>
  );
}
