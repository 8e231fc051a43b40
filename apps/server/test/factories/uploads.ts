// Pictures in the upload folder served at /uploads, as an administrator's uploads leave them.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

let made = 0;

/** A 1200x800 JPEG picture; returns its public url (/uploads/{name}). */
export async function anUploadedPicture(uploadDir: string, name = `test-picture-${++made}.jpg`): Promise<string> {
  const image = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2563eb' } })
    .jpeg()
    .toBuffer();
  await writeFile(join(uploadDir, name), image);
  return `/uploads/${name}`;
}
