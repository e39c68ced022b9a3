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
// Uma constante por página, e não um objeto `{ inicio: …, login: … }`: o minificador encurta nomes de
// variáveis, mas não chaves de objeto. A tabela está no pacote inicial, e isso tira ≈ 200 B (gzip) do
// orçamento do /login (decisão 008).
const inicio = sobDemanda(() => import('./routes/publico/inicio.tsx'));
const login = sobDemanda(() => import('./routes/auth/login.tsx'));
const cadastro = sobDemanda(() => import('./routes/auth/cadastro.tsx'));
const recuperarSenha = sobDemanda(() => import('./routes/auth/recuperar-senha.tsx'));
const redefinirSenha = sobDemanda(() => import('./routes/auth/redefinir-senha.tsx'));
const sobre = sobDemanda(() => import('./routes/publico/sobre.tsx'));
const contato = sobDemanda(() => import('./routes/publico/contato.tsx'));
const ajudaCadastro = sobDemanda(() => import('./routes/publico/ajuda-cadastro.tsx'));
const ajudaPublica = sobDemanda(() => import('./routes/publico/ajuda-publica.tsx'));
const privacidade = sobDemanda(() => import('./routes/publico/privacidade.tsx'));
const dashboard = sobDemanda(() => import('./routes/usuario/dashboard.tsx'));
const perfil = sobDemanda(() => import('./routes/usuario/perfil.tsx'));
const notificacoes = sobDemanda(() => import('./routes/usuario/notificacoes.tsx'));
const ajuda = sobDemanda(() => import('./routes/usuario/ajuda.tsx'));
const manual = sobDemanda(() => import('./routes/usuario/manual.tsx'));
const qrSite = sobDemanda(() => import('./routes/usuario/qr-site.tsx'));
const gestaoUsuarios = sobDemanda(() => import('./routes/admin/gestao-usuarios.tsx'));
const emails = sobDemanda(() => import('./routes/admin/emails.tsx'));
const instituicao = sobDemanda(() => import('./routes/admin/instituicao.tsx'));
const gerenciarEventos = sobDemanda(() => import('./routes/admin/gerenciar-eventos.tsx'));
const editorEvento = sobDemanda(() => import('./routes/admin/editor-evento.tsx'));
const cancelarInscricoes = sobDemanda(() => import('./routes/admin/cancelar-inscricoes.tsx'));
const agenda = sobDemanda(() => import('./routes/usuario/agenda.tsx'));
const painelInstrutor = sobDemanda(() => import('./routes/instrutor/painel-instrutor.tsx'));
const agendaInstrutor = sobDemanda(() => import('./routes/instrutor/agenda-instrutor.tsx'));
const agendaAdministrador = sobDemanda(() => import('./routes/admin/agenda-administrador.tsx'));
const gestaoInstrutores = sobDemanda(() => import('./routes/admin/gestao-instrutores.tsx'));
const historico = sobDemanda(() => import('./routes/publico/historico.tsx'));
const eventos = sobDemanda(() => import('./routes/usuario/eventos.tsx'));
const evento = sobDemanda(() => import('./routes/usuario/evento.tsx'));
const minhasInscricoes = sobDemanda(() => import('./routes/usuario/minhas-inscricoes.tsx'));
const presenca = sobDemanda(() => import('./routes/publico/presenca.tsx'));
const scanner = sobDemanda(() => import('./routes/publico/scanner.tsx'));
const minhasPresencas = sobDemanda(() => import('./routes/usuario/minhas-presencas.tsx'));
const qrCodes = sobDemanda(() => import('./routes/admin/qr-codes.tsx'));
const qrAoVivo = sobDemanda(() => import('./routes/instrutor/qr-ao-vivo.tsx'));
const instrutorPresenca = sobDemanda(() => import('./routes/instrutor/instrutor-presenca.tsx'));
const presencasTurma = sobDemanda(() => import('./routes/instrutor/presencas-turma.tsx'));
const gestaoPresenca = sobDemanda(() => import('./routes/admin/gestao-presenca.tsx'));
const listaPresencasTurma = sobDemanda(() => import('./routes/admin/lista-presencas-turma.tsx'));
const avaliacoesPendentes = sobDemanda(() => import('./routes/usuario/avaliacoes-pendentes.tsx'));
const avaliar = sobDemanda(() => import('./routes/usuario/avaliar.tsx'));
// as duas telas de resultados num pedaço só, e o teste (lista e tentativa) noutro: cada import sob
// demanda acrescenta bytes ao pacote inicial (orçamento do /login, decisão 007)
const resultadosAvaliacao = sobDemanda(() => import('./routes/resultados-avaliacao.tsx'));
const teste = sobDemanda(() => import('./routes/usuario/teste.tsx'));
// todas as telas de certificados (as de login, os avulsos e a validação pública) numa entrada só: o
// módulo escolhe pelo caminho e baixa a tela no seu pedaço
const certificados = sobDemanda(() => import('./routes/certificados.tsx'));
// salas, bloqueios, solicitações de curso e planejamento: também uma entrada só
const salasECursos = sobDemanda(() => import('./routes/salas-e-cursos.tsx'));

