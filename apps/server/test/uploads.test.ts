// Uploads (spec §5 profile picture and company certificate, §7 POST /api/home/test_upload and
// GET /api/storage/details, §9 storage in GB): real image, PDF and disguised files through inject(),
// what lands on disk, what /uploads/ serves, and who may read a private file.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import { ErrorResponseSchema, GUEST_ID_HEADER, StorageResponseSchema, UploadResponseSchema } from '@rian/contracts';
import { UploadsService, claimUpload } from '../src/modules/uploads/uploads.service.ts';
import { anAdmin, aStudent, siteSettings } from './factories/index.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const MB = 1024 * 1024;
const GUEST = '3f1c2b9a-7d4e-4a1b-9c2d-5e6f7a8b9c0d';
const OTHER_GUEST = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

let t: TestApp;
const cookies: Record<'student' | 'partner' | 'admin', string> = { student: '', partner: '', admin: '' };
const ids: Record<'student' | 'partner' | 'admin', number> = { student: 0, partner: 0, admin: 0 };

beforeAll(async () => {
  t = await createTestApp({ seed: 'defaults' });
  const db = t.db.handle.db;
  const people = { student: await aStudent(db), partner: await aStudent(db), admin: await anAdmin(db) };
  for (const who of ['student', 'partner', 'admin'] as const) {
    ids[who] = people[who].id;
    cookies[who] = people[who].cookie;
  }
});
afterAll(async () => {
  await t?.close();
});

// ---- fixtures: real bytes ----
const png = (width = 40, height = 20) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();
/** A 40x20 JPEG whose EXIF says "rotate 90°" and carries a copyright and an artist. */
const jpegWithExif = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: 'red' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Copyright: 'Rian test', Artist: 'secret photographer' } })
    .toBuffer();
async function animatedGif(): Promise<Buffer> {
  const a = await sharp({ create: { width: 30, height: 30, channels: 3, background: 'red' } })
    .png()
    .toBuffer();
  const b = await sharp({ create: { width: 30, height: 30, channels: 3, background: 'blue' } })
    .png()
    .toBuffer();
  return sharp([a, b], { join: { animated: true } })
    .gif({ delay: [100, 100] })
    .toBuffer();
}
const pdf = (padding = 0) =>
  Buffer.concat([
    Buffer.from(
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n',
    ),
    Buffer.alloc(padding, 0x20),
    Buffer.from('trailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  ]);
const script = Buffer.from('#!/bin/sh\nrm -rf / --no-preserve-root\n');
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

// ---- requests ----
interface Part {
  field?: string;
  name: string;
  data: Buffer;
}
/** A multipart body as a browser's FormData makes it. */
async function multipart(parts: Part[], fields: Record<string, string> = {}) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  for (const p of parts) fd.append(p.field ?? 'imageinput0', new Blob([new Uint8Array(p.data)]), p.name);
  const req = new Request('http://localhost/', { method: 'POST', body: fd });
  return { payload: Buffer.from(await req.arrayBuffer()), contentType: req.headers.get('content-type') ?? '' };
}

// Every upload comes from its own address: the upload rate limit (30 a minute) is not under test.
let address = 0;
async function upload(
  parts: Part[],
  opts: { kind?: string; cookie?: string; guest?: string; fields?: Record<string, string> } = {},
) {
  const { payload, contentType } = await multipart(parts, opts.fields);
  address += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/home/test_upload' + (opts.kind ? `?kind=${opts.kind}` : ''),
    payload,
    remoteAddress: `10.1.${Math.floor(address / 250)}.${address % 250}`,
    headers: {
      'content-type': contentType,
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
      ...(opts.guest ? { [GUEST_ID_HEADER]: opts.guest } : {}),
    },
  });
}
const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function uploaded(res: Awaited<ReturnType<typeof upload>>): Promise<string> {
  expect(res.statusCode, res.body).toBe(200);
  return UploadResponseSchema.parse(res.json()).fileName;
}
function refusal(res: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  const body = ErrorResponseSchema.parse(res.json());
  expect(body.error.code).toBe(code);
  return body;
}
const rowOf = async (name: string) => {
  const [row] = await t.db.handle.db.select().from(schema.uploads).where(eq(schema.uploads.name, name));
  return row;
};

