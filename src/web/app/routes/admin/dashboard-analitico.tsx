import { PaginaIndicadores } from '#web/features/administracao/components/indicadores/pagina-indicadores.tsx';

/** Painel de indicadores (administradores): o chart.js vem sob demanda, só nesta página. */
export default function PaginaDashboardAnalitico() {
  return <PaginaIndicadores />;
}
