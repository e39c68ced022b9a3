import { CircleCheck, CircleDashed } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { pendenciasParaPublicar, type ControleChamada } from './esquema-chamada.ts';

/** O que o servidor exige para publicar, conferido enquanto a chamada é montada (ícone e texto, não só cor). */
export function ListaParaPublicar({ control }: { control: ControleChamada }) {
  const linhas = useWatch({ control, name: 'linhas' });
  const criterios = useWatch({ control, name: 'criterios' });
  const falta = new Set(pendenciasParaPublicar({ linhas, criterios }).map((p) => p.caminho));
  const itens = [
    { chave: 'linhas', texto: 'Ao menos uma linha temática' },
    { chave: 'criterios', texto: 'Ao menos um critério da avaliação escrita' },
  ] as const;
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm dark:border-slate-700 dark:bg-slate-950">
      <p className="font-semibold">Para publicar</p>
      <ul className="mt-1 space-y-1">
        {itens.map((i) => (
          <li key={i.chave} className="flex items-center gap-2">
            {falta.has(i.chave) ? (
              <CircleDashed aria-hidden="true" className="size-4 text-slate-500 dark:text-slate-400" />
            ) : (
              <CircleCheck aria-hidden="true" className="size-4 text-emerald-700 dark:text-emerald-400" />
            )}
            {i.texto}
            <span className="sr-only">{falta.has(i.chave) ? ': falta' : ': pronto'}</span>
          </li>
        ))}
      </ul>
      <p className="mt-1 text-slate-600 dark:text-slate-400">Publicada, a chamada aparece para todas as pessoas em Submissão de Trabalhos. Em rascunho, só a administração a vê.</p>
    </div>
  );
}
