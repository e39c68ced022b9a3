import { Link } from '#web/lib/roteador.tsx';
import { useContagemNaoLidas } from '#web/lib/dados/contagem-nao-lidas.ts';
import { NOTIFICACOES } from '#web/lib/caminhos.ts';

/** "3 notificações não lidas" (SPEC §2.6); no singular para uma. */
export function rotuloSino(n: number): string {
  return n === 1 ? '1 notificação não lida' : `${n} notificações não lidas`;
}

/** Sino para /notificacoes com o selo vermelho de não lidas (some quando é zero). */
export function SinoNotificacoes({ classe = '' }: { classe?: string }) {
  const contagem = useContagemNaoLidas({ acompanhar: true });
  // falha vale zero (SPEC §8): o sino nunca mostra erro
  const n = contagem.isError ? 0 : (contagem.data ?? 0);
  return (
    <Link to={NOTIFICACOES} aria-label={rotuloSino(n)} className={`relative inline-flex size-11 items-center justify-center rounded-lg ${classe}`}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
      {n > 0 && (
        <span
          aria-hidden="true"
          data-testid="selo-notificacoes"
          className="absolute right-0.5 top-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-bold leading-5 text-white ring-2 ring-white"
        >
          {n > 99 ? '99+' : n}
        </span>
      )}
    </Link>
  );
}
