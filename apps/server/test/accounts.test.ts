// Accounts through the real app and database (spec §5, §6, §8): registration and every §8 registration
// code, log-in and log-out, sessions, whitelist, password reset, the student's data and tax data,
// guests' carts and their merge, who may buy, and the ownership rule of every /private route.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { verify } from '@node-rs/argon2';
import { schema } from '@rian/db';
import { DEFAULT_CONTACT_FIELDS } from '@rian/domain/registration';
import { taxIdCheckDigit } from '@rian/domain/tax-invoice';
import {
  aCourse,
  aCustomLabel,
  anAdmin,
  anInstructor,
  aProduct,
  aStudent,
  aUserGroup,
  grantAccess,
  type CustomLabelRow,
  type MadeCourse,
  type Person,
  type ProductRow,
} from './factories/index.ts';
import { anotherApp, cookieOf, createTestApp, useTestApp, rebuild } from './helpers.ts';

// spec §5: the group is shown and required on the form; the other fields as in the site defaults.
const CONTACT_FIELDS = { ...DEFAULT_CONTACT_FIELDS, studentGroupKpi: { enable: true, require: true } };
// spec §6: both switches on, so that a course restricted to a user group is.
const t = useTestApp({
  seed: 'defaults',
  settings: { contact_fields: CONTACT_FIELDS, course_access_rights: 1, user_group_enabled: 1 },
});
const db = () => t.db.handle.db;

const GUEST = '3b241101-e2bb-4255-8caf-4136c566a962';
/** The group every new student joins (the site defaults' default group). */
const DEFAULT_GROUP = 1;
const CONSENT = 'ข้าพเจ้ายอมรับเงื่อนไขการใช้บริการและนโยบายความเป็นส่วนตัว';

/** Signed-up people with a password, so that they can sign in through the log-in call. */
interface Member extends Person {
  password: string;
}
async function withPassword(make: (password: string) => Promise<Person>, password: string): Promise<Member> {
  return { ...(await make(password)), password };
}

// The site's two required registration labels (spec §3) and the people, courses and product below.
let education: CustomLabelRow;
let consent: CustomLabelRow;
/** A student of the default group. */
let student: Member;
/** A student of the partner group, the only group that may buy `groupCourse`. */
let partner: Member;
let instructor: Member;
let admin: Member;
let course: MadeCourse;
let otherCourse: MadeCourse;
let thirdCourse: MadeCourse;
let groupCourse: MadeCourse;
/** Owned by `student`. */
let ownedCourse: MadeCourse;
/** With a member-only plan (its second). */
let memberCourse: MadeCourse;
let hiddenCourse: MadeCourse;
let product: ProductRow;

beforeAll(async () => {
  education = await aCustomLabel(db(), {
    type_label: 'select',
    label: 'ระดับการศึกษาสูงสุด',
    required: 1,
    item_list: ['ต่ำกว่าปริญญาตรี', 'ปริญญาตรี', 'ปริญญาโท'],
  });
  consent = await aCustomLabel(db(), { type_label: 'checkbox', label: 'การยินยอม', required: 1, item_list: [CONSENT] });
  student = await withPassword(
    (password) =>
      aStudent(db(), { username: 'manee', email: 'manee@academy.example', firstname: 'มานี', lastname: 'ใจงาม', password }),
    'manee-password',
  );
  await db().insert(schema.userGroupMembers).values({ user_id: student.id, group_id: DEFAULT_GROUP });
  partner = await withPassword(
    (password) => aStudent(db(), { username: 'pitipartner', email: 'piti@partner.example', password }),
    'piti-password',
  );
  const partnerGroup = await aUserGroup(db(), [partner.id], 'พนักงานบริษัทพันธมิตร');
  instructor = await withPassword((password) => anInstructor(db(), { password }), 'teacher-password');
  admin = await withPassword((password) => anAdmin(db(), { password }), 'admin-password');

  course = await aCourse(db());
  otherCourse = await aCourse(db());
  thirdCourse = await aCourse(db());
  groupCourse = await aCourse(db(), { course_for_user_group: [partnerGroup] });
  ownedCourse = await aCourse(db());
  await grantAccess(db(), student.id, ownedCourse.id);
  memberCourse = await aCourse(db(), { plans: [{ price: 420_000 }, { price: 390_000, is_for_member: 1 }] });
  hiddenCourse = await aCourse(db(), { is_published: false });
  product = await aProduct(db());
  await rebuild(t);
});

