import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Indicador } from '#shared/contracts/administracao.ts';
import type { TipoEvento } from '#shared/rules/eventos.ts';

/**
 * Consultas do painel de indicadores. Número fixo de comandos por pedido (nada de uma consulta por linha):
 * o filtro de período vai direto na coluna `turmas.inicio` (faixa de instantes, usa `turmas_inicio_idx`), e
 * o agrupamento por mês converte para o horário de São Paulo só no resultado.
 */

export interface FiltrosDeBusca {
  /** Faixa de instantes [desde, ate) do início da turma / do envio do trabalho; nula = tudo. */
  desde: Date | null;
  ate: Date | null;
  tipo: TipoEvento | null;
  unidadeId: number | null;
  eventoId: number | null;
  agora: Date;
}

/** Frequência mínima de 75 %: presentes ÷ agendados ≥ 3/4, em inteiros (sem arredondamento). */
const ATINGIU = sql.raw('(b.encerrada and b.agendados > 0 and b.presentes * 4 >= b.agendados * 3)');

/** Abaixo desta fração de concluintes com 75 %, a turma pede atenção. */
export const LIMIAR_FREQUENCIA_BAIXA = 0.6;

const MEDIA_AVALIACAO = sql.raw(`((a.divulgacao_evento + a.recepcao + a.credenciamento + a.material_apoio + a.pontualidade + a.sinalizacao_local
  + a.conteudo_temas + a.desempenho_instrutor + a.estrutura_local + a.acessibilidade + a.limpeza + a.inscricao_online)::float8 / 12)`);

/**
 * As CTEs comuns: `ts` (turmas do período, tipo e evento), `insc` (inscrições confirmadas nelas, com a unidade
 * de quem participa), `tsf` (as turmas que contam: com a unidade filtrada, só as que têm alguém dela), `pres`
 * (dias presentes por pessoa e turma, só dias do cronograma) e `base` (uma linha por inscrição, com tudo).
 */
function ctes(f: FiltrosDeBusca): SQL {
  const periodo = and(
    f.desde ? sql`t.inicio >= ${f.desde.toISOString()}::timestamptz` : null,
    f.ate ? sql`t.inicio < ${f.ate.toISOString()}::timestamptz` : null,
    f.tipo ? sql`e.tipo = ${f.tipo}` : null,
    f.eventoId ? sql`e.id = ${f.eventoId}` : null,
  );
  const agora = sql`${f.agora.toISOString()}::timestamptz`;
  return sql`
    with ts as (
      select t.id, t.evento_id, t.nome, t.inicio, t.fim, e.titulo, e.tipo, t.fim < ${agora} as encerrada,
        (select count(*) from datas_turma d where d.turma_id = t.id)::int as agendados,
        exists (select 1 from testes x where x.evento_id = e.id and x.status = 'publicado' and x.obrigatorio) as com_teste
      from turmas t join eventos e on e.id = t.evento_id
      where ${periodo}
    ),
    insc as (
      select i.id, i.turma_id, i.usuario_id, u.nome as pessoa, u.unidade_id, ts.evento_id, ts.encerrada, ts.agendados, ts.com_teste
      from inscricoes i
      join ts on ts.id = i.turma_id
      join usuarios u on u.id = i.usuario_id
      where i.status = 'confirmada' ${f.unidadeId ? sql`and u.unidade_id = ${f.unidadeId}` : sql``}
    ),
    tsf as (
      select * from ts ${f.unidadeId ? sql`where exists (select 1 from insc where insc.turma_id = ts.id)` : sql``}
    ),
    pres as (
      select p.turma_id, p.usuario_id, count(*)::int as presentes
      from presencas p
      join datas_turma d on d.turma_id = p.turma_id and d.data = p.data
      where p.presente and p.turma_id in (select id from ts)
      group by p.turma_id, p.usuario_id
    ),
    base as (
      select insc.*, coalesce(pres.presentes, 0) as presentes,
        ${MEDIA_AVALIACAO} as media, a.id is not null as avaliou, a.criada_em as avaliada_em,
        c.id is not null as certificado, c.emitido_em,
        (insc.com_teste and not exists (
          select 1 from teste_tentativas tt join testes x on x.id = tt.teste_id
          where x.evento_id = insc.evento_id and tt.usuario_id = insc.usuario_id and tt.aprovado
        )) as teste_pendente
      from insc
      left join pres on pres.turma_id = insc.turma_id and pres.usuario_id = insc.usuario_id
      left join avaliacoes a on a.turma_id = insc.turma_id and a.usuario_id = insc.usuario_id
      left join certificados c on c.turma_id = insc.turma_id and c.usuario_id = insc.usuario_id
        and c.tipo = 'participante' and c.status = 'emitido' and c.origem = 'evento'
    )`;
}

