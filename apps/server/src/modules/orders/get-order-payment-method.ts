// spec §7 GET /private/payments/methods/order/{orderId}: the method chosen for the buyer's order
// (public fields only).
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import type { PublicPaymentMethod } from '@rian/contracts';
import { DomainError } from '@rian/domain/errors';
import type { AuthUser } from '../auth/session.service.ts';
import { PUBLIC_METHOD_COLUMNS } from '../payment-methods/public-method-columns.ts';
import { assertVisible } from './order-details.ts';

const { orders, paymentMethods } = schema;

export async function getOrderPaymentMethod(db: Db, user: AuthUser, orderId: number): Promise<PublicPaymentMethod> {
  const [row] = await db
    .select({ user_id: orders.user_id, ...PUBLIC_METHOD_COLUMNS })
    .from(orders)
    .leftJoin(paymentMethods, eq(paymentMethods.id, orders.payment_method_id))
    .where(eq(orders.id, orderId))
    .limit(1);
  assertVisible(row, user);
  if (row.id === null) throw new DomainError('NOT_FOUND', 'The order has no payment method');
  return { id: row.id, name: row.name!, name_en: row.name_en, payment_type: row.payment_type!, description: row.description! };
}
