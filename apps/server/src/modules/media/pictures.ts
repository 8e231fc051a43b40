// Pictures made from an upload on first request and kept beside it, in dot-folders the static route
// does not serve: share images (600x314, spec §2) and the storefront's responsive widths (WebP,
// @rian/contracts pictures.ts). Each is made once, even when many requests ask for it at the same time.
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { PICTURE_WIDTHS, type PictureWidth } from '@rian/contracts/pictures';
import { variantName } from '../admin/uploads/image-variants.ts';

export const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
export const IMAGE_EXT = /\.(jpe?g|png|webp|gif)$/i;
/** Larger than any photo from a phone: more would take gigabytes to decode. */
const MAX_INPUT_PIXELS = 100_000_000;

export interface Made {
  dir: string;
  file: string;
}

const mtime = (path: string): Promise<number | null> =>
  stat(path).then(
    (s) => (s.isFile() ? s.mtimeMs : null),
    () => null,
  );

/** Every copy this module may have made of upload `name` (deleted with it: delete-upload.ts). */
export function madeCopies(uploadDir: string, name: string): string[] {
  return [
    join(uploadDir, '.og', `${name.replace(IMAGE_EXT, '')}.jpg`),
    ...PICTURE_WIDTHS.map((w) => join(uploadDir, '.w', String(w), `${name}.webp`)),
  ];
}

export function madePictures(uploadDir: string) {
  const inFlight = new Map<string, Promise<void>>();

  /** Makes `target` from `source` unless a copy at least as new is there; null when there is no source. */
  async function made(source: string, target: string, make: (source: string, target: string) => Promise<unknown>) {
    const sourceTime = await mtime(source);
    if (sourceTime === null) return null;
    const targetTime = await mtime(target);
    if (targetTime === null || targetTime < sourceTime) {
      let job = inFlight.get(target);
      if (!job) {
        // Written beside the target and renamed into place: another instance on the same upload
        // folder, or a failed encoding, never leaves a half-written copy to be served.
        const partial = `${target}.${process.pid}-${randomUUID()}.part`;
        job = mkdir(dirname(target), { recursive: true })
          .then(() => make(source, partial))
          .then(() => rename(partial, target))
          .catch(async (err: unknown) => {
            await rm(partial, { force: true });
            throw err;
          })
          .finally(() => inFlight.delete(target));
        inFlight.set(target, job);
      }
      // A file the decoder refuses has no copy to give: the page shows its fallback picture.
      if (
        !(await job.then(
          () => true,
          () => false,
        ))
      )
        return null;
    }
    return { dir: dirname(target), file: target.slice(dirname(target).length + 1) };
  }

  return {
    /** The share image of upload `name`: 600x314 JPEG, cropped where the picture's interest is. */
    og(name: string): Promise<Made | null> {
      const target = madeCopies(uploadDir, name)[0]!;
      return made(join(uploadDir, name), target, (from, to) =>
        sharp(from, { limitInputPixels: MAX_INPUT_PIXELS })
          .resize(600, 314, { fit: 'cover', position: 'attention' })
          .jpeg({ quality: 82, mozjpeg: true })
          .toFile(to),
      );
    },

    /**
     * Upload `name` as a WebP `width` pixels wide, never enlarged. The media library makes its widths at
     * upload (image-variants.ts); those are served as they are.
     */
    async atWidth(name: string, width: PictureWidth): Promise<Made | null> {
      const premade = variantName(name, width);
      if ((await mtime(join(uploadDir, premade))) !== null) return { dir: uploadDir, file: premade };
      const target = madeCopies(uploadDir, name)[1 + PICTURE_WIDTHS.indexOf(width)]!;
      return made(join(uploadDir, name), target, (from, to) =>
        sharp(from, { limitInputPixels: MAX_INPUT_PIXELS })
          .autoOrient()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 78 })
          .toFile(to),
      );
    },
  };
}
