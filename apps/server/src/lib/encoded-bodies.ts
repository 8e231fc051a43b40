// Compressed answers kept by the hash of their bytes (docs/decisions/036). Every browser asks for br
// or gzip, and @fastify/compress compressed every answer afresh: brotli cost about 0.95 ms of CPU
// for a 15.6 KB course page here, six times the memoised read itself (docs/benchmarks.md,
// "2026-11-28, afternoon"). A catalogue answer or a drawn page that has not changed is the same bytes
// for every visitor, with or without the memo, so its compressed copy is made once and sent again.
//
// The plugin keeps the choice of encoding, the size threshold and the compressible types; it
// compresses through the functions below (its `zlib` option). A copy is found only by the exact bytes
// it was made from, so a private answer's copy can reach nobody who does not already hold its text.
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';

type CompressSync = (input: Buffer, options?: object) => Buffer;

/** What each encoding's copy is found under: its name and the SHA-256 of the uncompressed bytes. */
function keyOf(encoding: string, input: Buffer): string {
  return `${encoding}:${createHash('sha256').update(input).digest('base64')}`;
}

export interface EncodedBodies {
  /** A stand-in for node:zlib, for @fastify/compress's `zlib` option. */
  zlib: {
    brotliCompressSync: CompressSync;
    gzipSync: CompressSync;
    deflateSync: CompressSync;
    createBrotliCompress: typeof zlib.createBrotliCompress;
    createGzip: typeof zlib.createGzip;
    createDeflate: typeof zlib.createDeflate;
  };
  /** The bytes of the copies kept now (hits and misses are told to `onLookup`). */
  keptBytes(): number;
}

/** Told of every lookup: a copy sent again (hit) or made (miss); /metrics counts them. */
export type OnLookup = (outcome: 'hit' | 'miss') => void;

/**
 * Keeps at most `maxBytes` of compressed copies, the least recently sent going first. A body larger
 * than the plugin's synchronous bound (its `syncThreshold`) is streamed through zlib uncached.
 */
export function encodedBodies(maxBytes: number, onLookup: OnLookup = () => undefined): EncodedBodies {
  const kept = new LRUCache<string, Buffer>({ maxSize: maxBytes, sizeCalculation: (b) => Math.max(1, b.length) });
  const cached =
    (encoding: string, compress: CompressSync): CompressSync =>
    (input, options) => {
      const key = keyOf(encoding, input);
      const hit = kept.get(key);
      onLookup(hit ? 'hit' : 'miss');
      if (hit) return hit;
      const copy = compress(input, options);
      kept.set(key, copy);
      return copy;
    };
  return {
    zlib: {
      brotliCompressSync: cached('br', zlib.brotliCompressSync),
      gzipSync: cached('gzip', zlib.gzipSync),
      deflateSync: cached('deflate', zlib.deflateSync),
      createBrotliCompress: zlib.createBrotliCompress,
      createGzip: zlib.createGzip,
      createDeflate: zlib.createDeflate,
    },
    keptBytes: () => kept.calculatedSize,
  };
}
