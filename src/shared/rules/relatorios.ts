/**
 * O catálogo dos relatórios customizados (issue 21): para cada assunto, a lista FECHADA de campos que a
 * administração pode escolher como coluna, filtro, agrupamento ou total. O cliente manda só as chaves
 * daqui; o servidor traduz cada chave para a expressão SQL que ele mesmo guarda (nunca SQL nem nome de
 * coluna vindos de fora). A tela usa o mesmo catálogo para montar as listas.
 */
import { ROTULO_TIPO, ROTULO_STATUS_CERTIFICADO, STATUS_CERTIFICADO, TIPOS_CERTIFICADO, ORIGENS_CERTIFICADO } from './certificado.ts';
import { ROTULO_DECISAO, ROTULO_STATUS_SUBMISSAO, STATUS_SUBMISSAO, DECISOES } from './chamadas.ts';
import { ROTULO_INSCRICAO, STATUS_INSCRICAO, TIPOS_EVENTO } from './eventos.ts';
import { PERIODOS, ROTULO_PERIODO, ROTULO_STATUS_RESERVA, STATUS_RESERVA } from './salas.ts';
import { DEPARTAMENTOS, MODALIDADES, ROTULO_MODALIDADE, ROTULO_STATUS_SOLICITACAO, STATUS_SOLICITACAO } from './solicitacoes-curso.ts';

export const ASSUNTOS = ['pessoas', 'inscricoes', 'presencas', 'avaliacoes', 'certificados', 'reservas', 'solicitacoes', 'trabalhos'] as const;
export type Assunto = (typeof ASSUNTOS)[number];

export const TIPOS_CAMPO = ['texto', 'numero', 'data', 'booleano', 'enum', 'referencia'] as const;
export type TipoCampo = (typeof TIPOS_CAMPO)[number];

/** O que uma `referencia` aponta: o filtro compara o código (id); a coluna mostra o nome. */
export type Referencia = 'evento' | 'turma' | 'unidade' | 'cargo';

export const OPERADORES = ['igual', 'diferente', 'contem', 'maior_ou_igual', 'menor_ou_igual', 'em'] as const;
export type Operador = (typeof OPERADORES)[number];

export const ROTULO_OPERADOR: Record<Operador, string> = {
  igual: 'é igual a',
  diferente: 'é diferente de',
  contem: 'contém',
  maior_ou_igual: 'a partir de (≥)',
  menor_ou_igual: 'até (≤)',
  em: 'é um de',
};

/** Operadores permitidos por tipo de campo. */
export const OPERADORES_POR_TIPO: Record<TipoCampo, readonly Operador[]> = {
  texto: ['igual', 'diferente', 'contem'],
  numero: ['igual', 'diferente', 'maior_ou_igual', 'menor_ou_igual'],
  data: ['igual', 'maior_ou_igual', 'menor_ou_igual'],
  booleano: ['igual'],
  enum: ['igual', 'diferente', 'em'],
  referencia: ['igual', 'em'],
};

export interface Opcao {
  valor: string;
  rotulo: string;
}

export interface CampoRelatorio {
  chave: string;
  rotulo: string;
  tipo: TipoCampo;
  opcoes?: readonly Opcao[];
  referencia?: Referencia;
  filtravel: boolean;
  agrupavel: boolean;
  /** Número que admite soma e média nos totais. */
  somavel: boolean;
  /** CPF: mascarado salvo pedido explícito (`mostrar_cpf`), e o pedido é auditado. */
  cpf?: boolean;
}

export interface AssuntoRelatorio {
  chave: Assunto;
  rotulo: string;
  descricao: string;
  /** O campo de data ao qual o período (de/até) se aplica. */
  campoDoPeriodo: string;
  /** Colunas marcadas ao escolher o assunto. */
  padrao: readonly string[];
  campos: readonly CampoRelatorio[];
}

const opcoes = <T extends string>(valores: readonly T[], rotulos?: Record<T, string>): Opcao[] =>
  valores.map((v) => ({ valor: v, rotulo: rotulos?.[v] ?? v }));

type Def = Omit<CampoRelatorio, 'filtravel' | 'agrupavel' | 'somavel'> & Partial<Pick<CampoRelatorio, 'filtravel' | 'agrupavel' | 'somavel'>>;
const campo = (d: Def): CampoRelatorio => ({
  filtravel: d.tipo !== 'texto' || !d.cpf,
  agrupavel: ['enum', 'referencia', 'booleano', 'data'].includes(d.tipo),
  somavel: false,
  ...d,
});
const id = (rotulo = 'Código') => campo({ chave: 'id', rotulo, tipo: 'numero', agrupavel: false });
const texto = (chave: string, rotulo: string, extra: Partial<Def> = {}) => campo({ chave, rotulo, tipo: 'texto', ...extra });
const data = (chave: string, rotulo: string) => campo({ chave, rotulo, tipo: 'data' });
const ref = (chave: Referencia, rotulo: string) => campo({ chave, rotulo, tipo: 'referencia', referencia: chave });
const numero = (chave: string, rotulo: string) => campo({ chave, rotulo, tipo: 'numero', somavel: true, agrupavel: false });
const enumerado = (chave: string, rotulo: string, o: Opcao[]) => campo({ chave, rotulo, tipo: 'enum', opcoes: o });
const booleano = (chave: string, rotulo: string) => campo({ chave, rotulo, tipo: 'booleano' });
const cpf = () => campo({ chave: 'cpf', rotulo: 'CPF', tipo: 'texto', cpf: true, filtravel: false, agrupavel: false });

