// Coupon codes made in bulk for a campaign (the back office: "bulk generation of unique codes, e.g. 500 for a
// campaign"): a prefix the administrator chooses and a random part a buyer can read aloud and type
// back without guessing: no 0/O, 1/I/L, or 5/S, 2/Z, 8/B look-alikes. The random bytes come from the
// caller (the server passes crypto.randomBytes), so the rule stays pure and testable.

/** The letters and digits a generated code's random part uses: 25 of them, none easily confused. */
export const COUPON_CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';

/** How many random characters follow the prefix: 25^8 ≈ 1.5·10^11, so 1,000 codes rarely meet. */
export const COUPON_CODE_RANDOM_LENGTH = 8;

/** The most codes one generation makes. */
export const COUPON_BULK_MAX = 1000;

export type RandomBytes = (n: number) => Uint8Array;

/**
 * One code: the prefix (upper-cased) and `length` characters drawn uniformly from the alphabet. Bytes
 * that would bias the draw (at or above the largest multiple of the alphabet's size) are thrown away.
 */
export function randomCouponCode(prefix: string, random: RandomBytes, length = COUPON_CODE_RANDOM_LENGTH): string {
  const size = COUPON_CODE_ALPHABET.length;
  const limit = 256 - (256 % size);
  let out = '';
  while (out.length < length) {
    for (const b of random(length - out.length)) {
      if (b < limit && out.length < length) out += COUPON_CODE_ALPHABET[b % size];
    }
  }
  return `${prefix.trim().toUpperCase()}${out}`;
}

/**
 * `count` distinct codes none of which `taken` already holds (codes compared upper-cased, as the store
 * keeps them unique). A collision draws again; after `count × 20` draws without enough codes the
 * prefix space is judged too crowded and null is answered rather than looping.
 */
export function uniqueCouponCodes(
  prefix: string,
  count: number,
  random: RandomBytes,
  taken: ReadonlySet<string>,
  length = COUPON_CODE_RANDOM_LENGTH,
): string[] | null {
  const made = new Set<string>();
  for (let draws = 0; made.size < count; draws++) {
    if (draws >= count * 20) return null;
    const code = randomCouponCode(prefix, random, length);
    if (!taken.has(code)) made.add(code);
  }
  return [...made];
}
