import type { UseQueryResult } from '@tanstack/react-query';
import type { RefObject } from 'react';
import type { ChamadaResumo } from '#shared/contracts/chamadas.ts';
import type { SubmissaoResumo } from '#shared/contracts/submissoes.ts';
import { CLASSE_TITULO_SECAO } from '#web/components/ui/classes.ts';
import { ErroCarregamento, Esqueleto, Vazio } from '#web/components/ui/estados.tsx';
import { textoChamadas, textoTrabalhos } from '../comum/formato.ts';
import { CartaoChamada } from './cartao-chamada.tsx';
import { CartaoTrabalho } from './cartao-trabalho.tsx';

/** As chamadas publicadas (as abertas primeiro, como o servidor ordena). */
export function ListaChamadas({ consulta, aoVerEdital, aoSubmeter }: { consulta: UseQueryResult<ChamadaResumo[]>; aoVerEdital: (c: ChamadaResumo) => void; aoSubmeter: (c: ChamadaResumo) => void }) {
  const abertas = consulta.data?.filter((c) => c.aberta).length ?? 0;
  return (
    <section aria-labelledby="chamadas-titulo" className="space-y-4">
      <h2 id="chamadas-titulo" className={CLASSE_TITULO_SECAO}>
        Chamadas
      </h2>
      <p role="status" aria-live="polite" className="min-h-5 text-sm font-medium text-slate-700 dark:text-slate-200">
        {consulta.data ? `${textoChamadas(consulta.data.length)}, ${abertas === 1 ? '1 aberta' : `${abertas} abertas`}.` : consulta.isPending ? 'Carregando as chamadas…' : ''}
      </p>
      {consulta.isPending ? (
        <Esqueleto linhas={2} rotulo="Carregando as chamadas…" />
      ) : consulta.isError ? (
        <ErroCarregamento mensagem="Não foi possível carregar as chamadas. Confira a conexão e tente novamente." aoTentar={() => void consulta.refetch()} />
      ) : consulta.data.length === 0 ? (
        <Vazio mensagem="Nenhuma chamada disponível no momento." sugestao="Quando a Escola publicar uma chamada de trabalhos, ela aparece aqui e nas suas notificações." />
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" aria-label="Chamadas publicadas">
          {consulta.data.map((c) => (
            <li key={c.id}>
              <CartaoChamada c={c} aoVerEdital={aoVerEdital} aoSubmeter={aoSubmeter} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface PropsTrabalhos {
  consulta: UseQueryResult<SubmissaoResumo[]>;
  temChamadaAberta: boolean;
  titulo: RefObject<HTMLHeadingElement | null>;
  aoAbrir: (s: SubmissaoResumo) => void;
  aoRetirar: (s: SubmissaoResumo) => void;
}

/** Os meus trabalhos, os alterados por último primeiro. */
export function ListaMeusTrabalhos({ consulta, temChamadaAberta, titulo, aoAbrir, aoRetirar }: PropsTrabalhos) {
  return (
    <section aria-labelledby="meus-trabalhos-titulo" className="space-y-4">
      <h2 id="meus-trabalhos-titulo" ref={titulo} tabIndex={-1} className={`${CLASSE_TITULO_SECAO} focus:outline-none`}>
        Meus trabalhos
      </h2>
      <p role="status" aria-live="polite" className="min-h-5 text-sm font-medium text-slate-700 dark:text-slate-200">
        {consulta.data ? `${textoTrabalhos(consulta.data.length)}.` : consulta.isPending ? 'Carregando seus trabalhos…' : ''}
      </p>
      {consulta.isPending ? (
        <Esqueleto linhas={2} rotulo="Carregando seus trabalhos…" />
      ) : consulta.isError ? (
        <ErroCarregamento mensagem="Não foi possível carregar seus trabalhos. Confira a conexão e tente novamente." aoTentar={() => void consulta.refetch()} />
      ) : consulta.data.length === 0 ? (
        <Vazio
          mensagem="Você ainda não submeteu nenhum trabalho."
          sugestao={temChamadaAberta ? 'Escolha uma chamada aberta acima e use "Submeter trabalho": dá para salvar como rascunho e terminar depois.' : 'Quando houver uma chamada aberta, você pode submeter por aqui.'}
        />
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" aria-label="Meus trabalhos">
          {consulta.data.map((s) => (
            <li key={s.id}>
              <CartaoTrabalho s={s} aoAbrir={aoAbrir} aoRetirar={aoRetirar} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
