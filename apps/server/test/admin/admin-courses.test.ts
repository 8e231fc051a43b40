// /private/admin/courses: a course made as a draft from its title, filled in, published through the
// course lifecycle, shown on the storefront only once published; validation answers catalogue codes
// and every write leaves its audit row.
import { describe, expect, it } from 'vitest';
import { aCourse, anAdmin, anOrder, aStudent } from '../factories/index.ts';
import { useTestApp } from '../helpers.ts';
import { auditRows, callAs, expectInputError } from './admin-calls.ts';

const t = useTestApp({ seed: 'defaults' });
const db = () => t.db.handle.db;

const call = callAs(t);

const auditOf = (id: number) => auditRows(db(), id);

describe('courses in the back office', () => {
  it('makes a draft from a title alone, hidden from the storefront until published', async () => {
    const admin = await anAdmin(db());
    const made = await call(admin, 'POST', '/private/admin/courses', { title: '  คอร์สใหม่ล่าสุด  ' });
    expect(made.status).toBe(201);
    const course = made.body.data;
    expect(course).toMatchObject({ title: 'คอร์สใหม่ล่าสุด', slug: `course-${course.id}`, status: 'draft', teacher_ids: [] });

    const hidden = await t.app.inject({ url: `/public/course/url/${course.id}` });
    expect(hidden.statusCode).toBe(404);

    const published = await call(admin, 'POST', `/private/admin/courses/${course.id}/publish`);
    expect(published.body.data).toMatchObject({ status: 'published' });
    expect(published.body.data.first_published_at).not.toBeNull();
    const shown = await t.app.inject({ url: `/public/course/url/${course.id}` });
    expect(shown.statusCode).toBe(200);

    const again = await call(admin, 'POST', `/private/admin/courses/${course.id}/publish`);
    expect([again.status, again.body.error.code]).toEqual([409, 'TRANSITION_REFUSED']);
    const down = await call(admin, 'POST', `/private/admin/courses/${course.id}/unpublish`);
    expect(down.body.data.status).toBe('unpublished');

    const audit = await auditOf(course.id);
    expect(audit.map((a) => [a.entity, a.action, a.actor_id])).toEqual([
      ['course', 'create', admin.id],
      ['course', 'publish', admin.id],
      ['course', 'unpublish', admin.id],
    ]);
    expect(audit[1]!.before).toEqual({ status: 'draft' });
    expect(audit[1]!.after).toEqual({ status: 'published' });
  });

  it('changes only the fields sent and audits them before and after', async () => {
    const admin = await anAdmin(db());
    const { id } = await aCourse(db(), { title: 'ก่อนแก้', seat: 10 });
    const res = await call(admin, 'PATCH', `/private/admin/courses/${id}`, {
      title: 'หลังแก้',
      layout: '4',
      start_reg_date: '2026-12-01T00:00:00+07:00',
      end_reg_date: '2026-12-31T23:59:00+07:00',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ title: 'หลังแก้', layout: '4', seat: 10, start_reg_date: '2026-11-30T17:00:00.000Z' });
    const [, update] = [null, (await auditOf(id)).at(-1)!];
    expect(update.action).toBe('update');
    expect(update.before).toMatchObject({ title: 'ก่อนแก้', layout: null });
    expect(update.after).toMatchObject({ title: 'หลังแก้', layout: '4' });
    expect(update.after).not.toHaveProperty('seat');
  });

  it('keeps only the allow-list of a rich-text description; plain text stays text', async () => {
    const admin = await anAdmin(db());
    const { id } = await aCourse(db());
    const rich = await call(admin, 'PATCH', `/private/admin/courses/${id}`, {
      description:
        '<h2>เรียนอะไร</h2><p onclick="steal()">ทำอาหาร<script>alert(1)</script></p><img src="/uploads/a.jpg" onerror="x()">',
      description_en: '<p><a href="javascript:alert(1)">Cook</a> Thai food</p>',
    });
    expect(rich.body.data.description).toBe('<h2>เรียนอะไร</h2><p>ทำอาหาร</p><img src="/uploads/a.jpg" />');
    expect(rich.body.data.description_en).toBe('<p><a>Cook</a> Thai food</p>');
    const shown = await t.app.inject({ url: `/public/course/url/${id}` });
    expect(shown.json().data.description).not.toMatch(/script|onclick|onerror/);
    const plain = await call(admin, 'PATCH', `/private/admin/courses/${id}`, { description: 'ใช้ 3 < 5 บท\n\nบทที่สอง' });
    expect(plain.body.data.description).toBe('ใช้ 3 < 5 บท\n\nบทที่สอง');
  });

  it('refuses a bad field, a taken link and a window that ends before it starts, and writes nothing', async () => {
    const admin = await anAdmin(db());
    const a = await aCourse(db(), { slug: 'taken-link' });
    const b = await aCourse(db());
    const bad = await call(admin, 'PATCH', `/private/admin/courses/${b.id}`, { layout: '7', slug: 'Has Spaces' });
    expect([bad.status, bad.body.error.code]).toEqual([400, 'INPUT_ERROR']);
    const taken = await call(admin, 'PATCH', `/private/admin/courses/${b.id}`, { slug: a.course.slug, title: 'ไม่ควรบันทึก' });
    expect([taken.status, taken.body.error.code]).toEqual([409, 'SLUG_TAKEN']);
    const backwards = await call(admin, 'PATCH', `/private/admin/courses/${b.id}`, {
      start_reg_date: '2026-12-10T00:00:00Z',
      end_reg_date: '2026-12-01T00:00:00Z',
    });
    expectInputError(backwards, 'end_reg_date');
    const now = await call(admin, 'GET', `/private/admin/courses/${b.id}`);
    expect(now.body.data.title).toBe(b.course.title);
    expect(await auditOf(b.id)).toEqual([]);
    const missing = await call(admin, 'GET', '/private/admin/courses/999999');
    expect([missing.status, missing.body.error.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('pages, searches, filters and sorts the list on the server', async () => {
    const admin = await anAdmin(db());
    for (const n of [1, 2, 3]) await aCourse(db(), { title: `ค้นหาได้ ${n}`, sort: n });
    await call(admin, 'POST', '/private/admin/courses', { title: 'ค้นหาได้ ร่าง' });
    const page = await call(admin, 'GET', '/private/admin/courses?q=ค้นหาได้&sort=title&per_page=10');
    expect(page.body.total).toBe(4);
    expect(page.body.data.map((c: { title: string }) => c.title)).toEqual(['ค้นหาได้ 1', 'ค้นหาได้ 2', 'ค้นหาได้ 3', 'ค้นหาได้ ร่าง']);
    const drafts = await call(admin, 'GET', '/private/admin/courses?q=ค้นหาได้&status=draft');
    expect(drafts.body.data.map((c: { status: string }) => c.status)).toEqual(['draft']);
    const second = await call(admin, 'GET', '/private/admin/courses?q=ค้นหาได้&sort=-sort&per_page=10&page=2');
    expect([second.body.page, second.body.data]).toEqual([2, []]);
    const badSort = await call(admin, 'GET', '/private/admin/courses?sort=password');
    expect([badSort.status, badSort.body.error.code]).toEqual([400, 'INPUT_ERROR']);
  });

  it('deletes a course nobody ordered, and keeps one that has orders', async () => {
    const admin = await anAdmin(db());
    const unused = await aCourse(db());
    const ordered = await aCourse(db());
    await anOrder(db(), { buyer: await aStudent(db()), courses: [ordered] });
    const gone = await call(admin, 'DELETE', `/private/admin/courses/${unused.id}`);
    expect(gone.body).toEqual({ success: true, data: { id: unused.id } });
    const kept = await call(admin, 'DELETE', `/private/admin/courses/${ordered.id}`);
    expect([kept.status, kept.body.error.code]).toEqual([409, 'IN_USE']);
    expect((await auditOf(unused.id)).map((a) => a.action)).toEqual(['delete']);
  });
});
