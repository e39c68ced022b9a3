/**
 * Tabela de rotas do SPEC §2 com o acesso de cada uma. As páginas carregam sob demanda
 * (um pedaço de JS por rota). Rotas de funcionalidades que ainda não chegaram usam a página
 * "Em breve" com o título da tela.
 */
import { matchPath } from '#web/lib/roteador.tsx';
import { sobDemanda, type SobDemanda } from '#web/lib/sob-demanda.ts';
import type { Perfil } from '#shared/rules/perfis.ts';
import {
  AGENDA,
  AGENDAMENTO_SALA,
  AGENDA_ADMINISTRADOR,
  AGENDA_INSTRUTOR,
  AJUDA,
  AJUDA_CADASTRO,
  AJUDA_PUBLICA,
  ATUALIZAR_CADASTRO,
  AVALIACAO,
  AVALIACAO_INSTRUTOR,
  AVALIACOES_ADMIN,
  AVALIAR,
  BLOQUEIOS,
  CADASTRO,
  CANCELAR_INSCRICOES,
  CERTIFICADOS,
  CERTIFICADOS_AVULSOS,
  CERTIFICADOS_INSTRUTOR,
  CHAMADA,
  CONTATO,
  DASHBOARD_ANALITICO,
  EDITAR_EVENTO,
  EMAILS,
  EVENTO,
  EVENTOS,
  GERENCIAR_EVENTOS,
  GESTAO_CERTIFICADOS,
  GESTAO_INSTRUTOR,
  GESTAO_PRESENCA,
  GESTAO_USUARIOS,
  HISTORICO,
  VALIDAR_HISTORICO,
  INICIO,
  INSTITUICAO,
  LISTA_PRESENCAS_TURMA,
  LOGIN,
  MANUAL,
  MANUAL_USUARIO,
  MINHAS_INSCRICOES,
  MINHAS_PRESENCAS,
  NOTIFICACOES,
  NOVA_CHAMADA,
  NOVO_EVENTO,
  PAINEL_ADMINISTRADOR,
  PAINEL_INSTRUTOR,
  PAINEL_USUARIO,
  PERFIL,
  PLANEJAMENTO,
  PRESENCA,
  PRESENCAS_DA_TURMA,
  PRESENCA_DA_TURMA,
  PRESENCA_INSTRUTOR,
  PRIVACIDADE,
  QR_AO_VIVO,
  QR_CODES,
  QR_SITE,
  RECUPERAR_SENHA,
  REDEFINIR_SENHA,
  REGISTRO,
  RELATORIOS_CUSTOMIZADOS,
  RESERVAS_SALAS,
  SCANNER,
  SOBRE,
  SOLICITACOES_CURSO,
  SOLICITAR_CURSO,
  SUBMISSOES,
  SUBMISSOES_ADMIN,
  SUBMISSOES_AVALIADOR,
  SUBMISSOES_DA_CHAMADA,
  TESTE,
  TESTE_DA_TURMA,
  TESTE_DO_EVENTO,
  VALIDAR,
  VALIDAR_CERTIFICADO,
} from '#web/lib/caminhos.ts';

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
const submissoesAvaliador = sobDemanda(() => import('./routes/instrutor/submissoes-avaliador.tsx'));
const avaliacoesPendentes = sobDemanda(() => import('./routes/usuario/avaliacoes-pendentes.tsx'));
const avaliar = sobDemanda(() => import('./routes/usuario/avaliar.tsx'));
// as duas telas de resultados num pedaço só, e o teste (lista e tentativa) noutro: cada import sob
// demanda acrescenta bytes ao pacote inicial (orçamento do /login, decisão 007)
const resultadosAvaliacao = sobDemanda(() => import('./routes/resultados-avaliacao.tsx'));
const teste = sobDemanda(() => import('./routes/usuario/teste.tsx'));
// todas as telas de certificados (as de login, os avulsos e a validação pública) numa entrada só: o
// módulo escolhe pelo caminho e baixa a tela no seu pedaço
const certificados = sobDemanda(() => import('./routes/certificados.tsx'));
// a validação pública tem a entrada dela: abre pelo QR no celular, e a entrada comum seria um pedido a mais na fila
const validarCertificado = sobDemanda(() => import('./routes/publico/validar-certificado.tsx'));
const validarHistorico = sobDemanda(() => import('./routes/publico/validar-historico.tsx'));
// salas, bloqueios, solicitações de curso e planejamento: também uma entrada só
const salasECursos = sobDemanda(() => import('./routes/salas-e-cursos.tsx'));
// as cinco telas das chamadas de trabalhos (quem submete e a administração): uma entrada só
const chamadas = sobDemanda(() => import('./routes/chamadas.tsx'));
// os dois painéis da administração (o inicial e o de indicadores): uma entrada só
const paineis = sobDemanda(() => import('./routes/paineis-administracao.tsx'));
const relatoriosCustomizados = sobDemanda(() => import('./routes/admin/relatorios-customizados.tsx'));