function and(...partes: (SQL | null)[]): SQL {
  const validas = partes.filter((p): p is SQL => p !== null);
  return validas.length === 0 ? sql`true` : sql.join(validas, sql` and `);
}

const linhas = <T>(r: unknown): T[] => (r as { rows: T[] }).rows;

export interface LinhaIndicadores {
  totais: {
    eventos: number; turmas: number; inscricoes: number; participantes: number; concluintes: number; frequencia_minima: number;
    certificados: number; avaliacoes: number; media_avaliacoes: number | null;
  };
  por_mes: { ano: number; mes: number; turmas: number; inscricoes: number }[] | null;
  por_tipo: { tipo: TipoEvento; turmas: number; inscricoes: number }[] | null;
  por_unidade: { unidade_id: number | null; unidade: string | null; inscricoes: number; participantes: number }[] | null;
  frequencia_por_evento: { evento_id: number; evento: string; concluintes: number; atingiram: number }[] | null;
  atencao: {
    turma_id: number; evento_id: number; evento: string; turma: string; fim: string; concluintes: number; atingiram: number;
    avaliacoes_pendentes: number; cert_teste: number; cert_avaliacao: number; cert_emissao: number;
  }[] | null;
}

/** Todos os agregados do painel num comando só (as CTEs materializam uma vez e servem a todos). */
export async function agregados(db: Db, f: FiltrosDeBusca): Promise<LinhaIndicadores> {
  const r = await db.execute(sql`
    ${ctes(f)},
    b as (select b.*, ${ATINGIU} as atingiu from base b)
    select
      json_build_object(
        'eventos', (select count(distinct evento_id) from tsf)::int,
        'turmas', (select count(*) from tsf)::int,
        'inscricoes', (select count(*) from b)::int,
        'participantes', (select count(distinct usuario_id) from b)::int,
        'concluintes', (select count(*) from b where encerrada)::int,
        'frequencia_minima', (select count(distinct usuario_id) from b where atingiu)::int,
        'certificados', (select count(*) from b where certificado)::int,
        'avaliacoes', (select count(*) from b where avaliou)::int,
        'media_avaliacoes', (select avg(media) from b where avaliou)
      ) as totais,
      (select json_agg(x order by x.ano, x.mes) from (
        select extract(year from tsf.inicio at time zone 'America/Sao_Paulo')::int as ano,
          extract(month from tsf.inicio at time zone 'America/Sao_Paulo')::int as mes,
          count(distinct tsf.id)::int as turmas, count(b.id)::int as inscricoes
        from tsf left join b on b.turma_id = tsf.id group by 1, 2) x) as por_mes,
      (select json_agg(x order by x.inscricoes desc, x.tipo) from (
        select tsf.tipo, count(distinct tsf.id)::int as turmas, count(b.id)::int as inscricoes
        from tsf left join b on b.turma_id = tsf.id group by 1) x) as por_tipo,
      (select json_agg(x order by x.inscricoes desc, x.unidade) from (
        select b.unidade_id, un.nome as unidade, count(*)::int as inscricoes, count(distinct b.usuario_id)::int as participantes
        from b left join unidades un on un.id = b.unidade_id group by 1, 2) x) as por_unidade,
      (select json_agg(x order by x.concluintes desc, x.evento) from (
        select tsf.evento_id, tsf.titulo as evento, count(b.id)::int as concluintes, count(b.id) filter (where b.atingiu)::int as atingiram
        from tsf join b on b.turma_id = tsf.id where tsf.encerrada group by 1, 2 order by 3 desc, 2 limit 15) x) as frequencia_por_evento,
      (select json_agg(x order by x.fim desc, x.turma_id) from (
        select tsf.id as turma_id, tsf.evento_id, tsf.titulo as evento, tsf.nome as turma, tsf.fim,
          count(b.id)::int as concluintes,
          count(b.id) filter (where b.atingiu)::int as atingiram,
          count(b.id) filter (where b.atingiu and not b.avaliou)::int as avaliacoes_pendentes,
          count(b.id) filter (where b.atingiu and not b.certificado and b.teste_pendente)::int as cert_teste,
          count(b.id) filter (where b.atingiu and not b.certificado and not b.teste_pendente and not b.avaliou)::int as cert_avaliacao,
          count(b.id) filter (where b.atingiu and not b.certificado and not b.teste_pendente and b.avaliou)::int as cert_emissao
        from tsf left join b on b.turma_id = tsf.id
        where tsf.encerrada
        group by tsf.id, tsf.evento_id, tsf.titulo, tsf.nome, tsf.fim
        having (count(b.id) > 0 and count(b.id) filter (where b.atingiu) < ${sql.raw(String(LIMIAR_FREQUENCIA_BAIXA))} * count(b.id))
          or count(b.id) filter (where b.atingiu and not b.certificado) > 0
          or count(b.id) filter (where b.atingiu and not b.avaliou) > 0
        order by tsf.fim desc, tsf.id limit 30) x) as atencao
  `);
  const l = linhas<LinhaIndicadores>(r)[0]!;
  return l;
}

