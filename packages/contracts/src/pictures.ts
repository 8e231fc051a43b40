// The storefront's responsive pictures: one fact for the browser's srcset (apps/web SafeImage), the
// server's preload of a page's largest picture (pages/page-responder.ts) and the server's resizing
// route, GET /uploads/w/{width}/{name} (media/media.routes.ts), which makes each width on demand.

/**
 * The widths the server makes of an uploaded picture: the header's logo (36 px, up to 2.7 times
 * denser screens), phone cards, phone heroes, tablet, desktop. Without the smallest, a phone fetched
 * the logo 320 pixels wide for a 36-pixel mark on every page.
 */
export const PICTURE_WIDTHS = [96, 320, 640, 960, 1280] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** How wide the hero picture of a course or product page is drawn: the page's width on a phone, at most 1000px. */
export const HERO_SIZES = '(min-width: 1000px) 1000px, 100vw';
/** How wide a card's picture is drawn (app.css .card-grid): two columns on a phone, at most 400px beyond a tablet. */
export const CARD_SIZES = '(max-width: 21em) 100vw, (max-width: 62em) 50vw, 400px';

/** The name of a picture the server can resize: a file of the academy's uploads, not animated (GIFs keep their frames). */
export const RESIZABLE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}\.(?:jpe?g|png|webp)$/i;

/** The upload's name in a site path /uploads/{name} of a picture the server can resize, or null. */
function resizableName(src: string): string | null {
  const name = src.startsWith('/uploads/') ? src.slice('/uploads/'.length) : null;
  return name && RESIZABLE_NAME.test(name) ? name : null;
}

/** The URL of `src` made `width` pixels wide (never wider than the original), or null when it cannot be resized. */
export function pictureAt(src: string, width: PictureWidth): string | null {
  const name = resizableName(src);
  return name ? `/uploads/w/${width}/${name}` : null;
}

/** The srcset of an uploaded picture, or undefined for a picture the server does not resize. */
export function pictureSrcSet(src: string | null | undefined): string | undefined {
  if (!src || !resizableName(src)) return undefined;
  return PICTURE_WIDTHS.map((w) => `${pictureAt(src, w)} ${w}w`).join(', ');
}
