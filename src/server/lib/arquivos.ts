import { semControlesDeDirecao } from '#shared/contracts/campos.ts';
import { AppError } from './errors.ts';

const comecaCom = (b: Uint8Array, bytes: readonly number[], em = 0) => b.length >= em + bytes.length && bytes.every((x, i) => b[em + i] === x);
const ascii = (texto: string) => [...texto].map((c) => c.charCodeAt(0));
const contem = (b: Uint8Array, trecho: Buffer) => Buffer.from(b.buffer, b.byteOffset, b.byteLength).indexOf(trecho) >= 0;

const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** Cabeçalho dos documentos compostos OLE2 (o formato dos .ppt, .doc e .xls antigos). */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** Todo .pptx tem esta parte (o nome vai sem compressão nos cabeçalhos do ZIP); .docx e .xlsx não. */
const PARTE_PPTX = Buffer.from('ppt/presentation.xml', 'latin1');
/** O fluxo principal de um .ppt, com o nome em UTF-16 no diretório do OLE2; .doc e .xls não têm. */
const FLUXO_PPT = Buffer.from('PowerPoint Document', 'utf16le');

/**
 * Tipos de arquivo aceitos em envios, reconhecidos pelo conteúdo (as primeiras bytes e, nos formatos
 * de contêiner, uma parte que só aquele tipo tem), nunca pelo nome.
 */
export const TIPOS_ARQUIVO = {
  pdf: { mime: 'application/pdf', extensao: '.pdf', confere: (b: Uint8Array) => comecaCom(b, [0x25, 0x50, 0x44, 0x46, 0x2d]) },
  png: { mime: 'image/png', extensao: '.png', confere: (b: Uint8Array) => comecaCom(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  jpeg: { mime: 'image/jpeg', extensao: '.jpg', confere: (b: Uint8Array) => comecaCom(b, [0xff, 0xd8, 0xff]) },
  webp: { mime: 'image/webp', extensao: '.webp', confere: (b: Uint8Array) => comecaCom(b, ascii('RIFF')) && comecaCom(b, ascii('WEBP'), 8) },
  pptx: {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extensao: '.pptx',
    confere: (b: Uint8Array) => comecaCom(b, ZIP) && contem(b, PARTE_PPTX),
  },
  ppt: { mime: 'application/vnd.ms-powerpoint', extensao: '.ppt', confere: (b: Uint8Array) => comecaCom(b, OLE2) && contem(b, FLUXO_PPT) },
} as const;
export type TipoArquivo = keyof typeof TIPOS_ARQUIVO;

const NOMES: Record<TipoArquivo, string> = { pdf: 'PDF', png: 'PNG', jpeg: 'JPG', webp: 'WEBP', pptx: 'PPTX', ppt: 'PPT' };

/** O tipo do conteúdo pelas suas primeiras bytes (e a parte própria dos contêineres); nulo se não é nenhum dos conhecidos. */
export function detectarTipo(conteudo: Uint8Array): TipoArquivo | null {
  for (const [tipo, def] of Object.entries(TIPOS_ARQUIVO) as [TipoArquivo, (typeof TIPOS_ARQUIVO)[TipoArquivo]][]) {
    if (def.confere(conteudo)) return tipo;
  }
  return null;
}

export const formatarTamanho = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB` : `${Math.ceil(bytes / 1024)} KB`;

/**
 * Confere um envio antes de guardá-lo: tamanho e tipo pelo conteúdo.
 * @throws DADOS_INVALIDOS (vazio, ou tipo não aceito — "Envie um arquivo PDF ou PNG."), MUITO_GRANDE (acima do limite)
 */
export function conferirArquivo(conteudo: Uint8Array, regra: { aceitos: readonly TipoArquivo[]; maxBytes: number }): { tipo: TipoArquivo; mime: string; extensao: string } {
  if (conteudo.length === 0) throw new AppError('DADOS_INVALIDOS', 'O arquivo está vazio.');
  if (conteudo.length > regra.maxBytes) {
    throw new AppError('MUITO_GRANDE', `O arquivo passa do limite de ${formatarTamanho(regra.maxBytes)}.`);
  }
  const tipo = detectarTipo(conteudo);
  if (!tipo || !regra.aceitos.includes(tipo)) {
    const lista = regra.aceitos.map((t) => NOMES[t]);
    const texto = lista.length > 1 ? `${lista.slice(0, -1).join(', ')} ou ${lista.at(-1)}` : lista[0];
    throw new AppError('DADOS_INVALIDOS', `Envie um arquivo ${texto}.`);
  }
  return { tipo, mime: TIPOS_ARQUIVO[tipo].mime, extensao: TIPOS_ARQUIVO[tipo].extensao };
}

/**
 * Largura e altura de uma imagem PNG ou JPEG lidas do cabeçalho (IHDR do PNG, marcador SOF do JPEG),
 * para a página reservar o espaço da imagem antes de ela chegar. Nulo se o cabeçalho não diz.
 */
export function dimensoesImagem(conteudo: Uint8Array): { largura: number; altura: number } | null {
  const b = Buffer.from(conteudo.buffer, conteudo.byteOffset, conteudo.byteLength);
  if (detectarTipo(b) === 'png') {
    if (b.length < 24 || b.toString('latin1', 12, 16) !== 'IHDR') return null;
    return { largura: b.readUInt32BE(16), altura: b.readUInt32BE(20) };
  }
  if (detectarTipo(b) === 'jpeg') {
    let i = 2;
    while (i + 9 < b.length) {
      if (b[i] !== 0xff) return null;
      const marcador = b[i + 1]!;
      if (marcador === 0xd8 || marcador === 0x01 || (marcador >= 0xd0 && marcador <= 0xd7)) {
        i += 2;
        continue;
      }
      const tamanho = b.readUInt16BE(i + 2);
      // SOF0..SOF15, exceto DHT (C4), JPG (C8) e DAC (CC)
      if (marcador >= 0xc0 && marcador <= 0xcf && marcador !== 0xc4 && marcador !== 0xc8 && marcador !== 0xcc) {
        return { altura: b.readUInt16BE(i + 5), largura: b.readUInt16BE(i + 7) };
      }
      i += 2 + tamanho;
    }
  }
  return null;
}

/**
 * Nome de um arquivo enviado, para guardar e devolver no download: só o nome (sem caminho), sem
 * controles nem controles de direção, até 150 caracteres, com a extensão do tipo reconhecido pelo
 * conteúdo no lugar da que veio (um arquivo sem nome fica com `padrao`).
 */
export function nomeDeArquivoSeguro(bruto: string | null, padrao: string, extensao: string): string {
  // eslint-disable-next-line no-control-regex -- tirar caracteres de controle é o propósito
  let nome = semControlesDeDirecao((bruto ?? '').split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f"]/g, '')).trim();
  if (!nome) nome = padrao;
  const semExtensao = nome.replace(/\.[A-Za-z0-9]{1,5}$/, '') || padrao;
  return `${semExtensao.slice(0, 150 - extensao.length)}${extensao}`;
}
