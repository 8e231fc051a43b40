// Tells the browser, in the HTML itself, which route chunk and stylesheets a page needs, so they
// download beside the entry instead of after it (no request waterfall on the first load). Read from
// the Vite build manifest (apps/web/dist/.vite/manifest.json).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AFTER_PAINT_ELEMENT_ID } from '@rian/contracts/page-elements';
import { escapeHtml, LOW } from './html.ts';

interface ManifestChunk {
  file: string;
  /** The chunk's name; a chunk that merges several modules has no `src`. */
  name?: string;
  src?: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export type RouteModule =
  | 'home'
  | 'courses'
  | 'category'
  | 'products'
  | 'course'
  | 'product'
  | 'promotion'
  | 'page'
  | 'cart'
  | 'forgotpass'
  | 'setup'
  | 'myaccount'
  | 'myaccount-orders'
  | 'thankyou'
  | 'payment-result'
  | 'payment-2c2p'
  | 'admin-payments'
  | 'admin'
  | 'instructor'
  | 'not-found';

/** The app module, which the entry (web boot.ts) imports: the router, the providers and the pages' shell. */
const APP_MODULE = 'src/main.tsx';
/**
 * The chunk the browser build merges the app module into, with what it imports (apps/web
 * scripts/chunks.ts, decision 028): the manifest then names it `_app-<hash>.js`, not by its source.
 */
const APP_CHUNK = 'app';

/** A built Sarabun face: Thai or Latin, regular or bold (apps/web/src/app/fonts.css). */
const SARABUN_FACE = /^sarabun-(thai|latin)-(400|700)-normal-[\w-]+\.woff2$/;

export class RoutePreloads {
  private readonly tags = new Map<string, string>();
  private readonly sheets = new Map<RouteModule, string>();

  constructor(
    private readonly manifest: Manifest | null,
    /** The built Sarabun faces a drawn page uses (assets/sarabun-{thai,latin}-{400,700}-normal-*.woff2). */
    private readonly fonts: readonly string[] = [],
  ) {}

  static fromDist(webDistDir: string): RoutePreloads {
    const file = join(webDistDir, '.vite', 'manifest.json');
    const assets = join(webDistDir, 'assets');
    // Thai first, regular before bold.
    const fonts = existsSync(assets)
      ? readdirSync(assets)
          .filter((f) => SARABUN_FACE.test(f))
          .sort((a, b) => Number(b.includes('-thai-')) - Number(a.includes('-thai-')) || a.localeCompare(b))
          .map((f) => `assets/${f}`)
      : [];
    return new RoutePreloads(existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null, fonts);
  }

