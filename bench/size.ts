// bench/size: gzip size of the JavaScript and CSS that the course detail page loads first, in each
// layout, measured in the system Chromium against the real server: every script and stylesheet
// the page requested by the time the network is idle counts, as gzip -9 of the built file.
// Goal (architecture.md performance budget): 200 KB or less.
import { gzipSync } from 'node:zlib';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { launchBrowser, startStack, webDistDir } from '../e2e/harness.ts';

const BUDGET_KB = 200;
const stack = await startStack();
const browser = await launchBrowser();
try {
  const site = (await (await fetch(`${stack.baseUrl}/public/courses?pageSize=40`)).json()) as {
    data: { id: number; url: string }[];
  };
  const byLayout = new Map<string, string>();
  for (const c of site.data) {
    const d = (await (await fetch(`${stack.baseUrl}/public/course/url/${c.id}`)).json()) as { data: { layout: string } };
    if (!byLayout.has(d.data.layout)) byLayout.set(d.data.layout, c.url);
  }

  console.log(`bench/size: first load of the course detail page (JS + CSS, gzip -9), budget ${BUDGET_KB} KB`);
  console.log('| layout | page | JS files | JS KB | CSS files | CSS KB | total KB | of budget |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  let worst = 0;
  for (const [layout, url] of [...byLayout.entries()].sort()) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const files = new Map<string, 'script' | 'stylesheet'>();
    page.on('request', (req) => {
      const type = req.resourceType();
      const path = new URL(req.url()).pathname;
      if ((type === 'script' || type === 'stylesheet') && path.startsWith('/assets/')) files.set(path, type);
    });
    await page.goto(`${stack.baseUrl}${url}`, { waitUntil: 'networkidle' });
    let js = 0;
    let css = 0;
    let jsCount = 0;
    let cssCount = 0;
    for (const [path, type] of files) {
      const body = await readFile(join(webDistDir, path));
      const size = gzipSync(body, { level: 9 }).length;
      if (type === 'script') {
        js += size;
        jsCount++;
      } else {
        css += size;
        cssCount++;
      }
    }
    const total = (js + css) / 1024;
    worst = Math.max(worst, total);
    console.log(
      `| ${layout} | ${url} | ${jsCount} | ${(js / 1024).toFixed(1)} | ${cssCount} | ${(css / 1024).toFixed(1)} | ${total.toFixed(1)} | ${((100 * total) / BUDGET_KB).toFixed(0)} % |`,
    );
    await context.close();
  }
  console.log(`largest first load: ${worst.toFixed(1)} KB of ${BUDGET_KB} KB (ratio ${(worst / BUDGET_KB).toFixed(2)})`);
} finally {
  await browser.close();
  await stack.close();
}
