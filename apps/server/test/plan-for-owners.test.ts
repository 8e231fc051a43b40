// A pricing plan free for owners of other courses (spec §3 free_for 'Student' with free_course_ids,
// §6 "plans with free_for 'Student' show only to logged-in students owning all the listed courses"):
// the courses the buyer already owns count, not only those in the cart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { aCourse, aStudent, FREE_PLAN, grantAccess, type MadeCourse, type Person } from './factories/index.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { orderPayload } from './order-payload.ts';

let t: TestApp;
let required: MadeCourse[];
let course: MadeCourse;

beforeAll(async () => {
  t = await createTestApp({ seed: 'defaults' });
  required = [await aCourse(t.db.handle.db), await aCourse(t.db.handle.db)];
  course = await aCourse(t.db.handle.db, {
    plans: [{ price: 350_000 }, { ...FREE_PLAN, free_for: 'Student', free_course_ids: required.map((c) => c.id).join(',') }],
  });
});
afterAll(() => t.close());

const order = async (buyer: Person) =>
  t.app.inject({
    method: 'POST',
    url: '/private/cart/order',
    headers: { cookie: buyer.cookie },
    payload: orderPayload(course, { pricingplan_id: [course.plans[1]!.id] }),
  });

describe('a plan free for owners of another course', () => {
  it('is granted to a student who owns every listed course, as a free order', async () => {
    const owner = await aStudent(t.db.handle.db);
    for (const c of required) await grantAccess(t.db.handle.db, owner.id, c.id);
    const res = await order(owner);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.handle.db.select().from(schema.orders).where(eq(schema.orders.id, res.json().orderId));
    expect(row!.total).toBe(0);
    expect(['approved', 'pendingApproved']).toContain(row!.status);
  });

  it('is refused to a student who owns only some of them, or none', async () => {
    const partOwner = await aStudent(t.db.handle.db);
    await grantAccess(t.db.handle.db, partOwner.id, required[0]!.id);
    for (const buyer of [partOwner, await aStudent(t.db.handle.db)]) {
      const res = await order(buyer);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('NO_PRICING_PLAN');
    }
  });
});
