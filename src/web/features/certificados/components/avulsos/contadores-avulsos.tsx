import { FileBadge, MailCheck, MailX } from 'lucide-react';
import { Indicadores } from '#web/components/ui/indicadores.tsx';

/** Total, Enviados e Não enviados (SPEC §2.8), sobre a lista inteira; "—" enquanto não carregou. */
export function ContadoresAvulsos({ contagem }: { contagem: { total: number; enviados: number; naoEnviados: number } | null }) {
  const itens = [
    { rotulo: 'Total', Icone: FileBadge, valor: contagem?.total ?? null },
    { rotulo: 'Enviados', Icone: MailCheck, valor: contagem?.enviados ?? null },
    { rotulo: 'Não enviados', Icone: MailX, valor: contagem?.naoEnviados ?? null },
  ];
  return <Indicadores rotulo="Resumo dos certificados avulsos" itens={itens} colunas="grid-cols-3" />;
}
