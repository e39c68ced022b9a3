import { BadgeCheck, CircleCheck, GraduationCap, Percent } from 'lucide-react';
import { Indicadores } from '#web/components/ui/indicadores.tsx';
import type { IndicadoresPresenca } from './regras-minhas-presencas.ts';

/** Números do topo ("—" enquanto a lista não chegou). */
export function IndicadoresPresencas({ valores }: { valores: IndicadoresPresenca | null }) {
  const itens = [
    { rotulo: 'Turmas', Icone: GraduationCap, valor: valores?.turmas ?? null },
    { rotulo: 'Encerradas', Icone: CircleCheck, valor: valores?.encerradas ?? null },
    { rotulo: 'Elegíveis', Icone: BadgeCheck, valor: valores?.elegiveis ?? null },
    { rotulo: '≥ 75 %', Icone: Percent, valor: valores?.comMinimo ?? null },
  ];
  return <Indicadores rotulo="Resumo das presenças" itens={itens} colunas="grid-cols-2 sm:grid-cols-4" />;
}
