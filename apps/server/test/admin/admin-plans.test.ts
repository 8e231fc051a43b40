// /private/admin/courses/{id}/plans and /private/admin/plans/{id}: an administrator makes every kind
// of pricing plan the spec knows, the course page offers it at once, a plan that cannot be sold is
// refused field by field with nothing written, one plan stays the default, and a plan that orders or
// access use is hidden, never deleted. Every write is audited.
import { describe, expect, it } from 'vitest';
import { aCourse, anAdmin, anOrder, aStudent, type Person, type PlanRow } from '../factories/index.ts';
import { useTestApp } from '../helpers.ts';
import { auditRows, callAs } from './admin-calls.ts';

const t = useTestApp({ seed: 'defaults' });
const db = () => t.db.handle.db;

const call = callAs(t);
const auditOf = (id: number) => auditRows(db(), id, 'plan');

/** What the course page offers a caller (POST /public/cart/getallpriecingplan). */
async function offered(courseId: number, who?: Person) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/public/cart/getallpriecingplan',
    payload: { courseID: [courseId] },
    ...(who ? { headers: { cookie: who.cookie } } : {}),
  });
  const [course] = res.json().data as { plans: { id: number; price: number; disabled: boolean }[]; default_plan_id: number }[];
  return course!;
}

const oneTime = { name: 'ตลอดชีพ', plan_type: 'One-Time Payment', price: 199_000 } as const;

