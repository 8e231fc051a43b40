// Uploaded files (spec §5 profile picture and company certificate, §7 POST /api/home/test_upload and
// GET /api/storage/details, §9 storage in GB). The type is decided by the file's magic bytes, never
// by the name or the browser's declared type (architecture.md "files"); profile pictures are
// re-encoded so that what is served is pixels the server wrote, without the camera's metadata.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, stat, statfs, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { schema, type Db, type Tx } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import { STORED_FILE_NAME, type UploadCallKind } from '@rian/contracts/auth';
import { UPLOAD_MAX_BYTES, bytesToGb, checkStorage, checkUploadType, type UploadKind } from '@rian/domain/uploads';
import { readSlipQr } from './read-slip-qr.ts';

const { uploads } = schema;

/** The kinds POST /api/home/test_upload takes; each is one of the domain's upload kinds. */
export type ServerUploadKind = UploadCallKind & UploadKind;

/** spec §5: the profile picture upload is limited to one file; a certificate is one document too. */
export const MAX_FILES_PER_UPLOAD = 1;

/** Kinds served only to their owner and administrators (architecture.md "files"), from PRIVATE_DIR. */
const PRIVATE_KINDS: ReadonlySet<ServerUploadKind> = new Set(['certificate', 'slip', 'homework']);
/** The folder of private files inside the upload dir; the public /uploads/ route refuses it. */
export const PRIVATE_DIR = 'private';

/** Profile pictures are shown small (avatars); 1024 px a side is ample and bounds what is stored. */
const PROFILE_MAX_SIDE = 1024;
/**
 * A 5 MB PNG of a single colour can announce hundreds of megapixels; decoding that would take
 * gigabytes. 100 megapixels covers the cameras of current phones.
 */
const MAX_INPUT_PIXELS = 100_000_000;

/** Free bytes on the filesystem holding `dir`. */
export type FreeBytes = (dir: string) => Promise<number>;

/** The default FreeBytes: what an unprivileged process may still write (f_bavail), not f_bfree. */
export const statfsFreeBytes: FreeBytes = async (dir) => {
  const s = await statfs(dir);
  return s.bavail * s.bsize;
};

/** Who an upload belongs to: a signed-in user, or a guest still registering (spec §6 generated id). */
export interface UploadOwner {
  userId: number | null;
  guestId: string | null;
}

/** A file as the request carried it. */
export interface IncomingFile {
  /** The name the browser sent; only its extension counts, and it is kept for people to read. */
  originalName: string;
  data: Buffer;
}

/** A private file's row, for the route that serves it. */
export interface PrivateFile {
  name: string;
  mime: string;
  ownerUserId: number | null;
}

export interface UploadsServiceOptions {
  uploadDir: string;
  /** Tests pass a fixed figure to reach OUT_OF_STORAGE without filling a disk. */
  freeBytes?: FreeBytes;
}

const MB = 1024 * 1024;

export class UploadsService {
  /** The public upload folder (/uploads/{name}). */
  readonly uploadDir: string;
  private readonly privateDir: string;
  private readonly freeBytes: FreeBytes;

  constructor(
    private readonly db: Db,
    options: UploadsServiceOptions,
  ) {
    this.uploadDir = options.uploadDir;
    this.privateDir = join(options.uploadDir, PRIVATE_DIR);
    this.freeBytes = options.freeBytes ?? statfsFreeBytes;
  }

  /** Creates the folders; private files are readable by the server's user only. */
  async init(): Promise<void> {
    await mkdir(this.uploadDir, { recursive: true });
    await mkdir(this.privateDir, { recursive: true, mode: 0o700 });
  }

  /**
   * spec §3, §9: free storage in GB (bytes / 1073741824): the upload dir's filesystem, and, when the
   * academy set a storage quota in its settings, no more than the quota less what its uploads hold.
   */
  async freeGb(): Promise<number> {
    const [disk, quota] = await Promise.all([this.freeBytes(this.uploadDir), this.quotaLeft()]);
    return bytesToGb(quota === null ? disk : Math.min(disk, quota));
  }

