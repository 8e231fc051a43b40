// /private/admin/pages, /menu and /texts: a custom page written in the back office, published and
// served from the server at /page/{slug} with its share tags; the header's menu edited and reordered;
// a storefront text overridden and reset, seen by every instance at once. Validation answers catalogue
// codes and every write leaves its audit row.
import { describe, expect, it, vi } from 'vitest';
import { aCategory, anAdmin, anInstructor, aStudent } from '../factories/index.ts';
import { PUBLIC_URL, useTestApp, withTwoInstances } from '../helpers.ts';
import { auditRows, callAs } from './admin-calls.ts';

const t = useTestApp({ seed: 'defaults' });
const db = () => t.db.handle.db;

const call = callAs(t);

const auditOf = (entity: string, id: number | string) => auditRows(db(), id, entity);

const html = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });

describe('custom pages', () => {
  it('refuses a visitor, a student and an instructor', async () => {
    const [student, instructor] = [await aStudent(db()), await anInstructor(db())];
    expect((await call(null, 'POST', '/private/admin/pages', { slug: 'a', title: 'A' })).status).toBe(401);
    expect((await call(student, 'GET', '/private/admin/pages')).status).toBe(403);
    expect((await call(instructor, 'POST', '/private/admin/pages', { slug: 'a', title: 'A' })).status).toBe(403);
  });

  it('makes a draft from slug, title and body, cleans the body, and serves it only once published', async () => {
    const admin = await anAdmin(db());
    const body =
      '<h2>ที่มา</h2><p onclick="x()">เรียนกับเรา<script>alert(1)</script></p><img src="/uploads/a.png" alt="รูป"><a href="javascript:alert(1)">x</a>';
    const made = await call(admin, 'POST', '/private/admin/pages', { slug: 'about-us', title: ' เกี่ยวกับเรา ', body });
    expect(made.status).toBe(201);
    const page = made.body.data;
    expect(page).toMatchObject({ slug: 'about-us', title: 'เกี่ยวกับเรา', is_published: 0 });
    expect(page.body).toBe('<h2>ที่มา</h2><p>เรียนกับเรา</p><img src="/uploads/a.png" alt="รูป" /><a>x</a>');

    expect((await t.app.inject({ url: '/public/page/about-us' })).statusCode).toBe(404);
    const draft = await html('/page/about-us');
    expect(draft.statusCode).toBe(404);
    expect(draft.body).toContain('noindex');

    const published = await call(admin, 'PATCH', `/private/admin/pages/${page.id}`, {
      is_published: 1,
      meta_title: 'เกี่ยวกับ Rian',
      meta_description: 'โรงเรียนออนไลน์',
      share_image_url: '/uploads/share.png',
    });
    expect(published.body.data).toMatchObject({ is_published: 1, meta_title: 'เกี่ยวกับ Rian' });
    const shown = await html('/page/about-us');
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('<meta property="og:title" content="เกี่ยวกับ Rian |');
    expect(shown.body).toContain('<meta property="og:description" content="โรงเรียนออนไลน์" />');
    expect(shown.body).toContain(`<meta property="og:image" content="${PUBLIC_URL}/uploads/og/share.png" />`);
    expect(shown.body).toContain('เรียนกับเรา'); // the page's data, inlined
    const api = await t.app.inject({ url: '/public/page/about-us' });
    expect(api.json().data).toMatchObject({ title: 'เกี่ยวกับเรา', body: page.body });

    const audit = await auditOf('page', page.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(audit[1]!.after).toMatchObject({ is_published: 1, meta_title: 'เกี่ยวกับ Rian' });
    expect(audit[1]!.before).toMatchObject({ is_published: 0, meta_title: null });
  });

  it('answers catalogue codes for bad input and a taken slug, and lists with search', async () => {
    const admin = await anAdmin(db());
    const bad = await call(admin, 'POST', '/private/admin/pages', { slug: 'Not A Slug', title: '' });
    expect([bad.status, bad.body.error.code]).toEqual([400, 'INPUT_ERROR']);
    const badImage = await call(admin, 'POST', '/private/admin/pages', {
      slug: 'img',
      title: 'x',
      share_image_url: 'javascript:x',
    });
    expect(badImage.body.error.code).toBe('INPUT_ERROR');
    await call(admin, 'POST', '/private/admin/pages', { slug: 'faq', title: 'คำถามที่พบบ่อย' });
    const taken = await call(admin, 'POST', '/private/admin/pages', { slug: 'faq', title: 'อีกหน้า' });
    expect([taken.status, taken.body.error.code]).toEqual([409, 'SLUG_TAKEN']);
    const list = await call(admin, 'GET', '/private/admin/pages?q=คำถาม');
    expect(list.body).toMatchObject({ total: 1, data: [{ slug: 'faq' }] });
    expect((await call(admin, 'GET', '/private/admin/pages/999999')).body.error.code).toBe('NOT_FOUND');
  });
});

describe('the navigation menu', () => {
  it('links pages, categories and addresses, in the order the owner sets, in the site call', async () => {
    const admin = await anAdmin(db());
    const page = (await call(admin, 'POST', '/private/admin/pages', { slug: 'contact', title: 'ติดต่อเรา', is_published: 1 })).body
      .data;
    const draft = (await call(admin, 'POST', '/private/admin/pages', { slug: 'soon', title: 'เร็ว ๆ นี้' })).body.data;
    const cat = await aCategory(db(), { link_path: 'design' });
    const a = await call(admin, 'POST', '/private/admin/menu', {
      label: 'ติดต่อ',
      label_en: 'Contact',
      target: 'page',
      page_id: page.id,
    });
    expect(a.status).toBe(201);
    expect(a.body.data).toMatchObject({ href: '/page/contact', sort: 0 });
    const b = (await call(admin, 'POST', '/private/admin/menu', { label: 'ออกแบบ', target: 'category', category_id: cat.id }))
      .body.data;
    const c = (await call(admin, 'POST', '/private/admin/menu', { label: 'บล็อก', target: 'url', url: 'https://blog.example' }))
      .body.data;
    await call(admin, 'POST', '/private/admin/menu', { label: 'ร่าง', target: 'page', page_id: draft.id });
    expect(b.href).toBe('/category/design');

    const noPage = await call(admin, 'POST', '/private/admin/menu', { label: 'x', target: 'page', page_id: 999999 });
    expect([noPage.status, noPage.body.error.code]).toEqual([400, 'INPUT_ERROR']);
    const badUrl = await call(admin, 'POST', '/private/admin/menu', { label: 'x', target: 'url', url: 'javascript:alert(1)' });
    expect(badUrl.body.error.code).toBe('INPUT_ERROR');

    const all = (await call(admin, 'GET', '/private/admin/menu')).body.data as { id: number }[];
    const ids = all.map((i) => i.id);
    const reordered = await call(admin, 'PUT', '/private/admin/menu/order', { ids: [c.id, ...ids.filter((i) => i !== c.id)] });
    expect(reordered.body.data[0]).toMatchObject({ id: c.id, sort: 0 });
    const partial = await call(admin, 'PUT', '/private/admin/menu/order', { ids: [c.id] });
    expect(partial.body.error.code).toBe('INPUT_ERROR');

    const site = (await t.app.inject({ url: '/api/setting/site/into/1' })).json().data;
    // The draft page's item stays out of the storefront.
    expect(site.menu).toEqual([
      { id: c.id, label: 'บล็อก', label_en: null, href: 'https://blog.example' },
      { id: a.body.data.id, label: 'ติดต่อ', label_en: 'Contact', href: '/page/contact' },
      { id: b.id, label: 'ออกแบบ', label_en: null, href: '/category/design' },
    ]);

    const renamed = await call(admin, 'PUT', `/private/admin/menu/${b.id}`, {
      label: 'งานออกแบบ',
      target: 'url',
      url: '/courses',
    });
    expect(renamed.body.data).toMatchObject({ label: 'งานออกแบบ', href: '/courses', category_id: null });
    await call(admin, 'DELETE', `/private/admin/pages/${page.id}`);
    const after = (await call(admin, 'GET', '/private/admin/menu')).body.data as { id: number }[];
    expect(after.map((i) => i.id)).not.toContain(a.body.data.id);
    expect((await auditOf('menu_item', b.id)).map((r) => r.action)).toEqual(['create', 'update']);
    expect((await auditOf('menu_item', 'menu')).length).toBe(1);
  });
});

describe('texts', () => {
  it('lists every storefront key with its defaults, searchable by key or text', async () => {
    const admin = await anAdmin(db());
    const byKey = await call(admin, 'GET', '/private/admin/texts?q=search.placeholder');
    expect(byKey.body.data[0]).toEqual({
      id: 'search.placeholder',
      key: 'search.placeholder',
      default_th: 'ค้นหาคอร์สที่สนใจ',
      default_en: expect.any(String),
      th: null,
      en: null,
    });
    const byText = await call(admin, 'GET', '/private/admin/texts?q=ค้นหาคอร์สที่สนใจ');
    expect(byText.body.data.map((r: { key: string }) => r.key)).toContain('search.placeholder');
    const all = await call(admin, 'GET', '/private/admin/texts?per_page=10');
    expect(all.body.total).toBeGreaterThan(100);
    // The back office's own texts are not the storefront's.
    expect((await call(admin, 'GET', '/private/admin/texts?q=admin.nav')).body.total).toBe(0);
  });

  it('overrides a text in Thai and English at once for visitors, resets it, and refuses unknown keys', async () => {
    const admin = await anAdmin(db());
    expect((await t.app.inject({ url: '/public/i18n/th' })).json().data['search.placeholder']).toBeUndefined();
    const saved = await call(admin, 'PUT', '/private/admin/texts/search.placeholder', { th: 'ค้นหาวิชา', en: 'Find a class' });
    expect(saved.body.data).toMatchObject({ key: 'search.placeholder', th: 'ค้นหาวิชา', en: 'Find a class' });
    expect((await t.app.inject({ url: '/public/i18n/th' })).json().data['search.placeholder']).toBe('ค้นหาวิชา');
    expect((await t.app.inject({ url: '/public/i18n/en' })).json().data['search.placeholder']).toBe('Find a class');

    const thOnly = await call(admin, 'PUT', '/private/admin/texts/search.placeholder', { th: 'ค้นหาวิชาเรียน', en: '' });
    expect(thOnly.body.data).toMatchObject({ th: 'ค้นหาวิชาเรียน', en: null });
    expect((await call(admin, 'GET', '/private/admin/texts?overridden=1')).body.data.map((r: { key: string }) => r.key)).toEqual([
      'search.placeholder',
    ]);

    const reset = await call(admin, 'DELETE', '/private/admin/texts/search.placeholder');
    expect(reset.body.data).toMatchObject({ th: null, en: null });
    expect((await t.app.inject({ url: '/public/i18n/th' })).json().data['search.placeholder']).toBeUndefined();

    const unknown = await call(admin, 'PUT', '/private/admin/texts/no.such.key', { th: 'x', en: 'x' });
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'NOT_FOUND']);
    const tooLong = await call(admin, 'PUT', '/private/admin/texts/search.placeholder', { th: 'x'.repeat(5001), en: '' });
    expect(tooLong.body.error.code).toBe('INPUT_ERROR');
    const audit = await auditOf('text', 'search.placeholder');
    expect(audit.map((a) => a.action)).toEqual(['update', 'update', 'delete']);
    expect(audit[0]!.after).toEqual({ th: 'ค้นหาวิชา', en: 'Find a class' });
  });

  it.runIf(Boolean(process.env.REDIS_URL))(
    'an override saved on one instance shows on another at once, through Redis',
    async () => {
      await withTwoInstances(t, async (a, b) => {
        const admin = await anAdmin(db());
        const texts = async () => (await b.inject({ url: '/public/i18n/th' })).json().data as Record<string, string>;
        expect((await texts())['nav.courses']).toBeUndefined(); // B now holds the texts in its 5 s memo
        const saved = await a.inject({
          method: 'PUT',
          url: '/private/admin/texts/nav.courses',
          headers: { cookie: admin.cookie },
          payload: { th: 'วิชาทั้งหมด', en: 'All classes' },
        });
        expect(saved.statusCode).toBe(200);
        // Well inside the memo's 5 s: only the news through Redis can make B forget.
        await vi.waitFor(async () => expect((await texts())['nav.courses']).toBe('วิชาทั้งหมด'), { timeout: 3_000, interval: 20 });
      });
    },
  );
});
