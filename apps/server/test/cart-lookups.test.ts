// The cart's look-up calls through the real app and database (spec §7 "Content and cart"): coupons
// by code and by id (§8 NOT_FOUND, COUPON_NOT_AVAILABLE), the per-address limit on code guessing,
// the plans a caller may pick (§6 member-only plans, renewals for owners, §9 listing) and emptying
// one's own cart only.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { GUEST_ID_HEADER } from '@rian/contracts';
import { aCoupon, aCourse, aStudent, grantAccess, type CouponRow, type MadeCourse } from './factories/index.ts';
import { createTestApp, useTestApp } from './helpers.ts';

const t = useTestApp({ seed: 'defaults' });
const db = () => t.db.handle.db;

const GUEST = '3b241101-e2bb-4255-8caf-4136c566a962';
const OTHER_GUEST = '9f0c5a7e-1d2b-4c3d-8e4f-5a6b7c8d9e0f';

const past = (days: number) => new Date(Date.now() - days * 86_400_000);

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
  let welcome: CouponRow;
  let limited: CouponRow;
  let save10: CouponRow;
  beforeAll(async () => {
    welcome = await aCoupon(db(), { code: 'WELCOME500', discount_amont: 50_000 });
    limited = await aCoupon(db(), { code: 'LIMITED5', usage_limit: 5, used_count: 4 });
    save10 = await aCoupon(db(), { code: 'SAVE10', discount_type: 'percent', discount_amont: 10 });
    await aCoupon(db(), { code: 'SONGKRAN300', start_at: past(30), end_at: past(1) });
  });
  afterEach(async () => {
    await setCoupon(limited.id, { used_count: 4, is_active: true });
    await setCoupon(save10.id, { is_active: true });
  });

  it('finds a coupon by its code, trimmed and in any case, with its terms and not its use counts', async () => {
    for (const code of ['WELCOME500', 'welcome500', '  Welcome500  ']) {
      const res = await byCode(code);
      expect(res.statusCode).toBe(200);
      const json = res.json();
      expect(json).toMatchObject({
        success: true,
        data: {
          id: welcome.id,
          code: 'WELCOME500',
          coupon_type: 'P1',
          discount_type: 'amount',
          discount_amont: 50000,
          courses: [],
        },
      });
      expect(json.data).not.toHaveProperty('usage_limit');
      expect(json.data).not.toHaveProperty('used_count');
      expect(json.data).not.toHaveProperty('is_active');
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    const limitedRes = (await byCode('limited5')).json();
    expect(limitedRes.data).toMatchObject({ id: limited.id, code: 'LIMITED5' });
    expect(Object.keys(limitedRes.data).sort()).toEqual(
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
        'products',
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
    await setCoupon(limited.id, { used_count: 5 });
    const full = await byCode('LIMITED5');
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toMatchObject({ code: 'COUPON_NOT_AVAILABLE', details: { reason: 'used_up' } });

    await setCoupon(save10.id, { is_active: false });
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
    const limited = await createTestApp({ seed: 'defaults', rateLimit: true });
    await aCoupon(limited.db.handle.db, { code: 'WELCOME500' });
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
  const ids = (res: { json(): { data: { id: number }[] } }) => res.json().data.map((c) => c.id);

  it('takes one id or a list and answers the usable coupons in the order asked', async () => {
    const [a, b, c] = [await aCoupon(db()), await aCoupon(db()), await aCoupon(db())];
    const one = await allCoupons(b.id);
    expect(one.statusCode).toBe(200);
    expect(ids(one)).toEqual([b.id]);

    const many = await allCoupons([c.id, 999_999, a.id, c.id]);
    expect(many.json()).toMatchObject({ success: true });
    expect(ids(many)).toEqual([c.id, a.id]);
    expect(many.json().data[0]).not.toHaveProperty('used_count');
  });

  it('leaves out coupons that cannot be used now: expired, used up, switched off', async () => {
    const expired = await aCoupon(db(), { start_at: past(30), end_at: past(1) });
    const lastUse = await aCoupon(db(), { usage_limit: 5, used_count: 4 });
    const plain = await aCoupon(db());
    const asked = [expired.id, lastUse.id, plain.id];
    expect(ids(await allCoupons(asked))).toEqual([lastUse.id, plain.id]);
    await setCoupon(lastUse.id, { used_count: 5 });
    expect(ids(await allCoupons(asked))).toEqual([plain.id]);
    await setCoupon(lastUse.id, { used_count: 0, is_active: false });
    expect((await allCoupons([lastUse.id])).json().data).toEqual([]);
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

  it('answers published courses in the order asked; unknown and unpublished ones are absent', async () => {
    const [first, second] = [await aCourse(db()), await aCourse(db())];
    const unpublished = await aCourse(db(), { is_published: false });
    const res = await allPlans([second.id, 999_999, unpublished.id, first.id]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((c: CourseOut) => c.course_id)).toEqual([second.id, first.id]);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('lists member-only plans disabled for a visitor and enabled for a signed-in user (spec §6)', async () => {
    const made = await aCourse(db(), { plans: [{ is_for_member: 1, is_default: 1 }, {}] });
    const visitor = course(await allPlans([made.id]), made.id);
    const memberPlan = visitor.plans.find((p) => p.is_for_member === 1)!;
    expect(memberPlan.id).toBe(made.plans[0]!.id);
    expect(memberPlan.disabled).toBe(true);
    expect(visitor.plans.filter((p) => p.is_for_member === 0).every((p) => !p.disabled)).toBe(true);
    // The default is never a plan the caller cannot pick, even when the course names it the default.
    expect(visitor.default_plan_id).not.toBe(memberPlan.id);
    expect(visitor.default_plan_id).toBe(visitor.plans.find((p) => p.is_for_member === 0)!.id);

    const { cookie } = await aStudent(db());
    const signedIn = course(await allPlans([made.id], cookie), made.id);
    expect(signedIn.plans.find((p) => p.id === memberPlan.id)!.disabled).toBe(false);
  });

  it('lists only shown default plans with a price (spec §9): hidden and renew plans are not for visitors', async () => {
    const made = await aCourse(db(), { plans: [{}, { status_show: 0 }, { pricing_type: 'renew' }] });
    const visitor = course(await allPlans([made.id]), made.id);
    expect(visitor.plans.map((p) => p.id)).toEqual([made.plans[0]!.id]);
  });

  it('offers renew plans to the owner of the course only, expired access included', async () => {
    const [owned, other] = [
      await aCourse(db(), { plans: [{}, { pricing_type: 'renew' }, { pricing_type: 'renew' }] }),
      await aCourse(db(), { plans: [{}, { pricing_type: 'renew' }] }),
    ];
    const renewIds = owned.plans.slice(1).map((p) => p.id);
    const owner = await aStudent(db());
    const access = await grantAccess(db(), owner.id, owned.id, { expires_at: new Date(Date.now() + 20 * 86_400_000) });

    const offered = course(await allPlans([owned.id], owner.cookie), owned.id);
    expect(offered.plans.filter((p) => p.pricing_type === 'renew').map((p) => p.id)).toEqual(renewIds);
    expect(offered.plans.filter((p) => renewIds.includes(p.id)).every((p) => !p.disabled)).toBe(true);
    // Not for a course the owner does not hold.
    expect(course(await allPlans([other.id], owner.cookie), other.id).plans.some((p) => p.pricing_type === 'renew')).toBe(false);

    const { cookie: someoneElse } = await aStudent(db());
    expect(course(await allPlans([owned.id], someoneElse), owned.id).plans.some((p) => p.pricing_type === 'renew')).toBe(false);

    // Access ended yesterday: still an owner, still offered the renewal.
    await db()
      .update(schema.courseAccess)
      .set({ expires_at: past(1) })
      .where(eq(schema.courseAccess.id, access.id));
    const expired = course(await allPlans([owned.id], owner.cookie), owned.id);
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

  let courses: MadeCourse[];
  beforeAll(async () => {
    courses = [await aCourse(db()), await aCourse(db())];
  });

  it('empties a guest’s cart only for the browser holding that guest id', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: `/public/cart/${GUEST}`,
      payload: { items: courses.map((c) => ({ course_id: c.id })) },
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
    const me = await aStudent(db());
    const other = await aStudent(db());
    for (const who of [me, other]) {
      const put = await t.app.inject({
        method: 'PUT',
        url: '/private/cart',
        payload: { items: [{ course_id: courses[0]!.id }] },
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