/** A registration that passes the site's switches (first/last name, tel, group, both required labels). */
function registration(overrides: Record<string, unknown> = {}) {
  return {
    firstname: 'สมชาย',
    lastname: 'ใจดี',
    email: `somchai.${Math.random().toString(36).slice(2, 8)}@example.com`,
    tel: '0812345678',
    studentGroupKpi: DEFAULT_GROUP,
    customLabel: [
      { id: education.id, value: 'ปริญญาตรี' },
      { id: consent.id, value: [CONSENT] },
    ],
    ...overrides,
  };
}

async function register(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/public/students/course-detail-page', payload: body, headers });
}

async function login(username: string, password: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/public/auth/login', payload: { username, password }, headers });
}

async function loginCookie(username: string, password: string): Promise<string> {
  const res = await login(username, password);
  expect(res.statusCode).toBe(200);
  return cookieOf(res);
}

async function outboxFor(email: string) {
  return db()
    .select()
    .from(schema.mailOutbox)
    .where(sql`lower(${schema.mailOutbox.to_address}) = ${email.toLowerCase()}`)
    .orderBy(schema.mailOutbox.id);
}

async function setSite(values: Partial<typeof schema.siteSettings.$inferInsert>) {
  await db().update(schema.siteSettings).set(values).where(eq(schema.siteSettings.id, 1));
  await rebuild(t);
}

