import { formatarNumero } from '#web/lib/formato.ts';
import { useAgora } from './use-agora.ts';

/** Segundos (arredondados para cima) e fração restantes até `expiraEm`, presos entre 0 e o período. */
export function restanteDoCodigo(expiraEm: string, periodoSegundos: number, agora: number): { segundos: number; fracao: number } {
  const total = Math.max(1, periodoSegundos) * 1000;
  const ms = Math.min(total, Math.max(0, Date.parse(expiraEm) - agora));
  if (!Number.isFinite(ms)) return { segundos: 0, fracao: 0 };
  return { segundos: Math.ceil(ms / 1000), fracao: ms / total };
}

/**
 * Barra até o próximo código. Não é região viva: ler a contagem a cada segundo atrapalharia quem usa
 * leitor de tela (o texto fica disponível para leitura sob demanda).
 */
export function ContagemRegressiva({ expiraEm, periodoSegundos }: { expiraEm: string; periodoSegundos: number }) {
  const agora = useAgora(250);
  const { segundos, fracao } = restanteDoCodigo(expiraEm, periodoSegundos, agora);
  return (
    <div>
      <p className="flex items-baseline justify-between gap-2 text-sm text-slate-700 dark:text-slate-300">
        <span>Próximo código em</span>
        <span className="font-semibold tabular-nums" data-testid="segundos-restantes">
          {segundos > 0 ? `${formatarNumero(segundos)} s` : 'instantes'}
        </span>
      </p>
      <div className="mt-1 h-2.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700" aria-hidden="true">
        <div className="h-full rounded-full bg-escola-600 transition-[width] duration-300 ease-linear dark:bg-escola-100" style={{ width: `${(fracao * 100).toFixed(1)}%` }} />
      </div>
    </div>
  );
}
