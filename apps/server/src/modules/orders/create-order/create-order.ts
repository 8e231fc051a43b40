// POST /private/cart/order (spec §3 order payload, §4 purchase flow, §5 order rules, §8 codes): load
// what the order refers to, price it (the server is the authority on every amount), plan its lines,
// then write it and take its holds in one transaction.
import type { AuthUser } from '../../auth/session.service.ts';
import { isUniqueViolation } from '../../../lib/errors.ts';
import { queueOrderNotice } from '../../notify/queue-admin-notices.ts';
import type { OrdersContext } from '../orders-context.ts';
import { insertOrder } from './insert-order.ts';
import { loadOrderContext } from './load-order-context.ts';
import { newOrderDetail } from './new-order-detail.ts';
import { checkOrderInput, orderRequestOf, type CreatedOrder, type OrderInput } from './order-input.ts';
import { planOrder } from './plan-order.ts';
import { priceOrder } from './price-order.ts';
import { reuseOpenOrder } from './reuse-open-order.ts';

export type { CreatedOrder, OrderInput };

export async function createOrder(ctx: OrdersContext, user: AuthUser, body: OrderInput): Promise<CreatedOrder> {
  checkOrderInput(user, body);
  const now = ctx.clock();
  const req = orderRequestOf(body);
  const loaded = await loadOrderContext(ctx, user, req);
  const cart = priceOrder(loaded, req, body, now);
  const plan = planOrder(loaded, req, cart, now);

  const run = (lookForOpen: boolean) =>
    ctx.db.transaction(async (tx) => {
      if (lookForOpen) {
        const reusedId = await reuseOpenOrder(tx, user.id, plan.signature, req.payment_method_id, loaded.test, now);
        if (reusedId !== null) return { orderId: reusedId, reused: true, detail: null };
      }
      const order = await insertOrder(tx, { userId: user.id, loaded, req, cart, plan }, now);
      await queueOrderNotice(tx, ctx.notices, order.id);
      return { orderId: order.id, reused: false, detail: newOrderDetail(order, loaded, req, cart, plan, now) };
    });

  // The first attempt inserts straight away: the unique open-cart index (orders_open_cart) says
  // whether an unpaid order of this cart exists, at no cost to the common case. Only then does the
  // second attempt look it up.
  try {
    return { ...(await run(false)), cart };
  } catch (err) {
    // An unpaid order of this cart exists (or a second submission of it is being created right
    // now): look it up and reuse it.
    if (!isUniqueViolation(err)) throw err;
    return { ...(await run(true)), cart };
  }
}