describe('POST /api/home/test_upload, profile picture (spec §5)', () => {
  it('stores a PNG under a random name, public at /uploads/{name}, owned by the signed-in user', async () => {
    const name = await uploaded(await upload([{ name: 'me.png', data: await png() }], { cookie: cookies.student }));
    expect(name).toMatch(/^[0-9a-f-]{36}\.png$/);
    const onDisk = await readFile(join(t.db.uploadDir, name));
    expect((await sharp(onDisk).metadata()).format).toBe('png');
    const served = await get(`/uploads/${name}`);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(onDisk)).toBe(true);
    expect(await rowOf(name)).toMatchObject({
      owner_user_id: ids.student,
      owner_guest_id: null,
      kind: 'profileImage',
      is_private: false,
      mime: 'image/png',
      size: onDisk.length,
      original_name: 'me.png',
    });
  });

  it('re-encodes a JPEG: orientation applied, EXIF gone', async () => {
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const name = await uploaded(await upload([{ name: 'holiday.JPEG', data: original }], { cookie: cookies.student }));
    expect(name).toMatch(/\.jpg$/);
    const meta = await sharp(await readFile(join(t.db.uploadDir, name))).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // Orientation 6 turns the 40x20 picture upright: 20 wide, 40 high.
    expect([meta.width, meta.height]).toEqual([20, 40]);
  });

  it('shrinks a large picture to fit 1024 x 1024', async () => {
    const name = await uploaded(await upload([{ name: 'wide.png', data: await png(2400, 1200) }], { cookie: cookies.student }));
    const meta = await sharp(await readFile(join(t.db.uploadDir, name))).metadata();
    expect([meta.width, meta.height]).toEqual([1024, 512]);
  });

  it('keeps an animated GIF animated', async () => {
    const name = await uploaded(await upload([{ name: 'wave.gif', data: await animatedGif() }], { guest: GUEST }));
    const meta = await sharp(await readFile(join(t.db.uploadDir, name))).metadata();
    expect(meta.format).toBe('gif');
    expect(meta.pages).toBe(2);
  });

  it('accepts a guest registering (x-rian-guest-id), and a stale session cookie falls back to the guest', async () => {
    const name = await uploaded(await upload([{ name: 'me.png', data: await png() }], { guest: GUEST }));
    expect(await rowOf(name)).toMatchObject({ owner_user_id: null, owner_guest_id: GUEST });
    const stale = await upload([{ name: 'me.png', data: await png() }], {
      guest: GUEST,
      cookie: 'rian_session=ended-session-token',
    });
    expect((await rowOf(await uploaded(stale)))?.owner_guest_id).toBe(GUEST);
  });

  it('takes the file from imageinput1 as well, and ignores text fields', async () => {
    const res = await upload([{ field: 'imageinput1', name: 'me.png', data: await png() }], {
      cookie: cookies.student,
      fields: { note: 'x' },
    });
    expect(existsSync(join(t.db.uploadDir, await uploaded(res)))).toBe(true);
  });

  const NOT_ALLOWED = 'File type is not allow to upload.';
  it.each<[string, () => Promise<Buffer> | Buffer, string, string]>([
    ['a shell script renamed .png', () => script, 'avatar.png', NOT_ALLOWED],
    ['an SVG', () => svg, 'logo.svg', NOT_ALLOWED],
    ['an SVG renamed .png', () => svg, 'logo.png', NOT_ALLOWED],
    ['an HTML page renamed .jpg', () => html, 'photo.jpg', NOT_ALLOWED],
    ['a PNG renamed .exe', () => png(), 'photo.exe', NOT_ALLOWED],
    ['a PNG with a script extension inside', () => png(), 'photo.php.png', NOT_ALLOWED],
    ['a PNG without a name', () => png(), '', NOT_ALLOWED],
    ['a PDF (not a picture)', () => pdf(), 'me.pdf', NOT_ALLOWED],
    [
      'a WebP (not a profile picture type)',
      () =>
        sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } })
          .webp()
          .toBuffer(),
      'me.webp',
      NOT_ALLOWED,
    ],
    [
      'a PNG signature followed by garbage',
      () => Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(200, 7)]),
      'me.png',
      'The file is not a readable image.',
    ],
  ])('refuses %s with FILE_TYPE_NOT_ALLOWED 400 and writes nothing', async (_what, make, fileName, message) => {
    const before = await readdir(t.db.uploadDir);
    const res = await upload([{ name: fileName, data: await make() }], { cookie: cookies.student });
    expect(refusal(res, 400, 'FILE_TYPE_NOT_ALLOWED').error.message).toBe(message);
    expect(await readdir(t.db.uploadDir)).toEqual(before);
  });

  it('refuses two files with FILE_LIMIT 400', async () => {
    const res = await upload(
      [
        { name: 'a.png', data: await png() },
        { field: 'imageinput1', name: 'b.png', data: await png() },
      ],
      { cookie: cookies.student },
    );
    refusal(res, 413, 'FILE_LIMIT');
  });

  it('refuses a file over 5 MB with FILE_LIMIT 413', async () => {
    refusal(await upload([{ name: 'huge.png', data: randomBytes(5 * MB + 1) }], { cookie: cookies.student }), 413, 'FILE_LIMIT');
  });

  it('answers UPLOAD_FAILED 400 without a file', async () => {
    refusal(await upload([], { cookie: cookies.student, fields: { note: 'nothing' } }), 400, 'UPLOAD_FAILED');
    refusal(await upload([{ name: '', data: Buffer.alloc(0) }], { cookie: cookies.student }), 400, 'UPLOAD_FAILED');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/home/test_upload',
      payload: { a: 1 },
      headers: { cookie: cookies.student },
    });
    refusal(json, 400, 'UPLOAD_FAILED');
    refusal(
      await upload([{ field: 'avatar', name: 'me.png', data: await png() }], { cookie: cookies.student }),
      400,
      'UPLOAD_FAILED',
    );
  });

  it('answers UPLOAD_FAILED 400 for a form cut short', async () => {
    const { payload, contentType } = await multipart([{ name: 'me.png', data: await png() }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/home/test_upload',
      payload: payload.subarray(0, payload.length - 60),
      headers: { 'content-type': contentType, cookie: cookies.student },
    });
    refusal(res, 400, 'UPLOAD_FAILED');
  });

  it('refuses an anonymous upload with PERMISSION_DENIED 401', async () => {
    refusal(await upload([{ name: 'me.png', data: await png() }]), 401, 'PERMISSION_DENIED');
    refusal(await upload([{ name: 'me.png', data: await png() }], { guest: 'not-a-uuid' }), 401, 'PERMISSION_DENIED');
    refusal(await upload([{ name: 'c.pdf', data: pdf() }], { kind: 'certificate' }), 401, 'PERMISSION_DENIED');
  });

  it('refuses an unknown kind', async () => {
    refusal(
      await upload([{ name: 'me.png', data: await png() }], { kind: 'video', cookie: cookies.student }),
      400,
      'INPUT_ERROR',
    );
  });
});

