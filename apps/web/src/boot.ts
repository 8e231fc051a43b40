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

/** After the frame that shows the drawn page; at once in a tab nobody sees, which paints nothing. */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState !== 'visible') resolve();
    else requestAnimationFrame(() => setTimeout(resolve, 0));
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
function heroLoaded(): Promise<void> {
  const hero = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  if (!hero || hero.complete) return Promise.resolve();
  return new Promise((resolve) => {
    hero.addEventListener('load', () => resolve(), { once: true });
    hero.addEventListener('error', () => resolve(), { once: true });
    setTimeout(resolve, HERO_WAIT_MS);
  });
}

const drawn = document.getElementById('root')?.firstElementChild != null;
/** Lets the browser run what waits (input, a frame) between two parts of the app's evaluation. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void (drawn ? heroLoaded().then(afterFirstPaint) : Promise.resolve()).then(async () => {
  releaseHeldPreloads();
  if (drawn) {
    await import('./app/vendor.ts');
    await nextTask();
  }
  return import('./main.tsx');
});