  /**
   * The four Sarabun faces of a drawn page (Thai and Latin, regular and bold: a Thai line's spaces
   * and digits are in the Latin face), fetched with the HTML rather than when the first layout
   * names them, so that they are in before the first paint wherever the connection allows and the
   * text does not reflow when they swap in (spec §1, Thai first).
   */
  fontPreload(): string {
    return this.fonts
      .map((f) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${escapeHtml(f)}" />`)
      .join('\n    ');
  }

  /**
   * The <link> tags for a route module's chunk, its static imports and their CSS. A page the server
   * drew (`drawn`) is read before its scripts run: its chunks are fetched at low priority, after the
   * picture it paints largest and the font, and its stylesheets are linked by the page itself.
   */
  for(route: RouteModule, drawn = false): string {
    const key = `${route}${drawn ? ':drawn' : ''}`;
    const cached = this.tags.get(key);
    if (cached !== undefined) return cached;
    const tags = this.build(`src/app/routes/${route}.tsx`, drawn);
    this.tags.set(key, tags);
    return tags;
  }

  /**
   * The route's stylesheets, applied: a page the server drew must paint styled before its chunk runs.
   * Written after the entry's stylesheet (the same cascade as when the chunk applies them); the chunk
   * then finds them in the document and does not add them again.
   */
  stylesheets(route: RouteModule): string {
    const cached = this.sheets.get(route);
    if (cached !== undefined) return cached;
    const tags = this.stylesheetHrefs(route)
      .map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`)
      .join('\n    ');
    this.sheets.set(route, tags);
    return tags;
  }

  /** The site paths of the route's own stylesheets, in cascade order (a chunk's imports first). */
  stylesheetHrefs(route: RouteModule): string[] {
    return [...this.needed(`src/app/routes/${route}.tsx`)]
      .reverse()
      .flatMap((c) => c.css ?? [])
      .map((css) => `/${css}`);
  }

  /** The chunks a key needs, its static imports first-seen order, the key's own chunk first. */
  private walk(key: string, into = new Set<string>()): Set<string> {
    const m = this.manifest;
    if (!m?.[key] || into.has(key)) return into;
    into.add(key);
    for (const i of m[key].imports ?? []) this.walk(i, into);
    return into;
  }

  /** What index.html loads by itself: the entry and its static imports. */
  private entryKeys(): Set<string> {
    const keys = new Set<string>();
    for (const [k, c] of Object.entries(this.manifest ?? {})) if (c.isEntry) this.walk(k, keys);
    return keys;
  }

  /** The app module's key in the manifest: its source, or the merged chunk that holds it. */
  private appKey(): string {
    const m = this.manifest ?? {};
    if (m[APP_MODULE]) return APP_MODULE;
    return Object.keys(m).find((k) => m[k]!.name === APP_CHUNK && m[k]!.src === undefined && k.endsWith('.js')) ?? APP_MODULE;
  }

  /** The app module's chunks that the entry does not load itself (the entry imports it after the first paint). */
  private appChunks(): ManifestChunk[] {
    const entry = this.entryKeys();
    return [...this.walk(this.appKey())].filter((k) => !entry.has(k)).map((k) => this.manifest![k]!);
  }

  /** The chunks a route module needs beyond those the entry and the app module load. */
  private needed(key: string): ManifestChunk[] {
    if (!this.manifest?.[key]) return [];
    const loaded = this.walk(this.appKey(), this.entryKeys());
    return [...this.walk(key)].filter((k) => !loaded.has(k)).map((k) => this.manifest![k]!);
  }

  /**
   * The built index.html with the app module's stylesheets linked after the entry's (the app's own
   * rules, which it would otherwise add when it loads): a page the server draws is laid out by them.
   */
  withAppStylesheets(template: string): string {
    const hrefs = this.appChunks()
      .reverse()
      .flatMap((c) => c.css ?? []);
    if (hrefs.length === 0) return template;
    const links = hrefs.map((css) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(css)}">`).join('\n    ');
    const last = [...template.matchAll(/<link rel="stylesheet"[^>]*>/g)].at(-1);
    if (!last) return template.replace('</head>', () => `  ${links}\n  </head>`);
    const at = last.index + last[0].length;
    return `${template.slice(0, at)}\n    ${links}${template.slice(at)}`;
  }

  private build(key: string, drawn: boolean): string {
    const links: string[] = [];
    for (const c of [...this.appChunks(), ...this.needed(key)]) {
      links.push(`<link rel="modulepreload"${drawn ? LOW : ''} crossorigin href="/${escapeHtml(c.file)}" />`);
      if (drawn) continue;
      // Only fetched early, not applied: the chunk applies it after the entry's stylesheet, so a
      // component's rules (Tabs) win over the entry's base ones (UnstyledButton) as the cascade intends.
      for (const css of c.css ?? []) links.push(`<link rel="preload" as="style" crossorigin href="/${escapeHtml(css)}" />`);
    }
    // A drawn page is read before its scripts run: they are held in an inert template, which the
    // entry (web boot.ts) puts in the head after the first paint, so they do not take the bandwidth
    // and the main thread the first paint needs.
    if (drawn && links.length > 0) {
      return `<template id="${AFTER_PAINT_ELEMENT_ID}">${links.join('')}</template>`;
    }
    return links.join('\n    ');
  }
}
