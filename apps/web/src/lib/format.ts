// Display formatting for the storefront. Money rules live in @rian/domain (formatMoney); this file
// writes dates in Thai time (architecture.md: times shown in Asia/Bangkok).
import { formatMoney, type Currency } from '@rian/domain/money';
import type { Lang } from '@rian/contracts/site';
import { THAI_OFFSET_MS } from './thai-time.ts';

const MONTHS: Record<Lang, readonly string[]> = {
  th: ['ม.ค.', 'ก.พ.', 'มี.ค.', 'เม.ย.', 'พ.ค.', 'มิ.ย.', 'ก.ค.', 'ส.ค.', 'ก.ย.', 'ต.ค.', 'พ.ย.', 'ธ.ค.'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
};
const two = (n: number) => String(n).padStart(2, '0');

/**
 * An ISO timestamp as a Thai-time date, or null when absent or invalid: "5 ม.ค. 2569" (the Buddhist
 * era, as th-TH writes it) or "5 Jan 2026"; with the time, "5 ม.ค. 2569 14:05" or "5 Jan 2026, 14:05".
 * These are Intl.DateTimeFormat's medium date and short time for th-TH and en-GB in Asia/Bangkok
 * (format.test.ts holds the two together), written out: a page's first Intl format costs the
 * browser 15-60 ms of main thread (packages/domain money.ts formatMoney).
 */
export function formatDate(iso: string | null | undefined, lang: Lang, withTime = false): string | null {
  if (!iso) return null;
  const ms = new Date(iso).getTime();
  if (Number.isNaN(ms)) return null;
  const d = new Date(ms + THAI_OFFSET_MS);
  const year = d.getUTCFullYear() + (lang === 'th' ? 543 : 0);
  const date = `${d.getUTCDate()} ${MONTHS[lang][d.getUTCMonth()]} ${year}`;
  if (!withTime) return date;
  return `${date}${lang === 'th' ? ' ' : ', '}${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

export function formatPrice(amount: number, lang: Lang, currency: Currency = 'THB'): string {
  return formatMoney({ amount, currency }, lang);
}

/** "12:05" or "1:02:05" for a lecture length. */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(sec).padStart(2, '0')}`;
}

export function splitHoursMinutes(totalSeconds: number): { hours: number; minutes: number } {
  const minutes = Math.round(Math.max(0, totalSeconds) / 60);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** Blank-line separated paragraphs (the course description format, packages/db schema). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** The English title where one exists and English is chosen; the Thai one otherwise. */
export function localized(th: string, en: string | null | undefined, lang: Lang): string {
  return lang === 'en' && en ? en : th;
}
