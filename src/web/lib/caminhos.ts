/**
 * Os caminhos das telas (SPEC §2), cada um escrito uma vez: a tabela de rotas, os menus, os atalhos e os
 * links das telas usam estas constantes. Caminhos com parâmetro são padrões (`/eventos/:id`) e viram um
 * endereço por `caminho(PADRAO, { id })`, que confere pelo tipo os nomes dos parâmetros.
 *
 * Constantes soltas, e não um objeto: o minificador encurta nomes de variáveis, mas não chaves de objeto
 * (orçamento de JS do /login, decisão 007).
 */
import { montarCaminho } from '#shared/contracts/endpoint.ts';
import type { NomesDoCaminho } from './api-client.ts';

// §2.1 públicas
export const INICIO = '/';
export const LOGIN = '/login';
export const REGISTRO = '/registro';
export const CADASTRO = '/cadastro';
export const SOBRE = '/sobre';
export const CONTATO = '/contato';
export const AJUDA_CADASTRO = '/ajuda/cadastro';
export const AJUDA_PUBLICA = '/ajuda-publica';
export const PRIVACIDADE = '/privacidade';
export const VALIDAR_CERTIFICADO = '/validar-certificado';
export const VALIDAR = '/validar';
export const HISTORICO = '/historico';
/** Fora do SPEC (issue 21): a validação pública do histórico de formação (o QR do PDF abre aqui). */
export const VALIDAR_HISTORICO = '/validar-historico';
export const RECUPERAR_SENHA = '/recuperar-senha';
export const REDEFINIR_SENHA = '/redefinir-senha/:token';
export const SCANNER = '/scanner';
export const PRESENCA = '/presenca';
export const PRESENCA_DA_TURMA = '/presenca/:turmaId';
/** Fora da tabela: o link antigo de presença, redirecionado para `/presenca` (lib/redirecionamentos.ts). */
export const VALIDAR_PRESENCA = '/validar-presenca';
// §2.2 qualquer pessoa logada
export const PAINEL_USUARIO = '/usuario/dashboard';
export const DASHBOARD = '/dashboard';
export const EVENTOS = '/eventos';
export const EVENTO = '/eventos/:id';
export const MINHAS_PRESENCAS = '/minhas-presencas';
export const CERTIFICADOS = '/certificados';
export const MINHAS_INSCRICOES = '/minhas-inscricoes';
export const PERFIL = '/perfil';
export const ATUALIZAR_CADASTRO = '/atualizar-cadastro';
export const AJUDA = '/ajuda';
export const NOTIFICACOES = '/notificacoes';
export const AVALIACAO = '/avaliacao';
export const AVALIAR = '/avaliar/:turmaId';
export const TESTE = '/teste';
export const TESTE_DA_TURMA = '/teste/:turmaId';
export const AGENDAMENTO_SALA = '/agendamento-sala';
export const SOLICITAR_CURSO = '/solicitar-curso';
export const AGENDA = '/agenda';
export const MANUAL_USUARIO = '/usuario/manual';
export const MANUAL = '/manual';
export const SUBMISSOES = '/submissoes';
export const QR_SITE = '/qr-site';
// §2.3 instrutor ou administrador
export const PAINEL_INSTRUTOR = '/instrutor';
export const AGENDA_INSTRUTOR = '/agenda-instrutor';
export const PRESENCAS_DA_TURMA = '/turmas/presencas/:turmaId';
export const QR_AO_VIVO = '/turmas/presencas/:turmaId/ao-vivo';
export const PRESENCA_INSTRUTOR = '/instrutor/presenca';
export const CERTIFICADOS_INSTRUTOR = '/instrutor/certificados';
export const AVALIACAO_INSTRUTOR = '/instrutor/avaliacao';
export const SUBMISSOES_AVALIADOR = '/avaliador/submissoes';
// §2.4 só administrador
export const NOVA_CHAMADA = '/admin/chamadas/new';
export const CHAMADA = '/admin/chamadas/:id';
export const SUBMISSOES_ADMIN = '/admin/submissoes';
export const SUBMISSOES_DA_CHAMADA = '/admin/chamadas/:chamadaId/submissoes';
export const PAINEL_ADMINISTRADOR = '/administrador';
export const DASHBOARD_ANALITICO = '/dashboard-analitico';
export const GERENCIAR_EVENTOS = '/gerenciar-eventos';
export const NOVO_EVENTO = '/gerenciar-eventos/novo';
export const EDITAR_EVENTO = '/gerenciar-eventos/:id';
export const TESTE_DO_EVENTO = '/gerenciar-eventos/:id/teste';
export const GESTAO_INSTRUTOR = '/gestao-instrutor';
export const GESTAO_USUARIOS = '/gestao-usuarios';
export const GESTAO_CERTIFICADOS = '/gestao-certificados';
export const LISTA_PRESENCAS_TURMA = '/lista-presencas-turma';
export const RELATORIOS_CUSTOMIZADOS = '/relatorios-customizados';
export const AGENDA_ADMINISTRADOR = '/agenda-administrador';
export const CERTIFICADOS_AVULSOS = '/certificados-avulsos';
export const GESTAO_PRESENCA = '/gestao-presenca';
export const QR_CODES = '/admin/qr-codes';
export const CANCELAR_INSCRICOES = '/admin/cancelar-inscricoes';
export const AVALIACOES_ADMIN = '/admin/avaliacoes';
export const EMAILS = '/admin/emails';
export const INSTITUICAO = '/admin/instituicao';
export const RESERVAS_SALAS = '/admin/reservas-salas';
export const BLOQUEIOS = '/admin/bloqueios';
export const SOLICITACOES_CURSO = '/admin/solicitacoes-curso';
export const PLANEJAMENTO = '/admin/planejamento';

type Params<P extends string> = { [K in NomesDoCaminho<P>]: string | number };

/** O endereço de um padrão com parâmetros: `caminho(EVENTO, { id: 7 })` → `/eventos/7` (valores codificados). */
export function caminho<P extends string>(padrao: P, params: Params<P>): string {
  return montarCaminho(padrao, params as Record<string, string | number>);
}