describe('registration (POST /public/students/course-detail-page)', () => {
  it('creates a student with generated credentials, signs them in and mails the generated password', async () => {
    const body = registration();
    const res = await register(body);
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json).toMatchObject({ success: true, createStudent: true, userId: expect.any(Number) });
    expect(JSON.stringify(json)).not.toMatch(/password/i);

    const [user] = await db().select().from(schema.users).where(eq(schema.users.id, json.userId));
    expect(user).toMatchObject({ email: body.email, role: 'student', role_id: 3, firstname: 'สมชาย', tel: '0812345678' });
    expect(user!.username).toMatch(/^somchai\.[a-z0-9]+@example\.com_\d+$/);
    expect(user!.password_hash).toMatch(/^\$argon2id\$/);
    // Every label's answer is stored with its validation flag and the definition's label (spec §3).
    expect(user!.custom_label).toEqual(
      expect.arrayContaining([
        { id: education.id, value: 'ปริญญาตรี', validation: true, label: 'ระดับการศึกษาสูงสุด' },
        { id: consent.id, value: [CONSENT], validation: true, label: 'การยินยอม' },
      ]),
    );
    const groups = await db().select().from(schema.userGroupMembers).where(eq(schema.userGroupMembers.user_id, json.userId));
    expect(groups.map((g) => g.group_id)).toEqual([DEFAULT_GROUP]);

    // The session cookie is httpOnly, SameSite=Lax, Secure on an https site.
    const raw = String([res.headers['set-cookie']].flat().find((c) => String(c).startsWith('rian_session=')));
    expect(raw).toMatch(/HttpOnly/);
    expect(raw).toMatch(/SameSite=Lax/);
    expect(raw).toMatch(/Secure/);
    const me = await t.app.inject({ method: 'GET', url: '/private/students', headers: { cookie: cookieOf(res) } });
    expect(me.json().data).toMatchObject({ id: json.userId, email: body.email });

    const [mail] = await outboxFor(body.email);
    expect(mail).toMatchObject({ kind: 'welcome', user_id: json.userId });
    const password = /Password\): (\S+)/.exec(mail!.text_body)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(await verify(user!.password_hash!, password!)).toBe(true);
    expect(mail!.text_body).toContain(user!.username);
  });

  it('takes the chosen username and password in layout four and never mails that password', async () => {
    const body = registration({ username: 'somsri_99', password: 'secret-pass', is_registration_layout_four: 1 });
    const res = await register(body);
    expect(res.statusCode).toBe(200);
    const [mail] = await outboxFor(body.email as string);
    expect(mail!.text_body).toContain('somsri_99');
    expect(mail!.text_body).not.toContain('secret-pass');
    expect((await login('SOMSRI_99', 'secret-pass')).statusCode).toBe(200);
  });

  it.each([
    ['INVALID_FORMAT_EMAIL', { email: 'not-an-email' }],
    ['INVALID_FORMAT_EMAIL', { email: '' }],
    ['INVALID_FORMAT_USERNAME', { username: 'ชื่อไทย', password: 'secret-pass', is_registration_layout_four: 1 }],
    ['INVALID_FORMAT_USERNAME', { username: 'has space', password: 'secret-pass', is_registration_layout_four: 1 }],
    ['INVALID_FORMAT_PASSWORD', { username: 'okname', password: '12345', is_registration_layout_four: 1 }],
    ['INVALID_FORMAT_PASSWORD', { username: 'okname', password: 'has space', is_registration_layout_four: 1 }],
    ['INPUT_ERROR', { firstname: '' }],
    ['INPUT_ERROR', { tel: '08-1234' }],
    ['INPUT_ERROR', { firstname: 'ก'.repeat(256) }],
    ['INPUT_ERROR', { studentGroupKpi: 99 }],
    ['INPUT_ERROR', { is_require_tax_invoice: 1, tax_person_type: 'juristic_person', tax_payer_identification_no: '123' }],
  ])('answers %s for %j and writes nothing', (code, overrides) => refusedWithNothingWritten(code, overrides));

  it('answers INPUT_ERROR without the answer of a required label, and writes nothing', () =>
    refusedWithNothingWritten('INPUT_ERROR', { customLabel: [{ id: education.id, value: 'ปริญญาตรี' }] }));

  async function refusedWithNothingWritten(code: string, overrides: Record<string, unknown>) {
    const body = registration(overrides);
    const before = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.users);
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: { code } });
    expect(res.json().error.details.length).toBeGreaterThan(0);
    const after = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.users);
    expect(after[0]!.n).toBe(before[0]!.n);
    if (typeof body.email === 'string' && body.email.includes('@')) expect(await outboxFor(body.email)).toEqual([]);
  }

  it('answers INPUT_ERROR, not 500, for wrong types and malformed JSON', async () => {
    for (const payload of [{ email: 42 }, { ...registration(), customLabel: 'x' }, { ...registration(), age: -3 }]) {
      const res = await register(payload as Record<string, unknown>);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('INPUT_ERROR');
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/public/students/course-detail-page',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('INPUT_ERROR');
  });

  it('answers DUPLICATE_EMAIL (any case) and DUPLICATE_USERNAME', async () => {
    const dupEmail = await register(registration({ email: 'Manee@Academy.Example' }));
    expect(dupEmail.statusCode).toBe(409);
    expect(dupEmail.json().error.code).toBe('DUPLICATE_EMAIL');
    const dupName = await register(
      registration({ username: 'PitiPartner', password: 'secret-pass', is_registration_layout_four: 1 }),
    );
    expect(dupName.statusCode).toBe(409);
    expect(dupName.json().error.code).toBe('DUPLICATE_USERNAME');
  });

  it('answers OVER_LIMIT_USER at the site user limit, also when two race for the last place', async () => {
    const [row] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.users)
      .where(eq(schema.users.role, 'student'));
    await setSite({ user_limit: row!.n + 1 });
    try {
      const results = await Promise.all([register(registration()), register(registration())]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.statusCode === 409)!.json().error.code).toBe('OVER_LIMIT_USER');
      const again = await register(registration());
      expect(again.json().error.code).toBe('OVER_LIMIT_USER');
    } finally {
      await setSite({ user_limit: null });
    }
  });

  it('answers ERROR_CREATE_USER_IN_DAY at the daily limit of the Thai calendar day', async () => {
    const [row] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.users)
      .where(sql`${schema.users.role} = 'student' and ${schema.users.created_at} >= now() - interval '1 day'`);
    // Accounts created today so far (this file's) plus one more place.
    await setSite({ daily_user_limit: row!.n + 1 });
    try {
      expect((await register(registration())).statusCode).toBe(200);
      const res = await register(registration());
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('ERROR_CREATE_USER_IN_DAY');
    } finally {
      await setSite({ daily_user_limit: null });
    }
  });

  it('moves the guest cart into the new account', async () => {
    const guest = '6f1c2c43-1a2b-4c3d-8e4f-5a6b7c8d9e0f';
    const put = await t.app.inject({
      method: 'PUT',
      url: `/public/cart/${guest}`,
      payload: { items: [{ course_id: otherCourse.id }, { product_id: product.id, quantity: 2 }] },
    });
    expect(put.statusCode).toBe(200);
    const res = await register(registration(), { 'x-rian-guest-id': guest });
    expect(res.statusCode).toBe(200);
    const cart = await t.app.inject({ method: 'GET', url: '/private/cart', headers: { cookie: cookieOf(res) } });
    expect(
      cart.json().data.map((l: { course_id: number | null; product_id: number | null }) => [l.course_id, l.product_id]),
    ).toEqual([
      [otherCourse.id, null],
      [null, product.id],
    ]);
    expect((await t.app.inject({ method: 'GET', url: `/public/cart/${guest}` })).json().data).toEqual([]);
  });

  it('refuses a profile picture that is not an upload of this guest', async () => {
    const FILE = 'c0ffee00-1234-4abc-8def-0123456789ab.png';
    await setSite({ contact_fields: { ...CONTACT_FIELDS, displayImgUrl: { enable: true, require: false } } });
    try {
      await db().insert(schema.uploads).values({
        name: FILE,
        kind: 'profileImage',
        mime: 'image/png',
        size: 10,
        owner_guest_id: '11111111-1111-4111-8111-111111111111',
      });
      const res = await register(registration({ displayImgUrl: FILE }), { 'x-rian-guest-id': GUEST });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('INPUT_ERROR');
      const ok = await register(registration({ displayImgUrl: FILE }), {
        'x-rian-guest-id': '11111111-1111-4111-8111-111111111111',
      });
      expect(ok.statusCode).toBe(200);
      const [file] = await db().select().from(schema.uploads).where(eq(schema.uploads.name, FILE));
      expect(file!.owner_user_id).toBe(ok.json().userId);
    } finally {
      await setSite({ contact_fields: CONTACT_FIELDS });
    }
  });
});

