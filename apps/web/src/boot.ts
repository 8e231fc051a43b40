// The entry. It holds the app's base stylesheets (Mantine's per component, architecture.md
// performance budget, then ours), so the built index.html links them, and it loads the app (main.tsx):
// at once on a page the browser draws, after the first paint on a page the server drew. A drawn page
// is read without scripts (its links are links); its first paint must not wait for the app's
// scripts to be evaluated, which on a phone is hundreds of milliseconds (decision 027).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
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

const drawn = document.getElementById('root')?.firstElementChild != null;
/** Lets the browser run what waits (input, a frame) between two parts of the app's evaluation. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void (drawn ? afterFirstPaint() : Promise.resolve()).then(async () => {
  releaseHeldPreloads();
  if (drawn) {
    await import('./app/vendor.ts');
    await nextTask();
  }
  return import('./main.tsx');
});
