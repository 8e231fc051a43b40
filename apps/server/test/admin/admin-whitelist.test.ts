// /private/admin/whitelist: the e-mails that may sign in while the whitelist mode is on (spec §8
// WHITELIST_USER_DENIED). Administrators only; an e-mail is kept once whatever its case; each write
// is audited, and a student's live session follows the list at once.
import { describe, expect, it } from 'vitest';
import { schema } from '@rian/db';
import { anAdmin, anInstructor, aStudent, type Person } from '../factories/index.ts';
import { useTestApp } from '../helpers.ts';
import { auditRows, callAs, expectAdminsOnly, resourceCalls } from './admin-calls.ts';

const t = useTestApp({ seed: 'defaults' });
const db = () => t.db.handle.db;
const URL = '/private/admin/whitelist';

const call = callAs(t);

const auditOf = (id: number) => auditRows(db(), id);

describe('the whitelist in the back office', () => {
  it('lets only an administrator list, add, correct or remove an e-mail', async () => {
    const student = await aStudent(db());
    const instructor = await anInstructor(db());
    const [row] = await db().insert(schema.whitelistEmails).values({ email: 'kept@academy.example' }).returning();
    await expectAdminsOnly(
      call,
      resourceCalls(URL, row!.id, { email: 'x@academy.example' }, { email: 'y@academy.example' }),
      student,
      instructor,
    );
    const admin = await anAdmin(db());
    expect((await call(admin, 'GET', `${URL}/${row!.id}`)).body.data.email).toBe('kept@academy.example');
  });

  it('adds an e-mail in lower case once, finds it, corrects and removes it, each with its audit row', async () => {
    const admin = await anAdmin(db());
    const added = await call(admin, 'POST', URL, { email: '  Somchai@Academy.Example ' });
    expect(added.status).toBe(201);
    const { id, email } = added.body.data;
    expect(email).toBe('somchai@academy.example');

    const twice = await call(admin, 'POST', URL, { email: 'SOMCHAI@academy.example' });
    expect([twice.status, twice.body.error.code]).toEqual([409, 'DUPLICATE_EMAIL']);
    const bad = await call(admin, 'POST', URL, { email: 'not an e-mail' });
    expect([bad.status, bad.body.error.code]).toEqual([400, 'INPUT_ERROR']);

    const found = await call(admin, 'GET', `${URL}?q=somchai&sort=-email&per_page=10`);
    expect(found.body).toMatchObject({ total: 1, page: 1, per_page: 10 });
    expect(found.body.data[0].email).toBe('somchai@academy.example');
    const badSort = await call(admin, 'GET', `${URL}?sort=password`);
    expect(badSort.status).toBe(400);

    const fixed = await call(admin, 'PATCH', `${URL}/${id}`, { email: 'somchai.k@academy.example' });
    expect(fixed.body.data.email).toBe('somchai.k@academy.example');
    expect((await call(admin, 'DELETE', `${URL}/${id}`)).body.data).toEqual({ id });
    expect((await call(admin, 'GET', `${URL}/${id}`)).status).toBe(404);

    const audit = (await auditOf(id)).filter((a) => a.entity === 'whitelist');
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([
      ['create', admin.id],
      ['update', admin.id],
      ['delete', admin.id],
    ]);
    expect(audit[1]!.after).toEqual({ email: 'somchai.k@academy.example' });
  });

  it('turns the whitelist mode on: a student on the list keeps their session, one off it is refused', async () => {
    const admin = await anAdmin(db());
    const listed = await aStudent(db());
    const other = await aStudent(db());
    const own = (who: Person) => t.app.inject({ method: 'GET', url: '/private/students', headers: { cookie: who.cookie } });

    const added = await call(admin, 'POST', URL, { email: listed.user.email.toUpperCase() });
    expect(added.status).toBe(201);
    await call(admin, 'PATCH', '/private/admin/settings', { whitelist_mode: 1 });
    expect((await own(listed)).statusCode).toBe(200);
    const refused = await own(other);
    expect([refused.statusCode, refused.json().error.code]).toEqual([401, 'WHITELIST_USER_DENIED']);

    await call(admin, 'DELETE', `${URL}/${added.body.data.id}`);
    const removed = await own(listed);
    expect([removed.statusCode, removed.json().error.code]).toEqual([401, 'WHITELIST_USER_DENIED']);
    await call(admin, 'PATCH', '/private/admin/settings', { whitelist_mode: 0 });
  });
});
