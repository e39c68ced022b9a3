/** Regras e constantes de eventos e inscrições (DESIGN §5, reference §3.2–§3.3). */

export const TIPOS_EVENTO = ['Curso', 'Oficina', 'Palestra', 'Seminário', 'Simpósio', 'Congresso', 'Outros'] as const;
export type TipoEvento = (typeof TIPOS_EVENTO)[number];

/** Só congressos admitem inscrição em mais de uma turma do mesmo evento. */
export function permiteVariasTurmas(tipo: TipoEvento): boolean {
  return tipo === 'Congresso';
}

/**
 * Restrição de um evento (uma regra só, para publicar, listar e inscrever):
 * - `servidores`: quem tem registro funcional no perfil;
 * - `lista_registros`: quem tem um dos registros da lista;
 * - `cargos`: quem tem um dos cargos; `unidades`: quem é de uma das unidades.
 * Sem restrição (`null`), qualquer pessoa com conta.
 */
export const MODOS_RESTRICAO = ['servidores', 'lista_registros', 'cargos', 'unidades'] as const;
export type ModoRestricao = (typeof MODOS_RESTRICAO)[number];
export const ROTULO_RESTRICAO: Record<ModoRestricao, string> = {
  servidores: 'Servidores com registro',
  lista_registros: 'Lista de registros',
  cargos: 'Cargos',
  unidades: 'Unidades',
};

/** Registro funcional: 6 dígitos. Uma lista aceita até 5000. */
export const REGISTRO_DIGITOS = 6;
export const MAX_REGISTROS_LISTA = 5000;

/**
 * Registros de um texto colado (planilha, CSV, e-mail): toda sequência de dígitos (pontos e traços
 * de máscara como `12.345-6` contam como parte da sequência) de exatamente 6 dígitos é um registro;
 * sequências mais longas são cortadas em blocos de 6; blocos incompletos são ignorados. Sem repetição,
 * na ordem em que aparecem.
 */
export function extrairRegistros(texto: string): string[] {
  const vistos = new Set<string>();
  for (const bruto of texto.match(/\d[\d.-]*\d|\d/g) ?? []) {
    const digitos = bruto.replace(/\D/g, '');
    for (let i = 0; i + REGISTRO_DIGITOS <= digitos.length; i += REGISTRO_DIGITOS) vistos.add(digitos.slice(i, i + REGISTRO_DIGITOS));
  }
  return [...vistos];
}

/** Limites de texto e de números do cadastro de eventos. */
export const LIMITES_EVENTO = {
  titulo: 200,
  descricao: 5000,
  local: 200,
  publicoAlvo: 300,
  nomeTurma: 200,
  vagasMax: 10_000,
  turmasMax: 50,
  encontrosMax: 120,
  pessoasPorTurmaMax: 20,
  assinantesMax: 3,
  motivo: 500,
} as const;

/** Folder (imagem) e programação (PDF) de um evento. */
export const ARQUIVOS_EVENTO = {
  folder: { maxBytes: 2 * 1024 * 1024 },
  programacao: { maxBytes: 15 * 1024 * 1024 },
} as const;

export const STATUS_INSCRICAO = ['confirmada', 'em_espera', 'cancelada'] as const;
export type StatusInscricao = (typeof STATUS_INSCRICAO)[number];
export const ROTULO_INSCRICAO: Record<StatusInscricao, string> = {
  confirmada: 'Confirmada',
  em_espera: 'Lista de espera',
  cancelada: 'Cancelada',
};
