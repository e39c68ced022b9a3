/**
 * Regras dos certificados (issue 9; decisão 014): numeração, código de validação, textos impressos e a
 * cadeia de condições do participante. Uma implementação para o servidor (emissão, PDF, validação) e
 * para as telas.
 */
import { mascararCpf, somenteDigitos } from './cpf.ts';

export const TIPOS_CERTIFICADO = ['participante', 'instrutor', 'palestrante', 'apresentacao_trabalho', 'avaliador'] as const;
export type TipoCertificado = (typeof TIPOS_CERTIFICADO)[number];

/**
 * De onde vem o certificado: de uma turma (participante, instrutor, palestrante), avulso (cadastrado
 * pela administração) ou de uma chamada de trabalhos (apresentação de trabalho, avaliador).
 */
export const ORIGENS_CERTIFICADO = ['evento', 'avulso', 'chamada'] as const;
export type OrigemCertificado = (typeof ORIGENS_CERTIFICADO)[number];
/** Os tipos de cada origem (o banco confere o mesmo). */
export const TIPOS_DA_ORIGEM: Record<OrigemCertificado, readonly TipoCertificado[]> = {
  evento: ['participante', 'instrutor', 'palestrante'],
  avulso: ['participante', 'palestrante'],
  chamada: ['apresentacao_trabalho', 'avaliador'],
};

export const STATUS_CERTIFICADO = ['emitido', 'cancelado', 'substituido'] as const;
export type StatusCertificado = (typeof STATUS_CERTIFICADO)[number];

export const ROTULO_TIPO: Record<TipoCertificado, string> = {
  participante: 'Participante',
  instrutor: 'Instrutor(a)',
  palestrante: 'Palestrante',
  apresentacao_trabalho: 'Apresentação de trabalho',
  avaliador: 'Avaliador(a)',
};

export const ROTULO_STATUS_CERTIFICADO: Record<StatusCertificado, string> = {
  emitido: 'Válido',
  cancelado: 'Cancelado',
  substituido: 'Substituído',
};

/** No máximo três assinaturas por certificado. */
export const ASSINANTES_MAX = 3;
/** Motivo de cancelamento: entre 5 e 2000 caracteres. */
export const MOTIVO_MIN = 5;
export const MOTIVO_MAX = 2000;

/** Prefixo dos números impressos (o mesmo do sistema anterior, para a secretaria reconhecer). */
const PREFIXO = 'EMSP-SMS';

/** O que vem depois do prefixo em cada origem (evento, nada). */
const SUFIXO_DA_ORIGEM: Record<OrigemCertificado, string> = { evento: '', avulso: 'AV-', chamada: 'CH-' };

/**
 * Número impresso: `EMSP-SMS-2026-000123` (evento), `EMSP-SMS-AV-2026-000123` (avulso) ou
 * `EMSP-SMS-CH-2026-000123` (chamada de trabalhos); o ano é o da emissão.
 */
export function numeroImpresso(numero: number, ano: number, origem: OrigemCertificado): string {
  return `${PREFIXO}-${SUFIXO_DA_ORIGEM[origem]}${ano}-${String(numero).padStart(6, '0')}`;
}

/**
 * Código de validação: 12 símbolos do alfabeto de Crockford (sem I, L, O, U, que se confundem ao
 * digitar) em três grupos: `7KQ2-M9XD-4RTA` — 60 bits aleatórios, impossível de adivinhar.
 */
export const ALFABETO_CODIGO = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODIGO_RE = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** Monta o código a partir de 12 números aleatórios (0–255 cada; o servidor usa `crypto`). */
export function codigoDeBytes(bytes: ArrayLike<number>): string {
  if (bytes.length < 12) throw new Error('são precisos 12 bytes');
  let s = '';
  for (let i = 0; i < 12; i++) s += ALFABETO_CODIGO[bytes[i]! & 31];
  return `${s.slice(0, 4)}-${s.slice(4, 8)}-${s.slice(8, 12)}`;
}

/**
 * O código como a pessoa digitou (ou leu do QR, ou colou o link inteiro) → a forma canônica, ou nulo se
 * não é um código. Aceita minúsculas, espaços, sem hífens, e troca O→0 e I/L→1 (Crockford).
 */
