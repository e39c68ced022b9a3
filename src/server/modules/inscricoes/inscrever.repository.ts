/**
 * Os comandos do caminho quente da inscrição (issue 22): a leitura de tudo o que a regra confere e a
 * gravação que confere a versão das inscrições da pessoa, toma a vaga, grava a inscrição e, confirmada, a
 * notificação e o e-mail (na entrada da fila). Sem transação aberta pelo servidor no caso comum: cada
 * comando é a sua transação, e a gravação, um comando só, ou grava tudo ou nada.
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
  /** `versao`: a de `inscricoes_versoes` no instantâneo desta leitura (a gravação confere). */
  pessoa: { nome: string; email: string; registro: string | null; cargoId: number | null; unidadeId: number | null; versao: number } | null;
  /** Encontros da turma, por data. */
  datas: Encontro[];
  instrutor: boolean;
  /**
   * As inscrições ativas da pessoa que a regra pode usar: as do mesmo evento e as de turmas com encontro
   * num dos dias desta (um conflito de horário só acontece no mesmo dia).
   */
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

const ENCONTROS_JSON = sql.raw(`json_build_object('data', d.data, 'horario_inicio', d.horario_inicio, 'horario_fim', d.horario_fim) order by d.data`);
/** Instantes como milissegundos (número no JSON, sem depender do formato de data da sessão). */
const MS = (coluna: string) => sql.raw(`floor(extract(epoch from ${coluna}) * 1000)`);

const LEITURA = montar(sql`
    select json_build_object(
      'turma', json_build_object(
        'id', t.id, 'nome', t.nome, 'vagas', t.vagas, 'confirmadas', t.confirmadas, 'inicio', ${MS('t.inicio')}, 'fim', ${MS('t.fim')},
        'dataInicio', t.data_inicio, 'dataFim', t.data_fim, 'cargaHoraria', t.carga_horaria, 'eventoId', e.id, 'titulo', e.titulo,
        'tipo', e.tipo, 'local', e.local, 'publicado', e.publicado, 'restricao', e.restricao),
      'pessoa', (select json_build_object('nome', u.nome, 'email', u.email, 'registro', u.registro, 'cargoId', u.cargo_id, 'unidadeId', u.unidade_id,
                                         'versao', coalesce((select v.versao from inscricoes_versoes v where v.usuario_id = u.id), 0))
                 from usuarios u where u.id = ${p('usuario')}::int),
      'datas', coalesce((select json_agg(${ENCONTROS_JSON}) from datas_turma d where d.turma_id = t.id), '[]'::json),
      'instrutor', exists (select 1 from turma_instrutores ti where ti.turma_id = t.id and ti.usuario_id = ${p('usuario')}::int),
      'ativas', coalesce((
        select json_agg(json_build_object(
          'id', i.id, 'status', i.status, 'turmaId', i.turma_id, 'eventoId', i.evento_id, 'turma', ot.nome, 'evento', oe.titulo,
          'datas', coalesce((select json_agg(${ENCONTROS_JSON}) from datas_turma d where d.turma_id = i.turma_id), '[]'::json)))
        from inscricoes i join turmas ot on ot.id = i.turma_id join eventos oe on oe.id = i.evento_id
        where i.usuario_id = ${p('usuario')}::int and i.status <> 'cancelada'
          -- só as que a regra pode usar: do mesmo evento, ou com algum encontro num dia da turma pedida
          and (i.evento_id = e.id or exists (
            select 1 from datas_turma d2 join datas_turma d1 on d1.data = d2.data and d1.turma_id = t.id where d2.turma_id = i.turma_id))
      ), '[]'::json),
      'restricao', case when e.restricao is null then null else json_build_object(
        'registros', coalesce((select json_agg(er.registro) from evento_registros er join usuarios u on u.id = ${p('usuario')}::int
                               where er.evento_id = e.id and er.registro = u.registro), '[]'::json),
        'cargos', coalesce((select json_agg(json_build_object('id', c.id, 'nome', c.nome))
                            from evento_cargos ec join cargos c on c.id = ec.cargo_id where ec.evento_id = e.id), '[]'::json),
        'unidades', coalesce((select json_agg(json_build_object('id', un.id, 'nome', un.sigla))
                              from evento_unidades eu join unidades un on un.id = eu.unidade_id where eu.evento_id = e.id), '[]'::json)) end
    ) as r
    from turmas t join eventos e on e.id = t.evento_id
    where t.id = ${p('turma')}::int`);
const TRAVA_DA_PESSOA = montar(sql`
    insert into inscricoes_versoes as v (usuario_id, versao) values (${p('usuario')}::int, 0)
    on conflict (usuario_id) do update set versao = v.versao
    returning v.versao`);

/**
 * Trava a versão das inscrições da pessoa até o fim da transação (criando a linha, se é a primeira vez):
 * espera qualquer inscrição dela em andamento, e nenhuma outra grava até o COMMIT. Só dentro de uma
 * transação, antes de `contextoDaInscricao` (que então vê tudo o que elas gravaram).
 */
export async function travarPessoa(tx: Db, usuarioId: number): Promise<void> {
  await executarPreparada(tx, 'inscricao_travar_pessoa', TRAVA_DA_PESSOA, { usuario: usuarioId });
}

