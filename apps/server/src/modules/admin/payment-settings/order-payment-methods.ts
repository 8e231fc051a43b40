// Putting the payment methods in the order the checkout lists them (payment_methods.sort, read by the
// site's method list and the cart): the request names every method once; audited, and the memo of the
// methods dropped on every instance.
import { asc } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AdminPaymentSettings } from '@rian/contracts/admin/payment-settings';
import type { Actor, AdminContext } from '../admin-context.ts';
import { publishedWrite } from '../audited-write.ts';
import { namesEachOnce, writeOrder } from '../write-order.ts';
import { loadPaymentSettings } from './payment-settings-view.ts';

const { paymentMethods } = schema;

export function orderPaymentMethods(ctx: AdminContext, actor: Actor, ids: number[]): Promise<AdminPaymentSettings> {
  return publishedWrite(ctx, 'site', async (tx) => {
    const rows = await tx
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .orderBy(asc(paymentMethods.sort), asc(paymentMethods.id));
    const before = rows.map((r) => r.id);
    if (!namesEachOnce(ids, before)) {
      throw new DomainError('INPUT_ERROR', 'Name every payment method once', [{ path: '/ids', message: 'order' }]);
    }
    const place = (sort: number) => ({ sort });
    await writeOrder(tx, actor, ids, { table: paymentMethods, place, entity: 'payment_method', entityId: 'all', before });
    return loadPaymentSettings(tx, ctx.secrets ?? null);
  });
}
