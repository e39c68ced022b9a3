import { useLocation } from '#web/lib/roteador.tsx';
import type { SobDemanda } from '#web/lib/sob-demanda.ts';
import { DASHBOARD_ANALITICO, PAINEL_ADMINISTRADOR } from '#web/lib/caminhos.ts';
import { tela, telasPorCaminho } from './telas-por-caminho.ts';

/**
 * Os dois painéis da administração numa entrada só da tabela de rotas (ver `telas-por-caminho.ts`). O chart.js
 * não vem em nenhum dos dois pedaços: o gráfico o importa sob demanda, só no painel de indicadores.
 */
const Administrador = tela(() => import('./admin/painel-administrador.tsx').then((m) => m.PaginaPainelAdministrador));
const Indicadores = tela(() => import('#web/features/administracao/components/indicadores/pagina-indicadores.tsx').then((m) => m.PaginaIndicadores));

const TELAS = { [PAINEL_ADMINISTRADOR]: Administrador, [DASHBOARD_ANALITICO]: Indicadores } satisfies Record<string, SobDemanda>;

export const caminhoDaTela = telasPorCaminho(TELAS);

/** /administrador e /dashboard-analitico. */
export default function PaginaPaineisAdministracao() {
  const caminho = caminhoDaTela(useLocation().pathname);
  if (!caminho) return null;
  const Tela = TELAS[caminho];
  return <Tela />;
}