const rota =
  (acesso: Acesso) =>
  (path: string, titulo: string, pagina: Rota['pagina'] = EmBreve): Rota => ({ path, acesso, titulo, pagina });
const pub = rota('publica');
const usr = rota('usuario');
const ins = rota('instrutor');
const adm = rota('administrador');

export const ROTAS: Rota[] = [
  // §2.1 públicas
  pub('/', 'Início', inicio),
  { ...pub('/login', 'Entrar', login), leve: true },
  pub('/registro', 'Cadastro', cadastro),
  pub('/cadastro', 'Cadastro', cadastro),
  pub('/sobre', 'Sobre a Escola', sobre),
  pub('/contato', 'Contato', contato),
  pub('/ajuda/cadastro', 'Ajuda com o cadastro', ajudaCadastro),
  // fora do SPEC: a ajuda de quem ainda não entrou (o /ajuda do §2.2 pede login); o rodapé aponta para cá
  pub('/ajuda-publica', 'Ajuda', ajudaPublica),
  pub('/privacidade', 'Política de Privacidade', privacidade),
  { ...pub('/validar-certificado', 'Validar certificado', certificados), leve: true },
  { ...pub('/validar', 'Validar certificado', certificados), leve: true },
  pub('/historico', 'Histórico de eventos', historico),
  { ...pub('/recuperar-senha', 'Recuperar senha', recuperarSenha), leve: true },
  { ...pub('/redefinir-senha/:token', 'Redefinir senha', redefinirSenha), leve: true },
  pub('/scanner', 'Escanear', scanner),
  pub('/presenca', 'Confirmar presença', presenca),
  pub('/presenca/:turmaId', 'Confirmar presença', presenca),
  // §2.2 qualquer pessoa logada
  usr('/usuario/dashboard', 'Painel do Usuário', dashboard),
  usr('/eventos', 'Eventos', eventos),
  usr('/eventos/:id', 'Evento', evento),
  usr('/minhas-presencas', 'Minhas Presenças', minhasPresencas),
  usr('/certificados', 'Meus Certificados', certificados),
  usr('/minhas-inscricoes', 'Meus Cursos', minhasInscricoes),
  usr('/perfil', 'Meu Perfil', perfil),
  usr('/atualizar-cadastro', 'Atualizar Cadastro', perfil),
  usr('/ajuda', 'Central de Ajuda', ajuda),
  usr('/notificacoes', 'Minhas Notificações', notificacoes),
  usr('/avaliacao', 'Avaliações Pendentes', avaliacoesPendentes),
  usr('/avaliar/:turmaId', 'Avaliar curso', avaliar),
  usr('/teste', 'Teste do Curso', teste),
  usr('/teste/:turmaId', 'Fazer teste', teste),
  usr('/agendamento-sala', 'Agendamento de Sala', salasECursos),
  usr('/solicitar-curso', 'Solicitar Curso', salasECursos),
  usr('/agenda', 'Agenda', agenda),
  usr('/usuario/manual', 'Manual do Usuário', manual),
  usr('/manual', 'Manual do Usuário', manual),
  usr('/submissoes', 'Submissão de Trabalhos'),
  usr('/qr-site', 'QR Codes Oficiais', qrSite),
  // §2.3 instrutor ou administrador
  ins('/instrutor', 'Painel do Instrutor', painelInstrutor),
  ins('/agenda-instrutor', 'Agenda', agendaInstrutor),
  ins('/turmas/presencas/:turmaId', 'Presenças da turma', presencasTurma),
  // fora do SPEC: o QR ao vivo da turma para projetar na sala (o código troca a cada 30 s)
  ins('/turmas/presencas/:turmaId/ao-vivo', 'QR ao vivo', qrAoVivo),
  ins('/instrutor/presenca', 'Presença', instrutorPresenca),
  ins('/instrutor/certificados', 'Certificados', certificados),
  ins('/instrutor/avaliacao', 'Avaliação', resultadosAvaliacao),
  ins('/avaliador/submissoes', 'Trabalhos para avaliar'),
  // §2.4 só administrador
  adm('/admin/chamadas/new', 'Nova chamada de trabalhos'),
  adm('/admin/chamadas/:id', 'Chamada de trabalhos'),
  adm('/admin/submissoes', 'Submissões de trabalhos'),
  adm('/admin/chamadas/:chamadaId/submissoes', 'Submissões da chamada'),
  adm('/administrador', 'Painel do Administrador'),
  adm('/dashboard-analitico', 'Painel de Indicadores'),
  adm('/gerenciar-eventos', 'Gestão de Eventos', gerenciarEventos),
  adm('/gerenciar-eventos/novo', 'Novo evento', editorEvento),
  adm('/gerenciar-eventos/:id', 'Editar evento', editorEvento),
  // o editor do evento e o do teste num pedaço só (a página escolhe pelo caminho)
  adm('/gerenciar-eventos/:id/teste', 'Teste do curso', editorEvento),
  adm('/gestao-instrutor', 'Gestão de Instrutor', gestaoInstrutores),
  adm('/gestao-usuarios', 'Gestão de Usuários', gestaoUsuarios),
  adm('/gestao-certificados', 'Gestão de Certificados', certificados),
  adm('/lista-presencas-turma', 'Lista de presenças da turma', listaPresencasTurma),
  adm('/relatorios-customizados', 'Relatórios Customizados'),
  adm('/agenda-administrador', 'Agenda', agendaAdministrador),
  adm('/certificados-avulsos', 'Certificados Avulsos', certificados),
  adm('/gestao-presenca', 'Gestão de Presença', gestaoPresenca),
  adm('/admin/qr-codes', 'QR Codes de Presença por Turma', qrCodes),
  adm('/admin/cancelar-inscricoes', 'Gestão de Inscrições', cancelarInscricoes),
  adm('/admin/avaliacoes', 'Gestão de Avaliações', resultadosAvaliacao),
  adm('/admin/emails', 'Caixa de saída de e-mails', emails),
  adm('/admin/instituicao', 'Dados da Instituição', instituicao),
  // fora do SPEC (issue 10): administração de salas, calendário de bloqueios, solicitações de curso e planejamento anual
  adm('/admin/reservas-salas', 'Reservas de Salas', salasECursos),
  adm('/admin/bloqueios', 'Calendário de Bloqueios', salasECursos),
  adm('/admin/solicitacoes-curso', 'Solicitações de Curso', salasECursos),
  adm('/admin/planejamento', 'Calendário Anual', salasECursos),
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
