// GET /private/admin/orders/export.csv: the filtered order list as CSV that Excel opens with Thai
// intact: UTF-8 with a byte-order mark, CRLF lines, every field quoted where it must be. Times are
// Thai time; amounts are baht (or dollars) with two decimals. Read 500 orders at a time, so a long
// export never holds the whole list.
import type { Db } from '@rian/db';
import { utcToThaiDateTime } from '@rian/domain/payment-report';
import type { AdminOrderRow, OrderListQuery } from '@rian/contracts/admin/orders';
import { selectOrders } from './list-orders.ts';

const BOM = '\uFEFF';
const BATCH = 500;

/** The order states in the words the buyer's order list uses (features/checkout status texts). */
const STATUS_TH: Record<AdminOrderRow['status'], string> = {
  notYetReceived: 'รอชำระเงิน',
  pendingApproved: 'รอตรวจสอบ',
  approved: 'ชำระเงินแล้ว',
  rejected: 'ไม่อนุมัติ',
  cancelled: 'ยกเลิกแล้ว',
};

const HEADER = [
  'เลขที่',
  'วันเวลา (เวลาไทย)',
  'สถานะ',
  'ช่องทางชำระเงิน',
  'ผู้ซื้อ',
  'อีเมล',
  'โทรศัพท์',
  'รายการ',
  'สกุลเงิน',
  'ยอดรวม',
  'รหัสอ้างอิง',
];

/** "2026-11-01 00:30": an instant in Thai time, to the minute. */
function thaiTime(iso: string): string {
  const { date, time } = utcToThaiDateTime(new Date(iso));
  return `${date} ${time.slice(0, 5)}`;
}

/** One CSV field: quoted when it holds a quote, comma or line break; a leading =, +, - or @ is defused for spreadsheets. */
export function csvField(value: string | number): string {
  let s = String(value);
  if (typeof value === 'string' && /^[=+\-@]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

function csvLine(o: AdminOrderRow): string {
  return [
    o.id,
    thaiTime(o.created_at),
    STATUS_TH[o.status],
    o.payment_method ?? '',
    o.buyer.name,
    o.buyer.email,
    o.buyer.tel ?? '',
    o.items.join(', '),
    o.currency_code,
    (o.total / 100).toFixed(2),
    o.order_token,
  ]
    .map(csvField)
    .join(',');
}

/**
 * The CSV, piece by piece: the BOM and header first, then each batch of orders. The first batch is
 * read before anything is sent, so a refusal is still an error answer, never a download cut short.
 */
export async function exportOrders(db: Db, q: OrderListQuery): Promise<AsyncGenerator<string>> {
  const first = await selectOrders(db, q, BATCH, 0);
  return (async function* () {
    yield `${BOM}${HEADER.map(csvField).join(',')}\r\n`;
    let rows = first.rows;
    for (let offset = BATCH; ; offset += BATCH) {
      if (rows.length) yield rows.map(csvLine).join('\r\n') + '\r\n';
      if (rows.length < BATCH) return;
      rows = (await selectOrders(db, q, BATCH, offset)).rows;
    }
  })();
}
