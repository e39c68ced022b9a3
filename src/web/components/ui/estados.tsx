import { CircleAlert, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Botao } from './botao.tsx';

/** Cabeçalho de página ("HeaderHero"): título, subtítulo e ações à direita. */
export function CabecalhoPagina({ titulo, subtitulo, acoes }: { titulo: string; subtitulo?: string; acoes?: ReactNode }) {
  return (
    <header className="mb-6 flex flex-col gap-3 border-b border-slate-200 pb-4 sm:flex-row sm:items-end sm:justify-between dark:border-slate-800">
      <div>
        <h1 className="text-2xl font-bold text-escola-800 dark:text-escola-100">{titulo}</h1>
        {subtitulo && <p className="mt-1 text-slate-600 dark:text-slate-300">{subtitulo}</p>}
      </div>
      {acoes && <div className="flex flex-wrap gap-2">{acoes}</div>}
    </header>
  );
}

/** Estado vazio ("NadaEncontrado"): mensagem e sugestão. */
export function Vazio({ mensagem, sugestao }: { mensagem: string; sugestao?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
      <p className="font-medium">{mensagem}</p>
      {sugestao && <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{sugestao}</p>}
    </div>
  );
}

/** Falha ao carregar ("ErroCarregamento"), com "Tentar novamente". */
export function ErroCarregamento({ mensagem, aoTentar }: { mensagem: string; aoTentar?: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100">
      <p className="flex items-start gap-2">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {mensagem}
      </p>
      {aoTentar && (
        <Botao variante="secundario" className="mt-3" onClick={aoTentar}>
          Tentar novamente
        </Botao>
      )}
    </div>
  );
}

/** Esqueleto de carregamento com anúncio para leitores de tela. */
export function Esqueleto({ linhas = 3, rotulo = 'Carregando…' }: { linhas?: number; rotulo?: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{rotulo}</span>
      {Array.from({ length: linhas }, (_, i) => (
        <div key={i} className="mb-3 h-16 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" aria-hidden="true" />
      ))}
    </div>
  );
}

/** Cartão simples. */
export function Cartao({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900 ${className}`}>{children}</div>;
}

/**
 * O que aparece enquanto o código de um diálogo carregado sob demanda desce (um formulário com o
 * react-hook-form e o zod do contrato fica fora do pedaço da página): um véu com "Abrindo…", anunciado.
 */
export function AbrindoDialogo({ texto = 'Abrindo…' }: { texto?: string }) {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/40 p-4">
      <p role="status" className="inline-flex items-center gap-2 rounded-xl bg-white px-4 py-3 text-sm font-semibold text-slate-800 shadow-lg dark:bg-slate-900 dark:text-slate-100">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
        {texto}
      </p>
    </div>
  );
}
