// spec §4, §7 PaySolutions: the hidden form is built by the server; the page also names the order's
// courses.
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import type { PaymentsContext } from './payments-context.ts';
import { startPayment, type StartView } from './start-payment.ts';
import { METHOD } from '@rian/domain/payment-methods';

const { orderCourses } = schema;

export async function startPaySolutions(
  ctx: PaymentsContext,
  userId: number,
  orderId: number | string,
): Promise<{ view: StartView; courseIds: number[] }> {
  const view = await startPayment(ctx, userId, orderId, METHOD.paysolutions);
  const courses = await ctx.db
    .select({ id: orderCourses.course_id })
    .from(orderCourses)
    .where(eq(orderCourses.order_id, view.orderId));
  return { view, courseIds: courses.map((c) => c.id) };
}
