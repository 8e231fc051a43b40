// The QR printed on a transfer slip, read from the stored picture (payments.md §1: the bank's slip
// verification "mini QR"). sharp gives the raw RGBA pixels, jsQR finds and decodes the code; what it
// says is read by @rian/domain/slip-qr when the slip is reported.
import jsQR from 'jsqr';
import sharp from 'sharp';

/**
 * A slip photo is at most 3000 px a side when stored; the QR is a small corner of it. Decoding is
 * tried at the stored size and, when that finds nothing (phone photos are noisy), once more at a
 * smaller size where the noise averages out.
 */
const TRY_SIDES = [null, 1200] as const;

/** The QR's text, or null when the picture holds no readable QR (or is no picture at all). */
export async function readSlipQr(image: Buffer): Promise<string | null> {
  for (const side of TRY_SIDES) {
    const text = await decodeAt(image, side).catch(() => null);
    if (text) return text;
  }
  return null;
}

async function decodeAt(image: Buffer, side: number | null): Promise<string | null> {
  let pipeline = sharp(image).flatten({ background: '#ffffff' }).ensureAlpha();
  if (side !== null) pipeline = pipeline.resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  const code = jsQR(pixels, info.width, info.height, { inversionAttempts: 'dontInvert' });
  return code?.data ? code.data.slice(0, 512) : null;
}
