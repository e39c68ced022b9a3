/**
 * Os dois comandos do caminho quente da inscrição (issue 22): a trava da pessoa com a leitura de tudo o
 * que a regra confere, e a gravação que toma a vaga, grava a inscrição e (se confirmada) a notificação.
 * Cada ida e volta ao banco custa, e a linha da turma fica travada só da gravação até o COMMIT.
 *
 * São consultas preparadas com nome (montadas uma vez, aqui): o PostgreSQL analisa cada uma uma vez por
 * conexão e, depois de algumas execuções, reaproveita o plano; sem nome, cada pedido pagaria de novo a
 * análise e o planejamento (medido: perto de metade da CPU do PostgreSQL na inscrição).
 */
import { sql, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Encontro } from '#shared/rules/cronograma.ts';
import type { ModoRestricao, TipoEvento } from '#shared/rules/eventos.ts';
import type { Db } from '../../db/client.ts';

/** Inscrição ativa (confirmada ou em espera) da pessoa, com turma, evento e encontros. */
export interface AtivaComEncontros {
  id: number;
  status: 'confirmada' | 'em_espera';
  turmaId: number;
  eventoId: number;
  turma: string;
  evento: string;
  datas: Encontro[];
}

export interface TurmaDaInscricao {
  id: number;
  nome: string;
  vagas: number;
  confirmadas: number;
  inicio: Date;
  fim: Date;
  dataInicio: string;
  dataFim: string;
  cargaHoraria: number;
  eventoId: number;
  titulo: string;
  tipo: TipoEvento;
  local: string;
  publicado: boolean;
  restricao: ModoRestricao | null;
}

export interface ContextoDaInscricao {
  turma: TurmaDaInscricao;
  pessoa: { nome: string; email: string; registro: string | null; cargoId: number | null; unidadeId: number | null } | null;
  /** Encontros da turma, por data. */
  datas: Encontro[];
  instrutor: boolean;
  ativas: AtivaComEncontros[];
  /** Só quando o evento tem restrição: o registro da pessoa se está na lista, e os cargos e unidades aceitos. */
  restricao: { registros: string[]; cargos: { id: number; nome: string }[]; unidades: { id: number; nome: string }[] } | null;
}

/** As linhas de um `execute` (o PGlite e o node-postgres devolvem `{ rows }`). */
function linhas<T>(r: unknown): T[] {
  return (Array.isArray(r) ? r : (r as { rows: T[] }).rows) as T[];
}

/** SQL com marcadores (`sql.placeholder`) → texto e parâmetros, uma vez (o SQL aqui não cita colunas do esquema). */
const montar = (consulta: SQL): Query => new PgDialect().sqlToQuery(consulta);

/** Executa uma consulta montada como comando preparado com nome, na conexão (ou transação) de `db`. */
function executarPreparada(db: Db, nome: string, consulta: Query, valores: Record<string, unknown>): Promise<unknown> {
  return db._.session.prepareQuery(consulta, undefined, nome, false).execute(valores);
}

const p = (nome: string) => sql.placeholder(nome);

/** Chave das travas consultivas de inscrição (por pessoa): a mesma pessoa se inscreve uma vez por vez. */
const TRAVA_PESSOA = 7302;

const ENCONTROS_JSON = sql.raw(`json_build_object('data', d.data, 'horario_inicio', d.horario_inicio, 'horario_fim', d.horario_fim) order by d.data`);
/** Instantes como milissegundos (número no JSON, sem depender do formato de data da sessão). */
const MS = (coluna: string) => sql.raw(`floor(extract(epoch from ${coluna}) * 1000)`);

