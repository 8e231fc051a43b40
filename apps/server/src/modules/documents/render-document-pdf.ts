// Draws an issued document as an A4 PDF from its snapshot alone (document-snapshot.ts): the academy's
// name, the title in Thai with English under it, the "ต้นฉบับ" mark, number and Buddhist-era date,
// seller and buyer, the lines, the figures and the amount in Thai words.
import { branchLabel, DOCUMENT_TITLES } from '@rian/domain/thai-documents';
import type { DocumentParty, DocumentSnapshot } from './document-snapshot.ts';
import { CONTENT_WIDTH, MUTED, newPdf, PAGE, pdfBuffer, rule, write, type Pdf } from './pdf-kit.ts';
import { drawLines, drawTotals, drawWords } from './pdf-table.ts';

export async function renderDocumentPdf(s: DocumentSnapshot): Promise<Buffer> {
  const title = DOCUMENT_TITLES[s.kind];
  const doc = newPdf(`${title.th} ${s.number}`, new Date(s.issuedAt));
  let y = drawHead(doc, s);
  y = drawParties(doc, s, y + 14);
  if (s.refersTo) y = drawReference(doc, s, y + 8);
  y = drawLines(doc, s, y + 14);
  const totalsBottom = drawTotals(doc, s, y + 8);
  const wordsBottom = drawWords(doc, s, y + 8);
  drawFooter(doc, s, Math.max(totalsBottom, wordsBottom) + 40);
  return pdfBuffer(doc);
}

function drawHead(doc: Pdf, s: DocumentSnapshot): number {
  const left = PAGE.margin;
  const top = PAGE.margin;
  write(doc, s.academyName, left, top, { font: 'bold', size: 16, width: CONTENT_WIDTH - 120 });
  // The original's mark, boxed at the top right (a copy would say สำเนา).
  doc
    .roundedRect(PAGE.width - PAGE.margin - 96, top, 96, 34, 4)
    .lineWidth(1)
    .strokeColor('#111827')
    .stroke();
  write(doc, 'ต้นฉบับ', PAGE.width - PAGE.margin - 96, top + 3, { font: 'bold', size: 13, width: 96, align: 'center' });
  write(doc, 'Original', PAGE.width - PAGE.margin - 96, top + 20, { size: 8, width: 96, align: 'center', color: MUTED });
  const title = DOCUMENT_TITLES[s.kind];
  let y = write(doc, title.th, left, top + 44, { font: 'bold', size: 20, align: 'center' });
  y = write(doc, title.en, left, y - 2, { size: 11, align: 'center', color: MUTED });
  const meta: [string, string][] = [
    ['เลขที่ / No.', s.number],
    ['วันที่ / Date', s.issuedDate],
    ['คำสั่งซื้อ / Order', `#${s.orderId}`],
  ];
  let my = y + 6;
  for (const [label, value] of meta) {
    write(doc, label, PAGE.width - PAGE.margin - 230, my, { size: 9, width: 90, color: MUTED });
    write(doc, value, PAGE.width - PAGE.margin - 140, my, { font: 'bold', size: 10, width: 140, align: 'right' });
    my += 15;
  }
  rule(doc, my + 4);
  return my + 4;
}

function drawParty(doc: Pdf, heading: string, p: DocumentParty, x: number, y: number, width: number): number {
  let at = write(doc, heading, x, y, { size: 9, width, color: MUTED });
  at = write(doc, p.name, x, at + 1, { font: 'bold', size: 11, width });
  if (p.address) at = write(doc, p.address, x, at, { size: 9.5, width });
  if (p.taxId) at = write(doc, `เลขประจำตัวผู้เสียภาษี / Tax ID: ${p.taxId}`, x, at, { size: 9.5, width });
  if (p.branch) {
    const en = p.branch === branchLabel('00000').th ? 'Head office' : p.branch.replace('สาขาที่', 'Branch');
    at = write(doc, `${p.branch} / ${en}`, x, at, { size: 9.5, width });
  }
  if (p.email) at = write(doc, p.email, x, at, { size: 9, width, color: MUTED });
  return at;
}

function drawParties(doc: Pdf, s: DocumentSnapshot, y: number): number {
  const half = (CONTENT_WIDTH - 24) / 2;
  const sellerBottom = drawParty(doc, 'ผู้ขาย / Seller', s.seller, PAGE.margin, y, half);
  const buyerBottom = drawParty(doc, 'ผู้ซื้อ / Buyer', s.buyer, PAGE.margin + half + 24, y, half);
  return Math.max(sellerBottom, buyerBottom);
}

function drawReference(doc: Pdf, s: DocumentSnapshot, y: number): number {
  const ref = s.refersTo!;
  let at = write(doc, `อ้างถึงเอกสารเลขที่ / Refers to: ${ref.number}  ลงวันที่ / dated ${ref.issuedDate}`, PAGE.margin, y, {
    size: 10,
  });
  if (s.reason) at = write(doc, `เหตุผล / Reason: ${s.reason}`, PAGE.margin, at, { size: 10 });
  return at;
}

function drawFooter(doc: Pdf, s: DocumentSnapshot, y: number): void {
  const top = Math.min(y, PAGE.height - PAGE.margin - 70);
  const x = PAGE.width - PAGE.margin - 200;
  rule(doc, top + 30, x, 200);
  const who = s.kind === 'credit_note' ? 'ผู้มีอำนาจลงนาม / Authorised signature' : 'ผู้รับเงิน / Received by';
  write(doc, who, x, top + 34, { size: 9, width: 200, align: 'center', color: MUTED });
  write(doc, 'เอกสารนี้จัดทำด้วยระบบคอมพิวเตอร์ / Issued electronically', PAGE.margin, top + 34, {
    size: 8,
    width: CONTENT_WIDTH - 220,
    color: MUTED,
  });
}
