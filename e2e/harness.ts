// End-to-end harness: the real server (buildApp + listen on a free loopback port) on a seeded
// database, serving the built web app, driven by the system Chromium through playwright-core.
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { createTestDb, type TestDb } from '@rian/db/testing';
import { buildApp } from '@rian/server/app';

const repoRoot = resolve(import.meta.dirname, '..');
export const webDistDir = join(repoRoot, 'apps/web/dist');
export const screenshotDir = join(repoRoot, 'e2e/screenshots');

export interface Stack {
  baseUrl: string;
  /** The stack's database, for a test to read what the server wrote (e.g. the mail outbox). */
  db: TestDb;
  close(): Promise<void>;
}

export interface StackOptions {
  /** Deliver mail over SMTP to this URL (a local catcher); without it mail stays in the outbox. */
  smtpUrl?: string;
  /** A production academy: site defaults only (no demo) and PAYMENTS_MODE=production. */
  production?: boolean;
  /** The demo academy (default), or the site defaults only, for a test that builds its own rows. */
  seed?: 'demo' | 'defaults';
  /**
   * The host of PUBLIC_URL (default 127.0.0.1, where the browser opens the app): 'localhost' stands for
   * an academy opened at another address than the one it was configured with.
   */
  publicHost?: '127.0.0.1' | 'localhost';
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  if (!existsSync(join(webDistDir, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` first (npm test does it)');
  }
  const db = await createTestDb(options.production || options.seed === 'defaults' ? { seed: 'defaults' } : {});
  // The public URL must carry the real port: reset links and social log-in redirects are built from it.
  const port = await freePort();
  const app = await buildApp({
    db: db.handle,
    config: {
      publicUrl: `http://${options.publicHost ?? '127.0.0.1'}:${port}`,
      uploadDir: db.uploadDir,
      webDistDir,
      logLevel: 'warn',
      checkResponses: true,
      ...(options.smtpUrl ? { smtpUrl: options.smtpUrl } : {}),
      ...(options.production ? { paymentsMode: 'production' as const } : {}),
    },
    logger: false,
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    db,
    async close() {
      await app.close();
      await db.cleanup();
    },
  };
}

/** A loopback port free right now (the OS picks it; closed again before the app binds it). */
function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolvePort(port) : reject(new Error('no free port'))));
    });
  });
}

/** Flags from architecture.md: this machine's network is closed, so background traffic is off. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(): Promise<Browser> {
  // launch() gives every browser a fresh, empty profile of its own.
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    if (options?.javaScriptEnabled !== false) context.on('page', waitForHydrationOnLoad);
    return context;
  };
  return browser;
}

/** What the hydration wait reads of the page's document. */
interface HydrationDoc {
  getElementById(id: string): unknown;
  documentElement: { dataset: Record<string, string | undefined> };
}

/**
 * A storefront page comes drawn by the server and takes its handlers when the app hydrates it; a
 * click before that is lost, as it would be for a buyer. So every full load (goto, reload) of an app
 * page waits for `<html data-hydrated>` (main.tsx), which a client-rendered page sets too. Pages
 * without the app's #root (provider sandboxes, files) are not waited for.
 */
function waitForHydrationOnLoad(page: Page): void {
  const hydrated = async () => {
    await page.waitForFunction(
      () => {
        // Typed by hand: the bench workspace compiles this file without the DOM's types. A function,
        // not a string: the page's Content-Security-Policy forbids evaluating strings.
        const doc = (globalThis as unknown as { document: HydrationDoc }).document;
        return !doc.getElementById('root') || doc.documentElement.dataset.hydrated === 'true';
      },
      undefined,
      { timeout: 30_000 },
    );
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await hydrated();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await hydrated();
    return response;
  };
}

export function screenshotPath(name: string): string {
  mkdirSync(screenshotDir, { recursive: true });
  return join(screenshotDir, `${name}.png`);
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

export interface Visit {
  context: BrowserContext;
  page: Page;
  /** Script errors the page raised and Content-Security-Policy refusals; a test expects this to stay empty. */
  errors: string[];
}

/** Closes a visit, which must have raised no script error and no Content-Security-Policy refusal. */
export async function closeClean({ context, errors }: Pick<Visit, 'context' | 'errors'>): Promise<void> {
  expect(errors).toEqual([]);
  await context.close();
}

/**
 * One stack and one browser for a test file (started before its tests, closed after), and a
 * `visit` that opens a path as a fresh visitor (empty storage, Thai locale).
 */
export function useStack(setup?: (stack: Stack) => Promise<void>, options: StackOptions = {}) {
  let stack: Stack | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    stack = await startStack(options);
    if (setup) await setup(stack);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });
  const started = () => {
    if (!stack || !browser) throw new Error('the stack has not started');
    return { stack, browser };
  };
  return {
    get stack(): Stack {
      return started().stack;
    },
    get browser(): Browser {
      return started().browser;
    },
    async visit(path: string, viewport: { width: number; height: number } = DESKTOP): Promise<Visit> {
      const context = await started().browser.newContext({ viewport, locale: 'th-TH' });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      // The Content-Security-Policy must let every page, payment step and sandbox page work.
      page.on('console', (m) => {
        if (
          m.type() === 'error' &&
          /Content Security Policy|Refused to (load|connect|frame|execute|apply|send form)/i.test(m.text())
        ) {
          errors.push(`CSP: ${m.text()}`);
        }
      });
      await page.goto(started().stack.baseUrl + path);
      return { context, page, errors };
    },
  };
}

export type StackContext = ReturnType<typeof useStack>;
