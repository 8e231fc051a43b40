// The texts of a back-office editor's record: its inputs hold '' for a missing text, and its PATCH
// sends the required texts as typed and the optional ones as null when left empty.

/** The record's texts as the inputs hold them. */
export function textValues<K extends string>(record: { [k in K]: string | null }, keys: readonly K[]) {
  return Object.fromEntries(keys.map((k) => [k, record[k] ?? ''])) as Record<K, string>;
}

/** The PATCH's texts: `required` as typed, `optional` null when empty, as the contract stores them. */
export function textPatch<R extends string, O extends string>(
  values: Record<R | O, string>,
  required: readonly R[],
  optional: readonly O[],
) {
  const nullable = (s: string) => (s.trim() === '' ? null : s);
  return {
    ...Object.fromEntries(required.map((k) => [k, values[k]])),
    ...Object.fromEntries(optional.map((k) => [k, nullable(values[k])])),
  } as Record<R, string> & Record<O, string | null>;
}
