// The shipping fee list of the back office, searched by name.
import { count, eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import type { AdminListQuery } from '@rian/contracts/admin/list';
import type { AdminContext } from '../admin-context.ts';
import { pageAnswer, paging, searchAll, sortBy } from '../list-page.ts';
import { shippingFeeColumns } from './shipping-fee-view.ts';

const { shippingFees, products } = schema;

export async function listShippingFees(ctx: AdminContext, query: AdminListQuery) {
  const p = paging(query);
  const where = searchAll(query.q, [shippingFees.name]);
  const sort = { name: shippingFees.name, price: shippingFees.price, sort: shippingFees.sort, id: shippingFees.id };
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select(shippingFeeColumns)
      .from(shippingFees)
      .leftJoin(products, eq(products.id, shippingFees.product_id))
      .where(where)
      .orderBy(...sortBy(query.sort, sort, 'sort', shippingFees.id))
      .limit(p.perPage)
      .offset(p.offset),
    ctx.db.select({ total: count() }).from(shippingFees).where(where),
  ]);
  return pageAnswer(rows, counted?.total ?? 0, p);
}
