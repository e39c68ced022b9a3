/**
 * A tradução do catálogo (`#shared/rules/relatorios.ts`) para SQL. Cada chave aponta para uma expressão
 * escrita aqui; nada que vem do cliente vira SQL — só escolhe entre estas expressões, e os valores dos
 * filtros entram como parâmetros. Datas de instantes (timestamptz) valem pelo dia de São Paulo.
 */
import { sql, type SQL } from 'drizzle-orm';
import { CATALOGO, NOTAS_DA_AVALIACAO, type Assunto } from '#shared/rules/relatorios.ts';

export interface ExpressaoDoCampo {
  /** O valor (coluna, filtro de texto/número/data, ordenação). */
  valor: SQL;
  /** Referência: o código comparado pelo filtro e usado no agrupamento. */
  codigo?: SQL;
}

export interface AssuntoSql {
  /** `FROM … JOIN …` do assunto (fixo). */
  origem: SQL;
  /** O identificador da linha (desempate da ordenação e chave da paginação por cursor). */
  id: SQL;
  campos: Record<string, ExpressaoDoCampo>;
}

const diaSp = (coluna: string): ExpressaoDoCampo => ({ valor: sql.raw(`((${coluna}) at time zone 'America/Sao_Paulo')::date`) });
const c = (expr: string): ExpressaoDoCampo => ({ valor: sql.raw(expr) });
const r = (valor: string, codigo: string): ExpressaoDoCampo => ({ valor: sql.raw(valor), codigo: sql.raw(codigo) });

const PESSOA = { pessoa: c('u.nome'), cpf: c('u.cpf'), email: c('u.email'), cargo: r('cg.nome', 'u.cargo_id') };
const DO_EVENTO = { evento: r('e.titulo', 'e.id'), turma: r('t.nome', 't.id'), unidade: r('un.nome', 'e.unidade_id') };
const JUNTA_PESSOA = 'join usuarios u on u.id = x.usuario_id left join cargos cg on cg.id = u.cargo_id';
const JUNTA_EVENTO = 'join turmas t on t.id = x.turma_id join eventos e on e.id = t.evento_id left join unidades un on un.id = e.unidade_id';

export const ASSUNTOS_SQL: Record<Assunto, AssuntoSql> = {
  pessoas: {
    origem: sql.raw('usuarios x left join cargos cg on cg.id = x.cargo_id left join unidades un on un.id = x.unidade_id'),
    id: sql.raw('x.id'),
    campos: {
      id: c('x.id'), nome: c('x.nome'), cpf: c('x.cpf'), email: c('x.email'), registro: c('x.registro'), cargo: r('cg.nome', 'x.cargo_id'),
      unidade: r('un.nome', 'x.unidade_id'), ativo: c('x.ativo'), data_nascimento: c('x.data_nascimento'), criado_em: diaSp('x.criado_em'),
    },
  },
  inscricoes: {
    origem: sql.raw(`inscricoes x ${JUNTA_PESSOA} ${JUNTA_EVENTO}`),
    id: sql.raw('x.id'),
    campos: {
      id: c('x.id'), ...PESSOA, ...DO_EVENTO, tipo_evento: c('e.tipo'), status: c('x.status'), criada_em: diaSp('x.criada_em'),
      confirmada_em: diaSp('x.confirmada_em'), cancelada_em: diaSp('x.cancelada_em'), carga_horaria: c('t.carga_horaria'),
    },
  },
  presencas: {
    origem: sql.raw(`presencas x ${JUNTA_PESSOA} ${JUNTA_EVENTO}`),
    id: sql.raw('x.id'),
    campos: { id: c('x.id'), ...PESSOA, ...DO_EVENTO, data: c('x.data'), presente: c('x.presente'), metodo: c('x.metodo') },
  },
  avaliacoes: {
    origem: sql.raw(`avaliacoes x ${JUNTA_PESSOA} ${JUNTA_EVENTO}`),
    id: sql.raw('x.id'),
    campos: { id: c('x.id'), ...PESSOA, ...DO_EVENTO, criada_em: diaSp('x.criada_em'), ...Object.fromEntries(NOTAS_DA_AVALIACAO.map(([k]) => [k, c(`x.${k}`)])) },
  },
  certificados: {
    origem: sql.raw('certificados x left join turmas t on t.id = x.turma_id left join eventos e on e.id = t.evento_id left join unidades un on un.id = e.unidade_id'),
    id: sql.raw('x.id'),
    campos: {
      id: c('x.id'), codigo: c('x.codigo'), nome: c('x.nome'), curso: c('x.curso'), ...DO_EVENTO, tipo: c('x.tipo'), origem: c('x.origem'),
      status: c('x.status'), carga_horaria: c('x.carga_horaria'), emitido_em: diaSp('x.emitido_em'),
    },
  },
  reservas: {
    origem: sql.raw('reservas_sala x join salas s on s.id = x.sala_id join usuarios u on u.id = x.solicitante_id'),
    id: sql.raw('x.id'),
    campos: {
      id: c('x.id'), sala: c('s.nome'), data: c('x.data'), periodo: c('x.periodo'), status: c('x.status'), qtd_pessoas: c('x.qtd_pessoas'),
      finalidade: c('x.finalidade'), coffee_break: c('x.coffee_break'), solicitante: c('u.nome'), criado_em: diaSp('x.criado_em'),
    },
  },
  solicitacoes: {
    origem: sql.raw('solicitacoes_curso x join usuarios u on u.id = x.autor_id left join unidades un on un.id = x.unidade_id'),
    id: sql.raw('x.id'),
    campos: {
      id: c('x.id'), titulo: c('x.titulo'), autor: c('u.nome'), tipo: c('x.tipo'), modalidade: c('x.modalidade'), departamento: c('x.departamento'),
      unidade: r('un.nome', 'x.unidade_id'), status: c('x.status'), carga_horaria: c('x.carga_horaria'), enviada_em: diaSp('x.enviada_em'),
      criado_em: diaSp('x.criado_em'),
    },
  },
  trabalhos: {
    origem: sql.raw('submissoes x join chamadas ch on ch.id = x.chamada_id join usuarios u on u.id = x.autor_id'),
    id: sql.raw('x.id'),
    campos: {
      id: c('x.id'), titulo: c('x.titulo'), autor: c('u.nome'), chamada: c('ch.titulo'), status: c('x.status'), decisao: c('x.decisao'),
      nota_escrita: c('x.nota_escrita'), nota_oral: c('x.nota_oral'), nota_final: c('x.nota_final'), divergente: c('x.divergente'),
      submetida_em: diaSp('x.submetida_em'),
    },
  },
};

/** Todo campo do catálogo compartilhado tem expressão aqui, e nada além deles (conferido em teste). */
export function camposSemExpressao(): string[] {
  return (Object.keys(CATALOGO) as Assunto[]).flatMap((a) =>
    CATALOGO[a].campos.filter((f) => !ASSUNTOS_SQL[a].campos[f.chave] || (f.tipo === 'referencia') !== Boolean(ASSUNTOS_SQL[a].campos[f.chave]!.codigo)).map((f) => `${a}.${f.chave}`),
  );
}
