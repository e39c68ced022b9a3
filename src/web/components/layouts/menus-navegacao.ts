/**
 * Itens dos menus da barra de navegação (SPEC §2.6) e quem vê cada grupo (SPEC §6). Só entram as telas
 * que já existem: um item cuja rota ainda mostra "Em breve" fica fora do menu e aparece sozinho quando
 * a tela chega (a tabela de rotas é a fonte única; a URL digitada continua abrindo o "Em breve").
 */
import { temAlgumPerfil, type Perfil } from '#shared/rules/perfis.ts';
import { telaDisponivel } from '#web/app/rotas.ts';

export interface ItemMenu {
  rotulo: string;
  para: string;
}

/** Seção com título dentro de um menu longo (ex.: "Pessoas" no menu do administrador). */
export interface SecaoMenu {
  titulo: string;
  itens: readonly ItemMenu[];
}

export interface GrupoMenu {
  id: Perfil;
  titulo: string;
  /** Todos os itens, na ordem em que aparecem. */
  itens: readonly ItemMenu[];
  /** Menus longos vêm em seções: no computador, colunas que cabem numa tela de 800 px de altura. */
  secoes?: readonly SecaoMenu[];
}

const item = (rotulo: string, para: string): ItemMenu => ({ rotulo, para });
const prontos = (itens: readonly ItemMenu[]) => itens.filter((i) => telaDisponivel(i.para));

export const MENU_USUARIO: GrupoMenu = {
  id: 'usuario',
  titulo: 'Usuário',
  itens: prontos([
    item('Painel do Usuário', '/usuario/dashboard'),
    item('Eventos', '/eventos'),
    item('Meus Cursos', '/minhas-inscricoes'),
    item('Agenda', '/agenda'),
    item('Minhas Presenças', '/minhas-presencas'),
    item('Teste do Curso', '/teste'),
    item('Avaliações Pendentes', '/avaliacao'),
    item('Meus Certificados', '/certificados'),
    item('Agendamento de Sala', '/agendamento-sala'),
    item('Solicitar Curso', '/solicitar-curso'),
    item('Submissão de Trabalhos', '/submissoes'),
    item('Manual do Usuário', '/usuario/manual'),
    item('Escanear', '/scanner'),
  ]),
};

export const MENU_INSTRUTOR: GrupoMenu = {
  id: 'instrutor',
  titulo: 'Instrutor',
  itens: prontos([
    item('Painel do Instrutor', '/instrutor'),
    item('Agenda', '/agenda-instrutor'),
    item('Presença', '/instrutor/presenca'),
    item('Certificados', '/instrutor/certificados'),
    item('Avaliação', '/instrutor/avaliacao'),
    item('Avaliar Trabalhos Atribuídos', '/avaliador/submissoes'),
  ]),
};

const TODAS_AS_SECOES_ADMINISTRADOR: readonly SecaoMenu[] = [
  {
    titulo: 'Painéis',
    itens: [
      item('Dashboard Administrador', '/dashboard-analitico'),
      item('Painel do Administrador', '/administrador'),
      item('Agenda', '/agenda-administrador'),
    ],
  },
  {
    titulo: 'Eventos e turmas',
    itens: [
      item('Gestão de Eventos', '/gerenciar-eventos'),
      item('Gestão de Inscrições', '/admin/cancelar-inscricoes'),
      item('Gestão de Presença', '/gestao-presenca'),
      item('QR Code Presença', '/admin/qr-codes'),
      item('Gestão de Avaliações', '/admin/avaliacoes'),
    ],
  },
  { titulo: 'Pessoas', itens: [item('Gestão de Usuários', '/gestao-usuarios'), item('Gestão de Instrutor', '/gestao-instrutor')] },
  { titulo: 'Certificados', itens: [item('Gestão de Certificados', '/gestao-certificados'), item('Certificados Avulsos', '/certificados-avulsos')] },
  {
    titulo: 'Salas e planejamento',
    itens: [
      item('Reservas de Salas', '/admin/reservas-salas'),
      item('Calendário de Bloqueios', '/admin/bloqueios'),
      item('Solicitações de Curso', '/admin/solicitacoes-curso'),
      item('Calendário Anual', '/admin/planejamento'),
    ],
  },
  {
    titulo: 'Trabalhos científicos',
    itens: [item('Criar Submissão de Trabalho', '/admin/chamadas/new'), item('Gerenciar Submissão de Trabalho', '/admin/submissoes')],
  },
  {
    titulo: 'Relatórios e e-mails',
    itens: [
      item('Relatórios Customizados', '/relatorios-customizados'),
      item('Caixa de saída de e-mails', '/admin/emails'),
      item('Dados da Instituição', '/admin/instituicao'),
    ],
  },
];

const SECOES_ADMINISTRADOR = TODAS_AS_SECOES_ADMINISTRADOR.map((s) => ({ ...s, itens: prontos(s.itens) })).filter((s) => s.itens.length > 0);

/** Os itens do SPEC §2.6 já prontos (mais a caixa de saída e as telas de salas e planejamento) em seções: numa lista só, passavam da altura da tela. */
export const MENU_ADMINISTRADOR: GrupoMenu = {
  id: 'administrador',
  titulo: 'Administrador',
  itens: SECOES_ADMINISTRADOR.flatMap((s) => s.itens),
  secoes: SECOES_ADMINISTRADOR,
};

/** Itens da conta (menu da conta e seção "Geral" do menu móvel), antes do tema e de "Sair". */
export const ITENS_CONTA: readonly ItemMenu[] = [
  item('Atualizar Cadastro', '/perfil'),
  item('QR do Site', '/qr-site'),
  item('Ajuda / FAQ', '/ajuda'),
];

/**
 * Grupos que a pessoa vê: Usuário para qualquer perfil; Instrutor para instrutor ou administrador;
 * Administrador só para administrador.
 */
export function gruposVisiveis(perfis: readonly Perfil[]): GrupoMenu[] {
  const grupos = [MENU_USUARIO];
  if (temAlgumPerfil(perfis, ['instrutor'])) grupos.push(MENU_INSTRUTOR);
  if (perfis.includes('administrador')) grupos.push(MENU_ADMINISTRADOR);
  return grupos;
}

/** O caminho atual pertence a este grupo? (abre a seção certa no menu móvel) */
export function grupoContem(grupo: GrupoMenu, pathname: string): boolean {
  return grupo.itens.some((i) => i.para === pathname);
}
