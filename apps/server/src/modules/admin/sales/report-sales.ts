// GET /private/admin/sales: the sales dashboard's figures over a period of Thai days, in a few
// aggregate queries run side by side. Paid totals are the sum of the by-method groups (every paid
// order is in exactly one), per currency; net is paid less the period's refunds, per currency.
import type { Db } from '@rian/db';
import type { Currency } from '@rian/domain/money';
import { salesRange } from '@rian/domain/sales-range';
import type { SalesAmounts, SalesQuery, SalesReport } from '@rian/contracts/admin/sales';
import { countPendingApprovals, groupByMethod, groupByStatus, sumRefunds, topCourses, topProducts } from './group-sales.ts';
import { noAmounts } from './sales-sql.ts';
import { sumRevenue } from './sum-revenue.ts';

const each = (fn: (c: Currency) => number): SalesAmounts => ({ THB: fn('THB'), USD: fn('USD') });

export async function reportSales(db: Db, q: SalesQuery, now = new Date()): Promise<SalesReport> {
  const period = salesRange(q, now);
  const bucket = q.bucket ?? 'day';
  const [series, byMethod, courses, products, byStatus, refunds, pending] = await Promise.all([
    sumRevenue(db, period, bucket),
    groupByMethod(db, period),
    topCourses(db, period),
    topProducts(db, period),
    groupByStatus(db, period),
    sumRefunds(db, period),
    countPendingApprovals(db),
  ]);
  const paid = byMethod.reduce(
    (sum, m) => ({ count: sum.count + m.count, amounts: each((c) => sum.amounts[c] + m.amounts[c]) }),
    { count: 0, amounts: noAmounts() },
  );
  return {
    ...period,
    bucket,
    series,
    paid,
    refunds,
    net: each((c) => paid.amounts[c] - refunds.amounts[c]),
    pending_approvals: pending,
    by_status: byStatus,
    by_method: byMethod,
    top_courses: courses,
    top_products: products,
  };
}
