// bench/lighthouse: Lighthouse (mobile form factor, simulated throttling: its defaults) on the built
// server with the demo academy, three runs per page, the median of each figure. Pages: home, the
// course page in layouts 1, 3, 4 and default, a product page and /cart. For the course pages it also
// prints the first-load JavaScript + CSS as the browser receives it (transfer size, headers
// included, of every script and stylesheet request) against the 150 KB goal (architecture.md
// performance budget), then the accessibility score and the failing colour-contrast items.
// Takes 10 to 15 minutes on this machine: `npm run lighthouse --workspace @rian/bench` after
// `npm run build`; not part of the default `bench` chain.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, startStack } from '../e2e/harness.ts';

const RUNS = 3;
const FIRST_LOAD_GOAL_KB = 150;

interface Run {
  performance: number;
  accessibility: number;
  lcp: number;
  fcp: number;
  cls: number;
  tbt: number;
  transfer: number;
  /** Transfer size (headers included) of script and stylesheet requests. */
  jsCss: number;
  contrast: string[];
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

interface ContrastItem {
  node?: { snippet?: string; explanation?: string };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function pagesToMeasure(base: string): Promise<[string, string][]> {
  const get = async <T>(path: string): Promise<T> => (await (await fetch(`${base}${path}`)).json()) as T;
  const list = await get<{ data: { id: number; url: string }[] }>('/public/courses?pageSize=40');
  const byLayout = new Map<string, string>();
  for (const c of list.data) {
    const detail = await get<{ data: { layout: string } }>(`/public/course/url/${c.id}`);
    if (!byLayout.has(detail.data.layout)) byLayout.set(detail.data.layout, c.url);
  }
  const products = await get<{ data: { url: string }[] }>('/public/product');
  const product = products.data[0];
  const pages: [string, string][] = [['home', '/']];
  for (const layout of ['1', '3', '4', 'default']) {
    const url = byLayout.get(layout);
    if (url) pages.push([`course (layout ${layout})`, url]);
    else console.warn(`no demo course with layout ${layout}`);
  }
  if (product) pages.push(['product', product.url]);
  pages.push(['cart', '/cart']);
  return pages;
}

async function measure(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const jsCss = requests
    .filter((r) => r.resourceType === 'Script' || r.resourceType === 'Stylesheet')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const contrastItems = (lhr.audits['color-contrast']?.details as { items?: ContrastItem[] } | undefined)?.items ?? [];
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbt: audit('total-blocking-time'),
    transfer: audit('total-byte-weight'),
    jsCss,
    contrast: contrastItems.map((i) => `${i.node?.snippet ?? '?'}: ${(i.node?.explanation ?? '').split('\n')[0]}`),
  };
}

/** A run that Lighthouse itself could not record (e.g. NO_NAVSTART on a busy machine) is run again, twice at most. */
async function measureRetrying(url: string, port: number): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, port);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.error(`run again: ${(error as Error).message}`);
    }
  }
}

function printTable(rows: [string, string, Run[]][]): void {
  console.log(`| page | path | performance | LCP s | FCP s | CLS | TBT ms | transfer KB | JS+CSS transfer KB | accessibility |`);
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const [name, path, runs] of rows) {
    const m = (pick: (r: Run) => number) => median(runs.map(pick));
    console.log(
      `| ${name} | ${path} | ${m((r) => r.performance)} | ${(m((r) => r.lcp) / 1000).toFixed(2)} | ${(m((r) => r.fcp) / 1000).toFixed(2)} | ${m((r) => r.cls).toFixed(3)} | ${m((r) => r.tbt).toFixed(0)} | ${(m((r) => r.transfer) / 1024).toFixed(1)} | ${(m((r) => r.jsCss) / 1024).toFixed(1)} | ${m((r) => r.accessibility)} |`,
    );
  }
}

function printFirstLoad(rows: [string, string, Run[]][]): void {
  const courses = rows.filter(([name]) => name.startsWith('course'));
  if (courses.length === 0) return;
  let worst = 0;
  for (const [name, , runs] of courses) {
    const kb = median(runs.map((r) => r.jsCss)) / 1024;
    worst = Math.max(worst, kb);
    console.log(
      `${name}: first-load JS + CSS as received ${kb.toFixed(1)} KB of ${FIRST_LOAD_GOAL_KB} KB (ratio ${(kb / FIRST_LOAD_GOAL_KB).toFixed(2)})`,
    );
  }
  console.log(
    `course page, largest first load: ${worst.toFixed(1)} KB of ${FIRST_LOAD_GOAL_KB} KB (ratio ${(worst / FIRST_LOAD_GOAL_KB).toFixed(2)})`,
  );
}

function printContrast(rows: [string, string, Run[]][]): void {
  let any = false;
  for (const [name, , runs] of rows) {
    const items = new Set(runs.flatMap((r) => r.contrast));
    for (const item of items) {
      any = true;
      console.log(`color-contrast (${name}): ${item}`);
    }
  }
  if (!any) console.log('color-contrast: no failing item');
}

/**
 * Asks for a page and its pictures as a visitor's browser would, then gives the server a moment: the
 * first answer of a drawn page goes without its inline critical CSS (pages/critical-css.ts), and a
 * picture's width is made on its first request, as on a site nobody has opened since it started;
 * the pages measured are those of a site in use.
 */
async function warm(url: string): Promise<void> {
  const html = await (await fetch(url, { headers: { accept: 'text/html' } })).text();
  // The pictures' widths the page names are made on first request (media/pictures.ts) and kept.
  const widths = new Set(html.match(/\/uploads\/w\/\d+\/[\w.-]+/g) ?? []);
  await Promise.all([...widths].map(async (path) => (await fetch(new URL(path, url))).arrayBuffer()));
  await new Promise((resolve) => setTimeout(resolve, 2_000));
}

const stack = await startStack();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROMIUM_ARGS,
});
try {
  const pages = await pagesToMeasure(stack.baseUrl);
  const only = process.env.LIGHTHOUSE_ONLY; // e.g. "cart" or "layout 4": measure the matching pages only
  const rows: [string, string, Run[]][] = [];
  console.log(`bench/lighthouse: ${RUNS} runs per page, mobile, simulated throttling; medians`);
  for (const [name, path] of pages.filter(([name]) => !only || name.includes(only))) {
    await warm(`${stack.baseUrl}${path}`);
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measureRetrying(`${stack.baseUrl}${path}`, chrome.port));
    rows.push([name, path, runs]);
    console.error(`measured ${name}`);
  }
  printTable(rows);
  printFirstLoad(rows);
  printContrast(rows);
} finally {
  chrome.kill();
  await stack.close();
}
