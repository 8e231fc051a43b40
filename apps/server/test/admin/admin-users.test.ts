// /private/admin/users: the People page. Checked: the list searched (name, e-mail, phone, username),
// filtered (role, disabled) and paged on the server; a member's page (profile, orders, access with its
// origin, groups); each action allowed and refused — a hand grant and its extension, revoking it, the
// role, disabling and enabling, a reset link, the groups — and audited; a disabled account's session
// and sign-in refused; a hand grant outliving the refund of an order; administrators only.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import {
  aCourse,
  anAdmin,
  anInstructor,
  anOrder,
  aStudent,
  aUserGroup,
  FREE_PLAN,
  type MadeCourse,
  type Person,
} from '../factories/index.ts';
import { useTestApp } from '../helpers.ts';
import { grantOrderAccess } from '../../src/modules/orders/order-transitions.ts';
import { auditRows, callAs, expectAdminsOnly } from './admin-calls.ts';

const t = useTestApp({ seed: 'defaults' });
const db = () => t.db.handle.db;
const call = (...args: Parameters<ReturnType<typeof callAs>>) => callAs(t)(...args);

let admin: Person;
let course: MadeCourse;

beforeAll(async () => {
  admin = await anAdmin(db());
  course = await aCourse(db(), { title: 'ภาษาไทยเพื่อการสื่อสาร' });
});

const user = (id: number) => `/private/admin/users/${id}`;
/** A day `days` from today, as the grant form sends it (YYYY-MM-DD, Thai calendar). */
const dayFromNow = (days: number) => new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function accessRow(userId: number, courseId: number) {
  const [row] = await db()
    .select()
    .from(schema.courseAccess)
    .where(and(eq(schema.courseAccess.user_id, userId), eq(schema.courseAccess.course_id, courseId)));
  return row;
}

describe('the member list', () => {
  it('searches the name, e-mail, phone and username, filters role and state, and pages on the server', async () => {
    const somchai = await aStudent(db(), { username: 'somchai_people', email: 'somchai@people.example', tel: '0891112233' });
    await anInstructor(db(), { username: 'kru_people', email: 'kru@people.example', firstname: 'ครูสมศรี' });
    const off = await aStudent(db(), { username: 'off_people', email: 'off@people.example', is_active: false });
    const ids = async (query: string) =>
      ((await call(admin, 'GET', `/private/admin/users?${query}`)).body.data as { id: number }[]).map((r) => r.id);
    expect(await ids('q=SOMCHAI@people')).toEqual([somchai.id]);
    expect(await ids('q=0891112233')).toEqual([somchai.id]);
    expect(await ids('q=somchai_people')).toEqual([somchai.id]);
    expect(await ids('q=ครูสมศรี&role=instructor')).toHaveLength(1);
    expect(await ids('q=ครูสมศรี&role=student')).toEqual([]);
    expect(await ids('q=people.example&state=disabled')).toEqual([off.id]);
    const page = await call(admin, 'GET', '/private/admin/users?q=people.example&per_page=10&sort=email');
    expect(page.body).toMatchObject({ success: true, total: 3, page: 1, per_page: 10 });
    expect(page.body.data.map((r: { email: string }) => r.email)).toEqual([
      'kru@people.example',
      'off@people.example',
      'somchai@people.example',
    ]);
    expect(page.body.data[1]).toMatchObject({ disabled: true, role: 'student', username: 'off_people' });
    const group = await aUserGroup(db(), [off.id], 'กลุ่มที่ค้นหา');
    expect(await ids(`group=${group}`)).toEqual([off.id]);
    expect((await call(admin, 'GET', '/private/admin/users?sort=password_hash')).status).toBe(400);
  });
});

describe("a member's page", () => {
  it('shows the profile, orders, course access with its origin, and groups', async () => {
    const member = await aStudent(db(), { tel: '0812223344' });
    const order = await anOrder(db(), { buyer: member, courses: [course], state: 'paid' });
    const group = await aUserGroup(db(), [member.id], 'ห้อง ม.6/1');
    const res = await call(admin, 'GET', user(member.id));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: member.id,
      email: member.user.email,
      tel: '0812223344',
      role: 'student',
      disabled: false,
      orders: [{ id: order.id, order_token: order.order_token, status: 'approved', total: order.total }],
      access: [{ course_id: course.id, course_title: course.course.title, order: { id: order.id }, hand: null }],
      groups: [{ id: group, name: 'ห้อง ม.6/1' }],
    });
    expect((await call(admin, 'GET', user(999_999))).status).toBe(404);
  });
});

