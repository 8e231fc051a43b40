// The cart's look-up calls through the real app and database (spec §7 "Content and cart"): coupons
// by code and by id (§8 NOT_FOUND, COUPON_NOT_AVAILABLE), the per-address limit on code guessing,
// the plans a caller may pick (§6 member-only plans, renewals for owners, §9 listing) and emptying
// one's own cart only.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { GUEST_ID_HEADER } from '@rian/contracts';
import { cookieOf, createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
const db = () => t.db.handle.db;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const GUEST = '3b241101-e2bb-4255-8caf-4136c566a962';
const OTHER_GUEST = '9f0c5a7e-1d2b-4c3d-8e4f-5a6b7c8d9e0f';

async function signIn(username: string, password: string): Promise<{ cookie: string; id: number }> {
  const res = await t.app.inject({ method: 'POST', url: '/public/auth/login', payload: { username, password } });
  expect(res.statusCode).toBe(200);
  return { cookie: cookieOf(res), id: res.json().response.user.id as number };
}
const student = () => signIn('student', 'rian-student-demo');
const partner = () => signIn('partner', 'rian-partner-demo');

const byCode = (coupon_code: string) =>
  t.app.inject({ method: 'POST', url: '/public/cart/getCouponByCouponCode', payload: { coupon_code } });
const allCoupons = (couponID: unknown) =>
  t.app.inject({ method: 'POST', url: '/public/cart/getallcoupon', payload: { couponID } });
const allPlans = (courseID: number[], cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/public/cart/getallpriecingplan',
    payload: { courseID },
    ...(cookie ? { headers: { cookie } } : {}),
  });

async function setCoupon(id: number, values: Partial<typeof schema.coupons.$inferInsert>) {
  await db().update(schema.coupons).set(values).where(eq(schema.coupons.id, id));
}