/**
 * Lê, num comando, tudo o que a inscrição confere: turma e evento, a pessoa (com a versão das inscrições
 * dela), os encontros, se a pessoa é instrutora da turma, as inscrições ativas dela (com os encontros de
 * cada uma) e, havendo restrição, o que ela precisa. Sem trava: a gravação confere a versão da pessoa e
 * decide a vaga. Nulo quando a turma não existe.
 */
export async function contextoDaInscricao(db: Db, turmaId: number, usuarioId: number): Promise<ContextoDaInscricao | null> {
  const r = await executarPreparada(db, 'inscricao_contexto', LEITURA, { turma: turmaId, usuario: usuarioId });
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
  /** A versão das inscrições da pessoa que a leitura viu (e a regra conferiu com as ativas de então). */
  versaoLida: number;
  /** Sem vaga: falso → não grava nada (`'lotada'`); verdadeiro → grava na lista de espera. */
  permitirEspera: boolean;
  /** Gravados no mesmo comando se (e só se) a inscrição sair confirmada: a notificação no app e o e-mail. */
  seConfirmada: {
    notificacao: { usuarioId: number; tipo: string; titulo: string; mensagem: string; link: string | null };
    /** A tarefa do e-mail já conferida (`Fila.paraEntrada`), para a entrada da fila. */
    email: { tipo: string; dados: string };
  };
}

const GRAVACAO = montar(sql`
    with pessoa as (
      -- a versão das inscrições da pessoa ainda é a lida: nenhuma inscrição dela foi gravada desde a leitura.
      -- A linha fica travada até o COMMIT; se outra inscrição dela a trava, esta espera e o ON CONFLICT confere
      -- a versão confirmada: mudou → nada é gravado e a leitura é refeita
      insert into inscricoes_versoes as v (usuario_id, versao) values (${p('usuario')}::int, 1)
      on conflict (usuario_id) do update set versao = v.versao + 1 where v.versao = ${p('versao')}::int
      returning v.usuario_id as id
    ), trava as (
      select t.confirmadas, t.vagas from turmas t, pessoa where t.id = ${p('turma')}::int for update of t
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
             case when vaga.id is null then 'em_espera' else 'confirmada' end, ${p('exclusiva')}::boolean,
             -- com espera (turma travada por quem chama antes deste comando, que então vê todas as chegadas):
             -- nunca antes da última chegada, para a ordem da espera ser a ordem em que a trava foi obtida
             case when ${p('espera')}::boolean
               then greatest(${p('agora')}::timestamptz, (select max(i.criada_em) from inscricoes i where i.turma_id = ${p('turma')}::int))
               else ${p('agora')}::timestamptz end,
             case when vaga.id is null then null else ${p('agora')}::timestamptz end
      from trava left join vaga on true
      where vaga.id is not null or ${p('espera')}::boolean
      returning id, status, criada_em
    ), aviso as (
      insert into notificacoes (usuario_id, tipo, titulo, mensagem, link)
      select ${p('usuario')}::int, ${p('tipo')}::text, ${p('titulo')}::text, ${p('mensagem')}::text, ${p('link')}::text
      from nova where nova.status = 'confirmada'
    ), email as (
      insert into tarefas_a_enfileirar (tipo, dados)
      select ${p('tarefa')}::text, ${p('email')}::jsonb from nova where nova.status = 'confirmada'
    )
    select exists (select 1 from pessoa) as ok, exists (select 1 from trava) as turma, nova.id, nova.status,
           ${MS('nova.criada_em')} as criada_em
    from (select 1) as um left join nova on true`);

/**
 * Num comando só: confere que a versão das inscrições da pessoa é a lida (senão devolve `'reler'` sem
 * gravar nada), trava a linha da turma (e lê as vagas dela já depois de qualquer inscrição ou cancelamento
 * que a segurava), toma uma vaga se houver, grava a inscrição (confirmada ou, se `permitirEspera`, na
 * espera — com a turma já travada por quem chama; senão `'lotada'`) e, confirmada, a notificação e o e-mail. As travas da pessoa e da turma valem
 * até o COMMIT: inscrições, cancelamentos e a chamada da fila de espera da turma seguem em fila. Nulo se
 * a turma não existe mais.
 */
export async function gravarInscricao(
  db: Db,
  v: NovaInscricao,
): Promise<{ id: number; status: 'confirmada' | 'em_espera'; criadaEm: Date } | 'reler' | 'lotada' | null> {
  const n = v.seConfirmada.notificacao;
  const r = await executarPreparada(db, 'inscricao_gravar', GRAVACAO, {
    turma: v.turmaId,
    evento: v.eventoId,
    usuario: v.usuarioId,
    versao: v.versaoLida,
    exclusiva: v.exclusiva,
    agora: v.agora.toISOString(),
    espera: v.permitirEspera,
    tipo: n.tipo,
    titulo: n.titulo,
    mensagem: n.mensagem,
    link: n.link,
    tarefa: v.seConfirmada.email.tipo,
    email: v.seConfirmada.email.dados,
  });
  const [l] = linhas<{ ok: boolean; turma: boolean; id: number | string | null; status: 'confirmada' | 'em_espera' | null; criada_em: number | string | null }>(r);
  if (!l?.ok) return 'reler';
  if (!l.turma) return null;
  return l.id !== null && l.status ? { id: Number(l.id), status: l.status, criadaEm: new Date(Number(l.criada_em)) } : 'lotada';
}
