// The WHERE of the back office's order list and its CSV (one filter for both): status, method, Thai
// calendar days, a course or product it holds, a withholding certificate still due, and words over the
// buyer and the order's number.
import { and, eq, exists, inArray, not, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { schema, type Db } from '@rian/db';
import type { OrderListQuery } from '@rian/contracts/admin/orders';
import { PAID_ORDER_STATUSES } from '@rian/domain/lifecycles/order';
import { searchAll } from '../list-page.ts';
import { onThaiDays } from '../thai-days.ts';

const { orders, users, orderCourses, orderProducts, withholdingCertificates } = schema;

/** The order has a line (of `orderColumn`'s table) that `line` picks. */
const holds = (db: Db, orderColumn: AnyPgColumn, line: SQL) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(orderColumn.table)
      .where(and(eq(orderColumn, orders.id), line)),
  );

/** "50 ทวิ ค้าง": paid orders with withholding whose certificate is not accepted (none, uploaded or rejected). */
const certificatePending = (db: Db) =>
  and(
    eq(orders.is_withholding, 1),
    inArray(orders.status, [...PAID_ORDER_STATUSES]),
    not(
      exists(
        db
          .select({ one: sql`1` })
          .from(withholdingCertificates)
          .where(and(eq(withholdingCertificates.order_id, orders.id), eq(withholdingCertificates.status, 'accepted'))),
      ),
    ),
  );

export function orderFilters(db: Db, q: OrderListQuery): SQL | undefined {
  return and(
    q.status ? eq(orders.status, q.status) : undefined,
    q.method ? eq(orders.payment_method_id, q.method) : undefined,
    onThaiDays(orders.created_at, q.from, q.to),
    q.course ? holds(db, orderCourses.order_id, eq(orderCourses.course_id, q.course)) : undefined,
    q.product ? holds(db, orderProducts.order_id, eq(orderProducts.product_id, q.product)) : undefined,
    q.certificate === 'pending' ? certificatePending(db) : undefined,
    searchAll(q.q, [
      users.firstname,
      users.lastname,
      orders.email,
      orders.tel,
      users.tel,
      orders.order_token,
      sql`${orders.id}::text`,
    ]),
  );
}
