/**
 * Tabela de rotas do SPEC §2 com o acesso de cada uma. As páginas carregam sob demanda
 * (um pedaço de JS por rota). Rotas de funcionalidades que ainda não chegaram usam a página
 * "Em breve" com o título da tela.
 */
import { matchPath } from '#web/lib/roteador.tsx';
import { sobDemanda, type SobDemanda } from '#web/lib/sob-demanda.ts';
import type { Perfil } from '#shared/rules/perfis.ts';

export type Acesso = 'publica' | Perfil;
export interface Rota {
  path: string;
  acesso: Acesso;
  titulo: string;
  /** Página sob demanda; `carregar()` a adianta (a guarda a baixa enquanto confere a sessão). */
  pagina: SobDemanda;
  /** Página leve: sem TanStack Query (orçamento de JS do /login); usa callApi direto. */
  leve?: boolean;
}

const EmBreve = sobDemanda(() => import('./routes/em-breve.tsx'));
const p = {
  inicio: sobDemanda(() => import('./routes/publico/inicio.tsx')),
  login: sobDemanda(() => import('./routes/auth/login.tsx')),
  cadastro: sobDemanda(() => import('./routes/auth/cadastro.tsx')),
  recuperarSenha: sobDemanda(() => import('./routes/auth/recuperar-senha.tsx')),
  redefinirSenha: sobDemanda(() => import('./routes/auth/redefinir-senha.tsx')),
  sobre: sobDemanda(() => import('./routes/publico/sobre.tsx')),
  contato: sobDemanda(() => import('./routes/publico/contato.tsx')),
  ajudaCadastro: sobDemanda(() => import('./routes/publico/ajuda-cadastro.tsx')),
  ajudaPublica: sobDemanda(() => import('./routes/publico/ajuda-publica.tsx')),
  privacidade: sobDemanda(() => import('./routes/publico/privacidade.tsx')),
  dashboard: sobDemanda(() => import('./routes/usuario/dashboard.tsx')),
  perfil: sobDemanda(() => import('./routes/usuario/perfil.tsx')),
  notificacoes: sobDemanda(() => import('./routes/usuario/notificacoes.tsx')),
  ajuda: sobDemanda(() => import('./routes/usuario/ajuda.tsx')),
  manual: sobDemanda(() => import('./routes/usuario/manual.tsx')),
  qrSite: sobDemanda(() => import('./routes/usuario/qr-site.tsx')),
  gestaoUsuarios: sobDemanda(() => import('./routes/admin/gestao-usuarios.tsx')),
  emails: sobDemanda(() => import('./routes/admin/emails.tsx')),
  gerenciarEventos: sobDemanda(() => import('./routes/admin/gerenciar-eventos.tsx')),
  editorEvento: sobDemanda(() => import('./routes/admin/editor-evento.tsx')),
  cancelarInscricoes: sobDemanda(() => import('./routes/admin/cancelar-inscricoes.tsx')),
  agenda: sobDemanda(() => import('./routes/usuario/agenda.tsx')),
  painelInstrutor: sobDemanda(() => import('./routes/instrutor/painel-instrutor.tsx')),
  agendaInstrutor: sobDemanda(() => import('./routes/instrutor/agenda-instrutor.tsx')),
  agendaAdministrador: sobDemanda(() => import('./routes/admin/agenda-administrador.tsx')),
  gestaoInstrutores: sobDemanda(() => import('./routes/admin/gestao-instrutores.tsx')),
  historico: sobDemanda(() => import('./routes/publico/historico.tsx')),
  eventos: sobDemanda(() => import('./routes/usuario/eventos.tsx')),
  evento: sobDemanda(() => import('./routes/usuario/evento.tsx')),
  minhasInscricoes: sobDemanda(() => import('./routes/usuario/minhas-inscricoes.tsx')),
  presenca: sobDemanda(() => import('./routes/publico/presenca.tsx')),
  scanner: sobDemanda(() => import('./routes/publico/scanner.tsx')),
  minhasPresencas: sobDemanda(() => import('./routes/usuario/minhas-presencas.tsx')),
  qrCodes: sobDemanda(() => import('./routes/admin/qr-codes.tsx')),
  qrAoVivo: sobDemanda(() => import('./routes/instrutor/qr-ao-vivo.tsx')),
  instrutorPresenca: sobDemanda(() => import('./routes/instrutor/instrutor-presenca.tsx')),
  presencasTurma: sobDemanda(() => import('./routes/instrutor/presencas-turma.tsx')),
  gestaoPresenca: sobDemanda(() => import('./routes/admin/gestao-presenca.tsx')),
  listaPresencasTurma: sobDemanda(() => import('./routes/admin/lista-presencas-turma.tsx')),
  avaliacoesPendentes: sobDemanda(() => import('./routes/usuario/avaliacoes-pendentes.tsx')),
  avaliar: sobDemanda(() => import('./routes/usuario/avaliar.tsx')),
  // as duas telas de resultados num pedaço só, e o teste (lista e tentativa) noutro: cada import sob
  // demanda acrescenta bytes ao pacote inicial (orçamento do /login, decisão 007)
  resultadosAvaliacao: sobDemanda(() => import('./routes/resultados-avaliacao.tsx')),
  teste: sobDemanda(() => import('./routes/usuario/teste.tsx')),
};

