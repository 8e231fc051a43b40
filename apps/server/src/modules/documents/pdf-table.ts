// The lines, the figures and the amount in words of a document's PDF (render-document-pdf.ts).
import type { DocumentSnapshot } from './document-snapshot.ts';
import { amount, CONTENT_WIDTH, MUTED, PAGE, rule, write, type Pdf } from './pdf-kit.ts';

const COLS = [
  { key: 'no', th: 'ลำดับ', en: 'No.', width: 38, align: 'center' },
  { key: 'description', th: 'รายการ', en: 'Description', width: CONTENT_WIDTH - 38 - 50 - 95 - 95, align: 'left' },
  { key: 'quantity', th: 'จำนวน', en: 'Qty', width: 50, align: 'right' },
  { key: 'unitPrice', th: 'ราคาต่อหน่วย', en: 'Unit price', width: 95, align: 'right' },
  { key: 'amount', th: 'จำนวนเงิน', en: 'Amount', width: 95, align: 'right' },
] as const;

function currencyName(s: DocumentSnapshot): string {
  return s.currency === 'USD' ? 'USD' : 'บาท';
}

/** The lines' table: a shaded head in Thai and English, one row per line; returns the y below it. */
export function drawLines(doc: Pdf, s: DocumentSnapshot, y: number): number {
  doc.rect(PAGE.margin, y, CONTENT_WIDTH, 30).fillColor('#f3f4f6').fill();
  let x = PAGE.margin;
  for (const c of COLS) {
    const th = c.key === 'amount' ? `${c.th} (${currencyName(s)})` : c.th;
    write(doc, th, x + 4, y + 3, { font: 'bold', size: 9.5, width: c.width - 8, align: c.align });
    write(doc, c.en, x + 4, y + 16, { size: 8, width: c.width - 8, align: c.align, color: MUTED });
    x += c.width;
  }
  let at = y + 34;
  s.lines.forEach((line, i) => {
    const cells = [String(i + 1), line.description, String(line.quantity), amount(line.unitPrice), amount(line.amount)];
    let cx = PAGE.margin;
    let bottom = at;
    COLS.forEach((c, j) => {
      bottom = Math.max(bottom, write(doc, cells[j]!, cx + 4, at, { size: 10, width: c.width - 8, align: c.align }));
      cx += c.width;
    });
    at = bottom + 4;
  });
  rule(doc, at);
  return at;
}

/** The figures' rows of the document, Thai and English, with the total rows in bold. */
function figureRows(s: DocumentSnapshot): [string, number, boolean][] {
  const f = s.figures;
  const rate = `${f.vatRateBp / 100}%`;
  if (s.kind === 'credit_note' && s.refersTo) {
    return [
      ['มูลค่าตามเอกสารเดิม / Original value', s.refersTo.originalValue, false],
      ['มูลค่าที่ถูกต้อง / Correct value', s.refersTo.correctValue, false],
      ['ผลต่าง / Difference', f.grandTotal, false],
      ...(f.vatRateBp > 0
        ? ([
            ['มูลค่าก่อนภาษี / Value before VAT', f.beforeVat, false],
            [`ภาษีมูลค่าเพิ่ม ${rate} / VAT`, f.vat, false],
          ] as [string, number, boolean][])
        : []),
      ['รวมลดหนี้ทั้งสิ้น / Total credited', f.grandTotal, true],
    ];
  }
  const rows: [string, number, boolean][] = [['รวมเป็นเงิน / Subtotal', f.subtotal, false]];
  if (f.discount > 0) rows.push(['หัก ส่วนลด / Discount', -f.discount, false]);
  if (f.shippingFee > 0) rows.push(['ค่าจัดส่ง / Shipping', f.shippingFee, false]);
  if (f.vatRateBp > 0) {
    rows.push(['มูลค่าก่อนภาษี / Value before VAT', f.beforeVat, false]);
    rows.push([`ภาษีมูลค่าเพิ่ม ${rate} / VAT`, f.vat, false]);
  }
  rows.push(['จำนวนเงินรวมทั้งสิ้น / Grand total', f.grandTotal, true]);
  if (f.withholding > 0) {
    rows.push([`หัก ภาษี ณ ที่จ่าย ${f.withholdingPercent ?? ''}% / Withholding tax`, -f.withholding, false]);
    rows.push(['ยอดชำระสุทธิ / Net paid', f.netPaid, true]);
  }
  return rows;
}

/** The figures at the right under the table; returns the y below them. */
export function drawTotals(doc: Pdf, s: DocumentSnapshot, y: number): number {
  const width = 270;
  const x = PAGE.width - PAGE.margin - width;
  let at = y;
  for (const [label, value, strong] of figureRows(s)) {
    const font = strong ? 'bold' : 'regular';
    write(doc, label, x, at, { font, size: 9.5, width: width - 100 });
    const shown = value < 0 ? `-${amount(-value)}` : amount(value);
    at = write(doc, shown, x + width - 100, at, { font, size: 10, width: 100, align: 'right' }) + 3;
  }
  rule(doc, at, x, width);
  return at;
}

/** The amount in Thai words, boxed at the left of the figures; returns the y below it. */
export function drawWords(doc: Pdf, s: DocumentSnapshot, y: number): number {
  const width = CONTENT_WIDTH - 270 - 18;
  write(doc, 'จำนวนเงินตัวอักษร / Amount in words', PAGE.margin, y, { size: 8.5, width, color: MUTED });
  const bottom = write(doc, `(${s.amountWords})`, PAGE.margin + 6, y + 16, { font: 'bold', size: 10.5, width: width - 12 });
  doc
    .roundedRect(PAGE.margin, y + 12, width, bottom - y - 8, 3)
    .lineWidth(0.6)
    .strokeColor('#9ca3af')
    .stroke();
  return bottom + 4;
}
