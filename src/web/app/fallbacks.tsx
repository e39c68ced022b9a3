import { Navigate } from '#web/lib/roteador.tsx';

/** Mostrado enquanto uma página carrega ou o guard consulta o perfil (SPEC §2.7). */
export function Carregando({ texto = 'Carregando…' }: { texto?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[40vh] items-center justify-center text-slate-600 dark:text-slate-300">
      {texto}
    </div>
  );
}

/** Redirecionamento com o texto "Redirecionando…" enquanto a navegação acontece. */
export function Redirecionando({ para, estado }: { para: string; estado?: unknown }) {
  return (
    <>
      <Carregando texto="Redirecionando…" />
      <Navigate to={para} replace state={estado} />
    </>
  );
}
