import { forcaSenha } from '#shared/rules/senha.ts';

const ROTULOS = ['Muito fraca', 'Fraca', 'Razoável', 'Boa', 'Forte'] as const;
const CORES = ['bg-red-600', 'bg-red-600', 'bg-amber-500', 'bg-lime-600', 'bg-escola-600'] as const;

/** Medidor de força da senha (0–4, `forcaSenha`), exposto como `role="meter"`. */
export function MedidorSenha({ senha }: { senha: string }) {
  const forca = forcaSenha(senha);
  const rotulo = ROTULOS[forca];
  return (
    <div
      role="meter"
      aria-label="Força da senha"
      aria-valuemin={0}
      aria-valuemax={4}
      aria-valuenow={forca}
      aria-valuetext={rotulo}
      className="mt-2"
    >
      <div className="flex gap-1" aria-hidden="true">
        {[1, 2, 3, 4].map((n) => (
          <span key={n} className={`h-1.5 flex-1 rounded-full ${n <= forca ? CORES[forca] : 'bg-slate-200 dark:bg-slate-700'}`} />
        ))}
      </div>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">Força da senha: {senha ? rotulo : '—'}</p>
    </div>
  );
}
