// Images of the media library: the original re-encoded without its metadata, and WebP copies at
// the widths the storefront's responsive images ask for (srcset), never wider than the original.
import { join } from 'node:path';
import sharp from 'sharp';
import { DomainError } from '@rian/domain/errors';

/** The widths of the storefront's srcset: phone, tablet and desktop cards or banners. */
export const VARIANT_WIDTHS = [320, 640, 1280] as const;

/** A photo from a current phone is under 100 megapixels; more would take gigabytes to decode. */
const MAX_INPUT_PIXELS = 100_000_000;
/** The stored original: at most 2560 pixels a side, ample for a full-width banner. */
const MAX_SIDE = 2560;

export interface Variant {
  width: number;
  name: string;
}

export interface PreparedImage {
  width: number;
  height: number;
  size: number;
  variants: Variant[];
}

/** The file name of a variant: "<base>-<width>w.webp" beside the original. */
export function variantName(name: string, width: number): string {
  return `${name.replace(/\.[a-z0-9]+$/i, '')}-${width}w.webp`;
}

/** The widths to make for an image `width` pixels wide: each that is smaller (a copy is never enlarged). */
export function variantWidths(width: number): number[] {
  return VARIANT_WIDTHS.filter((w) => w < width);
}

/**
 * Re-encodes `source` into `dir/name` in its own format (orientation applied, metadata dropped,
 * animated GIF and WebP kept animated) and writes the WebP variants. The decoder refusing what the
 * magic bytes called an image is FILE_TYPE_NOT_ALLOWED.
 */
export async function prepareImage(source: string, dir: string, name: string, mime: string): Promise<PreparedImage> {
  const animated = mime === 'image/gif' || mime === 'image/webp';
  try {
    const image = sharp(source, { animated, limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const encoded =
      mime === 'image/jpeg'
        ? image.jpeg({ quality: 85, mozjpeg: true })
        : mime === 'image/png'
          ? image.png({ compressionLevel: 9 })
          : mime === 'image/gif'
            ? image.gif()
            : image.webp({ quality: 85 });
    const info = await encoded.toFile(join(dir, name));
    const height = animated && info.pageHeight ? info.pageHeight : info.height;
    const variants: Variant[] = [];
    for (const width of variantWidths(info.width)) {
      const variant = variantName(name, width);
      await sharp(join(dir, name), { animated }).resize({ width }).webp({ quality: 80 }).toFile(join(dir, variant));
      variants.push({ width, name: variant });
    }
    return { width: info.width, height, size: info.size, variants };
  } catch (err) {
    const message = err instanceof Error ? err.message : '';
    if (/pixel limit/i.test(message)) {
      throw new DomainError('UPLOAD_FAILED', `The image has more than ${MAX_INPUT_PIXELS / 1_000_000} million pixels.`);
    }
    throw new DomainError('FILE_TYPE_NOT_ALLOWED', 'The file is not a readable image.');
  }
}
