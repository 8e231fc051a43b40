// Precompressed copies of the built web app: beside every JavaScript, CSS, SVG and HTML file of the
// build, a .br (brotli at its highest quality) and a .gz (gzip -9). The server sends them as they are
// to a browser that accepts the encoding, instead of compressing on every request at a lower
// quality (architecture.md performance budget).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The files that get compressed copies. */
export const PRECOMPRESSED = /\.(js|mjs|css|svg|html)$/;

/** Writes `<file>.br` and `<file>.gz` beside every compressible file under `dir`; returns how many. */
export async function precompressDir(dir: string): Promise<number> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && PRECOMPRESSED.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
  return files.length;
}

/** Vite plugin: precompresses the output directory once the build has written it. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'rian-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const count = await precompressDir(outDir);
      this.info(`precompressed ${count} files (.br, .gz)`);
    },
  };
}
