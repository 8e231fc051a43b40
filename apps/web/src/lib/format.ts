// Display formatting for the storefront. Money rules live in @rian/domain (formatMoney); this file
// only picks the locale and the Thai time zone (architecture.md: times shown in Asia/Bangkok).
import { formatMoney, type Currency } from '@rian/domain/money';
import type { Lang } from '@rian/contracts/site';

const TIME_ZONE = 'Asia/Bangkok';
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(lang: Lang, withTime: boolean): Intl.DateTimeFormat {
  const key = `${lang}|${withTime}`;
  let f = dateFormats.get(key);
  if (!f) {
    // th-TH uses the Buddhist era by default (2568 for 2025).
    f = new Intl.DateTimeFormat(lang === 'th' ? 'th-TH' : 'en-GB', {
      timeZone: TIME_ZONE,
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
    });
    dateFormats.set(key, f);
  }
  return f;
}

/** An ISO timestamp as a Thai-time date ("5 ม.ค. 2569"), or null when absent or invalid. */
export function formatDate(iso: string | null | undefined, lang: Lang, withTime = false): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : dateFormat(lang, withTime).format(d);
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
