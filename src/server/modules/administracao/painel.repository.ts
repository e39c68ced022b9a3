import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export interface PendenteBruto {
  id: number;
  titulo: string;
  detalhe: string | null;
  quando: string | null;
  chamada_id?: number;
}
export interface ResumoBruto {
  reservas: { total: number; itens: PendenteBruto[] | null };
  solicitacoes: { total: number; itens: PendenteBruto[] | null };
  submissoes: { total: number; itens: PendenteBruto[] | null };
  emails_com_falha: number;
  auditoria: { id: number; quando: string; ator_id: number | null; ator_nome: string | null; acao: string; alvo_tipo: string; alvo_id: string; detalhes: unknown; antes: unknown; depois: unknown }[] | null;
}

/**
 * As pendências da administração num comando: pedidos de sala a decidir (de hoje em diante, em São Paulo),
 * solicitações de curso enviadas ou em análise, trabalhos enviados sem decisão e e-mails que esgotaram as
 * tentativas — o total e os primeiros de cada — e as últimas linhas da trilha de auditoria.
 */
export async function resumoDasPendencias(db: Db, hoje: string, primeiros: number): Promise<ResumoBruto> {
  const r = await db.execute(sql`
    select
      json_build_object(
        'total', (select count(*) from reservas_sala where status = 'pendente' and data >= ${hoje}::date)::int,
        'itens', (select json_agg(x) from (
          select r.id, s.nome || ' — ' || r.finalidade as titulo, u.nome as detalhe, r.data::text as quando
          from reservas_sala r join salas s on s.id = r.sala_id join usuarios u on u.id = r.solicitante_id
          where r.status = 'pendente' and r.data >= ${hoje}::date order by r.data, r.id limit ${primeiros}) x)
      ) as reservas,
      json_build_object(
        'total', (select count(*) from solicitacoes_curso where status in ('enviada', 'em_analise'))::int,
        'itens', (select json_agg(x) from (
          select c.id, c.titulo, u.nome as detalhe, c.enviada_em as quando
          from solicitacoes_curso c join usuarios u on u.id = c.autor_id
          where c.status in ('enviada', 'em_analise') order by c.enviada_em nulls last, c.id limit ${primeiros}) x)
      ) as solicitacoes,
      json_build_object(
        'total', (select count(*) from submissoes where status in ('submetida', 'em_avaliacao') and decisao is null)::int,
        'itens', (select json_agg(x) from (
          select s.id, case when s.titulo = '' then 'Sem título' else s.titulo end as titulo, ch.titulo as detalhe, s.submetida_em as quando, s.chamada_id
          from submissoes s join chamadas ch on ch.id = s.chamada_id
          where s.status in ('submetida', 'em_avaliacao') and s.decisao is null order by s.submetida_em nulls last, s.id limit ${primeiros}) x)
      ) as submissoes,
      (select count(*) from pgboss.job where state = 'failed')::int as emails_com_falha,
      (select json_agg(x order by x.quando desc, x.id desc) from (
        select id, criado_em as quando, ator_id, ator_nome, acao, alvo_tipo, alvo_id, detalhes, antes, depois
        from auditoria order by criado_em desc, id desc limit ${primeiros}) x) as auditoria`);
  return (r as unknown as { rows: ResumoBruto[] }).rows[0]!;
}
