/**
 * Regras do agendamento de salas (DESIGN §5, issue 10): períodos, situações, janela de reserva,
 * janela de confirmação de uso, recorrência das reservas diretas e os feriados nacionais. Uma
 * implementação só, usada pelo servidor (que decide) e pelas telas (que mostram o mesmo).
 * Datas são `AAAA-MM-DD` do calendário de São Paulo; "hoje" vem de `dataEmSaoPaulo(ctx.now())`.
 */

export const PERIODOS = ['manha', 'tarde'] as const;
export type Periodo = (typeof PERIODOS)[number];
export const ROTULO_PERIODO: Record<Periodo, string> = { manha: 'Manhã', tarde: 'Tarde' };
/** Horário de cada período, para o termo e as mensagens (o prédio abre das 8h às 17h). */
export const HORARIO_PERIODO: Record<Periodo, string> = { manha: '8h às 12h', tarde: '13h às 17h' };

export const STATUS_RESERVA = ['pendente', 'aprovada', 'rejeitada', 'cancelada', 'bloqueada'] as const;
export type StatusReserva = (typeof STATUS_RESERVA)[number];
export const ROTULO_STATUS_RESERVA: Record<StatusReserva, string> = {
  pendente: 'Em análise',
  aprovada: 'Aprovada',
  rejeitada: 'Rejeitada',
  cancelada: 'Cancelada',
  bloqueada: 'Bloqueada',
};
/** Situações que ocupam o horário: só uma por sala, dia e período (índice único parcial no banco). */
export const STATUS_QUE_OCUPAM = ['pendente', 'aprovada', 'bloqueada'] as const satisfies readonly StatusReserva[];

export const TIPOS_BLOQUEIO = ['feriado_nacional', 'feriado_municipal', 'ponto_facultativo', 'bloqueio_interno'] as const;
export type TipoBloqueio = (typeof TIPOS_BLOQUEIO)[number];
export const ROTULO_TIPO_BLOQUEIO: Record<TipoBloqueio, string> = {
  feriado_nacional: 'Feriado nacional',
  feriado_municipal: 'Feriado municipal',
  ponto_facultativo: 'Ponto facultativo',
  bloqueio_interno: 'Bloqueio interno',
};

export const LIMITES_SALA = {
  nome: 80,
  capacidadeMax: 1000,
  finalidade: 500,
  observacao: 1000,
  motivo: 500,
  descricaoBloqueio: 300,
  /** Recorrência: no máximo tantas datas geradas de uma vez. */
  ocorrenciasMax: 120,
  /** Aprovar ou rejeitar em lote: no máximo tantas de uma vez. */
  loteMax: 100,
  /** Pedidos pendentes (com data de hoje em diante) que uma pessoa pode ter ao mesmo tempo. */
  pendentesPorPessoa: 10,
  /** Reservas diretas e bloqueios de horário: até tantos anos à frente de hoje. */
  anosReservaDireta: 2,
} as const;

/** Nenhuma data gerada passa daqui (o calendário do sistema vai de 2000 a 2100). */
export const ULTIMA_DATA_DO_CALENDARIO = '2100-12-31';

/** Confirmação de uso: de 7 dias até 48 horas antes (dias civis: hoje ∈ [data − 7, data − 2]). */
export const CONFIRMACAO_DIAS_ANTES_INICIO = 7;
export const CONFIRMACAO_DIAS_ANTES_FIM = 2;

export const MENSAGENS_SALA = {
  fimDeSemana: 'Não é possível agendar em sábados ou domingos.',
  bloqueada: 'Não é possível agendar em feriados, pontos facultativos ou datas bloqueadas.',
  passado: 'Não é possível agendar em datas passadas.',
  foraDaJanela: 'Esta data ainda não está aberta para agendamento.',
  ocupado: 'Este horário já está reservado para esta sala.',
  capacidade: (n: number) => `Capacidade máxima para esta sala é de ${n} pessoas.`,
  finalidade: 'Informe a finalidade do uso da sala ou evento.',
  termo: 'Para solicitar, leia e aceite o Termo de Uso das Salas.',
  salaInativa: 'Esta sala não está disponível para agendamento.',
  salaInexistente: 'Sala não encontrada.',
  edicaoSoPendente: 'A edição é permitida apenas enquanto a solicitação estiver pendente.',
  cancelamentoSoPendente: 'Cancelamento pelo usuário é permitido apenas enquanto pendente.',
  confirmacaoForaDaJanela: 'A confirmação de uso deve ser realizada entre 7 dias e 48 horas antes da data reservada.',
  confirmacaoSoAprovada: 'Só uma reserva aprovada pode ter o uso confirmado.',
  mesForaDaJanela: 'Este mês não está disponível para visualização na agenda.',
  motivoCancelamentoAutomatico:
    'Cancelamento automático por ausência de confirmação de uso no prazo institucional de 7 dias a 48 horas antes da reserva.',
  bloqueioDuplicado: 'Já existe um bloqueio cadastrado para esta data.',
  alemDoHorizonte: 'Reservas diretas e bloqueios vão até dois anos à frente.',
  limitePendentes: `Você já tem ${LIMITES_SALA.pendentesPorPessoa} pedidos em análise. Aguarde a decisão ou cancele algum antes de pedir outro.`,
  dataPassada: 'A data já passou.',
} as const;