describe('POST /public/cart/getCouponByCouponCode', () => {
  afterEach(async () => {
    await setCoupon(6, { used_count: 4, is_active: true });
    await setCoupon(2, { is_active: true });
  });

  it('finds a coupon by its code, trimmed and in any case, with its terms and not its use counts', async () => {
    for (const code of ['WELCOME500', 'welcome500', '  Welcome500  ']) {
      const res = await byCode(code);
      expect(res.statusCode).toBe(200);
      const json = res.json();
      expect(json).toMatchObject({
        success: true,
        data: { id: 1, code: 'WELCOME500', coupon_type: 'P1', discount_type: 'amount', discount_amont: 50000, courses: [] },
      });
      expect(json.data).not.toHaveProperty('usage_limit');
      expect(json.data).not.toHaveProperty('used_count');
      expect(json.data).not.toHaveProperty('is_active');
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    const limited = (await byCode('limited5')).json();
    expect(limited.data).toMatchObject({ id: 6, code: 'LIMITED5' });
    expect(Object.keys(limited.data).sort()).toEqual(
      [
        'code',
        'coupon_type',
        'courses',
        'discount_amont',
        'discount_amount_usd',
        'discount_type',
        'end_at',
        'id',
        'name',
        'number_of_course',
        'payment_method',
        'start_at',
      ].sort(),
    );
  });

  it('answers NOT_FOUND for an unknown or blank code', async () => {
    for (const code of ['NOPE', 'WELCOME50', '   ']) {
      const res = await byCode(code);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    }
  });

  it('answers COUPON_NOT_AVAILABLE with the reason: outside its dates, used up, switched off', async () => {
    const expired = await byCode('songkran300');
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toMatchObject({
      success: false,
      error: { code: 'COUPON_NOT_AVAILABLE', details: { reason: 'outside_dates' } },
    });

    expect((await byCode('LIMITED5')).statusCode).toBe(200);
    await setCoupon(6, { used_count: 5 });
    const full = await byCode('LIMITED5');
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toMatchObject({ code: 'COUPON_NOT_AVAILABLE', details: { reason: 'used_up' } });

    await setCoupon(2, { is_active: false });
    const off = await byCode('save10');
    expect(off.statusCode).toBe(409);
    expect(off.json().error).toMatchObject({ code: 'COUPON_NOT_AVAILABLE', details: { reason: 'inactive' } });
  });

  it('refuses an empty or oversized code with INPUT_ERROR', async () => {
    for (const coupon_code of ['', 'X'.repeat(65)]) {
      const res = await byCode(coupon_code);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('INPUT_ERROR');
    }
  });
});

describe('coupon guessing is rate-limited per address', () => {
  it('answers RATE_LIMITED after 20 look-ups a minute from one address, and not for another address', async () => {
    const limited = await createTestApp({ rateLimit: true });
    try {
      const attempt = (remoteAddress: string, coupon_code: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/public/cart/getCouponByCouponCode',
          payload: { coupon_code },
          remoteAddress,
        });
      for (let i = 0; i < 20; i++) expect((await attempt('203.0.113.9', `GUESS${i}`)).statusCode).toBe(404);
      const blocked = await attempt('203.0.113.9', 'WELCOME500');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ success: false, error: { code: 'RATE_LIMITED' } });
      expect((await attempt('203.0.113.10', 'WELCOME500')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /public/cart/getallcoupon', () => {
  afterEach(async () => {
    await setCoupon(6, { used_count: 4, is_active: true });
  });

  it('takes one id or a list and answers the usable coupons in the order asked', async () => {
    const one = await allCoupons(2);
    expect(one.statusCode).toBe(200);
    expect(one.json().data.map((c: { id: number }) => c.id)).toEqual([2]);

    const many = await allCoupons([3, 999, 1, 3]);
    expect(many.json()).toMatchObject({ success: true });
    expect(many.json().data.map((c: { id: number }) => c.id)).toEqual([3, 1]);
    expect(many.json().data[0]).not.toHaveProperty('used_count');
  });

  it('leaves out coupons that cannot be used now: expired, used up, switched off', async () => {
    expect((await allCoupons([9, 6, 5])).json().data.map((c: { id: number }) => c.id)).toEqual([6, 5]);
    await setCoupon(6, { used_count: 5 });
    expect((await allCoupons([9, 6, 5])).json().data.map((c: { id: number }) => c.id)).toEqual([5]);
    await setCoupon(6, { used_count: 0, is_active: false });
    expect((await allCoupons([6])).json().data).toEqual([]);
  });

  it('refuses ids that are not positive integers', async () => {
    for (const couponID of ['1', 0, -1, [1.5], Array.from({ length: 11 }, (_, i) => i + 1)]) {
      const res = await allCoupons(couponID);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('INPUT_ERROR');
    }
  });
});

describe('POST /public/cart/getallpriecingplan', () => {
  type PlanOut = { id: number; pricing_type: string; is_for_member: number; disabled: boolean; free_for: string | null };
  type CourseOut = { course_id: number; plans: PlanOut[]; default_plan_id: number | null };
  const course = (res: { json(): { data: CourseOut[] } }, id: number) => res.json().data.find((c) => c.course_id === id)!;

  afterEach(async () => {
    // The seed: the student's access to course 3 ends 20 days from now.
    await db()
      .update(schema.courseAccess)
      .set({ expires_at: new Date(Date.now() + 20 * 86_400_000) })
      .where(eq(schema.courseAccess.id, 1));
  });

  it('answers published courses in the order asked; unknown and unpublished ones are absent', async () => {
    const res = await allPlans([5, 999, 15, 2]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((c: CourseOut) => c.course_id)).toEqual([5, 2]);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('lists member-only plans disabled for a visitor and enabled for a signed-in user (spec §6)', async () => {
    const visitor = course(await allPlans([2]), 2);
    const memberPlan = visitor.plans.find((p) => p.is_for_member === 1)!;
    expect(memberPlan).toBeDefined();
    expect(memberPlan.disabled).toBe(true);
    expect(visitor.plans.filter((p) => p.is_for_member === 0).every((p) => !p.disabled)).toBe(true);
    // The default is never a plan the caller cannot pick.
    expect(visitor.default_plan_id).not.toBe(memberPlan.id);
    expect(visitor.default_plan_id).toBe(visitor.plans.find((p) => p.is_for_member === 0)!.id);

    const { cookie } = await student();
    const signedIn = course(await allPlans([2], cookie), 2);
    expect(signedIn.plans.find((p) => p.id === memberPlan.id)!.disabled).toBe(false);
  });

  it('lists only shown default plans with a price (spec §9): hidden and renew plans are not for visitors', async () => {
    const plans = await db().select().from(schema.pricingPlans).where(eq(schema.pricingPlans.course_id, 4));
    const hidden = plans.find((p) => p.status_show === 0)!;
    expect(hidden).toBeDefined();
    const visitor = course(await allPlans([4, 3]), 4);
    expect(visitor.plans.map((p) => p.id)).not.toContain(hidden.id);
    expect(course(await allPlans([3]), 3).plans.some((p) => p.pricing_type === 'renew')).toBe(false);
  });

  it('offers renew plans to the owner of the course only, expired access included', async () => {
    const renewIds = (await db().select().from(schema.pricingPlans).where(eq(schema.pricingPlans.course_id, 3)))
      .filter((p) => p.pricing_type === 'renew')
      .map((p) => p.id);
    expect(renewIds.length).toBeGreaterThan(0);

    const { cookie: owner } = await student();
    const owned = course(await allPlans([3], owner), 3);
    const offered = owned.plans.filter((p) => p.pricing_type === 'renew').map((p) => p.id);
    expect(offered).toEqual(renewIds);
    expect(owned.plans.filter((p) => renewIds.includes(p.id)).every((p) => !p.disabled)).toBe(true);
    // Not for a course the owner does not hold.
    expect(course(await allPlans([1], owner), 1).plans.some((p) => p.pricing_type === 'renew')).toBe(false);

    const { cookie: other } = await partner();
    expect(course(await allPlans([3], other), 3).plans.some((p) => p.pricing_type === 'renew')).toBe(false);

    // Access ended yesterday: still an owner, still offered the renewal.
    await db()
      .update(schema.courseAccess)
      .set({ expires_at: new Date(Date.now() - 86_400_000) })
      .where(eq(schema.courseAccess.id, 1));
    const expired = course(await allPlans([3], owner), 3);
    expect(expired.plans.filter((p) => p.pricing_type === 'renew').map((p) => p.id)).toEqual(renewIds);
  });

  it('refuses an empty list and ids that are not positive integers', async () => {
    for (const courseID of [[], [0], ['3']]) {
      const res = await t.app.inject({ method: 'POST', url: '/public/cart/getallpriecingplan', payload: { courseID } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('INPUT_ERROR');
    }
  });
});

describe('POST /public/cart/deleteitem', () => {
  const deleteItem = (user_id: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/public/cart/deleteitem', payload: { user_id }, headers });
  const guestCart = async (guest: string) => (await t.app.inject({ method: 'GET', url: `/public/cart/${guest}` })).json().data;

  it('empties a guest’s cart only for the browser holding that guest id', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: `/public/cart/${GUEST}`,
      payload: { items: [{ course_id: 1 }, { course_id: 2 }] },
    });
    expect(put.statusCode).toBe(200);
    expect(await guestCart(GUEST)).toHaveLength(2);

    const wrong: Record<string, string>[] = [{}, { [GUEST_ID_HEADER]: OTHER_GUEST }, { [GUEST_ID_HEADER]: 'not-a-uuid' }];
    for (const headers of wrong) {
      const refused = await deleteItem(GUEST, headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, error: { code: 'FORBIDDEN' } });
    }
    expect(await guestCart(GUEST)).toHaveLength(2);

    const ok = await deleteItem(GUEST, { [GUEST_ID_HEADER]: GUEST.toUpperCase() });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true });
    expect(await guestCart(GUEST)).toEqual([]);
  });

  it('empties a signed-in user’s own cart, never another user’s', async () => {
    const me = await student();
    const other = await partner();
    for (const who of [me, other]) {
      const put = await t.app.inject({
        method: 'PUT',
        url: '/private/cart',
        payload: { items: [{ course_id: 5 }] },
        headers: { cookie: who.cookie },
      });
      expect(put.statusCode).toBe(200);
    }
    const cartOf = async (cookie: string) =>
      (await t.app.inject({ method: 'GET', url: '/private/cart', headers: { cookie } })).json().data;

    const anonymous = await deleteItem(me.id);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('PERMISSION_DENIED');

    const foreign = await deleteItem(other.id, { cookie: me.cookie });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('FORBIDDEN');
    expect(await cartOf(other.cookie)).toHaveLength(1);

    const own = await deleteItem(me.id, { cookie: me.cookie });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ success: true });
    expect(await cartOf(me.cookie)).toEqual([]);
    expect(await cartOf(other.cookie)).toHaveLength(1);
  });

  it('refuses a user id that is neither a positive integer nor a guest UUID', async () => {
    for (const user_id of ['12', 0, 'abc', null]) {
      const res = await deleteItem(user_id);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('INPUT_ERROR');
    }
  });
});
