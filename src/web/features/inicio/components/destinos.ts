import type { Perfil } from '#shared/rules/perfis.ts';

export interface Destino {
  rotulo: string;
  para: string;
  descricao: string;
  icone: string;
}

/** Destinos do menu "Usuário" (SPEC §2.6), sem o próprio painel. */
export const DESTINOS_USUARIO: Destino[] = [
  { rotulo: 'Eventos', para: '/eventos', descricao: 'Veja os eventos abertos e inscreva-se em uma turma.', icone: '📅' },
  { rotulo: 'Meus Cursos', para: '/minhas-inscricoes', descricao: 'Acompanhe suas inscrições ativas.', icone: '🎓' },
  { rotulo: 'Agenda', para: '/agenda', descricao: 'Suas turmas organizadas no calendário.', icone: '🗓️' },
  { rotulo: 'Minhas Presenças', para: '/minhas-presencas', descricao: 'Frequência registrada em cada turma.', icone: '✔️' },
  { rotulo: 'Teste do Curso', para: '/teste', descricao: 'Responda ao teste quando o curso tiver um.', icone: '📝' },
  { rotulo: 'Avaliações Pendentes', para: '/avaliacao', descricao: 'Avalie os cursos que você concluiu.', icone: '⭐' },
  { rotulo: 'Meus Certificados', para: '/certificados', descricao: 'Baixe e compartilhe seus certificados.', icone: '📜' },
  { rotulo: 'Agendamento de Sala', para: '/agendamento-sala', descricao: 'Solicite o uso de uma sala da Escola.', icone: '🏢' },
  { rotulo: 'Solicitar Curso', para: '/solicitar-curso', descricao: 'Proponha um curso ou evento para a rede.', icone: '💡' },
  { rotulo: 'Submissão de Trabalhos', para: '/submissoes', descricao: 'Envie trabalhos para as chamadas abertas.', icone: '📄' },
  { rotulo: 'Manual do Usuário', para: '/usuario/manual', descricao: 'Passo a passo de cada parte da plataforma.', icone: '📘' },
  { rotulo: 'Escanear', para: '/scanner', descricao: 'Confirme sua presença lendo o QR Code da turma.', icone: '📷' },
];

/** Painéis extras para quem tem os perfis correspondentes (administrador vê os dois). */
export const DESTINOS_POR_PERFIL: { perfil: Exclude<Perfil, 'usuario'>; destino: Destino }[] = [
  { perfil: 'instrutor', destino: { rotulo: 'Painel do Instrutor', para: '/instrutor', descricao: 'Suas turmas, presenças e avaliações.', icone: '🧑‍🏫' } },
  { perfil: 'administrador', destino: { rotulo: 'Painel do Administrador', para: '/administrador', descricao: 'Gestão de eventos, pessoas e certificados.', icone: '🛠️' } },
];

/** Atalhos curtos da página inicial para quem já entrou. */
export const ATALHOS_INICIO: Destino[] = [
  { rotulo: 'Painel', para: '/usuario/dashboard', descricao: 'Seu resumo na plataforma.', icone: '🏠' },
  { rotulo: 'Eventos', para: '/eventos', descricao: 'Inscreva-se em turmas abertas.', icone: '📅' },
  { rotulo: 'Meus Certificados', para: '/certificados', descricao: 'Certificados emitidos para você.', icone: '📜' },
  { rotulo: 'Notificações', para: '/notificacoes', descricao: 'Avisos e novidades.', icone: '🔔' },
  { rotulo: 'Perfil', para: '/perfil', descricao: 'Seus dados cadastrais.', icone: '👤' },
];