const rota =
  (acesso: Acesso) =>
  (path: string, titulo: string, pagina: Rota['pagina'] = EmBreve): Rota => ({ path, acesso, titulo, pagina });
const pub = rota('publica');
const usr = rota('usuario');
const ins = rota('instrutor');
const adm = rota('administrador');

export const ROTAS: Rota[] = [
  // §2.1 públicas
  pub(INICIO, 'Início', inicio),
  { ...pub(LOGIN, 'Entrar', login), leve: true },
  pub(REGISTRO, 'Cadastro', cadastro),
  pub(CADASTRO, 'Cadastro', cadastro),
  pub(SOBRE, 'Sobre a Escola', sobre),
  pub(CONTATO, 'Contato', contato),
  pub(AJUDA_CADASTRO, 'Ajuda com o cadastro', ajudaCadastro),
  // fora do SPEC: a ajuda de quem ainda não entrou (o /ajuda do §2.2 pede login); o rodapé aponta para cá
  pub(AJUDA_PUBLICA, 'Ajuda', ajudaPublica),
  pub(PRIVACIDADE, 'Política de Privacidade', privacidade),
  { ...pub(VALIDAR_CERTIFICADO, 'Validar certificado', validarCertificado), leve: true },
  { ...pub(VALIDAR, 'Validar certificado', validarCertificado), leve: true },
  pub(HISTORICO, 'Histórico de eventos', historico),
  // fora do SPEC (issue 21): o QR do histórico de formação abre aqui
  { ...pub(VALIDAR_HISTORICO, 'Validar histórico de formação', validarHistorico), leve: true },
  { ...pub(RECUPERAR_SENHA, 'Recuperar senha', recuperarSenha), leve: true },
  { ...pub(REDEFINIR_SENHA, 'Redefinir senha', redefinirSenha), leve: true },
  pub(SCANNER, 'Escanear', scanner),
  pub(PRESENCA, 'Confirmar presença', presenca),
  pub(PRESENCA_DA_TURMA, 'Confirmar presença', presenca),
  // §2.2 qualquer pessoa logada
  usr(PAINEL_USUARIO, 'Painel do Usuário', dashboard),
  usr(EVENTOS, 'Eventos', eventos),
  usr(EVENTO, 'Evento', evento),
  usr(MINHAS_PRESENCAS, 'Minhas Presenças', minhasPresencas),
  usr(CERTIFICADOS, 'Meus Certificados', certificados),
  usr(MINHAS_INSCRICOES, 'Meus Cursos', minhasInscricoes),
  usr(PERFIL, 'Meu Perfil', perfil),
  usr(ATUALIZAR_CADASTRO, 'Atualizar Cadastro', perfil),
  usr(AJUDA, 'Central de Ajuda', ajuda),
  usr(NOTIFICACOES, 'Minhas Notificações', notificacoes),
  usr(AVALIACAO, 'Avaliações Pendentes', avaliacoesPendentes),
  usr(AVALIAR, 'Avaliar curso', avaliar),
  usr(TESTE, 'Teste do Curso', teste),
  usr(TESTE_DA_TURMA, 'Fazer teste', teste),
  usr(AGENDAMENTO_SALA, 'Agendamento de Sala', salasECursos),
  usr(SOLICITAR_CURSO, 'Solicitar Curso', salasECursos),
  usr(AGENDA, 'Agenda', agenda),
  usr(MANUAL_USUARIO, 'Manual do Usuário', manual),
  usr(MANUAL, 'Manual do Usuário', manual),
  usr(SUBMISSOES, 'Submissão de Trabalhos', chamadas),
  usr(QR_SITE, 'QR Codes Oficiais', qrSite),
  // §2.3 instrutor ou administrador
  ins(PAINEL_INSTRUTOR, 'Painel do Instrutor', painelInstrutor),
  ins(AGENDA_INSTRUTOR, 'Agenda', agendaInstrutor),
  ins(PRESENCAS_DA_TURMA, 'Presenças da turma', presencasTurma),
  // fora do SPEC: o QR ao vivo da turma para projetar na sala (o código troca a cada 30 s)
  ins(QR_AO_VIVO, 'QR ao vivo', qrAoVivo),
  ins(PRESENCA_INSTRUTOR, 'Presença', instrutorPresenca),
  ins(CERTIFICADOS_INSTRUTOR, 'Certificados', certificados),
  ins(AVALIACAO_INSTRUTOR, 'Avaliação', resultadosAvaliacao),
  ins(SUBMISSOES_AVALIADOR, 'Avaliar Trabalhos Atribuídos', submissoesAvaliador),
  // §2.4 só administrador
  adm(NOVA_CHAMADA, 'Criar Submissão de Trabalho', chamadas),
  adm(CHAMADA, 'Chamada de trabalhos', chamadas),
  adm(SUBMISSOES_ADMIN, 'Gerenciar Submissão de Trabalho', chamadas),
  adm(SUBMISSOES_DA_CHAMADA, 'Submissões da chamada', chamadas),
  adm(PAINEL_ADMINISTRADOR, 'Painel do Administrador', paineis),
  adm(DASHBOARD_ANALITICO, 'Dashboard Administrador', paineis),
  adm(GERENCIAR_EVENTOS, 'Gestão de Eventos', gerenciarEventos),
  adm(NOVO_EVENTO, 'Novo evento', editorEvento),
  adm(EDITAR_EVENTO, 'Editar evento', editorEvento),
  // o editor do evento e o do teste num pedaço só (a página escolhe pelo caminho)
  adm(TESTE_DO_EVENTO, 'Teste do curso', editorEvento),
  adm(GESTAO_INSTRUTOR, 'Gestão de Instrutor', gestaoInstrutores),
  adm(GESTAO_USUARIOS, 'Gestão de Usuários', gestaoUsuarios),
  adm(GESTAO_CERTIFICADOS, 'Gestão de Certificados', certificados),
  adm(LISTA_PRESENCAS_TURMA, 'Lista de presenças da turma', listaPresencasTurma),
  adm(RELATORIOS_CUSTOMIZADOS, 'Relatórios Customizados', relatoriosCustomizados),
  adm(AGENDA_ADMINISTRADOR, 'Agenda', agendaAdministrador),
  adm(CERTIFICADOS_AVULSOS, 'Certificados Avulsos', certificados),
  adm(GESTAO_PRESENCA, 'Gestão de Presença', gestaoPresenca),
  adm(QR_CODES, 'QR Codes de Presença por Turma', qrCodes),
  adm(CANCELAR_INSCRICOES, 'Gestão de Inscrições', cancelarInscricoes),
  adm(AVALIACOES_ADMIN, 'Gestão de Avaliações', resultadosAvaliacao),
  adm(EMAILS, 'Caixa de saída de e-mails', emails),
  adm(INSTITUICAO, 'Dados da Instituição', instituicao),
  // fora do SPEC (issue 10): administração de salas, calendário de bloqueios, solicitações de curso e planejamento anual
  adm(RESERVAS_SALAS, 'Reservas de Salas', salasECursos),
  adm(BLOQUEIOS, 'Calendário de Bloqueios', salasECursos),
  adm(SOLICITACOES_CURSO, 'Solicitações de Curso', salasECursos),
  adm(PLANEJAMENTO, 'Calendário Anual', salasECursos),
];

/** Caminhos isentos da checagem de perfil completo (SPEC §2.5). */
export const ISENTAS_PERFIL = [PERFIL, ATUALIZAR_CADASTRO, MANUAL_USUARIO, MANUAL, AJUDA];

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
