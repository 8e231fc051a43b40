import { describe, expect, it } from 'vitest';
import { variantName, variantWidths } from './image-variants.ts';
import { parseMvhd } from './video-duration.ts';

describe('resized copies', () => {
  it('makes each width smaller than the original, never an enlargement', () => {
    expect(variantWidths(1600)).toEqual([320, 640, 1280]);
    expect(variantWidths(640)).toEqual([320]);
    expect(variantWidths(300)).toEqual([]);
  });
  it('names a copy after its original', () => {
    expect(variantName('a1b2.png', 640)).toBe('a1b2-640w.webp');
  });
});

describe('the movie header', () => {
  it('reads version 0 and version 1 durations', () => {
    const v0 = Buffer.alloc(32);
    v0.writeUInt32BE(600, 12);
    v0.writeUInt32BE(900, 16);
    expect(parseMvhd(v0)).toBe(1500);
    const v1 = Buffer.alloc(32);
    v1.writeUInt8(1, 0);
    v1.writeUInt32BE(1000, 20);
    v1.writeBigUInt64BE(2_000_000n, 24);
    expect(parseMvhd(v1)).toBe(2_000_000);
  });
  it('gives no duration for a zero timescale or a short box', () => {
    expect(parseMvhd(Buffer.alloc(32))).toBeNull();
    expect(parseMvhd(Buffer.alloc(8))).toBeNull();
  });
});
