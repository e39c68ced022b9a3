import { CalendarDays, Users } from 'lucide-react';
import { Indicadores } from '#web/components/ui/indicadores.tsx';

/** Cartões de resumo: quantos eventos e quantas turmas a lista tem ("—" enquanto não carregou). */
export function ResumoQr({ eventos, turmas }: { eventos?: number | undefined; turmas?: number | undefined }) {
  const itens = [
    { rotulo: 'Eventos', Icone: CalendarDays, valor: eventos ?? null },
    { rotulo: 'Turmas', Icone: Users, valor: turmas ?? null },
  ];
  return (
    <div className="mb-5">
      <Indicadores rotulo="Resumo dos QR Codes" itens={itens} colunas="grid-cols-2" />
    </div>
  );
}
