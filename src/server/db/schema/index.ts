// Uma tabela (ou agregado) por arquivo (CONVENTIONS S5); o drizzle-kit lê tudo daqui.
export * from './lookups.ts';
export * from './usuarios.ts';
export * from './sessoes.ts';
export * from './tokens-senha.ts';
export * from './notificacoes.ts';
export * from './emails.ts';
export * from './metricas.ts';
export * from './auditoria.ts';
export * from './tentativas-login.ts';
export * from './tarefas.ts';
export * from './eventos.ts';
export * from './presencas.ts';
export * from './avaliacoes.ts';
export * from './testes.ts';
export * from './certificados.ts';
export * from './salas.ts';
export * from './solicitacoes-curso.ts';