  /** The quota less the stored uploads' bytes; null without a quota. */
  private async quotaLeft(): Promise<number | null> {
    const [settings] = await this.db
      .select({ quota: schema.siteSettings.storage_quota_bytes })
      .from(schema.siteSettings)
      .limit(1);
    if (settings?.quota == null) return null;
    const [used] = await this.db.select({ bytes: sql<string>`coalesce(sum(${uploads.size}), 0)` }).from(uploads);
    return Math.max(0, settings.quota - Number(used?.bytes ?? 0));
  }

  /**
   * Checks and stores the files of one upload; returns their stored names in order.
   * Refusals: UPLOAD_FAILED 400 (no file), FILE_LIMIT 400 (more than one file), FILE_LIMIT 413
   * (over the kind's size), PERMISSION_DENIED 401 (no owner), FILE_TYPE_NOT_ALLOWED 400,
   * OUT_OF_STORAGE 507.
   */
  async store(kind: ServerUploadKind, files: readonly IncomingFile[], owner: UploadOwner): Promise<string[]> {
    if (owner.userId === null && owner.guestId === null) throw new DomainError('PERMISSION_DENIED');
    if (files.length === 0) throw new DomainError('UPLOAD_FAILED', 'No file was sent.');
    if (files.length > MAX_FILES_PER_UPLOAD) throw new DomainError('FILE_LIMIT');
    const maxBytes = maxUploadBytes(kind);
    for (const f of files) {
      if (f.data.length > maxBytes) throw new DomainError('FILE_LIMIT', tooLargeMessage(maxBytes));
    }

    const prepared: { originalName: string; data: Buffer; mime: string; ext: string }[] = [];
    for (const f of files) {
      const detected = (await fileTypeFromBuffer(f.data)) ?? null;
      const originalName = cleanOriginalName(f.originalName);
      if (checkUploadType({ name: originalName, detectedType: detected?.mime ?? null }, kind) || !detected) {
        throw new DomainError('FILE_TYPE_NOT_ALLOWED');
      }
      // Every image goes out through sharp: decoded within a pixel bound, orientation applied, size
      // bounded, EXIF, GPS and any text or script hidden in it dropped. A document (PDF, Word) or an
      // archive is kept as sent and never opened; it is only ever served as an attachment.
      const data = detected.mime.startsWith('image/')
        ? await reencodeImage(f.data, detected.mime, kind === 'profileImage' ? PROFILE_MAX_SIDE : DOCUMENT_IMAGE_MAX_SIDE)
        : f.data;
      prepared.push({ originalName, data, mime: detected.mime, ext: detected.ext });
    }

    // spec §5 "free storage is required": every file alone and all together, on what is written.
    const freeGb = await this.freeGb().catch(() => null);
    const issues = checkStorage(
      prepared.map((p) => ({ name: p.originalName, size: p.data.length })),
      { freeGb },
    );
    if (issues.length > 0) throw new DomainError('OUT_OF_STORAGE');

    const isPrivate = PRIVATE_KINDS.has(kind);
    const names: string[] = [];
    for (const p of prepared) {
      const name = `${randomUUID()}.${p.ext}`;
      const path = join(isPrivate ? this.privateDir : this.uploadDir, name);
      try {
        await writeFile(path, p.data, { flag: 'wx', mode: isPrivate ? 0o600 : 0o644 });
      } catch (err) {
        await unlink(path).catch(() => undefined);
        if ((err as NodeJS.ErrnoException).code === 'ENOSPC') throw new DomainError('OUT_OF_STORAGE');
        throw err;
      }
      try {
        await this.db.insert(uploads).values({
          name,
          owner_user_id: owner.userId,
          owner_guest_id: owner.userId === null ? owner.guestId : null,
          kind,
          is_private: isPrivate,
          mime: p.mime,
          size: p.data.length,
          original_name: p.originalName || null,
          // payments.md §1: a slip's content hash, so the same slip cannot pay two orders.
          sha256: kind === 'slip' ? createHash('sha256').update(p.data).digest('hex') : null,
          // payments.md §1: the slip's own QR names the transfer; read once, on the pixels stored.
          qr_text: kind === 'slip' && p.mime.startsWith('image/') ? await readSlipQr(p.data) : null,
        });
      } catch (err) {
        // A file without its row would be unreachable and never cleaned up.
        await unlink(path).catch(() => undefined);
        throw err;
      }
      names.push(name);
    }
    return names;
  }