const METODOS_PRESENCA: Opcao[] = [
  { valor: 'qr', rotulo: 'QR Code' },
  { valor: 'qr-ao-vivo', rotulo: 'QR Code ao vivo' },
  { valor: 'manual', rotulo: 'Lista manual' },
  { valor: 'administrador', rotulo: 'Administração' },
];

/** As 12 notas obrigatórias da avaliação (1 a 5). */
export const NOTAS_DA_AVALIACAO = [
  ['divulgacao_evento', 'Divulgação do evento'],
  ['recepcao', 'Recepção'],
  ['credenciamento', 'Credenciamento'],
  ['material_apoio', 'Material de apoio'],
  ['pontualidade', 'Pontualidade'],
  ['sinalizacao_local', 'Sinalização do local'],
  ['conteudo_temas', 'Conteúdo e temas'],
  ['desempenho_instrutor', 'Desempenho do instrutor'],
  ['estrutura_local', 'Estrutura do local'],
  ['acessibilidade', 'Acessibilidade'],
  ['limpeza', 'Limpeza'],
  ['inscricao_online', 'Inscrição on-line'],
] as const;

const pessoa = [texto('pessoa', 'Pessoa'), cpf(), texto('email', 'E-mail'), ref('cargo', 'Cargo')];
const doEvento = [ref('evento', 'Evento'), ref('turma', 'Turma'), ref('unidade', 'Unidade do evento')];

