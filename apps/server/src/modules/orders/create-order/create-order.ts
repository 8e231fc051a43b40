// POST /private/cart/order (spec §3 order payload, §4 purchase flow, §5 order rules, §8 codes): in one
// transaction, under the buyer's lock, load what the order refers to, price it (the server is the
// authority on every amount), plan its lines, then write it and take its holds, and the ordered lines
// leave the cart. Two round trips: the reads go out with BEGIN, the COMMIT behind the write (@rian/db
// commit-behind.ts). A buyer holds at most one unpaid order of a course or product
// (reuse-open-order.ts).
import { sql } from 'drizzle-orm';
import { transactionCommittedBehind, type Tx } from '@rian/db';
import type { AuthUser } from '../../auth/session.service.ts';
import { isUniqueViolation } from '../../../lib/errors.ts';
import { orderNoticeInserts } from '../../notify/queue-admin-notices.ts';
import type { OrdersContext } from '../orders-context.ts';
import { insertOrder } from './insert-order.ts';
import { loadOrderContext, readSiteFacts } from './load-order-context.ts';
import { newOrderDetail } from './new-order-detail.ts';
import { checkOrderInput, orderRequestOf, type CreatedOrder, type OrderInput } from './order-input.ts';
import { planOrder } from './plan-order.ts';
import { priceOrder } from './price-order.ts';
import { removeOrderedFromCart } from './remove-ordered-from-cart.ts';
import { reuseOpenOrder } from './reuse-open-order.ts';
import { openUnpaidOrders } from '../open-unpaid-orders.ts';

export type { CreatedOrder, OrderInput };

// Any fixed number, with the buyer's id as the second key: pg_advisory_xact_lock serialises one
// buyer's order creation across instances (accounts/create-student.ts uses 4_201_001).
const ORDER_LOCK = 4_201_002;

export async function createOrder(ctx: OrdersContext, user: AuthUser, body: OrderInput): Promise<CreatedOrder> {
  checkOrderInput(user, body);
  const now = ctx.clock();
  const facts = await readSiteFacts(ctx, user);
  const run = () =>
    transactionCommittedBehind(ctx.db, async (tx, behind) => {
      const req = orderRequestOf(body);
      // One round trip: BEGIN, the buyer's lock (two submissions of one buyer, a double click or two
      // tabs, are decided one after the other; the new order's id comes with it), then, read under
      // that lock, what the order refers to and the buyer's unpaid orders.
      const lock = lockBuyer(tx, user.id); // handed to the connection now, before the reads
      const [, orderId, loaded, open] = await Promise.all([
        behind.begun,
        lock,
        loadOrderContext(tx, facts, user, req),
        openUnpaidOrders(tx, user.id, now, { lock: true }),
      ]);
      const cart = priceOrder(loaded, req, body, now);
      const plan = planOrder(loaded, req, cart, now);
      const question = { userId: user.id, signature: plan.signature, req, test: loaded.test };
      const reusedId = await reuseOpenOrder(tx, open, question, now);
      if (reusedId !== null) {
        await removeOrderedFromCart(tx, user.id, req);
        return { orderId: reusedId, reused: true, detail: null, cart };
      }
      const placed = { ...loaded.buyer, id: orderId, total: cart.total, currency: cart.currency };
      const notice = orderNoticeInserts(ctx.notices, placed);
      const draft = { userId: user.id, loaded, req, cart, plan };
      const order = await insertOrder(tx, draft, { orderId, notice, behind }, now);
      return { orderId: order.id, reused: false, detail: newOrderDetail(order, loaded, req, cart, plan, now), cart };
    });

  try {
    return await run();
  } catch (err) {
    // The unique open-cart index (orders_open_cart) refused a second unpaid order of this cart that
    // the lock did not serialise (another writer of the buyer's orders): the next attempt reuses it.
    if (!isUniqueViolation(err)) throw err;
    return await run();
  }
}

/**
 * The buyer's order lock for this transaction, and the id the new order will have. Sent at once (a
 * drizzle query leaves when its then() is called): PostgreSQL runs the statements of a connection in
 * the order they arrive, so the reads issued after it see what the lock waited for.
 */
function lockBuyer(tx: Tx, userId: number): Promise<number> {
  return tx
    .execute(
      sql`select pg_advisory_xact_lock(${ORDER_LOCK}, ${userId}), nextval(pg_get_serial_sequence('orders', 'id'))::int as id`,
    )
    .then((result) => (result as unknown as { rows: { id: number }[] }).rows[0]!.id);
}
