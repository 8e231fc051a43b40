import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedBodies } from './encoded-bodies.ts';

const page = (n: number) => Buffer.from(JSON.stringify({ n, title: 'การตลาดออนไลน์สำหรับ SME '.repeat(40) }));

describe('compressed copies kept by their bytes', () => {
  it('compresses a body once and sends the same copy again', () => {
    const outcomes: string[] = [];
    const bodies = encodedBodies(1024 * 1024, (o) => outcomes.push(o));
    const first = bodies.zlib.brotliCompressSync(page(1));
    const again = bodies.zlib.brotliCompressSync(page(1));
    expect(again).toBe(first);
    expect(brotliDecompressSync(again).equals(page(1))).toBe(true);
    expect(outcomes).toEqual(['miss', 'hit']);
  });

  it('finds a copy by its exact bytes and encoding only', () => {
    const outcomes: string[] = [];
    const bodies = encodedBodies(1024 * 1024, (o) => outcomes.push(o));
    const one = bodies.zlib.brotliCompressSync(page(1));
    const two = bodies.zlib.brotliCompressSync(page(2));
    expect(two).not.toBe(one);
    expect(brotliDecompressSync(two).equals(page(2))).toBe(true);
    const gzip = bodies.zlib.gzipSync(page(1));
    expect(gunzipSync(gzip).equals(page(1))).toBe(true);
    expect(outcomes).toEqual(['miss', 'miss', 'miss']);
  });

  it('keeps no more than its bound, the least recently sent going first', () => {
    const size = encodedBodies(1024 * 1024).zlib.brotliCompressSync(page(0)).length;
    const bound = Math.floor(size * 2.5);
    const outcomes: string[] = [];
    const bodies = encodedBodies(bound, (o) => outcomes.push(o));
    for (const n of [0, 1, 2]) bodies.zlib.brotliCompressSync(page(n));
    expect(bodies.keptBytes()).toBeLessThanOrEqual(bound);
    bodies.zlib.brotliCompressSync(page(2)); // kept
    bodies.zlib.brotliCompressSync(page(0)); // dropped to make room, made again
    expect(outcomes).toEqual(['miss', 'miss', 'miss', 'hit', 'miss']);
  });
});