  /** The row of a private file, or null when the name is not one. */
  async privateFile(name: string): Promise<PrivateFile | null> {
    if (!STORED_FILE_NAME.test(name)) return null;
    const [row] = await this.db
      .select({ name: uploads.name, mime: uploads.mime, ownerUserId: uploads.owner_user_id })
      .from(uploads)
      .where(and(eq(uploads.name, name), eq(uploads.is_private, true)))
      .limit(1);
    return row ?? null;
  }

  /** The private file's bytes, or null when the row outlived its file. */
  async openPrivate(file: PrivateFile): Promise<ReadStream | null> {
    if (!STORED_FILE_NAME.test(file.name)) return null;
    const path = join(this.privateDir, file.name);
    const found = await stat(path).then(
      (s) => s.isFile(),
      () => false,
    );
    return found ? createReadStream(path) : null;
  }
}

/** The largest accepted file of a kind. */
export function maxUploadBytes(kind: ServerUploadKind): number {
  const max = UPLOAD_MAX_BYTES[kind];
  if (max === undefined) throw new Error(`No size limit for upload kind ${kind}`);
  return max;
}

export function tooLargeMessage(maxBytes: number): string {
  return `The file is larger than ${maxBytes / MB} MB.`;
}

/** The browser's file name without folders or control characters (PostgreSQL text refuses NUL). */
function cleanOriginalName(name: string): string {
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255);
}

/** A slip, certificate or homework photo stays readable: at most 3000 pixels a side. */
const DOCUMENT_IMAGE_MAX_SIDE = 3000;

/**
 * An uploaded image re-encoded in its own format: EXIF orientation applied, at most `maxSide` a
 * side, all metadata dropped (sharp writes none unless asked). An animated GIF is re-encoded frame
 * by frame and stays animated. sharp reads the dimensions from the header first and refuses an image
 * over MAX_INPUT_PIXELS before decoding it, so a small file claiming 20000 x 20000 costs nothing.
 */
async function reencodeImage(data: Buffer, mime: string, maxSide: number): Promise<Buffer> {
  const animated = mime === 'image/gif' || mime === 'image/webp';
  try {
    const image = sharp(data, { animated, limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
    if (mime === 'image/jpeg') return await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    if (mime === 'image/png') return await image.png({ compressionLevel: 9 }).toBuffer();
    if (mime === 'image/gif') return await image.gif().toBuffer();
    if (mime === 'image/webp') return await image.webp({ quality: 85 }).toBuffer();
  } catch (err) {
    const message = err instanceof Error ? err.message : '';
    if (/pixel limit/i.test(message)) {
      // spec §8 image upload failure: 'upload failed, try again', with the reason beside it.
      throw new DomainError('UPLOAD_FAILED', `The image has more than ${MAX_INPUT_PIXELS / 1_000_000} million pixels.`);
    }
    // The magic bytes said image, the decoder disagrees: a damaged file or a disguised one.
    throw new DomainError('FILE_TYPE_NOT_ALLOWED', 'The file is not a readable image.');
  }
  throw new DomainError('FILE_TYPE_NOT_ALLOWED');
}

/**
 * Hands an upload to the account that names it (registration's displayImgUrl, the tax data's
 * tax_company_certificate): true when `name` is an upload of `kind` that is already the user's, or
 * that no user owns and that the same guest uploaded; it then belongs to the user. An upload with no
 * owner at all (its account was deleted) is not claimable: public picture names are visible to
 * anyone, and must not become someone else's.
 */
export async function claimUpload(
  db: Db | Tx,
  claim: { name: string; kind: UploadKind; userId: number; guestId: string | null },
): Promise<boolean> {
  if (!STORED_FILE_NAME.test(claim.name)) return false;
  const rows = await db
    .update(uploads)
    .set({ owner_user_id: claim.userId })
    .where(
      and(
        eq(uploads.name, claim.name),
        eq(uploads.kind, claim.kind),
        or(
          eq(uploads.owner_user_id, claim.userId),
          claim.guestId === null ? undefined : and(isNull(uploads.owner_user_id), eq(uploads.owner_guest_id, claim.guestId)),
        ),
      ),
    )
    .returning({ id: uploads.id });
  return rows.length > 0;
}
