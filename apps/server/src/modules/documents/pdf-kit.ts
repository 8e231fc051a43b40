// The drawing kit of the documents' PDFs: an A4 pdfkit document with the Sarabun font shipped through
// npm (@expo-google-fonts/sarabun: whole TrueType files, Thai and Latin in one font, so that fontkit
// shapes Thai vowels and tone marks with the font's own mark positioning and no system font is used).
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve('@expo-google-fonts/sarabun/400Regular/Sarabun_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/sarabun/700Bold/Sarabun_700Bold.ttf'),
} as const;

export type Pdf = PDFKit.PDFDocument;

export const PAGE = { width: 595.28, height: 841.89, margin: 42 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
export const INK = '#1f2937';
export const MUTED = '#6b7280';
export const RULE = '#d1d5db';

/** A new A4 document whose metadata carries the issue time, so one snapshot always draws the same file. */
export function newPdf(title: string, issuedAt: Date): Pdf {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: { Title: title, Producer: 'Rian', Creator: 'Rian', CreationDate: issuedAt, ModDate: issuedAt },
    lang: 'th-TH',
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  doc.font('regular').fillColor(INK);
  return doc;
}

/** The finished file: every chunk pdfkit writes, once it ends. */
export function pdfBuffer(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Minor units as the paper writes them: 120000 → "1,200.00" (the currency is named in the column head). */
export function amount(minor: number): string {
  let f = formatters.get('amount');
  if (!f) {
    f = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set('amount', f);
  }
  return f.format(minor / 100);
}

/** Text at a point in a font and size, wrapped at `width` when given; returns the y below it. */
export function write(
  doc: Pdf,
  text: string,
  x: number,
  y: number,
  opts: { font?: 'regular' | 'bold'; size?: number; width?: number; align?: 'left' | 'right' | 'center'; color?: string } = {},
): number {
  doc
    .font(opts.font ?? 'regular')
    .fontSize(opts.size ?? 10)
    .fillColor(opts.color ?? INK);
  doc.text(forPdf(text), x, y, { width: opts.width ?? CONTENT_WIDTH, align: opts.align ?? 'left', lineGap: 1 });
  return doc.y;
}

/**
 * Sara am (ำ) written as the nikhahit and sara aa it is drawn with. The font splits it so itself, and
 * pdfkit's text layer then maps the split-off sara aa to nothing, so the copied text of every later
 * า came out wrong; written split, each glyph keeps its own character (NFKC reads them back as ำ).
 */
export function forPdf(text: string): string {
  return text.replace(/\u0E33/g, '\u0E4D\u0E32');
}

/** A horizontal rule across the content width at y. */
export function rule(doc: Pdf, y: number, x: number = PAGE.margin, width: number = CONTENT_WIDTH): void {
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke();
}
