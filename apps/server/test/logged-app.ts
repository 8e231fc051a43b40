// An app on a test database whose every log line (debug and up) lands in an array, for the tests
// that read the log for what must never be in it (passwords, tokens, secrets).
import { Writable } from 'node:stream';
import type { TestDb } from '@rian/db/testing';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../src/app.ts';
import { PUBLIC_URL } from './helpers.ts';

export function buildLoggedApp(db: TestDb, lines: string[], config: Partial<AppDeps['config']> = {}): Promise<FastifyInstance> {
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return buildApp({
    db: db.handle,
    config: {
      publicUrl: PUBLIC_URL,
      uploadDir: db.uploadDir,
      webDistDir: '/nonexistent',
      logLevel: 'debug',
      rateLimit: false,
      autoCancel: false,
      ...config,
    },
    logger: { stream },
  });
}
