// The two cookies the web app itself writes for the server to read on a page request: the reader's
// language (lib/i18n.ts) and the guest id (lib/guest.ts). Neither is a secret; both last a year, on
// every path, never sent cross-site, and only over HTTPS where the site is served over it.

const YEAR_S = 365 * 24 * 60 * 60;

/** The value of cookie `name`, or null (and null outside a browser). */
export function readCookie(name: string): string | null {
  const doc = globalThis.document;
  if (!doc) return null;
  const found = doc.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return found ? found.slice(name.length + 1) : null;
}

/** Sets cookie `name` to `value` (a value the caller made safe: no ';' or spaces). */
export function writeCookie(name: string, value: string): void {
  const doc = globalThis.document;
  if (!doc) return;
  const secure = globalThis.location?.protocol === 'https:' ? '; secure' : '';
  doc.cookie = `${name}=${value}; path=/; max-age=${YEAR_S}; samesite=lax${secure}`;
}
