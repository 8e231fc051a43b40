// GET /private/admin/orders: a page of orders, newest first unless sorted otherwise, with the buyer,
// the method's name and the titles of what was bought.
import { and, count, eq, type SQL } from 'drizzle-orm';
import { columnsOf, schema, type Db } from '@rian/db';
import type { AdminOrderRow, OrderListQuery } from '@rian/contracts/admin/orders';
import { courseLinesOf, productLinesOf } from '../../orders/order-lines.ts';
import { pageAnswer, paging, sortBy } from '../list-page.ts';
import { orderFilters } from './order-filters.ts';

const { orders, users, paymentMethods } = schema;

const rowColumns = {
  ...columnsOf(orders, ['id', 'order_token', 'created_at', 'status', 'payment_status', 'payment_method_id', 'is_test']),
  payment_method: paymentMethods.name,
  currency_code: orders.currency_code,
  total: orders.total,
  buyer_id: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  email: orders.email,
  tel: orders.tel,
};

type Row = { [K in keyof typeof rowColumns]: (typeof rowColumns)[K]['_']['data'] } & { payment_method: string | null };

/** The orders a filter selects (and `only`, when given), `limit` at a time from `offset`, in the query's order. */
export async function selectOrders(db: Db, q: OrderListQuery, limit: number, offset: number, only?: SQL) {
  const where = and(orderFilters(db, q), only);
  const rows = (await db
    .select(rowColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.user_id))
    .leftJoin(paymentMethods, eq(paymentMethods.id, orders.payment_method_id))
    .where(where)
    .orderBy(...sortBy(q.sort, { created_at: orders.created_at, total: orders.total, id: orders.id }, '-created_at', orders.id))
    .limit(limit)
    .offset(offset)) as Row[];
  return { rows: await withItems(db, rows), where };
}

/** Each order's course and product titles, fetched for the page's orders in two reads. */
async function withItems(db: Db, rows: Row[]): Promise<AdminOrderRow[]> {
  const ids = rows.map((r) => r.id);
  const items = new Map<number, string[]>(ids.map((id) => [id, []]));
  if (ids.length) {
    const lines = [...(await courseLinesOf(db, ids)), ...(await productLinesOf(db, ids))];
    for (const line of lines) items.get(line.order_id)!.push(line.title);
  }
  return rows.map((r) => ({
    id: r.id,
    order_token: r.order_token,
    created_at: r.created_at.toISOString(),
    status: r.status as AdminOrderRow['status'],
    payment_status: r.payment_status as AdminOrderRow['payment_status'],
    payment_method_id: r.payment_method_id,
    payment_method: r.payment_method,
    currency_code: r.currency_code,
    total: r.total,
    is_test: r.is_test,
    buyer: { id: r.buyer_id, name: `${r.firstname} ${r.lastname}`.trim(), email: r.email, tel: r.tel },
    items: items.get(r.id)!,
  }));
}

export async function listOrders(db: Db, q: OrderListQuery) {
  const p = paging(q);
  const { rows, where } = await selectOrders(db, q, p.perPage, p.offset);
  const [total] = await db.select({ n: count() }).from(orders).innerJoin(users, eq(users.id, orders.user_id)).where(where);
  return pageAnswer(rows, total?.n ?? 0, p);
}
