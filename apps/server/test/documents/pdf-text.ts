// The text of a PDF, page by page, read with Mozilla's PDF.js (pdfjs-dist): what a reader's copy and
// search would find (NFKC), so a test can check the number and the Thai title a document prints.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function pdfText(pdf: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await doc.destroy();
  // NFKC: the PDF writes sara am (ำ) as the nikhahit and sara aa it is drawn with (pdf-kit.ts forPdf).
  return pages.join('\n').normalize('NFKC');
}
