// One of the buyer's orders (spec §7 GET /private/orders/{orderId}; the thank-you page reads it by token).
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import type { OrderDetail } from '@rian/contracts';
import type { AuthUser } from '../auth/session.service.ts';
import { assertVisible, orderDetails } from './order-details.ts';

const { orders } = schema;

export async function getOrderById(db: Db, user: AuthUser, orderId: number): Promise<OrderDetail> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  assertVisible(order, user);
  return (await orderDetails(db, [order]))[0]!;
}

export async function getOrderByToken(db: Db, user: AuthUser, token: string): Promise<OrderDetail> {
  const [order] = await db.select().from(orders).where(eq(orders.order_token, token)).limit(1);
  assertVisible(order, user);
  return (await orderDetails(db, [order]))[0]!;
}
