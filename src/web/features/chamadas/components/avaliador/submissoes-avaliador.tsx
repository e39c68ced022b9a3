import { useId, useState } from 'react';
import { Abas } from '#web/components/ui/abas.tsx';
import { CabecalhoPagina } from '#web/components/ui/estados.tsx';
import type { TipoAvaliacao } from '#shared/rules/chamadas.ts';
import { FormularioParecer } from './formulario-parecer.tsx';
import { Interesse } from './interesse.tsx';
import { MinhasLinhas } from './minhas-linhas.tsx';
import { TrabalhosAtribuidos } from './trabalhos-atribuidos.tsx';

const ABAS = ['atribuidos', 'linhas', 'interesse'] as const;
type Aba = (typeof ABAS)[number];
const ROTULOS: Record<Aba, string> = { atribuidos: 'Trabalhos atribuídos', linhas: 'Minhas linhas', interesse: 'Interesse' };

/**
 * Trabalhos para avaliar (SPEC §2.3; issue 20, revisão): as linhas que a pessoa avalia, o interesse nos
 * trabalhos durante a janela de lances e os pareceres dos trabalhos atribuídos. Revisão cega: nada de autoria.
 */
export function SubmissoesAvaliador() {
  const [aba, setAba] = useState<Aba>('atribuidos');
  const [aberto, setAberto] = useState<{ submissaoId: number; tipo: TipoAvaliacao } | null>(null);
  const base = useId();
  const idDaAba = (a: Aba) => `${base}-aba-${a}`;
  const idPainel = `${base}-painel`;

  if (aberto) return <FormularioParecer submissaoId={aberto.submissaoId} tipo={aberto.tipo} aoVoltar={() => setAberto(null)} />;

  return (
    <>
      <CabecalhoPagina titulo="Avaliar Trabalhos Atribuídos" subtitulo="Você só vê as informações necessárias à avaliação. Os dados de autoria ficam ocultos." />
      <Abas abas={ABAS} ativa={aba} aoMudar={setAba} rotulo="Seções da avaliação" rotulos={ROTULOS} idDaAba={idDaAba} idPainel={idPainel} />
      <div id={idPainel} role="tabpanel" aria-labelledby={idDaAba(aba)} className="mt-6">
        {aba === 'atribuidos' && <TrabalhosAtribuidos aoAbrir={(submissaoId, tipo) => setAberto({ submissaoId, tipo })} />}
        {aba === 'linhas' && <MinhasLinhas />}
        {aba === 'interesse' && <Interesse />}
      </div>
    </>
  );
}
