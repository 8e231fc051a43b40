// Every text key of the storefront with its Thai and English default. The web app's own catalogue
// files are the one source: apps/web/src/lib/locales/{th,en}.json and the parts in
// features/*/locales and components/*/locales (the back office's own texts, lib/locales/admin,
// features/admin-* and components/admin, are not the storefront's).
// They are read from the repository once, at first use, rather than copied at build time: the server
// runs from the repository's sources (decision 002), so the files are there, and a copy could not
// drift from what the web app shows.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface CatalogueText {
  key: string;
  th: string;
  en: string;
}

const WEB_SRC = resolve(new URL('../../../../../web/src', import.meta.url).pathname);

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix: string, into: Map<string, string>): void {
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') into.set(key, v);
    else flatten(v, key, into);
  }
}

/** The catalogue parts under `folder` (features/<name>/locales, components/<name>/locales), not the back office's. */
function partDirs(folder: string): string[] {
  return existsSync(folder)
    ? readdirSync(folder)
        .filter((f) => !f.startsWith('admin'))
        .map((f) => join(folder, f, 'locales'))
    : [];
}

function localeDirs(webSrc: string): string[] {
  const parts = [...partDirs(join(webSrc, 'features')), ...partDirs(join(webSrc, 'components'))];
  return [join(webSrc, 'lib', 'locales'), ...parts].filter((d) => existsSync(join(d, 'th.json')));
}

/** Reads the catalogue: every key of the Thai source, sorted, with its English (or the Thai). */
export function readCatalogue(webSrc = WEB_SRC): CatalogueText[] {
  const th = new Map<string, string>();
  const en = new Map<string, string>();
  for (const dir of localeDirs(webSrc)) {
    flatten(JSON.parse(readFileSync(join(dir, 'th.json'), 'utf8')) as Tree, '', th);
    if (existsSync(join(dir, 'en.json'))) flatten(JSON.parse(readFileSync(join(dir, 'en.json'), 'utf8')) as Tree, '', en);
  }
  return [...th.keys()].sort().map((key) => ({ key, th: th.get(key)!, en: en.get(key) ?? th.get(key)! }));
}

let memo: { list: CatalogueText[]; byKey: Map<string, CatalogueText> } | null = null;

export function storefrontCatalogue(): { list: CatalogueText[]; byKey: Map<string, CatalogueText> } {
  if (!memo) {
    const list = readCatalogue();
    memo = { list, byKey: new Map(list.map((t) => [t.key, t])) };
  }
  return memo;
}