describe('POST /api/home/test_upload?kind=certificate (spec §5 tax invoice)', () => {
  it.each<[string, () => Promise<Buffer> | Buffer, string, string]>([
    ['a PDF', () => pdf(), 'company.pdf', 'application/pdf'],
    ['a scanned JPEG', () => jpegWithExif(), 'scan.jpg', 'image/jpeg'],
    ['a PNG', () => png(), 'scan.png', 'image/png'],
  ])('stores %s privately, never at /uploads/', async (_what, make, fileName, mime) => {
    const data = await make();
    const name = await uploaded(await upload([{ name: fileName, data }], { kind: 'certificate', cookie: cookies.student }));
    const path = join(t.db.uploadDir, 'private', name);
    const stored = await readFile(path);
    // A document is kept as sent; an image is re-encoded (metadata dropped), still the same kind.
    if (mime === 'application/pdf') expect(stored.equals(data)).toBe(true);
    else expect((await sharp(stored).metadata()).format).toBe(mime === 'image/png' ? 'png' : 'jpeg');
    expect(existsSync(join(t.db.uploadDir, name))).toBe(false);
    expect(await rowOf(name)).toMatchObject({ kind: 'certificate', is_private: true, mime, owner_user_id: ids.student });
    for (const url of [
      `/uploads/private/${name}`,
      `/uploads/%70rivate/${name}`,
      `/uploads/PRIVATE/${name}`,
      `/uploads/${name}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).not.toBe(200);
      expect(res.rawPayload.includes(data.subarray(0, 16)), url).toBe(false);
    }
  });

  it('accepts a certificate up to 10 MB and refuses a GIF', async () => {
    await uploaded(await upload([{ name: 'big.pdf', data: pdf(7 * MB) }], { kind: 'certificate', cookie: cookies.student }));
    refusal(
      await upload([{ name: 'big.pdf', data: pdf(10 * MB) }], { kind: 'certificate', cookie: cookies.student }),
      413,
      'FILE_LIMIT',
    );
    refusal(
      await upload([{ name: 'c.gif', data: await animatedGif() }], { kind: 'certificate', cookie: cookies.student }),
      400,
      'FILE_TYPE_NOT_ALLOWED',
    );
  });
});

/** A 1x1 PNG whose header claims 20000 x 20000 (a decompression bomb's shape), with a valid CRC. */
async function hugePngHeader(): Promise<Buffer> {
  const small = await png(1, 1);
  const out = Buffer.from(small);
  out.writeUInt32BE(20_000, 16);
  out.writeUInt32BE(20_000, 20);
  const { crc32 } = await import('node:zlib');
  out.writeUInt32BE(crc32(out.subarray(12, 29)) >>> 0, 29);
  return out;
}

describe('images and documents that cannot hurt', () => {
  it('refuses a PNG claiming 20000 x 20000 pixels without decoding it, and writes nothing', async () => {
    const before = (await t.db.handle.db.select().from(schema.uploads)).length;
    const res = await upload([{ name: 'bomb.png', data: await hugePngHeader() }], { kind: 'slip', cookie: cookies.student });
    refusal(res, 400, 'UPLOAD_FAILED');
    expect(res.json().error.message).toContain('million pixels');
    expect((await t.db.handle.db.select().from(schema.uploads)).length).toBe(before);
  });

  it('re-encodes a slip photo: its EXIF (GPS, artist) is gone and trailing bytes do not survive', async () => {
    const withTail = Buffer.concat([await jpegWithExif(), Buffer.from('<script>alert(1)</script>')]);
    const name = await uploaded(await upload([{ name: 'slip.jpg', data: withTail }], { kind: 'slip', cookie: cookies.student }));
    const res = await get(`/private/files/${name}`, cookies.student);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(res.headers['content-disposition']).toMatch(/^inline/);
  });

  it('serves a PDF as an attachment, unsniffed, in a sandbox', async () => {
    const name = await uploaded(await upload([{ name: 'slip.pdf', data: pdf(10) }], { kind: 'slip', cookie: cookies.student }));
    const res = await get(`/private/files/${name}`, cookies.student);
    expect(res.headers['content-disposition']).toMatch(/^attachment/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    // The private file is not reachable under the public path.
    expect((await get(`/uploads/${name}`)).statusCode).toBe(404);
    expect((await get(`/uploads/private/${name}`)).statusCode).not.toBe(200);
  });

  it('serves public media with nosniff and a sandbox', async () => {
    const name = await uploaded(await upload([{ name: 'me.png', data: await png() }], { cookie: cookies.student }));
    const res = await get(`/uploads/${name}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/^sandbox/);
  });
});

describe('GET /private/files/{name}', () => {
  let name = '';
  const body = pdf(100);
  beforeAll(async () => {
    name = await uploaded(await upload([{ name: 'company.pdf', data: body }], { kind: 'certificate', cookie: cookies.student }));
  });

  it('serves the file to its owner, privately and not cached', async () => {
    const res = await get(`/private/files/${name}`, cookies.student);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.equals(body)).toBe(true);
  });

  it('serves it to an administrator', async () => {
    const res = await get(`/private/files/${name}`, cookies.admin);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(body)).toBe(true);
  });

  it('refuses another student (FORBIDDEN 403) and a visitor (PERMISSION_DENIED 401)', async () => {
    refusal(await get(`/private/files/${name}`, cookies.partner), 403, 'FORBIDDEN');
    refusal(await get(`/private/files/${name}`), 401, 'PERMISSION_DENIED');
  });

  it('answers NOT_FOUND for an unknown name and for a public upload', async () => {
    refusal(await get('/private/files/00000000-0000-4000-8000-000000000000.pdf', cookies.admin), 404, 'NOT_FOUND');
    const pub = await uploaded(await upload([{ name: 'me.png', data: await png() }], { cookie: cookies.student }));
    refusal(await get(`/private/files/${pub}`, cookies.student), 404, 'NOT_FOUND');
  });

  it('refuses names that leave the folder', async () => {
    for (const url of [
      '/private/files/..%2F..%2Fpackage.json',
      `/private/files/..%2Fprivate%2F${name}`,
      '/private/files/.htaccess',
      '/private/files/..%5C..%5Cpackage.json',
      '/private/files/../../package.json',
    ]) {
      const res = await get(url, cookies.admin);
      expect([400, 404], url).toContain(res.statusCode);
      expect(res.body, url).not.toContain('"workspaces"');
    }
    refusal(await get('/private/files/..%2F..%2Fpackage.json', cookies.admin), 400, 'INPUT_ERROR');
  });

  it('serves a guest certificate to the student only once claimed with the same guest id', async () => {
    const guestFile = await uploaded(await upload([{ name: 'c.pdf', data: pdf() }], { kind: 'certificate', guest: GUEST }));
    refusal(await get(`/private/files/${guestFile}`, cookies.student), 403, 'FORBIDDEN');
    const db = t.db.handle.db;
    expect(await claimUpload(db, { name: guestFile, kind: 'certificate', userId: ids.student, guestId: OTHER_GUEST })).toBe(
      false,
    );
    expect(await claimUpload(db, { name: guestFile, kind: 'certificate', userId: ids.student, guestId: GUEST })).toBe(true);
    expect((await get(`/private/files/${guestFile}`, cookies.student)).statusCode).toBe(200);
  });
});

