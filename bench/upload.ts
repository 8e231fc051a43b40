// bench/upload: a 500 MB video through the media library's resumable upload (tus, decision 013) to
// the running app, the server's resident memory sampled every 50 ms. The client is curl in its own
// process, streaming the file from disk, so the memory measured is the server's (with its database).
// Goal: memory stays flat — the file is streamed to disk, never held — so the peak RSS rises by far
// less than the file's size.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { anAdmin } from '../apps/server/test/factories/index.ts';
import { anMp4, tusMetadata } from '../apps/server/test/admin/uploads-media.ts';
import { startStack } from '../e2e/harness.ts';

const MB = 1024 * 1024;
const SIZE = 500 * MB;

/** An MP4 of SIZE bytes: a real movie header (running time 45 minutes), then an mdat of zeros. */
async function writeVideo(path: string): Promise<void> {
  const head = anMp4(45 * 60 * 1000, 0);
  const out = createWriteStream(path);
  const mdat = Buffer.alloc(8);
  // anMp4 ends with an empty mdat box (8 bytes): restate its size to cover the padding.
  out.write(head.subarray(0, head.length - 8));
  mdat.writeUInt32BE(SIZE - (head.length - 8), 0);
  mdat.write('mdat', 4, 'latin1');
  out.write(mdat);
  const zeros = Buffer.alloc(MB);
  let left = SIZE - head.length;
  while (left > 0) {
    const chunk = left >= MB ? zeros : zeros.subarray(0, left);
    if (!out.write(chunk)) await once(out, 'drain');
    left -= chunk.length;
  }
  out.end();
  await once(out, 'finish');
}

function curl(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('curl', ['-sS', ...args]);
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => process.stderr.write(d));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`curl exited ${code}`))));
  });
}

const dir = await mkdtemp(join(tmpdir(), 'rian-bench-upload-'));
const file = join(dir, 'lecture.mp4');
await writeVideo(file);
const stack = await startStack({ seed: 'defaults' });
try {
  const admin = await anAdmin(stack.db.handle.db);
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const headers = ['-H', 'Tus-Resumable: 1.0.0', '-H', `Cookie: ${admin.cookie}`];
  const started = performance.now();
  const created = await curl([
    '-i',
    '-X',
    'POST',
    ...headers,
    '-H',
    `Upload-Length: ${SIZE}`,
    '-H',
    `Upload-Metadata: ${tusMetadata({ filename: 'lecture.mp4', kind: 'video' })}`,
    `${stack.baseUrl}/private/admin/uploads/tus`,
  ]);
  const location = /^location:\s*(\S+)/im.exec(created)?.[1];
  if (!location) throw new Error(`no upload was created:\n${created}`);
  const answer = await curl([
    '-X',
    'PATCH',
    ...headers,
    '-H',
    'Upload-Offset: 0',
    '-H',
    'Content-Type: application/offset+octet-stream',
    '-T',
    file,
    `${stack.baseUrl}${location}`,
  ]);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const stored = JSON.parse(answer) as { data?: { size: number; duration_ms: number | null } };
  if (stored.data?.size !== SIZE) throw new Error(`the upload did not store the file: ${answer.slice(0, 300)}`);
  const rise = (peak - before) / MB;
  console.log(`bench/upload: ${SIZE / MB} MB video through tus, server RSS sampled every 50 ms`);
  console.log('| file MB | seconds | MB/s | RSS before MB | peak RSS MB | rise MB | duration read |');
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  console.log(
    `| ${SIZE / MB} | ${seconds.toFixed(1)} | ${(SIZE / MB / seconds).toFixed(0)} | ${(before / MB).toFixed(0)} | ${(peak / MB).toFixed(0)} | ${rise.toFixed(0)} | ${stored.data.duration_ms} ms |`,
  );
  if (rise > 100) throw new Error(`memory rose by ${rise.toFixed(0)} MB: the upload is not streamed`);
} finally {
  await stack.close();
  await rm(dir, { recursive: true, force: true });
}
