import { iniciais } from '#web/lib/iniciais.ts';

/** Círculo com as iniciais (SPEC §3); decorativo — o nome aparece ao lado. */
export function Avatar({ nome, email, classe = '' }: { nome?: string | null; email?: string | null; classe?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-white text-xs font-bold text-escola-800 ring-1 ring-black/10 ${classe}`}
    >
      {iniciais(nome, email)}
    </span>
  );
}
