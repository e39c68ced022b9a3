/**
 * O que vai para o log sem dados pessoais (LGPD, CONVENTIONS S6): URLs com a consulta filtrada e
 * erros sem os parâmetros das consultas SQL.
 */

/** Parâmetros de consulta cujo valor nunca é dado pessoal; os demais valores viram `***`. */
const PARAMETROS_LIVRES = new Set(['pagina', 'por_pagina', 'perfil', 'ativo', 'somente_nao_lidas', 'via', 'status', 'tipo', 'ordem', 'publicacao', 'situacao', 'de', 'ate', 'evento_id', 'turma_id']);
/** Nome de parâmetro com cara de nome de parâmetro; outro texto (um e-mail, um CPF) é mascarado também. */
const NOME_PARAMETRO_RE = /^[A-Za-z][A-Za-z0-9_.[\]-]{0,39}$/;

/**
 * URL para o log: os tokens de caminho (redefinição de senha, feed da agenda) e o valor de todo parâmetro de consulta
 * fora da lista de livres (busca, e-mail, token…) viram `***`.
 */
export function mascararUrl(url: string): string {
  const i = url.indexOf('?');
  const caminho = (i === -1 ? url : url.slice(0, i)).replace(/(\/redefinir-senha\/)[^/?#]+/, '$1***')
    .replace(/(\/api\/agenda\/ical\/)[^/?#]+/, '$1***');
  if (i === -1) return caminho;
  const consulta = url
    .slice(i + 1)
    .split('&')
    .map((par) => {
      const igual = par.indexOf('=');
      const nome = igual === -1 ? par : par.slice(0, igual);
      if (!NOME_PARAMETRO_RE.test(nome)) return '***';
      if (igual === -1 || PARAMETROS_LIVRES.has(nome)) return par;
      return `${nome}=***`;
    });
  return `${caminho}?${consulta.join('&')}`;
}

/** Propriedades de erro sem dados da requisição (as do PostgreSQL: código, restrição, tabela, coluna). */
const CAMPOS_SEGUROS = ['code', 'statusCode', 'severity', 'constraint', 'table', 'column', 'routine'] as const;
const SQLSTATE_RE = /^[0-9A-Z]{5}$/;
const PROFUNDIDADE_MAXIMA = 5;
/** Erro do PostgreSQL (pg e PGlite): código SQLSTATE e severidade. */
const ehErroDoBanco = (e: Record<string, unknown>) =>
  typeof e.code === 'string' && SQLSTATE_RE.test(e.code) && typeof e.severity === 'string';

type ErroSerializado = { type: string; message: string; stack: string; cause?: ErroSerializado } & Record<string, unknown>;

/**
 * Serializador `err` do pino. O DrizzleQueryError traz na mensagem e em `params` os valores da
 * consulta (nome, CPF, e-mail, hash da senha num cadastro que falhou), e o erro do PostgreSQL traz
 * valores em `detail` e às vezes na mensagem. Aqui ficam só: o tipo; a mensagem sem valores (as
 * primeiras palavras do SQL, ou a mensagem do PostgreSQL até o primeiro ": ", onde ele cita o
 * valor); o código SQLSTATE e os nomes de restrição/tabela/coluna; a pilha sem a mensagem original;
 * e a `cause`, pelo mesmo caminho.
 */
export function serializarErro(err: unknown, profundidade = 0): ErroSerializado {
  if (typeof err !== 'object' || err === null) {
    return { type: typeof err, message: '(valor lançado que não é um erro)', stack: '' };
  }
  const e = err as Record<string, unknown>;
  const type = (e.constructor as { name?: unknown } | undefined)?.name;
  // o PGlite entrega a classe minificada: erro com código SQLSTATE é sempre um erro do banco
  const tipo = ehErroDoBanco(e) ? 'DatabaseError' : typeof type === 'string' && type ? type : 'Error';
  const message = mensagemSegura(e);
  const out: ErroSerializado = { type: tipo, message, stack: pilhaSemMensagem(e, tipo, message) };
  for (const campo of CAMPOS_SEGUROS) {
    const v = e[campo];
    if (typeof v === 'string' || typeof v === 'number') out[campo] = v;
  }
  if (e.cause !== undefined && profundidade < PROFUNDIDADE_MAXIMA) out.cause = serializarErro(e.cause, profundidade + 1);
  return out;
}

function mensagemSegura(e: Record<string, unknown>): string {
  const mensagem = typeof e.message === 'string' ? e.message : '';
  if (ehErroDoBanco(e)) {
    // "invalid input syntax for type integer: "abc"": o valor vem depois do primeiro ": "
    return mensagem.split(': ')[0]!.split('\n')[0]!;
  }
  if (typeof e.query === 'string' && 'params' in e) return `Failed query: ${inicioDoSql(e.query)}`;
  return mensagem;
}

/** As primeiras palavras do SQL (comando e tabela), antes de qualquer literal entre aspas simples. */
function inicioDoSql(sql: string): string {
  const palavras = sql.split("'")[0]!.trim().split(/\s+/).slice(0, 4).join(' ');
  return `${palavras.slice(0, 80)} …`;
}

/** A pilha começa com `Nome: mensagem original`; troca esse trecho pela mensagem segura. */
function pilhaSemMensagem(e: Record<string, unknown>, tipo: string, mensagem: string): string {
  const pilha = typeof e.stack === 'string' ? e.stack : '';
  const cabecalho = `${String(e.name)}: ${String(e.message)}`;
  const resto = pilha.startsWith(cabecalho) ? pilha.slice(cabecalho.length) : pilha;
  const chamadas = resto.split('\n').filter((l) => /^\s+at /.test(l));
  return [`${tipo}: ${mensagem}`, ...chamadas].join('\n');
}
