import { useLocation } from '#web/lib/roteador.tsx';
import { sobDemanda, type SobDemanda } from '#web/lib/sob-demanda.ts';
import { tela, telasPorCaminho } from './telas-por-caminho.ts';
import { CERTIFICADOS, CERTIFICADOS_AVULSOS, CERTIFICADOS_INSTRUTOR, GESTAO_CERTIFICADOS, VALIDAR, VALIDAR_CERTIFICADO } from '#web/lib/caminhos.ts';

/**
 * Todas as telas de certificados numa entrada só da tabela de rotas (ver `telas-por-caminho.ts`): a
 * validação pública (leve: sem TanStack Query) não baixa o código das telas com login, e os avulsos não
 * entram no pedaço das outras.
 */
const MeusCertificados = tela(() => import('#web/features/certificados/components/meus/meus-certificados.tsx').then((m) => m.MeusCertificados));
const DoInstrutor = tela(() => import('#web/features/certificados/components/instrutor/certificados-instrutor.tsx').then((m) => m.CertificadosDoInstrutor));
const Gestao = tela(() => import('#web/features/certificados/components/gestao/gestao-certificados.tsx').then((m) => m.GestaoCertificados));
const Validar = tela(() => import('#web/features/certificados/components/validar/validar-certificado.tsx').then((m) => m.ValidarCertificado));
const Avulsos = sobDemanda(() => import('#web/features/certificados/components/avulsos/pagina-certificados-avulsos.tsx'));

const TELAS = {
  [CERTIFICADOS]: MeusCertificados,
  [CERTIFICADOS_INSTRUTOR]: DoInstrutor,
  [GESTAO_CERTIFICADOS]: Gestao,
  [CERTIFICADOS_AVULSOS]: Avulsos,
  [VALIDAR_CERTIFICADO]: Validar,
  [VALIDAR]: Validar,
} satisfies Record<string, SobDemanda>;

/** O caminho da tabela, ou nulo. */
export const caminhoDaTela = telasPorCaminho(TELAS);

/** /certificados, /instrutor/certificados, /gestao-certificados, /certificados-avulsos, /validar-certificado e /validar. */
export default function PaginaCertificados() {
  const caminho = caminhoDaTela(useLocation().pathname);
  // a validação (pública, sem barra de navegação) e os avulsos têm a própria moldura
  if (caminho === VALIDAR_CERTIFICADO || caminho === VALIDAR) return <Validar />;
  if (caminho === CERTIFICADOS_AVULSOS) return <Avulsos />;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      {caminho === CERTIFICADOS && <MeusCertificados />}
      {caminho === CERTIFICADOS_INSTRUTOR && <DoInstrutor />}
      {caminho === GESTAO_CERTIFICADOS && <Gestao />}
    </div>
  );
}
