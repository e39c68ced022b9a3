import { ROTULO_PERFIL, type Perfil } from '#shared/rules/perfis.ts';

const COR: Record<Perfil, string> = {
  usuario: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  instrutor: 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100',
  administrador: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
};

/** Perfis de uma pessoa como etiquetas. */
export function ChipsPerfis({ perfis }: { perfis: readonly Perfil[] }) {
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Perfis">
      {perfis.map((p) => (
        <li key={p} className={`rounded-full px-2 py-0.5 text-xs font-semibold ${COR[p]}`}>
          {ROTULO_PERFIL[p]}
        </li>
      ))}
    </ul>
  );
}
