// Putting the payment methods in the order the checkout lists them (payment_methods.sort, read by the
// site's method list and the cart): the request names every method once; audited, and the memo of the
// methods dropped on every instance.
import { schema } from '@rian/db';
import type { AdminPaymentSettings } from '@rian/contracts/admin/payment-settings';
import type { Actor, AdminContext } from '../admin-context.ts';
import { publishedWrite } from '../audited-write.ts';
import { reorderTable } from '../write-order.ts';
import { loadPaymentSettings } from './payment-settings-view.ts';

const { paymentMethods } = schema;

export function orderPaymentMethods(ctx: AdminContext, actor: Actor, ids: number[]): Promise<AdminPaymentSettings> {
  return publishedWrite(ctx, 'site', async (tx) => {
    const place = (sort: number) => ({ sort });
    const by = paymentMethods.sort;
    await reorderTable(tx, actor, ids, { table: paymentMethods, by, place, entity: 'payment_method', what: 'payment method' });
    return loadPaymentSettings(tx, ctx.secrets ?? null);
  });
}
