// Times are UTC on the wire and Thai time on screen (Asia/Bangkok, UTC+7 all year). A
// datetime-local input holds "YYYY-MM-DDTHH:mm" in Thai time. (Shown as text: lib/format.ts formatDate.)

/** Thai time's distance from UTC (no daylight saving). */
export const THAI_OFFSET_MS = 7 * 60 * 60 * 1000;

/** "2026-11-30T17:00:00.000Z" → "2026-12-01T00:00" (Thai time, for a datetime-local input). */
export function toThaiLocalInput(iso: string | null): string {
  if (!iso) return '';
  return new Date(new Date(iso).getTime() + THAI_OFFSET_MS).toISOString().slice(0, 16);
}

/** "2026-12-01T00:00" (Thai time) → "2026-12-01T00:00:00+07:00"; '' → null. */
export function fromThaiLocalInput(local: string): string | null {
  return local ? `${local}:00+07:00` : null;
}
