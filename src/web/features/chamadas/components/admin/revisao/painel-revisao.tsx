import { useId, useState } from 'react';
import type { ChamadaAdmin } from '#shared/contracts/chamadas.ts';
import { Abas } from '#web/components/ui/abas.tsx';
import { CLASSE_TITULO_SECAO } from '#web/components/ui/classes.ts';
import { Andamento } from './andamento.tsx';
import { Atribuicao } from './atribuicao.tsx';
import { Decisoes } from './decisoes.tsx';
import { Ranking } from './ranking.tsx';

const ABAS = ['andamento', 'atribuicao', 'ranking', 'decisoes'] as const;
type Aba = (typeof ABAS)[number];
const ROTULOS: Record<Aba, string> = { andamento: 'Andamento', atribuicao: 'Avaliadores', ranking: 'Ranking', decisoes: 'Decisões' };

/**
 * O painel da revisão de uma chamada (issue 20): o andamento (atribuídos, enviados, atrasados), quem avalia e a
 * atribuição automática com prévia, o ranking (geral e por linha, com exportação) e as decisões (caixa de saída,
 * liberação e encerramento com os certificados). Cada trabalho abre no diálogo, com a avaliação e a decisão.
 */
export function PainelRevisao({ chamada, aoAbrirTrabalho }: { chamada: ChamadaAdmin; aoAbrirTrabalho: (id: number) => void }) {
  const [aba, setAba] = useState<Aba>('andamento');
  const base = useId();
  const idDaAba = (a: Aba) => `${base}-aba-${a}`;
  const idPainel = `${base}-painel`;
  return (
    <section aria-labelledby="revisao-titulo" className="space-y-4">
      <h2 id="revisao-titulo" className={CLASSE_TITULO_SECAO}>
        Revisão
      </h2>
      <Abas abas={ABAS} ativa={aba} aoMudar={setAba} rotulo="Partes da revisão" rotulos={ROTULOS} idDaAba={idDaAba} idPainel={idPainel} classeLista="grid grid-cols-2 gap-2 sm:flex" />
      <div id={idPainel} role="tabpanel" aria-labelledby={idDaAba(aba)} className="space-y-4">
        {aba === 'andamento' && <Andamento chamadaId={chamada.id} />}
        {aba === 'atribuicao' && <Atribuicao chamada={chamada} />}
        {aba === 'ranking' && <Ranking chamada={chamada} aoAbrirTrabalho={aoAbrirTrabalho} />}
        {aba === 'decisoes' && <Decisoes chamadaId={chamada.id} />}
      </div>
    </section>
  );
}
