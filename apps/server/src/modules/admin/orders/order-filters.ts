// The WHERE of the back office's order list and its CSV (one filter for both): status, method, Thai
// calendar days, a course or product it holds, and words over the buyer and the order's number.
import { and, eq, exists, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { schema, type Db } from '@rian/db';
import type { OrderListQuery } from '@rian/contracts/admin/orders';
import { thaiDateTimeToUtc } from '@rian/domain/payment-report';
import { searchAll } from '../list-page.ts';

const { orders, users, orderCourses, orderProducts } = schema;

/** 00:00 of a Thai calendar day (the contract checked it is a real day), as an instant. */
const thaiMidnight = (day: string): Date => thaiDateTimeToUtc(day, '00:00:00')!;
const DAY_MS = 86_400_000;

/** The order has a line (of `orderColumn`'s table) that `line` picks. */
const holds = (db: Db, orderColumn: AnyPgColumn, line: SQL) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(orderColumn.table)
      .where(and(eq(orderColumn, orders.id), line)),
  );

export function orderFilters(db: Db, q: OrderListQuery): SQL | undefined {
  return and(
    q.status ? eq(orders.status, q.status) : undefined,
    q.method ? eq(orders.payment_method_id, q.method) : undefined,
    q.from ? gte(orders.created_at, thaiMidnight(q.from)) : undefined,
    q.to ? lt(orders.created_at, new Date(thaiMidnight(q.to).getTime() + DAY_MS)) : undefined,
    q.course ? holds(db, orderCourses.order_id, eq(orderCourses.course_id, q.course)) : undefined,
    q.product ? holds(db, orderProducts.order_id, eq(orderProducts.product_id, q.product)) : undefined,
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