describe('GET /api/storage/details (spec §3, §9)', () => {
  it('gives the free space in GB', async () => {
    const body = StorageResponseSchema.parse((await get('/api/storage/details')).json());
    expect(body.free).toBeGreaterThan(0);
  });
});

describe('claimUpload', () => {
  const db = () => t.db.handle.db;
  const guestPicture = async (guest: string) => uploaded(await upload([{ name: 'me.png', data: await png() }], { guest }));

  it('gives a guest upload to the user registering with the same guest id', async () => {
    const name = await guestPicture(GUEST);
    expect(await claimUpload(db(), { name, kind: 'profileImage', userId: ids.partner, guestId: GUEST })).toBe(true);
    expect((await rowOf(name))?.owner_user_id).toBe(ids.partner);
    // Claiming one's own upload again is fine; someone else, even with the guest id, is refused.
    expect(await claimUpload(db(), { name, kind: 'profileImage', userId: ids.partner, guestId: null })).toBe(true);
    expect(await claimUpload(db(), { name, kind: 'profileImage', userId: ids.student, guestId: GUEST })).toBe(false);
    expect((await rowOf(name))?.owner_user_id).toBe(ids.partner);
  });

  it('refuses another guest, no guest id, the wrong kind and unknown names', async () => {
    const name = await guestPicture(GUEST);
    expect(await claimUpload(db(), { name, kind: 'profileImage', userId: ids.student, guestId: OTHER_GUEST })).toBe(false);
    expect(await claimUpload(db(), { name, kind: 'profileImage', userId: ids.student, guestId: null })).toBe(false);
    expect(await claimUpload(db(), { name, kind: 'certificate', userId: ids.student, guestId: GUEST })).toBe(false);
    expect(await claimUpload(db(), { name: 'missing.png', kind: 'profileImage', userId: ids.student, guestId: GUEST })).toBe(
      false,
    );
    expect(await claimUpload(db(), { name: '../x.png', kind: 'profileImage', userId: ids.student, guestId: GUEST })).toBe(false);
    expect((await rowOf(name))?.owner_user_id).toBeNull();
  });

  it('refuses an upload with no owner left (its account was deleted)', async () => {
    const name = await guestPicture(GUEST);
    await db().update(schema.uploads).set({ owner_guest_id: null }).where(eq(schema.uploads.name, name));
    expect(await claimUpload(db(), { name, kind: 'profileImage', userId: ids.student, guestId: GUEST })).toBe(false);
  });

  it('works inside a transaction', async () => {
    const name = await guestPicture(OTHER_GUEST);
    const ok = await db().transaction((tx) =>
      claimUpload(tx, { name, kind: 'profileImage', userId: ids.student, guestId: OTHER_GUEST }),
    );
    expect(ok).toBe(true);
  });
});

