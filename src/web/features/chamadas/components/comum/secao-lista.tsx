import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode, RefObject } from 'react';
import { CLASSE_TITULO_SECAO } from '#web/components/ui/classes.ts';
import { ErroCarregamento, Esqueleto } from '#web/components/ui/estados.tsx';

interface Props<T> {
  /** id do título (a seção se rotula por ele). */
  id: string;
  titulo: string;
  /** Para levar o foco ao título (depois de enviar um trabalho, por exemplo). */
  refTitulo?: RefObject<HTMLHeadingElement | null>;
  consulta: UseQueryResult<T[]>;
  /** A contagem anunciada quando a lista chega ("3 chamadas, 1 aberta."). */
  contagem: (itens: T[]) => string;
  /** "as chamadas", "seus trabalhos": entra em "Carregando …" e na mensagem de erro. */
  oQue: string;
  /** O estado vazio (com o próximo passo). */
  vazio: ReactNode;
  /** A lista, quando há itens. */
  children: (itens: T[]) => ReactNode;
}

/**
 * Uma lista das telas das chamadas com seus estados: título, a contagem anunciada (`role="status"`), o
 * esqueleto enquanto carrega, o erro com "Tentar novamente", o vazio e os itens.
 */
export function SecaoLista<T>({ id, titulo, refTitulo, consulta, contagem, oQue, vazio, children }: Props<T>) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} ref={refTitulo} tabIndex={refTitulo ? -1 : undefined} className={`${CLASSE_TITULO_SECAO} ${refTitulo ? 'focus:outline-none' : ''}`}>
        {titulo}
      </h2>
      <p role="status" aria-live="polite" className="min-h-5 text-sm font-medium text-slate-700 dark:text-slate-200">
        {consulta.data ? contagem(consulta.data) : consulta.isPending ? `Carregando ${oQue}…` : ''}
      </p>
      {consulta.isPending ? (
        <Esqueleto linhas={2} rotulo={`Carregando ${oQue}…`} />
      ) : consulta.isError ? (
        <ErroCarregamento mensagem={`Não foi possível carregar ${oQue}. Confira a conexão e tente novamente.`} aoTentar={() => void consulta.refetch()} />
      ) : consulta.data.length === 0 ? (
        vazio
      ) : (
        children(consulta.data)
      )}
    </section>
  );
}
