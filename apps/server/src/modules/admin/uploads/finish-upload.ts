// A resumable upload has all its bytes (spec §2, §5 upload component): the type is decided by the
// file's magic bytes, never its name; a refused file is deleted. An accepted one moves into the
// upload folder under a name the server gives it, images with their resized copies, videos with
// their running time, and its media-library row is written with its audit row.
import { randomUUID } from 'node:crypto';
import { rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { fileTypeFromFile } from 'file-type';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import { checkUploadType } from '@rian/domain/uploads';
import type { AdminUpload, MediaKind } from '@rian/contracts/admin/uploads';
import type { Actor, AdminContext } from '../admin-context.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { madeCopies } from '../../media/pictures.ts';
import { prepareImage, type Variant } from './image-variants.ts';
import { loadUpload } from './upload-view.ts';
import { readVideoDurationMs } from './video-duration.ts';

export interface FinishedBytes {
  /** Where the tus store wrote the bytes. */
  path: string;
  /** The browser's file name: only its extension counts, and it is kept for people to read. */
  originalName: string;
  kind: MediaKind;
}

interface Stored {
  name: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  durationMs: number | null;
  variants: Variant[];
}

/** Containers whose running time sits in a movie header box. */
const ISO_MEDIA = new Set(['video/mp4', 'video/x-m4v', 'video/quicktime']);

/** The browser's file name without folders or control characters. */
export function cleanOriginalName(name: string): string {
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255);
}

async function storeBytes(uploadDir: string, bytes: FinishedBytes, size: number): Promise<Stored> {
  const detected = await fileTypeFromFile(bytes.path);
  const issue = checkUploadType({ name: bytes.originalName, detectedType: detected?.mime ?? null }, bytes.kind);
  if (issue || !detected) throw new DomainError('FILE_TYPE_NOT_ALLOWED');
  const name = `${randomUUID()}.${detected.ext}`;
  if (bytes.kind === 'image') {
    const image = await prepareImage(bytes.path, uploadDir, name, detected.mime);
    return {
      name,
      mime: detected.mime,
      size: image.size,
      width: image.width,
      height: image.height,
      durationMs: null,
      variants: image.variants,
    };
  }
  const target = join(uploadDir, name);
  await rename(bytes.path, target);
  const durationMs = ISO_MEDIA.has(detected.mime) ? await readVideoDurationMs(target).catch(() => null) : null;
  return { name, mime: detected.mime, size, width: null, height: null, durationMs, variants: [] };
}

/** Removes a stored file, its variants and the copies made of it since; a file already gone is no error. */
export async function removeStored(uploadDir: string, name: string, variants: readonly Variant[]): Promise<void> {
  const files = [name, ...variants.map((v) => v.name)].map((file) => join(uploadDir, file));
  for (const file of [...files, ...madeCopies(uploadDir, name)]) await unlink(file).catch(() => undefined);
}

/** Refusals: FILE_TYPE_NOT_ALLOWED 400 (by content), UPLOAD_FAILED 400 (an image too large to decode). */
export async function finishUpload(
  ctx: AdminContext,
  uploadDir: string,
  actor: Actor,
  bytes: FinishedBytes & { size: number },
): Promise<AdminUpload> {
  let stored: Stored;
  try {
    stored = await storeBytes(uploadDir, bytes, bytes.size);
  } finally {
    // The tus copy is gone whatever happened: moved (a video), re-encoded (an image) or refused.
    await unlink(bytes.path).catch(() => undefined);
  }
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(schema.uploads)
        .values({
          name: stored.name,
          owner_user_id: actor.id,
          kind: bytes.kind,
          is_private: false,
          mime: stored.mime,
          size: stored.size,
          original_name: bytes.originalName || null,
          width: stored.width,
          height: stored.height,
          duration_ms: stored.durationMs,
          variants: stored.variants,
        })
        .returning({ id: schema.uploads.id });
      const after = {
        name: stored.name,
        kind: bytes.kind,
        mime: stored.mime,
        size: stored.size,
        original_name: bytes.originalName,
      };
      await recordAudit(tx, actor, { action: 'create', entity: 'upload', entityId: row!.id, after });
      return row!.id;
    });
    ctx.changes.publish('site');
    return await loadUpload(ctx.db, id);
  } catch (err) {
    // A file without its row would be unreachable and never cleaned up.
    await removeStored(uploadDir, stored.name, stored.variants);
    throw err;
  }
}
