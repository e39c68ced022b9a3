import { AppError } from './errors.ts';

/** Tipos de arquivo aceitos em envios, reconhecidos pelo conteúdo (os primeiros bytes), nunca pelo nome. */
export const TIPOS_ARQUIVO = {
  pdf: { mime: 'application/pdf', extensao: '.pdf', prefixos: [[0x25, 0x50, 0x44, 0x46, 0x2d]] },
  png: { mime: 'image/png', extensao: '.png', prefixos: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]] },
  jpeg: { mime: 'image/jpeg', extensao: '.jpg', prefixos: [[0xff, 0xd8, 0xff]] },
  pptx: { mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', extensao: '.pptx', prefixos: [[0x50, 0x4b, 0x03, 0x04]] },
} as const;
export type TipoArquivo = keyof typeof TIPOS_ARQUIVO;

const NOMES: Record<TipoArquivo, string> = { pdf: 'PDF', png: 'PNG', jpeg: 'JPG', pptx: 'PPTX' };

/** O tipo do conteúdo pelas suas primeiras bytes; nulo se não é nenhum dos conhecidos. */
export function detectarTipo(conteudo: Uint8Array): TipoArquivo | null {
  for (const [tipo, def] of Object.entries(TIPOS_ARQUIVO) as [TipoArquivo, (typeof TIPOS_ARQUIVO)[TipoArquivo]][]) {
    if (def.prefixos.some((a) => a.length <= conteudo.length && a.every((b, i) => conteudo[i] === b))) return tipo;
  }
  return null;
}

const formatarTamanho = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB` : `${Math.ceil(bytes / 1024)} KB`;

/**
 * Confere um envio antes de guardá-lo: tamanho e tipo pelo conteúdo.
 * @throws DADOS_INVALIDOS (vazio, ou tipo não aceito — "Envie um arquivo PDF ou PNG."), MUITO_GRANDE (acima do limite)
 */
export function conferirArquivo(conteudo: Uint8Array, regra: { aceitos: readonly TipoArquivo[]; maxBytes: number }): (typeof TIPOS_ARQUIVO)[TipoArquivo] & { tipo: TipoArquivo } {
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
  return { ...TIPOS_ARQUIVO[tipo], tipo };
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
