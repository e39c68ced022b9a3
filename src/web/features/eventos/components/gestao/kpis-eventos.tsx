import { formatarNumero } from '#web/lib/formato.ts';
import { useContagemEventos } from '../../api/listar-eventos.ts';

/** Indicadores Total / Publicados / Rascunhos ("—" enquanto carrega ou sem resposta). */
export function KpisEventos() {
  const publicados = useContagemEventos('publicados');
  const rascunhos = useContagemEventos('rascunhos');
  const total = publicados.data !== undefined && rascunhos.data !== undefined ? publicados.data + rascunhos.data : undefined;
  const itens = [
    { rotulo: 'Total', valor: total },
    { rotulo: 'Publicados', valor: publicados.data },
    { rotulo: 'Rascunhos', valor: rascunhos.data },
  ];
  return (
    <dl className="grid grid-cols-3 gap-3" aria-label="Resumo dos eventos">
      {itens.map((k) => (
        <div key={k.rotulo} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4 dark:border-slate-800 dark:bg-slate-900">
          <dt className="text-sm text-slate-600 dark:text-slate-300">{k.rotulo}</dt>
          <dd className="text-2xl font-bold text-escola-800 dark:text-escola-100">{k.valor === undefined ? '—' : formatarNumero(k.valor)}</dd>
        </div>
      ))}
    </dl>
  );
}
