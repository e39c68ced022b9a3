/**
 * Campanhas de saúde dos meses 7 a 12 (SPEC §1, §9): dão a cor da barra de navegação e o
 * banner do rodapé. Fora desses meses vale a cor padrão (verde-lousa) e o rodapé simples.
 * Funções puras: a data é injetada (testes) e o mês é o de São Paulo (DESIGN §2, "Tempo").
 */
export interface Cores {
  fundo: string;
  /** Cor do texto sobre o fundo, com contraste AA (≥ 4,5:1) garantido por teste. */
  texto: string;
}

export interface Campanha {
  mes: number;
  ano: number;
  nome: string;
  mensagem: string;
  /** "01/10 a 31/10" */
  periodo: string;
  cores: Cores;
}

export const CORES_PADRAO: Cores = { fundo: '#1f3b2d', texto: '#ffffff' };
const ESCURO = '#1c1917';
const BRANCO = '#ffffff';

/** Cores da barra por mês (chaves 7 a 12). */
export const CORES_DO_MES: Readonly<Record<number, Cores>> = {
  7: { fundo: '#facc15', texto: ESCURO },
  8: { fundo: '#d4a017', texto: ESCURO },
  9: { fundo: '#fbbf24', texto: ESCURO },
  10: { fundo: '#be185d', texto: BRANCO },
  11: { fundo: '#1e40af', texto: BRANCO },
  12: { fundo: '#b91c1c', texto: BRANCO },
};

const TEXTOS: Readonly<Record<number, { nome: string; mensagem: string }>> = {
  7: { nome: 'Julho Amarelo', mensagem: 'Mês de luta contra as hepatites virais. Faça o teste e mantenha a vacina em dia.' },
  8: { nome: 'Agosto Dourado', mensagem: 'Mês de incentivo ao aleitamento materno: informação e apoio fazem a diferença.' },
  9: { nome: 'Setembro Amarelo', mensagem: 'Prevenção do suicídio: falar é a melhor solução. Precisa conversar? Ligue 188 (CVV).' },
  10: { nome: 'Outubro Rosa', mensagem: 'Prevenção e diagnóstico precoce do câncer de mama. Cuide-se e procure sua unidade de saúde.' },
  11: { nome: 'Novembro Azul', mensagem: 'Cuidado integral com a saúde do homem e prevenção do câncer de próstata.' },
  12: { nome: 'Dezembro Vermelho', mensagem: 'Prevenção ao HIV/aids e a outras infecções sexualmente transmissíveis. Faça o teste.' },
};

// criado no primeiro uso: o primeiro Intl da página carrega dados do ICU (~15 ms), melhor fora da avaliação do módulo
let partes: Intl.DateTimeFormat | undefined;

/** Mês (1–12) e ano da data no fuso de São Paulo. */
export function mesEAno(data: Date): { mes: number; ano: number } {
  const p = (partes ??= new Intl.DateTimeFormat('en-US', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: 'numeric' })).formatToParts(data);
  const valor = (tipo: string) => Number(p.find((x) => x.type === tipo)?.value);
  return { mes: valor('month'), ano: valor('year') };
}

const doisDigitos = (n: number) => String(n).padStart(2, '0');

/** "01/MM a DD/MM", com o último dia do mês. */
export function periodoDoMes(mes: number, ano: number): string {
  const ultimo = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
  return `01/${doisDigitos(mes)} a ${doisDigitos(ultimo)}/${doisDigitos(mes)}`;
}

/** Campanha do mês da data (7 a 12) ou null. */
export function campanhaDoMes(data: Date): Campanha | null {
  const { mes, ano } = mesEAno(data);
  const textos = TEXTOS[mes];
  const cores = CORES_DO_MES[mes];
  if (!textos || !cores) return null;
  return { mes, ano, ...textos, periodo: periodoDoMes(mes, ano), cores };
}

/** Cores da barra de navegação na data: as da campanha do mês ou as padrão. */
export function coresDaBarra(data: Date): Cores {
  return CORES_DO_MES[mesEAno(data).mes] ?? CORES_PADRAO;
}
