// The running time of an uploaded video, read from the file itself (spec §2 video type): MP4, M4V and
// QuickTime keep it in the movie header box ('moov' > 'mvhd'). Only box headers and the one header
// are read, so a video of hundreds of MB costs a few small reads, never the whole file in memory.
import { open, type FileHandle } from 'node:fs/promises';

interface Box {
  type: string;
  /** Where the box's content starts. */
  start: number;
  /** Where the box ends. */
  end: number;
}

async function readAt(fh: FileHandle, position: number, length: number): Promise<Buffer> {
  const buf = Buffer.alloc(length);
  const { bytesRead } = await fh.read(buf, 0, length, position);
  return buf.subarray(0, bytesRead);
}

/** The boxes between `from` and `to`; at most 1000, so a damaged file cannot loop for long. */
async function* boxes(fh: FileHandle, from: number, to: number): AsyncGenerator<Box> {
  let at = from;
  for (let n = 0; n < 1000 && at + 8 <= to; n++) {
    const head = await readAt(fh, at, 16);
    if (head.length < 8) return;
    let size = head.readUInt32BE(0);
    const type = head.toString('latin1', 4, 8);
    let headerSize = 8;
    if (size === 1) {
      if (head.length < 16) return;
      size = Number(head.readBigUInt64BE(8));
      headerSize = 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < headerSize) return;
    yield { type, start: at + headerSize, end: Math.min(at + size, to) };
    at += size;
  }
}

/** The duration in milliseconds of an ISO base media file (mp4, m4v, mov), or null when it does not say. */
export async function readVideoDurationMs(path: string): Promise<number | null> {
  const fh = await open(path, 'r');
  try {
    const { size } = await fh.stat();
    for await (const box of boxes(fh, 0, size)) {
      if (box.type !== 'moov') continue;
      for await (const inner of boxes(fh, box.start, box.end)) {
        if (inner.type === 'mvhd') return parseMvhd(await readAt(fh, inner.start, 32));
      }
      return null;
    }
    return null;
  } finally {
    await fh.close();
  }
}

/** The movie header: version 0 has 32-bit times, version 1 64-bit ones; duration / timescale seconds. */
export function parseMvhd(data: Buffer): number | null {
  if (data.length < 20) return null;
  const version = data.readUInt8(0);
  let timescale: number;
  let duration: number;
  if (version === 1) {
    if (data.length < 32) return null;
    timescale = data.readUInt32BE(20);
    duration = Number(data.readBigUInt64BE(24));
  } else {
    timescale = data.readUInt32BE(12);
    duration = data.readUInt32BE(16);
  }
  if (timescale === 0 || duration === 0xffffffff) return null;
  const ms = Math.round((duration / timescale) * 1000);
  return Number.isFinite(ms) && ms <= 2_147_483_647 ? ms : null;
}
