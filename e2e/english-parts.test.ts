// End-to-end: a part of the storefront that loads later (a modal, a step, a page) appears in the
// reader's language at once. Its texts are a catalogue part whose English arrives with it
// (lib/i18n.ts addCataloguePart); the part waits for them before it renders (withPartTexts), so an
// English reader never sees its Thai first. The English chunks are held back here so that the
// order is certain, not left to a fast loopback.
import { describe, expect, it } from 'vitest';
import { PHONE, closeClean, useStack } from './harness.ts';

const e2e = useStack();
const THAI = /[\u0E00-\u0E7F]/;

describe('an English reader', () => {
  it('whose session expired sees the modal in English from its first frame, never in Thai', async () => {
    const context = await e2e.browser.newContext({ viewport: PHONE, locale: 'en-US' });
    const host = new URL(e2e.stack.baseUrl).hostname;
    await context.addCookies([
      { name: 'rian_lang', value: 'en', domain: host, path: '/' },
      // A token the server does not know: the session check answers 'expired' (spec §6).
      { name: 'rian_session', value: 'x'.repeat(43), domain: host, path: '/' },
    ]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.route(/\/assets\/en-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    // Every text a dialog ever showed, recorded on each change of the document.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { dialogTexts: string[] }).dialogTexts = seen;
      new MutationObserver(() => {
        for (const d of document.querySelectorAll('[role="dialog"]')) seen.push(d.textContent ?? '');
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto(`${e2e.stack.baseUrl}/`);
    const dialog = page.getByRole('dialog');
    await expect.poll(async () => (await dialog.isVisible()) && (await dialog.textContent())).toContain('Session expired');
    const shown = await page.evaluate(() => (window as unknown as { dialogTexts: string[] }).dialogTexts);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((text) => THAI.test(text))).toEqual([]);
    await closeClean({ context, errors });
  });
});
