import { CirclePlay, GraduationCap, Hourglass } from 'lucide-react';
import { Indicadores } from '#web/components/ui/indicadores.tsx';
import type { Indicadores as ValoresInscricoes } from './regras-inscricoes.ts';

/** Números do topo ("—" enquanto a lista não chegou). */
export function IndicadoresInscricoes({ valores }: { valores: ValoresInscricoes | null }) {
  const itens = [
    { rotulo: 'Ativas', Icone: GraduationCap, valor: valores?.ativas ?? null },
    { rotulo: 'Lista de espera', Icone: Hourglass, valor: valores?.listaDeEspera ?? null },
    { rotulo: 'Em andamento', Icone: CirclePlay, valor: valores?.emAndamento ?? null },
  ];
  return <Indicadores rotulo="Resumo das inscrições" itens={itens} colunas="grid-cols-3" />;
}
