// GET /private/admin/coupons/export.csv?campaign=…: a campaign's codes (every coupon without a campaign)
// as CSV for Excel (admin/csv.ts: UTF-8 with BOM, Thai time), one line per code with its terms and uses.
import { asc, eq } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import { BOM, csvLine, csvThaiTime, majorText } from '../csv.ts';

const { coupons } = schema;

const HEADER = [
  'รหัสคูปอง',
  'ชื่อคูปอง',
  'แคมเปญ',
  'ประเภท',
  'ส่วนลด',
  'ส่วนลด (USD)',
  'เริ่มใช้ได้ (เวลาไทย)',
  'หมดอายุ (เวลาไทย)',
  'จำนวนครั้งที่ใช้ได้',
  'ใช้ไปแล้ว',
  'เปิดใช้งาน',
];

function discountText(c: typeof coupons.$inferSelect): string {
  return c.discount_type === 'percent' ? `${c.discount_amont}%` : `${majorText(c.discount_amont)} บาท`;
}

export async function exportCoupons(db: Db, campaign: string | undefined): Promise<string> {
  const where = campaign === undefined ? undefined : eq(coupons.campaign, campaign);
  const rows = await db.select().from(coupons).where(where).orderBy(asc(coupons.id));
  const lines = rows.map((c) =>
    csvLine([
      c.code,
      c.name,
      c.campaign ?? '',
      c.coupon_type,
      discountText(c),
      c.discount_type === 'amount' && c.discount_amount_usd !== null ? majorText(c.discount_amount_usd) : '',
      c.start_at ? csvThaiTime(c.start_at) : '',
      c.end_at ? csvThaiTime(c.end_at) : '',
      c.usage_limit ?? 'ไม่จำกัด',
      c.used_count,
      c.is_active ? 'ใช่' : 'ไม่',
    ]),
  );
  return BOM + csvLine(HEADER) + lines.join('');
}