/* ------------------------------------------------------------------ datas */

function partes(data: string): [number, number, number] {
  return data.split('-').map(Number) as [number, number, number];
}
function paraUtc(data: string): Date {
  const [a, m, d] = partes(data);
  return new Date(Date.UTC(a, m - 1, d));
}
function deUtc(dt: Date): string {
  return dt.toISOString().slice(0, 10);
}

/** Soma dias a uma data de calendário. */
export function somarDias(data: string, dias: number): string {
  const dt = paraUtc(data);
  dt.setUTCDate(dt.getUTCDate() + dias);
  return deUtc(dt);
}

/** Dia da semana (0 = domingo … 6 = sábado). */
export function diaDaSemana(data: string): number {
  return paraUtc(data).getUTCDay();
}

export const ehFimDeSemana = (data: string): boolean => [0, 6].includes(diaDaSemana(data));

/** `AAAA-MM` de uma data. */
export const mesDe = (data: string): string => data.slice(0, 7);

/** Último dia de um mês `AAAA-MM`. */
export function ultimoDiaDoMes(mes: string): string {
  const [a, m] = mes.split('-').map(Number) as [number, number];
  return deUtc(new Date(Date.UTC(a, m, 0)));
}

/** Mês seguinte (ou anterior, com `n` negativo) de `AAAA-MM`. */
export function somarMeses(mes: string, n: number): string {
  const [a, m] = mes.split('-').map(Number) as [number, number];
  const dt = new Date(Date.UTC(a, m - 1 + n, 1));
  return deUtc(dt).slice(0, 7);
}

/**
 * Janela anual progressiva da agenda: de janeiro do ano corrente a dezembro; em novembro a janela vai até
 * janeiro do ano seguinte, em dezembro até fevereiro. Devolve o primeiro e o último mês visíveis.
 */
export function janelaDeMeses(hoje: string): { primeiro: string; ultimo: string } {
  const [a, m] = partes(hoje);
  const ultimo = m === 12 ? `${a + 1}-02` : m === 11 ? `${a + 1}-01` : `${a}-12`;
  return { primeiro: `${a}-01`, ultimo };
}

export function mesVisivel(mes: string, hoje: string): boolean {
  const { primeiro, ultimo } = janelaDeMeses(hoje);
  return mes >= primeiro && mes <= ultimo;
}

/** Datas que se pode pedir: de hoje ao último dia do último mês visível. */
export function janelaDeReserva(hoje: string): { de: string; ate: string } {
  return { de: hoje, ate: ultimoDiaDoMes(janelaDeMeses(hoje).ultimo) };
}

/**
 * Até quando se pode fazer reserva direta ou bloqueio de horário: o mesmo dia e mês, `anosReservaDireta`
 * anos depois de hoje (29/02 vira 28/02 num ano sem ele).
 */
export function horizonteDaReservaDireta(hoje: string): string {
  const [a, m, d] = partes(hoje);
  const mes = `${a + LIMITES_SALA.anosReservaDireta}-${String(m).padStart(2, '0')}`;
  const ultimo = ultimoDiaDoMes(mes);
  const data = `${mes}-${String(d).padStart(2, '0')}`;
  return data > ultimo ? ultimo : data;
}

export type RecusaDeData = 'passado' | 'foraDaJanela' | 'fimDeSemana' | 'bloqueada';

/** Confere a data de um pedido (sem a ocupação do horário). `bloqueadas` são as datas do calendário de bloqueios. */
export function recusaDaData(data: string, hoje: string, bloqueadas: ReadonlySet<string>): RecusaDeData | null {
  if (data < hoje) return 'passado';
  if (data > janelaDeReserva(hoje).ate) return 'foraDaJanela';
  if (ehFimDeSemana(data)) return 'fimDeSemana';
  if (bloqueadas.has(data)) return 'bloqueada';
  return null;
}

/* ------------------------------------------------------------------ confirmação de uso */

