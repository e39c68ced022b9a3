import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Servicos } from '../lib/context.ts';
import { TAREFA_EMAIL } from '../lib/mailer.ts';
import { criarFila } from '../lib/tarefas/fila.ts';
import { ESQUEMA_DA_FILA } from '../lib/tarefas/tarefas.repository.ts';
import { TAREFAS } from '../modules/registro-de-tarefas.ts';
import { ctxDeTeste, loggerMudo } from './factories.ts';

export type SituacaoDaTarefa = 'pendente' | 'executando' | 'concluida' | 'falhou' | 'cancelada';

export interface TarefaNaFila {
  id: string;
  tipo: string;
  // os testes leem campos dos dados de cada tipo
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  dados: any;
  chave: string | null;
  situacao: SituacaoDaTarefa;
  tentativas: number;
  erro: string | null;
}

const SITUACAO: Record<string, SituacaoDaTarefa> = { created: 'pendente', retry: 'pendente', active: 'executando', completed: 'concluida', failed: 'falhou', cancelled: 'cancelada' };

/** As tarefas da fila (pg-boss) com a chave de idempotência de cada uma, na ordem em que foram enfileiradas. */
export async function tarefasNaFila(db: Db, filtro: { tipo?: string; chave?: string; prefixo?: string } = {}): Promise<TarefaNaFila[]> {
  const r = await db.execute(sql`
    select j.id::text as id, j.name as tipo, j.data as dados, u.chave, j.state, j.retry_count, j.output->>'message' as erro
    from ${sql.raw(`${ESQUEMA_DA_FILA}.job`)} j left join tarefas_unicas u on u.tarefa_id = j.id
    where (${filtro.tipo ?? null}::text is null or j.name = ${filtro.tipo ?? null})
      and (${filtro.chave ?? null}::text is null or u.chave = ${filtro.chave ?? null})
      and (${filtro.prefixo ?? null}::text is null or starts_with(u.chave, ${filtro.prefixo ?? null}))
    order by j.id`);
  const linhas = (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as { id: string; tipo: string; dados: unknown; chave: string | null; state: string; retry_count: number; erro: string | null }[];
  return linhas.map((l) => ({ id: l.id, tipo: l.tipo, dados: l.dados, chave: l.chave, situacao: SITUACAO[l.state] ?? 'pendente', tentativas: Number(l.retry_count) + 1, erro: l.erro }));
}

/** Espera (consultando a cada 50 ms) até a condição valer; erro depois de `ms` (para as filas ligadas, que rodam sozinhas). */
export async function esperarAte(condicao: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const fim = Date.now() + ms;
  while (!(await condicao())) {
    if (Date.now() > fim) throw new Error('tempo esgotado esperando a condição');
    await new Promise((ok) => setTimeout(ok, 50));
  }
}

/** Uma fila com todos os tipos de tarefa da aplicação (um "processo" nos testes); chame `vincular` com os serviços. */
export function criarFilaDeTeste() {
  return criarFila({ log: loggerMudo, tarefas: TAREFAS });
}

/** Cria as filas do registro no banco de teste e prepara o motor compartilhado pelas filas dos testes. */
export async function prepararFilaDeTeste(db: Db): Promise<void> {
  const fila = criarFilaDeTeste();
  fila.vincular(ctxDeTeste(db));
  await fila.preparar();
}

/** Um e-mail que falha de vez (anexo que não existe no `Storage`, uma tentativa só): aparece entre as falhas. */
export async function falharUmEmail(s: Pick<Servicos, 'db' | 'jobs'>, para = 'falha@teste.gov.br'): Promise<void> {
  const anexos = [{ nome: 'certificado.pdf', chave: 'certificados/nao-existe.pdf', tipo: 'application/pdf' as const }];
  await s.jobs.enfileirar(s.db, { tipo: TAREFA_EMAIL, dados: { para, assunto: 'Certificado', texto: 'Segue.', anexos }, maxTentativas: 1 });
  await s.jobs.processarPendentes();
}
