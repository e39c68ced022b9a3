/**
 * O último passo dos PDFs do certificado e do histórico: as fontes (`fontes.ts`, que o pdf-lib não
 * conhece) entram no documento e o conteúdo das páginas é comprimido pelo fflate, várias vezes mais
 * rápido que o pako do pdf-lib para o mesmo formato (e, como ele, sempre com os mesmos bytes).
 */
import { zlibSync } from 'fflate';
import { PDFArray, PDFContentStream, type PDFDocument, PDFRawStream, PDFRef } from 'pdf-lib';
import type { Fontes } from './fontes.ts';

export async function salvarPdf(doc: PDFDocument, fontes: Fontes): Promise<Uint8Array> {
  for (const fonte of Object.values(fontes)) await fonte.embed();
  for (const page of doc.getPages()) {
    const conteudos = page.node.Contents();
    for (const ref of conteudos instanceof PDFArray ? conteudos.asArray() : []) {
      const fluxo = ref instanceof PDFRef ? doc.context.lookup(ref) : undefined;
      // o dicionário do fluxo já diz /FlateDecode
      if (fluxo instanceof PDFContentStream) doc.context.assign(ref as PDFRef, PDFRawStream.of(fluxo.dict, zlibSync(fluxo.getUnencodedContents(), { level: 6 })));
    }
  }
  return doc.save({ useObjectStreams: true, objectsPerTick: Number.POSITIVE_INFINITY });
}
