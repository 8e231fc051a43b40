// Facts shared by the SCB client and its sandbox (payments.md §4; spec §7).

/** SCB's success status code (spec §7: status.code 1000). */
export const SCB_SUCCESS = 1000;

/** Thai QR tag 30 (C scan B) bill payment: the inquiry's event code. */
export const SCB_EVENT_CODE = '00300100';

/** SCB refs: upper-case letters and digits, at most 20 (payments.md §4). */
export const SCB_REF = /^[A-Z0-9]{1,20}$/;

/** The calendar date in Thailand (UTC+7, no daylight saving), YYYY-MM-DD: SCB keys transactions by it. */
export function thaiDate(at: Date): string {
  return new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** "2025-01-31T14:05:09+07:00": how SCB writes transactionDateandTime. */
export function thaiDateTime(at: Date): string {
  return `${new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 19)}+07:00`;
}

export interface ScbStatus {
  code: number;
  description: string;
}

/** Reads `{status:{code, description}}` from any SCB answer; null when the shape is not SCB's. */
export function readScbStatus(json: unknown): ScbStatus | null {
  if (typeof json !== 'object' || json === null) return null;
  const status = (json as { status?: unknown }).status;
  if (typeof status !== 'object' || status === null) return null;
  const { code, description } = status as { code?: unknown; description?: unknown };
  const n = typeof code === 'number' ? code : typeof code === 'string' && /^\d+$/.test(code) ? Number(code) : NaN;
  if (!Number.isFinite(n)) return null;
  return { code: n, description: typeof description === 'string' ? description : '' };
}
