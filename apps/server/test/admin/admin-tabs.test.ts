// /private/admin/{courses|products}/{id}/tabs and /private/admin/tabs/{id}: an administrator adds,
// edits, reorders and deletes the extra tabs of a course's and a product's page; bodies keep only the
// rich-text allow-list; every write is audited and shows on the public page at once, English falling
// back to Thai where it was left empty. The product's description is cleaned the same way.
import { describe, expect, it } from 'vitest';
import { aCourse, anAdmin, anInstructor, aProduct, aStudent } from '../factories/index.ts';
import { useTestApp } from '../helpers.ts';
import { auditRows, callAs, expectAdminsOnly } from './admin-calls.ts';

const t = useTestApp({ seed: 'defaults' });
const db = () => t.db.handle.db;
const call = callAs(t);

type Tab = { id: number; title: string; title_en: string | null; body: string; body_en: string | null };

const productPage = async (id: number) => (await call(null, 'GET', `/public/products/${id}`)).body.data;
const coursePage = async (id: number) => (await call(null, 'GET', `/public/course/url/${id}`)).body.data;

describe('page tabs in the back office', () => {
  it('adds, edits, reorders and deletes a product page’s tabs, audited, shown on the page at once', async () => {
    const admin = await anAdmin(db());
    const product = await aProduct(db());
    const url = `/private/admin/products/${product.id}/tabs`;
    expect((await productPage(product.id)).tabs).toEqual([]);

    const made: Tab[] = [];
    for (const title of ['วิธีใช้', 'คำถามที่พบบ่อย', 'รีวิว']) {
      const res = await call(admin, 'POST', url, { title, body: `<p>${title}</p>` });
      expect([title, res.status]).toEqual([title, 201]);
      made.push(res.body.data);
    }
    expect(made.map((m) => [m.title, (m as Tab & { sort: number }).sort])).toEqual([
      ['วิธีใช้', 1],
      ['คำถามที่พบบ่อย', 2],
      ['รีวิว', 3],
    ]);
    expect(made[0]).toMatchObject({ product_id: product.id, course_id: null, title_en: null, body_en: null });
    // The public page (its memo dropped by the write) shows them in order, English empty as null.
    expect((await productPage(product.id)).tabs).toEqual(
      made.map((m) => ({ id: m.id, title: m.title, title_en: null, body: m.body, body_en: null })),
    );

    const [first, second, third] = made as [Tab, Tab, Tab];
    const edited = await call(admin, 'PATCH', `/private/admin/tabs/${first.id}`, {
      title: 'วิธีใช้งาน',
      title_en: 'How to use',
      body_en: '<p>Step one</p>',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      title: 'วิธีใช้งาน',
      title_en: 'How to use',
      body: '<p>วิธีใช้</p>',
      body_en: '<p>Step one</p>',
    });

    const order = [third.id, first.id, second.id];
    const reordered = await call(admin, 'PUT', `${url}/order`, { ids: order });
    expect(reordered.status).toBe(200);
    expect(reordered.body.data.map((x: Tab) => x.id)).toEqual(order);
    expect((await call(admin, 'GET', url)).body.data.map((x: Tab) => x.id)).toEqual(order);
    expect((await productPage(product.id)).tabs.map((x: Tab) => x.id)).toEqual(order);
    // An order that leaves a tab out, or names one twice, is refused and changes nothing.
    for (const ids of [
      [third.id, first.id],
      [third.id, first.id, first.id],
    ]) {
      const refused = await call(admin, 'PUT', `${url}/order`, { ids });
      expect([ids, refused.status, refused.body.error.code]).toEqual([ids, 400, 'INPUT_ERROR']);
    }
    expect((await call(admin, 'GET', url)).body.data.map((x: Tab) => x.id)).toEqual(order);

    const deleted = await call(admin, 'DELETE', `/private/admin/tabs/${second.id}`);
    expect(deleted.body).toEqual({ success: true, data: { id: second.id } });
    expect((await call(admin, 'GET', `/private/admin/tabs/${second.id}`)).status).toBe(404);
    expect((await productPage(product.id)).tabs.map((x: Tab) => x.id)).toEqual([third.id, first.id]);

    const audit = await auditRows(db(), first.id, 'catalogue_tab');
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([
      ['create', admin.id],
      ['update', admin.id],
    ]);
    expect(audit[1]!.after).toEqual({ title: 'วิธีใช้งาน', title_en: 'How to use', body_en: '<p>Step one</p>' });
    expect((await auditRows(db(), second.id, 'catalogue_tab')).map((a) => a.action)).toEqual(['create', 'delete']);
    const moves = await auditRows(db(), product.id, 'product_tabs');
    expect(moves.map((a) => [a.action, a.before, a.after])).toEqual([
      ['reorder', { ids: made.map((m) => m.id) }, { ids: order }],
    ]);
  });

  it('keeps only the allow-list of a body, on tabs and on product descriptions', async () => {
    const admin = await anAdmin(db());
    const course = await aCourse(db());
    const hostile =
      '<p onclick="steal()">สวัสดี<script>alert(1)</script> <a href="javascript:alert(2)">ลิงก์</a></p><style>p{}</style>';
    const made = await call(admin, 'POST', `/private/admin/courses/${course.id}/tabs`, {
      title: 'แท็บ',
      body: hostile,
      body_en: hostile,
    });
    expect(made.status).toBe(201);
    for (const body of [made.body.data.body, made.body.data.body_en]) {
      expect(body).toContain('สวัสดี');
      expect(body).not.toMatch(/script|onclick|javascript:|style/);
    }
    const patched = await call(admin, 'PATCH', `/private/admin/tabs/${made.body.data.id}`, {
      body: '<h2>หัวข้อ</h2><img src=x onerror="x()">',
    });
    expect(patched.body.data.body).toBe('<h2>หัวข้อ</h2><img src="x" />');

    const product = await aProduct(db());
    const described = await call(admin, 'PATCH', `/private/admin/products/${product.id}`, {
      description: `<h2>รายละเอียด</h2>${hostile}`,
      description_en: '<p>Detail<script>x()</script></p>',
    });
    expect(described.status).toBe(200);
    expect(described.body.data.description).toMatch(/^<h2>รายละเอียด<\/h2><p>สวัสดี/);
    expect(described.body.data.description).not.toMatch(/script|onclick|javascript:/);
    expect(described.body.data.description_en).toBe('<p>Detail</p>');
    // Plain text stays text: the page shows it as paragraphs.
    const plain = await call(admin, 'PATCH', `/private/admin/products/${product.id}`, {
      description: 'บรรทัดแรก\n\nย่อหน้าสอง',
      description_en: '',
    });
    expect(plain.body.data).toMatchObject({ description: 'บรรทัดแรก\n\nย่อหน้าสอง', description_en: null });
    expect((await productPage(product.id)).courseDescription).toMatchObject({
      description: 'บรรทัดแรก\n\nย่อหน้าสอง',
      description_en: null,
    });
  });

  it('shows a course page’s tabs with English falling back to Thai where left empty', async () => {
    const admin = await anAdmin(db());
    const course = await aCourse(db());
    const url = `/private/admin/courses/${course.id}/tabs`;
    const thaiOnly = (
      await call(admin, 'POST', url, { title: 'ตารางเรียน', body: '<p>ทุกวันเสาร์</p>', title_en: '', body_en: '<p></p>' })
    ).body.data;
    const both = (
      await call(admin, 'POST', url, { title: 'สถานที่', title_en: 'Venue', body: '<p>กรุงเทพ</p>', body_en: '<p>Bangkok</p>' })
    ).body.data;
    expect(thaiOnly).toMatchObject({ course_id: course.id, product_id: null, title_en: null });
    expect((await coursePage(course.id)).tabs).toEqual([
      { id: thaiOnly.id, title: 'ตารางเรียน', title_en: null, body: '<p>ทุกวันเสาร์</p>', body_en: null },
      { id: both.id, title: 'สถานที่', title_en: 'Venue', body: '<p>กรุงเทพ</p>', body_en: '<p>Bangkok</p>' },
    ]);
    // A copy of the course takes its tabs along.
    const copy = (await call(admin, 'POST', `/private/admin/courses/${course.id}/duplicate`)).body.data;
    const copied = (await call(admin, 'GET', `/private/admin/courses/${copy.id}/tabs`)).body.data as Tab[];
    expect(copied.map((c) => [c.title, c.title_en])).toEqual([
      ['ตารางเรียน', null],
      ['สถานที่', 'Venue'],
    ]);
    // Another course's or a product's tabs never show here; a missing owner is NOT_FOUND.
    const other = await aCourse(db());
    expect((await coursePage(other.id)).tabs).toEqual([]);
    expect((await call(admin, 'GET', '/private/admin/courses/999999/tabs')).status).toBe(404);
    expect((await call(admin, 'POST', '/private/admin/products/999999/tabs', { title: 'x' })).status).toBe(404);
    expect((await call(admin, 'POST', url, { title: '  ' })).status).toBe(400);
  });

  it('lets only an administrator read or change tabs', async () => {
    const course = await aCourse(db());
    const product = await aProduct(db());
    const admin = await anAdmin(db());
    const tab = (await call(admin, 'POST', `/private/admin/products/${product.id}/tabs`, { title: 'แท็บ' })).body.data;
    await expectAdminsOnly(
      call,
      [
        ['GET', `/private/admin/courses/${course.id}/tabs`],
        ['POST', `/private/admin/courses/${course.id}/tabs`, { title: 'x' }],
        ['PUT', `/private/admin/courses/${course.id}/tabs/order`, { ids: [1] }],
        ['GET', `/private/admin/products/${product.id}/tabs`],
        ['POST', `/private/admin/products/${product.id}/tabs`, { title: 'x' }],
        ['PUT', `/private/admin/products/${product.id}/tabs/order`, { ids: [tab.id] }],
        ['GET', `/private/admin/tabs/${tab.id}`],
        ['PATCH', `/private/admin/tabs/${tab.id}`, { title: 'y' }],
        ['DELETE', `/private/admin/tabs/${tab.id}`],
      ],
      await aStudent(db()),
      await anInstructor(db()),
    );
    expect((await call(admin, 'GET', `/private/admin/tabs/${tab.id}`)).body.data.title).toBe('แท็บ');
  });
});