export const CATALOGO: Record<Assunto, AssuntoRelatorio> = {
  pessoas: {
    chave: 'pessoas', rotulo: 'Pessoas', descricao: 'As contas cadastradas, com cargo e unidade.',
    campoDoPeriodo: 'criado_em', padrao: ['nome', 'email', 'cargo', 'unidade'],
    campos: [
      id(), texto('nome', 'Nome'), cpf(), texto('email', 'E-mail'), texto('registro', 'Registro funcional'), ref('cargo', 'Cargo'),
      ref('unidade', 'Unidade'), booleano('ativo', 'Conta ativa'), data('data_nascimento', 'Data de nascimento'), data('criado_em', 'Cadastrada em'),
    ],
  },
  inscricoes: {
    chave: 'inscricoes', rotulo: 'Inscrições', descricao: 'Uma linha por inscrição em turma.',
    campoDoPeriodo: 'criada_em', padrao: ['pessoa', 'evento', 'turma', 'status', 'criada_em'],
    campos: [
      id(), ...pessoa, ...doEvento, enumerado('tipo_evento', 'Tipo do evento', opcoes(TIPOS_EVENTO)),
      enumerado('status', 'Situação', opcoes(STATUS_INSCRICAO, ROTULO_INSCRICAO)), data('criada_em', 'Inscrita em'),
      data('confirmada_em', 'Confirmada em'), data('cancelada_em', 'Cancelada em'), numero('carga_horaria', 'Carga horária da turma (h)'),
    ],
  },
  presencas: {
    chave: 'presencas', rotulo: 'Presenças', descricao: 'Um registro por pessoa e dia de turma.',
    campoDoPeriodo: 'data', padrao: ['pessoa', 'evento', 'turma', 'data', 'presente'],
    campos: [id(), ...pessoa, ...doEvento, data('data', 'Dia'), booleano('presente', 'Presente'), enumerado('metodo', 'Como foi registrada', METODOS_PRESENCA)],
  },
  avaliacoes: {
    chave: 'avaliacoes', rotulo: 'Avaliações', descricao: 'As avaliações de turma respondidas (notas de 1 a 5).',
    campoDoPeriodo: 'criada_em', padrao: ['evento', 'turma', 'conteudo_temas', 'desempenho_instrutor'],
    campos: [id(), ...pessoa, ...doEvento, data('criada_em', 'Respondida em'), ...NOTAS_DA_AVALIACAO.map(([c, r]) => numero(c, r))],
  },
  certificados: {
    chave: 'certificados', rotulo: 'Certificados', descricao: 'Os certificados emitidos, cancelados e substituídos.',
    campoDoPeriodo: 'emitido_em', padrao: ['nome', 'curso', 'tipo', 'status', 'emitido_em'],
    campos: [
      id(), texto('codigo', 'Código de validação'), texto('nome', 'Nome no certificado'), texto('curso', 'Curso'), ...doEvento,
      enumerado('tipo', 'Tipo', opcoes(TIPOS_CERTIFICADO, ROTULO_TIPO)),
      enumerado('origem', 'Origem', opcoes(ORIGENS_CERTIFICADO, { evento: 'Evento', avulso: 'Avulso', chamada: 'Chamada de trabalhos' })),
      enumerado('status', 'Situação', opcoes(STATUS_CERTIFICADO, ROTULO_STATUS_CERTIFICADO)), numero('carga_horaria', 'Carga horária (h)'),
      data('emitido_em', 'Emitido em'),
    ],
  },
  reservas: {
    chave: 'reservas', rotulo: 'Reservas de salas', descricao: 'Pedidos, reservas e bloqueios das salas.',
    campoDoPeriodo: 'data', padrao: ['sala', 'data', 'periodo', 'status', 'solicitante'],
    campos: [
      id(), texto('sala', 'Sala'), data('data', 'Dia'), enumerado('periodo', 'Período', opcoes(PERIODOS, ROTULO_PERIODO)),
      enumerado('status', 'Situação', opcoes(STATUS_RESERVA, ROTULO_STATUS_RESERVA)), numero('qtd_pessoas', 'Pessoas'),
      texto('finalidade', 'Finalidade'), booleano('coffee_break', 'Coffee break'), texto('solicitante', 'Solicitante'), data('criado_em', 'Pedida em'),
    ],
  },
  solicitacoes: {
    chave: 'solicitacoes', rotulo: 'Solicitações de curso', descricao: 'Os pedidos de curso e sua situação.',
    campoDoPeriodo: 'criado_em', padrao: ['titulo', 'autor', 'status', 'criado_em'],
    campos: [
      id(), texto('titulo', 'Título'), texto('autor', 'Solicitante'), enumerado('tipo', 'Tipo', opcoes(TIPOS_EVENTO)),
      enumerado('modalidade', 'Modalidade', opcoes(MODALIDADES, ROTULO_MODALIDADE)), enumerado('departamento', 'Departamento', opcoes(DEPARTAMENTOS)),
      ref('unidade', 'Unidade'), enumerado('status', 'Situação', opcoes(STATUS_SOLICITACAO, ROTULO_STATUS_SOLICITACAO)),
      numero('carga_horaria', 'Carga horária (h)'), data('enviada_em', 'Enviada em'), data('criado_em', 'Criada em'),
    ],
  },
  trabalhos: {
    chave: 'trabalhos', rotulo: 'Trabalhos (submissões)', descricao: 'Os trabalhos das chamadas, com notas e decisão.',
    campoDoPeriodo: 'submetida_em', padrao: ['titulo', 'autor', 'chamada', 'status', 'nota_final'],
    campos: [
      id(), texto('titulo', 'Título'), texto('autor', 'Autor(a)'), texto('chamada', 'Chamada'),
      enumerado('status', 'Situação', opcoes(STATUS_SUBMISSAO, ROTULO_STATUS_SUBMISSAO)), enumerado('decisao', 'Decisão', opcoes(DECISOES, ROTULO_DECISAO)),
      numero('nota_escrita', 'Nota escrita'), numero('nota_oral', 'Nota oral'), numero('nota_final', 'Nota final'),
      booleano('divergente', 'Pareceres divergentes'), data('submetida_em', 'Enviado em'),
    ],
  },
};

export function campoDe(assunto: Assunto, chave: string): CampoRelatorio | undefined {
  return CATALOGO[assunto].campos.find((c) => c.chave === chave);
}

/** `12345678901` → `***.456.789-**` (só os seis dígitos do meio, como no certificado). */
export function mascararCpf(cpf: string | null): string | null {
  if (cpf === null) return null;
  const d = cpf.replace(/\D/g, '');
  return d.length === 11 ? `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**` : '***';
}

/** `12345678901` → `123.456.789-01`. */
export function formatarCpfCompleto(cpf: string | null): string | null {
  if (cpf === null) return null;
  const d = cpf.replace(/\D/g, '');
  return d.length === 11 ? `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}` : cpf;
}

/** Chave do total na prévia e nas planilhas: `soma:carga_horaria`, `media:nota_final`. */
export const FUNCOES_DE_TOTAL = ['soma', 'media'] as const;
export type FuncaoDeTotal = (typeof FUNCOES_DE_TOTAL)[number];
export const ROTULO_FUNCAO: Record<FuncaoDeTotal, string> = { soma: 'Soma', media: 'Média' };
export const FREQUENCIAS = ['semanal', 'mensal'] as const;
export type Frequencia = (typeof FREQUENCIAS)[number];
export const ROTULO_FREQUENCIA: Record<Frequencia, string> = { semanal: 'Semanal (toda segunda-feira)', mensal: 'Mensal (dia 1º)' };