describe('pricing plans in the back office', () => {
  it('makes every kind of plan, and the course page offers the listed ones at once, in order', async () => {
    const admin = await anAdmin(db());
    const course = await aCourse(db(), { plans: [] });
    const other = await aCourse(db());
    const url = `/private/admin/courses/${course.id}/plans`;
    const kinds = [
      { ...oneTime, sort: 1, is_default: 1 },
      { name: '3 เดือน', plan_type: 'Period', term: 3, term_unit: 'Month(s)', price: 99_000, price_usd: 2_900, sort: 2 },
      { name: '48 ชั่วโมง', plan_type: 'Actual', term: 48, term_unit: 'Hour(s)', price: 19_000, sort: 3 },
      { name: 'ทดลองฟรี', plan_type: 'Free', price: 0, sort: 4 },
      { name: 'ฟรี รออนุมัติ', plan_type: 'Free', price: 0, need_approval: 1, sort: 5 },
      { name: 'สมาชิก', plan_type: 'One-Time Payment', price: 150_000, is_for_member: 1, sort: 6 },
      { name: 'ผู้เรียนเก่า', plan_type: 'Free', price: 0, free_for: 'Student', free_course_ids: [other.id], sort: 7 },
      { name: 'ต่ออายุ', plan_type: 'Period', term: 1, term_unit: 'Year(s)', price: 50_000, pricing_type: 'renew', sort: 8 },
      { name: 'ซ่อน', plan_type: 'One-Time Payment', price: 10_000, status_show: 0, sort: 9 },
    ];
    const made: number[] = [];
    for (const kind of kinds) {
      const res = await call(admin, 'POST', url, kind);
      expect([kind.name, res.status]).toEqual([kind.name, 201]);
      expect(res.body.data).toMatchObject({ ...kind, course_id: course.id, order_count: 0 });
      made.push(res.body.data.id);
    }
    const listed = await call(admin, 'GET', url);
    expect(listed.body.data.map((p: { id: number }) => p.id)).toEqual(made);

    // A visitor: no renew, hidden or owners-only plan; the member-only one is shown disabled.
    const visitor = await offered(course.id);
    expect(visitor.plans.map((p) => p.id)).toEqual(made.slice(0, 6));
    expect(visitor.plans.find((p) => p.id === made[5])!.disabled).toBe(true);
    expect(visitor.default_plan_id).toBe(made[0]);
    // A student who owns the listed course also sees the plan for owners.
    const owner = await aStudent(db());
    await anOrder(db(), { buyer: owner, courses: [other], state: 'paid' });
    expect((await offered(course.id, owner)).plans.map((p) => p.id)).toContain(made[6]);

    expect((await auditOf(made[0]!)).map((a) => [a.action, a.actor_id])).toEqual([['create', admin.id]]);
  });

  it('refuses a plan that cannot be sold, naming each field, and writes nothing', async () => {
    const admin = await anAdmin(db());
    const course = await aCourse(db(), { plans: [] });
    const url = `/private/admin/courses/${course.id}/plans`;
    const refusals: [object, Record<string, string>][] = [
      [
        { name: 'ไม่มีระยะ', plan_type: 'Period', price: 100 },
        { term: 'termRequired', term_unit: 'termRequired' },
      ],
      [{ name: 'ฟรีแต่มีราคา', plan_type: 'Free', price: 100 }, { price: 'freeIsZero' }],
      [{ ...oneTime, price: 0 }, { price: 'paidNeedsPrice' }],
      [{ ...oneTime, need_approval: 1 }, { need_approval: 'approvalIsFree' }],
      [{ ...oneTime, free_for: 'Student' }, { free_course_ids: 'coursesRequired' }],
      [{ ...oneTime, free_for: 'Student', free_course_ids: [course.id] }, { free_course_ids: 'notThisCourse' }],
      [{ ...oneTime, free_for: 'Student', free_course_ids: [999_999] }, { free_course_ids: 'unknownCourse' }],
    ];
    for (const [plan, fields] of refusals) {
      const res = await call(admin, 'POST', url, plan);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('INPUT_ERROR');
      const details = res.body.error.details as { path: string; message: string }[];
      expect(Object.fromEntries(details.map((d) => [d.path.slice(1), d.message]))).toEqual(fields);
    }
    const bad = await call(admin, 'POST', url, { name: '', plan_type: 'Lifetime', price: -1 });
    expect(bad.body.error.code).toBe('INPUT_ERROR');
    expect((await call(admin, 'GET', url)).body.data).toEqual([]);
    expect((await call(admin, 'POST', '/private/admin/courses/999999/plans', oneTime)).body.error.code).toBe('NOT_FOUND');

    // A change is checked against the whole plan: a Period plan cannot lose its term.
    const period = await call(admin, 'POST', url, {
      name: '1 ปี',
      plan_type: 'Period',
      term: 1,
      term_unit: 'Year(s)',
      price: 5_000,
    });
    const cut = await call(admin, 'PATCH', `/private/admin/plans/${period.body.data.id}`, { term: null });
    expect(cut.body.error).toMatchObject({ code: 'INPUT_ERROR', details: [{ path: '/term', message: 'termRequired' }] });
    expect((await call(admin, 'GET', `/private/admin/plans/${period.body.data.id}`)).body.data.term).toBe(1);
  });

  it('keeps one default plan per course, records what changed, and the course page follows', async () => {
    const admin = await anAdmin(db());
    const course = await aCourse(db(), { plans: [{ is_default: 1 }, { price: 50_000 }] });
    const [first, second] = course.plans as [PlanRow, PlanRow];
    const res = await call(admin, 'PATCH', `/private/admin/plans/${second.id}`, { is_default: 1, price: 45_000 });
    expect(res.body.data).toMatchObject({ is_default: 1, price: 45_000 });
    const plans = (await call(admin, 'GET', `/private/admin/courses/${course.id}/plans`)).body.data as {
      id: number;
      is_default: number;
    }[];
    expect(plans.map((p) => [p.id, p.is_default])).toEqual([
      [first.id, 0],
      [second.id, 1],
    ]);
    const page = await offered(course.id);
    expect(page.default_plan_id).toBe(second.id);
    expect(page.plans.find((p) => p.id === second.id)!.price).toBe(45_000);
    const [update] = await auditOf(second.id);
    expect(update).toMatchObject({
      action: 'update',
      before: { is_default: 0, price: 50_000 },
      after: { is_default: 1, price: 45_000 },
    });
  });

  it('deletes a plan nobody used; one that an order chose is kept (IN_USE) and can be hidden', async () => {
    const admin = await anAdmin(db());
    const buyer = await aStudent(db());
    const course = await aCourse(db(), { plans: [{}, { price: 70_000 }] });
    const [ordered, unused] = course.plans as [PlanRow, PlanRow];
    await anOrder(db(), { buyer, courses: [course] });

    const refused = await call(admin, 'DELETE', `/private/admin/plans/${ordered.id}`);
    expect([refused.status, refused.body.error.code]).toEqual([409, 'IN_USE']);
    expect((await call(admin, 'GET', `/private/admin/plans/${ordered.id}`)).body.data.order_count).toBe(1);
    const hidden = await call(admin, 'PATCH', `/private/admin/plans/${ordered.id}`, { status_show: 0 });
    expect(hidden.body.data.status_show).toBe(0);
    expect((await offered(course.id)).plans.map((p) => p.id)).toEqual([unused.id]);

    const removed = await call(admin, 'DELETE', `/private/admin/plans/${unused.id}`);
    expect(removed.body, JSON.stringify(removed.body)).toEqual({ success: true, data: { id: unused.id } });
    expect((await call(admin, 'GET', `/private/admin/plans/${unused.id}`)).body.error.code).toBe('NOT_FOUND');
    expect((await auditOf(unused.id)).map((a) => a.action)).toEqual(['delete']);
  });
});
