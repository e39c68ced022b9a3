import { Search, X } from 'lucide-react';
import { useRef } from 'react';

interface Props {
  /** O `id` do campo (o rótulo de quem usa aponta para ele). */
  id: string;
  valor: string;
  aoMudar: (valor: string) => void;
  placeholder: string;
  maxLength?: number;
}

/**
 * O campo de busca de todas as listas: lupa, Esc limpa, e o botão "Limpar busca" (aparece com texto e devolve
 * o foco ao campo). O rótulo fica com quem usa: cada tela diz o que se busca.
 */
export function CampoDeBusca({ id, valor, aoMudar, placeholder, maxLength = 120 }: Props) {
  const campo = useRef<HTMLInputElement>(null);
  return (
    <div className="relative mt-1">
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400" />
      <input
        ref={campo}
        id={id}
        type="search"
        value={valor}
        onChange={(e) => aoMudar(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && valor) {
            e.preventDefault();
            aoMudar('');
          }
        }}
        placeholder={placeholder}
        maxLength={maxLength}
        autoComplete="off"
        className="block min-h-11 w-full rounded-lg border border-slate-300 bg-white py-2 pr-12 pl-9 text-base text-slate-900 shadow-sm placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 [&::-webkit-search-cancel-button]:hidden"
      />
      {valor && (
        <button
          type="button"
          onClick={() => {
            aoMudar('');
            campo.current?.focus();
          }}
          className="absolute top-1/2 right-1 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <X aria-hidden="true" className="size-4" />
          <span className="sr-only">Limpar busca</span>
        </button>
      )}
    </div>
  );
}
