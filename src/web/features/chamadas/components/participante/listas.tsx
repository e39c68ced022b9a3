import type { UseQueryResult } from '@tanstack/react-query';
import type { RefObject } from 'react';
import type { ChamadaResumo } from '#shared/contracts/chamadas.ts';
import type { SubmissaoResumo } from '#shared/contracts/submissoes.ts';
import { Vazio } from '#web/components/ui/estados.tsx';
import { textoChamadas, textoTrabalhos } from '../comum/formato.ts';
import { SecaoLista } from '../comum/secao-lista.tsx';
import { CartaoChamada } from './cartao-chamada.tsx';
import { CartaoTrabalho } from './cartao-trabalho.tsx';

/** As chamadas publicadas (as abertas primeiro, como o servidor ordena). */
export function ListaChamadas({ consulta, aoVerEdital, aoSubmeter }: { consulta: UseQueryResult<ChamadaResumo[]>; aoVerEdital: (c: ChamadaResumo) => void; aoSubmeter: (c: ChamadaResumo) => void }) {
  return (
    <SecaoLista
      id="chamadas-titulo"
      titulo="Chamadas"
      consulta={consulta}
      oQue="as chamadas"
      contagem={(cs) => {
        const abertas = cs.filter((c) => c.aberta).length;
        return `${textoChamadas(cs.length)}, ${abertas === 1 ? '1 aberta' : `${abertas} abertas`}.`;
      }}
      vazio={<Vazio mensagem="Nenhuma chamada disponível no momento." sugestao="Quando a Escola publicar uma chamada de trabalhos, ela aparece aqui e nas suas notificações." />}
    >
      {(cs) => (
        <ul className="grid gap-4 lg:grid-cols-2" aria-label="Chamadas publicadas">
          {cs.map((c) => (
            <li key={c.id}>
              <CartaoChamada c={c} aoVerEdital={aoVerEdital} aoSubmeter={aoSubmeter} />
            </li>
          ))}
        </ul>
      )}
    </SecaoLista>
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
    <SecaoLista
      id="meus-trabalhos-titulo"
      titulo="Meus trabalhos"
      refTitulo={titulo}
      consulta={consulta}
      oQue="seus trabalhos"
      contagem={(ss) => `${textoTrabalhos(ss.length)}.`}
      vazio={
        <Vazio
          mensagem="Você ainda não submeteu nenhum trabalho."
          sugestao={temChamadaAberta ? 'Escolha uma chamada aberta acima e use "Submeter trabalho": dá para salvar como rascunho e terminar depois.' : 'Quando houver uma chamada aberta, você pode submeter por aqui.'}
        />
      }
    >
      {(ss) => (
        <ul className="grid gap-4 lg:grid-cols-2" aria-label="Meus trabalhos">
          {ss.map((s) => (
            <li key={s.id}>
              <CartaoTrabalho s={s} aoAbrir={aoAbrir} aoRetirar={aoRetirar} />
            </li>
          ))}
        </ul>
      )}
    </SecaoLista>
  );
}