describe('storage check before writing (spec §5 "free storage is required")', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'rian-storage-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  const owner = () => ({ userId: ids.student, guestId: null });

  it.each<[string, () => Promise<number>]>([
    ['less free space than the file', async () => 100],
    ['no free space', async () => 0],
    ['free space unknown', () => Promise.reject(new Error('statfs failed'))],
  ])('answers OUT_OF_STORAGE 507 with %s, and writes nothing', async (_what, freeBytes) => {
    const service = new UploadsService(t.db.handle.db, { uploadDir: dir, freeBytes });
    await service.init();
    const data = await png(200, 200);
    expect(data.length).toBeGreaterThan(100);
    const err = await service.store('profileImage', [{ originalName: 'me.png', data }], owner()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DomainError);
    expect(err).toMatchObject({ code: 'OUT_OF_STORAGE', status: 507, message: 'Out off Storage' });
    expect(await readdir(dir)).toEqual(['private']);
    expect(await readdir(join(dir, 'private'))).toEqual([]);
  });

  it('stores when the space is there', async () => {
    const service = new UploadsService(t.db.handle.db, { uploadDir: dir, freeBytes: async () => 10 * 1024 * MB });
    await service.init();
    const [name] = await service.store('profileImage', [{ originalName: 'me.png', data: await png() }], owner());
    expect(existsSync(join(dir, name ?? ''))).toBe(true);
    expect(await service.freeGb()).toBe(10);
  });

  it("counts the academy's storage quota less what its uploads hold (settings, storage_quota_bytes)", async () => {
    const service = new UploadsService(t.db.handle.db, { uploadDir: dir, freeBytes: async () => 10 * 1024 * MB });
    await service.init();
    const [{ used }] = (await t.db.handle.db
      .select({ used: sql<string>`coalesce(sum(${schema.uploads.size}), 0)` })
      .from(schema.uploads)) as [{ used: string }];
    const data = await png(200, 200);
    try {
      // Room for less than the picture: refused, although the disk has 10 GB.
      await siteSettings(t.db.handle.db, { storage_quota_bytes: Number(used) + 100 });
      expect(await service.freeGb()).toBeCloseTo(100 / 1024 ** 3, 12);
      const err = await service.store('profileImage', [{ originalName: 'me.png', data }], owner()).catch((e: unknown) => e);
      expect(err).toMatchObject({ code: 'OUT_OF_STORAGE', status: 507 });
      // A quota already used up answers 0, never a negative figure.
      await siteSettings(t.db.handle.db, { storage_quota_bytes: 1 });
      expect(await service.freeGb()).toBe(0);
      // Room enough: stored, and the quota left shrinks by what was stored.
      await siteSettings(t.db.handle.db, { storage_quota_bytes: Number(used) + 1024 * MB });
      const [name] = await service.store('profileImage', [{ originalName: 'me.png', data }], owner());
      const [row] = await t.db.handle.db.select().from(schema.uploads).where(eq(schema.uploads.name, name!));
      expect(await service.freeGb()).toBeCloseTo((1024 * MB - row!.size) / 1024 ** 3, 12);
    } finally {
      await siteSettings(t.db.handle.db, { storage_quota_bytes: null });
    }
  });
});
