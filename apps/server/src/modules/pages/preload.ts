// Tells the browser, in the HTML itself, which route chunk and stylesheets a page needs, so they
// download beside the entry instead of after it (no request waterfall on the first load). Read from
// the Vite build manifest (apps/web/dist/.vite/manifest.json).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml, LOW } from './html.ts';

interface ManifestChunk {
  file: string;
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

export class RoutePreloads {
  private readonly tags = new Map<string, string>();
  private readonly sheets = new Map<RouteModule, string>();

  constructor(
    private readonly manifest: Manifest | null,
    /** The built Thai regular Sarabun (assets/sarabun-thai-400-normal-*.woff2), when there is one. */
    private readonly thaiFont: string | null = null,
  ) {}

  static fromDist(webDistDir: string): RoutePreloads {
    const file = join(webDistDir, '.vite', 'manifest.json');
    const assets = join(webDistDir, 'assets');
    const font = existsSync(assets)
      ? readdirSync(assets).find((f) => /^sarabun-thai-400-normal-[\w-]+\.woff2$/.test(f))
      : undefined;
    return new RoutePreloads(
      existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null,
      font ? `assets/${font}` : null,
    );
  }

  /**
   * The Thai text of a drawn page is in Sarabun regular: fetched with the HTML, not after the
   * stylesheet names it, so the text swaps to it early or not at all (spec §1, Thai first).
   */
  fontPreload(): string {
    return this.thaiFont
      ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${escapeHtml(this.thaiFont)}" />`
      : '';
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

  /** The chunks a route module needs beyond those the entry loads. */
  private needed(key: string): ManifestChunk[] {
    const m = this.manifest;
    if (!m?.[key]) return [];
    // What the entry already loads is named by index.html itself.
    const entryKeys = new Set<string>();
    const walk = (k: string, into: Set<string>) => {
      if (into.has(k) || !m[k]) return;
      into.add(k);
      for (const i of m[k].imports ?? []) walk(i, into);
    };
    for (const [k, c] of Object.entries(m)) if (c.isEntry) walk(k, entryKeys);
    const needed = new Set<string>();
    walk(key, needed);
    return [...needed].filter((k) => !entryKeys.has(k)).map((k) => m[k]!);
  }

  private build(key: string, drawn: boolean): string {
    const links: string[] = [];
    for (const c of this.needed(key)) {
      links.push(`<link rel="modulepreload"${drawn ? LOW : ''} crossorigin href="/${escapeHtml(c.file)}" />`);
      if (drawn) continue;
      // Only fetched early, not applied: the chunk applies it after the entry's stylesheet, so a
      // component's rules (Tabs) win over the entry's base ones (UnstyledButton) as the cascade intends.
      for (const css of c.css ?? []) links.push(`<link rel="preload" as="style" crossorigin href="/${escapeHtml(css)}" />`);
    }
    return links.join('\n    ');
  }
}
