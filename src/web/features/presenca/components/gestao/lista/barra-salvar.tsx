import { Save, Undo2 } from 'lucide-react';
import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';
import { Botao } from '#web/components/ui/botao.tsx';
import { nAlteracoes } from './formato-presenca.ts';

interface Props {
  pendentes: number;
  salvando: boolean;
  erro: string | null;
  aoSalvar: () => void;
  aoDescartar: () => void;
}

/** Alterações guardadas na tela até "Salvar N alterações" (um PUT só); fica presa ao pé da tela no celular. */
export function BarraSalvar({ pendentes, salvando, erro, aoSalvar, aoDescartar }: Props) {
  if (pendentes === 0 && !erro) return null;
  return (
    <div className="sticky bottom-0 z-10 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur sm:mx-0 sm:rounded-xl sm:border dark:border-slate-800 dark:bg-slate-900/95">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <p className="text-sm font-medium sm:mr-auto">{pendentes > 0 ? `${nAlteracoes(pendentes)} ainda não ${pendentes === 1 ? 'salva' : 'salvas'}.` : ''}</p>
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <Botao variante="secundario" disabled={pendentes === 0 || salvando} onClick={aoDescartar}>
            <Undo2 aria-hidden="true" className="size-4" />
            Descartar
          </Botao>
          <Botao disabled={pendentes === 0} carregando={salvando} textoCarregando="Salvando…" onClick={aoSalvar}>
            <Save aria-hidden="true" className="size-4" />
            Salvar {nAlteracoes(pendentes)}
          </Botao>
        </div>
      </div>
      <AlertaErro mensagem={erro} />
    </div>
  );
}
