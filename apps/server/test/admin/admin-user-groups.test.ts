// /private/admin/user-groups: the student groups (spec §3 studentGroupKpi, §2 access rights).
// Administrators only; one default at most; a group with students is not deleted; every write is
// audited.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { anAdmin, anInstructor, aStudent } from '../factories/index.ts';
import { useTestApp } from '../helpers.ts';
import { auditRows, callAs, expectAdminsOnly, resourceCalls } from './admin-calls.ts';

const t = useTestApp({ seed: 'defaults' });
const db = () => t.db.handle.db;
const URL = '/private/admin/user-groups';

const call = callAs(t);

const groupAudit = (id: number) => auditRows(db(), id, 'user_group');

describe('user groups in the back office', () => {
  it('lets only an administrator list, make, change or delete a group', async () => {
    const student = await aStudent(db());
    const instructor = await anInstructor(db());
    const [g] = await db().insert(schema.userGroups).values({ name: 'กลุ่มเดิม' }).returning();
    await expectAdminsOnly(call, resourceCalls(URL, g!.id, { name: 'x' }, { name: 'y' }), student, instructor);
    const admin = await anAdmin(db());
    expect((await call(admin, 'GET', `${URL}/${g!.id}`)).body.data).toMatchObject({ name: 'กลุ่มเดิม', member_count: 0 });
  });

  it('makes, renames and deletes a group with its audit rows', async () => {
    const admin = await anAdmin(db());
    const made = await call(admin, 'POST', URL, { name: '  พนักงานบริษัท  ' });
    expect(made.status).toBe(201);
    const { id } = made.body.data;
    expect(made.body.data).toMatchObject({ name: 'พนักงานบริษัท', is_default: 0, member_count: 0 });
    const empty = await call(admin, 'POST', URL, { name: '   ' });
    expect([empty.status, empty.body.error.code]).toEqual([400, 'INPUT_ERROR']);

    const renamed = await call(admin, 'PATCH', `${URL}/${id}`, { name: 'พนักงาน' });
    expect(renamed.body.data.name).toBe('พนักงาน');
    const listed = await call(admin, 'GET', `${URL}?q=พนักงาน`);
    expect(listed.body.data.map((g: { id: number }) => g.id)).toEqual([id]);

    expect((await call(admin, 'DELETE', `${URL}/${id}`)).status).toBe(200);
    const audit = await groupAudit(id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(audit[1]!.before).toEqual({ name: 'พนักงานบริษัท' });
  });

  it('keeps one default group at most', async () => {
    const admin = await anAdmin(db());
    const a = (await call(admin, 'POST', URL, { name: 'กลุ่ม ก', is_default: 1 })).body.data;
    const b = (await call(admin, 'POST', URL, { name: 'กลุ่ม ข' })).body.data;
    await call(admin, 'PATCH', `${URL}/${b.id}`, { is_default: 1 });
    expect((await call(admin, 'GET', `${URL}/${a.id}`)).body.data.is_default).toBe(0);
    expect((await call(admin, 'GET', `${URL}/${b.id}`)).body.data.is_default).toBe(1);
    const defaults = await db().select().from(schema.userGroups).where(eq(schema.userGroups.is_default, 1));
    expect(defaults.map((g) => g.id)).toEqual([b.id]);
  });

  it('refuses to delete a group that has students, and keeps it', async () => {
    const admin = await anAdmin(db());
    const student = await aStudent(db());
    const g = (await call(admin, 'POST', URL, { name: 'มีสมาชิก' })).body.data;
    await db().insert(schema.userGroupMembers).values({ user_id: student.id, group_id: g.id });
    expect((await call(admin, 'GET', `${URL}/${g.id}`)).body.data.member_count).toBe(1);
    const refused = await call(admin, 'DELETE', `${URL}/${g.id}`);
    expect([refused.status, refused.body.error.code]).toEqual([409, 'IN_USE']);
    expect((await call(admin, 'GET', `${URL}/${g.id}`)).status).toBe(200);
    expect((await groupAudit(g.id)).map((a) => a.action)).toEqual(['create']);
  });
});
