// Files the media-library tests upload, made here: images drawn with sharp, and a small MP4 whose
// movie header states its running time.
import sharp from 'sharp';

export async function aPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .png()
    .toBuffer();
}

export async function aJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 200 } } })
    .jpeg()
    .toBuffer();
}

function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

/** An ISO media file (ftyp, moov > mvhd version 0, mdat padding) lasting `ms` milliseconds. */
export function anMp4(ms: number, padding = 4096): Buffer {
  const ftyp = box('ftyp', Buffer.from('isom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2mp41'));
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(0, 0); // version 0, no flags
  mvhd.writeUInt32BE(1000, 12); // timescale: milliseconds
  mvhd.writeUInt32BE(ms, 16); // duration
  return Buffer.concat([ftyp, box('moov', box('mvhd', mvhd)), box('mdat', Buffer.alloc(padding))]);
}

/** tus Upload-Metadata: key and base64 value pairs. */
export function tusMetadata(meta: Record<string, string>): string {
  return Object.entries(meta)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');
}
