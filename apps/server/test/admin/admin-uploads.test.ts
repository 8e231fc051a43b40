// /private/admin/uploads: resumable uploads through tus (spec §2, §5 upload component), the type
// decided by the bytes, the free storage checked for every upload in progress, images with resized
// copies, videos with their running time, the media library list and delete with their audit rows.
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { ContentChanges } from '../../src/lib/content-changes.ts';
import { registerErrorHandling } from '../../src/lib/errors.ts';
import { adminUploadsRoutes } from '../../src/modules/admin/uploads/uploads.routes.ts';
import { anAdmin, anInstructor, aStudent, type Person } from '../factories/index.ts';
import { useTestApp } from '../helpers.ts';
import { aJpeg, anMp4, aPng, tusMetadata } from './uploads-media.ts';

const t = useTestApp({ seed: 'defaults' });
const db = () => t.db.handle.db;
const TUS = '/private/admin/uploads/tus';
let base = '';

beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

const tusHeaders = { 'tus-resumable': '1.0.0' };

async function create(cookie: string, size: number, meta: Record<string, string>, root = base) {
  return fetch(`${root}${TUS}`, {
    method: 'POST',
    headers: { ...tusHeaders, cookie, 'upload-length': String(size), 'upload-metadata': tusMetadata(meta) },
  });
}

