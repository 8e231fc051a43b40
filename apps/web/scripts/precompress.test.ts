import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('precompressDir', () => {
  it('writes a .br and a .gz that inflate to each JS, CSS, SVG and HTML file, and nothing for the others', async () => {
    dir = await mkdtemp(join(tmpdir(), 'rian-precompress-'));
    await mkdir(join(dir, 'assets'));
    const text = (name: string) => `/* ${name} */ ${'const a = "ร้านเรียน"; '.repeat(200)}`;
    const compressible = ['index.html', 'assets/app-1a2b.js', 'assets/app-1a2b.css', 'assets/logo.svg'];
    for (const name of compressible) await writeFile(join(dir, name), text(name));
    await writeFile(join(dir, 'assets/font.woff2'), Buffer.from([0, 1, 2, 3]));
    await mkdir(join(dir, '.vite'));
    await writeFile(join(dir, '.vite/manifest.json'), '{}');

    expect(await precompressDir(dir)).toBe(4);

    for (const name of compressible) {
      const plain = await readFile(join(dir, name));
      const br = await readFile(join(dir, `${name}.br`));
      const gz = await readFile(join(dir, `${name}.gz`));
      expect(brotliDecompressSync(br).equals(plain)).toBe(true);
      expect(gunzipSync(gz).equals(plain)).toBe(true);
      expect(br.length).toBeLessThan(plain.length);
    }
    expect((await readdir(join(dir, 'assets'))).filter((f) => f.startsWith('font'))).toEqual(['font.woff2']);
    expect(await readdir(join(dir, '.vite'))).toEqual(['manifest.json']);
  });
});
