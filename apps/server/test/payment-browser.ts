// A small stand-in for the buyer's browser in payment tests: follows redirects, submits the forms of
// the providers' sandbox pages (the outcome a tester picks, a card form, a "return to merchant" form)
// over real HTTP, and carries Rian's session cookie on Rian's own pages as a browser would.
import { createServer } from 'node:net';

export interface FormSpec {
  action: string;
  method: string;
  fields: Record<string, string>;
  /** Submit buttons: name → values. */
  buttons: { name: string; value: string }[];
  html: string;
}

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function attr(tag: string, name: string): string | null {
  const m = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, 'i').exec(tag);
  return m ? decode(m[2] ?? m[3] ?? '') : null;
}

/** The forms of a page, with their inputs' current values and their submit buttons. */
export function formsOf(html: string, pageUrl: string): FormSpec[] {
  const forms: FormSpec[] = [];
  for (const m of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)) {
    const open = `<form${m[1] ?? ''}>`;
    const inner = m[2] ?? '';
    const fields: Record<string, string> = {};
    for (const input of inner.matchAll(/<input\b[^>]*>/gi)) {
      const name = attr(input[0], 'name');
      const type = (attr(input[0], 'type') ?? 'text').toLowerCase();
      if (!name || type === 'submit') continue;
      fields[name] = attr(input[0], 'value') ?? '';
    }
    for (const sel of inner.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/gi)) {
      const name = attr(`<select${sel[1]}>`, 'name');
      if (!name) continue;
      const selected = /<option\b[^>]*selected[^>]*>/i.exec(sel[2] ?? '') ?? /<option\b[^>]*>/i.exec(sel[2] ?? '');
      fields[name] = selected ? (attr(selected[0], 'value') ?? '') : '';
    }
    const buttons: { name: string; value: string }[] = [];
    for (const b of inner.matchAll(/<button\b[^>]*>/gi)) {
      const name = attr(b[0], 'name');
      if (name) buttons.push({ name, value: attr(b[0], 'value') ?? '' });
    }
    forms.push({
      action: new URL(attr(open, 'action') ?? pageUrl, pageUrl).toString(),
      method: (attr(open, 'method') ?? 'get').toUpperCase(),
      fields,
      buttons,
      html: m[0],
    });
  }
  return forms;
}

export interface Visit {
  url: string;
  status: number;
  html: string;
}

export class PaymentBrowser {
  constructor(
    private readonly publicUrl: string,
    private readonly cookie: string,
  ) {}

  private headersFor(url: string, extra: Record<string, string> = {}): Record<string, string> {
    return url.startsWith(this.publicUrl) && !url.includes('/sandbox/') ? { cookie: this.cookie, ...extra } : extra;
  }

  /** GET or POST, following redirects (a 303 turns a POST into a GET, as browsers do). */
  async go(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Visit> {
    let method = init.method ?? 'GET';
    let body: string | undefined = init.form ? new URLSearchParams(init.form).toString() : undefined;
    let current = url;
    for (let hops = 0; hops < 15; hops += 1) {
      const headers = this.headersFor(current, body !== undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {});
      const res = await fetch(current, { method, headers, body, redirect: 'manual' });
      if (res.status >= 300 && res.status < 400 && res.headers.get('location')) {
        current = new URL(res.headers.get('location')!, current).toString();
        if (res.status === 303 || ((res.status === 301 || res.status === 302) && method === 'POST')) {
          method = 'GET';
          body = undefined;
        }
        continue;
      }
      return { url: current, status: res.status, html: await res.text() };
    }
    throw new Error(`too many redirects from ${url}`);
  }

  /** Submits a form with extra values (a button's name/value, filled fields). */
  submit(form: FormSpec, values: Record<string, string> = {}): Promise<Visit> {
    const fields = { ...form.fields, ...values };
    if (form.method === 'GET') {
      const u = new URL(form.action);
      for (const [k, v] of Object.entries(fields)) u.searchParams.set(k, v);
      return this.go(u.toString());
    }
    return this.go(form.action, { method: 'POST', form: fields });
  }
}

/** The form that offers the tester's outcome buttons, if the page has one. */
export function outcomeFormOf(visit: Visit): FormSpec | null {
  return formsOf(visit.html, visit.url).find((f) => f.buttons.some((b) => b.name === 'outcome')) ?? null;
}

/** A port free right now, to give the app its public URL before it listens. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** Waits until `check` answers something truthy (polling, at most `ms`). */
export async function eventually<T>(check: () => Promise<T | null | undefined | false>, ms = 8_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}
