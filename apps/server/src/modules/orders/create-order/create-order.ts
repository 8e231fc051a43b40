// POST /private/cart/order (spec §3 order payload, §4 purchase flow, §5 order rules, §8 codes): load
// what the order refers to, price it (the server is the authority on every amount), plan its lines,
// then write it and take its holds in one transaction, in which the ordered lines leave the cart; its
// COMMIT is sent behind the write (@rian/db commit-behind.ts). A
// buyer holds at most one unpaid order of a course or product (reuse-open-order.ts).
import { sql } from 'drizzle-orm';
import { transactionCommittedBehind, type Tx } from '@rian/db';
import type { AuthUser } from '../../auth/session.service.ts';
import { isUniqueViolation } from '../../../lib/errors.ts';
import { orderNoticeInserts } from '../../notify/queue-admin-notices.ts';
import type { OrdersContext } from '../orders-context.ts';
import { insertOrder } from './insert-order.ts';
import { loadOrderContext } from './load-order-context.ts';
import { newOrderDetail } from './new-order-detail.ts';
import { checkOrderInput, orderRequestOf, type CreatedOrder, type OrderInput } from './order-input.ts';
import { planOrder } from './plan-order.ts';
import { priceOrder } from './price-order.ts';
import { removeOrderedFromCart } from './remove-ordered-from-cart.ts';
import { reuseOpenOrder } from './reuse-open-order.ts';

export type { CreatedOrder, OrderInput };

// Any fixed number, with the buyer's id as the second key: pg_advisory_xact_lock serialises one
// buyer's order creation across instances (accounts/create-student.ts uses 4_201_001).
const ORDER_LOCK = 4_201_002;

export async function createOrder(ctx: OrdersContext, user: AuthUser, body: OrderInput): Promise<CreatedOrder> {
  checkOrderInput(user, body);
  const now = ctx.clock();
  const req = orderRequestOf(body);
  const loaded = await loadOrderContext(ctx, user, req);
  const cart = priceOrder(loaded, req, body, now);
  const plan = planOrder(loaded, req, cart, now);

  const run = () =>
    transactionCommittedBehind(ctx.db, async (tx, commitBehind) => {
      // Two submissions of one buyer (a double click, two tabs) are decided one after the other. The
      // new order's id is taken in the same round trip (its notice names it; unused when reused).
      const orderId = await lockBuyer(tx, user.id);
      const open = { userId: user.id, signature: plan.signature, req, test: loaded.test };
      const reusedId = await reuseOpenOrder(tx, open, now);
      if (reusedId !== null) {
        await removeOrderedFromCart(tx, user.id, req);
        return { orderId: reusedId, reused: true, detail: null };
      }
      const { buyer } = loaded;
      const placed = { ...buyer, id: orderId, total: cart.total, currency: cart.currency };
      const notice = orderNoticeInserts(ctx.notices, placed);
      const draft = { userId: user.id, loaded, req, cart, plan };
      const order = await insertOrder(tx, draft, { orderId, notice, commitBehind }, now);
      return { orderId: order.id, reused: false, detail: newOrderDetail(order, loaded, req, cart, plan, now) };
    });

  try {
    return { ...(await run()), cart };
  } catch (err) {
    // The unique open-cart index (orders_open_cart) refused a second unpaid order of this cart that
    // the lock did not serialise (another writer of the buyer's orders): the next attempt reuses it.
    if (!isUniqueViolation(err)) throw err;
    return { ...(await run()), cart };
  }
}

/** The buyer's order lock for this transaction, and the id the new order will have. */
async function lockBuyer(tx: Tx, userId: number): Promise<number> {
  const result = (await tx.execute(
    sql`select pg_advisory_xact_lock(${ORDER_LOCK}, ${userId}), nextval(pg_get_serial_sequence('orders', 'id'))::int as id`,
  )) as unknown as { rows: { id: number }[] };
  return result.rows[0]!.id;
}
