// GA4 after consent: the stored choice, gtag.js loaded once for a valid id, and e-commerce events
// reaching gtag as well as the data layer (fake window, document and storage: unit tests run in Node).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from './memory-storage.test-helpers.ts';

let fakeWindow: { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };
let appended: { async: boolean; src: string }[];
const fakeDocument = {
  createElement: () => ({ async: false, src: '' }),
  head: { append: (el: { async: boolean; src: string }) => appended.push(el) },
} as unknown as Document;

beforeEach(() => {
  fakeWindow = {};
  appended = [];
  vi.stubGlobal('window', fakeWindow);
  vi.stubGlobal('localStorage', new MemoryStorage());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** gtag's commands: the `arguments` objects in the data layer, as arrays. */
const commands = () =>
  (fakeWindow.dataLayer ?? [])
    .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
    .map((entry) => [...(entry as ArrayLike<unknown> & Iterable<unknown>)]);

describe('GA4 after consent', () => {
  it('remembers the visitor\u2019s answer, and nothing else counts as one', async () => {
    const { storedConsent, storeConsent, CONSENT_STORAGE_KEY } = await import('./ga4.ts');
    expect(storedConsent()).toBeNull();
    storeConsent('denied');
    expect(storedConsent()).toBe('denied');
    localStorage.setItem(CONSENT_STORAGE_KEY, 'yes');
    expect(storedConsent()).toBeNull();
  });

  it('loads gtag.js once, for a measurement id only, with its js and config commands queued first', async () => {
    const { startGa4 } = await import('./ga4.ts');
    expect(startGa4('UA-1234', fakeDocument)).toBe(false);
    expect(startGa4('G-AB12"><script>', fakeDocument)).toBe(false);
    expect(appended).toEqual([]);
    expect(startGa4('G-AB12CD34EF', fakeDocument)).toBe(true);
    expect(appended).toEqual([{ async: true, src: 'https://www.googletagmanager.com/gtag/js?id=G-AB12CD34EF' }]);
    const [js, config] = commands();
    expect(js![0]).toBe('js');
    expect(config).toEqual(['config', 'G-AB12CD34EF']);
    expect(startGa4('G-AB12CD34EF', fakeDocument)).toBe(false);
    expect(appended).toHaveLength(1);
  });

  it('sends e-commerce events to gtag as well as to the data layer once GA4 runs, and the page\u2019s earlier ones at the start', async () => {
    const { startGa4 } = await import('./ga4.ts');
    const { trackBeginCheckout, trackViewItem } = await import('./analytics.ts');
    trackViewItem('THB', [{ item_id: 'course-1', item_name: 'Excel', price: 99_000 }]);
    expect(commands()).toEqual([]);
    startGa4('G-AB12CD34EF', fakeDocument);
    expect(commands().map((c) => c[1])).toEqual([expect.any(Date), 'G-AB12CD34EF', 'view_item']);
    trackBeginCheckout('THB', [{ item_id: 'course-1', item_name: 'Excel', price: 99_000 }], 99_000);
    const layer = fakeWindow.dataLayer!;
    expect(layer).toContainEqual({ event: 'begin_checkout', ecommerce: expect.objectContaining({ value: 990 }) });
    expect(commands().at(-1)).toEqual(['event', 'begin_checkout', expect.objectContaining({ currency: 'THB', value: 990 })]);
  });
});
