// The entry. It holds the app's base stylesheets (Mantine's base and colour variables with Rian's
// theme over them, scripts/theme-css.ts, then ours; Mantine's components come with the parts that
// use them, decision 031), so the built index.html links them, and it loads the app (main.tsx):
// at once on a page the browser draws; on a page the server drew, once its largest picture is in
// and painted. A drawn page is read without scripts (its links are links); its paint must not wait
// for the app's scripts, which on a phone take bandwidth and hundreds of milliseconds (decision 027).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import 'virtual:rian-theme.css';
import '@mantine/core/styles/global.css';
import './app/fonts.css';
import './app/app.css';
import { AFTER_PAINT_ELEMENT_ID } from '@rian/contracts/page-elements';
import { yieldToBrowser } from './lib/yield.ts';

/** How long the app waits for the browser to report the page's largest paint (the frames' fallback). */
const PAINT_REPORT_WAIT_MS = 500;

/**
 * Once the drawn page's largest paint is on screen: the browser's largest-contentful-paint entry
 * for `hero` (or, without one, its first such entry), reported when the frame was presented. A
 * frame callback alone ran before that, and the app's scripts then started while the picture's
 * frame was still on its way (a simulated phone counted them into its paint). Where the browser
 * reports no such entry, after the frame that shows the page; at once in a tab nobody sees, which
 * paints nothing.
 */
function afterLargestPaint(hero: HTMLImageElement | null): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState !== 'visible') return resolve();
    const afterFrame = () => requestAnimationFrame(() => setTimeout(resolve, 0));
    const reported =
      typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
    if (!reported) return afterFrame();
    const observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
      if (hero && !entries.some((e) => e.element === hero)) return;
      observer.disconnect();
      clearTimeout(fallback);
      setTimeout(resolve, 0);
    });
    const fallback = setTimeout(() => {
      observer.disconnect();
      afterFrame();
    }, PAINT_REPORT_WAIT_MS);
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** The drawn page's script preloads, held inert by the server until now (pages/preload.ts). */
function releaseHeldPreloads(): void {
  const held = document.getElementById(AFTER_PAINT_ELEMENT_ID);
  if (held instanceof HTMLTemplateElement) document.head.append(held.content.cloneNode(true));
}

/** How long the app waits for a drawn page's largest picture before it loads anyway. */
const HERO_WAIT_MS = 2000;

/**
 * The picture a drawn page paints largest (the one it asks for at high priority), loaded: the app's
 * scripts do not take its bandwidth on a phone's connection. At once when there is none or it is in.
 */
function heroLoaded(hero: HTMLImageElement | null): Promise<void> {
  if (!hero || hero.complete) return Promise.resolve();
  return new Promise((resolve) => {
    hero.addEventListener('load', () => resolve(), { once: true });
    hero.addEventListener('error', () => resolve(), { once: true });
    setTimeout(resolve, HERO_WAIT_MS);
  });
}

const drawn = document.getElementById('root')?.firstElementChild != null;

/** The picture a drawn page paints largest: the one it asks for at high priority; null when none. */
const hero = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');

void (drawn ? heroLoaded(hero).then(() => afterLargestPaint(hero)) : Promise.resolve()).then(async () => {
  releaseHeldPreloads();
  if (drawn) {
    await import('./app/vendor.ts');
    await yieldToBrowser();
  }
  return import('./main.tsx');
});