const LEITURA = montar(sql`
    select json_build_object(
      'turma', json_build_object(
        'id', t.id, 'nome', t.nome, 'vagas', t.vagas, 'confirmadas', t.confirmadas, 'inicio', ${MS('t.inicio')}, 'fim', ${MS('t.fim')},
        'dataInicio', t.data_inicio, 'dataFim', t.data_fim, 'cargaHoraria', t.carga_horaria, 'eventoId', e.id, 'titulo', e.titulo,
        'tipo', e.tipo, 'local', e.local, 'publicado', e.publicado, 'restricao', e.restricao),
      'pessoa', (select json_build_object('nome', u.nome, 'email', u.email, 'registro', u.registro, 'cargoId', u.cargo_id, 'unidadeId', u.unidade_id)
                 from usuarios u where u.id = ${p('usuario')}::int),
      'datas', coalesce((select json_agg(${ENCONTROS_JSON}) from datas_turma d where d.turma_id = t.id), '[]'::json),
      'instrutor', exists (select 1 from turma_instrutores ti where ti.turma_id = t.id and ti.usuario_id = ${p('usuario')}::int),
      'ativas', coalesce((
        select json_agg(json_build_object(
          'id', i.id, 'status', i.status, 'turmaId', i.turma_id, 'eventoId', i.evento_id, 'turma', ot.nome, 'evento', oe.titulo,
          'datas', coalesce((select json_agg(${ENCONTROS_JSON}) from datas_turma d where d.turma_id = i.turma_id), '[]'::json)))
        from inscricoes i join turmas ot on ot.id = i.turma_id join eventos oe on oe.id = i.evento_id
        where i.usuario_id = ${p('usuario')}::int and i.status <> 'cancelada'), '[]'::json),
      'restricao', case when e.restricao is null then null else json_build_object(
        'registros', coalesce((select json_agg(er.registro) from evento_registros er join usuarios u on u.id = ${p('usuario')}::int
                               where er.evento_id = e.id and er.registro = u.registro), '[]'::json),
        'cargos', coalesce((select json_agg(json_build_object('id', c.id, 'nome', c.nome))
                            from evento_cargos ec join cargos c on c.id = ec.cargo_id where ec.evento_id = e.id), '[]'::json),
        'unidades', coalesce((select json_agg(json_build_object('id', un.id, 'nome', un.sigla))
                              from evento_unidades eu join unidades un on un.id = eu.unidade_id where eu.evento_id = e.id), '[]'::json)) end
    ) as r
    from (select pg_advisory_xact_lock(${sql.raw(String(TRAVA_PESSOA))}, ${p('usuario')}::int)) as trava_da_pessoa
    cross join turmas t join eventos e on e.id = t.evento_id
    where t.id = ${p('turma')}::int`);

/**
 * Trava a pessoa (até o fim da transação: duas inscrições dela não correm juntas) e lê, no mesmo comando,
 * tudo o que a inscrição confere: turma e evento, a pessoa, os encontros, se a pessoa é instrutora da
 * turma, as inscrições ativas dela (com os encontros de cada uma) e, havendo restrição, o que ela precisa.
 * Sem trava da turma: a vaga é decidida na gravação (`gravarInscricao`).
 *
 * A leitura usa o instantâneo do início do comando, de antes da trava: se outra inscrição da pessoa
 * confirmou enquanto esta esperava, ela não aparece aqui. Quem garante é a gravação, que confere (num
 * comando novo, com a trava já obtida) que não há inscrição ativa da pessoa fora das lidas; se houver,
 * não grava nada e pede a leitura de novo (que, com a trava, já vê tudo). Um comando a menos por
 * inscrição no caso comum. Nulo quando a turma não existe.
 */
export async function contextoDaInscricao(tx: Db, turmaId: number, usuarioId: number): Promise<ContextoDaInscricao | null> {
  const r = await executarPreparada(tx, 'inscricao_contexto', LEITURA, { turma: turmaId, usuario: usuarioId });
  const [l] = linhas<{ r: string | (Omit<ContextoDaInscricao, 'turma'> & { turma: Omit<TurmaDaInscricao, 'inicio' | 'fim'> & { inicio: number; fim: number } }) }>(r);
  if (!l) return null;
  const c = typeof l.r === 'string' ? JSON.parse(l.r) : l.r;
  return { ...c, turma: { ...c.turma, inicio: new Date(Number(c.turma.inicio)), fim: new Date(Number(c.turma.fim)) } };
}

