import { useWatch } from 'react-hook-form';
import { ListChecks } from 'lucide-react';
import { pendenciasDoEditor, type ControleTrabalho, type TrabalhoForm } from './esquema-trabalho.ts';

/** O que ainda falta para enviar, atualizado enquanto a pessoa escreve (só texto, sem anúncio a cada tecla). */
export function Pendencias({ control }: { control: ControleTrabalho }) {
  const valores = useWatch({ control }) as TrabalhoForm;
  const falta = pendenciasDoEditor({ ...valores, coautores: [] });
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm dark:border-slate-700 dark:bg-slate-950">
      <p className="flex items-center gap-2 font-semibold">
        <ListChecks aria-hidden="true" className="size-4" />
        {falta.length === 0 ? 'Tudo preenchido: o trabalho pode ser enviado.' : falta.length === 1 ? 'Para enviar, falta 1 item:' : `Para enviar, faltam ${falta.length} itens:`}
      </p>
      {falta.length > 0 && (
        <ul className="mt-1 list-disc pl-6 text-slate-700 dark:text-slate-300">
          {falta.map((f) => (
            <li key={f.caminho}>{f.mensagem}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
