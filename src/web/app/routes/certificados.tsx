import { useLocation } from '#web/lib/roteador.tsx';
import { sobDemanda, type SobDemanda } from '#web/lib/sob-demanda.ts';
import { tela, telasPorCaminho } from './telas-por-caminho.ts';
import { CERTIFICADOS, CERTIFICADOS_AVULSOS, CERTIFICADOS_INSTRUTOR, GESTAO_CERTIFICADOS } from '#web/lib/caminhos.ts';

/**
 * As telas de certificados com login numa entrada só da tabela de rotas (ver `telas-por-caminho.ts`); os
 * avulsos não entram no pedaço das outras. A validação pública tem entrada própria (`publico/validar-certificado.tsx`).
 */
const MeusCertificados = tela(() => import('#web/features/certificados/components/meus/meus-certificados.tsx').then((m) => m.MeusCertificados));
const DoInstrutor = tela(() => import('#web/features/certificados/components/instrutor/certificados-instrutor.tsx').then((m) => m.CertificadosDoInstrutor));
const Gestao = tela(() => import('#web/features/certificados/components/gestao/gestao-certificados.tsx').then((m) => m.GestaoCertificados));
const Avulsos = sobDemanda(() => import('#web/features/certificados/components/avulsos/pagina-certificados-avulsos.tsx'));

const TELAS = {
  [CERTIFICADOS]: MeusCertificados,
  [CERTIFICADOS_INSTRUTOR]: DoInstrutor,
  [GESTAO_CERTIFICADOS]: Gestao,
  [CERTIFICADOS_AVULSOS]: Avulsos,
} satisfies Record<string, SobDemanda>;

/** O caminho da tabela, ou nulo. */
export const caminhoDaTela = telasPorCaminho(TELAS);

/** /certificados, /instrutor/certificados, /gestao-certificados e /certificados-avulsos. */
export default function PaginaCertificados() {
  const caminho = caminhoDaTela(useLocation().pathname);
  // os avulsos têm a própria moldura
  if (caminho === CERTIFICADOS_AVULSOS) return <Avulsos />;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      {caminho === CERTIFICADOS && <MeusCertificados />}
      {caminho === CERTIFICADOS_INSTRUTOR && <DoInstrutor />}
      {caminho === GESTAO_CERTIFICADOS && <Gestao />}
    </div>
  );
}