/** Janela de confirmação de uma reserva no dia `data`: de `data − 7` a `data − 2` (inclusive). */
export function janelaDeConfirmacao(data: string): { abre: string; fecha: string } {
  return { abre: somarDias(data, -CONFIRMACAO_DIAS_ANTES_INICIO), fecha: somarDias(data, -CONFIRMACAO_DIAS_ANTES_FIM) };
}

export type SituacaoConfirmacao = 'nao_se_aplica' | 'confirmada' | 'ainda_nao_aberta' | 'aberta' | 'vencida';
export const ROTULO_CONFIRMACAO: Record<SituacaoConfirmacao, string> = {
  nao_se_aplica: '',
  confirmada: 'Uso confirmado',
  ainda_nao_aberta: 'Confirmação ainda não aberta',
  aberta: 'Confirmação obrigatória',
  vencida: 'Prazo de confirmação vencido',
};

/** Situação da confirmação de uso de uma reserva (só reservas aprovadas precisam de confirmação). */
export function situacaoDaConfirmacao(r: { status: StatusReserva; data: string; confirmadoEm: unknown }, hoje: string): SituacaoConfirmacao {
  if (r.status !== 'aprovada') return 'nao_se_aplica';
  if (r.confirmadoEm) return 'confirmada';
  const { abre, fecha } = janelaDeConfirmacao(r.data);
  if (hoje < abre) return 'ainda_nao_aberta';
  if (hoje <= fecha) return 'aberta';
  return 'vencida';
}

/* ------------------------------------------------------------------ recorrência */

export const TIPOS_RECORRENCIA = ['semanal', 'mensal_dia', 'mensal_semana', 'anual'] as const;
export type TipoRecorrencia = (typeof TIPOS_RECORRENCIA)[number];

/**
 * Recorrência de uma reserva direta ou bloqueio, a partir da data inicial:
 * - `semanal`: a cada `intervalo` semanas, nos `dias_semana` (0–6; vazio = o dia da data inicial);
 * - `mensal_dia`: todo mês no mesmo dia do mês (meses sem esse dia ficam de fora);
 * - `mensal_semana`: todo mês na n-ésima (1–4) ou última (5) ocorrência do dia da semana da data inicial;
 * - `anual`: todo ano no mesmo dia e mês.
 * Termina em `ate` (inclusive) ou após `ocorrencias` datas, o que vier antes, no máximo `ocorrenciasMax`,
 * e nunca depois de `ULTIMA_DATA_DO_CALENDARIO`.
 */
export interface Recorrencia {
  tipo: TipoRecorrencia;
  intervalo?: number;
  dias_semana?: number[];
  ate?: string | null;
  ocorrencias?: number | null;
}

/** Ordem do dia da semana no mês: 1 = primeiro … 4 = quarto; 5 = último. */
export function ordemNoMes(data: string): { ordem: number; ultima: boolean } {
  const [, , d] = partes(data);
  const ordem = Math.ceil(d / 7);
  const ultima = mesDe(somarDias(data, 7)) !== mesDe(data);
  return { ordem, ultima };
}

function nEsimoDiaDaSemana(mes: string, diaSemana: number, ordem: number): string | null {
  const primeiro = `${mes}-01`;
  const desloc = (diaSemana - diaDaSemana(primeiro) + 7) % 7;
  if (ordem === 5) {
    let d = somarDias(primeiro, desloc);
    while (mesDe(somarDias(d, 7)) === mes) d = somarDias(d, 7);
    return d;
  }
  const d = somarDias(primeiro, desloc + (ordem - 1) * 7);
  return mesDe(d) === mes ? d : null;
}

/**
 * As datas de uma recorrência (inclui a data inicial), em ordem, antes de pular fins de semana e
 * bloqueios. `ordemMensal` escolhe, em `mensal_semana`, a ordem usada (padrão: a da data inicial; 5 = última).
 */