describe('course access by hand', () => {
  it('grants with a reason, extends, revokes, and audits each', async () => {
    const member = await aStudent(db());
    const until = dayFromNow(30);
    const granted = await call(admin, 'POST', `${user(member.id)}/access`, { course_id: course.id, until, reason: 'ทุนการศึกษา' });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    expect(granted.body.data.access).toMatchObject([
      { course_id: course.id, order: null, hand: { by: admin.user.username, reason: 'ทุนการศึกษา' } },
    ]);
    const mine = await call(member, 'GET', '/private/myaccount/courses');
    expect(JSON.stringify(mine.body)).toContain(course.course.title);

    const extended = await call(admin, 'POST', `${user(member.id)}/access`, {
      course_id: course.id,
      until: null,
      reason: 'ขยายเวลา',
    });
    expect(extended.body.data.access[0]).toMatchObject({ expires_at: null, hand: { until: null, reason: 'ขยายเวลา' } });

    const noReason = await call(admin, 'DELETE', `${user(member.id)}/access/${course.id}`, { reason: ' ' });
    expect(noReason.status).toBe(400);
    const revoked = await call(admin, 'DELETE', `${user(member.id)}/access/${course.id}`, { reason: 'ให้ผิดคน' });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.access).toEqual([]);
    expect((await call(admin, 'DELETE', `${user(member.id)}/access/${course.id}`, { reason: 'ซ้ำ' })).status).toBe(404);

    const audit = await auditRows(db(), member.id, 'user');
    expect(audit.map((a) => a.action)).toEqual(['grant-access', 'extend-access', 'revoke-access']);
    expect(audit[0]).toMatchObject({ actor_id: admin.id, before: null, after: { course_id: course.id, reason: 'ทุนการศึกษา' } });
    expect(audit[1]!.before).toMatchObject({ hand_reason: 'ทุนการศึกษา' });
    expect(audit[2]).toMatchObject({ before: { course_id: course.id }, after: { reason: 'ให้ผิดคน' } });
  });

  it('refuses a past day, an unknown course, shortening paid access, and revoking what an order holds', async () => {
    const member = await aStudent(db());
    await anOrder(db(), { buyer: member, courses: [course], state: 'paid' });
    await db()
      .update(schema.courseAccess)
      .set({ expires_at: new Date(Date.now() + 60 * 86_400_000) })
      .where(eq(schema.courseAccess.user_id, member.id));
    const grant = (body: object) =>
      call(admin, 'POST', `${user(member.id)}/access`, { course_id: course.id, reason: 'ทดสอบ', ...body });
    expect((await grant({ until: dayFromNow(-2) })).body.error.code).toBe('ACCESS_UNTIL_PAST');
    expect((await grant({ until: dayFromNow(5) })).body.error.code).toBe('ACCESS_ALREADY_LONGER');
    expect((await grant({ course_id: 999_999, until: null })).status).toBe(404);
    expect((await grant({ until: null, reason: '' })).status).toBe(400);
    const revoke = await call(admin, 'DELETE', `${user(member.id)}/access/${course.id}`, { reason: 'ยกเลิก' });
    expect([revoke.status, revoke.body.error.code]).toEqual([409, 'ACCESS_FROM_ORDER']);
    expect((await grant({ until: dayFromNow(90) })).status).toBe(200);
    expect(await auditRows(db(), member.id, 'user')).toHaveLength(1);
  });

  it('is never shortened by buying the course: a grant with no end stays so, a dated one is continued from its end', async () => {
    const thirtyDays = { name: 'เรียนได้ 30 วัน', plan_type: 'Actual', term: 30, term_unit: 'Day(s)', price: 99_000 } as const;
    const buy = async (member: Person, c: MadeCourse) => {
      const order = await anOrder(db(), { buyer: member, courses: [c] });
      await db().transaction((tx) => grantOrderAccess(tx, { id: order.id, user_id: member.id }, new Date()));
    };
    const forever = await aStudent(db());
    const c1 = await aCourse(db(), { plans: [thirtyDays] });
    await call(admin, 'POST', `${user(forever.id)}/access`, { course_id: c1.id, until: null, reason: 'ทุนตลอดชีพ' });
    await buy(forever, c1);
    expect(await accessRow(forever.id, c1.id)).toMatchObject({ expires_at: null, hand_reason: 'ทุนตลอดชีพ' });

    const ninety = await aStudent(db());
    const c2 = await aCourse(db(), { plans: [thirtyDays] });
    await call(admin, 'POST', `${user(ninety.id)}/access`, { course_id: c2.id, until: dayFromNow(90), reason: 'ทุน 90 วัน' });
    const handEnd = (await accessRow(ninety.id, c2.id))!.expires_at!;
    await buy(ninety, c2);
    expect((await accessRow(ninety.id, c2.id))!.expires_at).toEqual(new Date(handEnd.getTime() + 30 * 86_400_000));
  });

  it('outlives the refund of another order, and of an order that bought the same course', async () => {
    const member = await aStudent(db());
    const free = await aCourse(db(), { title: 'คอร์สฟรี', plans: [FREE_PLAN] });
    const other = await aCourse(db(), { title: 'คอร์สอื่น', plans: [FREE_PLAN] });
    expect(
      (await call(admin, 'POST', `${user(member.id)}/access`, { course_id: free.id, until: null, reason: 'ครูให้' })).status,
    ).toBe(200);
    const paid = async (c: MadeCourse) => {
      const order = await anOrder(db(), { buyer: member, courses: [c] });
      await db().transaction(async (tx) => {
        await tx
          .update(schema.orders)
          .set({ status: 'approved', payment_status: 'approved' })
          .where(eq(schema.orders.id, order.id));
        await grantOrderAccess(tx, { id: order.id, user_id: member.id }, new Date());
      });
      return order.id;
    };
    const refund = (id: number) => call(admin, 'POST', `/private/admin/orders/${id}/refund`, { reason: 'คืนเงิน' });

    const otherOrder = await paid(other);
    expect((await refund(otherOrder)).status).toBe(200);
    expect(await accessRow(member.id, other.id)).toBeUndefined();
    expect(await accessRow(member.id, free.id)).toMatchObject({ order_id: null, hand_reason: 'ครูให้' });

    // The same course bought too: the order holds the row until its refund, then the hand grant again.
    const sameOrder = await paid(free);
    expect(await accessRow(member.id, free.id)).toMatchObject({ order_id: sameOrder, hand_reason: 'ครูให้' });
    expect((await refund(sameOrder)).status).toBe(200);
    expect(await accessRow(member.id, free.id)).toMatchObject({ order_id: null, expires_at: null, hand_reason: 'ครูให้' });
  });
});