async function patch(cookie: string, location: string, offset: number, data: Buffer, root = base) {
  return fetch(`${root}${location}`, {
    method: 'PATCH',
    headers: { ...tusHeaders, cookie, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    body: data,
  });
}

// The answer's fields are read as the test needs them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type TusAnswer = { success: boolean; data?: any; error?: any };

/** A whole upload in one PATCH; the last answer's JSON. */
async function upload(who: Person, data: Buffer, meta: Record<string, string>) {
  const made = await create(who.cookie, data.length, meta);
  expect(made.status).toBe(201);
  const res = await patch(who.cookie, made.headers.get('location')!, 0, data);
  return { status: res.status, body: (await res.json()) as TusAnswer };
}

async function list(who: Person, query = '') {
  const res = await t.app.inject({ url: `/private/admin/uploads${query}`, headers: { cookie: who.cookie } });
  return { status: res.statusCode, body: res.json() };
}

describe('the media library', () => {
  it('refuses a visitor and a student on every call, tus included; an instructor only the library', async () => {
    const student = await aStudent(db());
    const instructor = await anInstructor(db());
    for (const cookie of ['', student.cookie]) {
      const expected = cookie === '' ? 401 : 403;
      expect((await create(cookie, 10, { filename: 'a.png', kind: 'image' })).status).toBe(expected);
      expect((await patch(cookie, `${TUS}/abc`, 0, Buffer.from('x'))).status).toBe(expected);
      const head = await fetch(`${base}${TUS}/abc`, { method: 'HEAD', headers: { ...tusHeaders, cookie } });
      expect(head.status).toBe(expected);
    }
    for (const cookie of ['', student.cookie, instructor.cookie]) {
      const expected = cookie === '' ? 401 : 403;
      const listed = await t.app.inject({ url: '/private/admin/uploads', headers: { cookie } });
      expect(listed.statusCode).toBe(expected);
      const gone = await t.app.inject({ method: 'DELETE', url: '/private/admin/uploads/1', headers: { cookie } });
      expect(gone.statusCode).toBe(expected);
    }
  });

  it('lets an instructor upload a lecture video, which only they or an administrator may resume', async () => {
    const instructor = await anInstructor(db());
    const other = await anInstructor(db());
    const admin = await anAdmin(db());
    const video = anMp4(61_000, 32 * 1024);
    const made = await create(instructor.cookie, video.length, { filename: 'lesson-2.mp4', kind: 'video' });
    expect(made.status).toBe(201);
    const location = made.headers.get('location')!;
    expect((await patch(other.cookie, location, 0, video.subarray(0, 1024))).status).toBe(403);
    const peek = await fetch(`${base}${location}`, { method: 'HEAD', headers: { ...tusHeaders, cookie: other.cookie } });
    expect(peek.status).toBe(403);
    expect((await patch(instructor.cookie, location, 0, video.subarray(0, 1024))).status).toBe(204);
    const done = await patch(admin.cookie, location, 1024, video.subarray(1024));
    expect(done.status).toBe(200);
    const { data } = (await done.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({ kind: 'video', duration_ms: 61_000 });
  });

  it('stores an image with its WebP copies for responsive images, listed with who uploaded it', async () => {
    const admin = await anAdmin(db());
    const res = await upload(admin, await aPng(1600, 900), { filename: 'banner.png', kind: 'image' });
    expect(res.status).toBe(200);
    const file = res.body.data;
    expect(file).toMatchObject({ kind: 'image', mime: 'image/png', width: 1600, height: 900, original_name: 'banner.png' });
    expect(file.uploaded_by).toBe(admin.user.username);
    expect(file.variants.map((v: { width: number }) => v.width)).toEqual([320, 640, 1280]);
    for (const name of [file.name, ...file.variants.map((v: { name: string }) => v.name)]) {
      expect(existsSync(join(t.db.uploadDir, name))).toBe(true);
    }
    const served = await t.app.inject({ url: `/uploads/${file.variants[0].name}` });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);

    const small = await upload(admin, await aJpeg(500, 300), { filename: 'thumb.jpg', kind: 'image' });
    expect(small.body.data.variants.map((v: { width: number }) => v.width)).toEqual([320]);

    const page = await list(admin, '?kind=image&q=banner');
    expect(page.body).toMatchObject({ success: true, total: 1, data: [{ id: file.id, name: file.name }] });
    const audits = await db().select().from(schema.auditLog).where(eq(schema.auditLog.entity, 'upload'));
    const audit = audits.find((a) => a.entity_id === String(file.id));
    expect(audit).toMatchObject({ action: 'create', actor_id: admin.id, entity_id: String(file.id) });
  });

  it('reads a video’s running time from its movie header, and resumes an upload where it stopped', async () => {
    const admin = await anAdmin(db());
    const video = anMp4(83_500, 64 * 1024);
    const made = await create(admin.cookie, video.length, { filename: 'lesson-1.mp4', kind: 'video' });
    const location = made.headers.get('location')!;
    const half = 30 * 1024;
    expect((await patch(admin.cookie, location, 0, video.subarray(0, half))).status).toBe(204);
    const head = await fetch(`${base}${location}`, { method: 'HEAD', headers: { ...tusHeaders, cookie: admin.cookie } });
    expect(head.headers.get('upload-offset')).toBe(String(half));
    const done = await patch(admin.cookie, location, half, video.subarray(half));
    expect(done.status).toBe(200);
    const { data } = (await done.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({ kind: 'video', mime: 'video/mp4', size: video.length, duration_ms: 83_500, variants: [] });
  });

  it('decides the type by the bytes: a script named .png or a PNG sent as a video is refused and deleted', async () => {
    const admin = await anAdmin(db());
    const before = readdirSync(t.db.uploadDir).length;
    const script = await upload(admin, Buffer.from('<?php system($_GET["c"]); ?>'), { filename: 'photo.png', kind: 'image' });
    expect([script.status, script.body.error.code, script.body.error.message]).toEqual([
      400,
      'FILE_TYPE_NOT_ALLOWED',
      'File type is not allow to upload.',
    ]);
    const wrongKind = await upload(admin, await aPng(100, 100), { filename: 'clip.mp4', kind: 'video' });
    expect(wrongKind.body.error.code).toBe('FILE_TYPE_NOT_ALLOWED');
    expect(readdirSync(t.db.uploadDir).length).toBe(before);
    expect(readdirSync(join(t.db.uploadDir, '.tus'))).toEqual([]);
    const rows = await db().select().from(schema.uploads).where(eq(schema.uploads.original_name, 'photo.png'));
    expect(rows).toEqual([]);
  });

  it('refuses an upload without its name and kind, or over the size of its kind', async () => {
    const admin = await anAdmin(db());
    const nameless = await create(admin.cookie, 10, { kind: 'image' });
    expect(nameless.status).toBe(400);
    expect(((await nameless.json()) as { error: { code: string } }).error.code).toBe('INPUT_ERROR');
    const huge = await create(admin.cookie, 31 * 1024 * 1024, { filename: 'big.png', kind: 'image' });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { error: { code: string } }).error.code).toBe('FILE_LIMIT');
  });

  it('deletes a file with its copies and an audit row; an unknown id is NOT_FOUND', async () => {
    const admin = await anAdmin(db());
    const { body } = await upload(admin, await aPng(800, 600), { filename: 'old.png', kind: 'image' });
    const file = body.data;
    // The storefront asked for it at a width the upload made no copy of (800 < 960), and for its share image.
    for (const url of [`/uploads/w/960/${file.name}`, `/uploads/og/${file.name}`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/private/admin/uploads/${file.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(res.json()).toEqual({ success: true, data: { id: file.id } });
    for (const name of [file.name, ...file.variants.map((v: { name: string }) => v.name)]) {
      expect(existsSync(join(t.db.uploadDir, name))).toBe(false);
    }
    for (const made of [`.w/960/${file.name}.webp`, `.og/${file.name.replace(/\.png$/, '.jpg')}`]) {
      expect(existsSync(join(t.db.uploadDir, made)), made).toBe(false);
    }
    expect((await t.app.inject({ method: 'GET', url: `/uploads/w/960/${file.name}` })).statusCode).toBe(404);
    const audit = await db()
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entity_id, String(file.id)));
    expect(audit.map((a) => [a.entity, a.action])).toEqual([
      ['upload', 'create'],
      ['upload', 'delete'],
    ]);
    expect(audit[1]!.before).toMatchObject({ name: file.name, original_name: 'old.png' });
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/private/admin/uploads/${file.id}`,
      headers: { cookie: admin.cookie },
    });
    expect([again.statusCode, again.json().error.code]).toEqual([404, 'NOT_FOUND']);
    const sorted = await list(admin, '?sort=nonsense');
    expect([sorted.status, sorted.body.error.code]).toEqual([400, 'INPUT_ERROR']);
  });
});

describe('free storage for every upload (spec §5 checked only the first file)', () => {
  const MB = 1024 * 1024;
  let dir = '';
  let root = '';
  let admin: Person;
  const app = Fastify();

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'rian-media-'));
    admin = await anAdmin(db());
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    const user = admin.user;
    await app.register(
      adminUploadsRoutes({
        admin: {
          db: db(),
          clock: () => new Date(),
          changes: new ContentChanges(),
          previewCourse: () => Promise.reject(new Error('not used here')),
        },
        // The real guard is held to the matrix above; here the administrator is given.
        requireAdmin: async (req) => {
          req.authUser = user as never;
        },
        // 1.5 MB free: one file of 1 MB fits, a second one while the first is in progress does not.
        storage: { uploadDir: dir, freeGb: async () => (1.5 * MB) / 1024 ** 3 },
      }),
    );
    root = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('counts the uploads in progress: the second file is Out off Storage', async () => {
    const first = await create(admin.cookie, MB, { filename: 'one.mp4', kind: 'video' }, root);
    expect(first.status).toBe(201);
    const second = await create(admin.cookie, MB, { filename: 'two.mp4', kind: 'video' }, root);
    expect(second.status).toBe(507);
    expect(await second.json()).toMatchObject({ error: { code: 'OUT_OF_STORAGE', message: 'Out off Storage' } });
    // Abandoning the first frees its share.
    await fetch(`${root}${first.headers.get('location')}`, {
      method: 'DELETE',
      headers: { ...tusHeaders, cookie: admin.cookie },
    });
    const third = await create(admin.cookie, MB, { filename: 'three.mp4', kind: 'video' }, root);
    expect(third.status).toBe(201);
    const tooBig = await create(admin.cookie, 2 * MB, { filename: 'big.mp4', kind: 'video' }, root);
    expect(tooBig.status).toBe(507);
  });
});