export function datasDaRecorrencia(inicio: string, r: Recorrencia, ordemMensal?: number): string[] {
  const limite = Math.min(r.ocorrencias ?? LIMITES_SALA.ocorrenciasMax, LIMITES_SALA.ocorrenciasMax);
  // nunca passa do fim do calendário (datas além do ano 9999 nem cabem em `toISOString`)
  const ate = r.ate && r.ate < ULTIMA_DATA_DO_CALENDARIO ? r.ate : ULTIMA_DATA_DO_CALENDARIO;
  if (inicio > ate) return [];
  const datas: string[] = [];
  const incluir = (d: string | null) => {
    if (d && d >= inicio && d <= ate && datas.length < limite && !datas.includes(d)) datas.push(d);
  };
  const passos = LIMITES_SALA.ocorrenciasMax * 12; // teto de iterações, bem acima do necessário
  if (r.tipo === 'semanal') {
    const intervalo = Math.max(1, r.intervalo ?? 1);
    const dias = r.dias_semana?.length ? [...new Set(r.dias_semana)].sort() : [diaDaSemana(inicio)];
    const domingo = somarDias(inicio, -diaDaSemana(inicio));
    for (let s = 0; s < passos && datas.length < limite; s += intervalo) {
      const base = somarDias(domingo, s * 7);
      if (base > ate) break;
      for (const dia of dias) incluir(somarDias(base, dia));
    }
  } else if (r.tipo === 'mensal_dia' || r.tipo === 'mensal_semana') {
    const intervalo = Math.max(1, r.intervalo ?? 1);
    const [, , diaDoMes] = partes(inicio);
    const ordem = ordemMensal ?? (ordemNoMes(inicio).ordem > 4 ? 5 : ordemNoMes(inicio).ordem);
    for (let k = 0; k < passos && datas.length < limite; k += intervalo) {
      const mes = somarMeses(mesDe(inicio), k);
      if (`${mes}-01` > ate) break;
      if (r.tipo === 'mensal_dia') {
        const d = `${mes}-${String(diaDoMes).padStart(2, '0')}`;
        incluir(d <= ultimoDiaDoMes(mes) ? d : null);
      } else incluir(nEsimoDiaDaSemana(mes, diaDaSemana(inicio), ordem));
    }
  } else {
    const [a, m, d] = partes(inicio);
    for (let k = 0; k < passos && datas.length < limite; k++) {
      const data = `${a + k}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
      if (data > ate) break;
      if (Number(ultimoDiaDoMes(data.slice(0, 7)).slice(8)) >= d) incluir(data);
    }
  }
  return datas;
}

/* ------------------------------------------------------------------ feriados nacionais */

/** Domingo de Páscoa (algoritmo de Meeus/Jones/Butcher). */
export function pascoa(ano: number): string {
  const a = ano % 19;
  const b = Math.floor(ano / 100);
  const c = ano % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const mes = Math.floor((h + l - 7 * m + 114) / 31);
  const dia = ((h + l - 7 * m + 114) % 31) + 1;
  return `${ano}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;
}

export interface DataBloqueada {
  data: string;
  tipo: TipoBloqueio;
  descricao: string;
}

/**
 * Feriados nacionais do ano (Lei 662/1949 e posteriores, com o Dia da Consciência Negra desde 2024) e os
 * pontos facultativos nacionais do calendário federal (Carnaval e Corpus Christi). Uma entrada por data:
 * quando duas caem no mesmo dia (a Paixão de Cristo em 21/04, como em 2000 e 2079), viram uma só, com as
 * descrições juntas ("Paixão de Cristo e Tiradentes") e o feriado nacional valendo sobre o ponto facultativo.
 */
export function feriadosNacionais(ano: number): DataBloqueada[] {
  const p = pascoa(ano);
  const fixo = (md: string, descricao: string): DataBloqueada => ({ data: `${ano}-${md}`, tipo: 'feriado_nacional', descricao });
  const lista: DataBloqueada[] = [
    fixo('01-01', 'Confraternização Universal'),
    { data: somarDias(p, -48), tipo: 'ponto_facultativo', descricao: 'Carnaval' },
    { data: somarDias(p, -47), tipo: 'ponto_facultativo', descricao: 'Carnaval' },
    { data: somarDias(p, -2), tipo: 'feriado_nacional', descricao: 'Paixão de Cristo' },
    fixo('04-21', 'Tiradentes'),
    fixo('05-01', 'Dia do Trabalho'),
    { data: somarDias(p, 60), tipo: 'ponto_facultativo', descricao: 'Corpus Christi' },
    fixo('09-07', 'Independência do Brasil'),
    fixo('10-12', 'Nossa Senhora Aparecida'),
    fixo('11-02', 'Finados'),
    fixo('11-15', 'Proclamação da República'),
    fixo('12-25', 'Natal'),
  ];
  if (ano >= 2024) lista.push(fixo('11-20', 'Dia Nacional de Zumbi e da Consciência Negra'));
  const porData = new Map<string, DataBloqueada>();
  for (const f of lista) {
    const ja = porData.get(f.data);
    if (!ja) porData.set(f.data, { ...f });
    else {
      porData.set(f.data, {
        data: f.data,
        tipo: ja.tipo === 'feriado_nacional' || f.tipo === 'feriado_nacional' ? 'feriado_nacional' : ja.tipo,
        descricao: `${ja.descricao} e ${f.descricao}`,
      });
    }
  }
  return [...porData.values()].sort((x, y) => x.data.localeCompare(y.data));
}
