// The revenue series: what paid orders took in each bucket of the period, per currency. Buckets are
// Thai calendar time: date_trunc over `approved_at AT TIME ZONE 'Asia/Bangkok'`, so an order paid at
// 23:30 in Bangkok (16:30 UTC) falls on that Bangkok day; a week starts on Monday (ISO), a month on
// its 1st. Every bucket from the one holding `from` to the one holding `to` is answered, empty ones as 0.
import { sql } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import { CURRENCIES } from '@rian/domain/money';
import type { SalesBucket } from '@rian/domain/sales-range';
import type { SalesReport } from '@rian/contracts/admin/sales';
import { paidIn, type SalesPeriod } from './sales-sql.ts';

const { orders } = schema;

type Row = { start: string; count: number | string } & Record<string, number | string | bigint>;

export async function sumRevenue(db: Db, period: SalesPeriod, bucket: SalesBucket): Promise<SalesReport['series']> {
  // The bucket is one of three words the contract allowed: written into the SQL, so that the select and
  // the join use the same expression.
  const unit = sql.raw(`'${bucket}'`);
  const step = sql.raw(`interval '1 ${bucket}'`);
  const perCurrency = sql.join(
    CURRENCIES.map((c) => sql`coalesce(sum(p.total) filter (where p.currency = ${c}), 0)::bigint as ${sql.identifier(c)}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with buckets as (
      select generate_series(date_trunc(${unit}, ${period.from}::date::timestamp), ${period.to}::date::timestamp, ${step}) as start
    ), paid as (
      select date_trunc(${unit}, ${orders.approved_at} at time zone 'Asia/Bangkok') as start,
        ${orders.currency_code} as currency, ${orders.total} as total
      from ${orders} where ${paidIn(period)}
    )
    select to_char(b.start, 'YYYY-MM-DD') as start, count(p.total)::int as count, ${perCurrency}
    from buckets b left join paid p on p.start = b.start
    group by b.start order by b.start`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  return rows.map((r) => ({
    start: r.start,
    count: Number(r.count),
    amounts: { THB: Number(r.THB), USD: Number(r.USD) },
  }));
}
