import type { ComponentType } from 'react';
import { useLocation } from '#web/lib/roteador.tsx';
import { sobDemanda, type SobDemanda } from '#web/lib/sob-demanda.ts';

/**
 * Todas as telas de certificados numa entrada só da tabela de rotas: cada `sobDemanda` na tabela acrescenta
 * bytes ao pacote inicial, que conta no orçamento do /login (decisões 007 e 008). Este módulo é pequeno e
 * escolhe pelo caminho; cada tela vem no seu pedaço, carregado daqui — a validação pública (leve: sem
 * TanStack Query) não baixa o código das telas com login, e os avulsos não entram no pedaço das outras.
 */
const tela = <P extends object>(importar: () => Promise<ComponentType<P>>): SobDemanda<P> => sobDemanda(() => importar().then((c) => ({ default: c })));

const MeusCertificados = tela(() => import('#web/features/certificados/components/meus/meus-certificados.tsx').then((m) => m.MeusCertificados));
const DoInstrutor = tela(() => import('#web/features/certificados/components/instrutor/certificados-instrutor.tsx').then((m) => m.CertificadosDoInstrutor));
const Gestao = tela(() => import('#web/features/certificados/components/gestao/gestao-certificados.tsx').then((m) => m.GestaoCertificados));
const Validar = tela(() => import('#web/features/certificados/components/validar/validar-certificado.tsx').then((m) => m.ValidarCertificado));
const Avulsos = sobDemanda(() => import('#web/features/certificados-avulsos/pagina-certificados-avulsos.tsx'));

const TELAS = {
  '/certificados': MeusCertificados,
  '/instrutor/certificados': DoInstrutor,
  '/gestao-certificados': Gestao,
  '/certificados-avulsos': Avulsos,
  '/validar-certificado': Validar,
  '/validar': Validar,
} satisfies Record<string, SobDemanda>;
type Caminho = keyof typeof TELAS;

/** O caminho da tabela (o roteador ignora maiúsculas e a barra final; aqui também), ou nulo. */
export function caminhoDaTela(pathname: string): Caminho | null {
  const limpo = pathname.toLowerCase().replace(/\/+$/, '');
  return Object.hasOwn(TELAS, limpo) ? (limpo as Caminho) : null;
}

// a tela do endereço de entrada começa a descer junto com este módulo, enquanto a guarda confere a sessão:
// sem isso ela só seria pedida no primeiro render, depois da guarda
const deEntrada = typeof window === 'undefined' ? null : caminhoDaTela(window.location.pathname);
if (deEntrada) TELAS[deEntrada].carregar().catch(() => undefined);

/** /certificados, /instrutor/certificados, /gestao-certificados, /certificados-avulsos, /validar-certificado e /validar. */
export default function PaginaCertificados() {
  const caminho = caminhoDaTela(useLocation().pathname);
  // a validação (pública, sem barra de navegação) e os avulsos têm a própria moldura
  if (caminho === '/validar-certificado' || caminho === '/validar') return <Validar />;
  if (caminho === '/certificados-avulsos') return <Avulsos />;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      {caminho === '/certificados' && <MeusCertificados />}
      {caminho === '/instrutor/certificados' && <DoInstrutor />}
      {caminho === '/gestao-certificados' && <Gestao />}
    </div>
  );
}