describe('role and account', () => {
  it('changes the role, and refuses an administrator demoting themself', async () => {
    const member = await aStudent(db());
    const made = await call(admin, 'PUT', `${user(member.id)}/role`, { role: 'instructor' });
    expect(made.body.data.role).toBe('instructor');
    const [row] = await db().select().from(schema.users).where(eq(schema.users.id, member.id));
    expect([row!.role, row!.role_id]).toEqual(['instructor', 2]);
    expect((await call(admin, 'PUT', `${user(member.id)}/role`, { role: 'owner' })).status).toBe(400);
    const self = await call(admin, 'PUT', `${user(admin.id)}/role`, { role: 'student' });
    expect([self.status, self.body.error.code]).toEqual([409, 'ADMIN_SELF_DEMOTE']);
    expect((await call(admin, 'GET', user(admin.id))).body.data.role).toBe('admin');
    const audit = await auditRows(db(), member.id, 'user');
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      ['change-role', { role: 'student', is_student: true }, { role: 'instructor', is_student: true }],
    ]);
    expect(await auditRows(db(), admin.id, 'user')).toEqual([]);
  });

  it('disables an account: its session stops working and it cannot sign in; enabled again, it can', async () => {
    const member = await aStudent(db(), { username: 'to_disable', password: 'secret-pass-1' });
    const login = () =>
      t.app.inject({ method: 'POST', url: '/public/auth/login', payload: { username: 'to_disable', password: 'secret-pass-1' } });
    expect((await login()).statusCode).toBe(200);
    expect((await call(member, 'GET', '/private/students')).status).toBe(200);

    expect((await call(admin, 'POST', `${user(member.id)}/disable`, {})).status).toBe(400);
    const off = await call(admin, 'POST', `${user(member.id)}/disable`, { reason: 'บัญชีถูกแชร์' });
    expect(off.body.data.disabled).toBe(true);
    expect((await call(member, 'GET', '/private/students')).status).toBe(401);
    const session = await t.app.inject({ method: 'GET', url: '/public/auth/session', headers: { cookie: member.cookie } });
    expect(session.json().status).not.toBe('valid');
    const refused = await login();
    expect([refused.statusCode, refused.json().error.code]).toEqual([401, 'INVALID_CREDENTIALS']);

    const on = await call(admin, 'POST', `${user(member.id)}/enable`);
    expect(on.body.data.disabled).toBe(false);
    expect((await login()).statusCode).toBe(200);
    // The sessions that were open when it was disabled stay ended.
    expect((await call(member, 'GET', '/private/students')).status).toBe(401);

    const self = await call(admin, 'POST', `${user(admin.id)}/disable`, { reason: 'ทดสอบ' });
    expect([self.status, self.body.error.code]).toEqual([409, 'ADMIN_SELF_DISABLE']);
    const audit = await auditRows(db(), member.id, 'user');
    expect(audit.map((a) => [a.action, a.after])).toEqual([
      ['disable', { disabled: true, reason: 'บัญชีถูกแชร์' }],
      ['enable', { disabled: false }],
    ]);
  });

  it('mails a password-reset link through the outbox, not to a disabled account', async () => {
    const member = await aStudent(db());
    const sent = await call(admin, 'POST', `${user(member.id)}/password-reset`);
    expect(sent.body).toEqual({ success: true, data: { email: member.user.email } });
    const mails = await db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to_address, member.user.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.kind).toBe('password_reset');
    const links = await db().select().from(schema.passwordResets).where(eq(schema.passwordResets.user_id, member.id));
    expect(links).toHaveLength(1);
    expect((await auditRows(db(), member.id, 'user')).map((a) => [a.action, a.after])).toEqual([
      ['send-reset-link', { to: member.user.email }],
    ]);
    const off = await aStudent(db(), { is_active: false });
    const refused = await call(admin, 'POST', `${user(off.id)}/password-reset`);
    expect([refused.status, refused.body.error.code]).toEqual([409, 'USER_DISABLED']);
  });

  it('sets the user groups, refusing an unknown group', async () => {
    const member = await aStudent(db());
    const a = await aUserGroup(db(), [], 'กลุ่ม ก');
    const b = await aUserGroup(db(), [member.id], 'กลุ่ม ข');
    const set = await call(admin, 'PUT', `${user(member.id)}/groups`, { group_ids: [a] });
    expect(set.body.data.groups).toEqual([{ id: a, name: 'กลุ่ม ก' }]);
    const unknown = await call(admin, 'PUT', `${user(member.id)}/groups`, { group_ids: [a, 999_999] });
    expect(unknown.status).toBe(400);
    expect((await call(admin, 'GET', user(member.id))).body.data.groups).toEqual([{ id: a, name: 'กลุ่ม ก' }]);
    const audit = await auditRows(db(), member.id, 'user');
    expect(audit.map((r) => [r.action, r.before, r.after])).toEqual([['set-groups', { group_ids: [b] }, { group_ids: [a] }]]);
  });
});

describe('permissions', () => {
  it('lets only administrators call the People routes', async () => {
    const student = await aStudent(db());
    const instructor = await anInstructor(db());
    const id = student.id;
    await expectAdminsOnly(
      (...args) => call(...args),
      [
        ['GET', '/private/admin/users'],
        ['GET', user(id)],
        ['POST', `${user(id)}/access`, { course_id: course.id, until: null, reason: 'x' }],
        ['DELETE', `${user(id)}/access/${course.id}`, { reason: 'x' }],
        ['PUT', `${user(id)}/role`, { role: 'admin' }],
        ['POST', `${user(id)}/disable`, { reason: 'x' }],
        ['POST', `${user(id)}/enable`],
        ['PUT', `${user(id)}/groups`, { group_ids: [] }],
        ['POST', `${user(id)}/password-reset`],
      ],
      student,
      instructor,
    );
    expect(await auditRows(db(), id, 'user')).toEqual([]);
  });
});
