/**
 * Itens dos menus da barra de navegação (SPEC §2.6) e quem vê cada grupo (SPEC §6). Só entram as telas
 * que já existem: um item cuja rota ainda mostra "Em breve" fica fora do menu e aparece sozinho quando
 * a tela chega (a tabela de rotas é a fonte única; a URL digitada continua abrindo o "Em breve").
 */
import { temAlgumPerfil, type Perfil } from '#shared/rules/perfis.ts';
import { telaDisponivel } from '#web/app/rotas.ts';
import { AGENDA, AGENDAMENTO_SALA, AGENDA_ADMINISTRADOR, AGENDA_INSTRUTOR, AJUDA, AVALIACAO, AVALIACAO_INSTRUTOR, AVALIACOES_ADMIN, BLOQUEIOS, CANCELAR_INSCRICOES, CERTIFICADOS, CERTIFICADOS_AVULSOS, CERTIFICADOS_INSTRUTOR, DASHBOARD_ANALITICO, EMAILS, EVENTOS, GERENCIAR_EVENTOS, GESTAO_CERTIFICADOS, GESTAO_INSTRUTOR, GESTAO_PRESENCA, GESTAO_USUARIOS, INSTITUICAO, MANUAL_USUARIO, MINHAS_INSCRICOES, MINHAS_PRESENCAS, NOVA_CHAMADA, PAINEL_ADMINISTRADOR, PAINEL_INSTRUTOR, PAINEL_USUARIO, PERFIL, PLANEJAMENTO, PRESENCA_INSTRUTOR, QR_CODES, QR_SITE, RELATORIOS_CUSTOMIZADOS, RESERVAS_SALAS, SCANNER, SOLICITACOES_CURSO, SOLICITAR_CURSO, SUBMISSOES, SUBMISSOES_ADMIN, SUBMISSOES_AVALIADOR, TESTE } from '#web/lib/caminhos.ts';

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
    item('Painel do Usuário', PAINEL_USUARIO),
    item('Eventos', EVENTOS),
    item('Meus Cursos', MINHAS_INSCRICOES),
    item('Agenda', AGENDA),
    item('Minhas Presenças', MINHAS_PRESENCAS),
    item('Teste do Curso', TESTE),
    item('Avaliações Pendentes', AVALIACAO),
    item('Meus Certificados', CERTIFICADOS),
    item('Agendamento de Sala', AGENDAMENTO_SALA),
    item('Solicitar Curso', SOLICITAR_CURSO),
    item('Submissão de Trabalhos', SUBMISSOES),
    item('Manual do Usuário', MANUAL_USUARIO),
    item('Escanear', SCANNER),
  ]),
};

export const MENU_INSTRUTOR: GrupoMenu = {
  id: 'instrutor',
  titulo: 'Instrutor',
  itens: prontos([
    item('Painel do Instrutor', PAINEL_INSTRUTOR),
    item('Agenda', AGENDA_INSTRUTOR),
    item('Presença', PRESENCA_INSTRUTOR),
    item('Certificados', CERTIFICADOS_INSTRUTOR),
    item('Avaliação', AVALIACAO_INSTRUTOR),
    item('Avaliar Trabalhos Atribuídos', SUBMISSOES_AVALIADOR),
  ]),
};

const TODAS_AS_SECOES_ADMINISTRADOR: readonly SecaoMenu[] = [
  {
    titulo: 'Painéis',
    itens: [
      item('Dashboard Administrador', DASHBOARD_ANALITICO),
      item('Painel do Administrador', PAINEL_ADMINISTRADOR),
      item('Agenda', AGENDA_ADMINISTRADOR),
    ],
  },
  {
    titulo: 'Eventos e turmas',
    itens: [
      item('Gestão de Eventos', GERENCIAR_EVENTOS),
      item('Gestão de Inscrições', CANCELAR_INSCRICOES),
      item('Gestão de Presença', GESTAO_PRESENCA),
      item('QR Code Presença', QR_CODES),
      item('Gestão de Avaliações', AVALIACOES_ADMIN),
    ],
  },
  { titulo: 'Pessoas', itens: [item('Gestão de Usuários', GESTAO_USUARIOS), item('Gestão de Instrutor', GESTAO_INSTRUTOR)] },
  { titulo: 'Certificados', itens: [item('Gestão de Certificados', GESTAO_CERTIFICADOS), item('Certificados Avulsos', CERTIFICADOS_AVULSOS)] },
  {
    titulo: 'Salas e planejamento',
    itens: [
      item('Reservas de Salas', RESERVAS_SALAS),
      item('Calendário de Bloqueios', BLOQUEIOS),
      item('Solicitações de Curso', SOLICITACOES_CURSO),
      item('Calendário Anual', PLANEJAMENTO),
    ],
  },
  {
    titulo: 'Trabalhos científicos',
    itens: [item('Criar Submissão de Trabalho', NOVA_CHAMADA), item('Gerenciar Submissão de Trabalho', SUBMISSOES_ADMIN)],
  },
  {
    titulo: 'Relatórios e e-mails',
    itens: [
      item('Relatórios Customizados', RELATORIOS_CUSTOMIZADOS),
      item('Caixa de saída de e-mails', EMAILS),
      item('Dados da Instituição', INSTITUICAO),
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
  item('Atualizar Cadastro', PERFIL),
  item('QR do Site', QR_SITE),
  item('Ajuda / FAQ', AJUDA),
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
