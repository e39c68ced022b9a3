/**
 * Conferência do arquivo antes do envio (pôster e modelos): tamanho e tipo pela extensão ou pelo tipo que o
 * navegador informa. O servidor confere de novo pelo conteúdo (decisão 022); aqui a pessoa fica sabendo na
 * hora, sem esperar 30 MB subirem, com os mesmos textos do servidor.
 */
import { ARQUIVO_MODELO, ARQUIVO_POSTER } from '#shared/rules/chamadas.ts';
import { formatarNumero } from '#web/lib/formato.ts';

type Tipo = 'png' | 'jpeg' | 'webp' | 'pdf' | 'ppt' | 'pptx';

const TIPOS: Record<Tipo, { nome: string; extensoes: readonly string[]; mimes: readonly string[] }> = {
  png: { nome: 'PNG', extensoes: ['png'], mimes: ['image/png'] },
  jpeg: { nome: 'JPG', extensoes: ['jpg', 'jpeg'], mimes: ['image/jpeg'] },
  webp: { nome: 'WEBP', extensoes: ['webp'], mimes: ['image/webp'] },
  pdf: { nome: 'PDF', extensoes: ['pdf'], mimes: ['application/pdf'] },
  ppt: { nome: 'PPT', extensoes: ['ppt'], mimes: ['application/vnd.ms-powerpoint'] },
  pptx: { nome: 'PPTX', extensoes: ['pptx'], mimes: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'] },
};

export interface RegraArquivo {
  tipos: readonly Tipo[];
  maxBytes: number;
}
export const REGRA_POSTER: RegraArquivo = ARQUIVO_POSTER;
export const REGRA_MODELO: RegraArquivo = ARQUIVO_MODELO;

const MB = 1024 * 1024;
/** `31457280` → `30 MB`; `1536` → `2 KB` (como o servidor escreve). */
export const tamanhoLegivel = (bytes: number) =>
  bytes >= MB ? `${formatarNumero(Math.round((bytes / MB) * 10) / 10)} MB` : `${formatarNumero(Math.max(1, Math.ceil(bytes / 1024)))} KB`;

/** "PNG, JPG, WEBP, PDF, PPT ou PPTX". */
export function nomesDosTipos(regra: RegraArquivo): string {
  const nomes = regra.tipos.map((t) => TIPOS[t].nome);
  return nomes.length > 1 ? `${nomes.slice(0, -1).join(', ')} ou ${nomes.at(-1)}` : (nomes[0] ?? '');
}

/** O `accept` do campo de arquivo: extensões e tipos (o seletor do sistema mostra só esses). */
export const aceitos = (regra: RegraArquivo) => regra.tipos.flatMap((t) => [...TIPOS[t].extensoes.map((e) => `.${e}`), ...TIPOS[t].mimes]).join(',');

/**
 * O problema do arquivo para esta regra, ou nulo. O tipo vale pela extensão; sem extensão, pelo tipo que o
 * navegador informa (um arquivo sem nome de apresentação vai como `.pptx`, SPEC §5).
 */
export function problemaDoArquivo(arquivo: File, regra: RegraArquivo): string | null {
  if (arquivo.size === 0) return 'O arquivo está vazio.';
  if (arquivo.size > regra.maxBytes) return `O arquivo passa do limite de ${tamanhoLegivel(regra.maxBytes)} (este tem ${tamanhoLegivel(arquivo.size)}).`;
  const extensao = /\.([a-z0-9]+)$/i.exec(arquivo.name)?.[1]?.toLowerCase();
  const aceito = extensao
    ? regra.tipos.some((t) => TIPOS[t].extensoes.includes(extensao))
    : regra.tipos.some((t) => TIPOS[t].mimes.includes(arquivo.type));
  return aceito ? null : `Envie um arquivo ${nomesDosTipos(regra)}.`;
}
