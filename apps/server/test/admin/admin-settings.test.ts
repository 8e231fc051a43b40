// /private/admin/settings: the site's settings are read and changed by an administrator only, each
// change leaves its audit row and reaches the public site call at once; social log-in secrets are
// write-only (never in an answer or the audit log) and bad values answer INPUT_ERROR, writing nothing.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { anAdmin, anInstructor, aStudent, siteSettings, type Person } from '../factories/index.ts';
import { useTestApp } from '../helpers.ts';

const t = useTestApp({ seed: 'defaults' });
const db = () => t.db.handle.db;
const URL = '/private/admin/settings';

async function call(who: Person | null, method: 'GET' | 'PATCH', payload?: object) {
  const res = await t.app.inject({
    method,
    url: URL,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json(), raw: res.body };
}

const settingsAudit = () =>
  db().select().from(schema.auditLog).where(eq(schema.auditLog.entity, 'settings')).orderBy(schema.auditLog.id);

const storedRow = async () => (await db().select().from(schema.siteSettings).where(eq(schema.siteSettings.id, 1)))[0]!;

describe('site settings in the back office', () => {
  it('lets only an administrator read or change them', async () => {
    const student = await aStudent(db());
    const instructor = await anInstructor(db());
    for (const method of ['GET', 'PATCH'] as const) {
      const payload = method === 'PATCH' ? { title: 'x' } : undefined;
      expect((await call(null, method, payload)).status).toBe(401);
      expect((await call(student, method, payload)).status).toBe(403);
      expect((await call(instructor, method, payload)).status).toBe(403);
    }
    const admin = await anAdmin(db());
    expect((await call(admin, 'GET')).status).toBe(200);
    expect((await storedRow()).title).not.toBe('x');
  });

  it('changes the name and a flag, audits only those, and the public site shows them at once', async () => {
    const admin = await anAdmin(db());
    await t.app.inject({ url: '/api/setting/site/into/1' }); // warm the public memo
    const res = await call(admin, 'PATCH', { title: '  สถาบันทดสอบ  ', course_bestseller: 0, ga4_measurement_id: 'G-AB12CD34' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ title: 'สถาบันทดสอบ', course_bestseller: 0, ga4_measurement_id: 'G-AB12CD34' });

    const site = (await t.app.inject({ url: '/api/setting/site/into/1' })).json();
    expect(site.data).toMatchObject({ title: 'สถาบันทดสอบ', course_bestseller: 0 });

    const [audit] = (await settingsAudit()).slice(-1);
    expect(audit).toMatchObject({ action: 'update', actor_id: admin.id, entity_id: '1' });
    expect(Object.keys(audit!.after!).sort()).toEqual(['course_bestseller', 'ga4_measurement_id', 'title']);
    expect(audit!.after).toMatchObject({ title: 'สถาบันทดสอบ' });
  });

  it('keeps a social log-in secret write-only: replaced by a new value, kept by an empty one, never shown or audited', async () => {
    const admin = await anAdmin(db());
    const secret = 'google-secret-value-123';
    const set = await call(admin, 'PATCH', {
      social_login: { google: { enabled: true, client_id: 'gid.apps.googleusercontent.com', client_secret: secret } },
    });
    expect(set.status).toBe(200);
    expect(set.body.data.social_login.google).toEqual({
      enabled: true,
      client_id: 'gid.apps.googleusercontent.com',
      secret_set: true,
    });
    expect(set.body.data.social_login.line).toMatchObject({ secret_set: false });
    expect(set.raw).not.toContain(secret);
    expect((await storedRow()).social_login.google?.client_secret).toBe(secret);

    const kept = await call(admin, 'PATCH', { social_login: { google: { client_id: 'gid2', client_secret: '' } } });
    expect(kept.body.data.social_login.google).toEqual({ enabled: true, client_id: 'gid2', secret_set: true });
    expect((await storedRow()).social_login.google?.client_secret).toBe(secret);

    const read = await call(admin, 'GET');
    expect(read.raw).not.toContain(secret);
    expect(read.raw).not.toContain('client_secret');

    const audits = await settingsAudit();
    expect(JSON.stringify(audits)).not.toContain(secret);
    expect(audits.at(-2)!.after).toMatchObject({ secrets_changed: ['google'] });
    expect(audits.at(-1)!.after).not.toHaveProperty('secrets_changed');
  });

  it('changes the registration field switches and the limits', async () => {
    const admin = await anAdmin(db());
    const before = (await call(admin, 'GET')).body.data;
    const contact_fields = { ...before.contact_fields, tel: { enable: true, require: true } };
    const res = await call(admin, 'PATCH', {
      contact_fields,
      auto_cancel: 24,
      storage_quota_bytes: 5 * 1024 ** 3,
      whitelist_mode: 1,
      contact_email: 'hello@academy.example',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      contact_fields,
      auto_cancel: 24,
      storage_quota_bytes: 5 * 1024 ** 3,
      whitelist_mode: 1,
    });
    const site = (await t.app.inject({ url: '/api/setting/site/into/1' })).json();
    expect(site.data.contact_fields.tel).toEqual({ enable: true, require: true });
    expect(site.data.auto_cancel).toBe(24);
  });

  it('refuses a bad GA4 id, hours out of range, a negative quota and an empty name, and writes nothing', async () => {
    const admin = await anAdmin(db());
    await siteSettings(db(), { title: 'เดิม', auto_cancel: 48 });
    const audits = (await settingsAudit()).length;
    for (const bad of [
      { ga4_measurement_id: 'UA-12345-1' },
      { auto_cancel: 0 },
      { auto_cancel: 10_000 },
      { storage_quota_bytes: -1 },
      { title: '   ' },
      { course_layout: '7' },
      { course_teacher: 2 },
      { contact_email: 'not-an-email' },
    ]) {
      const res = await call(admin, 'PATCH', { title: 'ใหม่', ...bad });
      expect([JSON.stringify(bad), res.status, res.body.error?.code]).toEqual([JSON.stringify(bad), 400, 'INPUT_ERROR']);
    }
    expect(await storedRow()).toMatchObject({ title: 'เดิม', auto_cancel: 48 });
    expect((await settingsAudit()).length).toBe(audits);
  });
});
