// Orders at a given state (spec §4 states), inserted as the checkout would have left them: one line
// per course at its plan's price, no discount, bank transfer, due in 48 hours, no seat counted. A paid order holds the
// access it granted; an order under review holds the buyer's pending transfer report.
import { randomBytes } from 'node:crypto';
import { schema, type Db } from '@rian/db';
import type { MadeCourse } from './courses.ts';

export type OrderRow = typeof schema.orders.$inferSelect;
export type OrderState = 'unpaid' | 'underReview' | 'paid' | 'rejected' | 'cancelled';

const STATUSES: Record<OrderState, { status: string; payment_status: string }> = {
  unpaid: { status: 'notYetReceived', payment_status: 'pending' },
  underReview: { status: 'pendingApproved', payment_status: 'pending' },
  paid: { status: 'approved', payment_status: 'approved' },
  rejected: { status: 'rejected', payment_status: 'rejected' },
  cancelled: { status: 'cancelled', payment_status: 'pending' },
};

export interface OrderSpec extends Partial<typeof schema.orders.$inferInsert> {
  /** The buyer; their e-mail goes on the order. */
  buyer: { id: number; user: { email: string } };
  /** The courses bought, each at its first plan unless a plan is named. */
  courses?: (MadeCourse | { course: MadeCourse; planId: number })[];
  state?: OrderState;
}

export async function anOrder(db: Db, spec: OrderSpec): Promise<OrderRow> {
  const { buyer, courses = [], state = 'unpaid', ...columns } = spec;
  const lines = courses.map((c) => {
    const made = 'planId' in c ? c.course : c;
    const plan = made.plans.find((p) => p.id === ('planId' in c ? c.planId : made.plan.id))!;
    return { course_id: made.id, pricing_plan_id: plan.id, price: plan.price ?? 0 };
  });
  const price = lines.reduce((sum, l) => sum + l.price, 0);
  const now = new Date();
  const [order] = await db
    .insert(schema.orders)
    .values({
      order_token: randomBytes(24).toString('base64url'),
      user_id: buyer.id,
      payment_method_id: 1,
      price,
      total: price,
      email: buyer.user.email,
      cart_signature: randomBytes(12).toString('hex'),
      cancel_at: new Date(now.getTime() + 48 * 3_600_000),
      ...STATUSES[state],
      ...(state === 'paid' ? { approved_at: now } : {}),
      ...(state === 'cancelled' ? { cancelled_at: now } : {}),
      ...columns,
    })
    .returning();
  if (lines.length > 0) {
    await db.insert(schema.orderCourses).values(lines.map((l) => ({ ...l, order_id: order!.id })));
  }
  if (state === 'paid' && lines.length > 0) {
    await db.insert(schema.courseAccess).values(
      lines.map((l) => ({
        user_id: buyer.id,
        course_id: l.course_id,
        pricing_plan_id: l.pricing_plan_id,
        order_id: order!.id,
      })),
    );
  }
  if (state === 'underReview') {
    await db.insert(schema.paymentReports).values({
      order_id: order!.id,
      user_id: buyer.id,
      payment_method_id: order!.payment_method_id,
      report_type: 'banktransfer',
      email: buyer.user.email,
      transfer_amount: order!.total,
    });
  }
  return order!;
}

/**
 * A provider payment started for an order, as starting a payment leaves it: pending, for the order's
 * total in baht, its reference also the provider's (2C2P's invoice number).
 */
export async function aPendingAttempt(
  db: Db,
  order: Pick<OrderRow, 'id' | 'user_id' | 'payment_method_id' | 'total'>,
  reference: string,
): Promise<void> {
  await db.insert(schema.paymentAttempts).values({
    order_id: order.id,
    user_id: order.user_id,
    payment_method_id: order.payment_method_id!,
    provider: 'twoc2p',
    reference,
    provider_ref: reference,
    status: 'pending',
    amount: order.total,
    currency_code: 'THB',
  });
}
