// The ids of the elements the server writes into a page for the web app, in a module without
// schemas: the app's entry (web boot.ts) reads them before anything else has loaded.

/** The id of the JSON script element that carries the page's inlined data (ssr.ts). */
export const SSR_ELEMENT_ID = 'rian-ssr';

/** The <template> of a drawn page that holds its scripts' preloads until the first paint (web boot.ts). */
export const AFTER_PAINT_ELEMENT_ID = 'rian-after-paint';