/** Trabalhos enviados no período (instante do envio), com a unidade do perfil de quem enviou. */
export async function contarTrabalhos(db: Db, f: FiltrosDeBusca): Promise<number> {
  const r = await db.execute(sql`
    select count(*)::int as n from submissoes s ${f.unidadeId ? sql`join usuarios u on u.id = s.autor_id` : sql``}
    where s.submetida_em is not null and s.status <> 'retirada' and s.status <> 'rascunho'
      ${f.desde ? sql`and s.submetida_em >= ${f.desde.toISOString()}::timestamptz` : sql``}
      ${f.ate ? sql`and s.submetida_em < ${f.ate.toISOString()}::timestamptz` : sql``}
      ${f.unidadeId ? sql`and u.unidade_id = ${f.unidadeId}` : sql``}`);
  return linhas<{ n: number }>(r)[0]?.n ?? 0;
}

export async function listarUnidades(db: Db): Promise<{ id: number; nome: string }[]> {
  return linhas<{ id: number; nome: string }>(await db.execute(sql`select id, nome from unidades order by ordem, nome`));
}

export interface LinhaDetalheBruta {
  chave: string;
  pessoa: string | null;
  unidade: string | null;
  evento: string | null;
  turma: string | null;
  turma_id: number | null;
  presentes: number | null;
  agendados: number | null;
  nota: number | null;
  inscricoes: number | null;
  trabalho: string | null;
  chamada_id: number | null;
  quando: Date | string | null;
  total: number;
}

/** As linhas por trás de um indicador, paginadas, com o total no mesmo comando. */
export async function detalhe(db: Db, f: FiltrosDeBusca, indicador: Indicador, p: { limite: number; deslocamento: number }): Promise<LinhaDetalheBruta[]> {
  const pagina = sql`limit ${p.limite} offset ${p.deslocamento}`;
  if (indicador === 'trabalhos') {
    return linhas<LinhaDetalheBruta>(
      await db.execute(sql`
        select 's' || s.id as chave, u.nome as pessoa, un.nome as unidade, null as evento, null as turma, null::int as turma_id,
          null::int as presentes, null::int as agendados, null::float8 as nota, null::int as inscricoes,
          case when s.titulo = '' then 'Sem título' else s.titulo end as trabalho, s.chamada_id, s.submetida_em as quando,
          count(*) over ()::int as total
        from submissoes s join usuarios u on u.id = s.autor_id left join unidades un on un.id = u.unidade_id
        where s.submetida_em is not null and s.status <> 'retirada' and s.status <> 'rascunho'
          ${f.desde ? sql`and s.submetida_em >= ${f.desde.toISOString()}::timestamptz` : sql``}
          ${f.ate ? sql`and s.submetida_em < ${f.ate.toISOString()}::timestamptz` : sql``}
          ${f.unidadeId ? sql`and u.unidade_id = ${f.unidadeId}` : sql``}
        order by s.submetida_em desc, s.id ${pagina}`),
    );
  }
  if (indicador === 'turmas') {
    return linhas<LinhaDetalheBruta>(
      await db.execute(sql`
        ${ctes(f)}
        select 't' || tsf.id as chave, null as pessoa, null as unidade, tsf.titulo as evento, tsf.nome as turma, tsf.id as turma_id,
          null::int as presentes, tsf.agendados, null::float8 as nota,
          (select count(*) from insc where insc.turma_id = tsf.id)::int as inscricoes,
          null as trabalho, null::int as chamada_id, tsf.inicio as quando, count(*) over ()::int as total
        from tsf order by tsf.inicio desc, tsf.id ${pagina}`),
    );
  }
  const condicao = {
    inscricoes: sql`true`,
    concluintes: sql`b.encerrada`,
    frequencia: ATINGIU,
    certificados: sql`b.certificado`,
    avaliacoes: sql`b.avaliou`,
  }[indicador];
  const quando = indicador === 'certificados' ? sql`b.emitido_em` : indicador === 'avaliacoes' ? sql`b.avaliada_em` : sql`ts.inicio`;
  return linhas<LinhaDetalheBruta>(
    await db.execute(sql`
      ${ctes(f)}
      select 'i' || b.id as chave, b.pessoa, un.nome as unidade, ts.titulo as evento, ts.nome as turma, b.turma_id,
        b.presentes, b.agendados, ${indicador === 'avaliacoes' ? sql`b.media` : sql`null::float8`} as nota, null::int as inscricoes,
        null as trabalho, null::int as chamada_id, ${quando} as quando, count(*) over ()::int as total
      from base b join ts on ts.id = b.turma_id left join unidades un on un.id = b.unidade_id
      where ${condicao}
      order by lower(b.pessoa), b.id ${pagina}`),
  );
}
