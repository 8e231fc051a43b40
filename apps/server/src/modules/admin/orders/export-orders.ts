// GET /private/admin/orders/export.csv: the filtered order list as CSV for Excel (admin/csv.ts).
// Times are Thai time. Read 500 orders at a time, so a long export never holds the whole list.
import type { Db } from '@rian/db';
import type { AdminOrderRow, OrderListQuery } from '@rian/contracts/admin/orders';
import { BOM, csvLine, csvThaiTime, majorText, ORDER_STATUS_TH } from '../csv.ts';
import { selectOrders } from './list-orders.ts';

const BATCH = 500;

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

function orderLine(o: AdminOrderRow): string {
  return csvLine([
    o.id,
    csvThaiTime(o.created_at),
    // A test order says so where the accountant reads its status: no money moved.
    o.is_test ? `${ORDER_STATUS_TH[o.status]} (ทดสอบ)` : ORDER_STATUS_TH[o.status],
    o.payment_method ?? '',
    o.buyer.name,
    o.buyer.email,
    o.buyer.tel ?? '',
    o.items.join(', '),
    o.currency_code,
    majorText(o.total),
    o.order_token,
  ]);
}

/**
 * The CSV, piece by piece: the BOM and header first, then each batch of orders. The first batch is
 * read before anything is sent, so a refusal is still an error answer, never a download cut short.
 */
export async function exportOrders(db: Db, q: OrderListQuery): Promise<AsyncGenerator<string>> {
  const first = await selectOrders(db, q, BATCH, 0);
  return (async function* () {
    yield BOM + csvLine(HEADER);
    let rows = first.rows;
    for (let offset = BATCH; ; offset += BATCH) {
      if (rows.length) yield rows.map(orderLine).join('');
      if (rows.length < BATCH) return;
      rows = (await selectOrders(db, q, BATCH, offset)).rows;
    }
  })();
}
