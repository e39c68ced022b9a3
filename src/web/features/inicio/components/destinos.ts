import {
  Award,
  Bell,
  BookOpen,
  Building2,
  CalendarDays,
  CalendarRange,
  ClipboardPen,
  FileText,
  GraduationCap,
  House,
  Lightbulb,
  ListChecks,
  Presentation,
  ScanLine,
  Star,
  UserRound,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import type { Perfil } from '#shared/rules/perfis.ts';
import { AGENDA, AGENDAMENTO_SALA, AVALIACAO, CERTIFICADOS, EVENTOS, MANUAL_USUARIO, MINHAS_INSCRICOES, MINHAS_PRESENCAS, NOTIFICACOES, PAINEL_ADMINISTRADOR, PAINEL_INSTRUTOR, PAINEL_USUARIO, PERFIL, SCANNER, SOLICITAR_CURSO, SUBMISSOES, TESTE } from '#web/lib/caminhos.ts';

export interface Destino {
  rotulo: string;
  para: string;
  descricao: string;
  /** Ícone decorativo (SVG): emojis viram quadradinhos onde não há fonte de emoji. */
  icone: LucideIcon;
}

/** Destinos do menu "Usuário" (SPEC §2.6), sem o próprio painel. */
export const DESTINOS_USUARIO: Destino[] = [
  { rotulo: 'Eventos', para: EVENTOS, descricao: 'Veja os eventos abertos e inscreva-se em uma turma.', icone: CalendarDays },
  { rotulo: 'Meus Cursos', para: MINHAS_INSCRICOES, descricao: 'Acompanhe suas inscrições ativas.', icone: GraduationCap },
  { rotulo: 'Agenda', para: AGENDA, descricao: 'Suas turmas organizadas no calendário.', icone: CalendarRange },
  { rotulo: 'Minhas Presenças', para: MINHAS_PRESENCAS, descricao: 'Frequência registrada em cada turma.', icone: ListChecks },
  { rotulo: 'Teste do Curso', para: TESTE, descricao: 'Responda ao teste quando o curso tiver um.', icone: ClipboardPen },
  { rotulo: 'Avaliações Pendentes', para: AVALIACAO, descricao: 'Avalie os cursos que você concluiu.', icone: Star },
  { rotulo: 'Meus Certificados', para: CERTIFICADOS, descricao: 'Baixe e compartilhe seus certificados.', icone: Award },
  { rotulo: 'Agendamento de Sala', para: AGENDAMENTO_SALA, descricao: 'Solicite o uso de uma sala da Escola.', icone: Building2 },
  { rotulo: 'Solicitar Curso', para: SOLICITAR_CURSO, descricao: 'Proponha um curso ou evento para a rede.', icone: Lightbulb },
  { rotulo: 'Submissão de Trabalhos', para: SUBMISSOES, descricao: 'Envie trabalhos para as chamadas abertas.', icone: FileText },
  { rotulo: 'Manual do Usuário', para: MANUAL_USUARIO, descricao: 'Passo a passo de cada parte da plataforma.', icone: BookOpen },
  { rotulo: 'Escanear', para: SCANNER, descricao: 'Confirme sua presença lendo o QR Code da turma.', icone: ScanLine },
];

/** Painéis extras para quem tem os perfis correspondentes (administrador vê os dois). */
export const DESTINOS_POR_PERFIL: { perfil: Exclude<Perfil, 'usuario'>; destino: Destino }[] = [
  { perfil: 'instrutor', destino: { rotulo: 'Painel do Instrutor', para: PAINEL_INSTRUTOR, descricao: 'Suas turmas, presenças e avaliações.', icone: Presentation } },
  { perfil: 'administrador', destino: { rotulo: 'Painel do Administrador', para: PAINEL_ADMINISTRADOR, descricao: 'Gestão de eventos, pessoas e certificados.', icone: Wrench } },
];

/** Atalhos curtos da página inicial para quem já entrou. */
export const ATALHOS_INICIO: Destino[] = [
  { rotulo: 'Painel', para: PAINEL_USUARIO, descricao: 'Seu resumo na plataforma.', icone: House },
  { rotulo: 'Eventos', para: EVENTOS, descricao: 'Inscreva-se em turmas abertas.', icone: CalendarDays },
  { rotulo: 'Meus Certificados', para: CERTIFICADOS, descricao: 'Certificados emitidos para você.', icone: Award },
  { rotulo: 'Notificações', para: NOTIFICACOES, descricao: 'Avisos e novidades.', icone: Bell },
  { rotulo: 'Perfil', para: PERFIL, descricao: 'Seus dados cadastrais.', icone: UserRound },
];
