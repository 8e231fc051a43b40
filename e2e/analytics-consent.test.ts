// End-to-end: Google Analytics 4 waits for the visitor's consent. With the academy's GA4 id set, a
// visitor is asked at the foot of the page (phone); declining loads nothing and is not asked again;
// allowing loads gtag.js for that id, which the page's Content-Security-Policy lets in (Google's host
// is answered locally here: this machine has no internet), and a course view reaches gtag.
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { aCourse, siteSettings } from './factories.ts';
import type { MadeCourse } from './factories.ts';
import { coursePath, useDefaultsStack } from './fixtures.ts';
import { DESKTOP, PHONE, closeClean, screenshotPath } from './harness.ts';

// The page's GA4 globals, as apps/web/src/lib/analytics.ts declares them for the web app.
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

let course: MadeCourse;

const ctx = useDefaultsStack(async (db) => {
  await siteSettings(db, { ga4_measurement_id: 'G-AB12CD34EF' });
  course = await aCourse(db, { title: 'ถ่ายภาพด้วยมือถือ', slug: 'phone-photography' });
});

/** Google's tag host, answered here with a script that does nothing. */
async function fakeGoogle(context: BrowserContext): Promise<string[]> {
  const asked: string[] = [];
  await context.route('https://www.googletagmanager.com/**', (route) => {
    asked.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* gtag.js */' });
  });
  return asked;
}

const gtagScripts = (page: Page) => page.locator('script[src^="https://www.googletagmanager.com/gtag/js"]').count();

describe('analytics consent', () => {
  it('declining loads nothing, and the question is not asked again (phone)', async () => {
    const { context, page, errors } = await ctx.visit('/', PHONE);
    const asked = await fakeGoogle(context);
    const banner = page.getByTestId('analytics-consent');
    await banner.getByText('คุกกี้เพื่อการวิเคราะห์').waitFor();
    await page.screenshot({ path: screenshotPath('analytics-consent-phone') });
    await banner.getByTestId('consent-decline').click();
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('banner').waitFor();
    expect(await page.getByTestId('analytics-consent').count()).toBe(0);
    expect(await gtagScripts(page)).toBe(0);
    expect(asked).toEqual([]);
    await closeClean({ context, errors });
  });

  it('allowing loads gtag.js for the academy id, the policy lets it in, and a course view reaches gtag', async () => {
    const { context, page, errors } = await ctx.visit(coursePath(course), DESKTOP);
    const asked = await fakeGoogle(context);
    await page.getByTestId('consent-accept').click();
    await page.waitForFunction(() => typeof window.gtag === 'function');
    expect(await gtagScripts(page)).toBe(1);
    await expect.poll(() => asked).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-AB12CD34EF']);

    // Later visits load it without asking; the course view goes to gtag as a GA4 event.
    await page.reload();
    await page.waitForFunction(() => typeof window.gtag === 'function');
    expect(await page.getByTestId('analytics-consent').count()).toBe(0);
    // An empty list is truthy, so the wait answers only once the event is there (the course view is
    // sent after the course's data arrives, which may be after gtag is defined).
    const events = await page.waitForFunction(() => {
      const views = (window.dataLayer ?? [])
        .filter((e) => Object.prototype.toString.call(e) === '[object Arguments]')
        .map((e) => (e as IArguments)[1])
        .filter((name) => name === 'view_item');
      return views.length > 0 ? views : null;
    });
    expect(await events.jsonValue()).toEqual(['view_item']);
    await closeClean({ context, errors });
  });
});