export interface NovaInscricao {
  turmaId: number;
  eventoId: number;
  usuarioId: number;
  exclusiva: boolean;
  agora: Date;
  /** Ids das inscrições ativas da pessoa que a leitura viu (e a regra conferiu). */
  ativasLidas: readonly number[];
  /** A notificação no app, gravada no mesmo comando se (e só se) a inscrição sair confirmada. */
  notificacaoSeConfirmada: { usuarioId: number; tipo: string; titulo: string; mensagem: string; link: string | null };
}

const GRAVACAO = montar(sql`
    with guarda as (
      -- nenhuma inscrição ativa da pessoa além das que a leitura viu (o instantâneo deste comando é de
      -- depois da trava da pessoa: o que outra inscrição dela gravou antes já aparece)
      select not exists (
        select 1 from inscricoes i
        where i.usuario_id = ${p('usuario')}::int and i.status <> 'cancelada'
          and i.id <> all (select jsonb_array_elements_text(${p('ativas')}::jsonb)::int)
      ) as ok
    ), trava as (
      select t.confirmadas, t.vagas from turmas t, guarda where t.id = ${p('turma')}::int and guarda.ok for update of t
    ), vaga as (
      -- o valor vem da trava (lida depois de esperar por ela), nunca de turmas.confirmadas: a linha que o
      -- UPDATE lê é a do instantâneo do comando, talvez antiga, e o CHECK turmas_confirmadas_validas confere
      -- o valor calculado dela antes de o PostgreSQL achar a versão nova (visto no teste de concorrência:
      -- um cancelamento libera a vaga enquanto esta inscrição espera, e o UPDATE dava erro em vez de tomá-la)
      update turmas set confirmadas = trava.confirmadas + 1
      from trava where turmas.id = ${p('turma')}::int and trava.confirmadas < trava.vagas
      returning turmas.id
    ), nova as (
      insert into inscricoes (turma_id, evento_id, usuario_id, status, exclusiva, criada_em, confirmada_em)
      select ${p('turma')}::int, ${p('evento')}::int, ${p('usuario')}::int,
             case when vaga.id is null then 'em_espera' else 'confirmada' end, ${p('exclusiva')}::boolean, ${p('agora')}::timestamptz,
             case when vaga.id is null then null else ${p('agora')}::timestamptz end
      from trava left join vaga on true
      returning id, status
    ), aviso as (
      insert into notificacoes (usuario_id, tipo, titulo, mensagem, link)
      select ${p('usuario')}::int, ${p('tipo')}::text, ${p('titulo')}::text, ${p('mensagem')}::text, ${p('link')}::text
      from nova where nova.status = 'confirmada'
    )
    select guarda.ok, nova.id, nova.status from guarda left join nova on true`);

/**
 * Num comando só: confere que a leitura viu todas as inscrições ativas da pessoa (senão devolve
 * `'reler'` sem gravar nada), trava a linha da turma (e lê as vagas dela já depois de qualquer inscrição
 * ou cancelamento que a segurava), toma uma vaga se houver, grava a inscrição (confirmada ou na espera)
 * e, confirmada, a notificação. A trava da turma vale até o COMMIT: inscrições, cancelamentos e a
 * chamada da fila de espera da turma seguem em fila. Nulo se a turma não existe mais.
 */
export async function gravarInscricao(tx: Db, v: NovaInscricao): Promise<{ id: number; status: 'confirmada' | 'em_espera' } | 'reler' | null> {
  const n = v.notificacaoSeConfirmada;
  const r = await executarPreparada(tx, 'inscricao_gravar', GRAVACAO, {
    turma: v.turmaId,
    evento: v.eventoId,
    usuario: v.usuarioId,
    exclusiva: v.exclusiva,
    agora: v.agora.toISOString(),
    ativas: JSON.stringify(v.ativasLidas),
    tipo: n.tipo,
    titulo: n.titulo,
    mensagem: n.mensagem,
    link: n.link,
  });
  const [l] = linhas<{ ok: boolean; id: number | string | null; status: 'confirmada' | 'em_espera' | null }>(r);
  if (!l?.ok) return 'reler';
  return l.id !== null && l.status ? { id: Number(l.id), status: l.status } : null;
}