const rota =
  (acesso: Acesso) =>
  (path: string, titulo: string, pagina: Rota['pagina'] = EmBreve): Rota => ({ path, acesso, titulo, pagina });
const pub = rota('publica');
const usr = rota('usuario');
const ins = rota('instrutor');
const adm = rota('administrador');

export const ROTAS: Rota[] = [
  // §2.1 públicas
  pub('/', 'Início', p.inicio),
  { ...pub('/login', 'Entrar', p.login), leve: true },
  pub('/registro', 'Cadastro', p.cadastro),
  pub('/cadastro', 'Cadastro', p.cadastro),
  pub('/sobre', 'Sobre a Escola', p.sobre),
  pub('/contato', 'Contato', p.contato),
  pub('/ajuda/cadastro', 'Ajuda com o cadastro', p.ajudaCadastro),
  // fora do SPEC: a ajuda de quem ainda não entrou (o /ajuda do §2.2 pede login); o rodapé aponta para cá
  pub('/ajuda-publica', 'Ajuda', p.ajudaPublica),
  pub('/privacidade', 'Política de Privacidade', p.privacidade),
  pub('/validar-certificado', 'Validar certificado'),
  pub('/validar', 'Validar certificado'),
  pub('/historico', 'Histórico de eventos', p.historico),
  { ...pub('/recuperar-senha', 'Recuperar senha', p.recuperarSenha), leve: true },
  { ...pub('/redefinir-senha/:token', 'Redefinir senha', p.redefinirSenha), leve: true },
  pub('/scanner', 'Escanear QR Code', p.scanner),
  pub('/presenca', 'Confirmar presença', p.presenca),
  pub('/presenca/:turmaId', 'Confirmar presença', p.presenca),
  // §2.2 qualquer pessoa logada
  usr('/usuario/dashboard', 'Painel do Usuário', p.dashboard),
  usr('/eventos', 'Eventos', p.eventos),
  usr('/eventos/:id', 'Evento', p.evento),
  usr('/minhas-presencas', 'Minhas Presenças', p.minhasPresencas),
  usr('/certificados', 'Meus Certificados'),
  usr('/minhas-inscricoes', 'Meus Cursos', p.minhasInscricoes),
  usr('/perfil', 'Meu Perfil', p.perfil),
  usr('/atualizar-cadastro', 'Atualizar Cadastro', p.perfil),
  usr('/ajuda', 'Central de Ajuda', p.ajuda),
  usr('/notificacoes', 'Minhas Notificações', p.notificacoes),
  usr('/avaliacao', 'Avaliações Pendentes', p.avaliacoesPendentes),
  usr('/avaliar/:turmaId', 'Avaliar curso', p.avaliar),
  usr('/teste', 'Teste do Curso', p.teste),
  usr('/teste/:turmaId', 'Fazer teste', p.teste),
  usr('/agendamento-sala', 'Agendamento de Sala'),
  usr('/solicitar-curso', 'Solicitar Curso'),
  usr('/agenda', 'Minha Agenda', p.agenda),
  usr('/usuario/manual', 'Manual do Usuário', p.manual),
  usr('/manual', 'Manual do Usuário', p.manual),
  usr('/submissoes', 'Submissão de Trabalhos'),
  usr('/qr-site', 'QR Codes Oficiais', p.qrSite),
  // §2.3 instrutor ou administrador
  ins('/instrutor', 'Painel do Instrutor', p.painelInstrutor),
  ins('/agenda-instrutor', 'Agenda do Instrutor', p.agendaInstrutor),
  ins('/turmas/presencas/:turmaId', 'Presenças da turma', p.presencasTurma),
  // fora do SPEC: o QR ao vivo da turma para projetar na sala (o código troca a cada 30 s)
  ins('/turmas/presencas/:turmaId/ao-vivo', 'QR ao vivo', p.qrAoVivo),
  ins('/instrutor/presenca', 'Presença', p.instrutorPresenca),
  ins('/instrutor/certificados', 'Certificados de Instrutor'),
  ins('/instrutor/avaliacao', 'Avaliação do Instrutor', p.resultadosAvaliacao),
  ins('/avaliador/submissoes', 'Trabalhos para avaliar'),
  // §2.4 só administrador
  adm('/admin/chamadas/new', 'Nova chamada de trabalhos'),
  adm('/admin/chamadas/:id', 'Chamada de trabalhos'),
  adm('/admin/submissoes', 'Submissões de trabalhos'),
  adm('/admin/chamadas/:chamadaId/submissoes', 'Submissões da chamada'),
  adm('/administrador', 'Painel do Administrador'),
  adm('/dashboard-analitico', 'Painel de Indicadores'),
  adm('/gerenciar-eventos', 'Gerenciar Eventos', p.gerenciarEventos),
  adm('/gerenciar-eventos/novo', 'Novo evento', p.editorEvento),
  adm('/gerenciar-eventos/:id', 'Editar evento', p.editorEvento),
  // o editor do evento e o do teste num pedaço só (a página escolhe pelo caminho)
  adm('/gerenciar-eventos/:id/teste', 'Teste do curso', p.editorEvento),
  adm('/gestao-instrutor', 'Gestão de Instrutores', p.gestaoInstrutores),
  adm('/gestao-usuarios', 'Gestão de Usuários', p.gestaoUsuarios),
  adm('/gestao-certificados', 'Gestão de Certificados'),
  adm('/lista-presencas-turma', 'Lista de presenças da turma', p.listaPresencasTurma),
  adm('/relatorios-customizados', 'Relatórios Customizados'),
  adm('/agenda-administrador', 'Agenda do Administrador', p.agendaAdministrador),
  adm('/certificados-avulsos', 'Certificados Avulsos'),
  adm('/gestao-presenca', 'Gestão de Presenças', p.gestaoPresenca),
  adm('/admin/qr-codes', 'QR Codes de Presença por Turma', p.qrCodes),
  adm('/admin/cancelar-inscricoes', 'Gestão de Inscrições', p.cancelarInscricoes),
  adm('/admin/avaliacoes', 'Avaliações — Administração', p.resultadosAvaliacao),
  adm('/admin/emails', 'Caixa de saída de e-mails', p.emails),
];

/** Caminhos isentos da checagem de perfil completo (SPEC §2.5). */
export const ISENTAS_PERFIL = ['/perfil', '/atualizar-cadastro', '/usuario/manual', '/manual', '/ajuda'];

/** Parâmetros que precisam ser numéricos; outro valor conta como caminho desconhecido. */
export const PARAMS_NUMERICOS = ['turmaId', 'chamadaId'];

/**
 * A tela deste caminho já existe? Falso enquanto a rota usa a página "Em breve" (e para caminhos que
 * não casam com nenhuma rota). Atalhos e cartões consultam aqui, então acendem sozinhos quando a tela chega.
 */
export function telaDisponivel(caminho: string): boolean {
  const rota = rotaDoCaminho(caminho.split(/[?#]/, 1)[0] ?? '');
  return rota !== undefined && rota.pagina !== EmBreve;
}

/** A rota de um caminho (sem query): a de caminho igual, senão a primeira cujo padrão casa. */
export function rotaDoCaminho(pathname: string): Rota | undefined {
  return ROTAS.find((r) => r.path === pathname) ?? ROTAS.find((r) => matchPath(r.path, pathname));
}
