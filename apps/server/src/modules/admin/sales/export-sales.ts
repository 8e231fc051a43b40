// GET /private/admin/sales/export.csv: the dashboard's figures for the same query, as one CSV for
// Excel (admin/csv.ts): a line per figure, under its section, with its count and its amounts in baht
// and in dollars, each currency in its own column.
import type { Db } from '@rian/db';
import type { SalesAmounts, SalesQuery, SalesReport } from '@rian/contracts/admin/sales';
import { BOM, csvLine, majorText, ORDER_STATUS_TH } from '../csv.ts';
import { reportSales } from './report-sales.ts';

const HEADER = ['หมวด', 'รายการ', 'จำนวน', 'ยอด THB', 'ยอด USD'];

const BUCKET_TH: Record<SalesReport['bucket'], string> = { day: 'รายวัน', week: 'รายสัปดาห์', month: 'รายเดือน' };

const line = (section: string, item: string | number, t: { count: number; amounts: SalesAmounts }) =>
  csvLine([section, item, t.count, majorText(t.amounts.THB), majorText(t.amounts.USD)]);

/** The CSV's lines; the figures are read (and the query refused) before anything is sent. */
export async function exportSales(db: Db, q: SalesQuery): Promise<string[]> {
  const r = await reportSales(db, q);
  return [
    BOM + csvLine(['ช่วงวันที่', `${r.from} ถึง ${r.to}`, BUCKET_TH[r.bucket]]),
    csvLine(HEADER),
    line('ยอดชำระแล้ว', 'รวม', r.paid),
    line('คืนเงิน', 'รวม', r.refunds),
    line('ยอดสุทธิ', 'ชำระแล้วหักคืนเงิน', { count: r.paid.count, amounts: r.net }),
    line('รอตรวจสอบการโอน', 'ขณะนี้', r.pending_approvals),
    ...r.series.map((p) => line(`ยอดขาย${BUCKET_TH[r.bucket]}`, p.start, p)),
    ...r.by_method.map((m) => line('ช่องทางชำระเงิน', m.name ?? '(ลบแล้ว)', m)),
    ...r.top_courses.map((c) => line('คอร์สขายดี', c.title, c)),
    ...r.top_products.map((p) => line('สินค้าขายดี', p.title, p)),
    ...r.by_status.map((s) => line('คำสั่งซื้อตามสถานะ', ORDER_STATUS_TH[s.status], s)),
  ];
}
