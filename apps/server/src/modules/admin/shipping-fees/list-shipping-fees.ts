// The shipping fee list of the back office, searched by name.
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import type { AdminListQuery } from '@rian/contracts/admin/list';
import type { AdminContext } from '../admin-context.ts';
import { listPage } from '../list-page.ts';
import { shippingFeeColumns } from './shipping-fee-view.ts';

const { shippingFees, products } = schema;

export function listShippingFees(ctx: AdminContext, query: AdminListQuery) {
  return listPage(ctx.db, query, {
    rows: ctx.db
      .select(shippingFeeColumns)
      .from(shippingFees)
      .leftJoin(products, eq(products.id, shippingFees.product_id))
      .$dynamic(),
    counted: shippingFees,
    search: [shippingFees.name],
    sorts: { name: shippingFees.name, price: shippingFees.price, sort: shippingFees.sort, id: shippingFees.id },
    fallback: 'sort',
    toRow: (row) => row,
  });
}
