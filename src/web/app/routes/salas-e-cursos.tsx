import type { ComponentType } from 'react';
import { useLocation } from '#web/lib/roteador.tsx';
import { sobDemanda, type SobDemanda } from '#web/lib/sob-demanda.ts';

/**
 * As telas de salas e de solicitações de curso numa entrada só da tabela de rotas (orçamento do /login,
 * decisões 007 e 008): este módulo é pequeno, escolhe pelo caminho e cada tela vem no seu pedaço.
 */
const tela = <P extends object>(importar: () => Promise<ComponentType<P>>): SobDemanda<P> => sobDemanda(() => importar().then((c) => ({ default: c })));

const Agendamento = tela(() => import('#web/features/salas/components/agendamento/pagina-agendamento.tsx').then((m) => m.AgendamentoSala));
const ReservasAdmin = tela(() => import('#web/features/salas/components/admin/pagina-reservas-admin.tsx').then((m) => m.ReservasDeSalas));
const Bloqueios = tela(() => import('#web/features/salas/components/bloqueios/pagina-bloqueios.tsx').then((m) => m.CalendarioDeBloqueios));
const Solicitar = tela(() => import('#web/features/solicitacoes-curso/components/minhas/pagina-solicitar-curso.tsx').then((m) => m.SolicitarCurso));
const Analise = tela(() => import('#web/features/solicitacoes-curso/components/admin/pagina-analise.tsx').then((m) => m.AnaliseDeSolicitacoes));
const Planejamento = tela(() => import('#web/features/solicitacoes-curso/components/planejamento/pagina-planejamento.tsx').then((m) => m.PlanejamentoAnual));

const TELAS = {
  '/agendamento-sala': Agendamento,
  '/admin/reservas-salas': ReservasAdmin,
  '/admin/bloqueios': Bloqueios,
  '/solicitar-curso': Solicitar,
  '/admin/solicitacoes-curso': Analise,
  '/admin/planejamento': Planejamento,
} satisfies Record<string, SobDemanda>;
type Caminho = keyof typeof TELAS;

/** O caminho da tabela (o roteador ignora maiúsculas e a barra final; aqui também), ou nulo. */
export function caminhoDaTela(pathname: string): Caminho | null {
  const limpo = pathname.toLowerCase().replace(/\/+$/, '');
  return Object.hasOwn(TELAS, limpo) ? (limpo as Caminho) : null;
}

// a tela do endereço de entrada começa a descer junto com este módulo, enquanto a guarda confere a sessão
const deEntrada = typeof window === 'undefined' ? null : caminhoDaTela(window.location.pathname);
if (deEntrada) TELAS[deEntrada].carregar().catch(() => undefined);

/** /agendamento-sala, /solicitar-curso e as telas da administração de salas, bloqueios, solicitações e planejamento. */
export default function PaginaSalasECursos() {
  const caminho = caminhoDaTela(useLocation().pathname);
  if (!caminho) return null;
  const Tela = TELAS[caminho];
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Tela />
    </div>
  );
}
