// Critical CSS for a page the server drew (architecture.md, server-rendered storefront): the rules
// its drawn HTML uses go inline in the head, and its stylesheets move to the end of the body, so a
// phone paints the page as soon as the HTML arrives instead of after the stylesheets. Beasties
// (decision 026) picks the rules; the stylesheets still load in full for what the app draws later.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Beasties from 'beasties';
import { escapeHtml } from './html.ts';

export interface CriticalCss {
  /**
   * The inline <style> for `root` drawn with the stylesheets at `hrefs` (site paths, /assets/…), or
   * '' while it is being worked out or when it cannot be (the page then keeps its stylesheets in
   * the head). Working it out takes a few hundred milliseconds, so no request waits for it: the
   * first answer of a page goes without, every later one with.
   */
  styleFor(root: string, hrefs: readonly string[]): string;
}

/** How many rule sets are kept: one per drawn page, the same for every visitor of it (~25 KB each). */
const KEPT = 500;

export function criticalCss(webDistDir: string, onError: (err: unknown) => void = () => {}): CriticalCss {
  const beasties = new Beasties({
    path: webDistDir,
    publicPath: '/',
    // Only the rules are wanted; where the links go is decided by renderPage.
    preload: 'body',
    // The theme names its font through a CSS variable, which Beasties does not follow: the
    // stylesheets' @font-face rules are added whole (fontFaces below).
    inlineFonts: false,
    preloadFonts: false,
    pruneSource: false,
    compress: true,
    logLevel: 'silent',
  });
  const kept = new Map<string, string>();
  const working = new Set<string>();

  const faces = new Map<string, Promise<string>>();
  /** The @font-face rules of the stylesheets at `hrefs`, so the text paints in its own font at once. */
  async function fontFaces(hrefs: readonly string[]): Promise<string> {
    const each = hrefs.map((href) => {
      if (!faces.has(href)) {
        const file = join(webDistDir, href.replace(/^\/+/, ''));
        faces.set(
          href,
          readFile(file, 'utf8').then((css) => (css.match(/@font-face\s*\{[^}]*\}/g) ?? []).join('')),
        );
      }
      return faces.get(href)!;
    });
    return (await Promise.all(each)).join('');
  }

  async function work(key: string, root: string, hrefs: readonly string[]): Promise<void> {
    try {
      const links = hrefs.map((h) => `<link rel="stylesheet" href="${escapeHtml(h)}">`).join('');
      const out = await beasties.process(
        `<html data-mantine-color-scheme="light"><head>${links}</head><body><div id="root">${root}</div></body></html>`,
      );
      const rules = (out.match(/<style>([\s\S]*?)<\/style>/g) ?? []).map((s) => s.slice('<style>'.length, -'</style>'.length));
      kept.set(key, `<style>${await fontFaces(hrefs)}${rules.join('')}</style>`);
      while (kept.size > KEPT) kept.delete(kept.keys().next().value!);
    } catch (err) {
      // Not tried again for this page: it keeps its stylesheets in the head.
      kept.set(key, '');
      onError(err);
    } finally {
      working.delete(key);
    }
  }

  return {
    styleFor(root, hrefs) {
      const key = createHash('sha256')
        .update(`${hrefs.join('\0')}\0${root}`)
        .digest('base64url');
      const hit = kept.get(key);
      if (hit !== undefined) return hit;
      if (!working.has(key)) {
        working.add(key);
        void work(key, root, hrefs);
      }
      return '';
    },
  };
}
