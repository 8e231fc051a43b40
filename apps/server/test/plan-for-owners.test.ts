// A pricing plan free for owners of other courses (spec §3 free_for 'Student' with free_course_ids,
// §6 "plans with free_for 'Student' show only to logged-in students owning all the listed courses"):
// the courses the buyer already owns count, not only those in the cart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { createTestApp, demoSessions, type TestApp } from './helpers.ts';

let t: TestApp;
let plan: typeof schema.pricingPlans.$inferSelect;
let session: (username: string) => Promise<string>;

beforeAll(async () => {
  t = await createTestApp();
  session = demoSessions(() => t.app);
  const [found] = await t.db.handle.db.select().from(schema.pricingPlans).where(eq(schema.pricingPlans.free_for, 'Student'));
  plan = found!;
});
afterAll(() => t.close());

const order = async (username: string) =>
  t.app.inject({
    method: 'POST',
    url: '/private/cart/order',
    headers: { cookie: await session(username) },
    payload: {
      course_id: [plan.course_id],
      pricingplan_id: [plan.id],
      payment_method_id: 1,
      coupon_id: [],
      promotion_id: null,
      currency_code: 'THB',
      is_withholding: 0,
      status: 'notYetReceived',
    },
  });

describe('a plan free for owners of another course', () => {
  it('is granted to a student who owns every listed course, as a free order', async () => {
    const required = plan.free_course_ids!.split(',').map(Number);
    const [student] = await t.db.handle.db.select().from(schema.users).where(eq(schema.users.username, 'student'));
    for (const courseId of required) {
      const access = await t.db.handle.db
        .select()
        .from(schema.courseAccess)
        .where(and(eq(schema.courseAccess.user_id, student!.id), eq(schema.courseAccess.course_id, courseId)));
      expect(access.length, `the student owns course ${courseId}`).toBeGreaterThan(0);
    }
    const res = await order('student');
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.handle.db.select().from(schema.orders).where(eq(schema.orders.id, res.json().orderId));
    expect(row!.total).toBe(0);
    expect(['approved', 'pendingApproved']).toContain(row!.status);
  });

  it('is refused to a student who does not own them', async () => {
    const res = await order('partner');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('NO_PRICING_PLAN');
  });
});
