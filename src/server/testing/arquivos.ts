/**
 * Arquivos mínimos de cada tipo para os testes de envio: o bastante para a conferência pelo conteúdo
 * (as primeiras bytes e, nos contêineres, a parte própria do tipo), e os vizinhos que não podem passar
 * (um .docx é um ZIP como o .pptx; um .doc é um OLE2 como o .ppt).
 */
const zip = (...nomes: string[]) =>
  Buffer.concat([...nomes.map((n) => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from(n, 'latin1'), Buffer.from('conteudo')])), Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]);
const ole2 = (fluxo: string) => Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504), Buffer.from(fluxo, 'utf16le'), Buffer.alloc(64)]);

export const ARQUIVOS_DE_TESTE = {
  pdf: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n%%EOF\n'),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1]),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]),
  webp: Buffer.concat([Buffer.from('RIFF'), Buffer.from([30, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(18)]),
  pptx: zip('[Content_Types].xml', 'ppt/presentation.xml', 'ppt/slides/slide1.xml'),
  ppt: ole2('PowerPoint Document'),
  /** Um .docx: ZIP, mas sem a parte da apresentação. */
  docx: zip('[Content_Types].xml', 'word/document.xml'),
  /** Um .doc: OLE2, mas sem o fluxo do PowerPoint. */
  doc: ole2('WordDocument'),
  html: Buffer.from('<html><script>alert(1)</script></html>'),
} as const;