describe('log-in, session, log-out', () => {
  it('logs in by username or e-mail in any case and shows the user in the session', async () => {
    for (const name of ['manee', 'MANEE', 'manee@academy.example', 'Manee@Academy.Example']) {
      const res = await login(name, student.password);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        response: {
          user: {
            id: student.id,
            username: 'manee',
            email: 'manee@academy.example',
            role: 'student',
            role_id: 3,
            is_student: true,
            firstname: 'มานี',
            lastname: 'ใจงาม',
          },
        },
      });
      const session = await t.app.inject({ method: 'GET', url: '/public/auth/session', headers: { cookie: cookieOf(res) } });
      expect(session.json()).toMatchObject({ status: 'valid', user: { id: student.id } });
      expect(session.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('answers INVALID_CREDENTIALS alike for a wrong password and an unknown user', async () => {
    for (const [u, p] of [
      ['manee', 'wrong-password'],
      ['nobody-here', student.password],
    ] as const) {
      const res = await login(u, p);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('INVALID_CREDENTIALS');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('a visitor has no session; a private call without one is PERMISSION_DENIED', async () => {
    const session = await t.app.inject({ method: 'GET', url: '/public/auth/session' });
    expect(session.json()).toEqual({ success: true, status: 'none', user: null });
    const res = await t.app.inject({ method: 'GET', url: '/private/students' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('PERMISSION_DENIED');
    const forged = await t.app.inject({
      method: 'GET',
      url: '/private/students',
      headers: { cookie: 'rian_session=forged-token-value' },
    });
    expect(forged.json().error.code).toBe('PERMISSION_DENIED');
  });

  it('log-out ends the session: the same cookie is then PERMISSION_DENIED and the session says expired', async () => {
    const cookie = await loginCookie(partner.user.username, partner.password);
    expect((await t.app.inject({ method: 'GET', url: '/private/students', headers: { cookie } })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/public/auth/logout', headers: { cookie } });
    expect(out.json()).toEqual({ success: true });
    expect(String(out.headers['set-cookie'])).toMatch(/rian_session=;/);
    const after = await t.app.inject({ method: 'GET', url: '/private/students', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('PERMISSION_DENIED');
    const session = await t.app.inject({ method: 'GET', url: '/public/auth/session', headers: { cookie } });
    expect(session.json()).toMatchObject({ status: 'expired', user: null });
  });

  it('an expired session is PERMISSION_DENIED', async () => {
    const cookie = await loginCookie(partner.user.username, partner.password);
    await db()
      .update(schema.sessions)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(schema.sessions.user_id, partner.id));
    const res = await t.app.inject({ method: 'GET', url: '/private/students', headers: { cookie } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('PERMISSION_DENIED');
  });

  it('refuses a cookie-authenticated change from another origin', async () => {
    const cookie = await loginCookie(student.user.username, student.password);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/private/cart',
      payload: { items: [] },
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
    const own = await t.app.inject({
      method: 'PUT',
      url: '/private/cart',
      payload: { items: [] },
      headers: { cookie, origin: 'https://academy.example' },
    });
    expect(own.statusCode).toBe(200);
  });

  describe('whitelist mode', () => {
    afterEach(async () => {
      await setSite({ whitelist_mode: 0 });
    });

    it('refuses accounts not on the whitelist with WHITELIST_USER_DENIED, at log-in and on a live session', async () => {
      const cookie = await loginCookie(partner.user.username, partner.password);
      await db().insert(schema.whitelistEmails).values({ email: student.user.email.toUpperCase() }).onConflictDoNothing();
      await setSite({ whitelist_mode: 1 });
      const refused = await login(partner.user.username, partner.password);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error.code).toBe('WHITELIST_USER_DENIED');
      const live = await t.app.inject({ method: 'GET', url: '/private/students', headers: { cookie } });
      expect(live.statusCode).toBe(401);
      expect(live.json().error.code).toBe('WHITELIST_USER_DENIED');
      const cookie2 = await (async () => {
        await setSite({ whitelist_mode: 0 });
        const c = await loginCookie(partner.user.username, partner.password);
        await setSite({ whitelist_mode: 1 });
        return c;
      })();
      const session = await t.app.inject({ method: 'GET', url: '/public/auth/session', headers: { cookie: cookie2 } });
      expect(session.json()).toEqual({ success: true, status: 'denied', user: null });
      expect((await login(student.user.username, student.password)).statusCode).toBe(200);
      expect((await login(admin.user.username, admin.password)).statusCode).toBe(200);
    });
  });
});

describe('password reset', () => {
  async function resetToken(email: string): Promise<string> {
    const mails = await outboxFor(email);
    const last = mails.filter((m) => m.kind === 'password_reset').at(-1);
    const token = /forgotpass\?token=([A-Za-z0-9_-]+)/.exec(last?.text_body ?? '')?.[1];
    if (!token) throw new Error('no reset link');
    return token;
  }

  it('answers the same for an unknown e-mail and writes no mail', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/public/auth/forgot', payload: { email: 'ghost@example.com' } });
    expect(res.json()).toEqual({ success: true });
    expect(await outboxFor('ghost@example.com')).toEqual([]);
  });

  it(
    'answers a reset request on the one-connection database when the settings are not in memory',
    { timeout: 20_000 },
    async () => {
      // With no memo every settings read goes to the database: read inside the reset's transaction on
      // PGlite's one connection, it waited for that transaction for ever (a hung /forgotpass, and every
      // request after it).
      const body = registration({ username: 'coldcache', password: 'first-pass', is_registration_layout_four: 1 });
      await register(body);
      const cold = await anotherApp(t, { cacheMs: 0 });
      try {
        const forgot = await cold.inject({ method: 'POST', url: '/public/auth/forgot', payload: { email: body.email } });
        expect(forgot.json()).toEqual({ success: true });
        expect(await resetToken(body.email as string)).toBeTruthy();
      } finally {
        await cold.close();
      }
    },
  );

  it('sends a single-use link that sets a new password and ends every session', async () => {
    const body = registration({ username: 'resetme', password: 'first-pass', is_registration_layout_four: 1 });
    const reg = await register(body);
    const oldCookie = cookieOf(reg);
    const other = await loginCookie('resetme', 'first-pass');
    // Each session is now kept in this instance's memo (SESSION_CACHE_MS): the reset must end it there too.
    for (const cookie of [oldCookie, other]) {
      expect((await t.app.inject({ method: 'GET', url: '/private/students', headers: { cookie } })).statusCode).toBe(200);
    }

    const forgot = await t.app.inject({
      method: 'POST',
      url: '/public/auth/forgot',
      payload: { email: (body.email as string).toUpperCase() },
    });
    expect(forgot.json()).toEqual({ success: true });
    const token = await resetToken(body.email as string);
    expect((await t.app.inject({ method: 'GET', url: `/public/auth/reset/${token}` })).json()).toEqual({
      success: true,
      data: { valid: true },
    });

    const bad = await t.app.inject({ method: 'POST', url: '/public/auth/reset', payload: { token, password: '12345' } });
    expect(bad.json().error.code).toBe('INVALID_FORMAT_PASSWORD');

    const ok = await t.app.inject({ method: 'POST', url: '/public/auth/reset', payload: { token, password: 'second-pass' } });
    expect(ok.json()).toEqual({ success: true });
    for (const cookie of [oldCookie, other]) {
      const res = await t.app.inject({ method: 'GET', url: '/private/students', headers: { cookie } });
      expect(res.json().error.code).toBe('PERMISSION_DENIED');
    }
    expect((await login('resetme', 'first-pass')).statusCode).toBe(401);
    expect((await login('resetme', 'second-pass')).statusCode).toBe(200);
    const notice = (await outboxFor(body.email as string)).at(-1);
    expect(notice!.kind).toBe('password_changed');
    expect(notice!.text_body).not.toContain('second-pass');

    const again = await t.app.inject({ method: 'POST', url: '/public/auth/reset', payload: { token, password: 'third-pass' } });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('RESET_LINK_INVALID');
    expect((await t.app.inject({ method: 'GET', url: `/public/auth/reset/${token}` })).json().data.valid).toBe(false);
  });

  it('refuses an expired link and one replaced by a newer one', async () => {
    const body = registration();
    await register(body);
    await t.app.inject({ method: 'POST', url: '/public/auth/forgot', payload: { email: body.email } });
    const first = await resetToken(body.email as string);
    await t.app.inject({ method: 'POST', url: '/public/auth/forgot', payload: { email: body.email } });
    const second = await resetToken(body.email as string);
    const replaced = await t.app.inject({
      method: 'POST',
      url: '/public/auth/reset',
      payload: { token: first, password: 'new-pass-1' },
    });
    expect(replaced.json().error.code).toBe('RESET_LINK_INVALID');
    await db()
      .update(schema.passwordResets)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(sql`${schema.passwordResets.used_at} is null`);
    const expired = await t.app.inject({
      method: 'POST',
      url: '/public/auth/reset',
      payload: { token: second, password: 'new-pass-1' },
    });
    expect(expired.json().error.code).toBe('RESET_LINK_INVALID');
  });
});

describe('the student’s data and tax data', () => {
  const taxId = (first12: string) => first12 + String(taxIdCheckDigit(first12));

  it('saves valid tax data and shows it in /private/students', async () => {
    const cookie = await loginCookie(student.user.username, student.password);
    const tax = {
      tax_person_type: 'juristic_person' as const,
      tax_name_one: 'บริษัท เรียนรู้ จำกัด',
      tax_name_two: '00000',
      tax_payer_identification_no: taxId('010555123456'),
      tax_address: '99 ถนนพระรามที่ 4 กรุงเทพมหานคร',
      tax_postcode: '10110',
      tax_is_delivery_by_tax_address: 1 as const,
      tax_delivery_address: '',
      tax_company_certificate: null,
    };
    const res = await t.app.inject({ method: 'PUT', url: '/private/myaccount/students/tax', payload: tax, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/private/students', headers: { cookie } });
    expect(me.json().data).toMatchObject({
      tax_person_type: 'juristic_person',
      tax_payer_identification_no: tax.tax_payer_identification_no,
    });
  });

  it('answers TAX_INVOICE_INVALID with the Thai message of each failed field', async () => {
    const cookie = await loginCookie(student.user.username, student.password);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/private/myaccount/students/tax',
      headers: { cookie },
      payload: {
        tax_person_type: 'normal_person',
        tax_name_one: 'มานี',
        tax_name_two: 'ใจงาม',
        tax_payer_identification_no: '1234',
        tax_address: '',
        tax_postcode: '101',
        tax_is_delivery_by_tax_address: 0,
        tax_delivery_address: '',
        tax_company_certificate: null,
      },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('TAX_INVOICE_INVALID');
    const messages = body.error.details.map((d: { message_th: string }) => d.message_th);
    expect(messages).toEqual(
      expect.arrayContaining(['กรุณากรอกเลขประจำตัวผู้เสียภาษี 13 หลัก', 'กรุณากรอกรหัสไปรษณีย์ 5 หลัก', 'กรุณากรอกที่อยู่ในการจัดส่งเอกสาร']),
    );
  });

  it('lets only students save tax data (spec §6: an instructor buys only as a student)', async () => {
    const cookie = await loginCookie(instructor.user.username, instructor.password);
    const res = await t.app.inject({ method: 'PUT', url: '/private/myaccount/students/tax', headers: { cookie }, payload: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('STUDENT_ONLY');
  });

  it('re-sends the welcome only to the caller’s own address', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/send/to/email/registration',
      payload: { email: 'victim@example.com', password: 'x' },
    });
    expect(res.statusCode).toBe(401);
    const cookie = await loginCookie(partner.user.username, partner.password);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/send/to/email/registration',
      headers: { cookie },
      payload: { email: 'victim@example.com', password: 'x' },
    });
    expect(ok.json()).toEqual({ success: true });
    expect(await outboxFor('victim@example.com')).toEqual([]);
    expect((await outboxFor(partner.user.email)).at(-1)!.kind).toBe('welcome');
  });
});

describe('the course as a signed-in viewer sees it', () => {
  const courseFor = (id: number, cookie?: string) =>
    t.app.inject({ method: 'GET', url: `/public/course/url/${id}`, headers: cookie ? { cookie } : {} });

  const viewers: [string, () => Member | null, string, () => MadeCourse, string | null][] = [
    ['a visitor', () => null, 'the partner group’s course', () => groupCourse, null],
    ['a partner group member', () => partner, 'the partner group’s course', () => groupCourse, null],
    ['a student of the default group', () => student, 'the partner group’s course', () => groupCourse, 'ACCESS_DENIED_GROUP'],
    ['the instructor', () => instructor, 'an open course', () => course, 'STUDENT_ONLY'],
  ];
  it.each(viewers)('%s: purchase_refusal on %s', async (_who, viewer, _which, shown, refusal) => {
    const member = viewer();
    const cookie = member ? await loginCookie(member.user.username, member.password) : undefined;
    const res = await courseFor(shown().id, cookie);
    expect(res.json().data.purchase_refusal).toBe(refusal);
    expect(res.headers['cache-control']).toBe(cookie ? 'private, no-store' : undefined);
  });

  it('shows an owned course as approved and opens member-only plans to a signed-in student', async () => {
    const cookie = await loginCookie(student.user.username, student.password);
    expect((await courseFor(ownedCourse.id)).json().data.statusOrder).toBeNull();
    expect((await courseFor(ownedCourse.id, cookie)).json().data.statusOrder).toBe('approved');
    const memberPlan = (body: { data: { priceDetail: { id: number; disabled: boolean }[] } }) =>
      body.data.priceDetail.find((p) => p.id === memberCourse.plans[1]!.id);
    expect(memberPlan((await courseFor(memberCourse.id)).json())?.disabled).toBe(true);
    expect(memberPlan((await courseFor(memberCourse.id, cookie)).json())?.disabled).toBe(false);
  });

  it('inlines the viewer’s course in the course page', async () => {
    const cookie = await loginCookie(student.user.username, student.password);
    const url = `/course/${groupCourse.id}`;
    const html = (await t.app.inject({ method: 'GET', url, headers: { cookie } })).body;
    expect(html).toContain('"purchase_refusal":"ACCESS_DENIED_GROUP"');
    const visitorHtml = (await t.app.inject({ method: 'GET', url })).body;
    expect(visitorHtml).toContain('"purchase_refusal":null');
  });
});

describe('carts', () => {
  it('keeps a guest cart by its random id and refuses anything else as an id', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: `/public/cart/${GUEST}`,
      payload: { items: [{ course_id: course.id, pricing_plan_id: course.plan.id }] },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject([
      { course_id: course.id, pricing_plan_id: course.plan.id, product_id: null, quantity: 1 },
    ]);
    for (const id of ['3', 'manee', '3b241101-e2bb-1255-8caf-4136c566a962']) {
      const res = await t.app.inject({ method: 'GET', url: `/public/cart/${id}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('INPUT_ERROR');
    }
  });

  it.each([
    ['a duplicate course', () => [{ course_id: otherCourse.id }, { course_id: otherCourse.id }], 'CART_DUPLICATE_COURSE'],
    ['a plan of another course', () => [{ course_id: otherCourse.id, pricing_plan_id: course.plan.id }], 'NO_PRICING_PLAN'],
    ['an unpublished course', () => [{ course_id: hiddenCourse.id }], 'NOT_FOUND'],
    ['a line with both a course and a product', () => [{ course_id: otherCourse.id, product_id: product.id }], 'INPUT_ERROR'],
    ['an empty line', () => [{}], 'INPUT_ERROR'],
  ])('refuses %s and keeps the cart as it was', async (_name, lines, code) => {
    const items = lines();
    const res = await t.app.inject({ method: 'PUT', url: `/public/cart/${GUEST}`, payload: { items } });
    expect(res.json().error.code).toBe(code);
    const cart = await t.app.inject({ method: 'GET', url: `/public/cart/${GUEST}` });
    expect(cart.json().data).toMatchObject([{ course_id: course.id }]);
  });

  it('merges the guest cart into the student’s at log-in: courses once, product quantities added', async () => {
    const guest = '0a1b2c3d-4e5f-4a6b-9c7d-8e9f0a1b2c3d';
    const cookie = await loginCookie(partner.user.username, partner.password);
    await t.app.inject({
      method: 'PUT',
      url: '/private/cart',
      headers: { cookie },
      payload: { items: [{ course_id: otherCourse.id }, { product_id: product.id, quantity: 1 }] },
    });
    await t.app.inject({
      method: 'PUT',
      url: `/public/cart/${guest}`,
      payload: {
        items: [{ course_id: otherCourse.id }, { course_id: thirdCourse.id }, { product_id: product.id, quantity: 2 }],
      },
    });
    const res = await login(partner.user.username, partner.password, { 'x-rian-guest-id': guest });
    const cart = await t.app.inject({ method: 'GET', url: '/private/cart', headers: { cookie: cookieOf(res) } });
    const lines = cart
      .json()
      .data.map((l: { course_id: number | null; product_id: number | null; quantity: number }) => [
        l.course_id,
        l.product_id,
        l.quantity,
      ]);
    expect(lines).toEqual(
      expect.arrayContaining([
        [otherCourse.id, null, 1],
        [thirdCourse.id, null, 1],
        [null, product.id, 3],
      ]),
    );
    expect(lines).toHaveLength(3);
    expect((await t.app.inject({ method: 'GET', url: `/public/cart/${guest}` })).json().data).toEqual([]);
  });
});

describe('every /private route refuses a visitor and an ended session', () => {
  it('answers PERMISSION_DENIED on each', async () => {
    const routes = t.app.rianRoutes.filter((r) => r.url.startsWith('/private/'));
    expect(routes.length).toBeGreaterThanOrEqual(5);
    for (const route of routes) {
      const url = route.url.replace(/:[A-Za-z]+/g, (p) => (/name/i.test(p) ? 'x.png' : '1'));
      const res = await t.app.inject({ method: route.method as 'GET', url, payload: route.method === 'GET' ? undefined : {} });
      expect([route.method, route.url, res.statusCode, res.json().error?.code]).toEqual([
        route.method,
        route.url,
        401,
        'PERMISSION_DENIED',
      ]);
    }
  });
});

describe('rate limits', () => {
  it('answers RATE_LIMITED after ten log-ins a minute from one address, per address', async () => {
    const limited = await createTestApp({ seed: 'defaults', rateLimit: true });
    try {
      // A different account each time: the per-account back-off (login-throttle.test.ts) is not what this measures.
      let n = 0;
      const attempt = (remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/public/auth/login',
          payload: { username: `guess-${n++}`, password: 'nope' },
          remoteAddress,
        });
      for (let i = 0; i < 10; i++) expect((await attempt('203.0.113.7')).statusCode).toBe(401);
      const blocked = await attempt('203.0.113.7');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ success: false, error: { code: 'RATE_LIMITED' } });
      expect((await attempt('203.0.113.8')).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});
