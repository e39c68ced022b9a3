import { useId } from 'react';
import { CampoDeBusca } from '#web/components/ui/campo-de-busca.tsx';

/** Busca por evento, turma ou instrutor, com o botão de limpar (que devolve o foco ao campo). */
export function CampoBuscaQr({ valor, aoMudar }: { valor: string; aoMudar: (valor: string) => void }) {
  const id = useId();
  return (
    <div className="mb-3">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        Buscar por evento, turma ou instrutor
      </label>
      <CampoDeBusca id={id} valor={valor} aoMudar={aoMudar} placeholder="Ex.: Primeiros Socorros, Turma 1, Igor…" />
    </div>
  );
}
