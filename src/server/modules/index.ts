import type { FastifyInstance } from 'fastify';
import assinaturasRoutes from './assinaturas/assinaturas.routes.ts';
import auditoriaRoutes from './auditoria/auditoria.routes.ts';
import authRoutes from './auth/auth.routes.ts';
import eventosRoutes from './eventos/eventos.routes.ts';
import inscricoesRoutes from './inscricoes/inscricoes.routes.ts';
import agendaRoutes from './agenda/agenda.routes.ts';
import instrutoresRoutes from './instrutores/instrutores.routes.ts';
import presencasRoutes from './presencas/presencas.routes.ts';
import avaliacoesRoutes from './avaliacoes/avaliacoes.routes.ts';
import benchRoutes from './bench/bench.routes.ts';
import listasRoutes from './listas/listas.routes.ts';
import notificacoesRoutes from './notificacoes/notificacoes.routes.ts';
import instituicaoRoutes from './instituicao/instituicao.routes.ts';
import perfilRoutes from './perfil/perfil.routes.ts';
import sistemaRoutes from './sistema/sistema.routes.ts';
import tarefasRoutes from './tarefas/tarefas.routes.ts';
import testesRoutes from './testes/testes.routes.ts';
import certificadosRoutes from './certificados/certificados.routes.ts';
import certificadosAvulsosRoutes from './certificados/certificados-avulsos.routes.ts';
import usuariosRoutes from './usuarios/usuarios.routes.ts';
import salasRoutes from './salas/salas.routes.ts';
import solicitacoesCursoRoutes from './solicitacoes-curso/solicitacoes-curso.routes.ts';
import chamadasRoutes from './chamadas/chamadas.routes.ts';
import submissoesRoutes from './submissoes/submissoes.routes.ts';
import revisaoRoutes from './revisao/revisao.routes.ts';
import relatoriosRoutes from './relatorios/relatorios.routes.ts';

/** Lista explícita dos módulos da API (mais fácil de achar que autoload). */
export async function registrarModulos(app: FastifyInstance): Promise<void> {
  await app.register(sistemaRoutes);
  await app.register(instituicaoRoutes);
  await app.register(authRoutes);
  await app.register(listasRoutes);
  await app.register(perfilRoutes);
  await app.register(notificacoesRoutes);
  await app.register(usuariosRoutes);
  await app.register(auditoriaRoutes);
  await app.register(tarefasRoutes);
  await app.register(eventosRoutes);
  await app.register(inscricoesRoutes);
  await app.register(agendaRoutes);
  await app.register(instrutoresRoutes);
  await app.register(presencasRoutes);
  await app.register(avaliacoesRoutes);
  await app.register(testesRoutes);
  await app.register(certificadosRoutes);
  await app.register(certificadosAvulsosRoutes);
  await app.register(assinaturasRoutes);
  await app.register(salasRoutes);
  await app.register(solicitacoesCursoRoutes);
  await app.register(chamadasRoutes);
  await app.register(submissoesRoutes);
  await app.register(revisaoRoutes);
  await app.register(relatoriosRoutes);
  // rotas de referência do benchmark: só com BENCH_ROUTES=true
  if (app.deps.config.benchRoutes) await app.register(benchRoutes);
}
