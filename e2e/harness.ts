// End-to-end harness: the real server (buildApp + listen on a free loopback port) on a seeded
// database, serving the built web app, driven by the system Chromium through playwright-core.
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { createTestDb } from '@rian/db/testing';
import { buildApp } from '@rian/server/app';

const repoRoot = resolve(import.meta.dirname, '..');
export const webDistDir = join(repoRoot, 'apps/web/dist');
export const screenshotDir = join(repoRoot, 'e2e/screenshots');

export interface Stack {
  baseUrl: string;
  close(): Promise<void>;
}

export async function startStack(): Promise<Stack> {
  if (!existsSync(join(webDistDir, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` first (npm test does it)');
  }
  const db = await createTestDb();
  const app = await buildApp({
    db: db.handle,
    config: { publicUrl: 'http://127.0.0.1', uploadDir: db.uploadDir, webDistDir, logLevel: 'warn' },
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not bind a port');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    async close() {
      await app.close();
      await db.cleanup();
    },
  };
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
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

export function screenshotPath(name: string): string {
  mkdirSync(screenshotDir, { recursive: true });
  return join(screenshotDir, `${name}.png`);
}