export function normalizarCodigo(entrada: string): string | null {
  let texto = entrada.trim();
  const doLink = /[?&]codigo=([^&#\s]+)/i.exec(texto);
  if (doLink) {
    try {
      texto = decodeURIComponent(doLink[1]!);
    } catch {
      texto = doLink[1]!;
    }
  }
  const limpo = texto
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (!/^[0-9A-HJKMNP-TV-Z]{12}$/.test(limpo)) return null;
  return `${limpo.slice(0, 4)}-${limpo.slice(4, 8)}-${limpo.slice(8, 12)}`;
}

/** Endereço público de validação do certificado (o que vai no QR). */
export function urlDeValidacao(base: string, codigo: string): string {
  return `${base.replace(/\/+$/, '')}/validar-certificado?codigo=${encodeURIComponent(codigo)}`;
}

/** `2026-05-12` → `12/05/2026` (sem passar por `Date`: nada de fuso). */
export function dataBr(iso: string): string {
  const [a, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${a}`;
}

const MESES = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

/** `2026-05-12` → `12 de maio de 2026`. */
export function dataPorExtenso(iso: string): string {
  const [a, m, d] = iso.slice(0, 10).split('-').map(Number);
  return `${d} de ${MESES[m! - 1]} de ${a}`;
}

/** "realizado em 12/05/2026" (um dia) ou "realizado de 12/05/2026 a 14/05/2026"; sem datas, nada. */
export function textoDoPeriodo(inicio: string | null, fim: string | null): string | null {
  const i = inicio ?? fim;
  if (!i) return null;
  const f = fim ?? i;
  return i === f ? `realizado em ${dataBr(i)}` : `realizado de ${dataBr(i)} a ${dataBr(f)}`;
}

/** "1 hora" / "8 horas". */
export function textoDaCarga(horas: number): string {
  return `${horas.toLocaleString('pt-BR')} ${horas === 1 ? 'hora' : 'horas'}`;
}

export interface DadosDaFrase {
  tipo: TipoCertificado;
  curso: string;
  turma: string | null;
  dataInicio: string | null;
  dataFim: string | null;
  cargaHoraria: number | null;
}

/**
 * A frase principal do certificado, a mesma no PDF e na validação:
 * `Participou do evento "Curso" - "Turma 1", realizado em 12/05/2026, com carga horária total de 8 horas.`
 * Nos da chamada de trabalhos, `curso` é a chamada e `turma` o título do trabalho:
 * `Apresentou o trabalho "Título" em "Mostra 2030".` e `Participou como avaliador(a) de trabalhos em "Mostra 2030".`
 */
export function fraseDoCertificado(d: DadosDaFrase): string {
  if (d.tipo === 'apresentacao_trabalho') return `Apresentou o trabalho "${d.turma ?? ''}" em "${d.curso}".`;
  if (d.tipo === 'avaliador') return `Participou como avaliador(a) de trabalhos em "${d.curso}".`;
  const papel = { participante: 'Participou', instrutor: 'Participou como instrutor(a)', palestrante: 'Participou como palestrante' }[d.tipo];
  const partes = [`${papel} do evento "${d.curso}"${d.turma ? ` - "${d.turma}"` : ''}`];
  const periodo = textoDoPeriodo(d.dataInicio, d.dataFim);
  if (periodo) partes.push(periodo);
  if (d.cargaHoraria) partes.push(`com carga horária total de ${textoDaCarga(d.cargaHoraria)}`);
  return `${partes.join(', ')}.`;
}

/**
 * Identificador impresso: CPF de 11 dígitos mascarado (`***.456.789-**`); outro número (registro
 * funcional) não é impresso, só dito que foi informado; nada, nada.
 */
export function identificadorImpresso(cpfOuRegistro: string | null | undefined): string | null {
  const d = somenteDigitos(cpfOuRegistro ?? '');
  if (!d) return null;
  return d.length === 11 ? mascararCpf(d) : 'registro funcional informado';
}

/** As etapas que levam ao certificado de participante, na ordem (DESIGN §5). */
export const ETAPAS = ['inscricao', 'encerramento', 'frequencia', 'teste', 'avaliacao'] as const;
export type Etapa = (typeof ETAPAS)[number];

export const TEXTO_DA_ETAPA: Record<Etapa, string> = {
  inscricao: 'Sem inscrição confirmada na turma.',
  encerramento: 'A turma ainda não terminou.',
  frequencia: 'Frequência abaixo de 75 %.',
  teste: 'Falta passar no teste obrigatório do curso.',
  avaliacao: 'Falta enviar a avaliação do curso.',
};

export interface SituacaoDaCadeia {
  inscrito: boolean;
  turmaEncerrada: boolean;
  frequenciaAtingida: boolean;
  testePendente: boolean;
  avaliou: boolean;
}

/** A primeira etapa que falta para o certificado de participante, ou nulo se a cadeia está completa. */
export function etapaQueFalta(s: SituacaoDaCadeia): Etapa | null {
  if (!s.inscrito) return 'inscricao';
  if (!s.turmaEncerrada) return 'encerramento';
  if (!s.frequenciaAtingida) return 'frequencia';
  if (s.testePendente) return 'teste';
  if (!s.avaliou) return 'avaliacao';
  return null;
}

/** Nome do arquivo do PDF: `certificado-EMSP-SMS-2026-000123.pdf`. */
export function nomeDoArquivo(numeroImpressoDoCertificado: string): string {
  return `certificado-${numeroImpressoDoCertificado}.pdf`;
}
