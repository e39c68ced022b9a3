import { BarChart3, Building2, CalendarDays, FileBadge, Inbox, UserCog } from 'lucide-react';
import { telaDisponivel } from '#web/app/rotas.ts';
import { PaginaAdministrador } from '#web/features/administracao/components/painel/pagina-administrador.tsx';
import type { Destino } from '#web/features/inicio/components/destinos.ts';
import { GradeAtalhos } from '#web/features/inicio/components/grade-atalhos.tsx';
import { DASHBOARD_ANALITICO, EMAILS, GERENCIAR_EVENTOS, GESTAO_CERTIFICADOS, GESTAO_USUARIOS, RESERVAS_SALAS } from '#web/lib/caminhos.ts';

const ATALHOS: Destino[] = [
  { rotulo: 'Dashboard Administrador', para: DASHBOARD_ANALITICO, descricao: 'Números do período, gráficos e turmas que pedem atenção.', icone: BarChart3 },
  { rotulo: 'Gestão de Eventos', para: GERENCIAR_EVENTOS, descricao: 'Crie, publique e edite eventos e turmas.', icone: CalendarDays },
  { rotulo: 'Gestão de Usuários', para: GESTAO_USUARIOS, descricao: 'Contas, perfis de acesso e situação.', icone: UserCog },
  { rotulo: 'Gestão de Certificados', para: GESTAO_CERTIFICADOS, descricao: 'Emita, envie, cancele e reemita.', icone: FileBadge },
  { rotulo: 'Reservas de Salas', para: RESERVAS_SALAS, descricao: 'Pedidos, agenda e reservas diretas.', icone: Building2 },
  { rotulo: 'Caixa de saída de e-mails', para: EMAILS, descricao: 'Mensagens geradas e envios com falha.', icone: Inbox },
];
/** A página inicial do administrador: pendências, e-mails com falha, trilha de auditoria e os atalhos da administração. */
export function PaginaPainelAdministrador() {
  return <PaginaAdministrador atalhos={<GradeAtalhos destinos={ATALHOS} rotulo="Telas da administração" disponivel={telaDisponivel} />} />;
}
