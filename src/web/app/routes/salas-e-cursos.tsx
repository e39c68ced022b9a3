import { useLocation } from '#web/lib/roteador.tsx';
import type { SobDemanda } from '#web/lib/sob-demanda.ts';
import { tela, telasPorCaminho } from './telas-por-caminho.ts';
import { AGENDAMENTO_SALA, BLOQUEIOS, PLANEJAMENTO, RESERVAS_SALAS, SOLICITACOES_CURSO, SOLICITAR_CURSO } from '#web/lib/caminhos.ts';

/** As telas de salas e de solicitações de curso numa entrada só da tabela de rotas (ver `telas-por-caminho.ts`). */
const Agendamento = tela(() => import('#web/features/salas/components/agendamento/pagina-agendamento.tsx').then((m) => m.AgendamentoSala));
const ReservasAdmin = tela(() => import('#web/features/salas/components/admin/pagina-reservas-admin.tsx').then((m) => m.ReservasDeSalas));
const Bloqueios = tela(() => import('#web/features/salas/components/bloqueios/pagina-bloqueios.tsx').then((m) => m.CalendarioDeBloqueios));
const Solicitar = tela(() => import('#web/features/solicitacoes-curso/components/minhas/pagina-solicitar-curso.tsx').then((m) => m.SolicitarCurso));
const Analise = tela(() => import('#web/features/solicitacoes-curso/components/admin/pagina-analise.tsx').then((m) => m.AnaliseDeSolicitacoes));
const Planejamento = tela(() => import('#web/features/solicitacoes-curso/components/planejamento/pagina-planejamento.tsx').then((m) => m.PlanejamentoAnual));

const TELAS = {
  [AGENDAMENTO_SALA]: Agendamento,
  [RESERVAS_SALAS]: ReservasAdmin,
  [BLOQUEIOS]: Bloqueios,
  [SOLICITAR_CURSO]: Solicitar,
  [SOLICITACOES_CURSO]: Analise,
  [PLANEJAMENTO]: Planejamento,
} satisfies Record<string, SobDemanda>;

/** O caminho da tabela, ou nulo. */
export const caminhoDaTela = telasPorCaminho(TELAS);

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
