import { useEffect, useEffectEvent, useId, useRef, type FocusEvent, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { travarRolagem } from '#web/lib/trava-rolagem.ts';

const FOCAVEIS =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const LARGURAS = { sm: 'sm:max-w-sm', md: 'sm:max-w-xl', lg: 'sm:max-w-3xl' } as const;

export interface DialogoProps {
  titulo: string;
  descricao?: ReactNode;
  aoFechar: () => void;
  children?: ReactNode;
  /** Botões de ação, alinhados à direita no pé do diálogo. */
  rodape?: ReactNode;
  /** Falso deixa o diálogo montado e fechado (o padrão é montar quando deve aparecer). */
  aberto?: boolean;
  largura?: keyof typeof LARGURAS;
  /** Clique no fundo escuro fecha (padrão: sim). */
  fecharAoClicarFora?: boolean;
  /** Quem recebe o foco ao abrir; senão o elemento com `data-autofoco`, senão o primeiro focável. */
  focoInicial?: RefObject<HTMLElement | null>;
  rotuloFechar?: string;
}

const focoPerdido = () => document.activeElement === null || document.activeElement === document.body;
/** O diálogo de cima (o último aberto), quando há um dentro do outro. */
const ultimoDialogo = () => [...document.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"]')].at(-1);

/**
 * Diálogo modal: rotulado pelo título, foco preso dentro (Tab e Shift+Tab circulam), Escape fecha,
 * o foco volta a quem abriu e a página não rola enquanto ele está aberto (a trava é desfeita ao
 * fechar e também, por garantia, na troca de página). Abre como folha de baixo no celular.
 */
export function Dialogo({ aberto = true, ...props }: DialogoProps) {
  return aberto ? createPortal(<Painel {...props} />, document.body) : null;
}

function Painel({ titulo, descricao, aoFechar, children, rodape, largura = 'md', fecharAoClicarFora = true, focoInicial, rotuloFechar = 'Fechar' }: Omit<DialogoProps, 'aberto'>) {
  const idTitulo = useId();
  const idDescricao = useId();
  const caixa = useRef<HTMLDivElement>(null);
  const inicial = useEffectEvent(() => focoInicial?.current);

  useEffect(() => {
    const anterior = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const liberar = travarRolagem();
    const alvo = inicial() ?? caixa.current?.querySelector<HTMLElement>('[data-autofoco]') ?? caixa.current?.querySelector<HTMLElement>(FOCAVEIS);
    (alvo ?? caixa.current)?.focus();
    return () => {
      liberar();
      if (anterior?.isConnected) anterior.focus();
    };
  }, []);

  function aoTeclar(e: KeyboardEvent) {
    if (e.key === 'Escape') {
      e.stopPropagation();
      aoFechar();
      return;
    }
    if (e.key !== 'Tab' || !caixa.current) return;
    const itens = [...caixa.current.querySelectorAll<HTMLElement>(FOCAVEIS)];
    if (itens.length === 0) {
      e.preventDefault();
      return;
    }
    const primeiro = itens[0]!;
    const ultimo = itens[itens.length - 1]!;
    const ativo = document.activeElement;
    if (e.shiftKey && (ativo === primeiro || ativo === caixa.current)) {
      e.preventDefault();
      ultimo.focus();
    } else if (!e.shiftKey && ativo === ultimo) {
      e.preventDefault();
      primeiro.focus();
    }
  }

  /**
   * Um botão que se desabilita enquanto salva (ou some depois) derruba o foco no `body`: o Escape e o Tab
   * deixariam de chegar ao diálogo. Quando o foco sai para lugar nenhum, ele volta à caixa do diálogo; e, se
   * o navegador não avisou, a tecla apertada com o foco perdido ainda vale para o diálogo de cima.
   */
  function aoPerderFoco(e: FocusEvent) {
    if (e.relatedTarget !== null) return;
    setTimeout(() => {
      const c = caixa.current;
      if (c?.isConnected && focoPerdido()) c.focus();
    }, 0);
  }
  const teclaSemFoco = useEffectEvent((e: globalThis.KeyboardEvent) => {
    const c = caixa.current;
    if (!c || !focoPerdido() || ultimoDialogo() !== c) return;
    if (e.key === 'Escape') {
      e.preventDefault();
      aoFechar();
    } else if (e.key === 'Tab') {
      e.preventDefault();
      (c.querySelector<HTMLElement>(FOCAVEIS) ?? c).focus();
    }
  });
  useEffect(() => {
    const ouvir = (e: globalThis.KeyboardEvent) => teclaSemFoco(e);
    document.addEventListener('keydown', ouvir);
    return () => document.removeEventListener('keydown', ouvir);
  }, []);

  return (
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-black/50 sm:items-center sm:p-4"
      onMouseDown={(e) => fecharAoClicarFora && e.target === e.currentTarget && aoFechar()}
    >
      <div
        ref={caixa}
        role="dialog"
        aria-modal="true"
        aria-labelledby={idTitulo}
        aria-describedby={descricao ? idDescricao : undefined}
        tabIndex={-1}
        onKeyDown={aoTeclar}
        onBlur={aoPerderFoco}
        className={`relative max-h-[92dvh] w-full overflow-y-auto rounded-t-2xl bg-white p-5 text-slate-900 shadow-xl focus:outline-none sm:rounded-2xl dark:bg-slate-900 dark:text-slate-100 ${LARGURAS[largura]}`}
      >
        <div className="flex items-start gap-3">
          <h2 id={idTitulo} className="flex-1 text-lg font-bold text-escola-800 dark:text-escola-100">
            {titulo}
          </h2>
          <button
            type="button"
            onClick={aoFechar}
            aria-label={rotuloFechar}
            className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        {descricao && (
          <div id={idDescricao} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {descricao}
          </div>
        )}
        {children && <div className="mt-4">{children}</div>}
        {rodape && <div className="mt-5 flex flex-wrap justify-end gap-2">{rodape}</div>}
      </div>
    </div>
  );
}
